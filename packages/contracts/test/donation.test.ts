// Donation.sol on a real local EVM (Hardhat 2's network): BNB and BUSD donations, fee math,
// the Donate event, every revert, owner-only capped fee changes, the donor's maximum fee, fees
// accrued and withdrawn (a fee receiver that refuses BNB blocks nothing) and a reentrancy
// attempt. The two findings (a fee raised between signing and the block, a reverting
// fee receiver) are replayed against the pre-fix contract too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEther, parseEventLogs, zeroAddress, type Address, type Hash } from 'viem';
import { startLocalEvm, type LocalEvm } from '../src/local-evm.ts';
import { localClients } from '../src/chain.ts';
import { deployDevContracts, type DeployedContracts } from '../src/dev-chain.ts';
import { donationAbi, mockBusdAbi } from '../src/index.ts';
import {
  reentrantReceiverAbi,
  reentrantReceiverBytecode,
} from '../generated/reentrant-receiver.ts';
import { refusingReceiverAbi, refusingReceiverBytecode } from '../generated/refusing-receiver.ts';
import { donationV1Abi, donationV1Bytecode } from './fixtures/donation-v1.ts';

let evm: LocalEvm;
let c: DeployedContracts;
let clients: ReturnType<typeof localClients>;
let owner: Address;
let donor: Address;
let reviewer: Address;
let stranger: Address;

beforeAll(async () => {
  evm = await startLocalEvm({ accounts: 6, throwOnTransactionFailures: true });
  c = await deployDevContracts(evm, { nftsPerAccount: 0 });
  clients = localClients(evm.provider, evm.rpcUrl);
  [owner, donor, reviewer, stranger] = evm.accounts.map((a) => a.address) as [
    Address,
    Address,
    Address,
    Address,
  ];
});

afterAll(async () => {
  await evm?.close();
});

const bnb = (address: Address) => clients.publicClient.getBalance({ address });
const busd = (address: Address) =>
  clients.publicClient.readContract({
    address: c.busdAddress,
    abi: mockBusdAbi,
    functionName: 'balanceOf',
    args: [address],
  });
const mined = (hash: Hash) => clients.publicClient.waitForTransactionReceipt({ hash });

/** The fee at 5 %, what the web app shows and passes as the donor's maximum. */
const fivePercent = (amount: bigint) => (amount * 50n) / 1000n;

function donateBNB(
  from: Address,
  to: Address,
  value: bigint,
  data = '42',
  maxFee = fivePercent(value),
) {
  return clients.walletFor(from).writeContract({
    address: c.contractAddress,
    abi: donationAbi,
    functionName: 'donateBNB',
    args: [1, data, to, maxFee],
    value,
  });
}

function donateBusd(
  from: Address,
  to: Address,
  amount: bigint,
  data = '42',
  maxFee = fivePercent(amount),
) {
  return clients.walletFor(from).writeContract({
    address: c.contractAddress,
    abi: donationAbi,
    functionName: 'donateBusd',
    args: [1, data, to, amount, maxFee],
  });
}

const accrued = (token: Address) =>
  clients.publicClient.readContract({
    address: c.contractAddress,
    abi: donationAbi,
    functionName: 'accruedFees',
    args: [token],
  });

function withdrawFees(from: Address, token: Address) {
  return clients.walletFor(from).writeContract({
    address: c.contractAddress,
    abi: donationAbi,
    functionName: 'withdrawFees',
    args: [token],
  });
}

/** Withdraws the accrued BNB fees (from the owner) and returns what the receiver got. */
async function settleBnbFees(receiver: Address = owner): Promise<bigint> {
  const amount = await accrued(zeroAddress);
  if (amount === 0n) return 0n;
  const before = await bnb(receiver);
  const r = await mined(await withdrawFees(owner, zeroAddress));
  const gas = receiver === owner ? r.gasUsed * r.effectiveGasPrice : 0n;
  return (await bnb(receiver)) - before + gas;
}

async function approve(from: Address, amount: bigint) {
  await mined(
    await clients.walletFor(from).writeContract({
      address: c.busdAddress,
      abi: mockBusdAbi,
      functionName: 'approve',
      args: [c.contractAddress, amount],
    }),
  );
}

async function setFee(fee: bigint, divisor: bigint, from: Address = owner) {
  return mined(
    await clients.walletFor(from).writeContract({
      address: c.contractAddress,
      abi: donationAbi,
      functionName: 'setFee',
      args: [fee, divisor],
    }),
  );
}

