// SPDX-License-Identifier: MIT
pragma solidity 0.8.26;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";

/// @title Donations to reviewers in BNB or BUSD.
/// @notice Keeps the original product's interface (donateBNB / donateBusd, `data` = the review
/// id). A fee of fee/feeDivisor goes to the fee receiver and the rest is forwarded to the
/// reviewer in the same call: the contract never holds funds.
contract Donation is Ownable, ReentrancyGuard {
    using SafeERC20 for IERC20;

    /// @notice The fee can never exceed 10 % of a donation.
    uint256 public constant MAX_FEE_PERCENT = 10;

    /// @notice The BUSD token accepted by donateBusd.
    IERC20 public immutable busd;

    address public feeReceiver;
    uint256 public fee;
    uint256 public feeDivisor;

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

    constructor(address busd_, address feeReceiver_) Ownable(msg.sender) {
        require(busd_ != address(0), "Donation: invalid token address");
        require(feeReceiver_ != address(0), "Donation: invalid fee receiver");
        busd = IERC20(busd_);
        feeReceiver = feeReceiver_;
        fee = 50;
        feeDivisor = 1000;
    }

    /// @notice Donates the sent BNB to `toAddress` (minus the fee).
    function donateBNB(uint8 dType, string calldata data, address toAddress) external payable nonReentrant {
        uint256 feeAmount = _check(toAddress, msg.value);
        emit Donate(msg.sender, toAddress, address(0), msg.value, feeAmount, dType, data);
        if (feeAmount > 0) _sendBNB(feeReceiver, feeAmount);
        _sendBNB(toAddress, msg.value - feeAmount);
    }

    /// @notice Donates `amount` BUSD from the caller (who approved this contract) to `toAddress`.
    function donateBusd(uint8 dType, string calldata data, address toAddress, uint256 amount) external nonReentrant {
        uint256 feeAmount = _check(toAddress, amount);
        emit Donate(msg.sender, toAddress, address(busd), amount, feeAmount, dType, data);
        if (feeAmount > 0) busd.safeTransferFrom(msg.sender, feeReceiver, feeAmount);
        busd.safeTransferFrom(msg.sender, toAddress, amount - feeAmount);
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

    function _check(address toAddress, uint256 amount) private view returns (uint256) {
        require(toAddress != address(0) && toAddress != address(this), "Donation: invalid address");
        require(toAddress != msg.sender, "Donation: cannot donate to yourself");
        require(amount > 0, "Donation: zero amount");
        return feeOf(amount);
    }

    function _sendBNB(address to, uint256 amount) private {
        (bool ok, ) = payable(to).call{value: amount}("");
        require(ok, "Donation: BNB transfer failed");
    }
}
