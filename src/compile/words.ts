/**
 * The expression language in words: card sets, numbers, conditions, sets of players and seats, as
 * the refusals (play-words.ts) and the rules in words (clause-words.ts) say them. Names come from
 * the variant (`Names`): the deck's suit and rank titles as its pack has them (./pack.ts), the tallies' and events' titles, the
 * phases' and readings' titles; an id is shown only where the file gives no title.
 */
import type { CardPred, Cond, NumExpr } from '../parse/ast.ts';
import type { Deck } from './cards.ts';
import { rankTitleEn, suitTitleEn, suitWordsEn } from './pack.ts';
import type { GermanTitles } from '../core/lang.ts';

/** What words need of a variant beyond the clause itself. Every lookup falls back to the id. */
export interface Names {
  deck: Deck;
  /** Whether the game has a trump suit (false: every suit ranks alike). */
  trumps?: boolean;
  /** A tally's title ("Marks"). */
  tally(id: string): string;
  /** An event's title and the noun of its player ("March", "marcher"). */
  event(id: string): { title: string; player: string } | null;
  /** A phase's title. */
  phase(id: string): string;
  /** The phases' ids in their written order (for `phases chosen by`, which may name none). */
  phaseIds?: readonly string[];
  /** A reading's title. */
  reading(ambiguity: string, reading: string): string;
  /** Whether `reading` is the one `ambiguity` goes by unless chosen otherwise. */
  isDefault?(ambiguity: string, reading: string): boolean;
  /** A special card's name (`old-man` → "de Alt"). */
  special(id: string): string | null;
  /** The title of a `choice` option (`march-announced` → "Announce a march"), or null. */
  option?(id: string): string | null;
  /** The id of the event whose count noun is `count` (`sweeps` → `sweep`), or null. */
  countEvent?(count: string): string | null;
  /** The id of the event whose player noun is `player` (`marcher` → `march`), or null. */
  playerEvent?(player: string): string | null;
  /** The title of the event whose count noun is `id` (`sweeps` → "Sweep"), or null. */
  eventCount?(id: string): string | null;
  /** Whether tally `id` is the table's (shared), not each player's. */
  sharedTally?(id: string): boolean;
  /**
   * Words for the game's own values and conditions (tallies, players, events, phases): given by
   * game-words.ts where rules are said whole. Without them (a refusal, in the Play page's small
   * bundle) such a part reads "a value of the game".
   */
  game?: GameWords;
  /**
   * The variant's German titles (its `titles de` block), read by the German words; without them a
   * German sentence names the game's own things by their English titles, marked English.
   */
  german?: GermanTitles;
}

/** The game-level half of the expression language in words (see game-words.ts). */
export interface GameWords {
  num(e: NumExpr, whose: string): string | null;
  cond(c: Cond, not: boolean, whose: string): string | null;
  plural(e: NumExpr): boolean;
}

/** A sentence's first letter in capitals. */
export const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The language the words are written in. British English: a list reads "a, b and c" (no comma
 * before "and"), as every page of the site writes it.
 */
const LOCALE = 'en-GB';
const LISTS = new Intl.ListFormat(LOCALE, { type: 'conjunction' });
const CARDINAL = new Intl.PluralRules(LOCALE);
const ORDINAL = new Intl.PluralRules(LOCALE, { type: 'ordinal' });
const ORDINAL_ENDINGS = new Map<Intl.LDMLPluralRule, string>([
  ['one', 'st'],
  ['two', 'nd'],
  ['few', 'rd'],
  ['other', 'th'],
]);
const NUMBERS = new Intl.NumberFormat(LOCALE, { useGrouping: false });
const SIGNED = new Intl.NumberFormat(LOCALE, { useGrouping: false, signDisplay: 'exceptZero' });

/** "a", "a and b", "a, b and c" (Intl.ListFormat). */
export const list = (xs: readonly string[]): string => LISTS.format(xs);

/** "1st", "2nd", "3rd", "4th", "11th", "21st" (Intl.PluralRules, ordinal). */
export const ordinal = (n: number): string => `${n}${ORDINAL_ENDINGS.get(ORDINAL.select(n)) ?? 'th'}`;

