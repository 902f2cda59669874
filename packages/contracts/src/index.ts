// The contracts' generated ABIs and bytecode (`as const`, typed viem calls) and the dev
// accounts. Loading the local EVM is separate (`@chainreview/contracts/dev-chain`).
export { donationAbi, donationBytecode } from '../generated/donation.ts';
export { questEscrowAbi, questEscrowBytecode } from '../generated/quest-escrow.ts';
export { mockBusdAbi, mockBusdBytecode } from '../generated/mock-busd.ts';
export { mockNftAbi, mockNftBytecode } from '../generated/mock-nft.ts';
export { ownableTokenAbi, ownableTokenBytecode } from '../generated/ownable-token.ts';
export {
  accessControlTokenAbi,
  accessControlTokenBytecode,
} from '../generated/access-control-token.ts';
export { mintableTokenAbi, mintableTokenBytecode } from '../generated/mintable-token.ts';
export { devPairAbi, devPairBytecode } from '../generated/dev-pair.ts';
export { logAnchorAbi, logAnchorBytecode } from '../generated/log-anchor.ts';
export {
  DEV_MNEMONIC,
  DEV_CHAIN_ID,
  DEMO_WALLET_ADDRESS,
  devAccounts,
  type DevAccount,
} from './accounts.ts';
