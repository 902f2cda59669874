// How a quest reads: time left or until the start, the reward line, the progress. Pure.
import type { Quest } from '@chainreview/shared/schemas/quest';

/** The largest whole unit of a duration, for Intl.RelativeTimeFormat. */
export function durationParts(ms: number): { value: number; unit: Intl.RelativeTimeFormatUnit } {
  const abs = Math.max(0, ms);
  if (abs >= 86_400_000) return { value: Math.floor(abs / 86_400_000), unit: 'day' };
  if (abs >= 3_600_000) return { value: Math.floor(abs / 3_600_000), unit: 'hour' };
  return { value: Math.max(1, Math.floor(abs / 60_000)), unit: 'minute' };
}

/** 'in 3 days' (relative to now) in the viewer's language. */
export function relativeIn(ms: number, language: string): string {
  const { value, unit } = durationParts(ms);
  return new Intl.RelativeTimeFormat(language, { numeric: 'always' }).format(value, unit);
}

/** What the card and header say about time: when it starts, ends or ended. */
export function questTiming(
  quest: Pick<Quest, 'state' | 'startsAt' | 'endsAt'>,
  now: Date,
): { key: 'startsIn' | 'endsIn' | 'ended' | 'draft' | 'cancelled'; ms: number } {
  const start = Date.parse(quest.startsAt) - now.getTime();
  const end = Date.parse(quest.endsAt) - now.getTime();
  if (quest.state === 'draft') return { key: 'draft', ms: start };
  if (quest.state === 'cancelled') return { key: 'cancelled', ms: 0 };
  if (quest.state === 'upcoming') return { key: 'startsIn', ms: start };
  if (quest.state === 'live') return { key: 'endsIn', ms: end };
  return { key: 'ended', ms: -end };
}

/** Share of the tasks the viewer has done (0..100). */
export function progressOf(quest: Pick<Quest, 'tasks' | 'viewer'>): number {
  if (!quest.viewer || quest.tasks.length === 0) return 0;
  const done = quest.tasks.filter((t) => quest.viewer!.doneTaskIds.includes(t.id)).length;
  return Math.round((done / quest.tasks.length) * 100);
}

export const STATE_COLORS: Record<Quest['state'], string> = {
  draft: 'gray',
  upcoming: 'blue',
  live: 'teal',
  ended: 'orange',
  settled: 'grape',
  cancelled: 'red',
};
