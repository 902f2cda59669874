// Anchoring the transparency log on chain: the job, its public list, and the contract config.
export { anchorOnce, runLogAnchor, listAnchors, type AnchorRun } from './anchor.service.ts';
export { anchorRoutes } from './anchor.routes.ts';
export { anchorChain, anchorContract, anchorDisabledReason } from './anchor.chain.ts';
