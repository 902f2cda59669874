// QuestEscrow's invariant, property-based on a real local EVM: fast-check drives random
// sequences of fund, claim, cancel, reclaim, time travel and signer changes over several quests
// (two funders, two tokens, three winners). A model predicts whether each transaction succeeds
// (it must, or must revert), and after every step the escrow holds, per token, exactly the sum
// over live quests of pool - claimed, and every account's balance moved by exactly its own
// funding, refunds and claims: no sequence lets a quest's funder or winner take another's
// tokens. ESCROW_PROPERTY_RUNS sets the number of sequences (300 by default).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { maxUint256, type Address, type Hash, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { startLocalEvm, type LocalEvm } from '../src/local-evm.ts';
import {
  mockBusdAbi,
  mockBusdBytecode,
  questEscrowAbi,
  questEscrowBytecode,
} from '../src/index.ts';
import { chainTools, DAY, escrowQuestId } from './escrow-helpers.ts';

const RUNS = Number(process.env.ESCROW_PROPERTY_RUNS ?? 300);
const GAS = 500_000n;
const SLOTS = 3;

let evm: LocalEvm;
let tools: ReturnType<typeof chainTools>;
let owner: Address;
/** Funders #1 and #2, winners #3 to #5; the quest signer's candidate keys #6 to #8. */
let actors: Address[];
let funders: Address[];
let keys: Hex[];
let signers: Address[];
let tokens: Address[];

beforeAll(async () => {
  evm = await startLocalEvm({ accounts: 9 });
  tools = chainTools(evm);
  owner = evm.accounts[0]!.address;
  actors = evm.accounts.slice(1, 6).map((a) => a.address);
  funders = actors.slice(0, 2);
  keys = evm.accounts.slice(6, 9).map((a) => a.privateKey);
  signers = keys.map((k) => privateKeyToAccount(k).address);
  const wallet = tools.clients.walletFor(owner);
  tokens = [];
  for (let i = 0; i < 2; i++) {
    const hash = await wallet.deployContract({ abi: mockBusdAbi, bytecode: mockBusdBytecode });
    tokens.push((await tools.mined(hash)).contractAddress!);
  }
  for (const token of tokens)
    for (const funder of funders)
      await tools.mined(
        await wallet.writeContract({
          address: token,
          abi: mockBusdAbi,
          functionName: 'mint',
          args: [funder, 10n ** 30n],
        }),
      );
});

afterAll(async () => {
  await evm?.close();
});

type Action =
  | {
      kind: 'fund';
      slot: number;
      funder: number;
      token: number;
      amount: bigint;
      startIn: bigint;
      duration: bigint;
      window: bigint;
    }
  | {
      kind: 'claim';
      /** Which quest: the pick-th funded one (modulo their number), or a slot never funded. */
      pick: number;
      claimer: number;
      amount: bigint;
      /** The voucher names this quest, or another one (the next slot, same funder). */
      otherQuest: boolean;
      /** The signing key: the one in charge at the time (-1), or a given one. */
      key: number;
      expired: boolean;
    }
  | { kind: 'cancel' | 'reclaim'; pick: number; caller: number }
  | { kind: 'travel'; seconds: bigint }
  /** To a second around a funded quest's start, end or claim deadline (the rules' limits). */
  | { kind: 'travelTo'; pick: number; mark: 'start' | 'end' | 'deadline'; offset: bigint }
  | { kind: 'proposeSigner'; key: number; byOwner: boolean }
  | { kind: 'cancelSignerChange'; byOwner: boolean };

const slot = fc.integer({ min: 0, max: SLOTS - 1 });
const funder = fc.integer({ min: 0, max: 1 });
const actor = fc.integer({ min: 0, max: 4 });
const pick = fc.integer({ min: 0, max: 99 });
const fundArb: fc.Arbitrary<Action> = fc.record({
  kind: fc.constant('fund' as const),
  slot,
  funder,
  token: fc.integer({ min: 0, max: 1 }),
  amount: fc.bigInt({ min: 1n, max: 1000n }),
  startIn: fc.constantFrom(0n, 60n, 3600n),
  duration: fc.constantFrom(1n, 60n, 3600n),
  window: fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(DAY, 3n * DAY) },
    fc.constantFrom(0n, DAY - 1n),
  ),
});

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  { weight: 3, arbitrary: fundArb },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('claim' as const),
      pick,
      claimer: actor,
      amount: fc.oneof(fc.bigInt({ min: 1n, max: 400n }), fc.bigInt({ min: 0n, max: 1100n })),
      otherQuest: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
      key: fc.oneof({ weight: 5, arbitrary: fc.constant(-1) }, fc.integer({ min: 0, max: 2 })),
      expired: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constantFrom('cancel' as const, 'reclaim' as const),
      pick,
      caller: fc.oneof({ weight: 3, arbitrary: fc.constant(-1) }, actor),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('travel' as const),
      seconds: fc.constantFrom(30n, 600n, 3600n, 6n * 3600n, DAY, 4n * DAY),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('travelTo' as const),
      pick,
      mark: fc.oneof(
        { weight: 3, arbitrary: fc.constant('end' as const) },
        fc.constantFrom('start' as const, 'deadline' as const),
      ),
      offset: fc.constantFrom(-1n, 0n, 1n),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('proposeSigner' as const),
      key: fc.integer({ min: 0, max: 2 }),
      byOwner: fc.integer({ min: 0, max: 4 }).map((n) => n > 0),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('cancelSignerChange' as const),
      byOwner: fc.integer({ min: 0, max: 4 }).map((n) => n > 0),
    }),
  },
);

