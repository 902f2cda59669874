// What a share card shows (spec 3, 9): the card's data taken from its rows and its content
// hash (the URL's version: any change to what the card shows gives a new URL). Pure: no I/O.
import crypto from 'node:crypto';
import type { CardKind, Language } from '@chainreview/shared';

/** Bump when the drawing changes, so every card gets a new URL. */
export const CARD_DESIGN_VERSION = 1;

export interface ProjectCardData {
  kind: 'project';
  id: number;
  name: string;
  symbol: string | null;
  chain: string;
  avgStar: number;
  reviewCount: number;
  description: string | null;
  avatarUrl: string | null;
}

export interface ReviewCardData {
  kind: 'review';
  id: number;
  title: string;
  content: string;
  rate: number;
  authorName: string | null;
  authorAddress: string;
  authorAvatarUrl: string | null;
  projectName: string;
  projectSymbol: string | null;
  projectAvatarUrl: string | null;
  upVoteCount: number;
  downVoteCount: number;
  repliesCount: number;
}

/** A profile: who, their level and what they wrote. */
export interface UserCardData {
  kind: 'user';
  id: number;
  name: string | null;
  address: string;
  avatarUrl: string | null;
  level: number;
  reviewsCount: number;
  followersCount: number;
}

/** The site's card for pages without their own (search results): the brand and tagline. */
export interface SiteCardData {
  kind: 'site';
  /** One card per language. */
  id: Language;
  tagline: string;
}

export type CardData = ProjectCardData | ReviewCardData | UserCardData | SiteCardData;

export function userCardData(u: {
  id: number;
  displayName: string | null;
  address: string;
  avatarUrl: string | null;
  level: number;
  reviewsCount: number;
  followersCount: number;
}): UserCardData {
  return {
    kind: 'user',
    id: u.id,
    name: u.displayName?.trim() || null,
    address: u.address,
    avatarUrl: u.avatarUrl,
    level: u.level,
    reviewsCount: u.reviewsCount,
    followersCount: u.followersCount,
  };
}

export const siteCardData = (lang: Language, tagline: string): SiteCardData => ({
  kind: 'site',
  id: lang,
  tagline,
});

export function projectCardData(p: {
  id: number;
  name: string;
  symbol: string | null;
  chain: string;
  avgStar: number;
  reviewCount: number;
  description: string | null;
  avatarUrl: string | null;
}): ProjectCardData {
  return {
    kind: 'project',
    id: p.id,
    name: p.name,
    symbol: p.symbol,
    chain: p.chain,
    avgStar: Math.round(p.avgStar * 10) / 10,
    reviewCount: p.reviewCount,
    description: p.description,
    avatarUrl: p.avatarUrl,
  };
}

export function reviewCardData(
  review: {
    id: number;
    title: string;
    contentText: string;
    rate: number;
    upVoteCount: number;
    downVoteCount: number;
    repliesCount: number;
  },
  project: { name: string; symbol: string | null; avatarUrl: string | null },
  author: { displayName: string | null; address: string; avatarUrl: string | null },
): ReviewCardData {
  return {
    kind: 'review',
    id: review.id,
    title: review.title,
    content: review.contentText,
    rate: review.rate,
    authorName: author.displayName,
    authorAddress: author.address,
    authorAvatarUrl: author.avatarUrl,
    projectName: project.name,
    projectSymbol: project.symbol,
    projectAvatarUrl: project.avatarUrl,
    upVoteCount: review.upVoteCount,
    downVoteCount: review.downVoteCount,
    repliesCount: review.repliesCount,
  };
}

/** 16 hex digits of SHA-256 over what the card shows (and the design version). */
export function cardHash(data: CardData): string {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify({ v: CARD_DESIGN_VERSION, ...data }))
    .digest('hex')
    .slice(0, 16);
}

export const cardPath = (kind: CardKind, id: number | string, hash: string) =>
  `/api/public/share/${kind}/${id}.png?v=${hash}`;