/**
 * A number of things: "1 mark", "2 marks", "0 marks" (Intl.PluralRules picks the form; `other`
 * defaults to `one` with an s). The number is written as `figure` writes it.
 */
export const count = (n: number, one: string, other = `${one}s`): string =>
  `${figure(n)} ${CARDINAL.select(n) === 'one' ? one : other}`;

/** Which of two words agrees with `n`: `one` for 1, else `other` (Intl.PluralRules). */
export const plural = (n: number, one: string, other: string): string => (CARDINAL.select(n) === 'one' ? one : other);

/**
 * A number as a reader sees it (Intl.NumberFormat), negatives with the minus sign U+2212, the
 * one minus sign every page shows ("−50", never "-50").
 */
export const figure = (n: number): string => minus(NUMBERS.formatToParts(n));

/** A change: "+5", "−5", and "0" or `zero` for none. */
export const signed = (n: number, zero = '0'): string => (n === 0 ? zero : minus(SIGNED.formatToParts(n)));

const minus = (parts: Intl.NumberFormatPart[]): string =>
  parts.map((x) => (x.type === 'minusSign' ? '−' : x.value)).join('');

/**
 * The verb that agrees with `subjects` ("Ada is", "Ada and Ben are"), where "You" takes the plural
 * form as English has it ("You are").
 */
export const agree = (subjects: readonly string[], one: string, other: string): string =>
  subjects.length === 1 && subjects[0] !== 'You' ? one : other;

/**
 * A tally's unit, read from its title: a plural title counts things ("Marks": 1 mark, 2 marks;
 * "Last places": 1 last place); any other names a place the figures are written on ("Frame": 2 on
 * the frame).
 */
export function tallyUnit(title: string): { one: string; other: string } {
  const t = title.toLowerCase();
  if (/[^s]s$/.test(t)) return { one: t.slice(0, -1), other: t };
  return { one: `on the ${t}`, other: `on the ${t}` };
}

/** An amount of the tally titled `title`: "1 mark", "−2 marks", "3 on the frame". */
export function tallyAmount(n: number, title: string): string {
  const u = tallyUnit(title);
  return count(n, u.one, u.other);
}

/** Names with nothing but the deck: every other name is its id. */
export const deckNames = (deck: Deck): Names => ({
  deck,
  tally: (id) => id,
  event: () => null,
  phase: (id) => id,
  reading: (_a, r) => r,
  special: () => null,
});

/**
 * What a `points` value is set on, as "each …" or "the …": "each Heart" (a suit), "each Queen"
 * (a rank), "the King of Hearts" (a card); as written when unknown.
 */
export function eachWords(deck: Deck, sym: string): string {
  const s = deck.suits.indexOf(sym);
  if (s >= 0) return `each ${suitWordsEn(deck, s).one}`;
  const r = deck.ranks.indexOf(sym);
  if (r >= 0) return `each ${rankWord(deck, r)}`;
  return symWords(deck, sym);
}

/** A card set as a noun: with an article (`a Heart`), bare after "no" (`Heart`), and plural (`Hearts`). */
export interface Noun {
  a: string;
  bare: string;
  plural: string;
}

const noun = (bare: string, plural = `${bare}s`, a = `${/^[aeiouAEIOU8]/.test(bare) ? 'an' : 'a'} ${bare}`): Noun => ({
  a,
  bare,
  plural,
});

/** A rank's title as its pack has it ("Jack"; "Unter" in a German-suited pack), or its symbol ("10"). */
export const rankWord = (deck: Deck, r: number): string => rankTitleEn(deck, r);

/** A suit's title as its pack has it ("Hearts"; "Acorns" in a German-suited pack), or its symbol. */
export const suitTitle = (deck: Deck, s: number): string => suitTitleEn(deck, s);

/**
 * Whether `word` names a suit or rank of `deck`: one of its titles, or a word its pack names it by
 * ("Acorns" for a suit titled "Eichel"), so that a sentence starting with it keeps its capital.
 */
