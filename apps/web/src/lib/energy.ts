// Energy display rules (spec 4): 'current/max' with max falling back to 1, a bar capped at
// 100 %, and, while below max, a countdown to lastResetEnergy + recycleEnergyStep.
import { ENERGY, energyPercent } from '@chainreview/shared/energy';
import type { Me } from '@chainreview/shared/schemas/user';

export type EnergyUser = Pick<Me, 'lastEnergy' | 'maxEnergy' | 'lastResetEnergy'>;

export interface EnergyView {
  current: number;
  max: number;
  percent: number;
  /** When the bar is full again (ms since epoch), or null when it is full already. */
  refillAt: number | null;
}

export function energyView(user: EnergyUser, stepSeconds: number | null | undefined): EnergyView {
  const max = user.maxEnergy > 0 ? user.maxEnergy : 1;
  const current = Math.max(0, user.lastEnergy);
  const step = stepSeconds && stepSeconds > 0 ? stepSeconds : ENERGY.recycleEnergyStep;
  const reset = Date.parse(user.lastResetEnergy);
  const refillAt = current < max && Number.isFinite(reset) ? reset + step * 1000 : null;
  return { current, max, percent: energyPercent(current, max), refillAt };
}

/** 'H:MM:SS' (hours not capped) for the time left; 0:00:00 once it has passed. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${hours}:${pad(minutes)}:${pad(seconds)}`;
}
