// LogAnchor.sol on a real local EVM (Hardhat 2's network): only the anchorer anchors, sizes
// strictly increase, a root once anchored stays, the owner names the anchorer, and ownership
// moves in two steps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEventLogs, zeroAddress, type Address, type Hash, type Hex } from 'viem';
import { startLocalEvm, type LocalEvm } from '../src/local-evm.ts';
import { localClients } from '../src/chain.ts';
import { logAnchorAbi, logAnchorBytecode } from '../src/index.ts';

let evm: LocalEvm;
let clients: ReturnType<typeof localClients>;
let owner: Address;
let anchorer: Address;
let stranger: Address;
let newOwner: Address;
let contract: Address;

const root = (n: number): Hex => `0x${n.toString(16).padStart(64, '0')}`;
/** Ownable's OwnableUnauthorizedAccount(caller), by name or by its selector and argument. */
const unauthorized = (caller: Address) =>
  new RegExp(
    `OwnableUnauthorizedAccount|0x118cdaa7${'0'.repeat(24)}${caller.slice(2).toLowerCase()}`,
  );
const mined = async (hash: Hash) => {
  const receipt = await clients.publicClient.waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe('success');
  return receipt;
};

async function deploy(): Promise<Address> {
  const hash = await clients.walletFor(owner).deployContract({
    abi: logAnchorAbi,
    bytecode: logAnchorBytecode,
    args: [anchorer],
  });
  return (await mined(hash)).contractAddress!;
}

const write = (
  from: Address,
  functionName: 'anchor' | 'setAnchorer' | 'transferOwnership' | 'acceptOwnership',
  args: readonly unknown[],
  at = contract,
) =>
  clients
    .walletFor(from)
    .writeContract({ address: at, abi: logAnchorAbi, functionName, args } as never);

const read = <T>(functionName: string, args: readonly unknown[] = [], at = contract) =>
  clients.publicClient.readContract({
    address: at,
    abi: logAnchorAbi,
    functionName,
    args,
  } as never) as Promise<T>;

beforeAll(async () => {
  evm = await startLocalEvm({ accounts: 5, throwOnTransactionFailures: true });
  clients = localClients(evm.provider, evm.rpcUrl);
  [owner, anchorer, stranger, newOwner] = evm.accounts.map((a) => a.address) as [
    Address,
    Address,
    Address,
    Address,
  ];
  contract = await deploy();
});

afterAll(async () => {
  await evm?.close();
});

describe('LogAnchor', () => {
  it('starts empty, owned by the deployer with the given anchorer', async () => {
    expect(await read<Address>('owner')).toBe(owner);
    expect(await read<Address>('anchorer')).toBe(anchorer);
    expect(await read<bigint>('latestSize')).toBe(0n);
    expect(await read<Hex>('roots', [5n])).toBe(root(0));
  });

  it('records a root for the anchorer and emits Anchored', async () => {
    const receipt = await mined(await write(anchorer, 'anchor', [5n, root(0xa5)]));
    const [event] = parseEventLogs({
      abi: logAnchorAbi,
      logs: receipt.logs,
      eventName: 'Anchored',
    });
    expect(event!.args).toEqual({ treeSize: 5n, rootHash: root(0xa5) });
    expect(await read<Hex>('roots', [5n])).toBe(root(0xa5));
    expect(await read<bigint>('latestSize')).toBe(5n);
  });

  it('refuses anyone but the anchorer, the owner included', async () => {
    await expect(write(stranger, 'anchor', [6n, root(1)])).rejects.toThrow(/not the anchorer/);
    await expect(write(owner, 'anchor', [6n, root(1)])).rejects.toThrow(/not the anchorer/);
    expect(await read<bigint>('latestSize')).toBe(5n);
  });

  it('needs a strictly larger size: equal and smaller are refused, one more is accepted', async () => {
    await expect(write(anchorer, 'anchor', [5n, root(0xbad)])).rejects.toThrow(
      /size not increasing/,
    );
    await expect(write(anchorer, 'anchor', [4n, root(0xbad)])).rejects.toThrow(
      /size not increasing/,
    );
    expect(await read<Hex>('roots', [5n])).toBe(root(0xa5));
    expect(await read<Hex>('roots', [4n])).toBe(root(0));
    await mined(await write(anchorer, 'anchor', [6n, root(0xa6)]));
    expect(await read<bigint>('latestSize')).toBe(6n);
    expect(await read<Hex>('roots', [5n])).toBe(root(0xa5));
  });

  it('refuses a zero root', async () => {
    await expect(write(anchorer, 'anchor', [7n, root(0)])).rejects.toThrow(/zero root/);
  });

  it('lets only the owner name the anchorer; the old one is then refused', async () => {
    await expect(write(stranger, 'setAnchorer', [stranger])).rejects.toThrow(
      unauthorized(stranger),
    );
    await expect(write(anchorer, 'setAnchorer', [stranger])).rejects.toThrow(
      unauthorized(anchorer),
    );
    const receipt = await mined(await write(owner, 'setAnchorer', [stranger]));
    const [event] = parseEventLogs({
      abi: logAnchorAbi,
      logs: receipt.logs,
      eventName: 'AnchorerChanged',
    });
    expect(event!.args).toEqual({ previousAnchorer: anchorer, newAnchorer: stranger });
    await expect(write(anchorer, 'anchor', [10n, root(10)])).rejects.toThrow(/not the anchorer/);
    await mined(await write(stranger, 'anchor', [10n, root(10)]));
    expect(await read<Hex>('roots', [10n])).toBe(root(10));
    // address(0) stops anchoring altogether
    await mined(await write(owner, 'setAnchorer', [zeroAddress]));
    await expect(write(stranger, 'anchor', [11n, root(11)])).rejects.toThrow(/not the anchorer/);
  });

  it('moves ownership in two steps: nothing changes until the new owner accepts', async () => {
    const fresh = await deploy();
    await expect(write(stranger, 'transferOwnership', [stranger], fresh)).rejects.toThrow(
      unauthorized(stranger),
    );
    await mined(await write(owner, 'transferOwnership', [newOwner], fresh));
    expect(await read<Address>('owner', [], fresh)).toBe(owner);
    expect(await read<Address>('pendingOwner', [], fresh)).toBe(newOwner);
    // the pending owner has no power yet, the old one still has
    await expect(write(newOwner, 'setAnchorer', [newOwner], fresh)).rejects.toThrow(
      unauthorized(newOwner),
    );
    await expect(write(stranger, 'acceptOwnership', [], fresh)).rejects.toThrow(
      unauthorized(stranger),
    );
    await mined(await write(newOwner, 'acceptOwnership', [], fresh));
    expect(await read<Address>('owner', [], fresh)).toBe(newOwner);
    await expect(write(owner, 'setAnchorer', [owner], fresh)).rejects.toThrow(unauthorized(owner));
    await mined(await write(newOwner, 'setAnchorer', [newOwner], fresh));
    expect(await read<Address>('anchorer', [], fresh)).toBe(newOwner);
  });
});
