/** The beating rules, now part of the beating step (steps/beating/rules.ts); kept for older importers. */
export { beats, beatingChoices, personalTrumps } from './steps/beating/rules.ts';
export type { BeatingMode } from '../compile/compile.ts';
