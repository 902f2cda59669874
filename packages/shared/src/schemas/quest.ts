// Quests on the wire (spec 7 `GET /public/campaigns`): the owner's create/update
// body, the list query, a quest with its tasks, reward and escrow funding, the viewer's
// eligibility and progress, the winners with the draw's inputs, and the claim voucher.
import { z } from 'zod';
import {
  QUEST_LIST_STATUSES,
  QUEST_CONDITIONS,
  QUEST_LIMITS,
  QUEST_REWARD_METHODS,
  QUEST_REWARD_TOKENS,
  QUEST_STATES,
  QUEST_TASK_KINDS,
  eligibilityIsSet,
  taskNeedsUrl,
} from '../quests.ts';
import { ID_PATTERN, paginationQuerySchema } from './common.ts';

// only whether a task's (already trimmed) URL passes is read: the task's check names the code
const httpsUrl = z
  .string()
  .max(300)
  .regex(/^https:\/\/[^\s<>"']+$/i);

const decimalAmount = z
  .string()
  .trim()
  .regex(/^\d{1,30}(\.\d{1,18})?$/, 'quest_amount_invalid');

const isoDate = z
  .string({ message: 'quest_date_required' })
  .min(1, 'quest_date_required')
  .refine((v) => !Number.isNaN(Date.parse(v)), 'quest_date_required');

export const questTaskInputSchema = z
  .object({
    kind: z.enum(QUEST_TASK_KINDS),
    label: z.string().trim().max(QUEST_LIMITS.taskLabelMax, 'label_too_long').nullish(),
    url: z.string().trim().max(300).nullish(),
    /** min_level task: the level to reach. */
    minLevel: z.number().int().min(2).max(9).nullish(),
    /** hold_token task: whole tokens of the project's token. */
    minAmount: decimalAmount.nullish(),
  })
  .superRefine((task, ctx) => {
    if (taskNeedsUrl(task.kind) && !httpsUrl.safeParse(task.url ?? '').success)
      ctx.addIssue({
        code: 'custom',
        path: ['url'],
        message: task.kind === 'discord' ? 'quest_discord_url_required' : 'quest_task_url_required',
      });
    if (task.kind === 'min_level' && !task.minLevel)
      ctx.addIssue({ code: 'custom', path: ['minLevel'], message: 'body_was_wrong' });
    if (task.kind === 'hold_token' && !(Number(task.minAmount ?? 0) > 0))
      ctx.addIssue({ code: 'custom', path: ['minAmount'], message: 'quest_amount_invalid' });
  });
export type QuestTaskInput = z.infer<typeof questTaskInputSchema>;

export const questEligibilitySchema = z.object({
  everyone: z.boolean().default(false),
  minLevel: z.number().int().min(1).max(9).nullable().default(null),
  minHolding: decimalAmount.nullable().default(null),
  followProject: z.boolean().default(false),
  minAccountAgeDays: z
    .number()
    .int()
    .min(0)
    .max(QUEST_LIMITS.accountAgeMaxDays)
    .nullable()
    .default(null),
});
export type QuestEligibilityInput = z.infer<typeof questEligibilitySchema>;

export const questRewardInputSchema = z.object({
  method: z.enum(QUEST_REWARD_METHODS),
  token: z.enum(QUEST_REWARD_TOKENS),
  /** Whole tokens each winner receives ('0.05'); the pool is this times `winners`. */
  amountPerWinner: decimalAmount.refine((v) => Number(v) > 0, 'quest_amount_invalid'),
  winners: z.number().int().min(QUEST_LIMITS.winnersMin).max(QUEST_LIMITS.winnersMax),
  xp: z.number().int().min(0).max(QUEST_LIMITS.xpMax).default(QUEST_LIMITS.completionXp),
});

export const questBodySchema = z.object({
  projectId: z.string().regex(ID_PATTERN, 'can_not_find_project'),
  title: z
    .string({ message: 'quest_title_required' })
    .trim()
    .min(1, 'quest_title_required')
    .min(QUEST_LIMITS.titleMin, 'quest_title_too_short')
    .max(QUEST_LIMITS.titleMax, 'quest_title_too_long'),
  summary: z
    .string({ message: 'quest_summary_required' })
    .trim()
    .min(1, 'quest_summary_required')
    .max(QUEST_LIMITS.summaryMax, 'summary_too_long'),
  /** The editor's document (JSON) or plain text, checked like review content. */
  description: z
    .string({ message: 'quest_description_required' })
    .trim()
    .min(1, 'quest_description_required')
    .max(QUEST_LIMITS.descriptionMax * 4, 'description_too_long'),
  /** An image uploaded to ChainReview by the owner (`/api/public/files/...`), or none. */
  bannerUrl: z.string().max(200).nullish(),
  startsAt: isoDate,
  endsAt: isoDate,
  eligibility: questEligibilitySchema
    .nullish()
    .refine((e) => !!e && eligibilityIsSet(e), 'quest_eligibility_required'),
  tasks: z
    .array(questTaskInputSchema, { message: 'quest_tasks_required' })
    .min(QUEST_LIMITS.tasksMin, 'quest_tasks_required')
    .max(QUEST_LIMITS.tasksMax, 'tasks_too_long'),
  reward: questRewardInputSchema,
});
export type QuestBody = z.infer<typeof questBodySchema>;

export { QUEST_LIST_STATUSES, type QuestListStatus } from '../quests.ts';

export const questListQuerySchema = paginationQuerySchema.extend({
  /** live; upcoming; ended (ended and settled). Without it: every published quest. */
  status: z.enum(QUEST_LIST_STATUSES).optional(),
  projectId: z.string().regex(ID_PATTERN, 'can_not_find_project').optional(),
});
export type QuestListQuery = z.infer<typeof questListQuerySchema>;

export const questTxBodySchema = z.object({
  transactionHash: z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'transaction_hash_invalid'),
});
export type QuestTxBody = z.infer<typeof questTxBodySchema>;

export const questCancelBodySchema = z.object({
  transactionHash: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'transaction_hash_invalid')
    .nullish(),
});

