// Quests: owners create drafts for their project and publish them only once the server has
// verified the escrow deposit on chain; participants join when eligible (read at join time,
// the token balance on chain), complete tasks (checked against our data and the chain, or
// declared), and win by FCFS (the order the server records completions, serialized on the
// quest row) or by a lucky draw seeded by the first block after the end. Winners claim on chain
// with an EIP-712 voucher, from the end to the claim deadline (the escrow's window); the claim
// is then recorded from its receipt. One file per part; this file is their service face.
export { stateOf } from './quests.common.ts';
export { getQuest, listQuests, myQuestProjects, myQuests } from './quests.listing.ts';
export { cancelQuest, createQuest, publishQuest, updateQuest } from './quests.owner.ts';
export { checkTask, joinQuest } from './quests.participants.ts';
export { questWinners, runQuestLifecycle, settleQuest } from './quests.settlement.ts';
export { claimVoucher, recordChainCancel, recordClaim, reportClaim } from './quests.claims.ts';
