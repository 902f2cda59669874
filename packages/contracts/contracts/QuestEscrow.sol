// SPDX-License-Identifier: MIT
pragma solidity 0.8.26;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// @title Escrow for quest reward pools.
/// @notice A project owner funds a quest's whole pool (BNB when token is address(0), or any
/// ERC-20 such as BUSD) before it starts. A quest's id is derived from its funder and the
/// funder's reference (the server's quest id), so nobody can take an id before its owner.
/// Winners claim with an EIP-712 voucher signed by the quest signer (the ChainReview server),
/// only between the quest's end and its claim deadline (at least MIN_CLAIM_WINDOW later). Each
/// address claims once per quest, never more than the pool. Before the start the funder can
/// cancel and gets back what was not claimed; after the claim deadline the funder takes back
/// the unclaimed rest. So the contract always holds, per token, the sum over live quests of
/// pool - claimed, and a quest's money leaves only to its own funder or winners.
/// @dev A new signer is announced (SignerChangeProposed) and takes over only SIGNER_DELAY
/// later, the old one valid until then, so a stolen owner key cannot swap the signer unseen;
/// ownership moves in two steps (Ownable2Step).
contract QuestEscrow is Ownable2Step, ReentrancyGuard, EIP712 {
    using SafeERC20 for IERC20;

    bytes32 public constant CLAIM_TYPEHASH =
        keccak256("Claim(uint256 questId,address claimer,uint256 amount,uint256 deadline)");

    /// @notice The shortest claim window a quest can be funded with (claimDeadline - endTime).
    uint256 public constant MIN_CLAIM_WINDOW = 1 days;
    /// @notice How long an announced signer waits before it replaces the current one.
    uint256 public constant SIGNER_DELAY = 48 hours;

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

    address private _signer;
    /// @notice The announced next signer (address(0) when none) and when it takes over.
    address public pendingSigner;
    uint64 public pendingSignerActivatesAt;

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
    event SignerChangeProposed(address indexed signer, uint64 activatesAt);
    event SignerChangeCancelled(address indexed signer);

    constructor(address signer_) Ownable(msg.sender) EIP712("ChainReview QuestEscrow", "1") {
        require(signer_ != address(0), "QuestEscrow: invalid signer");
        _signer = signer_;
    }

    /// @notice The address whose EIP-712 signature authorises a claim now: the announced
    /// signer once its activation time has come, the previous one until then.
    function signer() public view returns (address) {
        if (pendingSigner != address(0) && block.timestamp >= pendingSignerActivatesAt) return pendingSigner;
        return _signer;
    }

    /// @notice Announces `signer_` as the next signer, in charge SIGNER_DELAY from now. A new
    /// announcement replaces a pending one (and its delay starts again).
    function proposeSigner(address signer_) external onlyOwner {
        require(signer_ != address(0), "QuestEscrow: invalid signer");
        _signer = signer();
        uint64 activatesAt = uint64(block.timestamp + SIGNER_DELAY);
        pendingSigner = signer_;
        pendingSignerActivatesAt = activatesAt;
        emit SignerChangeProposed(signer_, activatesAt);
    }

    /// @notice Withdraws an announced signer before it takes over.
    function cancelSignerChange() external onlyOwner {
        address pending = pendingSigner;
        require(pending != address(0) && block.timestamp < pendingSignerActivatesAt, "QuestEscrow: no pending signer");
        pendingSigner = address(0);
        pendingSignerActivatesAt = 0;
        emit SignerChangeCancelled(pending);
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
        require(startTime < endTime, "QuestEscrow: invalid times");
        require(uint256(claimDeadline) >= uint256(endTime) + MIN_CLAIM_WINDOW, "QuestEscrow: claim window too short");
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

    /// @notice Claims `amount` of `questId`'s reward with the signer's voucher, from the quest's
    /// end to its claim deadline.
    function claim(uint256 questId, uint256 amount, uint256 deadline, bytes calldata signature)
        external
        nonReentrant
    {
        Quest storage q = _quests[questId];
        require(q.funder != address(0), "QuestEscrow: unknown quest");
        require(!q.cancelled, "QuestEscrow: cancelled");
        require(block.timestamp <= deadline, "QuestEscrow: voucher expired");
        require(block.timestamp >= q.endTime, "QuestEscrow: claim period not open");
        require(block.timestamp <= q.claimDeadline, "QuestEscrow: claim period over");
        require(!hasClaimed[questId][msg.sender], "QuestEscrow: already claimed");
        require(amount > 0, "QuestEscrow: zero amount");
        require(q.claimed + amount <= q.pool, "QuestEscrow: over pool");
        bytes32 digest = _hashTypedDataV4(
            keccak256(abi.encode(CLAIM_TYPEHASH, questId, msg.sender, amount, deadline))
        );
        require(ECDSA.recover(digest, signature) == signer(), "QuestEscrow: invalid voucher");
        hasClaimed[questId][msg.sender] = true;
        q.claimed += amount;
        emit RewardClaimed(questId, msg.sender, q.token, amount);
        _send(q.token, msg.sender, amount);
    }

    /// @notice Before the start, the funder cancels the quest and gets back what was not
    /// claimed (all of it, as claims open at the end; never another quest's money).
    function cancel(uint256 questId) external nonReentrant {
        Quest storage q = _quests[questId];
        require(q.funder == msg.sender, "QuestEscrow: not the funder");
        require(!q.cancelled, "QuestEscrow: cancelled");
        require(block.timestamp < q.startTime, "QuestEscrow: already started");
        q.cancelled = true;
        uint256 rest = q.pool - q.claimed;
        emit QuestCancelled(questId, rest);
        if (rest > 0) _send(q.token, msg.sender, rest);
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
