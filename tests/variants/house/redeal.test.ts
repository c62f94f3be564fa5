/**
 * A redeal whose condition reads the asker's hand (issue 29): the gallery house rule, the hand read
 * under the deal's trump (the Jacks that are trumps included), the permissive reading when no hand is
 * known, and the scenario's optional `hands` and `trump` on a redeal.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkPath } from '../../../src/check/check.ts';
import { cardId } from '../../../src/compile/cards.ts';
import { compileVariant, type CompiledVariant } from '../../../src/compile/compile.ts';
import { redealAllowed } from '../../../src/engine/flow/redeal.ts';
import { initialState } from '../../../src/engine/flow/states.ts';
import { diskReader } from '../../../src/resolve/disk.ts';
import { memoryReader } from '../../../src/resolve/load.ts';
import { runExamples } from '../../../src/scenario/examples.ts';
import { clauseSentences } from '../../../src/compile/clause-words.ts';
import { replay } from '../../../src/scenario/replay.ts';

const ID = 'hindersche-no-trump-redeal';

describe(`gallery: ${ID}`, () => {
  it('checks clean, cites a source, and its example passes against it and fails against hindersche-pagat', () => {
    const { variant: v, diagnostics } = checkPath(diskReader, `variants/house/${ID}.stw`);
    expect(diagnostics).toEqual([]);
    expect(v!.file.extends.map((x) => x.name)).toEqual(['hindersche-pagat']);
    expect(v!.clauses.filter((c) => String(c.node.loc.source).includes(ID)).every((c) => c.node.cite !== null)).toBe(
      true,
    );
    expect(runExamples(v!).map((r) => r.ok)).toEqual([true]);
    const b = checkPath(diskReader, 'hindersche-pagat').variant!;
    const texts = new Map([...b.texts, ...v!.texts]);
    expect(runExamples({ ...b, examples: v!.examples, texts }).map((r) => r.ok)).toEqual([false]);
  });
});

/** A house rule on Hindersche, whose Jacks of the trump colour are trumps, with the redeal `when` given. */
function compiled(when: string): CompiledVariant {
  const text = `variant t "T"\n  extends hindersche-pagat\nsource table "House rule" by "us"\noverride huebscher: action redeal by anyone before play when ${when} [table]\n`;
  const { variant, diagnostics } = checkPath(
    memoryReader({ 'hindersche-pagat': readFileSync('variants/hindersche-pagat.stw', 'utf8'), t: text }),
    't',
  );
  expect(diagnostics).toEqual([]);
  return compileVariant(variant!);
}

const cards = (cv: CompiledVariant, names: string) => names.split(' ').map((n) => cardId(cv.deck, n));

