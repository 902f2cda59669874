// SPDX-License-Identifier: MIT
pragma solidity 0.8.26;

interface IDonation {
    function donateBNB(uint8 dType, string calldata data, address toAddress, uint256 maxFee) external payable;
}

/// @title A malicious reviewer (tests only): when it receives BNB it donates again from inside
/// the donation, which the reentrancy guard must refuse.
contract ReentrantReceiver {
    IDonation public immutable donation;
    address public immutable victim;
    bool public attack = true;

    constructor(address donation_, address victim_) {
        donation = IDonation(donation_);
        victim = victim_;
    }

    function setAttack(bool attack_) external {
        attack = attack_;
    }

    function donate(address to) external payable {
        donation.donateBNB{value: msg.value}(1, "1", to, type(uint256).max);
    }

    receive() external payable {
        if (attack) donation.donateBNB{value: msg.value}(1, "1", victim, type(uint256).max);
    }
}
