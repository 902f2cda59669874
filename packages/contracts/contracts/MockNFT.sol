// SPDX-License-Identifier: MIT
pragma solidity 0.8.26;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721Enumerable} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721Enumerable.sol";
import {Base64} from "@openzeppelin/contracts/utils/Base64.sol";
import {Strings} from "@openzeppelin/contracts/utils/Strings.sol";

/// @title An ERC-721 collection for the dev chain (NFT avatars). Anyone may mint; token URIs
/// are on-chain JSON with an SVG image, so no metadata server is needed.
contract MockNFT is ERC721Enumerable {
    uint256 public nextTokenId = 1;

    constructor() ERC721("ChainReview Dev Critters", "CRDC") {}

    function mint(address to) external returns (uint256 tokenId) {
        tokenId = nextTokenId++;
        _safeMint(to, tokenId);
    }

    function tokenURI(uint256 tokenId) public view override returns (string memory) {
        _requireOwned(tokenId);
        string memory id = Strings.toString(tokenId);
        uint256 hue = (tokenId * 47) % 360;
        string memory svg = string.concat(
            '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">',
            '<rect width="256" height="256" fill="hsl(', Strings.toString(hue), ',70%,55%)"/>',
            '<circle cx="128" cy="112" r="64" fill="hsl(', Strings.toString((hue + 180) % 360), ',70%,85%)"/>',
            '<text x="128" y="224" font-family="sans-serif" font-size="36" text-anchor="middle" fill="#fff">#', id, "</text></svg>"
        );
        string memory json = string.concat(
            '{"name":"Dev Critter #', id,
            '","description":"A dev-chain NFT for ChainReview avatars","image":"data:image/svg+xml;base64,',
            Base64.encode(bytes(svg)), '"}'
        );
        return string.concat("data:application/json;base64,", Base64.encode(bytes(json)));
    }
}
