// The donation contract as the server sees it: where it is (env, or the demo dev chain), and
// its Donate events read from receipts and logs of the configured RPC (never from clients).
import {
  getAddress,
  isAddressEqual,
  parseEventLogs,
  zeroAddress,
  type Address,
  type Hash,
  type Log,
  type PublicClient,
} from 'viem';
import { donationAbi } from '@chainreview/contracts';
import type { Config } from '../config.ts';
import { silentLogger, type DepsLogger } from '../deps.ts';
import { publicClientFor } from './clients.ts';

export interface DonationChain {
  chainId: number;
  contractAddress: Address;
  busdAddress: Address;
  client: PublicClient;
}

/** The configured donation contract with an RPC to read it, or null (donations disabled). */
export function donationChain(config: Config): DonationChain | null {
  const { contractAddress, busdAddress, chainId } = config.donation;
  if (!contractAddress || !busdAddress) return null;
  const client = publicClientFor(config, chainId);
  if (!client) return null;
  return {
    chainId,
    contractAddress: getAddress(contractAddress),
    busdAddress: getAddress(busdAddress),
    client,
  };
}

/** The donation contract as the web app is told about it (GET /api/system/config). */
export interface DonationRuntime {
  contractAddress: string;
  busdAddress: string;
  chainId: number;
  fee: number;
  feeDivisor: number;
  nodeRpcUrl?: string;
}

export function donationDisabledReason(config: Config): string | null {
  const { contractAddress, busdAddress, chainId } = config.donation;
  if (!contractAddress)
    return 'Donations are not configured on this server (DONATION_CONTRACT_ADDRESS is not set).';
  if (!busdAddress) return 'Donations are not configured on this server (BUSD_ADDRESS is not set).';
  if (!publicClientFor(config, chainId))
    return `Donations are not configured on this server (CHAIN_RPC_URL_${chainId} is not set).`;
  return null;
}

export interface DonateEvent {
  chainId: number;
  transactionHash: Hash;
  logIndex: number;
  blockNumber: number;
  blockHash: Hash;
  from: Address;
  to: Address;
  token: 'BNB' | 'BUSD' | null;
  amount: bigint;
  fee: bigint;
  dType: number;
  data: string;
}

/** Donate events emitted by the contract itself among these logs (others are ignored). */
export function donateEventsOf(chain: DonationChain, logs: Log[]): DonateEvent[] {
  const own = logs.filter((log) => isAddressEqual(log.address, chain.contractAddress));
  return parseEventLogs({ abi: donationAbi, logs: own, eventName: 'Donate', strict: true }).map(
    (log) => ({
      chainId: chain.chainId,
      transactionHash: log.transactionHash!,
      logIndex: log.logIndex!,
      blockNumber: Number(log.blockNumber),
      blockHash: log.blockHash!,
      from: getAddress(log.args.from),
      to: getAddress(log.args.to),
      token: isAddressEqual(log.args.token, zeroAddress)
        ? 'BNB'
        : isAddressEqual(log.args.token, chain.busdAddress)
          ? 'BUSD'
          : null,
      amount: log.args.amount,
      fee: log.args.fee,
      dType: log.args.dType,
      data: log.args.data,
    }),
  );
}

/**
 * The contract's fee settings, or the deployment defaults (with a warning) when the node cannot
 * be read in 3 s.
 */
export async function readFee(
  chain: DonationChain,
  log: DepsLogger = silentLogger,
): Promise<{ fee: number; feeDivisor: number }> {
  const defaults = { fee: 50, feeDivisor: 1000 };
  const fallback = (err: unknown) => {
    log.warn(
      { err, contract: chain.contractAddress },
      'donation fee unreadable: the deployment default is shown',
    );
    return defaults;
  };
  const read = Promise.all([
    chain.client.readContract({
      address: chain.contractAddress,
      abi: donationAbi,
      functionName: 'fee',
    }),
    chain.client.readContract({
      address: chain.contractAddress,
      abi: donationAbi,
      functionName: 'feeDivisor',
    }),
  ]).then(([fee, feeDivisor]) => ({ fee: Number(fee), feeDivisor: Number(feeDivisor) }));
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof defaults>((resolve) => {
    timer = setTimeout(() => resolve(fallback(new Error('no answer in 3 s'))), 3000).unref();
  });
  try {
    return await Promise.race([read, timeout]);
  } catch (error) {
    return fallback(error);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What system-configs publishes for a configured contract. The fee is the deployment default
 * until the server has read the contract's own (server.ts does at start).
 */
export function donationRuntimeFromConfig(
  config: Config,
  fee: { fee: number; feeDivisor: number } = { fee: 50, feeDivisor: 1000 },
): DonationRuntime | null {
  const chain = donationChain(config);
  if (!chain) return null;
  return {
    contractAddress: chain.contractAddress,
    busdAddress: chain.busdAddress,
    chainId: chain.chainId,
    ...fee,
    nodeRpcUrl: config.chainRpcUrls[chain.chainId],
  };
}
