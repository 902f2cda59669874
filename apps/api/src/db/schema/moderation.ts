// Reports against content and the audit trail of decisions.
import type { ModerationReason } from '@chainreview/shared';
import { doublePrecision, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, ref, createdAt } from './columns.ts';
import { users } from './users.ts';

export const reports = pgTable(
  'reports',
  {
    id: id(),
    reporterId: ref()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text().$type<'review' | 'reply'>().notNull(),
    targetId: ref().notNull(),
    reason: text().notNull(),
    note: text().notNull(),
    status: text().$type<'open' | 'resolved' | 'dismissed'>().notNull().default('open'),
    /** The reporter's standing when reporting (packages/shared reports.ts). */
    weight: doublePrecision().notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    index('reports_target_idx').on(t.targetType, t.targetId, t.status),
    index('reports_reporter_time_idx').on(t.reporterId, t.createdAt),
    uniqueIndex('reports_reporter_target_uq').on(t.reporterId, t.targetType, t.targetId),
    index('reports_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * The audit trail: one row per admin action, owner edit and ownership claim,
 * written in the same transaction as the change. Append-only: a trigger (end of the
 * migration) refuses UPDATE and DELETE; actors are kept by id without a cascading key.
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: id(),
    actorId: ref(),
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text().notNull(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    reason: text(),
    /** The rule a removal names (MODERATION_REASONS in packages/shared); null for other actions. */
    reasonCategory: text().$type<ModerationReason>(),
    proof: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_logs_created_idx').on(t.createdAt, t.id),
    index('audit_logs_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('audit_logs_actor_idx').on(t.actorId, t.createdAt),
    index('audit_logs_action_idx').on(t.action, t.createdAt),
  ],
);