export const isCardTitle = (deck: Deck, word: string): boolean =>
  [...deck.suitNames, ...deck.rankNames].some((titles) => titles.includes(word)) ||
  deck.suits.some((_, s) => suitTitle(deck, s) === word || suitWordsEn(deck, s).one === word) ||
  deck.ranks.some((_, r) => rankWord(deck, r) === word);

/** A card or suit symbol in words: "the Ace of Clubs", "Hearts", "Jacks"; as written when unknown. */
export function symWords(deck: Deck, sym: string): string {
  const s = deck.suits.indexOf(sym);
  if (s >= 0) return suitTitle(deck, s);
  const r = deck.ranks.indexOf(sym);
  if (r >= 0) return `${rankWord(deck, r)}s`;
  const card = deck.byName.get(sym);
  if (card === undefined) return sym;
  const n = deck.ranks.length;
  return `the ${rankWord(deck, card % n)} of ${suitTitle(deck, Math.floor(card / n))}`;
}

/** A set of cards as a noun. */
export function cardNoun(p: CardPred, deck: Deck): Noun {
  switch (p.kind) {
    case 'CardLed':
      return noun('card of the suit led', 'cards of the suit led');
    case 'CardTrump':
      return noun('trump');
    case 'CardBeating':
      return noun('card that beats the trick', 'cards that beat the trick');
    case 'CardUndertrump':
      return noun('undertrump');
    case 'CardPoints':
      return noun('card worth points', 'cards worth points');
    case 'CardRank':
      return noun(rankWord(deck, deck.ranks.indexOf(p.rank.name)));
    case 'CardSym': {
      const s = deck.suits.indexOf(p.sym.name);
      if (s >= 0) {
        const w = suitWordsEn(deck, s);
        return noun(w.one, w.many);
      }
      if (deck.byName.get(p.sym.name) === undefined) return noun(p.sym.name);
      const name = symWords(deck, p.sym.name).replace(/^the /, '');
      return { a: `the ${name}`, bare: name, plural: `the ${name}` };
    }
    case 'CardAny': {
      const parts = p.options.map((o) => cardNoun(o, deck));
      const join = (f: (n: Noun) => string) => parts.map(f).join(' or ');
      return { a: join((n) => n.a), bare: join((n) => n.bare), plural: join((n) => n.plural) };
    }
  }
}

/** A number in words; `whose` is whose per-player values are read ("the player's", "their"). */
export function numWords(e: NumExpr, names: Names, whose = 'the player’s'): string {
  const deck = names.deck;
  switch (e.kind) {
    case 'Num':
      return figure(e.value);
    case 'TrickNumber':
      return 'the trick number';
    case 'StockCount':
      return 'the number of cards left in the stock';
    case 'PlayedCount':
      return `the number of ${cardNoun(e.card, deck).plural} played`;
    case 'HeldCount':
      return `the number of ${cardNoun(e.card, deck).plural} held`;
    case 'Arith':
      return `${numWords(e.left, names, whose)} ${e.op === '*' ? 'times' : e.op === '+' ? 'plus' : 'minus'} ${numWords(e.right, names, whose)}`;
    case 'MinMax': {
      // "the smaller of (A minus 4) and (B minus 1)": a sum in brackets, so that "and" cannot split it.
      const side = (x: NumExpr) => (x.kind === 'Arith' ? `(${numWords(x, names, whose)})` : numWords(x, names, whose));
      return `the ${e.fn === 'min' ? 'smaller' : 'larger'} of ${side(e.a)} and ${side(e.b)}`;
    }
    default:
      return names.game?.num(e, whose) ?? 'a value of the game';
  }
}

type Op = Extract<Cond, { kind: 'Compare' }>['op'];
/** A comparison in words, singular and plural ("is at least", "are at least"). */
export const OP_WORDS = new Map<Op, [string, string]>([
  ['=', ['is', 'are']],
  ['!=', ['is not', 'are not']],
  ['<', ['is less than', 'are less than']],
  ['<=', ['is at most', 'are at most']],
  ['>', ['is more than', 'are more than']],
  ['>=', ['is at least', 'are at least']],
]);
const NEGATED = new Map<Op, Op>([
  ['=', '!='],
  ['!=', '='],
  ['<', '>='],
  ['<=', '>'],
  ['>', '<='],
  ['>=', '<'],
]);

