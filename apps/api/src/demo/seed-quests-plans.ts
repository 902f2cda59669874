// The demo quests themselves: one per state, timed around the seed's clock.
import type { questTasks, quests } from '../db/schema.ts';

export const H = 3_600_000;
export const D = 24 * H;

interface DemoQuestPlan {
  key: string;
  title: string;
  summary: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  method: 'fcfs' | 'lucky_draw';
  token: 'bnb' | 'busd';
  amount: string;
  winners: number;
  xp: number;
  eligibility: (typeof quests.$inferInsert)['eligibility'];
  tasks: Array<Omit<typeof questTasks.$inferInsert, 'questId' | 'position'>>;
  state: 'draft' | 'published' | 'settled' | 'cancelled';
}

export function plans(now: number, projectName: string): DemoQuestPlan[] {
  const everyone = {
    everyone: true,
    minLevel: null,
    minHolding: null,
    followProject: false,
    minAccountAgeDays: null,
  };
  return [
    {
      key: 'live',
      title: `Explore ${projectName}`,
      summary:
        'Follow the project, review it and read the docs: 20 winners, first come first served.',
      description: `Get to know ${projectName}.\n\nFollow the project on ChainReview, write an honest review and read the documentation. The first 20 people to complete every task share the BNB pool, paid from the escrow contract.`,
      startsAt: new Date(now - D),
      endsAt: new Date(now + 6 * D),
      method: 'fcfs',
      token: 'bnb',
      amount: '0.05',
      winners: 20,
      xp: 20,
      eligibility: everyone,
      tasks: [
        { kind: 'follow_project' },
        { kind: 'review_project' },
        { kind: 'url', url: 'https://docs.chainreview.example/quests', label: 'Read the docs' },
      ],
      state: 'published',
    },
    {
      key: 'upcoming',
      title: `${projectName} community week`,
      summary: 'Join the community channels; five lucky members win BUSD after the end.',
      description:
        'Join the Discord and Telegram and follow us on X. After the end, five winners are drawn from everyone who completed the tasks, with a seed anyone can recompute.',
      startsAt: new Date(now + 2 * D),
      endsAt: new Date(now + 9 * D),
      method: 'lucky_draw',
      token: 'busd',
      amount: '10',
      winners: 5,
      xp: 15,
      eligibility: { ...everyone, everyone: false, minLevel: 2 },
      tasks: [
        { kind: 'discord', url: 'https://discord.gg/chainreview' },
        { kind: 'telegram', url: 'https://t.me/chainreview' },
        { kind: 'twitter', url: 'https://x.com/chainreview' },
      ],
      state: 'published',
    },
    {
      // settled early (both places taken) and over two minutes after seeding: the escrow pays
      // winners from the end on, so the Demo wallet can claim its reward from then
      key: 'settled',
      title: `${projectName} early supporters`,
      summary: 'Two places, both taken: the winners claim their BUSD once it ends.',
      description:
        'The first two members to follow the project won 25 BUSD each. The places are taken, so the quest is settled and the winners claim on chain once it ends.',
      startsAt: new Date(now - 2 * D),
      endsAt: new Date(now + 2 * 60_000),
      method: 'fcfs',
      token: 'busd',
      amount: '25',
      winners: 2,
      xp: 10,
      eligibility: everyone,
      tasks: [{ kind: 'follow_project' }],
      state: 'settled',
    },
    {
      // funded now and over two minutes later (an escrow cannot hold a quest that already
      // ended): then 'ended' until the first block after its end seeds the draw
      key: 'ended',
      title: `${projectName} review sprint`,
      summary: 'Reviewers of the project entered a lucky draw for three BNB prizes.',
      description:
        'Everyone who reviewed the project entered the draw. The winners are drawn with the hash of the first block after the end, mixed with the quest id, so anyone can check them.',
      startsAt: new Date(now - 3 * D),
      endsAt: new Date(now + 2 * 60_000),
      method: 'lucky_draw',
      token: 'bnb',
      amount: '0.01',
      winners: 3,
      xp: 10,
      eligibility: everyone,
      tasks: [{ kind: 'review_project' }],
      state: 'published',
    },
    {
      key: 'draft',
      title: `${projectName} holders quest (draft)`,
      summary: 'A draft the owner has not funded yet.',
      description: 'Hold the token and donate to a reviewer of the project.',
      startsAt: new Date(now + 3 * D),
      endsAt: new Date(now + 10 * D),
      method: 'fcfs',
      token: 'bnb',
      amount: '0.02',
      winners: 10,
      xp: 20,
      eligibility: { ...everyone, everyone: false, followProject: true },
      tasks: [{ kind: 'hold_token', minAmount: '1' }, { kind: 'donate_reviewer' }],
      state: 'draft',
    },
    {
      key: 'cancelled',
      title: `${projectName} launch quest (cancelled)`,
      summary: 'Cancelled before its start; the escrow refunded the pool to the owner.',
      description: 'This quest was funded and then cancelled before it started.',
      startsAt: new Date(now + 4 * D),
      endsAt: new Date(now + 8 * D),
      method: 'lucky_draw',
      token: 'bnb',
      amount: '0.01',
      winners: 3,
      xp: 5,
      eligibility: everyone,
      tasks: [{ kind: 'url', url: 'https://chainreview.example/launch' }],
      state: 'cancelled',
    },
  ];
}
