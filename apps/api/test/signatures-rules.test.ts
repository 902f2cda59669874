// A review signature checked without a database: the site and the chain it names, the time
// window on both sides of its limit, the recovered signer, and the contract-wallet fallback
// (EIP-1271) asked of a local JSON-RPC stand-in on each configured chain in turn.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decodeFunctionData,
  encodeFunctionResult,
  getAddress,
  hashTypedData,
  type Hex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import {
  EIP1271_MAGIC,
  REVIEW_SIGNATURE_MAX_SKEW_SECONDS,
  eip1271Abi,
  reviewTypedData,
  reviewTypedDataJson,
} from '@chainreview/shared';
import type { Deps } from '../src/deps.ts';
import {
  acceptedSignatureChainIds,
  verifyReviewSignature,
} from '../src/modules/reviews/signatures.ts';

const SITE = 'https://chainreview.test';
const NOW = 1_780_000_000;
const wallet = privateKeyToAccount(generatePrivateKey());
const stranger = privateKeyToAccount(generatePrivateKey());
const project = {
  id: 12,
  chain: 'bsc',
  contractAddress: '0x00000000000000000000000000000000000000aa',
};
const stored = { title: 'Solid team', content: 'The canonical content of the review.' };

function depsWith(chainRpcUrls: Record<number, string> = {}, donationChainId = 97): Deps {
  return {
    config: { publicOrigin: { uri: SITE }, donation: { chainId: donationChainId }, chainRpcUrls },
    now: () => new Date(NOW * 1000),
  } as unknown as Deps;
}

function typedFor(author: Hex, signedAt: number, chainId = 56, site = SITE) {
  return reviewTypedData({
    site,
    chainId,
    author,
    project,
    rate: 4,
    title: stored.title,
    content: stored.content,
    language: 'en',
    signedAt,
  });
}

async function body(
  options: { signedAt?: number; chainId?: number; site?: string; signer?: typeof wallet } = {},
) {
  const signedAt = options.signedAt ?? NOW;
  const chainId = options.chainId ?? 56;
  const site = options.site ?? SITE;
  const signer = options.signer ?? wallet;
  const signature = await signer.signTypedData(typedFor(wallet.address, signedAt, chainId, site));
  return {
    rate: 4,
    title: stored.title,
    content: stored.content,
    language: 'en',
    signature: { signature, signedAt, chainId, site },
  } as never;
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: { codes?: string[] }) => error.codes,
  );

describe('verifyReviewSignature: the EOA path', () => {
  it('is null for an unsigned review', async () => {
    const unsigned = { rate: 4, title: 't', content: 'c', language: 'en' } as never;
    await expect(
      verifyReviewSignature(depsWith(), wallet.address, project, stored, unsigned),
    ).resolves.toBeNull();
  });

  it('accepts the author’s signature and returns the stored message', async () => {
    const signed = (await body()) as { signature: { signature: string } };
    const result = await verifyReviewSignature(
      depsWith(),
      wallet.address,
      project,
      stored,
      signed as never,
    );
    expect(result).toEqual({
      signature: signed.signature.signature,
      signedMessage: reviewTypedDataJson(typedFor(wallet.address, NOW).message).message,
    });
  });

  it('accepts the author given in lower case', async () => {
    const result = await verifyReviewSignature(
      depsWith(),
      wallet.address.toLowerCase(),
      project,
      stored,
      await body(),
    );
    expect(result).not.toBeNull();
  });

  it('refuses a signature naming another site', async () => {
    const codes = await refusal(
      verifyReviewSignature(
        depsWith(),
        wallet.address,
        project,
        stored,
        await body({ site: 'https://clone.test' }),
      ),
    );
    expect(codes).toEqual(['review_signature_wrong_site']);
  });

  it('refuses a chain the platform does not support, accepts the donation chain', async () => {
    const codes = await refusal(
      verifyReviewSignature(
        depsWith(),
        wallet.address,
        project,
        stored,
        await body({ chainId: 999_999 }),
      ),
    );
    expect(codes).toEqual(['review_signature_unsupported_chain']);
    expect(acceptedSignatureChainIds(depsWith({}, 999_999))).toContain(999_999);
    const ok = await verifyReviewSignature(
      depsWith({}, 999_999),
      wallet.address,
      project,
      stored,
      await body({ chainId: 999_999 }),
    );
    expect(ok).not.toBeNull();
  });

  it('accepts a signature made exactly at the skew limit on both sides, not one second past', async () => {
    const at = async (signedAt: number) =>
      refusal(
        verifyReviewSignature(
          depsWith(),
          wallet.address,
          project,
          stored,
          await body({ signedAt }),
        ),
      );
    const skew = REVIEW_SIGNATURE_MAX_SKEW_SECONDS;
    expect(await at(NOW - skew)).toBe('accepted');
    expect(await at(NOW + skew)).toBe('accepted');
    expect(await at(NOW - skew - 1)).toEqual(['review_signature_expired']);
    expect(await at(NOW + skew + 1)).toEqual(['review_signature_expired']);
  });

  it('refuses another wallet’s signature, a tampered text and garbage', async () => {
    const other = await body({ signer: stranger });
    expect(
      await refusal(verifyReviewSignature(depsWith(), wallet.address, project, stored, other)),
    ).toEqual(['review_signature_invalid']);
    const tampered = { ...stored, title: 'Solid team!' };
    expect(
      await refusal(
        verifyReviewSignature(depsWith(), wallet.address, project, tampered, await body()),
      ),
    ).toEqual(['review_signature_invalid']);
    const garbage = {
      ...((await body()) as object),
      signature: { signature: '0x1234', signedAt: NOW, chainId: 56, site: SITE },
    } as never;
    expect(
      await refusal(verifyReviewSignature(depsWith(), wallet.address, project, stored, garbage)),
    ).toEqual(['review_signature_invalid']);
  });
});