describe('donateBNB', () => {
  it('forwards 95 % to the reviewer and keeps 5 % for the fee receiver to withdraw', async () => {
    const reviewerBefore = await bnb(reviewer);
    const receipt = await mined(await donateBNB(donor, reviewer, parseEther('1')));
    expect(receipt.status).toBe('success');
    expect((await bnb(reviewer)) - reviewerBefore).toBe(parseEther('0.95'));
    expect(await accrued(zeroAddress)).toBe(parseEther('0.05'));
    expect(await bnb(c.contractAddress)).toBe(parseEther('0.05'));
    expect(await settleBnbFees()).toBe(parseEther('0.05'));
    expect(await bnb(c.contractAddress)).toBe(0n);
    expect(await accrued(zeroAddress)).toBe(0n);
  });

  it('emits Donate with the donor, reviewer, zero token, amount, fee, type and review id', async () => {
    const receipt = await mined(await donateBNB(donor, reviewer, parseEther('0.2'), '1234'));
    const [event] = parseEventLogs({ abi: donationAbi, logs: receipt.logs, eventName: 'Donate' });
    expect(event!.address.toLowerCase()).toBe(c.contractAddress.toLowerCase());
    expect(event!.args).toEqual({
      from: donor,
      to: reviewer,
      token: zeroAddress,
      amount: parseEther('0.2'),
      fee: parseEther('0.01'),
      dType: 1,
      data: '1234',
    });
  });

  it('rounds the fee down in the reviewer’s favour', async () => {
    await settleBnbFees();
    const reviewerBefore = await bnb(reviewer);
    // 19 wei * 50 / 1000 = 0.95 -> 0; 39 wei -> 1.95 -> 1
    const small = await mined(await donateBNB(donor, reviewer, 19n));
    expect(parseEventLogs({ abi: donationAbi, logs: small.logs })[0]!.args).toMatchObject({
      amount: 19n,
      fee: 0n,
    });
    const odd = await mined(await donateBNB(donor, reviewer, 39n));
    expect(parseEventLogs({ abi: donationAbi, logs: odd.logs })[0]!.args).toMatchObject({
      amount: 39n,
      fee: 1n,
    });
    expect(await settleBnbFees()).toBe(1n);
    expect((await bnb(reviewer)) - reviewerBefore).toBe(19n + 38n);
    expect(
      await clients.publicClient.readContract({
        address: c.contractAddress,
        abi: donationAbi,
        functionName: 'feeOf',
        args: [39n],
      }),
    ).toBe(1n);
  });

  it('reverts on the zero address, the contract itself, a zero amount and donating to oneself', async () => {
    await expect(donateBNB(donor, zeroAddress, 1000n)).rejects.toThrow(/Donation: invalid address/);
    await expect(donateBNB(donor, c.contractAddress, 1000n)).rejects.toThrow(
      /Donation: invalid address/,
    );
    await expect(donateBNB(donor, reviewer, 0n)).rejects.toThrow(/Donation: zero amount/);
    await expect(donateBNB(donor, donor, 1000n)).rejects.toThrow(
      /Donation: cannot donate to yourself/,
    );
  });

  it('refuses plain BNB transfers to the contract', async () => {
    await expect(
      clients.walletFor(donor).sendTransaction({ to: c.contractAddress, value: 1000n }),
    ).rejects.toThrow();
    expect(await bnb(c.contractAddress)).toBe(0n);
  });
});

describe('donateBusd', () => {
  it('moves the approved amount from the donor: 95 % to the reviewer, 5 % kept for the fee receiver', async () => {
    await approve(donor, parseEther('100'));
    const [donorBefore, reviewerBefore, ownerBefore] = [
      await busd(donor),
      await busd(reviewer),
      await busd(owner),
    ];
    const receipt = await mined(await donateBusd(donor, reviewer, parseEther('100'), '7'));
    const [event] = parseEventLogs({ abi: donationAbi, logs: receipt.logs, eventName: 'Donate' });
    expect(event!.args).toEqual({
      from: donor,
      to: reviewer,
      token: c.busdAddress,
      amount: parseEther('100'),
      fee: parseEther('5'),
      dType: 1,
      data: '7',
    });
    expect(donorBefore - (await busd(donor))).toBe(parseEther('100'));
    expect((await busd(reviewer)) - reviewerBefore).toBe(parseEther('95'));
    expect(await busd(c.contractAddress)).toBe(parseEther('5'));
    expect(await accrued(c.busdAddress)).toBe(parseEther('5'));
    expect(await busd(owner)).toBe(ownerBefore);
    await mined(await withdrawFees(owner, c.busdAddress));
    expect((await busd(owner)) - ownerBefore).toBe(parseEther('5'));
    expect(await busd(c.contractAddress)).toBe(0n);
  });

  it('reverts without enough allowance or balance', async () => {
    await approve(donor, parseEther('1'));
    await expect(donateBusd(donor, reviewer, parseEther('2'))).rejects.toThrow(
      /ERC20InsufficientAllowance|reverted/,
    );
    await approve(stranger, parseEther('1000000'));
    const strangerBalance = await busd(stranger);
    await expect(donateBusd(stranger, reviewer, strangerBalance + 1n)).rejects.toThrow(
      /ERC20InsufficientBalance|reverted/,
    );
  });

  it('reverts on the zero address, a zero amount and donating to oneself', async () => {
    await approve(donor, parseEther('10'));
    await expect(donateBusd(donor, zeroAddress, 10n)).rejects.toThrow(/Donation: invalid address/);
    await expect(donateBusd(donor, reviewer, 0n)).rejects.toThrow(/Donation: zero amount/);
    await expect(donateBusd(donor, donor, 10n)).rejects.toThrow(
      /Donation: cannot donate to yourself/,
    );
  });
});

