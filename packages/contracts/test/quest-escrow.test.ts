// QuestEscrow.sol on a real local EVM (Hardhat 2's network): funding in BNB and BUSD, claims
// with EIP-712 vouchers signed by the quest signer, and every refusal (double claim, expired
// voucher, over pool, wrong signer, someone else's voucher, cancel after start, early reclaim)
// and ids bound to their funder (nobody can fund the owner's id first). The findings are
// replayed against the pre-fix contract (they happen) and the current one (they are refused):
// the two-quest cancel drain, a claim before the start, claimDeadline == endTime and an
// instant signer change. The signer now changes after an announced delay, ownership in two
// steps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEther, parseEventLogs, zeroAddress, type Address, type Hash, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { startLocalEvm, type LocalEvm } from '../src/local-evm.ts';
import { deployDevContracts, type DeployedContracts } from '../src/dev-chain.ts';
import { mockBusdAbi, questEscrowAbi, questEscrowBytecode } from '../src/index.ts';
import { questEscrowV1Bytecode } from './fixtures/quest-escrow-v1.ts';
import { chainTools, DAY, escrowQuestId } from './escrow-helpers.ts';

let evm: LocalEvm;
let c: DeployedContracts;
let tools: ReturnType<typeof chainTools>;
let clients: ReturnType<typeof chainTools>['clients'];
let escrow: Address;
let owner: Address;
let funder: Address;
let alice: Address;
let bob: Address;
let signerKey: Hex;
let otherKey: Hex;
let questSeq = 1n;

const mined = async (hash: Hash) => {
  const r = await clients.publicClient.waitForTransactionReceipt({ hash });
  expect(r.status).toBe('success');
  return r;
};

async function deployEscrow(bytecode: Hex = questEscrowBytecode): Promise<Address> {
  const hash = await clients.walletFor(owner).deployContract({
    abi: questEscrowAbi,
    bytecode,
    args: [privateKeyToAccount(signerKey).address],
  });
  return (await mined(hash)).contractAddress!;
}

beforeAll(async () => {
  evm = await startLocalEvm({ accounts: 6, throwOnTransactionFailures: true });
  c = await deployDevContracts(evm, { nftsPerAccount: 0 });
  tools = chainTools(evm);
  clients = tools.clients;
  [owner, funder, alice, bob] = evm.accounts.map((a) => a.address) as [
    Address,
    Address,
    Address,
    Address,
  ];
  signerKey = evm.accounts[5]!.privateKey;
  otherKey = evm.accounts[4]!.privateKey;
  escrow = await deployEscrow();
});

afterAll(async () => {
  await evm?.close();
});

const now = () => tools.now();
const travel = (seconds: number | bigint) => tools.travel(seconds);
const bnb = (address: Address) => clients.publicClient.getBalance({ address });
const busd = (address: Address) => tools.tokenBalance(c.busdAddress, address);

interface Funded {
  /** The funder's reference (the server's quest id) and the escrow's id derived from it. */
  ref: bigint;
  id: bigint;
  start: bigint;
  end: bigint;
  claimDeadline: bigint;
}

async function fund(
  token: Address,
  amount: bigint,
  startIn = 100n,
  at: Address = escrow,
  window = DAY + 4000n,
): Promise<Funded> {
  const ref = questSeq++;
  const t = await now();
  const q = {
    ref,
    id: escrowQuestId(funder, ref),
    start: t + startIn,
    end: t + startIn + 1000n,
    claimDeadline: t + startIn + 1000n + window,
  };
  if (token !== zeroAddress) {
    await mined(
      await clients.walletFor(funder).writeContract({
        address: token,
        abi: mockBusdAbi,
        functionName: 'approve',
        args: [at, amount],
      }),
    );
  }
  await mined(
    await clients.walletFor(funder).writeContract({
      address: at,
      abi: questEscrowAbi,
      functionName: 'fund',
      args: [ref, token, amount, q.start, q.end, q.claimDeadline],
      value: token === zeroAddress ? amount : 0n,
    }),
  );
  return q;
}

function voucher(
  questId: bigint,
  claimer: Address,
  amount: bigint,
  deadline: bigint,
  key = signerKey,
  at: Address = escrow,
) {
  return tools.voucher(at, { questId, claimer, amount, deadline }, key);
}

