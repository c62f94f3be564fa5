/**
 * The pack a variant's cards are drawn from, chosen from its deck's suit titles in one place
 * (src/islands/card-pack.ts): German suits (acorn, leaf, heart, bell; Unter and Ober as U and O)
 * for a deck titled so, French ones otherwise, for every shipped variant and house rule; and the
 * card faces drawn from the one sprite (public/cards.svg), whose symbols are all there.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardDrawing, packStyle, rankDrawing, suitPip, type Pip } from '../../src/islands/card-pack.ts';
import { faceSvg, svgMarkup, SPRITE } from '../../src/islands/card-svg.ts';
import { cardOf } from '../../src/islands/card-words.ts';
import { compiled } from '../helpers.ts';

const ROOT = join(import.meta.dirname, '..', '..');

/** A deck with these suit titles and ranks (symbol and titles). */
const deck = (suits: string[][], ranks: [string, ...string[]][] = [['7'], ['J', 'Jack', 'Unter'], ['Q', 'Queen', 'Ober'], ['A', 'Ace', 'Daus']]) => ({
  suits: suits.map((t) => t[0]!.charAt(0)), suitNames: suits, ranks: ranks.map((r) => r[0]), rankNames: ranks.map((r) => r.slice(1)),
});

describe('the pack a deck is drawn from', () => {
  it('is German where a suit is titled Acorns, Leaves or Bells (in English or German), French otherwise', () => {
    expect(packStyle(deck([['Clubs', 'Acorns'], ['Spades', 'Leaves'], ['Hearts', 'Hearts'], ['Diamonds', 'Bells']]))).toBe('german');
    expect(packStyle(deck([['Eichel'], ['Grün'], ['Herz'], ['Schellen']]))).toBe('german');
    expect(packStyle(deck([['Spades', 'Schippe'], ['Hearts', 'Herz'], ['Diamonds', 'Ecke'], ['Clubs', 'Kreuz']]))).toBe('french');
    // Hearts alone are in both packs: they do not make a pack German.
    expect(packStyle(deck([['Hearts', 'Herz'], ['Roses']]))).toBe('french');
  });

  it('draws each suit with its pack’s pip, and a suit it does not know with its letter', () => {
    const german = deck([['Clubs', 'Acorns'], ['Spades', 'Leaves'], ['Hearts', 'Hearts'], ['Diamonds', 'Bells']]);
    expect([0, 1, 2, 3].map((s) => suitPip(german, s))).toEqual(['acorn', 'leaf', 'heart', 'bell']);
    const french = deck([['Spades', 'Schippe'], ['Hearts', 'Herz'], ['Diamonds', 'Ecke'], ['Clubs', 'Kreuz']]);
    expect([0, 1, 2, 3].map((s) => suitPip(french, s))).toEqual(['spade', 'heart', 'diamond', 'club']);
    const roses = deck([['Roses'], ['Hearts']]);
    expect(cardDrawing(roses, 0)).toMatchObject({ pip: null, letter: 'R', index: '7', pips: 7, red: false });
  });

  it('indexes a German pack’s Unter and Ober as U and O, a French pack’s as J and Q; an ace has one pip, a court none', () => {
    const ranks: [string, ...string[]][] = [['10'], ['J', 'Jack', 'Unter'], ['Q', 'Queen', 'Ober'], ['K', 'King', 'König'], ['A', 'Ace', 'Daus']];
    const d = deck([['Clubs', 'Acorns']], ranks);
    expect([0, 1, 2, 3, 4].map((r) => rankDrawing(d, r, 'german'))).toEqual([
      { index: '10', pips: 10 }, { index: 'U', pips: 0 }, { index: 'O', pips: 0 }, { index: 'K', pips: 0 }, { index: 'A', pips: 1 }]);
    expect([0, 1, 2, 3, 4].map((r) => rankDrawing(d, r, 'french').index)).toEqual(['10', 'J', 'Q', 'K', 'A']);
  });

  it('is German for every shipped Kein Stich and Bauernheinrich variant and house rule, French for the Hindersche family', () => {
    const ids = [
      ...readdirSync(join(ROOT, 'variants')).filter((f) => f.endsWith('.stw')).map((f) => f.replace(/\.stw$/, '')),
      ...readdirSync(join(ROOT, 'variants', 'house')).filter((f) => f.endsWith('.stw')).map((f) => join(ROOT, 'variants', 'house', f)),
    ];
    expect(ids.length).toBeGreaterThan(30);
    for (const id of ids) {
      const cv = compiled(id);
      const german = /(^|\/)(kein-stich|bauernheinrich)[^/]*$/.test(id);
      expect(packStyle(cv.deck), id).toBe(german ? 'german' : 'french');
      const pips = cv.deck.suits.map((_, s) => suitPip(cv.deck, s));
      expect(new Set(pips), id).toEqual(new Set<Pip>(german ? ['acorn', 'leaf', 'heart', 'bell'] : ['spade', 'heart', 'diamond', 'club']));
    }
  });

  it('gives a page’s card its face: the Unter of Acorns in Kein Stich, the Jack of Spades in Hindersche', () => {
    const ks = compiled('kein-stich');
    const unter = cardOf(ks, ks.deck.byName.get('JC')!);
    expect(unter.face).toMatchObject({ index: 'U', pip: 'acorn', pips: 0 });
    const hs = compiled('hindersche-pagat');
    expect(cardOf(hs, hs.deck.byName.get('JS')!).face).toMatchObject({ index: 'J', pip: 'spade', pips: 0 });
    expect(cardOf(hs, hs.deck.byName.get('10H')!).face).toMatchObject({ index: '10', pip: 'heart', pips: 10, red: true });
  });
});

describe('card faces from the one sprite', () => {
  const sprite = readFileSync(join(ROOT, 'public', 'cards.svg'), 'utf8');
  const symbols = new Set(Array.from(sprite.matchAll(/<symbol id="([^"]+)"/g), (m) => m[1]!));

  it('the sprite holds every pip and the back', () => {
    expect(symbols).toEqual(new Set(['spade', 'heart', 'diamond', 'club', 'acorn', 'leaf', 'bell', 'back']));
  });

  it('a number card places its pips in the middle and one in each corner, all from the sprite; a court card its index large', () => {
    const uses = (svg: string) => Array.from(svg.matchAll(/<use href="([^"]+)"/g), (m) => m[1]!);
    const seven = svgMarkup(faceSvg({ index: '7', pip: 'bell', letter: 'D', pips: 7, red: false }));
    expect(uses(seven)).toEqual(new Array(9).fill(`${SPRITE}#bell`));
    const ober = svgMarkup(faceSvg({ index: 'O', pip: 'leaf', letter: 'S', pips: 0, red: false }));
    expect(uses(ober)).toEqual(new Array(4).fill(`${SPRITE}#leaf`));
    expect(ober.match(/>O<\/text>/g)).toHaveLength(3);
    expect(seven).toContain('aria-hidden="true"');
    for (const href of [...uses(seven), ...uses(ober)]) expect(symbols.has(href.split('#')[1]!)).toBe(true);
  });
});
