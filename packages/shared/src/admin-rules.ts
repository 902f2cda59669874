// The admin team's actions as plain values (no zod): what the console imports to label and
// filter without loading the schemas. admin.ts re-exports all of it.

export const AUDIT_ACTIONS = [
  'submission.approve',
  'submission.reject',
  'report.uphold',
  'report.dismiss',
  'edit_request.accept',
  'edit_request.reject',
  'project.verify',
  'project.unverify',
  'project.set_owner',
  'project.clear_owner',
  'project.feature',
  'project.block',
  'project.unblock',
  'project.owner_edit',
  'project.claim',
  'project.claim_recheck',
  'review.block',
  'review.restore',
  'appeal.restore',
  'appeal.reject',
  'user.block',
  'user.unblock',
  'vote_ring.clear',
  'donation.reverse',
  'quest.claim_reverse',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGETS = [
  'project',
  'review',
  'reply',
  'user',
  'edit_request',
  'vote_ring',
  'donation',
  'quest',
] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

/** What a moderation notification tells its user (meta.event), with the reason. */
export const MODERATION_EVENTS = [
  'submission_approved',
  'submission_rejected',
  'content_blocked',
  'content_restored',
  'edit_request_accepted',
  'edit_request_rejected',
  'account_blocked',
  'account_restored',
  'ownership_claimed',
  'ownership_lost',
  'appeal_restored',
  'appeal_rejected',
  // to the admin team only: what the vote-integrity job did
  'serial_votes_reversed',
  'vote_ring_flagged',
] as const;
export type ModerationEvent = (typeof MODERATION_EVENTS)[number];

/** How an on-chain ownership claim was proven. */
export const OWNERSHIP_PROOFS = ['ownable', 'access_control', 'deployer'] as const;
export type OwnershipProof = (typeof OWNERSHIP_PROOFS)[number];

export const ADMIN_REASON_MAX = 500;
/** A reason is required where the user is told why (rejections, blocks). */
export const FEATURE_RANK_MAX = 1000;
