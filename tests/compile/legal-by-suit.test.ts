/**
 * Legal cards by suit masks: where every `must` clause reads effective suits alone, `legalCards`
 * decides by masks (`PlayRules.bySuit`) instead of calling each clause. Random positions of every
 * shipped variant and house rule must get the same legal cards, in the same order, both ways.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { CompiledVariant } from '../../src/compile/compile.ts';
import { legalCards, type PlayRules, type PlayView } from '../../src/compile/play-rules.ts';
import { compiled, pagatHouse as house } from '../helpers.ts';

/** House rules on the Pagat rules that stack suit clauses: negated ones, and several in force at once. */
const stacked: Record<string, string> = {
  'no-trump-when-led': 'no-trump: must not play trump when holding led [house]',
  'led-then-not-trump':
    'led-first: must play led when holding led [house]\nno-trump: must not play trump when holding trump [house]',
  'not-led-or-trump':
    'odd: must not play led or trump when holding trump [house]\nthen-led: must play led when holding led [house]',
  'no-trump-lead': 'no-trump-lead: must not lead trump [house]',
  // The second clause's condition reads the whole hand, not what the first one left.
  'narrow-twice':
    'override follow-or-trump: must not play trump when holding led [house]\nlt: must play led when holding trump [house]',
};

const dir = new URL('../../variants', import.meta.url);
const variants = [
  ...readdirSync(dir)
    .filter((f) => f.endsWith('.stw'))
    .map((f) => f.slice(0, -4)),
  ...readdirSync(new URL('../../variants/house', import.meta.url))
    .filter((f) => f.endsWith('.stw'))
    .map((f) => `${dir.pathname}/house/${f}`),
].sort();

describe('legal cards by suit masks', () => {
  it('the rules of Pagat are decided by masks (so the comparison below means something)', () => {
    expect(compiled('hindersche-pagat').play.bySuit.following).not.toBeNull();
  });
  const cases: [string, () => CompiledVariant][] = [
    ...variants.map((id): [string, () => CompiledVariant] => [id.split('/').pop()!, () => compiled(id)]),
    ...Object.entries(stacked).map(([id, rules]): [string, () => CompiledVariant] => [id, () => house(id, rules)]),
  ];
  it('the stacked house rules are decided by masks too', () => {
    for (const [id, rules] of Object.entries(stacked)) {
      const { bySuit } = house(id, rules).play;
      expect(id.endsWith('-lead') ? bySuit.leading : bySuit.following).not.toBeNull();
    }
  });
  for (const [id, load] of cases) {
    it(`${id}: same legal cards by masks as clause by clause`, () => {
      const cv = load();
      const generic: PlayRules = { ...cv.play, bySuit: { leading: null, following: null } };
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: cv.deck.suits.length }),
          fc.shuffledSubarray(
            Array.from({ length: cv.deck.size }, (_, c) => c),
            { minLength: 1, maxLength: 14 },
          ),
          fc.integer({ min: 0, max: 3 }),
          fc.integer({ min: 1, max: 12 }),
          (trump, cards, trickSize, trickNo) => {
            const t = cv.tables[trump]!;
            const trick = cards.slice(0, Math.min(trickSize, cards.length - 1));
            const hand = cards.slice(trick.length);
            const view = (): PlayView => ({
              t,
              hand,
              trick,
              led: trick.length ? t.eff[trick[0]!]! : -1,
              handSuits: 0,
              trickNo,
              played: trick,
            });
            expect([...legalCards(cv.play, view(), [])]).toEqual([...legalCards(generic, view(), [])]);
          },
        ),
        { numRuns: 300, seed: 20261125 },
      );
    });
  }
});