describe("a redeal's condition reads the asker's hand under the deal's trump", () => {
  const noTrumps = '6S 7S 8S 9S 6C 7C 8C 6D 7D';
  it('`not holding trump`: allowed without a trump, refused with the Jack of Diamonds under Hearts (a trump there)', () => {
    const cv = compiled('not holding trump');
    const s = initialState(cv, ['N', 'W', 'S', 'E'], 0);
    const H = cv.deck.suits.indexOf('H'),
      S = cv.deck.suits.indexOf('S');
    expect(redealAllowed(cv, s, 1, { cards: cards(cv, noTrumps), trump: H })).toBe(true);
    expect(redealAllowed(cv, s, 1, { cards: cards(cv, '6S 7S 8S 9S 6C 7C 8C JD 7D'), trump: H })).toBe(false);
    // Under Spades the same hand is all trumps but for the Clubs and Diamonds.
    expect(redealAllowed(cv, s, 1, { cards: cards(cv, noTrumps), trump: S })).toBe(false);
  });
  it('`held`, `holding only`, a rank and `points` read the hand too', () => {
    const s = (cv: CompiledVariant) => initialState(cv, ['N', 'W', 'S', 'E'], 0);
    const H = 1;
    const held = compiled('held trump < 2');
    expect(redealAllowed(held, s(held), 0, { cards: cards(held, '6H 7S 8S 9S 6C 7C 8C 6D 7D'), trump: H })).toBe(true);
    expect(redealAllowed(held, s(held), 0, { cards: cards(held, '6H JD 8S 9S 6C 7C 8C 6D 7D'), trump: H })).toBe(false);
    const only = compiled('holding only (rank 6 or rank 7 or rank 8 or rank 9)');
    expect(redealAllowed(only, s(only), 0, { cards: cards(only, noTrumps), trump: H })).toBe(true);
    expect(redealAllowed(only, s(only), 0, { cards: cards(only, '6S 7S 8S 9S 6C 7C 8C 6D AD'), trump: H })).toBe(false);
    const points = compiled('not holding points');
    expect(redealAllowed(points, s(points), 0, { cards: cards(points, noTrumps), trump: H })).toBe(true);
    expect(redealAllowed(points, s(points), 0, { cards: cards(points, '6S 7S 8S 9S 6C 7C 8C 6D 10D'), trump: H })).toBe(
      false,
    );
  });
  it('with no hand known, the redeal is taken as agreed: each hand atom counts as what lets it through', () => {
    for (const when of ['not holding trump', 'holding trump', 'held trump = 0 and holding only H']) {
      const cv = compiled(when);
      expect(redealAllowed(cv, initialState(cv, ['N', 'W', 'S', 'E'], 0), 0)).toBe(true);
    }
    // What is not the hand is still read: not in Vier-Strich.
    const cv = compiled('not holding trump and phase = butzen');
    expect(redealAllowed(cv, initialState(cv, ['N', 'W', 'S', 'E'], 0), 0)).toBe(false);
  });
});

describe("a scenario redeal's `hands` and `trump`", () => {
  const sc = JSON.parse(readFileSync('tests/fixtures/redeal/no-trump-redeal.json', 'utf8'));
  const cv = compileVariant(checkPath(diskReader, `variants/house/${ID}.stw`).variant!);
  it('refuses a redeal the hand does not allow, in words (the clause’s sentence)', () => {
    // Without the words layer (as the slate replays) the refusal names the rule alone.
    expect(replay(cv, sc).error?.message).toBe('S may not ask for a redeal with this hand (rule huebscher [table])');
    const t = replay(cv, sc, { ruleSentence: clauseSentences(cv) });
    expect(t.error).toEqual({
      deal: 3,
      rule: 'huebscher',
      message:
        'S may not ask for a redeal with this hand: Any player may ask for a redeal before play when the player holds no trump or (the phase is Phase 2 – Butzen and (the reading “At any stage of Butzen” is followed or the number of players still in is 2)), if the opponents agree. (rule huebscher [table])',
    });
  });
  it('takes a redeal without hands as agreed', () => {
    const t = replay(cv, {
      ...sc,
      deals: sc.deals.map(({ hands: _h, trump: _t, ...d }: Record<string, unknown>) => d),
    });
    expect(t.error).toBeUndefined();
  });
  it('refuses hands without the asker’s, and a trump without hands, naming the field', () => {
    const no = (deal: Record<string, unknown>) => () => replay(cv, { ...sc, deals: [deal] });
    expect(no({ redeal: true, askedBy: 'W', hands: { S: ['6S'] }, trump: 'H' })).toThrow(/deals\[0\]\.hands\.W/);
    expect(no({ redeal: true, askedBy: 'W', trump: 'H' })).toThrow(/deals\[0\]\.trump/);
    expect(no({ redeal: true, askedBy: 'W', hands: { W: ['6S'] } })).toThrow(/deals\[0\]\.trump: missing/);
    expect(no({ redeal: true, askedBy: 'W', hands: { W: ['6S', 'ZZ'] }, trump: 'H' })).toThrow(
      /deals\[0\]\.hands\.W\[1\]/,
    );
  });
});
