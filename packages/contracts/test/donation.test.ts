// Donation.sol on a real local EVM (Hardhat 2's network): BNB and BUSD donations, fee math,
// the Donate event, every revert, owner-only capped fee changes and a reentrancy attempt.
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

function donateBNB(from: Address, to: Address, value: bigint, data = '42') {
  return clients.walletFor(from).writeContract({
    address: c.contractAddress,
    abi: donationAbi,
    functionName: 'donateBNB',
    args: [1, data, to],
    value,
  });
}

function donateBusd(from: Address, to: Address, amount: bigint, data = '42') {
  return clients.walletFor(from).writeContract({
    address: c.contractAddress,
    abi: donationAbi,
    functionName: 'donateBusd',
    args: [1, data, to, amount],
  });
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
  it('forwards 95 % to the reviewer and 5 % to the fee receiver, keeping nothing', async () => {
    const [reviewerBefore, ownerBefore] = [await bnb(reviewer), await bnb(owner)];
    const receipt = await mined(await donateBNB(donor, reviewer, parseEther('1')));
    expect(receipt.status).toBe('success');
    expect((await bnb(reviewer)) - reviewerBefore).toBe(parseEther('0.95'));
    expect((await bnb(owner)) - ownerBefore).toBe(parseEther('0.05'));
    expect(await bnb(c.contractAddress)).toBe(0n);
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
    const ownerBefore = await bnb(owner);
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
    expect((await bnb(owner)) - ownerBefore).toBe(1n);
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
  it('moves the approved amount from the donor: 95 % to the reviewer, 5 % to the fee receiver', async () => {
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
    const ownerBefore = await bnb(owner);
    await mined(await donateBNB(donor, reviewer, 1000n));
    expect((await bnb(owner)) - ownerBefore).toBe(100n);
    await setFee(0n, 1n); // no fee at all: everything to the reviewer
    const reviewerBefore = await bnb(reviewer);
    await mined(await donateBNB(donor, reviewer, 1000n));
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
    const before = await bnb(stranger);
    await mined(await donateBNB(donor, reviewer, 2000n));
    expect((await bnb(stranger)) - before).toBe(100n);
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
    expect(await bnb(c.contractAddress)).toBe(0n);
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
    expect(await bnb(c.contractAddress)).toBe(0n);
  });
});
