/**
 * What each step kind does, in a few words, for a machine state named by its step's clause (the
 * inspector's chart, src/islands/inspector.ts): a list apart from ./index.ts so that the browser's
 * inspector takes these words and nothing of the rules. Typed by the compiled step kinds, so that a
 * new kind does not compile until it has its title.
 */
import type { CompiledStep } from '../../compile/steps.ts';

/** Each step kind's title. */
const KIND_TITLES: { readonly [K in CompiledStep['kind']]: string } = {
  tricks: 'Card play in tricks',
  layoff: 'Laying off in rows',
  beating: 'Beating or picking up',
  give: 'Giving cards',
  exchange: 'Exchanging with the table',
  'name-trump': 'Naming the trump',
  'choose-trumps': 'Choosing trump suits',
  choose: 'A choice at the table',
  'give-rule': 'Cards moving by rule',
  'lay-away': 'Laying cards away',
};

/** The title of a step of kind `kind`, or undefined for a kind the registry does not know. */
export const kindTitle = (kind: string): string | undefined =>
  Object.hasOwn(KIND_TITLES, kind) ? KIND_TITLES[kind as CompiledStep['kind']] : undefined;
