// The reputation module's public face: what the app, the jobs and other modules may use of it.
export { awardXp, levelUpEffects, planEnergy, planXp, spendEnergy } from './reputation.service.ts';