/** A condition as a clause of a sentence ("a trump was led"); `not` flips it; `whose` as in numWords. */
export function condWords(c: Cond, names: Names, not = false, whose = 'the player’s'): string {
  const deck = names.deck;
  const holder = whose === 'their' ? 'they hold' : 'the player holds';
  switch (c.kind) {
    case 'Logic': {
      // De Morgan, so that a negation reads as a plain sentence.
      const op = (c.op === 'and') !== not ? 'and' : 'or';
      const side = (x: Cond) =>
        x.kind === 'Logic' && x.op !== c.op ? `(${condWords(x, names, not, whose)})` : condWords(x, names, not, whose);
      return `${side(c.left)} ${op} ${side(c.right)}`;
    }
    case 'Not':
      return condWords(c.cond, names, !not, whose);
    case 'Holding': {
      const n = cardNoun(c.card, deck);
      return not ? `${holder} no ${n.bare}` : `${holder} ${n.a}`;
    }
    case 'HoldingOnly':
      return `${holder} ${not ? 'more than' : 'only'} ${cardNoun(c.card, deck).plural}`;
    case 'TrickIs':
      return `it is ${not ? 'not ' : ''}the ${c.which} trick`;
    case 'LedIs': {
      const what = c.suit === null ? 'a trump' : cardNoun({ kind: 'CardSym', sym: c.suit, loc: c.loc }, deck).a;
      return `${what} ${not ? 'was not' : 'was'} led`;
    }
    case 'ReadingIs':
      return `the reading “${names.reading(c.ambiguity.name, c.reading.name)}” is ${not ? 'not ' : ''}followed`;
    case 'Chosen': {
      const title = names.option?.(c.option.name);
      return `${title ? `“${title}”` : 'that option'} was ${not ? 'not ' : ''}chosen`;
    }
    case 'Compare': {
      // `played H = 0` and `played H > 0` read as "no Heart / a Heart has been played".
      const count = c.left.kind === 'PlayedCount' || c.left.kind === 'HeldCount' ? c.left : null;
      if (count && c.right.kind === 'Num' && c.right.value === 0 && (c.op === '=' || c.op === '>' || c.op === '!=')) {
        const none = (c.op === '=') !== not;
        const n = cardNoun(count.card, deck);
        if (count.kind === 'PlayedCount') return none ? `no ${n.bare} has been played` : `${n.a} has been played`;
        return none ? `${holder} no ${n.bare}` : `${holder} ${n.a}`;
      }
      if (c.left.kind === 'TrickNumber' && c.right.kind === 'Num' && c.op === '=')
        return `it is ${not ? 'not ' : ''}trick ${c.right.value}`;
      // `stock = 0` and `stock > 0` read as "the stock is (not) empty".
      if (
        c.left.kind === 'StockCount' &&
        c.right.kind === 'Num' &&
        c.right.value === 0 &&
        (c.op === '=' || c.op === '>')
      )
        return `the stock is ${(c.op === '=') !== not ? '' : 'not '}empty`;
      // `deals = 1`: "1 deal of this phase has been played".
      if (c.left.kind === 'Deals' && c.right.kind === 'Num' && c.op === '=' && !not)
        return `${c.right.value} deal${c.right.value === 1 ? ' of this phase has' : 's of this phase have'} been played`;
      const op = not ? NEGATED.get(c.op)! : c.op;
      return `${numWords(c.left, names, whose)} ${OP_WORDS.get(op)![names.game?.plural(c.left) ? 1 : 0]} ${numWords(c.right, names, whose)}`;
    }
    default:
      return (
        names.game?.cond(c, not, whose) ??
        (not ? 'a condition of the game does not hold' : 'a condition of the game holds')
      );
  }
}
