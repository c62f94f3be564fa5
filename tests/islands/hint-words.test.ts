/**
 * The Play page's hint for a card (src/islands/play-words.ts hintFor): what taking the trick would
 * bring, counted as the deal counts it: the cards' points and what the trick is worth by itself
 * (`each trick 5`), named "points" where tricks carry points and "card points" where only cards do.
 */
import { describe, expect, it } from 'vitest';
import { hintFor, hintLines } from '../../src/islands/play-words.ts';
import { legalPlays, playCard, startPlayIn } from '../../src/engine/play.ts';
import { cardName } from '../../src/engine/explain.ts';
import type { CompiledVariant } from '../../src/compile/compile.ts';
import { compiled } from '../helpers.ts';

const names = ['You', 'Ada', 'Ben', 'Cleo'];

/** A deal of `phase` with the 32 cards dealt round in order, three cards played; the hint for the fourth seat's first legal card. */
function lastCardHint(cv: CompiledVariant, phase: string): { hint: string; card: string } {
  const hands: number[][] = [[], [], [], []];
  for (let c = 0; c < cv.deck.size; c++) hands[c % 4]!.push(c);
  let p = startPlayIn(cv, phase, [0, 1, 2, 3], hands, -1);
  for (let k = 0; k < 3; k++) p = playCard(cv, p, p.turn, legalPlays(cv, p, p.turn)[0]!);
  const card = legalPlays(cv, p, p.turn)[0]!;
  return { hint: hintFor(cv, p, p.turn, card, names, 0), card: cardName(cv, card) };
}

describe('the hint for a card says what the trick would bring', () => {
  it('counts what a trick is worth by itself: a trick costs 5 penalty points in No Tricks', () => {
    // Paid into the pot, so penalties, not card points (issue 26).
    const { hint, card } = lastCardHint(compiled('kein-stich'), 'no-tricks');
    expect(hint).toMatch(new RegExp(`^the ${card}: \\w+ takes? the trick with 5 penalty points(,|:) `));
  });
  it('says "card points" where only the cards count', () => {
    const cv = compiled('hindersche-pagat');
    const { hint } = lastCardHint(cv, cv.phases[0]!.id);
    expect(hint).toMatch(/takes? the trick with \d+ card points?\b/);
  });
});

describe("the hint judges a card by the phase's own aim", () => {
  /** The hints of the fourth seat's legal cards, read as that player ("you"). */
  function hints(cv: CompiledVariant, phase: string): string[] {
    const hands: number[][] = [[], [], [], []];
    for (let c = 0; c < cv.deck.size; c++) hands[c % 4]!.push(c);
    let p = startPlayIn(cv, phase, [0, 1, 2, 3], hands, -1);
    for (let k = 0; k < 3; k++) p = playCard(cv, p, p.turn, legalPlays(cv, p, p.turn)[0]!);
    return legalPlays(cv, p, p.turn).map((c) => hintFor(cv, p, p.turn, c, ['Ada', 'Ben', 'Cleo', 'You'], p.turn));
  }
  it('says that points taken count against you where they do, and that leaving them to another is good', () => {
    const all = [...hints(compiled('kein-stich'), 'no-tricks'), ...hints(compiled('hindersche-pagat'), 'vier-strich')];
    expect(all.length).toBeGreaterThan(1);
    for (const h of all) {
      if (/ you take the trick with [1-9]/.test(h))
        expect(h).toMatch(/, which count against you(; if the deal ended now, you would come off (worst|best))?$/);
      else if (/takes the trick with [1-9]/.test(h))
        expect(h).toMatch(/: good for you, they count against whoever takes them$/);
    }
    expect(all.some((h) => /, which count against you(;.*)?$/.test(h))).toBe(true);
  });
});

describe('the hint lines', () => {
  it('say once what every card would do alike, and card by card otherwise', () => {
    expect(
      hintLines([
        'the 7 of Clubs: you would hold the trick so far (5 points in it)',
        'the Ace of Hearts: you would hold the trick so far (5 points in it)',
      ]),
    ).toEqual(['any of your 2 cards: you would hold the trick so far (5 points in it)']);
    const differ = [
      'the 7 of Clubs: you would hold the trick so far (0 card points in it)',
      'the Ace of Hearts: you would hold the trick so far (11 card points in it)',
    ];
    expect(hintLines(differ)).toEqual(differ);
    expect(hintLines(['the 7 of Clubs fits a row'])).toEqual(['the 7 of Clubs fits a row']);
  });
});

describe('the hint says where a finished trick would leave you', () => {
  it('in Vier-Strich, taking the trick that gives you the most points so far would make you worst off, and only then', () => {
    // Pagat: the player with most card points after the deal takes a mark (issue 26: "a mark is likely").
    const cv = compiled('hindersche-pagat');
    let worst = 0;
    for (let shift = 1; shift < 8; shift += 2) {
      const hands: number[][] = [[], [], [], []];
      for (let c = 0; c < cv.deck.size; c++) hands[(c * shift + (c >> 3)) % 4]!.push(c);
      if (hands.some((h) => h.length !== 9)) continue;
      let p = startPlayIn(cv, 'vier-strich', [0, 1, 2, 3], hands, -1);
      while (p.tricksPlayed < 9) {
        for (let k = 0; k < 3; k++) p = playCard(cv, p, p.turn, legalPlays(cv, p, p.turn).at(-1)!);
        const you = p.turn;
        for (const c of legalPlays(cv, p, you)) {
          const after = playCard(cv, p, you, c);
          const pts = after.lastTrick
            ? [...p.points].map((x, q) => x + (q === after.lastTrick!.winner ? after.lastTrick!.points : 0))
            : after.points;
          const most = pts.every((x, q) => q === you || x < pts[you]!);
          const hint = hintFor(cv, p, you, c, names, you);
          expect(hint.endsWith('; if the deal ended now, you would come off worst'), hint).toBe(most);
          if (most) worst++;
        }
        p = playCard(cv, p, you, legalPlays(cv, p, you)[0]!);
      }
    }
    expect(worst).toBeGreaterThan(0);
  });
});
