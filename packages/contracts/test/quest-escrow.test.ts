// QuestEscrow.sol on a real local EVM (Hardhat 2's network): funding in BNB and BUSD, claims
// with EIP-712 vouchers signed by the quest signer, and every refusal (double claim, expired
// voucher, over pool, wrong signer, someone else's voucher, cancel after start, early reclaim)
// and ids bound to their funder (nobody can fund the owner's id first).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  encodeAbiParameters,
  hexToBigInt,
  keccak256,
  parseEther,
  zeroAddress,
  type Address,
  type Hash,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { startLocalEvm, type LocalEvm } from '../src/local-evm.ts';
import { localClients } from '../src/chain.ts';
import { deployDevContracts, type DeployedContracts } from '../src/dev-chain.ts';
import { mockBusdAbi, questEscrowAbi, questEscrowBytecode } from '../src/index.ts';

let evm: LocalEvm;
let c: DeployedContracts;
let clients: ReturnType<typeof localClients>;
let escrow: Address;
let owner: Address;
let funder: Address;
let alice: Address;
let bob: Address;
let signerKey: Hex;
let otherKey: Hex;
let questSeq = 1n;

/** QuestEscrow.questIdOf: the id is bound to its funder. */
const escrowQuestId = (funder: Address, ref: bigint) =>
  hexToBigInt(
    keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [funder, ref])),
  );

const mined = async (hash: Hash) => {
  const r = await clients.publicClient.waitForTransactionReceipt({ hash });
  expect(r.status).toBe('success');
  return r;
};

beforeAll(async () => {
  evm = await startLocalEvm({ accounts: 6, throwOnTransactionFailures: true });
  c = await deployDevContracts(evm, { nftsPerAccount: 0 });
  clients = localClients(evm.provider, evm.rpcUrl);
  [owner, funder, alice, bob] = evm.accounts.map((a) => a.address) as [
    Address,
    Address,
    Address,
    Address,
  ];
  signerKey = evm.accounts[5]!.privateKey;
  otherKey = evm.accounts[4]!.privateKey;
  const hash = await clients.walletFor(owner).deployContract({
    abi: questEscrowAbi,
    bytecode: questEscrowBytecode,
    args: [privateKeyToAccount(signerKey).address],
  });
  escrow = (await mined(hash)).contractAddress!;
});

afterAll(async () => {
  await evm?.close();
});

async function now(): Promise<bigint> {
  return (await clients.publicClient.getBlock()).timestamp;
}

async function travel(seconds: number) {
  await evm.provider.request({ method: 'evm_increaseTime', params: [seconds] } as never);
  await evm.provider.request({ method: 'evm_mine', params: [] } as never);
}

const bnb = (address: Address) => clients.publicClient.getBalance({ address });
const busd = (address: Address) =>
  clients.publicClient.readContract({
    address: c.busdAddress,
    abi: mockBusdAbi,
    functionName: 'balanceOf',
    args: [address],
  });

interface Funded {
  /** The funder's reference (the server's quest id) and the escrow's id derived from it. */
  ref: bigint;
  id: bigint;
  start: bigint;
  end: bigint;
  claimDeadline: bigint;
}

async function fund(token: Address, amount: bigint, startIn = 100n): Promise<Funded> {
  const ref = questSeq++;
  const t = await now();
  const q = {
    ref,
    id: escrowQuestId(funder, ref),
    start: t + startIn,
    end: t + startIn + 1000n,
    claimDeadline: t + startIn + 5000n,
  };
  if (token !== zeroAddress) {
    await mined(
      await clients.walletFor(funder).writeContract({
        address: token,
        abi: mockBusdAbi,
        functionName: 'approve',
        args: [escrow, amount],
      }),
    );
  }
  await mined(
    await clients.walletFor(funder).writeContract({
      address: escrow,
      abi: questEscrowAbi,
      functionName: 'fund',
      args: [ref, token, amount, q.start, q.end, q.claimDeadline],
      value: token === zeroAddress ? amount : 0n,
    }),
  );
  return q;
}

