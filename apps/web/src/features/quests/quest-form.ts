// The Create Quest form's values, its per-step checks (the shared quest schemas, whose codes
// give the spec's texts: 'Please write your title/summary/description', 'Please choose a
// date', 'Please set the eligibility to participate in the quest', 'Discord URL required')
// and the body it sends. Pure; tested.
import {
  QUEST_LIMITS,
  questTimesProblem,
  taskNeedsUrl,
  type QuestRewardMethod,
  type QuestRewardToken,
  type QuestTaskKind,
} from '@chainreview/shared/quests';
import type { z } from 'zod';
import {
  questBodySchema,
  questEligibilitySchema,
  questRewardInputSchema,
  type Quest,
  type QuestBody,
} from '@chainreview/shared/schemas/quest';
import { zodErrors } from '@/lib/zod-form';

export interface QuestTaskValues {
  key: string;
  kind: QuestTaskKind;
  url: string;
  label: string;
  minLevel: number | null;
  minAmount: string;
}

export interface QuestFormValues {
  projectId: string | null;
  title: string;
  summary: string;
  description: string;
  bannerUrl: string | null;
  /** datetime-local values ('2026-01-01T10:00'), in the viewer's time zone. */
  startsAt: string;
  endsAt: string;
  eligibility: 'everyone' | 'conditions' | null;
  minLevel: number | null;
  minHolding: string;
  followProject: boolean;
  minAccountAgeDays: number | null;
  tasks: QuestTaskValues[];
  method: QuestRewardMethod;
  token: QuestRewardToken;
  amountPerWinner: string;
  winners: number;
  xp: number;
}

export const QUEST_FORM_STEPS = ['setup', 'entries', 'reward'] as const;
export type QuestFormStep = (typeof QUEST_FORM_STEPS)[number];

let taskKey = 0;
export function newTask(kind: QuestTaskKind): QuestTaskValues {
  taskKey += 1;
  return { key: `t${taskKey}`, kind, url: '', label: '', minLevel: null, minAmount: '' };
}

/** 'YYYY-MM-DDTHH:mm' in local time, as datetime-local inputs take it. */
export function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

export function emptyQuestForm(now: Date, projectId: string | null = null): QuestFormValues {
  const start = new Date(Math.ceil(now.getTime() / 60_000) * 60_000 + 5 * 60_000);
  return {
    projectId,
    title: '',
    summary: '',
    description: '',
    bannerUrl: null,
    startsAt: toLocalInput(start),
    endsAt: toLocalInput(new Date(start.getTime() + 7 * 86_400_000)),
    eligibility: null,
    minLevel: null,
    minHolding: '',
    followProject: false,
    minAccountAgeDays: null,
    tasks: [newTask('follow_project')],
    method: 'fcfs',
    token: 'bnb',
    amountPerWinner: '',
    winners: 10,
    xp: QUEST_LIMITS.completionXp,
  };
}

/** The form's values of a saved draft (editing it). */
export function questToForm(quest: Quest): QuestFormValues {
  const e = quest.eligibility;
  return {
    projectId: quest.project.id,
    title: quest.title,
    summary: quest.summary,
    description: quest.descriptionText,
    bannerUrl: quest.bannerUrl,
    startsAt: toLocalInput(new Date(quest.startsAt)),
    endsAt: toLocalInput(new Date(quest.endsAt)),
    eligibility: e.everyone ? 'everyone' : 'conditions',
    minLevel: e.minLevel,
    minHolding: e.minHolding ?? '',
    followProject: e.followProject,
    minAccountAgeDays: e.minAccountAgeDays,
    tasks: quest.tasks.map((t) => ({
      ...newTask(t.kind),
      url: t.url ?? '',
      label: t.label ?? '',
      minLevel: t.minLevel,
      minAmount: t.minAmount ?? '',
    })),
    method: quest.reward.method,
    token: quest.reward.token,
    amountPerWinner: quest.reward.amountPerWinnerFormatted,
    winners: quest.reward.winners,
    xp: quest.reward.xp,
  };
}

const body = questBodySchema.shape;
const reward = questRewardInputSchema.shape;

/** Field -> error code (texts under errors.<code>) for one step; empty when it may go on.
 *  The fields are checked by the server's own schemas (packages/shared), on the values as
 *  typed or, for eligibility and tasks, on the body they become. */
export function validateQuestStep(
  step: QuestFormStep,
  v: QuestFormValues,
  now: Date,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const check = (schema: z.ZodType, value: unknown, prefix: string) =>
    Object.assign(errors, zodErrors(schema, value, { prefix }));
  if (step === 'setup') {
    check(body.projectId, v.projectId ?? undefined, 'projectId');
    check(body.title, v.title, 'title');
    check(body.summary, v.summary, 'summary');
    check(body.description, v.description, 'description');
    check(body.startsAt, v.startsAt, 'startsAt');
    check(body.endsAt, v.endsAt, 'endsAt');
    if (!errors.startsAt && !errors.endsAt) {
      const times = { startsAt: new Date(v.startsAt), endsAt: new Date(v.endsAt) };
      const problem = questTimesProblem(times, now);
      if (problem === 'QUEST_START_IN_PAST') errors.startsAt = 'quest_start_in_past';
      if (problem === 'QUEST_END_BEFORE_START') errors.endsAt = 'quest_end_before_start';
      if (problem === 'QUEST_DURATION') errors.endsAt = 'quest_duration_invalid';
    }
  }
  if (step === 'entries') {
    const sent = questBody(v);
    // 'conditions' without any condition set sends no eligibility at all
    check(body.eligibility, sent.eligibility, 'eligibility');
    if (v.eligibility === 'conditions' && v.minHolding)
      check(questEligibilitySchema.shape.minHolding, v.minHolding, 'minHolding');
    check(body.tasks, sent.tasks, 'tasks');
  }
  if (step === 'reward') {
    check(reward.amountPerWinner, v.amountPerWinner, 'amountPerWinner');
    check(reward.winners, v.winners, 'winners');
  }
  return errors;
}

/** The request body (POST/PUT /api/campaigns) for valid values. */
export function questBody(v: QuestFormValues): QuestBody {
  const conditions = v.eligibility === 'conditions';
  return {
    projectId: v.projectId ?? '',
    title: v.title.trim(),
    summary: v.summary.trim(),
    description: v.description.trim(),
    bannerUrl: v.bannerUrl,
    startsAt: new Date(v.startsAt).toISOString(),
    endsAt: new Date(v.endsAt).toISOString(),
    eligibility: {
      everyone: v.eligibility === 'everyone',
      minLevel: conditions && v.minLevel && v.minLevel > 1 ? v.minLevel : null,
      minHolding: conditions && Number(v.minHolding) > 0 ? v.minHolding.trim() : null,
      followProject: conditions && v.followProject,
      minAccountAgeDays:
        conditions && v.minAccountAgeDays && v.minAccountAgeDays > 0 ? v.minAccountAgeDays : null,
    },
    tasks: v.tasks.map((t) => ({
      kind: t.kind,
      label: t.label.trim() || null,
      url: taskNeedsUrl(t.kind) ? t.url.trim() : null,
      minLevel: t.kind === 'min_level' ? t.minLevel : null,
      minAmount: t.kind === 'hold_token' ? t.minAmount.trim() : null,
    })),
    reward: {
      method: v.method,
      token: v.token,
      amountPerWinner: v.amountPerWinner.trim(),
      winners: v.winners,
      xp: v.xp,
    },
  };
}