describe('fee settings', () => {
  it('lets only the owner change the fee, capped at 10 %', async () => {
    await expect(setFee(10n, 1000n, stranger)).rejects.toThrow(
      /OwnableUnauthorizedAccount|reverted/,
    );
    await expect(setFee(101n, 1000n)).rejects.toThrow(/Donation: fee too high/);
    await expect(setFee(1n, 0n)).rejects.toThrow(/Donation: invalid fee divisor/);
    await setFee(1n, 10n); // exactly 10 %
    await mined(await donateBNB(donor, reviewer, 1000n, '42', 100n));
    expect(await settleBnbFees()).toBe(100n);
    await setFee(0n, 1n); // no fee at all: everything to the reviewer
    const reviewerBefore = await bnb(reviewer);
    await mined(await donateBNB(donor, reviewer, 1000n, '42', 0n));
    expect((await bnb(reviewer)) - reviewerBefore).toBe(1000n);
    await setFee(50n, 1000n);
    expect(
      await clients.publicClient.readContract({
        address: c.contractAddress,
        abi: donationAbi,
        functionName: 'fee',
      }),
    ).toBe(50n);
    expect(
      await clients.publicClient.readContract({
        address: c.contractAddress,
        abi: donationAbi,
        functionName: 'feeDivisor',
      }),
    ).toBe(1000n);
  });

  it('lets only the owner change the fee receiver, never to the zero address', async () => {
    const write = (from: Address, receiver: Address) =>
      clients.walletFor(from).writeContract({
        address: c.contractAddress,
        abi: donationAbi,
        functionName: 'setFeeReceiver',
        args: [receiver],
      });
    await expect(write(stranger, stranger)).rejects.toThrow(/OwnableUnauthorizedAccount|reverted/);
    await expect(write(owner, zeroAddress)).rejects.toThrow(/Donation: invalid fee receiver/);
    await mined(await write(owner, stranger));
    await mined(await donateBNB(donor, reviewer, 2000n));
    expect(await settleBnbFees(stranger)).toBe(100n);
    await mined(await write(owner, owner));
  });
});

describe('reentrancy', () => {
  it('refuses a reviewer contract that donates again while receiving, and keeps nothing', async () => {
    const hash = await clients.walletFor(owner).deployContract({
      abi: reentrantReceiverAbi,
      bytecode: reentrantReceiverBytecode,
      args: [c.contractAddress, stranger],
    });
    const attacker = (await mined(hash)).contractAddress!;
    const strangerBefore = await bnb(stranger);
    await expect(donateBNB(donor, attacker, parseEther('1'))).rejects.toThrow(
      /ReentrancyGuardReentrantCall|BNB transfer failed|reverted/,
    );
    expect(await bnb(attacker)).toBe(0n);
    expect(await bnb(stranger)).toBe(strangerBefore);
    expect(await bnb(c.contractAddress)).toBe(await accrued(zeroAddress));
    // a well-behaved contract reviewer is paid normally
    await mined(
      await clients.walletFor(owner).writeContract({
        address: attacker,
        abi: reentrantReceiverAbi,
        functionName: 'setAttack',
        args: [false],
      }),
    );
    await mined(await donateBNB(donor, attacker, 1000n));
    expect(await bnb(attacker)).toBe(950n);
    expect(await bnb(c.contractAddress)).toBe(await accrued(zeroAddress));
  });
});

