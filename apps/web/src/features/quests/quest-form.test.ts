import { describe, expect, it } from 'vitest';
import { questBodySchema } from '@chainreview/shared/schemas/quest';
import { emptyQuestForm, newTask, questBody, toLocalInput, validateQuestStep } from './quest-form';

const now = new Date('2026-03-01T10:00:00');

function filled() {
  return {
    ...emptyQuestForm(now, '7'),
    title: 'Explore the protocol',
    summary: 'Three tasks, ten winners',
    description: 'Follow us and write a review.',
    eligibility: 'everyone' as const,
    amountPerWinner: '0.5',
  };
}

describe('create quest form', () => {
  it("answers the spec's texts for an empty SetUp step", () => {
    const errors = validateQuestStep(
      'setup',
      { ...emptyQuestForm(now), startsAt: '', endsAt: '' },
      now,
    );
    expect(errors).toEqual({
      projectId: 'please_fill_this_field',
      title: 'quest_title_required',
      summary: 'quest_summary_required',
      description: 'quest_description_required',
      startsAt: 'quest_date_required',
      endsAt: 'quest_date_required',
    });
  });

  it('refuses an end before the start and a start in the past', () => {
    const v = filled();
    expect(
      validateQuestStep('setup', { ...v, endsAt: toLocalInput(new Date('2026-03-01T09:00')) }, now)
        .endsAt,
    ).toBe('quest_end_before_start');
    expect(
      validateQuestStep(
        'setup',
        { ...v, startsAt: toLocalInput(new Date('2026-02-01T09:00')) },
        now,
      ).startsAt,
    ).toBe('quest_start_in_past');
  });

  it('asks for the eligibility and a Discord URL on the Entries step', () => {
    const v = { ...filled(), eligibility: null, tasks: [newTask('discord')] };
    expect(validateQuestStep('entries', v, now)).toEqual({
      eligibility: 'quest_eligibility_required',
      'tasks.0.url': 'quest_discord_url_required',
    });
    expect(validateQuestStep('entries', { ...v, eligibility: 'conditions' }, now).eligibility).toBe(
      'quest_eligibility_required',
    );
    expect(
      validateQuestStep(
        'entries',
        { ...v, eligibility: 'conditions', followProject: true, tasks: [] },
        now,
      ),
    ).toEqual({ tasks: 'quest_tasks_required' });
  });

  it('checks the reward and sends a body the server schema accepts', () => {
    expect(validateQuestStep('reward', { ...filled(), amountPerWinner: '0' }, now)).toEqual({
      amountPerWinner: 'quest_amount_invalid',
    });
    const body = questBody({
      ...filled(),
      eligibility: 'conditions',
      minHolding: '100',
      tasks: [{ ...newTask('telegram'), url: 'https://t.me/project' }],
    });
    expect(questBodySchema.safeParse(body).success).toBe(true);
    expect(body.eligibility).toMatchObject({ everyone: false, minHolding: '100' });
    expect(body.tasks[0]).toMatchObject({ kind: 'telegram', url: 'https://t.me/project' });
  });

  it('names the failing field of each rule the shared schema holds', () => {
    expect(validateQuestStep('setup', { ...filled(), title: 'Four' }, now)).toEqual({
      title: 'quest_title_too_short',
    });
    expect(validateQuestStep('reward', { ...filled(), winners: 0 }, now)).toEqual({
      winners: 'please_fill_this_field',
    });
    expect(
      validateQuestStep(
        'entries',
        {
          ...filled(),
          eligibility: 'conditions',
          followProject: true,
          minHolding: 'ten',
          tasks: [newTask('min_level'), { ...newTask('hold_token'), minAmount: '0' }],
        },
        now,
      ),
    ).toEqual({
      minHolding: 'quest_amount_invalid',
      'tasks.0.minLevel': 'please_fill_this_field',
      'tasks.1.minAmount': 'quest_amount_invalid',
    });
  });
});
