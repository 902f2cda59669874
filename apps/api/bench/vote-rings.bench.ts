// `npm run bench`: the vote-integrity detector's precision and recall on a synthetic
// population with planted rings and serial voters. BENCH_SEED picks the seed (printed).
import {
  detectSerialVotes,
  detectVoteRings,
  precisionRecall,
  VOTE_INTEGRITY,
} from '@chainreview/shared';
import { generatePopulation } from '../test/vote-population.ts';

const seed = Number(process.env.BENCH_SEED ?? 16);
const started = performance.now();
const population = generatePopulation({ seed });
const generated = performance.now();
const serial = detectSerialVotes(population.events);
const rings = detectVoteRings(population.events);
const detectedMs = performance.now() - generated;

const serialScore = precisionRecall(
  serial.map((f) => `${f.voterId}:${f.authorId}`),
  population.serialPairs,
);
const ringScore = precisionRecall(
  rings.flatMap((r) => r.memberIds),
  population.ringMembers,
);
const fmt = (x: number) => x.toFixed(3);
console.log(`\nvote-integrity detector (seed ${seed})`);
console.log(
  `  population: ${population.users} users, ${population.reviews} reviews, ${population.events.length} votes ` +
    `(generated in ${(generated - started).toFixed(0)} ms, detected in ${detectedMs.toFixed(0)} ms)`,
);
console.log(
  `  serial voters: planted ${serialScore.planted} pairs, flagged ${serialScore.detected}, ` +
    `precision ${fmt(serialScore.precision)}, recall ${fmt(serialScore.recall)}`,
);
console.log(
  `  vote rings: planted ${population.rings.length} rings / ${ringScore.planted} members, ` +
    `flagged ${rings.length} rings / ${ringScore.detected} members, ` +
    `precision ${fmt(ringScore.precision)}, recall ${fmt(ringScore.recall)}`,
);
console.log(
  `  thresholds: serial >= ${VOTE_INTEGRITY.serialMinVotes} votes in ${VOTE_INTEGRITY.serialWindowMs / 3600_000} h; ` +
    `ring pair >= ${VOTE_INTEGRITY.ringMinPairVotes} each way, lift >= ${VOTE_INTEGRITY.ringMinLift}, share >= ${VOTE_INTEGRITY.ringMinShare}`,
);
const ok = [serialScore.precision, serialScore.recall, ringScore.precision, ringScore.recall].every(
  (x) => x >= 0.9,
);
if (!ok) {
  console.error('  below the 0.9 bar');
  process.exitCode = 1;
}
