// The on-chain anchors: which tree sizes the anchor contract holds and with which roots, and
// whether the site lists them honestly. Checked against the recomputed roots by the caller.
import { createPublicClient, http, type Address, type Hex, type PublicClient } from 'viem';
import { decodeBase64 } from './note.ts';
import { Failure, LOG_PREFIX, b64 } from './common.ts';

/** The part of the anchor contract this verifier reads. */
export const logAnchorReadAbi = [
  {
    type: 'function',
    name: 'roots',
    stateMutability: 'view',
    inputs: [{ name: 'treeSize', type: 'uint64' }],
    outputs: [{ name: '', type: 'bytes32' }],
  },
  {
    type: 'function',
    name: 'latestSize',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'uint64' }],
  },
] as const;

export interface AnchorChecks {
  chainId: number;
  contract: Address;
  latestSize: number;
  onChain: Array<{ size: number; root: Buffer; txHash: string | null }>;
  problems: string[];
  client: PublicClient;
}

export async function readAnchors(
  site: string,
  rpcOverride: string | undefined,
  timeoutMs: number,
  get: (url: string) => Promise<Response>,
  warn: (m: string) => void,
  print: (m: string) => void,
): Promise<AnchorChecks | null> {
  const response = await get(`${site}${LOG_PREFIX}anchors`);
  if (!response.ok) {
    warn(`${LOG_PREFIX}anchors answered ${response.status}: anchors not checked`);
    return null;
  }
  const info = (await response.json()) as {
    chainId: number | null;
    contract: string | null;
    rpcUrl: string | null;
    anchors: Array<{ treeSize: number; rootHash: string; txHash: string | null; status: string }>;
  };
  if (!info.contract || !info.chainId) {
    print('  anchors      the site anchors nowhere (no chain configured)');
    return null;
  }
  const rpc = rpcOverride ?? info.rpcUrl;
  if (!rpc) {
    warn(`anchors on chain ${info.chainId} not checked: no RPC (pass --rpc <url>)`);
    return null;
  }
  const client = createPublicClient({
    transport: http(rpc, { timeout: timeoutMs, retryCount: 1 }),
  }) as PublicClient;
  const contract = info.contract as Address;
  const problems: string[] = [];
  const chainId = await client.getChainId().catch((error: Error) => {
    throw new Failure(`the RPC ${rpc} does not answer: ${error.message}`);
  });
  if (chainId !== info.chainId)
    throw new Failure(`the RPC ${rpc} is chain ${chainId}, the anchors are on ${info.chainId}`);
  const read = (functionName: 'roots' | 'latestSize', args: readonly [bigint] | [] = []) =>
    client.readContract({ address: contract, abi: logAnchorReadAbi, functionName, args } as never);
  const latestSize = Number(await read('latestSize'));
  const onChain: AnchorChecks['onChain'] = [];
  const seen = new Set<number>();
  for (const a of info.anchors) {
    const chainRoot = Buffer.from(
      ((await read('roots', [BigInt(a.treeSize)])) as Hex).slice(2),
      'hex',
    );
    const listed = decodeBase64(a.rootHash);
    if (chainRoot.equals(Buffer.alloc(32))) {
      if (a.status === 'confirmed')
        problems.push(
          `anchor at size ${a.treeSize} is listed as confirmed (tx ${a.txHash}) but is not on chain`,
        );
      continue;
    }
    if (!listed || !listed.equals(chainRoot))
      problems.push(
        `anchor at size ${a.treeSize}: the site lists ${a.rootHash}, the chain holds ${b64(chainRoot)}`,
      );
    onChain.push({ size: a.treeSize, root: chainRoot, txHash: a.txHash });
    seen.add(a.treeSize);
  }
  // the newest anchor on chain, whether the site lists it or not
  if (latestSize > 0 && !seen.has(latestSize)) {
    const chainRoot = Buffer.from(
      ((await read('roots', [BigInt(latestSize)])) as Hex).slice(2),
      'hex',
    );
    onChain.push({ size: latestSize, root: chainRoot, txHash: null });
  }
  return { chainId, contract, latestSize, onChain, problems, client };
}
