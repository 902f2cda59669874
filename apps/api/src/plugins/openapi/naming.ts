// What the OpenAPI document derives from a route's method, path and guard: its operationId,
// summary, tag and access (public, signed in, admin).
import type { RouteOptions } from 'fastify';
import { requireAdmin, requireAuth } from '../auth.ts';

export type Access = 'public' | 'user' | 'admin';
export type JsonObject = Record<string, unknown>;

/** Served for crawlers, not part of the API. */
export const NOT_API = [/^\/robots\.txt$/, /^\/sitemaps?[./]/];

export const TAG_DESCRIPTIONS: Record<string, string> = {
  system: 'Health checks and the public system configuration',
  auth: 'Sign-in with a wallet signature (login, verify, logout)',
  users: 'Profiles, the signed-in user and reviewer rankings',
  projects: 'Projects: lists, profiles, submissions, edits and ownership claims',
  follows: 'Following projects and people',
  storage: 'Uploaded images and generated logos',
  chain: 'Token prices, pools and on-chain token data',
  reviews: 'Reviews, votes, replies, reports, signatures and versions',
  trust: 'Trust figures and the vote-integrity checks',
  notifications: 'Notifications and popups of the signed-in user',
  admin: 'The admin team: moderation queues, statuses and the audit trail',
  donations: 'Donations to reviewers and their statistics',
  nfts: 'NFTs of the signed-in user and the NFT avatar',
  share: 'Share cards (PNG) of projects, profiles, reviews and the site',
  quests: 'Quests (campaigns): creation, funding, joining, tasks and rewards',
  feeds: 'RSS and Atom feeds of the newest reviews',
  badges: 'The embeddable rating badge (SVG and an iframe page)',
  'transparency log':
    'The append-only Merkle log of review versions, replies and moderation decisions (C2SP tlog-tiles and checkpoints), its proofs, on-chain anchors and the NDJSON export',
  transparency: 'Removal tombstones, appeals and the monthly moderation figures',
};

const METHOD_VERBS: Record<string, string> = {
  GET: 'Get',
  POST: 'Create',
  PUT: 'Update',
  PATCH: 'Change',
  DELETE: 'Delete',
};

const camel = (word: string) =>
  word
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');

/** The path's segments after /api (and the `/v1` prefix of the stable API). */
function segmentsOf(url: string): string[] {
  const parts = url.split('/').filter(Boolean);
  if (parts[0] === 'api') parts.shift();
  return parts;
}

/**
 * `GET /api/public/projects/:projectId/reviews` -> `getPublicProjectsByProjectIdReviews`: the
 * method and the path, so it is unique (one route per method and path) and stable (it changes
 * only when the path does).
 */
export function operationIdOf(method: string, url: string): string {
  const words = segmentsOf(url).map((segment) =>
    segment.startsWith(':') ? `By${camel(segment.slice(1))}` : camel(segment),
  );
  return method.toLowerCase() + words.join('');
}

/** A readable summary from the method and path, for routes that give none. */
export function summaryOf(method: string, url: string, access: Access): string {
  const parts = segmentsOf(url).filter((s) => s !== 'public');
  const words: string[] = [];
  for (const segment of parts) {
    if (segment.startsWith(':')) words.push(`by ${segment.slice(1)}`);
    else words.push(segment.replace(/[-_]/g, ' '));
  }
  const verb = METHOD_VERBS[method] ?? method;
  const who = access === 'public' ? '' : access === 'admin' ? ' (admin)' : ' (signed in)';
  return `${verb} ${words.join(' ')}${who}`.replace(/\s+/g, ' ').trim();
}

/** The tag of a route without one: the first path segment that names a resource. */
export function tagOf(url: string): string {
  const parts = segmentsOf(url).filter((s) => s !== 'public' && s !== 'v1');
  const first = parts[0] ?? 'system';
  if (first === 'feeds') return 'feeds';
  if (first === 'badge' || url.startsWith('/embed/')) return 'badges';
  if (first === 'logos' || first === 'files') return 'storage';
  return first;
}

export function accessOf(route: RouteOptions): Access {
  const handlers = [route.preHandler, route.onRequest, route.preValidation]
    .flat()
    .filter(Boolean) as unknown[];
  if (handlers.includes(requireAdmin)) return 'admin';
  if (handlers.includes(requireAuth)) return 'user';
  return 'public';
}
