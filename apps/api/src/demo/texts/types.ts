// The shape of one language's pool of demo texts. Templates use {name} and {symbol}.
import type { ProjectCategory } from '@chainreview/shared';

export type Tone = 'pos' | 'mixed' | 'neg';

export interface LanguagePack {
  /** Between sentences: a space, or nothing where sentences end in full-width punctuation. */
  space: string;
  titles: Record<Tone, readonly string[]>;
  openers: Record<Tone, readonly string[]>;
  body: Record<Tone, readonly string[]>;
  category: Record<ProjectCategory, { pos: readonly string[]; neg: readonly string[] }>;
  closers: Record<Tone, readonly string[]>;
  /** Replies from other users. */
  replies: readonly string[];
  /** Replies by the review's author to the thread. */
  authorReplies: readonly string[];
  /** Hashtags without '#', general and by project category. */
  hashtags: Record<ProjectCategory | 'general', readonly string[]>;
  bios: readonly string[];
  donationMessages: readonly string[];
}
