/**
 * The pack a variant's cards are drawn from, chosen from its deck's suit titles in one place
 * (src/compile/pack.ts, drawn by src/islands/card-pack.ts): German suits (acorn, leaf, heart, bell; Unter and Ober as U and O)
 * for a deck titled so, French ones otherwise, for every shipped variant and house rule; and the
 * card faces placed from each pack's sprite (made at build time by src/islands/card-sprite.ts),
 * which holds a face for every card of every shipped pack.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packStyle, suitPip, type Pip } from '../../src/compile/pack.ts';
import { cardDrawing, faceId, rankDrawing } from '../../src/islands/card-pack.ts';
import { faceSvg, spriteOf, svgMarkup } from '../../src/islands/card-svg.ts';
import { cardSprite } from '../../src/islands/card-sprite.ts';
import { cardOf, suitMark, suitName } from '../../src/islands/card-words.ts';
import { compiled } from '../helpers.ts';

const ROOT = join(import.meta.dirname, '..', '..');

/** A deck with these suit titles and ranks (symbol and titles). */
const deck = (
  suits: string[][],
  ranks: [string, ...string[]][] = [['7'], ['J', 'Jack', 'Unter'], ['Q', 'Queen', 'Ober'], ['A', 'Ace', 'Daus']],
) => ({
  suits: suits.map((t) => t[0]!.charAt(0)),
  suitNames: suits,
  ranks: ranks.map((r) => r[0]),
  rankNames: ranks.map((r) => r.slice(1)),
});

describe('the pack a deck is drawn from', () => {
  it('is German where a suit is titled Acorns, Leaves or Bells (in English or German), French otherwise', () => {
    expect(
      packStyle(
        deck([
          ['Clubs', 'Acorns'],
          ['Spades', 'Leaves'],
          ['Hearts', 'Hearts'],
          ['Diamonds', 'Bells'],
        ]),
      ),
    ).toBe('german');
    expect(packStyle(deck([['Eichel'], ['Grün'], ['Herz'], ['Schellen']]))).toBe('german');
    expect(
      packStyle(
        deck([
          ['Spades', 'Schippe'],
          ['Hearts', 'Herz'],
          ['Diamonds', 'Ecke'],
          ['Clubs', 'Kreuz'],
        ]),
      ),
    ).toBe('french');
    // Hearts alone are in both packs: they do not make a pack German.
    expect(packStyle(deck([['Hearts', 'Herz'], ['Roses']]))).toBe('french');
  });

  it('draws each suit with its pack’s pip, and a suit it does not know with its letter', () => {
    const german = deck([
      ['Clubs', 'Acorns'],
      ['Spades', 'Leaves'],
      ['Hearts', 'Hearts'],
      ['Diamonds', 'Bells'],
    ]);
    expect([0, 1, 2, 3].map((s) => suitPip(german, s))).toEqual(['acorn', 'leaf', 'heart', 'bell']);
    const french = deck([
      ['Spades', 'Schippe'],
      ['Hearts', 'Herz'],
      ['Diamonds', 'Ecke'],
      ['Clubs', 'Kreuz'],
    ]);
    expect([0, 1, 2, 3].map((s) => suitPip(french, s))).toEqual(['spade', 'heart', 'diamond', 'club']);
    const roses = deck([['Roses'], ['Hearts']]);
    expect(cardDrawing(roses, 0)).toMatchObject({ pip: null, letter: 'R', index: '7', pips: 7, red: false });
  });

  it('indexes a German pack’s Unter and Ober as U and O, a French pack’s as J and Q; an ace has one pip, a court none', () => {
    const ranks: [string, ...string[]][] = [
      ['10'],
      ['J', 'Jack', 'Unter'],
      ['Q', 'Queen', 'Ober'],
      ['K', 'King', 'König'],
      ['A', 'Ace', 'Daus'],
    ];
    const d = deck([['Clubs', 'Acorns']], ranks);
    expect([0, 1, 2, 3, 4].map((r) => rankDrawing(d, r, 'german'))).toEqual([
      { index: '10', pips: 10 },
      { index: 'U', pips: 0 },
      { index: 'O', pips: 0 },
      { index: 'K', pips: 0 },
      { index: 'A', pips: 1 },
    ]);
    expect([0, 1, 2, 3, 4].map((r) => rankDrawing(d, r, 'french').index)).toEqual(['10', 'J', 'Q', 'K', 'A']);
  });

  it('is German for every shipped Kein Stich and Bauernheinrich variant and house rule, French for the Hindersche family', () => {
    const ids = [
      ...readdirSync(join(ROOT, 'variants'))
        .filter((f) => f.endsWith('.stw'))
        .map((f) => f.replace(/\.stw$/, '')),
      ...readdirSync(join(ROOT, 'variants', 'house'))
        .filter((f) => f.endsWith('.stw'))
        .map((f) => join(ROOT, 'variants', 'house', f)),
    ];
    expect(ids.length).toBeGreaterThan(30);
    for (const id of ids) {
      const cv = compiled(id);
      const german = /(^|\/)(kein-stich|bauernheinrich)[^/]*$/.test(id);
      expect(packStyle(cv.deck), id).toBe(german ? 'german' : 'french');
      const pips = cv.deck.suits.map((_, s) => suitPip(cv.deck, s));
      expect(new Set(pips), id).toEqual(
        new Set<Pip>(german ? ['acorn', 'leaf', 'heart', 'bell'] : ['spade', 'heart', 'diamond', 'club']),
      );
    }
  });

  it('marks a suit in text as its face is drawn: Bells neither ♦ nor red, Diamonds ♦ and red', () => {
    const ks = compiled('kein-stich');
    const hs = compiled('hindersche-pagat');
    expect([suitName(ks, 3), suitMark(ks, 3)]).toEqual(['Bells', { symbol: '', red: false }]);
    expect([suitName(ks, 2), suitMark(ks, 2)]).toEqual(['Hearts', { symbol: '♥', red: true }]);
    expect([suitName(hs, 2), suitMark(hs, 2)]).toEqual(['Diamonds', { symbol: '♦', red: true }]);
  });

  it('gives a page’s card its face: the Unter of Acorns in Kein Stich, the Jack of Spades in Hindersche', () => {
    const ks = compiled('kein-stich');
    const unter = cardOf(ks, ks.deck.byName.get('JC')!);
    expect(unter.face).toMatchObject({ index: 'U', pip: 'acorn', pips: 0 });
    const hs = compiled('hindersche-pagat');
    expect(cardOf(hs, hs.deck.byName.get('JS')!).face).toMatchObject({ index: 'J', pip: 'spade', pips: 0 });
    expect(cardOf(hs, hs.deck.byName.get('10H')!).face).toMatchObject({
      index: '10',
      pip: 'heart',
      pips: 10,
      red: true,
    });
  });
});

