// SPDX-License-Identifier: MIT
pragma solidity 0.8.26;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// @title Escrow for quest reward pools.
/// @notice A project owner funds a quest's whole pool (BNB when token is address(0), or any
/// ERC-20 such as BUSD) before it starts. A quest's id is derived from its funder and the
/// funder's reference (the server's quest id), so nobody can take an id before its owner. Winners claim with an EIP-712 voucher signed by the
/// quest signer (the ChainReview server). Each address claims once per quest, never more than
/// the pool. After the claim deadline the funder takes back what was not claimed; before the
/// start the funder can cancel and is refunded in full.
contract QuestEscrow is Ownable, ReentrancyGuard, EIP712 {
    using SafeERC20 for IERC20;

    bytes32 public constant CLAIM_TYPEHASH =
        keccak256("Claim(uint256 questId,address claimer,uint256 amount,uint256 deadline)");

    struct Quest {
        address funder;
        address token;
        uint256 pool;
        uint256 claimed;
        uint64 startTime;
        uint64 endTime;
        uint64 claimDeadline;
        bool cancelled;
        bool reclaimed;
    }

    /// @notice The address whose EIP-712 signature authorises a claim.
    address public signer;

    mapping(uint256 => Quest) private _quests;
    mapping(uint256 => mapping(address => bool)) public hasClaimed;

    event QuestFunded(
        uint256 indexed questId,
        address indexed funder,
        uint256 ref,
        address token,
        uint256 amount,
        uint64 startTime,
        uint64 endTime,
        uint64 claimDeadline
    );
    event RewardClaimed(uint256 indexed questId, address indexed claimer, address token, uint256 amount);
    event QuestCancelled(uint256 indexed questId, uint256 refunded);
    event UnclaimedReclaimed(uint256 indexed questId, uint256 amount);
    event SignerChanged(address indexed signer);

    constructor(address signer_) Ownable(msg.sender) EIP712("ChainReview QuestEscrow", "1") {
        require(signer_ != address(0), "QuestEscrow: invalid signer");
        signer = signer_;
    }

    function setSigner(address signer_) external onlyOwner {
        require(signer_ != address(0), "QuestEscrow: invalid signer");
        signer = signer_;
        emit SignerChanged(signer_);
    }

    function getQuest(uint256 questId) external view returns (Quest memory) {
        return _quests[questId];
    }

    /// @notice The id of the quest `funder` funds with reference `ref`.
    function questIdOf(address funder, uint256 ref) public pure returns (uint256) {
        return uint256(keccak256(abi.encode(funder, ref)));
    }

    /// @notice Funds the whole pool of the caller's quest `ref` (its id is questIdOf(caller,
    /// ref)). For BNB send exactly `amount` as value; for a token approve this contract first.
    /// Fee-on-transfer tokens are refused (the pool must be what arrived).
    function fund(
        uint256 ref,
        address token,
        uint256 amount,
        uint64 startTime,
        uint64 endTime,
        uint64 claimDeadline
    ) external payable nonReentrant {
        uint256 questId = questIdOf(msg.sender, ref);
        require(_quests[questId].funder == address(0), "QuestEscrow: already funded");
        require(amount > 0, "QuestEscrow: zero amount");
        require(startTime < endTime && endTime <= claimDeadline, "QuestEscrow: invalid times");
        require(endTime > block.timestamp, "QuestEscrow: already ended");
        _quests[questId] = Quest(msg.sender, token, amount, 0, startTime, endTime, claimDeadline, false, false);
        if (token == address(0)) {
            require(msg.value == amount, "QuestEscrow: wrong value");
        } else {
            require(msg.value == 0, "QuestEscrow: unexpected value");
            IERC20 t = IERC20(token);
            uint256 before = t.balanceOf(address(this));
            t.safeTransferFrom(msg.sender, address(this), amount);
            require(t.balanceOf(address(this)) - before == amount, "QuestEscrow: amount not received");
        }
        emit QuestFunded(questId, msg.sender, ref, token, amount, startTime, endTime, claimDeadline);
    }

    /// @notice Claims `amount` of `questId`'s reward with the signer's voucher.
    function claim(uint256 questId, uint256 amount, uint256 deadline, bytes calldata signature)
        external
        nonReentrant
    {
        Quest storage q = _quests[questId];
        require(q.funder != address(0), "QuestEscrow: unknown quest");
        require(!q.cancelled, "QuestEscrow: cancelled");
        require(block.timestamp <= deadline, "QuestEscrow: voucher expired");
        require(block.timestamp <= q.claimDeadline, "QuestEscrow: claim period over");
        require(!hasClaimed[questId][msg.sender], "QuestEscrow: already claimed");
        require(amount > 0, "QuestEscrow: zero amount");
        require(q.claimed + amount <= q.pool, "QuestEscrow: over pool");
        bytes32 digest = _hashTypedDataV4(
            keccak256(abi.encode(CLAIM_TYPEHASH, questId, msg.sender, amount, deadline))
        );
        require(ECDSA.recover(digest, signature) == signer, "QuestEscrow: invalid voucher");
        hasClaimed[questId][msg.sender] = true;
        q.claimed += amount;
        emit RewardClaimed(questId, msg.sender, q.token, amount);
        _send(q.token, msg.sender, amount);
    }

    /// @notice Before the start, the funder cancels the quest and gets the whole pool back.
    function cancel(uint256 questId) external nonReentrant {
        Quest storage q = _quests[questId];
        require(q.funder == msg.sender, "QuestEscrow: not the funder");
        require(!q.cancelled, "QuestEscrow: cancelled");
        require(block.timestamp < q.startTime, "QuestEscrow: already started");
        q.cancelled = true;
        emit QuestCancelled(questId, q.pool);
        _send(q.token, msg.sender, q.pool);
    }

    /// @notice After the claim deadline, the funder takes back what was not claimed.
    function reclaim(uint256 questId) external nonReentrant {
        Quest storage q = _quests[questId];
        require(q.funder == msg.sender, "QuestEscrow: not the funder");
        require(!q.cancelled, "QuestEscrow: cancelled");
        require(!q.reclaimed, "QuestEscrow: already reclaimed");
        require(block.timestamp > q.claimDeadline, "QuestEscrow: claim period open");
        q.reclaimed = true;
        uint256 rest = q.pool - q.claimed;
        emit UnclaimedReclaimed(questId, rest);
        if (rest > 0) _send(q.token, msg.sender, rest);
    }

    /// @notice The EIP-712 domain separator (for off-chain checks).
    function domainSeparator() external view returns (bytes32) {
        return _domainSeparatorV4();
    }

    function _send(address token, address to, uint256 amount) private {
        if (token == address(0)) {
            (bool ok, ) = payable(to).call{value: amount}("");
            require(ok, "QuestEscrow: BNB transfer failed");
        } else {
            IERC20(token).safeTransfer(to, amount);
        }
    }
}
