import type { LanguagePack } from './types.ts';

export const en: LanguagePack = {
  space: ' ',
  titles: {
    pos: [
      '{name} has become my daily driver',
      'Solid team and a product that actually works',
      'Smooth experience from day one',
      'One of the better projects I have used this year',
      'Low fees, helpful support, no complaints',
      '{symbol} is worth keeping an eye on',
      'Clean interface and honest communication',
      'Finally a project that delivers on its roadmap',
      'Impressed after three months with {name}',
      'Reliable, fast and well documented',
    ],
    mixed: [
      'Good idea, execution still a bit rough',
      'Decent, but not quite there yet',
      'Promising, with a few caveats',
      'Works fine, support could be faster',
      'Mixed feelings after a month with {name}',
      'Useful, but the fees add up',
    ],
    neg: [
      'Disappointed with {name} so far',
      'Too many bugs to trust with real money',
      'Support never answered my ticket',
      'Be careful before you ape in',
      'The roadmap keeps slipping',
      'Not worth the hype in my opinion',
    ],
  },
  openers: {
    pos: [
      'I have been using {name} for a few months now and it has been a genuinely good experience.',
      'I started with a small amount to test {name} and ended up moving most of my activity here.',
      'Writing this after about three months with {name}, mostly on mobile.',
      'I was skeptical at first, but {name} won me over.',
      'Short version: {name} does what it promises.',
      'I found {name} through a friend and I am glad I gave it a try.',
    ],
    mixed: [
      'I have mixed feelings about {name} after using it for a few weeks.',
      '{name} gets a lot of things right, but not everything.',
      'There is a lot to like about {name}, and a few things that bother me.',
      'I wanted to love {name}, and in some ways I do.',
    ],
    neg: [
      'I really wanted {name} to work, but my experience has been frustrating.',
      'I am writing this review as a warning to other users of {name}.',
      'After two months with {name}, I am moving my funds elsewhere.',
      'Unfortunately {name} did not live up to what was advertised.',
    ],
  },
  body: {
    pos: [
      'The interface is clean and every action is explained before you sign.',
      'Transactions confirmed quickly even during busy hours.',
      'The documentation is clear enough that I never needed to ask for help.',
      'The team answers questions in the community chat almost every day.',
      'Fees are lower than most alternatives I have tried.',
      'They publish regular updates and actually ship what they announce.',
      'The audit reports are linked right on the website, which I appreciate.',
      'The mobile experience is just as good as the desktop one.',
      'Tokenomics are simple and the unlock schedule is public.',
      'When I made a mistake with a transfer, support walked me through fixing it.',
      'The community is friendly to newcomers and not only about price talk.',
    ],
    mixed: [
      'Some screens are confusing the first time you use them.',
      'Gas costs can spike at the wrong moment, so timing matters.',
      'The roadmap is ambitious and a few milestones have slipped by several weeks.',
      'Liquidity is fine for small trades but thin for larger ones.',
      'The token price has been volatile, which makes planning difficult.',
      'Documentation exists but is partly outdated.',
    ],
    neg: [
      'My transaction was stuck for hours and nobody could tell me why.',
      'The app crashed several times while I was approving a transfer.',
      'Support tickets go unanswered for days.',
      'Important changes were announced only after they went live.',
      'Withdrawal fees were much higher than the website suggested.',
      'The team wallet moved a large amount of tokens without any explanation.',
      'Half of the features on the roadmap are still marked as coming soon.',
      'The Telegram group is full of bots and unanswered questions.',
    ],
  },
  category: {
    utility: {
      pos: [
        'Swaps and deposits take only a couple of clicks and the price impact is shown upfront.',
        'Staking {symbol} gives a fair share of the fees, and rewards arrive on time.',
      ],
      neg: ['Slippage settings reset after every refresh, which cost me on a volatile pair.'],
    },
    payment: {
      pos: [
        'Paying a merchant took a few seconds and the receipt showed up immediately.',
        'I send money to family abroad every month and it is far cheaper than a bank transfer.',
      ],
      neg: ['Two of my payments failed and the refunds took more than a week.'],
    },
    security: {
      pos: [
        'It flagged a malicious approval request before I signed it, which probably saved my wallet.',
        'Setup took ten minutes and the recovery process is well explained.',
      ],
      neg: ['It raised so many false alarms that I started ignoring the warnings.'],
    },
    stablecoins: {
      pos: [
        'The peg held nicely during the last market drop.',
        'Minting and redeeming worked exactly as described, with no hidden fees.',
      ],
      neg: ['The peg slipped to 0.97 for a whole day and there was no communication about it.'],
    },
    layer1: {
      pos: [
        'Blocks finalize in a couple of seconds and the explorer is easy to read.',
        'Running a validator node was straightforward with the official guide.',
      ],
      neg: ['The network halted for several hours last month and the post-mortem was vague.'],
    },
    layer2: {
      pos: [
        'Bridging in took a few minutes and fees on the rollup are a fraction of a cent.',
        'Most of my usual apps are already deployed here, so moving over was painless.',
      ],
      neg: ['Withdrawing back to the base layer took much longer than the documentation says.'],
    },
    nft: {
      pos: [
        'The artwork is beautiful in full resolution and the metadata is frozen on decentralized storage.',
        'Holder perks are real: I got early access to two drops and an invitation to a community event.',
      ],
      neg: [
        'The floor price collapsed after the mint and the promised holder perks never arrived.',
      ],
    },
  },
  closers: {
    pos: [
      'Recommended, especially for newcomers.',
      'I will keep using it and I will update this review if anything changes.',
      'Keep up the good work, team.',
      'Definitely worth a try.',
    ],
    mixed: [
      'I will check again in a few months before deciding.',
      'Worth a try, but start with a small amount.',
      'If they fix these issues this could be a great project.',
    ],
    neg: [
      'I cannot recommend it right now.',
      'Do your own research and be careful.',
      'I hope the team reads this and improves.',
    ],
  },
  replies: [
    'Thanks for the detailed review, very helpful.',
    'Same experience here.',
    'I had the opposite experience, support fixed my issue in a day.',
    'Did you try contacting them on Discord?',
    'Good point about the fees.',
    'This matches what I saw last month.',
    'Useful, thanks for sharing!',
    'How long have you been using it?',
    'Agreed, the interface is great.',
    'Fair review, I would rate it the same.',
    'I think you are being a bit harsh, but fair enough.',
    'Bookmarking this before I invest.',
    'Great write-up.',
    '+1',
  ],
  authorReplies: [
    'Thanks! I will update the review after the next release.',
    'Good question, about three months now.',
    'Appreciate it. Happy to answer any questions.',
  ],
  hashtags: {
    general: ['web3', 'DYOR', 'crypto'],
    utility: ['DeFi', 'yield'],
    payment: ['payments'],
    security: ['security'],
    stablecoins: ['stablecoin'],
    layer1: ['layer1'],
    layer2: ['layer2', 'rollup'],
    nft: ['NFT', 'digitalart'],
  },
  bios: [
    'DeFi user since 2020. I test new protocols with small amounts and write about what I find.',
    'NFT collector and part-time illustrator.',
    'Developer by day, yield farmer by night.',
    'Long-term holder. Nothing here is financial advice.',
    'I review wallets and security tools so you do not have to learn the hard way.',
    'Learning about rollups one bridge at a time.',
  ],
  donationMessages: [
    'Thanks for the honest review!',
    'Great write-up, have a coffee on me.',
    'Your review saved me from a bad trade.',
    'Keep the reviews coming!',
  ],
};
