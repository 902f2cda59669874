// SPDX-License-Identifier: MIT
pragma solidity 0.8.26;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";

/// @title A token administered through AccessControl: the holder of DEFAULT_ADMIN_ROLE may
/// claim its project on ChainReview. Deployed only on the dev chain and in tests.
contract AccessControlToken is ERC20, AccessControl {
    constructor(string memory name_, string memory symbol_, address admin_)
        ERC20(name_, symbol_)
    {
        _grantRole(DEFAULT_ADMIN_ROLE, admin_);
        _mint(admin_, 1_000_000 ether);
    }
}
