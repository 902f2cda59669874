// The public transparency log: what a leaf holds and how the tree hashes, shared by the server
// (which appends and proves) and by anyone who checks it (the web app, the verifier). RFC 6962
// hashing (leaf = SHA-256(0x00 || entry), node = SHA-256(0x01 || left || right)); the proof
// algorithms are those of Go's golang.org/x/mod/sumdb/tlog, so its CheckRecord / CheckTree
// accept what this module proves. The wire formats are C2SP tlog-checkpoint, signed-note and
// tlog-tiles (tile height 8, entry bundles of 256).
//
// Split by concern under tlog/; this file is the one entry point.
export * from './tlog/entries.ts';
export * from './tlog/merkle.ts';
export * from './tlog/tiles.ts';
export * from './tlog/checkpoint.ts';
