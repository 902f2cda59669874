// The admin team's actions and the audit trail: what an audit row may name, the
// notifications a moderation decision sends, and the bodies of the admin API.
import { z } from 'zod';
import { REPORT_REASONS, ROLES, USER_STATUSES } from './enums.ts';
import { ID_PATTERN, listMetaSchema } from './schemas/common.ts';
import { MODERATION_REASONS, type ModerationReason } from './moderation.ts';
import {
  ADMIN_REASON_MAX,
  AUDIT_ACTIONS,
  AUDIT_TARGETS,
  FEATURE_RANK_MAX,
  type AuditAction,
  type AuditTarget,
} from './admin-rules.ts';

export * from './admin-rules.ts';

export const adminReasonSchema = z.string().trim().min(1, 'reason_required').max(ADMIN_REASON_MAX);
export const optionalReasonSchema = z.string().trim().max(ADMIN_REASON_MAX).optional();

export const adminProjectUpdateSchema = z
  .object({
    isVerified: z.boolean().optional(),
    ownerAddress: z
      .string()
      .trim()
      .regex(/^0x[0-9a-fA-F]{40}$/, 'ownerAddress_invalid')
      .nullable()
      .optional(),
    /** 0 takes the project out of the Featured section; a higher rank shows it earlier. */
    featureRank: z.number().int().min(0).max(FEATURE_RANK_MAX).optional(),
    reason: optionalReasonSchema,
  })
  .refine(
    (v) =>
      v.isVerified !== undefined || v.ownerAddress !== undefined || v.featureRank !== undefined,
    { message: 'nothing_to_update' },
  );
export type AdminProjectUpdate = z.infer<typeof adminProjectUpdateSchema>;

export const auditQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
  action: z.enum(AUDIT_ACTIONS).optional(),
  targetType: z.enum(AUDIT_TARGETS).optional(),
  targetId: z.string().regex(ID_PATTERN, 'targetId_invalid').optional(),
  actorId: z.string().regex(ID_PATTERN, 'actorId_invalid').optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export interface AuditEntry {
  id: string;
  actor: { id: string; address: string; displayName: string | null } | null;
  action: AuditAction;
  targetType: AuditTarget;
  targetId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
  /** The rule a removal names; null for other actions. */
  reasonCategory: ModerationReason | null;
  proof: Record<string, unknown> | null;
  createdAt: string;
}

// The admin API's answers (the OpenAPI document and the serializer read them).
const personSchema = z.object({
  id: z.string(),
  address: z.string(),
  displayName: z.string().nullable(),
});

export const adminCountsSchema = z.object({
  submissions: z.number().int(),
  reports: z.number().int(),
  editRequests: z.number().int(),
  appeals: z.number().int(),
});

export const adminReportGroupSchema = z.object({
  targetType: z.enum(['review', 'reply']),
  targetId: z.string(),
  target: z
    .object({
      text: z.string(),
      status: z.enum(['active', 'hidden', 'blocked']),
      authorId: z.string(),
      authorAddress: z.string(),
      reviewId: z.string(),
      projectId: z.string().nullable(),
    })
    .nullable(),
  totalWeight: z.number(),
  reports: z.array(
    z.object({
      id: z.string(),
      reporter: personSchema,
      reason: z.string().describe(`One of ${REPORT_REASONS.join(', ')}`),
      note: z.string(),
      weight: z.number(),
      status: z.enum(['open', 'resolved', 'dismissed']),
      createdAt: z.string(),
    }),
  ),
});

export const adminEditRequestSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  userId: z.string(),
  requester: personSchema,
  changes: z.record(z.string(), z.unknown()),
  diff: z.array(z.object({ field: z.string(), current: z.unknown(), proposed: z.unknown() })),
  note: z.string().nullable(),
  status: z.enum(['open', 'accepted', 'rejected']),
  createdAt: z.string(),
});

export const adminUserSchema = z.object({
  id: z.string(),
  address: z.string(),
  displayName: z.string().nullable(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  reviewsCount: z.number().int(),
  createdAt: z.string(),
});

const jsonRecord = z.record(z.string(), z.unknown()).nullable();
export const auditEntrySchema = z.object({
  id: z.string(),
  actor: personSchema.nullable(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.enum(AUDIT_TARGETS),
  targetId: z.string(),
  before: jsonRecord,
  after: jsonRecord,
  reason: z.string().nullable(),
  reasonCategory: z.enum(MODERATION_REASONS).nullable(),
  proof: jsonRecord,
  createdAt: z.string(),
});

/** `{ data: [item], meta }`: a page of the admin lists. */
export const adminPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: listMetaSchema });
