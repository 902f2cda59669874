// Share cards: which card a project or review has now (its data and content hash), and its
// PNG: read from the disk cache, or rendered once by the worker however many requests ask
// for it at the same time (single flight), then kept under its hash for good.
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  LANGUAGES,
  SHARE_CARD,
  type CardKind,
  type Language,
  type ShareCardKind,
} from '@chainreview/shared';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { readStoredFile } from '../storage/index.ts';
import {
  cardHash,
  cardPath,
  projectCardData,
  projectCardTree,
  reviewCardData,
  reviewCardTree,
  siteCardData,
  siteCardTree,
  userCardData,
  userCardTree,
  type CardData,
} from './share.cards.ts';
import { PAGE_TEXTS } from '../../lib/page-texts.ts';
import { RenderPool, type RenderJob } from './share.pool.ts';
import { projectRow, reviewRows, userRow } from './share.repository.ts';

export interface CurrentCard {
  data: CardData;
  hash: string;
}

/** The card a public project shows now, or null (missing, pending or blocked). */
export async function currentProjectCard(deps: Deps, id: number): Promise<CurrentCard | null> {
  const p = await projectRow(deps.db, id);
  if (!p || p.status !== 'active') return null;
  const data = projectCardData(p);
  return { data, hash: cardHash(data) };
}

/** The card a public review shows now, or null (it, its project or its author not public). */
export async function currentReviewCard(deps: Deps, id: number): Promise<CurrentCard | null> {
  const row = await reviewRows(deps.db, id);
  if (
    !row ||
    row.review.status !== 'active' ||
    row.project.status !== 'active' ||
    row.author.status !== 'active'
  )
    return null;
  const data = reviewCardData(row.review, row.project, row.author);
  return { data, hash: cardHash(data) };
}

/** The card of an active user's profile, or null. */
export async function currentUserCard(deps: Deps, id: number): Promise<CurrentCard | null> {
  const u = await userRow(deps.db, id);
  if (!u || u.status !== 'active') return null;
  const data = userCardData(u);
  return { data, hash: cardHash(data) };
}

const isLanguage = (value: string): value is Language =>
  (LANGUAGES as readonly string[]).includes(value);

/** The site's card in `lang` (the page's tagline without the brand, which the card draws). */
export function currentSiteCard(lang: string): CurrentCard | null {
  if (!isLanguage(lang)) return null;
  const tagline = PAGE_TEXTS[lang].site.replace(/^ChainReview\s*[:：]\s*/, '');
  const data = siteCardData(lang, `${tagline.charAt(0).toUpperCase()}${tagline.slice(1)}`);
  return { data, hash: cardHash(data) };
}

/** The card `kind` `id` shows now (`id` is a language for the site's card), or null. */
export async function currentCard(
  deps: Deps,
  kind: CardKind,
  id: number | string,
): Promise<CurrentCard | null> {
  if (kind === 'site') return currentSiteCard(String(id));
  if (typeof id !== 'number') return null;
  if (kind === 'project') return currentProjectCard(deps, id);
  if (kind === 'review') return currentReviewCard(deps, id);
  return currentUserCard(deps, id);
}

/** One folder per card (cheap to list), one file per version. */
const cardDir = (dir: string, kind: CardKind, id: number | string) =>
  path.join(dir, kind, String(id));
const cardFile = (dir: string, kind: CardKind, id: number | string, hash: string) =>
  path.join(cardDir(dir, kind, id), `${hash}.png`);

/** Versions of one card kept on disk; an older URL then gets today's card, cached briefly. */
export const KEPT_VERSIONS = 5;

/** New cards waiting for the worker at most; past that a new card is refused (429) for now. */
export const MAX_RENDER_QUEUE = 64;

export class ShareCards {
  readonly pool = new RenderPool();
  private inflight = new Map<string, Promise<Buffer>>();
  private readonly dir: string;
  private readonly maxQueue: number;

  constructor(
    private readonly deps: Deps,
    options: { maxQueue?: number } = {},
  ) {
    this.dir = path.join(deps.config.dataDir, 'share-cards');
    this.maxQueue = options.maxQueue ?? MAX_RENDER_QUEUE;
  }

