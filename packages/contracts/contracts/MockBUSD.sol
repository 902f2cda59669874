// SPDX-License-Identifier: MIT
pragma solidity 0.8.26;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title A BUSD stand-in for the dev chain and tests (18 decimals). Anyone may mint: it is
/// never deployed outside a local chain.
contract MockBUSD is ERC20 {
    constructor() ERC20("Binance USD (dev)", "BUSD") {}

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }
}
