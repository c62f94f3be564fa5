import { describe, expect, it } from 'vitest';
import { cardId } from '../../src/compile/cards.ts';
import { legalCards, refusingClause, type PlayView } from '../../src/compile/play-rules.ts';
import { readFileSync } from 'node:fs';
import { checkPath } from '../../src/check/check.ts';
import { compileVariant, type CompiledVariant } from '../../src/compile/compile.ts';
import { memoryReader } from '../../src/resolve/load.ts';
import { compiled } from '../helpers.ts';

const cv = compiled('hindersche-pagat');
const D = cv.deck.suits.indexOf('D');
const S = cv.deck.suits.indexOf('S');
const c = (name: string) => {
  const id = cardId(cv.deck, name);
  if (id < 0) throw new Error(name);
  return id;
};
const cards = (names: string) => names.split(' ').map(c);
const tables = (trump: number) => cv.tables[trump]!;

/** The position of a player holding `hand` with `trick` on the table (diamonds trump unless given). */
function view(hand: string, trick: string, trump = D): PlayView {
  const t = tables(trump);
  const tr = trick ? cards(trick) : [];
  return { t, hand: cards(hand), trick: tr, led: tr.length ? t.eff[tr[0]!]! : -1, handSuits: 0 };
}
const legal = (v: PlayView) => [...legalCards(cv.play, v, [])].map((x) => cv.deck.names[x]).sort();
const winner = (trick: string, trump = D) => cards(trick)[cv.play.winner(tables(trump), cards(trick))];

describe('ranking and points (Pagat)', () => {
  it('has 36 cards and 140 card points whatever the trump', () => {
    expect(cv.deck.size).toBe(36);
    for (let t = 0; t < 4; t++) expect(Array.from(tables(t).points).reduce((a, b) => a + b, 0)).toBe(140);
  });

  it('ranks the Old Man (trump Jack) first and the Little Man (Jack of the same colour) second', () => {
    const trumps = cv.deck.names
      .map((_, i) => i)
      .filter((i) => tables(D).eff[i] === cv.trump)
      .sort((a, b) => tables(D).power[b]! - tables(D).power[a]!)
      .map((i) => cv.deck.names[i]);
    expect(trumps).toEqual(['JD', 'JH', 'AD', 'KD', 'QD', '10D', '9D', '8D', '7D', '6D']);
  });

  it('values the Old Man and Little Man at 12 and the other Jacks at 2', () => {
    expect(tables(D).points[c('JD')]).toBe(12);
    expect(tables(D).points[c('JH')]).toBe(12);
    expect(tables(D).points[c('JS')]).toBe(2);
    expect(tables(S).points[c('JC')]).toBe(12);
    expect(tables(S).points[c('JH')]).toBe(2);
  });

  it('ranks plain suits A K Q J 10 9 8 7 6, Tens low', () => {
    const spades = cards('6S 7S 8S 9S 10S JS QS KS AS').sort((a, b) => tables(D).power[b]! - tables(D).power[a]!);
    expect(spades.map((x) => cv.deck.names[x])).toEqual(['AS', 'KS', 'QS', 'JS', '10S', '9S', '8S', '7S', '6S']);
  });
});

describe('trick winner', () => {
  it('goes to the highest card of the suit led when no trump is played', () => {
    expect(cv.deck.names[winner('9S AS 6S KS')!]).toBe('AS');
  });
  it('goes to the highest trump when trumps are played', () => {
    expect(cv.deck.names[winner('AS 6D 7D KS')!]).toBe('7D');
  });
  it('counts the Little Man as a trump, not a heart, when hearts are led', () => {
    expect(cv.deck.names[winner('AH JH KH QH')!]).toBe('JH');
    expect(cv.deck.names[winner('AH JH AD QH')!]).toBe('JH');
  });
  it('lets the Old Man beat the Little Man', () => {
    expect(cv.deck.names[winner('7D JH JD AD')!]).toBe('JD');
  });
  it('does not let a card of another suit win', () => {
    expect(cv.deck.names[winner('6C AS AH KC')!]).toBe('KC');
  });
});

describe('follow suit or trump', () => {
  it('allows any card to the lead', () => {
    expect(legal(view('AS 6H 7D', ''))).toEqual(['6H', '7D', 'AS']);
  });
  it('holding the suit led, allows only that suit or a trump', () => {
    expect(legal(view('AS 6H 7D 9C', '10H'))).toEqual(['6H', '7D']);
    expect(refusingClause(cv.play, view('AS 6H 7D 9C', '10H'), c('AS'))).toBe('follow-or-trump');
    expect(refusingClause(cv.play, view('AS 6H 7D 9C', '10H'), c('7D'))).toBeNull();
  });
  it('without the suit led, allows any card', () => {
    expect(legal(view('AS 7D 9C', '10H'))).toEqual(['7D', '9C', 'AS']);
  });
  it('treats the Little Man as no heart: holding only it, hearts led, any card may be played', () => {
    expect(legal(view('JH AS 9C', '10H'))).toEqual(['9C', 'AS', 'JH']);
  });
  it('treats the Little Man as a trump when trumps are led', () => {
    expect(legal(view('JH AS 9C', '7D'))).toEqual(['JH']);
  });
  it('refuses a card that is not in the hand', () => {
    expect(refusingClause(cv.play, view('AS 6H', '10H'), c('KH'))).toBe('hand');
  });
});

describe('must beat, and no undertrumping (house rules extending Pagat)', () => {
  const base = readFileSync('variants/hindersche-pagat.stw', 'utf8');
  const house = (id: string, rule: string) => {
    const files = {
      'hindersche-pagat': base,
      [id]: `variant ${id} "House"\nextends hindersche-pagat\nsource house "Our table"\n${rule}\n`,
    };
    const { variant, diagnostics } = checkPath(memoryReader(files), id);
    expect(diagnostics).toEqual([]);
    return compileVariant(variant!);
  };
  const legalIn = (v: CompiledVariant, hand: string, trick: string) => {
    const t = v.tables[D]!;
    const tr = cards(trick);
    return [...legalCards(v.play, { t, hand: cards(hand), trick: tr, led: t.eff[tr[0]!]!, handSuits: 0 }, [])]
      .map((x) => v.deck.names[x])
      .sort();
  };

  it('`must play beating when holding beating` forces a card that takes the trick', () => {
    const v = house('must-beat', 'beat: must play beating when holding beating [house]');
    expect(legalIn(v, '6H KH 7D', '10H 9H')).toEqual(['7D', 'KH']);
    // Nothing in hand beats the Old Man: the rule does not apply, follow-or-trump still does.
    expect(legalIn(v, '6H KH 7D 9C', '10H JD')).toEqual(['6H', '7D', 'KH']);
  });

  it('`must not play undertrump when holding led` forbids a lower trump while holding the suit led', () => {
    const v = house('no-under', 'no-under: must not play undertrump when holding led [house]');
    expect(legalIn(v, '6H 7D AD', '10H KD')).toEqual(['6H', 'AD']);
    // Without the suit led, undertrumping is allowed.
    expect(legalIn(v, '6S 7D AD', '10H KD')).toEqual(['6S', '7D', 'AD']);
    expect(legalIn(compiled('hindersche-pagat'), '6H 7D AD', '10H KD')).toEqual(['6H', '7D', 'AD']);
  });
});