  /** The stored PNG of this exact version, or null. */
  async stored(kind: CardKind, id: number | string, hash: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(cardFile(this.dir, kind, id, hash));
    } catch {
      return null;
    }
  }

  /** The PNG of `card`: from disk, or rendered once for every concurrent caller. */
  async png(card: CurrentCard): Promise<Buffer> {
    const { kind, id } = card.data;
    const key = `${kind}-${id}-${card.hash}`;
    const running = this.inflight.get(key);
    if (running) return running;
    const work = (async () => {
      const hit = await this.stored(kind, id, card.hash);
      if (hit) return hit;
      const job = await this.job(card.data);
      // a flood of requests for distinct new cards waits in no unbounded queue (no await
      // between the check and the render taking its place)
      if (this.pool.queued >= this.maxQueue) throw new AppError(429, 'limit_rate');
      const png = await this.pool.render(job);
      const folder = cardDir(this.dir, kind, id);
      await fs.mkdir(folder, { recursive: true });
      // write then rename, so a reader never sees half a file
      const file = cardFile(this.dir, kind, id, card.hash);
      const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await fs.writeFile(tmp, png);
      await fs.rename(tmp, file);
      await this.prune(folder).catch(() => undefined);
      return png;
    })().finally(() => this.inflight.delete(key));
    this.inflight.set(key, work);
    return work;
  }

  /** Keeps the newest KEPT_VERSIONS versions of a card (by write time). */
  private async prune(folder: string) {
    const names = (await fs.readdir(folder)).filter((n) => n.endsWith('.png'));
    if (names.length <= KEPT_VERSIONS) return;
    const dated = await Promise.all(
      names.map(async (name) => ({ name, at: (await fs.stat(path.join(folder, name))).mtimeMs })),
    );
    dated.sort((a, b) => b.at - a.at);
    await Promise.all(dated.slice(KEPT_VERSIONS).map((f) => fs.rm(path.join(folder, f.name))));
  }

  /** The satori job for a card, with its avatars read from our own storage. */
  async job(data: CardData, overrides: Partial<RenderJob> = {}): Promise<RenderJob> {
    if (data.kind === 'project') {
      const { width, height } = SHARE_CARD.project;
      const main = await this.avatar(data.avatarUrl);
      return { tree: projectCardTree(data, { main }), width, height, ...overrides };
    }
    if (data.kind === 'user') {
      const { width, height } = SHARE_CARD.user;
      const main = await this.avatar(data.avatarUrl);
      return { tree: userCardTree(data, { main }), width, height, ...overrides };
    }
    if (data.kind === 'site') {
      const { width, height } = SHARE_CARD.site;
      return { tree: siteCardTree(data), width, height, ...overrides };
    }
    const { width, height } = SHARE_CARD.review;
    const [main, author] = await Promise.all([
      this.avatar(data.projectAvatarUrl),
      this.avatar(data.authorAvatarUrl),
    ]);
    return { tree: reviewCardTree(data, { main, author }), width, height, ...overrides };
  }

  /**
   * An avatar as a data URI when it is one of our uploads; anything else (an outside URL,
   * an NFT image) gets the initial instead: the server never fetches outside URLs for a card.
   */
  private async avatar(url: string | null): Promise<string | null> {
    const match = url ? /^\/api\/public\/files\/([\w-]+\.(?:png|jpg))$/.exec(url) : null;
    if (!match) return null;
    try {
      const file = await readStoredFile(this.deps, match[1]!);
      return `data:${file.mime};base64,${file.body.toString('base64')}`;
    } catch {
      return null;
    }
  }

  close() {
    return this.pool.close();
  }
}

/** The card's public URL (absolute), after making sure its PNG exists. */
export async function shareUrl(
  deps: Deps,
  cards: ShareCards,
  base: string,
  kind: ShareCardKind,
  id: number,
): Promise<string> {
  const card = await currentCard(deps, kind, id);
  if (!card) throw notFound(kind === 'project' ? 'can_not_find_project' : 'can_not_find_review');
  await cards.png(card);
  return `${base}${cardPath(kind, id, card.hash)}`;
}