function claim(
  from: Address,
  questId: bigint,
  amount: bigint,
  deadline: bigint,
  sig: Hex,
  at: Address = escrow,
) {
  return clients.walletFor(from).writeContract({
    address: at,
    abi: questEscrowAbi,
    functionName: 'claim',
    args: [questId, amount, deadline, sig],
  });
}

function cancel(from: Address, questId: bigint, at: Address = escrow) {
  return clients.walletFor(from).writeContract({
    address: at,
    abi: questEscrowAbi,
    functionName: 'cancel',
    args: [questId],
  });
}

const read = <F extends 'signer' | 'pendingSigner' | 'pendingSignerActivatesAt' | 'owner'>(
  functionName: F,
) => clients.publicClient.readContract({ address: escrow, abi: questEscrowAbi, functionName });

describe('QuestEscrow', () => {
  it('holds a BNB pool and pays a winner with a valid voucher after the end, once', async () => {
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
    await travel(1200);
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
    await travel(1200);
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
    const times = [t + 100n, t + 1100n, t + 1100n + DAY] as const;
    // a griefer funds the same reference first: it gets its own id, not the owner's
    const hash = await clients.walletFor(bob).writeContract({
      address: escrow,
      abi: questEscrowAbi,
      functionName: 'fund',
      args: [ref, zeroAddress, 1n, ...times],
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
        args: [ref, zeroAddress, 10n, ...times],
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
    await expect(cancel(alice, q.id)).rejects.toThrow(/not the funder/);
    const r = await mined(await cancel(funder, q.id));
    expect(
      parseEventLogs({ abi: questEscrowAbi, logs: r.logs, eventName: 'QuestCancelled' })[0]!.args,
    ).toEqual({ questId: q.id, refunded: 500n });
    expect((await busd(funder)) - before).toBe(500n);
    await expect(cancel(funder, q.id)).rejects.toThrow(/cancelled/);
    await travel(1200);
    const d = (await now()) + 600n;
    await expect(claim(alice, q.id, 1n, d, await voucher(q.id, alice, 1n, d))).rejects.toThrow(
      /cancelled/,
    );
    const started = await fund(c.busdAddress, 500n, 10n);
    await travel(20);
    await expect(cancel(funder, started.id)).rejects.toThrow(/already started/);
  });

  it('returns the unclaimed rest to the funder only after the claim deadline, once', async () => {
    const q = await fund(c.busdAddress, 1000n);
    await travel(1200);
    const d = (await now()) + 200_000n;
    await mined(await claim(alice, q.id, 300n, d, await voucher(q.id, alice, 300n, d)));
    const reclaim = (from: Address) =>
      clients.walletFor(from).writeContract({
        address: escrow,
        abi: questEscrowAbi,
        functionName: 'reclaim',
        args: [q.id],
      });
    await expect(reclaim(funder)).rejects.toThrow(/claim period open/);
    await travel(DAY + 6000n);
    await expect(claim(bob, q.id, 100n, d, await voucher(q.id, bob, 100n, d))).rejects.toThrow(
      /claim period over/,
    );
    await expect(reclaim(alice)).rejects.toThrow(/not the funder/);
    const before = await busd(funder);
    await mined(await reclaim(funder));
    expect((await busd(funder)) - before).toBe(700n);
    await expect(reclaim(funder)).rejects.toThrow(/already reclaimed/);
  });
});

describe("the issue's findings, before and after the fix", () => {
  it('two quests of 500 BUSD: a claim before the start then a cancel drained quest B; now refused', async () => {
    const replay = async (at: Address) => {
      const a = await fund(c.busdAddress, 500n, 5000n, at);
      const b = await fund(c.busdAddress, 500n, 5000n, at);
      const d = (await now()) + 200_000n;
      // 400 of quest A claimed before it starts
      const early = claim(
        alice,
        a.id,
        400n,
        d,
        await voucher(a.id, alice, 400n, d, signerKey, at),
        at,
      );
      return { a, b, d, early };
    };

    // the pre-fix contract: the claim passes, the cancel refunds 500 and B cannot pay its winner
    const v1 = await deployEscrow(questEscrowV1Bytecode);
    const old = await replay(v1);
    await mined(await old.early);
    const funderBefore = await busd(funder);
    await mined(await cancel(funder, old.a.id, v1));
    expect((await busd(funder)) - funderBefore).toBe(500n);
    expect(await busd(v1)).toBe(100n);
    await travel(6100);
    await expect(
      claim(
        bob,
        old.b.id,
        500n,
        old.d,
        await voucher(old.b.id, bob, 500n, old.d, signerKey, v1),
        v1,
      ),
    ).rejects.toThrow(/ERC20InsufficientBalance|reverted/);

    // now: no claim before the end, the cancel refunds what was not claimed, B pays in full
    const fixed = await replay(escrow);
    await expect(fixed.early).rejects.toThrow(/claim period not open/);
    const escrowBefore = await busd(escrow);
    await mined(await cancel(funder, fixed.a.id));
    expect(escrowBefore - (await busd(escrow))).toBe(500n);
    await travel(6100);
    const bobBefore = await busd(bob);
    await mined(
      await claim(bob, fixed.b.id, 500n, fixed.d, await voucher(fixed.b.id, bob, 500n, fixed.d)),
    );
    expect((await busd(bob)) - bobBefore).toBe(500n);
  });

  it('opens claims at the end exactly, not a second before, and closes them after the deadline', async () => {
    const q = await fund(c.busdAddress, 100n, 50n);
    const d = q.claimDeadline + 10n;
    // during the quest (started, not ended): refused
    await tools.setNextTimestamp(q.end - 1n);
    await expect(claim(alice, q.id, 10n, d, await voucher(q.id, alice, 10n, d))).rejects.toThrow(
      /claim period not open/,
    );
    await tools.setNextTimestamp(q.end);
    await mined(await claim(alice, q.id, 10n, d, await voucher(q.id, alice, 10n, d)));
    await tools.setNextTimestamp(q.claimDeadline);
    await mined(await claim(bob, q.id, 10n, d, await voucher(q.id, bob, 10n, d)));
    await tools.setNextTimestamp(q.claimDeadline + 1n);
    await expect(claim(owner, q.id, 10n, d, await voucher(q.id, owner, 10n, d))).rejects.toThrow(
      /claim period over/,
    );
  });

  it('refuses claimDeadline == endTime (accepted before) and any window under a day', async () => {
    const v1 = await deployEscrow(questEscrowV1Bytecode);
    const fundAt = async (at: Address, window: bigint) => {
      const t = await now();
      return clients.walletFor(funder).writeContract({
        address: at,
        abi: questEscrowAbi,
        functionName: 'fund',
        args: [questSeq++, zeroAddress, 1n, t + 100n, t + 1100n, t + 1100n + window],
        value: 1n,
      });
    };
    await mined(await fundAt(v1, 0n));
    await expect(fundAt(escrow, 0n)).rejects.toThrow(/claim window too short/);
    await expect(fundAt(escrow, DAY - 1n)).rejects.toThrow(/claim window too short/);
    await mined(await fundAt(escrow, DAY));
    expect(
      await clients.publicClient.readContract({
        address: escrow,
        abi: questEscrowAbi,
        functionName: 'MIN_CLAIM_WINDOW',
      }),
    ).toBe(DAY);
  });

  it('an owner replaced the signer instantly before; now a change is announced and waits 48 h', async () => {
    const oldSigner = privateKeyToAccount(signerKey).address;
    const newSigner = privateKeyToAccount(otherKey).address;
    // the pre-fix contract: setSigner takes effect in the same block
    const v1 = await deployEscrow(questEscrowV1Bytecode);
    await mined(
      await clients.walletFor(owner).writeContract({
        address: v1,
        abi: [
          {
            type: 'function',
            name: 'setSigner',
            inputs: [{ name: 'signer_', type: 'address' }],
            outputs: [],
            stateMutability: 'nonpayable',
          },
        ] as const,
        functionName: 'setSigner',
        args: [newSigner],
      }),
    );
    expect(
      await clients.publicClient.readContract({
        address: v1,
        abi: questEscrowAbi,
        functionName: 'signer',
      }),
    ).toBe(newSigner);

    // now: only the owner proposes, the event announces when, the old signer serves until then
    const q = await fund(c.busdAddress, 100n, 50n, escrow, 10n * DAY);
    await expect(
      clients.walletFor(alice).writeContract({
        address: escrow,
        abi: questEscrowAbi,
        functionName: 'proposeSigner',
        args: [alice],
      }),
    ).rejects.toThrow(/OwnableUnauthorizedAccount|reverted/);
    await expect(
      clients.walletFor(owner).writeContract({
        address: escrow,
        abi: questEscrowAbi,
        functionName: 'proposeSigner',
        args: [zeroAddress],
      }),
    ).rejects.toThrow(/invalid signer/);
    const r = await mined(
      await clients.walletFor(owner).writeContract({
        address: escrow,
        abi: questEscrowAbi,
        functionName: 'proposeSigner',
        args: [newSigner],
      }),
    );
    const block = await clients.publicClient.getBlock({ blockNumber: r.blockNumber });
    const activatesAt = block.timestamp + 2n * DAY;
    expect(
      parseEventLogs({ abi: questEscrowAbi, logs: r.logs, eventName: 'SignerChangeProposed' })[0]!
        .args,
    ).toEqual({ signer: newSigner, activatesAt });
    expect(await read('signer')).toBe(oldSigner);
    expect(await read('pendingSigner')).toBe(newSigner);
    expect(await read('pendingSignerActivatesAt')).toBe(activatesAt);

    const d = activatesAt + DAY;
    // a second before the activation: the old signer's voucher pays, the new one's does not
    await tools.setNextTimestamp(activatesAt - 2n);
    await expect(
      claim(bob, q.id, 10n, d, await voucher(q.id, bob, 10n, d, otherKey)),
    ).rejects.toThrow(/invalid voucher/);
    await tools.setNextTimestamp(activatesAt - 1n);
    await mined(await claim(alice, q.id, 10n, d, await voucher(q.id, alice, 10n, d)));
    // at the activation time the new signer takes over and the old one is void
    await tools.setNextTimestamp(activatesAt);
    await expect(
      claim(bob, q.id, 10n, d, await voucher(q.id, bob, 10n, d, signerKey)),
    ).rejects.toThrow(/invalid voucher/);
    await mined(await claim(bob, q.id, 10n, d, await voucher(q.id, bob, 10n, d, otherKey)));
    expect(await read('signer')).toBe(newSigner);
    // back to the first key, then withdrawn before it activates: the signer stays
    await mined(
      await clients.walletFor(owner).writeContract({
        address: escrow,
        abi: questEscrowAbi,
        functionName: 'proposeSigner',
        args: [oldSigner],
      }),
    );
    const withdrawn = await mined(
      await clients.walletFor(owner).writeContract({
        address: escrow,
        abi: questEscrowAbi,
        functionName: 'cancelSignerChange',
      }),
    );
    expect(
      parseEventLogs({
        abi: questEscrowAbi,
        logs: withdrawn.logs,
        eventName: 'SignerChangeCancelled',
      })[0]!.args,
    ).toEqual({ signer: oldSigner });
    await travel(3n * DAY);
    expect(await read('signer')).toBe(newSigner);
    expect(await read('pendingSigner')).toBe(zeroAddress);
    await expect(
      clients.walletFor(owner).writeContract({
        address: escrow,
        abi: questEscrowAbi,
        functionName: 'cancelSignerChange',
      }),
    ).rejects.toThrow(/no pending signer/);
    // restore the first signer for the other tests
    await mined(
      await clients.walletFor(owner).writeContract({
        address: escrow,
        abi: questEscrowAbi,
        functionName: 'proposeSigner',
        args: [oldSigner],
      }),
    );
    await travel(2n * DAY);
    expect(await read('signer')).toBe(oldSigner);
  });

  it('moves ownership in two steps: the new owner must accept', async () => {
    const write = (from: Address, functionName: 'transferOwnership' | 'acceptOwnership') =>
      functionName === 'transferOwnership'
        ? clients.walletFor(from).writeContract({
            address: escrow,
            abi: questEscrowAbi,
            functionName,
            args: [from === owner ? alice : owner],
          })
        : clients
            .walletFor(from)
            .writeContract({ address: escrow, abi: questEscrowAbi, functionName });
    await mined(await write(owner, 'transferOwnership'));
    expect(await read('owner')).toBe(owner);
    await expect(write(bob, 'acceptOwnership')).rejects.toThrow(
      /OwnableUnauthorizedAccount|reverted/,
    );
    await mined(await write(alice, 'acceptOwnership'));
    expect(await read('owner')).toBe(alice);
    await mined(await write(alice, 'transferOwnership'));
    await mined(await write(owner, 'acceptOwnership'));
    expect(await read('owner')).toBe(owner);
  });
});
