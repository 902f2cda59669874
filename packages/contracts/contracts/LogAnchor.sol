// SPDX-License-Identifier: MIT
pragma solidity 0.8.26;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";

/// @title Anchors of a transparency log's checkpoints.
/// @notice The ChainReview server writes the root hash of its transparency log (RFC 6962) at
/// a tree size here, from time to time. A root once written cannot be changed or removed, and
/// every new anchor is for a larger tree, so anyone holding the log's tiles can prove that the
/// log they are shown grew from what was anchored, or that it was forked.
/// @dev Only the anchorer (a hot key on the server, set by the owner) writes; the owner (a
/// colder key, moved in two steps) only names the anchorer.
contract LogAnchor is Ownable2Step {
    /// @notice The account allowed to anchor (address(0): nobody).
    address public anchorer;
    /// @notice The largest anchored tree size (0 before the first anchor).
    uint64 public latestSize;
    /// @notice The root hash anchored at a tree size (zero when that size was never anchored).
    mapping(uint64 => bytes32) public roots;

    event Anchored(uint64 indexed treeSize, bytes32 rootHash);
    event AnchorerChanged(address indexed previousAnchorer, address indexed newAnchorer);

    constructor(address anchorer_) Ownable(msg.sender) {
        anchorer = anchorer_;
        emit AnchorerChanged(address(0), anchorer_);
    }

    /// @notice Names the account that may anchor (address(0) stops anchoring).
    function setAnchorer(address anchorer_) external onlyOwner {
        emit AnchorerChanged(anchorer, anchorer_);
        anchorer = anchorer_;
    }

    /// @notice Records `rootHash` as the log's root at `treeSize`, which must be larger than
    /// every size anchored before.
    function anchor(uint64 treeSize, bytes32 rootHash) external {
        require(msg.sender == anchorer, "LogAnchor: not the anchorer");
        require(treeSize > latestSize, "LogAnchor: size not increasing");
        require(rootHash != bytes32(0), "LogAnchor: zero root");
        latestSize = treeSize;
        roots[treeSize] = rootHash;
        emit Anchored(treeSize, rootHash);
    }
}