async function voucher(
  questId: bigint,
  claimer: Address,
  amount: bigint,
  deadline: bigint,
  key = signerKey,
) {
  return privateKeyToAccount(key).signTypedData({
    domain: {
      name: 'ChainReview QuestEscrow',
      version: '1',
      chainId: evm.chainId,
      verifyingContract: escrow,
    },
    types: {
      Claim: [
        { name: 'questId', type: 'uint256' },
        { name: 'claimer', type: 'address' },
        { name: 'amount', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
      ],
    },
    primaryType: 'Claim',
    message: { questId, claimer, amount, deadline },
  });
}

function claim(from: Address, questId: bigint, amount: bigint, deadline: bigint, sig: Hex) {
  return clients.walletFor(from).writeContract({
    address: escrow,
    abi: questEscrowAbi,
    functionName: 'claim',
    args: [questId, amount, deadline, sig],
  });
}

describe('QuestEscrow', () => {
  it('holds a BNB pool and pays a winner with a valid voucher, once', async () => {
    const q = await fund(zeroAddress, parseEther('1'));
    expect(await bnb(escrow)).toBe(parseEther('1'));
    await travel(1200);
    const deadline = (await now()) + 600n;
    const sig = await voucher(q.id, alice, parseEther('0.4'), deadline);
    const before = await bnb(alice);
    const r = await mined(await claim(alice, q.id, parseEther('0.4'), deadline, sig));
    const gas = r.gasUsed * r.effectiveGasPrice;
    expect((await bnb(alice)) - before + gas).toBe(parseEther('0.4'));
    await expect(claim(alice, q.id, parseEther('0.4'), deadline, sig)).rejects.toThrow(
      /already claimed/,
    );
    const stored = await clients.publicClient.readContract({
      address: escrow,
      abi: questEscrowAbi,
      functionName: 'getQuest',
      args: [q.id],
    });
    expect(stored.claimed).toBe(parseEther('0.4'));
  });

  it('holds a BUSD pool funded after an approval and pays in BUSD', async () => {
    const amount = 1000n * 10n ** 18n;
    const q = await fund(c.busdAddress, amount);
    expect(await busd(escrow)).toBe(amount);
    const deadline = (await now()) + 600n;
    const before = await busd(bob);
    await mined(
      await claim(
        bob,
        q.id,
        250n * 10n ** 18n,
        deadline,
        await voucher(q.id, bob, 250n * 10n ** 18n, deadline),
      ),
    );
    expect((await busd(bob)) - before).toBe(250n * 10n ** 18n);
  });

  it('refuses an expired voucher, a claim over the pool, a forged or borrowed voucher', async () => {
    const q = await fund(zeroAddress, parseEther('1'));
    const t = await now();
    await expect(
      claim(alice, q.id, 1n, t - 1n, await voucher(q.id, alice, 1n, t - 1n)),
    ).rejects.toThrow(/voucher expired/);
    const d = t + 600n;
    await expect(
      claim(alice, q.id, parseEther('2'), d, await voucher(q.id, alice, parseEther('2'), d)),
    ).rejects.toThrow(/over pool/);
    await expect(
      claim(alice, q.id, 1n, d, await voucher(q.id, alice, 1n, d, otherKey)),
    ).rejects.toThrow(/invalid voucher/);
    // bob cannot use alice's voucher, nor a changed amount
    const aliceSig = await voucher(q.id, alice, 1n, d);
    await expect(claim(bob, q.id, 1n, d, aliceSig)).rejects.toThrow(/invalid voucher/);
    await expect(claim(alice, q.id, 2n, d, aliceSig)).rejects.toThrow(/invalid voucher/);
    // two winners cannot take more than the pool together
    await mined(
      await claim(
        alice,
        q.id,
        parseEther('0.7'),
        d,
        await voucher(q.id, alice, parseEther('0.7'), d),
      ),
    );
    await expect(
      claim(bob, q.id, parseEther('0.4'), d, await voucher(q.id, bob, parseEther('0.4'), d)),
    ).rejects.toThrow(/over pool/);
  });

  it('refuses funding twice, a wrong value and impossible times', async () => {
    const q = await fund(zeroAddress, 10n);
    const w = clients.walletFor(funder);
    await expect(
      w.writeContract({
        address: escrow,
        abi: questEscrowAbi,
        functionName: 'fund',
        args: [q.ref, zeroAddress, 10n, q.start, q.end, q.claimDeadline],
        value: 10n,
      }),
    ).rejects.toThrow(/already funded/);
    await expect(
      w.writeContract({
        address: escrow,
        abi: questEscrowAbi,
        functionName: 'fund',
        args: [9999n, zeroAddress, 10n, q.start, q.end, q.claimDeadline],
        value: 9n,
      }),
    ).rejects.toThrow(/wrong value/);
    await expect(
      w.writeContract({
        address: escrow,
        abi: questEscrowAbi,
        functionName: 'fund',
        args: [9999n, zeroAddress, 10n, q.end, q.start, q.claimDeadline],
        value: 10n,
      }),
    ).rejects.toThrow(/invalid times/);
  });

  it("derives the id from funder and reference: another address cannot take the owner's id", async () => {
    const t = await now();
    const ref = questSeq++;
    // a griefer funds the same reference first: it gets its own id, not the owner's
    const hash = await clients.walletFor(bob).writeContract({
      address: escrow,
      abi: questEscrowAbi,
      functionName: 'fund',
      args: [ref, zeroAddress, 1n, t + 100n, t + 1100n, t + 5100n],
      value: 1n,
    });
    await mined(hash);
    expect(
      await clients.publicClient.readContract({
        address: escrow,
        abi: questEscrowAbi,
        functionName: 'questIdOf',
        args: [funder, ref],
      }),
    ).toBe(escrowQuestId(funder, ref));
    await mined(
      await clients.walletFor(funder).writeContract({
        address: escrow,
        abi: questEscrowAbi,
        functionName: 'fund',
        args: [ref, zeroAddress, 10n, t + 100n, t + 1100n, t + 5100n],
        value: 10n,
      }),
    );
    const own = await clients.publicClient.readContract({
      address: escrow,
      abi: questEscrowAbi,
      functionName: 'getQuest',
      args: [escrowQuestId(funder, ref)],
    });
    expect(own).toMatchObject({ funder, pool: 10n });
  });

  it('lets the funder cancel before the start for a full refund, and not after', async () => {
    const q = await fund(c.busdAddress, 500n);
    const before = await busd(funder);
    await expect(
      clients.walletFor(alice).writeContract({
        address: escrow,
        abi: questEscrowAbi,
        functionName: 'cancel',
        args: [q.id],
      }),
    ).rejects.toThrow(/not the funder/);
    await mined(
      await clients.walletFor(funder).writeContract({
        address: escrow,
        abi: questEscrowAbi,
        functionName: 'cancel',
        args: [q.id],
      }),
    );
    expect((await busd(funder)) - before).toBe(500n);
    const d = (await now()) + 600n;
    await expect(claim(alice, q.id, 1n, d, await voucher(q.id, alice, 1n, d))).rejects.toThrow(
      /cancelled/,
    );
    const started = await fund(c.busdAddress, 500n, 10n);
    await travel(20);
    await expect(
      clients.walletFor(funder).writeContract({
        address: escrow,
        abi: questEscrowAbi,
        functionName: 'cancel',
        args: [started.id],
      }),
    ).rejects.toThrow(/already started/);
  });

  it('returns the unclaimed rest to the funder only after the claim deadline, once', async () => {
    const q = await fund(c.busdAddress, 1000n);
    const d = (await now()) + 100_000n;
    await mined(await claim(alice, q.id, 300n, d, await voucher(q.id, alice, 300n, d)));
    const reclaim = (from: Address) =>
      clients.walletFor(from).writeContract({
        address: escrow,
        abi: questEscrowAbi,
        functionName: 'reclaim',
        args: [q.id],
      });
    await expect(reclaim(funder)).rejects.toThrow(/claim period open/);
    await travel(6000);
    await expect(claim(bob, q.id, 100n, d, await voucher(q.id, bob, 100n, d))).rejects.toThrow(
      /claim period over/,
    );
    await expect(reclaim(alice)).rejects.toThrow(/not the funder/);
    const before = await busd(funder);
    await mined(await reclaim(funder));
    expect((await busd(funder)) - before).toBe(700n);
    await expect(reclaim(funder)).rejects.toThrow(/already reclaimed/);
  });

  it('lets only the owner change the signer', async () => {
    await expect(
      clients.walletFor(alice).writeContract({
        address: escrow,
        abi: questEscrowAbi,
        functionName: 'setSigner',
        args: [alice],
      }),
    ).rejects.toThrow(/OwnableUnauthorizedAccount|reverted/);
  });
});