interface QuestModel {
  id: bigint;
  funder: Address;
  token: number;
  pool: bigint;
  claimed: bigint;
  start: bigint;
  end: bigint;
  deadline: bigint;
  cancelled: boolean;
  reclaimed: boolean;
  claimers: Set<Address>;
}

/** What the escrow should hold and what every account should have gained or lost. */
class Model {
  quests = new Map<string, QuestModel>();
  /** The quest funded or travelled to last. */
  focus: string | null = null;
  signer = 0;
  pending: number | null = null;
  activatesAt = 0n;
  /** `${account}:${token}` -> balance change since the run started. */
  delta = new Map<string, bigint>();

  signerAt(t: bigint): number {
    return this.pending !== null && t >= this.activatesAt ? this.pending : this.signer;
  }

  move(account: Address, token: number, amount: bigint) {
    const k = `${account}:${token}`;
    this.delta.set(k, (this.delta.get(k) ?? 0n) + amount);
  }

  held(token: number): bigint {
    let sum = 0n;
    for (const q of this.quests.values())
      if (q.token === token && !q.cancelled && !q.reclaimed) sum += q.pool - q.claimed;
    return sum;
  }
}

const questKey = (funderIndex: number, s: number) => `${funderIndex}:${s}`;

/**
 * The quest a pick names: below 50 the last one funded or travelled to (so that claims meet
 * open windows), else the pick-th funded one; one pick in ten, or none funded, a free slot.
 */
function resolvePick(model: Model, pick: number): { funder: number; slot: number } {
  const funded = [...model.quests.keys()];
  if (model.focus && pick < 50) {
    const [f, s] = model.focus.split(':').map(Number);
    return { funder: f!, slot: s! };
  }
  if (funded.length && pick % 10 !== 0) {
    const [f, s] = funded[pick % funded.length]!.split(':').map(Number);
    return { funder: f!, slot: s! };
  }
  for (let f = 0; f < 2; f++)
    for (let s = 0; s < SLOTS; s++)
      if (!model.quests.has(questKey(f, s))) return { funder: f, slot: s };
  return { funder: 0, slot: 0 };
}

