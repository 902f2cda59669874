// The vote state machine of spec section 4.
import type { Vote } from './enums.ts';

/** The new state after pressing `button` while in `current`: pressing the same button unvotes. */
export function nextVote(current: Vote, button: 'up' | 'down'): Vote {
  return current === button ? 'none' : button;
}

/** Counter deltas for a transition, applied to upVoteCount and downVoteCount. */
export function voteDelta(from: Vote, to: Vote): { up: number; down: number } {
  return {
    up: (to === 'up' ? 1 : 0) - (from === 'up' ? 1 : 0),
    down: (to === 'down' ? 1 : 0) - (from === 'down' ? 1 : 0),
  };
}

/** A change or removal of an existing vote asks for confirmation and costs voteEnergy. */
export function isVoteChange(from: Vote, to: Vote): boolean {
  return from !== 'none' && from !== to;
}
