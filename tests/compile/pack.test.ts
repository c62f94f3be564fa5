/**
 * One place knows the pack (src/compile/pack.ts): a German-suited deck's cards read as that pack
 * names them in English too ("the Ober of Hearts", Acorns, Leaves, Bells), a French deck's as its
 * first titles ("the Queen of Hearts"), a house rule's own deck by its own titles; and the card
 * faces, the English words and the German words agree on every shipped and gallery deck.
 */
import { describe, expect, it } from 'vitest';
import type { Deck } from '../../src/compile/cards.ts';
import { variantNames } from '../../src/compile/clause-words.ts';
import { rankDe, suitDe } from '../../src/compile/de/names.ts';
import { packStyle, suitPip } from '../../src/compile/pack.ts';
import { eachWords, isCardTitle, rankWord, suitTitle, symWords } from '../../src/compile/words.ts';
import { cardName } from '../../src/engine/explain.ts';
import { rankDrawing } from '../../src/islands/card-pack.ts';
import type { ResolvedVariant } from '../../src/resolve/resolve.ts';
import { compiled, loadVariant, pagatHouse, shippedFiles } from '../helpers.ts';

const at = (deck: Deck, name: string): number => deck.byName.get(name)!;

describe('cards in English, as the pack names them', () => {
  it('a German-suited pack (Kein Stich): Acorns, Leaves, Hearts, Bells with Unter, Ober, King, Ace', () => {
    const cv = compiled('kein-stich');
    expect(symWords(cv.deck, 'QH')).toBe('the Ober of Hearts');
    expect(symWords(cv.deck, 'JC')).toBe('the Unter of Acorns');
    expect(symWords(cv.deck, 'KS')).toBe('the King of Leaves');
    expect(symWords(cv.deck, 'AD')).toBe('the Ace of Bells');
    expect(cardName(cv, at(cv.deck, 'QS'))).toBe('Ober of Leaves');
    expect(symWords(cv.deck, 'Q')).toBe('Obers');
    expect(eachWords(cv.deck, 'S')).toBe('each Leaf');
  });

  it('a French pack (Hindersche): Spades, Hearts, Diamonds, Clubs with Jack, Queen, King, Ace, its German titles aside', () => {
    const cv = compiled('hindersche-pagat');
    expect(symWords(cv.deck, 'QH')).toBe('the Queen of Hearts');
    expect(symWords(cv.deck, 'JS')).toBe('the Jack of Spades');
    expect(cardName(cv, at(cv.deck, 'AD'))).toBe('Ace of Diamonds');
  });

  it('a house rule’s own deck, titled in German only, by its own titles: the pack is German-suited', () => {
    const cv = pagatHouse(
      'own-pack',
      'override deck: deck {\n  suits S "Laub", H "Herz", D "Schellen", C "Eichel"\n' +
        '  ranks 6, 7, 8, 9, 10, J "Unter", Q "Ober", K "König", A "Daus"\n  colours black S C, red H D\n} [house "Cards"]',
    );
    expect(packStyle(cv.deck)).toBe('german');
    expect(symWords(cv.deck, 'QH')).toBe('the Ober of Hearts');
    expect(symWords(cv.deck, 'JC')).toBe('the Unter of Acorns');
    expect(symWords(cv.deck, 'KS')).toBe('the King of Leaves');
    expect(symWords(cv.deck, 'AD')).toBe('the Ace of Bells');
    // A sentence that starts with the pack's word keeps its capital ("Acorns may not be led").
    expect(['Acorns', 'Leaf', 'Ober', 'King', 'Clubs'].map((w) => isCardTitle(cv.deck, w))).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  it('a court a German-suited pack does not know keeps the deck’s title', () => {
    const cv = pagatHouse(
      'own-courts',
      'override deck: deck {\n  suits S "Spades" "Leaves", H "Hearts", D "Diamonds" "Bells", C "Clubs" "Acorns"\n' +
        '  ranks 6, 7, 8, 9, 10, J "Jack", Q "Queen" "Ober", K "King" "König", A "Ace" "Daus"\n  colours black S C, red H D\n} [house "Cards"]',
    );
    expect(symWords(cv.deck, 'JS')).toBe('the Jack of Leaves');
    expect(symWords(cv.deck, 'QS')).toBe('the Ober of Leaves');
  });
});

/** The words each pip and court index goes by, in English and in German (the pack's or a title the file gives). */
const SUIT_WORDS: Record<string, { en: string; de: string[] }> = {
  acorn: { en: 'Acorns', de: ['Eichel'] },
  leaf: { en: 'Leaves', de: ['Laub', 'Grün'] },
  heart: { en: 'Hearts', de: ['Herz'] },
  bell: { en: 'Bells', de: ['Schellen'] },
  spade: { en: 'Spades', de: ['Pik', 'Schippe'] },
  diamond: { en: 'Diamonds', de: ['Karo', 'Ecke'] },
  club: { en: 'Clubs', de: ['Kreuz'] },
};
const COURT_WORDS: Record<string, { en: string; de: string[] }> = {
  U: { en: 'Unter', de: ['Unter'] },
  O: { en: 'Ober', de: ['Ober'] },
  K: { en: 'King', de: ['König'] },
  A: { en: 'Ace', de: ['Ass', 'Daus', 'Sau'] },
  J: { en: 'Jack', de: ['Bube', 'Bauer'] },
  Q: { en: 'Queen', de: ['Dame'] },
};

/** Every deck a shipped file may play with: its default, and the one of each reading that guards a deck. */
function decksOf(file: string): { deck: Deck; v: ResolvedVariant; label: string }[] {
  const v = loadVariant(file);
  const guards = v.clauses.flatMap((c) => (c.node.body.kind === 'Deck' && c.node.guard ? [c.node.guard] : []));
  const options = [{}, ...guards.map((g) => ({ [g.ambiguity.name]: g.reading.name }))];
  return options.map((o) => ({ deck: compiled(file, o).deck, v, label: `${file} ${JSON.stringify(o)}` }));
}

describe('the card faces, the English words and the German words agree on every shipped and gallery deck', () => {
  for (const file of shippedFiles()) {
    it(file.split('/').slice(-2).join('/'), () => {
      for (const { deck, v, label } of decksOf(file)) {
        const style = packStyle(deck);
        const names = variantNames(v, deck);
        deck.suits.forEach((_, s) => {
          const pip = suitPip(deck, s, style);
          expect(pip, `${label} suit ${s}`).not.toBeNull();
          expect(suitTitle(deck, s), label).toBe(SUIT_WORDS[pip!]!.en);
          expect(SUIT_WORDS[pip!]!.de, label).toContain(suitDe(names, s).one);
        });
        deck.ranks.forEach((symbol, r) => {
          const { index, pips } = rankDrawing(deck, r, style);
          if (pips > 1) {
            expect(rankWord(deck, r), label).toBe(symbol);
            return;
          }
          const words = COURT_WORDS[index]!;
          expect(rankWord(deck, r), `${label} ${symbol}`).toBe(words.en);
          expect(words.de, `${label} ${symbol}`).toContain(rankDe(names, r).one);
        });
        expect(style, label).toBe(deck.suitNames.flat().includes('Acorns') ? 'german' : 'french');
      }
    });
  }
});
