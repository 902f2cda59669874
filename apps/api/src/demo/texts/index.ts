// Review, reply and profile texts in the six languages, combined deterministically from
// per-language template pools.
import { LIMITS, type Language, type ProjectCategory } from '@chainreview/shared';
import type { Random } from '../random.ts';
import { en } from './en.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';
import { ru } from './ru.ts';
import type { LanguagePack, Tone } from './types.ts';
import { vi } from './vi.ts';
import { zh } from './zh.ts';

export type { LanguagePack, Tone } from './types.ts';

export const PACKS: Record<Language, LanguagePack> = { en, zh, ko, ja, ru, vi };

export function toneForRate(rate: number): Tone {
  if (rate >= 4) return 'pos';
  if (rate === 3) return 'mixed';
  return 'neg';
}

export interface ReviewContext {
  name: string;
  symbol: string;
  categories: readonly ProjectCategory[];
  rate: number;
  long: boolean;
  /** Tags (without '#') to add as a last paragraph, or none. */
  hashtags: readonly string[];
}

function fill(template: string, ctx: Pick<ReviewContext, 'name' | 'symbol'>): string {
  return template.replaceAll('{name}', ctx.name).replaceAll('{symbol}', ctx.symbol);
}

/** `count` distinct items of `pool`, in random order. */
function take(random: Random, pool: readonly string[], count: number): string[] {
  return random.shuffle(pool).slice(0, Math.max(0, count));
}

/** Title candidates for a tone, filled and kept within the title limits. */
export function titleCandidates(
  language: Language,
  rate: number,
  ctx: Pick<ReviewContext, 'name' | 'symbol'>,
): string[] {
  const pack = PACKS[language];
  return pack.titles[toneForRate(rate)].map((template) => {
    let title = fill(template, ctx).trim();
    if (title.length < LIMITS.reviewTitle.min) title = `${ctx.name}: ${title}`;
    return title.slice(0, LIMITS.reviewTitle.max);
  });
}

/** The paragraphs of a review whose tone follows its rate. */
export function composeReview(random: Random, language: Language, ctx: ReviewContext): string[] {
  const pack = PACKS[language];
  const tone = toneForRate(ctx.rate);
  const category = random.pick(ctx.categories);
  const sentences: string[] = [random.pick(pack.openers[tone])];
  const extra = ctx.long ? random.int(3, 5) : 0;
  if (tone === 'pos') {
    sentences.push(...take(random, pack.body.pos, random.int(2, 3) + extra));
    sentences.push(random.pick(pack.category[category].pos));
    if (ctx.rate === 4 && random.chance(0.5)) sentences.push(random.pick(pack.body.mixed));
  } else if (tone === 'mixed') {
    sentences.push(...take(random, pack.body.pos, random.int(1, 2) + Math.floor(extra / 2)));
    sentences.push(random.pick(pack.category[category][random.chance(0.5) ? 'pos' : 'neg']));
    sentences.push(...take(random, pack.body.mixed, random.int(1, 2) + Math.ceil(extra / 2)));
  } else {
    sentences.push(...take(random, pack.body.neg, random.int(2, 3) + Math.ceil(extra / 2)));
    sentences.push(random.pick(pack.category[category].neg));
    if (ctx.long || random.chance(0.4))
      sentences.push(...take(random, pack.body.mixed, 1 + Math.floor(extra / 2)));
  }
  const closer = random.pick(pack.closers[tone]);

  const filled = sentences.map((s) => fill(s, ctx));
  const paragraphs: string[] = [];
  if (ctx.long) {
    // opener + first half, second half, closer
    const half = Math.ceil(filled.length / 2);
    paragraphs.push(
      filled.slice(0, half).join(pack.space),
      filled.slice(half).join(pack.space),
      fill(closer, ctx),
    );
  } else if (random.chance(0.5)) {
    paragraphs.push([...filled, fill(closer, ctx)].join(pack.space));
  } else {
    paragraphs.push(filled.join(pack.space), fill(closer, ctx));
  }
  // Short CJK reviews can fall under the minimum: add body sentences until they do not.
  const used = new Set(filled);
  for (const sentence of random.shuffle([...pack.body.pos, ...pack.body.mixed])) {
    if (paragraphs.join('\n\n').trim().length >= LIMITS.reviewContent.min + 10) break;
    if (used.has(sentence)) continue;
    paragraphs[0] = `${paragraphs[0]}${pack.space}${fill(sentence, ctx)}`;
  }
  if (ctx.hashtags.length > 0) paragraphs.push(ctx.hashtags.map((tag) => `#${tag}`).join(' '));
  return paragraphs;
}

/** '#' followed by word characters (Unicode-aware), lowercased, without '#', unique. */
export function extractHashtags(text: string): string[] {
  const tags = new Set<string>();
  for (const match of text.matchAll(/#([\p{L}\p{M}\p{N}_]+)/gu)) tags.add(match[1]!.toLowerCase());
  return [...tags];
}

/** The Tiptap/ProseMirror document of plain paragraphs, serialized. */
export function toRichText(paragraphs: readonly string[]): string {
  return JSON.stringify({
    type: 'doc',
    content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
  });
}

/** Plain text of the document as Tiptap's getText() gives it (blocks separated by a blank line). */
export function toPlainText(paragraphs: readonly string[]): string {
  return paragraphs.join('\n\n');
}