async function runSequence(actions: Action[]) {
  const { clients } = tools;
  const deployed = await clients.walletFor(owner).deployContract({
    abi: questEscrowAbi,
    bytecode: questEscrowBytecode,
    args: [signers[0]!],
  });
  const escrow = (await tools.mined(deployed)).contractAddress!;
  for (const token of tokens)
    for (const f of funders)
      await tools.mined(
        await clients.walletFor(f).writeContract({
          address: token,
          abi: mockBusdAbi,
          functionName: 'approve',
          args: [escrow, maxUint256],
        }),
      );
  const balances = () =>
    Promise.all(
      [...actors, escrow].flatMap((account) =>
        tokens.map((token) => tools.tokenBalance(token, account)),
      ),
    );
  const start = await balances();
  let clock = await tools.now();
  const model = new Model();

  /** Sends at the next second of the model's clock; true when it succeeded. */
  const send = async (write: () => Promise<Hash>): Promise<boolean> => {
    clock += 1n;
    await tools.setNextTimestamp(clock);
    const receipt = await tools.mined(await write());
    return receipt.status === 'success';
  };

  for (const [step, action] of actions.entries()) {
    const where = `step ${step}: ${JSON.stringify(action, (_, v) => (typeof v === 'bigint' ? String(v) : v))}`;
    if (action.kind === 'travel') {
      clock += action.seconds;
      continue;
    }
    if (action.kind === 'travelTo') {
      const target = resolvePick(model, action.pick);
      const q = model.quests.get(questKey(target.funder, target.slot));
      if (q) model.focus = questKey(target.funder, target.slot);
      // the next transaction is mined at clock + 1
      const at = q ? { start: q.start, end: q.end, deadline: q.deadline }[action.mark] : 0n;
      if (at + action.offset - 1n > clock) clock = at + action.offset - 1n;
      continue;
    }
    const t = clock + 1n;
    let expected: boolean;
    let ok: boolean;
    if (action.kind === 'fund') {
      const from = funders[action.funder]!;
      const key = questKey(action.funder, action.slot);
      const startTime = t + action.startIn;
      const endTime = startTime + action.duration;
      const deadline = endTime + action.window;
      expected = !model.quests.has(key) && action.window >= DAY;
      ok = await send(() =>
        clients.walletFor(from).writeContract({
          address: escrow,
          abi: questEscrowAbi,
          functionName: 'fund',
          args: [
            BigInt(action.slot),
            tokens[action.token]!,
            action.amount,
            startTime,
            endTime,
            deadline,
          ],
          gas: GAS,
        }),
      );
      if (expected) {
        model.quests.set(key, {
          id: escrowQuestId(from, BigInt(action.slot)),
          funder: from,
          token: action.token,
          pool: action.amount,
          claimed: 0n,
          start: startTime,
          end: endTime,
          deadline,
          cancelled: false,
          reclaimed: false,
          claimers: new Set(),
        });
        model.focus = key;
        model.move(from, action.token, -action.amount);
      }
    } else if (action.kind === 'claim') {
      const claimer = actors[action.claimer]!;
      const target = resolvePick(model, action.pick);
      const from = funders[target.funder]!;
      const q = model.quests.get(questKey(target.funder, target.slot));
      const id = escrowQuestId(from, BigInt(target.slot));
      const voucherId = action.otherQuest
        ? escrowQuestId(from, BigInt((target.slot + 1) % SLOTS))
        : id;
      const key = action.key < 0 ? model.signerAt(t) : action.key;
      const deadline = action.expired ? t - 1n : t + 3600n;
      const signature = await tools.voucher(
        escrow,
        { questId: voucherId, claimer, amount: action.amount, deadline },
        keys[key]!,
      );
      expected =
        !!q &&
        !q.cancelled &&
        !action.expired &&
        t >= q.end &&
        t <= q.deadline &&
        !q.claimers.has(claimer) &&
        action.amount > 0n &&
        q.claimed + action.amount <= q.pool &&
        voucherId === id &&
        key === model.signerAt(t);
      ok = await send(() =>
        clients.walletFor(claimer).writeContract({
          address: escrow,
          abi: questEscrowAbi,
          functionName: 'claim',
          args: [id, action.amount, deadline, signature],
          gas: GAS,
        }),
      );
      if (expected && q) {
        q.claimed += action.amount;
        q.claimers.add(claimer);
        model.move(claimer, q.token, action.amount);
      }
    } else if (action.kind === 'cancel' || action.kind === 'reclaim') {
      const target = resolvePick(model, action.pick);
      const from = funders[target.funder]!;
      const caller = action.caller < 0 ? from : actors[action.caller]!;
      const q = model.quests.get(questKey(target.funder, target.slot));
      const id = escrowQuestId(from, BigInt(target.slot));
      expected =
        !!q &&
        q.funder === caller &&
        !q.cancelled &&
        (action.kind === 'cancel' ? t < q.start : !q.reclaimed && t > q.deadline);
      ok = await send(() =>
        clients.walletFor(caller).writeContract({
          address: escrow,
          abi: questEscrowAbi,
          functionName: action.kind,
          args: [id],
          gas: GAS,
        }),
      );
      if (expected && q) {
        if (action.kind === 'cancel') q.cancelled = true;
        else q.reclaimed = true;
        model.move(q.funder, q.token, q.pool - q.claimed);
      }
    } else if (action.kind === 'proposeSigner') {
      expected = action.byOwner;
      ok = await send(() =>
        clients.walletFor(action.byOwner ? owner : actors[4]!).writeContract({
          address: escrow,
          abi: questEscrowAbi,
          functionName: 'proposeSigner',
          args: [signers[action.key]!],
          gas: GAS,
        }),
      );
      if (expected) {
        model.signer = model.signerAt(t);
        model.pending = action.key;
        model.activatesAt = t + 2n * DAY;
      }
    } else if (action.kind === 'cancelSignerChange') {
      expected = action.byOwner && model.pending !== null && t < model.activatesAt;
      ok = await send(() =>
        clients.walletFor(action.byOwner ? owner : actors[4]!).writeContract({
          address: escrow,
          abi: questEscrowAbi,
          functionName: 'cancelSignerChange',
          gas: GAS,
        }),
      );
      if (expected) model.pending = null;
    } else {
      throw new Error(`unknown action ${action.kind}`);
    }
    expect(ok, where).toBe(expected);

    const now = await balances();
    let i = 0;
    for (const account of [...actors, escrow])
      for (const [token] of tokens.entries()) {
        const want =
          account === escrow
            ? model.held(token)
            : start[i]! + (model.delta.get(`${account}:${token}`) ?? 0n);
        expect(now[i], `${where}: ${account === escrow ? 'escrow' : account} token ${token}`).toBe(
          want,
        );
        i++;
      }
  }
}

describe('QuestEscrow invariant (property-based)', () => {
  it(`holds pool - claimed of every live quest and pays only a quest's own people (${RUNS} sequences)`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .tuple(
            fc.array(fundArb, { minLength: 1, maxLength: 4 }),
            fc.array(actionArb, { minLength: 5, maxLength: 25 }),
          )
          .map(([funds, rest]) => [...funds, ...rest]),
        runSequence,
      ),
      { numRuns: RUNS },
    );
  }, 600_000);
});