/** A JSON-RPC node where `wallets` hold code and answer isValidSignature with `magic`. */
async function startNode(wallets: string[], magic: (hash: Hex) => Hex | 'revert') {
  const asked: string[] = [];
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      const msg = JSON.parse(text) as { id: number; method: string; params: unknown[] };
      const reply = (result: unknown) => ({ jsonrpc: '2.0', id: msg.id, result });
      let answer: object;
      if (msg.method === 'eth_getCode') {
        const [address] = msg.params as [string];
        asked.push(address.toLowerCase());
        answer = reply(wallets.includes(address.toLowerCase()) ? '0x6001' : '0x');
      } else if (msg.method === 'eth_call') {
        const [{ data }] = msg.params as [{ data: Hex }];
        const { args } = decodeFunctionData({ abi: eip1271Abi, data });
        const value = magic(args[0]);
        answer =
          value === 'revert'
            ? { jsonrpc: '2.0', id: msg.id, error: { code: 3, message: 'execution reverted' } }
            : reply(
                encodeFunctionResult({
                  abi: eip1271Abi,
                  functionName: 'isValidSignature',
                  result: value,
                }),
              );
      } else {
        answer = { jsonrpc: '2.0', id: msg.id, error: { code: -32601, message: 'no' } };
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asked,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('verifyReviewSignature: the contract-wallet path', () => {
  // the "author" is a contract wallet: no key signs for it, the wallet's code says yes or no
  const contract = getAddress('0x00000000000000000000000000000000000c0de1');
  const contractTyped = typedFor(contract, NOW);
  const contractHash = hashTypedData(contractTyped);
  const contractBody = (signature: Hex) =>
    ({
      rate: 4,
      title: stored.title,
      content: stored.content,
      language: 'en',
      signature: { signature, signedAt: NOW, chainId: 56, site: SITE },
    }) as never;
  let yes: Awaited<ReturnType<typeof startNode>>;
  let no: Awaited<ReturnType<typeof startNode>>;
  let empty: Awaited<ReturnType<typeof startNode>>;
  beforeAll(async () => {
    yes = await startNode([contract.toLowerCase()], (hash) =>
      hash === contractHash ? (EIP1271_MAGIC as Hex) : '0xffffffff',
    );
    no = await startNode([contract.toLowerCase()], () => 'revert');
    empty = await startNode([], () => EIP1271_MAGIC as Hex);
  });
  afterAll(async () => {
    await Promise.all([yes.close(), no.close(), empty.close()]);
  });

  it('accepts when the wallet answers the magic value for the review’s hash', async () => {
    const result = await verifyReviewSignature(
      depsWith({ 56: yes.url }),
      contract,
      project,
      stored,
      contractBody('0xabcd'),
    );
    expect(result?.signature).toBe('0xabcd');
  });

  it('refuses when the wallet answers another value for another text', async () => {
    const codes = await refusal(
      verifyReviewSignature(
        depsWith({ 56: yes.url }),
        contract,
        project,
        { ...stored, title: 'x' },
        contractBody('0xabcd'),
      ),
    );
    expect(codes).toEqual(['review_signature_invalid']);
  });

  it('asks the project’s chain first and goes on to the next after a revert or no code', async () => {
    // BSC (56) is the project's chain; 1 is listed first in the configuration
    no.asked.length = 0;
    empty.asked.length = 0;
    const ok = await verifyReviewSignature(
      depsWith({ 1: yes.url, 56: no.url }),
      contract,
      project,
      stored,
      contractBody('0xabcd'),
    );
    expect(ok).not.toBeNull();
    expect(no.asked).toEqual([contract.toLowerCase()]);
    const noCodeFirst = await verifyReviewSignature(
      depsWith({ 56: empty.url, 1: yes.url }),
      contract,
      project,
      stored,
      contractBody('0xabcd'),
    );
    expect(noCodeFirst).not.toBeNull();
    expect(empty.asked).toEqual([contract.toLowerCase()]);
  });

  it('refuses when no configured chain holds the wallet or none accepts', async () => {
    expect(
      await refusal(
        verifyReviewSignature(
          depsWith({ 56: empty.url }),
          contract,
          project,
          stored,
          contractBody('0xabcd'),
        ),
      ),
    ).toEqual(['review_signature_invalid']);
    expect(
      await refusal(
        verifyReviewSignature(
          depsWith({ 56: no.url }),
          contract,
          project,
          stored,
          contractBody('0xabcd'),
        ),
      ),
    ).toEqual(['review_signature_invalid']);
    expect(
      await refusal(
        verifyReviewSignature(depsWith(), contract, project, stored, contractBody('0xabcd')),
      ),
    ).toEqual(['review_signature_invalid']);
  });
});