describe('the donor’s maximum fee', () => {
  it('takes a fee equal to the maximum and refuses one a wei above it, in BNB and BUSD', async () => {
    await mined(await donateBNB(donor, reviewer, 1000n, '42', 50n));
    await expect(donateBNB(donor, reviewer, 1000n, '42', 49n)).rejects.toThrow(
      /Donation: fee above maximum/,
    );
    await approve(donor, 2000n);
    await mined(await donateBusd(donor, reviewer, 1000n, '42', 50n));
    await expect(donateBusd(donor, reviewer, 1000n, '42', 49n)).rejects.toThrow(
      /Donation: fee above maximum/,
    );
    await settleBnbFees();
    await mined(await withdrawFees(owner, c.busdAddress));
  });

  it('a fee raised between signing and the block took more before; now the donation reverts', async () => {
    const amount = parseEther('1');
    const shown = fivePercent(amount);
    // the pre-fix contract: the donor's transaction pays whatever the fee is when mined
    const hash = await clients.walletFor(owner).deployContract({
      abi: donationV1Abi,
      bytecode: donationV1Bytecode,
      args: [c.busdAddress, stranger],
    });
    const v1 = (await mined(hash)).contractAddress!;
    const raise = (at: Address) =>
      clients.walletFor(owner).writeContract({
        address: at,
        abi: donationAbi,
        functionName: 'setFee',
        args: [1n, 10n],
      });
    await mined(await raise(v1));
    const strangerBefore = await bnb(stranger);
    await mined(
      await clients.walletFor(donor).writeContract({
        address: v1,
        abi: donationV1Abi,
        functionName: 'donateBNB',
        args: [1, '42', reviewer],
        value: amount,
      }),
    );
    expect((await bnb(stranger)) - strangerBefore).toBe(parseEther('0.1'));

    // now: the donor's maximum (the 5 % shown) is binding, nothing moves
    await mined(await raise(c.contractAddress));
    const [donorBefore, reviewerBefore] = [await bnb(donor), await bnb(reviewer)];
    await expect(donateBNB(donor, reviewer, amount, '42', shown)).rejects.toThrow(
      /Donation: fee above maximum/,
    );
    expect(await bnb(reviewer)).toBe(reviewerBefore);
    expect(donorBefore - (await bnb(donor))).toBeLessThan(parseEther('0.01')); // gas only
    expect(await accrued(zeroAddress)).toBe(0n);
    await setFee(50n, 1000n);
    await mined(await donateBNB(donor, reviewer, amount, '42', shown));
    await settleBnbFees();
  });
});

describe('a fee receiver that refuses BNB', () => {
  it('blocked every BNB donation before; now donations go through and the fee waits', async () => {
    const hash = await clients.walletFor(owner).deployContract({
      abi: refusingReceiverAbi,
      bytecode: refusingReceiverBytecode,
    });
    const refusing = (await mined(hash)).contractAddress!;
    // the pre-fix contract pushed the fee to the receiver: its revert reverted the donation
    const deployed = await clients.walletFor(owner).deployContract({
      abi: donationV1Abi,
      bytecode: donationV1Bytecode,
      args: [c.busdAddress, refusing],
    });
    const v1 = (await mined(deployed)).contractAddress!;
    await expect(
      clients.walletFor(donor).writeContract({
        address: v1,
        abi: donationV1Abi,
        functionName: 'donateBNB',
        args: [1, '42', reviewer],
        value: 1000n,
      }),
    ).rejects.toThrow(/BNB transfer failed/);

    const setReceiver = (receiver: Address) =>
      clients.walletFor(owner).writeContract({
        address: c.contractAddress,
        abi: donationAbi,
        functionName: 'setFeeReceiver',
        args: [receiver],
      });
    await mined(await setReceiver(refusing));
    const reviewerBefore = await bnb(reviewer);
    await mined(await donateBNB(donor, reviewer, 1000n));
    await mined(await donateBNB(donor, reviewer, 2000n));
    expect((await bnb(reviewer)) - reviewerBefore).toBe(950n + 1900n);
    expect(await accrued(zeroAddress)).toBe(150n);
    // the withdrawal to it fails and keeps the fees; after a new receiver they are paid out
    await expect(withdrawFees(owner, zeroAddress)).rejects.toThrow(/BNB transfer failed/);
    expect(await accrued(zeroAddress)).toBe(150n);
    expect(await bnb(c.contractAddress)).toBe(150n);
    await mined(await setReceiver(owner));
    expect(await settleBnbFees()).toBe(150n);
    expect(await bnb(c.contractAddress)).toBe(0n);
  });

  it('lets only the owner or the fee receiver withdraw, and only what accrued', async () => {
    await expect(withdrawFees(stranger, zeroAddress)).rejects.toThrow(/Donation: not allowed/);
    await expect(withdrawFees(owner, zeroAddress)).rejects.toThrow(/Donation: no fees/);
    await mined(await donateBNB(donor, reviewer, 1000n));
    const r = await mined(await withdrawFees(owner, zeroAddress));
    expect(
      parseEventLogs({ abi: donationAbi, logs: r.logs, eventName: 'FeesWithdrawn' })[0]!.args,
    ).toEqual({ token: zeroAddress, to: owner, amount: 50n });
  });
});
