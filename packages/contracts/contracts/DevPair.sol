// SPDX-License-Identifier: MIT
pragma solidity 0.8.26;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";

/// @title A minimal Uniswap-V2-style pair for the dev chain: the same `token0`, `token1`,
/// `getReserves` and `Sync` as a real pair (tokens sorted by address), so the pool price is
/// read exactly as on a live chain. Liquidity is added by sending both tokens and calling
/// `sync`; there is no swap or LP token. Never deployed outside a local chain.
contract DevPair {
    address public immutable token0;
    address public immutable token1;

    uint112 private reserve0;
    uint112 private reserve1;
    uint32 private blockTimestampLast;

    event Sync(uint112 reserve0, uint112 reserve1);

    error IdenticalAddresses();
    error ZeroAddress();
    error Overflow();

    constructor(address tokenA, address tokenB) {
        if (tokenA == tokenB) revert IdenticalAddresses();
        (address a, address b) = tokenA < tokenB ? (tokenA, tokenB) : (tokenB, tokenA);
        if (a == address(0)) revert ZeroAddress();
        token0 = a;
        token1 = b;
    }

    function getReserves()
        external
        view
        returns (uint112 _reserve0, uint112 _reserve1, uint32 _blockTimestampLast)
    {
        return (reserve0, reserve1, blockTimestampLast);
    }

    /// Sets the reserves to the pair's balances of both tokens.
    function sync() external {
        uint256 balance0 = IERC20(token0).balanceOf(address(this));
        uint256 balance1 = IERC20(token1).balanceOf(address(this));
        if (balance0 > type(uint112).max || balance1 > type(uint112).max) revert Overflow();
        reserve0 = uint112(balance0);
        reserve1 = uint112(balance1);
        blockTimestampLast = uint32(block.timestamp);
        emit Sync(reserve0, reserve1);
    }
}
