import { z } from 'zod';
import { NOTIFICATION_ACTIONS, NOTIFICATION_FILTERS, NOTIFICATION_TYPES } from '../enums.ts';
import { paginationQuerySchema } from './common.ts';
import { cursorQueryShape } from '../paging.ts';

export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  action: z.enum(NOTIFICATION_ACTIONS),
  message: z.string().nullable(),
  objectId: z.string().nullable(),
  isRead: z.boolean(),
  isSeen: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** How many people this grouped row stands for ('N people upvoted'). */
  actorCount: z.number().int(),
  from: z
    .object({
      id: z.string(),
      address: z.string(),
      displayName: z.string().nullable(),
      avatar: z.object({ url: z.string() }).nullable(),
    })
    .nullable(),
  project: z.object({ id: z.string(), name: z.string() }).nullable(),
  object: z
    .object({
      amount: z.string().nullable(),
      donateCurrency: z.string().nullable(),
      newLevel: z.number().nullable(),
    })
    .nullable(),
  /** A moderation notification's event (MODERATION_EVENTS); its reason is the message. */
  event: z.string().optional(),
  /** The rule a removal named (MODERATION_REASONS), when the event is a removal. */
  reasonCategory: z.string().optional(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = paginationQuerySchema.extend({
  filter: z.enum(NOTIFICATION_FILTERS).default('all'),
  // an infinite list: reading (un_read) or a new activity moves rows, which a cursor survives
  ...cursorQueryShape,
});

export const popupSchema = z.object({
  id: z.string(),
  type: z.string(),
  newLevel: z.number().int().nullable(),
  levelName: z.string().nullable(),
  createdAt: z.string(),
});
export type Popup = z.infer<typeof popupSchema>;

export const followStatisticSchema = z.object({
  followers: z.number().int(),
  following: z.number().int(),
  followingProjects: z.number().int(),
});

export const rewardEntrySchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  reason: z.string(),
  sourceType: z.string().nullable(),
  sourceId: z.string().nullable(),
  createdAt: z.string(),
  actor: z
    .object({ id: z.string(), address: z.string(), displayName: z.string().nullable() })
    .nullable(),
});
export type RewardEntry = z.infer<typeof rewardEntrySchema>;