describe('card faces from their pack’s sprite', () => {
  const sprites = new Map((['french', 'german'] as const).map((style) => [style, cardSprite(style)]));
  const symbols = (style: 'french' | 'german') =>
    new Set(Array.from(sprites.get(style)!.matchAll(/<symbol id="([^"]+)"/g), (m) => m[1]!));
  const symbol = (style: 'french' | 'german', id: string) =>
    new RegExp(`<symbol id="${id}"[^>]*>(.*?)</symbol>`).exec(sprites.get(style)!)?.[1] ?? '';

  it('each sprite holds its pips, a blank card, the back, and a face for 2–10, the ace and the court cards of each suit', () => {
    const ranks = {
      french: ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'A', 'J', 'Q', 'K'],
      german: ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'A', 'U', 'O', 'K'],
    };
    for (const [style, pips] of [
      ['french', ['spade', 'heart', 'diamond', 'club']],
      ['german', ['acorn', 'leaf', 'heart', 'bell']],
    ] as const) {
      expect(symbols(style)).toEqual(
        new Set([...pips, 'blank', 'back', ...pips.flatMap((p) => ranks[style].map((r) => `${p}-${r}`))]),
      );
    }
  });

  it('a number card’s face places its pips in the middle and one in each corner; a court card’s its index large', () => {
    expect(symbol('german', 'bell-7').match(/<use href="#bell"/g)).toHaveLength(9);
    expect(symbol('german', 'leaf-O').match(/<use href="#leaf"/g)).toHaveLength(4);
    expect(symbol('german', 'leaf-O').match(/>O<\/text>/g)).toHaveLength(3);
    expect(symbol('french', 'diamond-A').match(/<use href="#diamond"/g)).toHaveLength(3);
  });

  it('every card of every shipped variant is a face of its pack’s sprite, placed by one <use>', () => {
    for (const id of ['hindersche-pagat', 'hindersi-jass', 'kein-stich', 'bauernheinrich']) {
      const cv = compiled(id);
      for (let c = 0; c < cv.deck.size; c++) {
        const d = cardDrawing(cv.deck, c);
        expect(symbols(d.style).has(faceId(d)!), `${id} ${cv.deck.names[c]}`).toBe(true);
        const markup = svgMarkup(faceSvg(d));
        expect(markup).toBe(
          `<svg class="cardsvg" viewBox="0 0 50 70" aria-hidden="true" focusable="false"><use href="${spriteOf(d.style)}#${faceId(d)}"></use></svg>`,
        );
      }
    }
  });

  it('a card no sprite has is drawn as a blank card with its index and its suit’s letter', () => {
    const d = cardDrawing(deck([['Roses'], ['Shields']], [['C', 'Cavalier']]), 0);
    expect(faceId(d)).toBeNull();
    const markup = svgMarkup(faceSvg(d));
    expect(markup).toContain(`<use href="${spriteOf('french')}#blank">`);
    expect(markup).toMatch(/>C<\/text>.*>R<\/text>/);
  });
});