export const questTaskSchema = z.object({
  id: z.string(),
  kind: z.enum(QUEST_TASK_KINDS),
  /** Whether the server checks it (true) or the participant declares it (false, not verified). */
  verified: z.boolean(),
  label: z.string().nullable(),
  url: z.string().nullable(),
  minLevel: z.number().int().nullable(),
  minAmount: z.string().nullable(),
});
export type QuestTask = z.infer<typeof questTaskSchema>;

export const questConditionResultSchema = z.object({
  condition: z.enum(QUEST_CONDITIONS),
  /** What the quest asks: a level, whole tokens, days, or 'true'. */
  required: z.string(),
  /** What the viewer has (null when it could not be read). */
  actual: z.string().nullable(),
  met: z.boolean(),
});
export type QuestConditionResult = z.infer<typeof questConditionResultSchema>;

export const questViewerSchema = z.object({
  joined: z.boolean(),
  eligible: z.boolean(),
  conditions: z.array(questConditionResultSchema),
  doneTaskIds: z.array(z.string()),
  completed: z.boolean(),
  winner: z.boolean(),
  /** Smallest units, when a winner. */
  rewardAmount: z.string().nullable(),
  claimed: z.boolean(),
  claimTxHash: z.string().nullable(),
});
export type QuestViewer = z.infer<typeof questViewerSchema>;

export const questSchema = z.object({
  id: z.string(),
  project: z.object({
    id: z.string(),
    name: z.string(),
    symbol: z.string().nullable(),
    chain: z.string(),
    contractAddress: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    ownerAddress: z.string().nullable(),
  }),
  creator: z.object({ id: z.string(), address: z.string(), displayName: z.string().nullable() }),
  title: z.string(),
  summary: z.string(),
  /** The editor's document (JSON) and its plain text. */
  description: z.string(),
  descriptionText: z.string(),
  bannerUrl: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  claimDeadline: z.string(),
  state: z.enum(QUEST_STATES),
  eligibility: questEligibilitySchema,
  tasks: z.array(questTaskSchema),
  reward: z.object({
    method: z.enum(QUEST_REWARD_METHODS),
    token: z.enum(QUEST_REWARD_TOKENS),
    tokenAddress: z.string(),
    tokenSymbol: z.string(),
    decimals: z.number().int(),
    /** Smallest units (wei), and the same in whole tokens. */
    amountPerWinner: z.string(),
    amountPerWinnerFormatted: z.string(),
    winners: z.number().int(),
    pool: z.string(),
    poolFormatted: z.string(),
    xp: z.number().int(),
  }),
  /** What the owner's funding transaction must send to the escrow (QuestEscrow.fund). */
  funding: z.object({
    chainId: z.number().int(),
    escrowAddress: z.string().nullable(),
    /** The reference the owner funds with (QuestEscrow.fund's `ref`): the quest id. */
    questId: z.string(),
    /** The escrow's id of the quest, questIdOf(owner, questId): cancel and claims use it. */
    escrowQuestId: z.string(),
    startTime: z.number().int(),
    endTime: z.number().int(),
    claimDeadline: z.number().int(),
    transactionHash: z.string().nullable(),
  }),
  participantsCount: z.number().int(),
  completedCount: z.number().int(),
  createdAt: z.string(),
  viewer: questViewerSchema.nullable(),
});
export type Quest = z.infer<typeof questSchema>;

export const questWinnerSchema = z.object({
  rank: z.number().int(),
  userId: z.string(),
  address: z.string(),
  displayName: z.string().nullable(),
  amount: z.string(),
  completedAt: z.string().nullable(),
  claimed: z.boolean(),
  claimTxHash: z.string().nullable(),
});

export const questWinnersSchema = z.object({
  questId: z.string(),
  method: z.enum(QUEST_REWARD_METHODS),
  settled: z.boolean(),
  settledAt: z.string().nullable(),
  winners: z.array(questWinnerSchema),
  /** Lucky draw only: the inputs anyone can use to recompute the result (quests.ts luckyDraw). */
  draw: z
    .object({
      blockNumber: z.number().int(),
      blockHash: z.string(),
      seed: z.string(),
      /** Completers' user ids, the draw's input list (sorted by the draw itself). */
      participants: z.array(z.string()),
    })
    .nullable(),
});
export type QuestWinners = z.infer<typeof questWinnersSchema>;

export const questVoucherSchema = z.object({
  chainId: z.number().int(),
  escrowAddress: z.string(),
  /** The escrow's id (questIdOf(owner, quest id)), as QuestEscrow.claim takes it. */
  questId: z.string(),
  claimer: z.string(),
  amount: z.string(),
  deadline: z.number().int(),
  signature: z.string(),
  signer: z.string(),
});
export type QuestVoucher = z.infer<typeof questVoucherSchema>;

export const questEntrySchema = z.object({
  questId: z.string(),
  joinedAt: z.string(),
  doneTaskIds: z.array(z.string()),
  completed: z.boolean(),
  winner: z.boolean(),
});
