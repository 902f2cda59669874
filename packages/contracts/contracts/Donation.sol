// SPDX-License-Identifier: MIT
pragma solidity 0.8.26;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";

/// @title Donations to reviewers in BNB or BUSD.
/// @notice Keeps the original product's interface (donateBNB / donateBusd, `data` = the review
/// id) and its Donate event. A fee of fee/feeDivisor is taken and the rest is forwarded to the
/// reviewer in the same call. The donor names the most fee they accept (`maxFee`, in the
/// donated token's smallest units): a fee raised between signing and the block reverts the
/// donation instead of taking more. Fees are not pushed to the fee receiver: they accrue here
/// and are withdrawn (withdrawFees), so a fee receiver that refuses payment cannot block
/// donations. The contract holds, per token, exactly the fees not yet withdrawn.
contract Donation is Ownable, ReentrancyGuard {
    using SafeERC20 for IERC20;

    /// @notice The fee can never exceed 10 % of a donation.
    uint256 public constant MAX_FEE_PERCENT = 10;

    /// @notice The BUSD token accepted by donateBusd.
    IERC20 public immutable busd;

    address public feeReceiver;
    uint256 public fee;
    uint256 public feeDivisor;
    /// @notice Fees taken and not yet withdrawn, per token (address(0) for BNB).
    mapping(address => uint256) public accruedFees;

    event Donate(
        address indexed from,
        address indexed to,
        address token,
        uint256 amount,
        uint256 fee,
        uint8 dType,
        string data
    );
    event FeeChanged(uint256 fee, uint256 feeDivisor);
    event FeeReceiverChanged(address indexed feeReceiver);
    event FeesWithdrawn(address indexed token, address indexed to, uint256 amount);

    constructor(address busd_, address feeReceiver_) Ownable(msg.sender) {
        require(busd_ != address(0), "Donation: invalid token address");
        require(feeReceiver_ != address(0), "Donation: invalid fee receiver");
        busd = IERC20(busd_);
        feeReceiver = feeReceiver_;
        fee = 50;
        feeDivisor = 1000;
    }

    /// @notice Donates the sent BNB to `toAddress` (minus the fee, at most `maxFee` wei).
    function donateBNB(uint8 dType, string calldata data, address toAddress, uint256 maxFee)
        external
        payable
        nonReentrant
    {
        uint256 feeAmount = _check(toAddress, msg.value, maxFee);
        accruedFees[address(0)] += feeAmount;
        emit Donate(msg.sender, toAddress, address(0), msg.value, feeAmount, dType, data);
        _sendBNB(toAddress, msg.value - feeAmount);
    }

    /// @notice Donates `amount` BUSD from the caller (who approved this contract) to `toAddress`
    /// (minus the fee, at most `maxFee` in BUSD's smallest units).
    function donateBusd(uint8 dType, string calldata data, address toAddress, uint256 amount, uint256 maxFee)
        external
        nonReentrant
    {
        uint256 feeAmount = _check(toAddress, amount, maxFee);
        emit Donate(msg.sender, toAddress, address(busd), amount, feeAmount, dType, data);
        if (feeAmount > 0) {
            accruedFees[address(busd)] += feeAmount;
            busd.safeTransferFrom(msg.sender, address(this), feeAmount);
        }
        busd.safeTransferFrom(msg.sender, toAddress, amount - feeAmount);
    }

    /// @notice Sends the accrued fees of `token` (address(0) for BNB) to the fee receiver.
    /// The owner or the fee receiver calls it; a receiver that refuses BNB is replaced first.
    function withdrawFees(address token) external nonReentrant {
        require(msg.sender == owner() || msg.sender == feeReceiver, "Donation: not allowed");
        uint256 amount = accruedFees[token];
        require(amount > 0, "Donation: no fees");
        accruedFees[token] = 0;
        emit FeesWithdrawn(token, feeReceiver, amount);
        if (token == address(0)) _sendBNB(feeReceiver, amount);
        else IERC20(token).safeTransfer(feeReceiver, amount);
    }

    /// @notice The fee for an amount, rounded down (in the reviewer's favour).
    function feeOf(uint256 amount) public view returns (uint256) {
        return (amount * fee) / feeDivisor;
    }

    function setFee(uint256 fee_, uint256 feeDivisor_) external onlyOwner {
        require(feeDivisor_ > 0, "Donation: invalid fee divisor");
        require(fee_ * 100 <= feeDivisor_ * MAX_FEE_PERCENT, "Donation: fee too high");
        fee = fee_;
        feeDivisor = feeDivisor_;
        emit FeeChanged(fee_, feeDivisor_);
    }

    function setFeeReceiver(address feeReceiver_) external onlyOwner {
        require(feeReceiver_ != address(0), "Donation: invalid fee receiver");
        feeReceiver = feeReceiver_;
        emit FeeReceiverChanged(feeReceiver_);
    }

    function _check(address toAddress, uint256 amount, uint256 maxFee) private view returns (uint256) {
        require(toAddress != address(0) && toAddress != address(this), "Donation: invalid address");
        require(toAddress != msg.sender, "Donation: cannot donate to yourself");
        require(amount > 0, "Donation: zero amount");
        uint256 feeAmount = feeOf(amount);
        require(feeAmount <= maxFee, "Donation: fee above maximum");
        return feeAmount;
    }

    function _sendBNB(address to, uint256 amount) private {
        (bool ok, ) = payable(to).call{value: amount}("");
        require(ok, "Donation: BNB transfer failed");
    }
}
