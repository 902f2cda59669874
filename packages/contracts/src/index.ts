// The contracts' generated ABIs and bytecode (`as const`, typed viem calls) and the dev
// accounts. Loading the local EVM is separate (`@chainreview/contracts/dev-chain`).
export { donationAbi, donationBytecode } from '../generated/donation.ts';
export { mockBusdAbi, mockBusdBytecode } from '../generated/mock-busd.ts';
export { mockNftAbi, mockNftBytecode } from '../generated/mock-nft.ts';
export {
  DEV_MNEMONIC,
  DEV_CHAIN_ID,
  DEMO_WALLET_ADDRESS,
  devAccounts,
  type DevAccount,
} from './accounts.ts';
