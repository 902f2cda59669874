// The in-memory plan of the demo data: what each section generator produces and the next one
// reads. Plans refer to each other by index; the insert step turns indexes into row ids.
import type { Hex } from 'viem';
import type { Language } from '@chainreview/shared';
import type { ProjectLinks } from '../../db/schema.ts';
import type { ProjectDef } from '../catalogue.ts';

export interface UserPlan {
  index: number;
  address: string;
  /** The reviewer's deterministic key: it signs their reviews. */
  privateKey: Hex;
  displayName: string | null;
  bio: string | null;
  language: Language;
  avatarUrl: string | null;
  target: number;
  createdAt: number;
  reviewCount: number;
  lastActivity: number;
}

export interface ProjectPlan {
  index: number;
  def: ProjectDef;
  status: 'active' | 'pending' | 'blocked';
  contractAddress: string | null;
  lpAddress: string | null;
  router: number | null;
  decimals: number | null;
  totalSupply: string | null;
  avatarUrl: string;
  isVerified: boolean;
  description: string;
  links: ProjectLinks;
  auditLink: string | null;
  coinGeckoLink: string | null;
  coinMarketCapLink: string | null;
  ownerIndex: number | null;
  submittedByIndex: number | null;
  createdAt: number;
  updatedAt: number;
  quality: number;
  /** 0..1, 1 = the most talked-about project. */
  popularity: number;
}

export interface ReviewPlan {
  index: number;
  user: number;
  project: number;
  title: string;
  content: string;
  contentText: string;
  paragraphs: string[];
  hashtags: string[];
  rate: number;
  language: Language;
  isEdited: boolean;
  createdAt: number;
  updatedAt: number;
  up: number;
  down: number;
  replies: number;
  donateCents: number;
}

export interface VotePlan {
  review: number;
  user: number;
  vote: 1 | -1;
  at: number;
}

export interface ReplyPlan {
  index: number;
  review: number;
  user: number;
  content: string;
  at: number;
}

export interface DonationPlan {
  index: number;
  review: number;
  from: number;
  to: number;
  token: 'BNB' | 'BUSD';
  amountWei: string;
  cents: number;
  message: string | null;
  txHash: string;
  at: number;
}

export interface XpEvent {
  user: number;
  amount: number;
  reason:
    | 'review_published'
    | 'upvote_received'
    | 'downvote_received'
    | 'reply_received'
    | 'donation_received';
  source: { kind: 'review' | 'reply' | 'donation'; index: number };
  actor: number | null;
  at: number;
  seq: number;
}

export interface ProjectFollowPlan {
  user: number;
  project: number;
  at: number;
}

export interface UserFollowPlan {
  follower: number;
  followee: number;
  at: number;
}
