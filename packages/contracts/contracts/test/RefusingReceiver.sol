// SPDX-License-Identifier: MIT
pragma solidity 0.8.26;

/// @title A fee receiver that refuses BNB (tests only): it must not be able to block donations.
contract RefusingReceiver {
    receive() external payable {
        revert("RefusingReceiver: no thanks");
    }
}
