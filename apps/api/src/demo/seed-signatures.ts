// Signed demo reviews: every demo reviewer has a deterministic key (derived from the seed's
// random stream, so the same seed gives the same wallets), and signs their reviews and each
// version of an edited review with it, exactly as the web app asks a wallet to (EIP-712,
// version 2: this site and the chain the wallet was on). Edited reviews get a real history: the
// earlier versions are the review before its edits (a rate changed, a paragraph added, a title
// reworded), each signed when it was written.
import { concatHex, hashTypedData, keccak256, stringToHex, type Hex } from 'viem';
import { privateKeyToAccount, sign } from 'viem/accounts';
import {
  CHAIN_INFO,
  DEFAULT_CHAIN_ID,
  LIMITS,
  processContent,
  reviewTypedData,
  reviewTypedDataJson,
  type Chain,
  type Language,
} from '@chainreview/shared';
import type { Random } from './random.ts';
import { titleCandidates, toPlainText, toRichText } from './texts/index.ts';

const KEY_DOMAIN = stringToHex('ChainReview demo reviewer key');

/** A demo reviewer's private key from 20 bytes of the seed's stream (hex, no 0x). */
export function demoReviewerKey(entropyHex: string): Hex {
  return keccak256(concatHex([KEY_DOMAIN, `0x${entropyHex}`]));
}

/** The address of a demo reviewer's key, checksummed. */
export function demoReviewerAddress(privateKey: Hex): string {
  return privateKeyToAccount(privateKey).address;
}

/** Share of unedited demo reviews that are signed; edited ones are always signed. */
export const DEMO_SIGNED_SHARE = 0.9;
/** Share of edited demo reviews with three versions (the others have two). */
export const DEMO_THREE_VERSIONS_SHARE = 0.4;

export interface DemoVersionDraft {
  title: string;
  paragraphs: string[];
  rate: number;
  /** Epoch ms the version was written (and signed). */
  at: number;
}

export interface DemoReviewDraft {
  title: string;
  paragraphs: string[];
  rate: number;
  language: Language;
  createdAt: number;
  updatedAt: number;
  isEdited: boolean;
  project: { name: string; symbol: string };
}

const isTagLine = (p: string) => p.trimStart().startsWith('#');
const longEnough = (paragraphs: string[]) =>
  [...toPlainText(paragraphs).trim()].length >= LIMITS.reviewContent.min;

type Edit = 'paragraph' | 'rate' | 'title';

/** The version before an edit of kind `edit`, or null when that edit cannot apply. */
function undo(
  rng: Random,
  edit: Edit,
  next: Omit<DemoVersionDraft, 'at'>,
  review: DemoReviewDraft,
): Omit<DemoVersionDraft, 'at'> | null {
  if (edit === 'paragraph') {
    // the edit added the last text paragraph (the hashtags line, if any, stays last)
    const texts = next.paragraphs.filter((p) => !isTagLine(p));
    if (texts.length < 2) return null;
    const dropped = texts[texts.length - 1]!;
    const paragraphs = next.paragraphs.filter((p) => p !== dropped);
    return longEnough(paragraphs) ? { ...next, paragraphs } : null;
  }
  if (edit === 'rate') {
    const options = [next.rate - 1, next.rate + 1].filter((r) => r >= 1 && r <= 5);
    return { ...next, rate: rng.pick(options) };
  }
  const titles = titleCandidates(review.language, next.rate, review.project).filter(
    (t) => t !== next.title,
  );
  return titles.length > 0 ? { ...next, title: rng.pick(titles) } : null;
}

/** Every version of a review, oldest first; the last is the review as stored. */
export function planDemoVersions(rng: Random, review: DemoReviewDraft): DemoVersionDraft[] {
  const current = {
    title: review.title,
    paragraphs: review.paragraphs,
    rate: review.rate,
    at: review.updatedAt,
  };
  if (!review.isEdited) return [{ ...current, at: review.createdAt }];
  const count = rng.chance(DEMO_THREE_VERSIONS_SHARE) ? 3 : 2;
  const versions: Array<Omit<DemoVersionDraft, 'at'>> = [current];
  const used = new Set<Edit>();
  while (versions.length < count) {
    const next = versions[0]!;
    const edits = rng.shuffle<Edit>(['paragraph', 'rate', 'title']).filter((e) => !used.has(e));
    let before: Omit<DemoVersionDraft, 'at'> | null = null;
    for (const edit of edits) {
      before = undo(rng, edit, next, review);
      if (before) {
        used.add(edit);
        break;
      }
    }
    if (!before) break;
    versions.unshift(before);
  }
  // the first version when the review was written, the last at its edit, any between in between
  const span = review.updatedAt - review.createdAt;
  const times = versions.map((_, i) =>
    i === 0
      ? review.createdAt
      : i === versions.length - 1
        ? review.updatedAt
        : review.createdAt + Math.round(span * (0.25 + 0.5 * rng.next())),
  );
  return versions.map((v, i) => ({ ...v, at: times[i]! }));
}

export interface SignedDemoVersion {
  title: string;
  content: string;
  contentText: string;
  rate: number;
  signature: string | null;
  signedMessage: Record<string, unknown> | null;
  writtenAt: Date;
}

/**
 * Signs each version with the reviewer's key, on the project's chain when it is an EVM chain
 * (else BNB Chain), naming `site`. `sign` false: the versions stay unsigned.
 */
export async function signDemoVersions(
  versions: readonly DemoVersionDraft[],
  input: {
    privateKey: Hex;
    /** The key's address (demoReviewerAddress). */
    author: string;
    site: string;
    sign: boolean;
    language: Language;
    project: { id: number; chain: string; contractAddress: string | null };
  },
): Promise<SignedDemoVersion[]> {
  const chainId = CHAIN_INFO[input.project.chain as Chain]?.chainId ?? DEFAULT_CHAIN_ID;
  const out: SignedDemoVersion[] = [];
  for (const v of versions) {
    const content = toRichText(v.paragraphs);
    const base = {
      title: v.title,
      content,
      contentText: toPlainText(v.paragraphs),
      rate: v.rate,
      writtenAt: new Date(v.at),
    };
    if (!input.sign) {
      out.push({ ...base, signature: null, signedMessage: null });
      continue;
    }
    // what the server verifies: the canonical content, as processContent returns it
    const processed = processContent(content);
    if (!processed.ok) throw new Error(`demo review content: ${processed.error}`);
    const typed = reviewTypedData({
      site: input.site,
      chainId,
      author: input.author,
      project: input.project,
      rate: v.rate,
      title: v.title,
      content: processed.value.content,
      language: input.language,
      signedAt: Math.floor(v.at / 1000),
    });
    out.push({
      ...base,
      // the account's signTypedData, without deriving the public key again for each review
      signature: await sign({
        hash: hashTypedData(typed),
        privateKey: input.privateKey,
        to: 'hex',
      }),
      signedMessage: reviewTypedDataJson(typed.message).message,
    });
  }
  return out;
}
