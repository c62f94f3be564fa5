/**
 * The expression language in German: card sets as noun phrases put in a case ("eine Herzkarte",
 * "keinen Trumpf", "den Herz-König"), numbers, and conditions as the body of a subordinate clause,
 * verb last ("er eine Herzkarte hat", "ein Trumpf ausgespielt wurde"), which every German sentence
 * puts after "wenn", "sobald" or "bis". The German twin of ../words.ts, built from the same clause
 * data: no German sentence is a translation of an English one. Numbers, plurals and lists go
 * through `Intl` with locale 'de' ("a, b und c").
 */
import type { Noun } from '../../core/lang.ts';
import type { CardPred, Cond, NumExpr } from '../../parse/ast.ts';
import type { Names } from '../words.ts';
import { optionDe, phaseDe, rankDe, readingDe, suitDe } from './names.ts';
import { type Case, cardNoun as cardOf, type Determiner, noun, phrase, suitCardNoun } from './nouns.ts';

const LOCALE = 'de';
const LISTS = new Intl.ListFormat(LOCALE, { type: 'conjunction' });
const OR_LISTS = new Intl.ListFormat(LOCALE, { type: 'disjunction' });
const CARDINAL = new Intl.PluralRules(LOCALE);
const NUMBERS = new Intl.NumberFormat(LOCALE, { useGrouping: false });

/** "a", "a und b", "a, b und c" (Intl.ListFormat, German). */
export const listDe = (xs: readonly string[]): string => LISTS.format(xs);

/** "a oder b", "a, b oder c" (Intl.ListFormat, German, disjunction). */
export const orListDe = (xs: readonly string[]): string => OR_LISTS.format(xs);

/** A number as a German reader sees it, a negative with the minus sign U+2212 ("−50"). */
export const figureDe = (n: number): string =>
  NUMBERS.formatToParts(n)
    .map((x) => (x.type === 'minusSign' ? '−' : x.value))
    .join('');

/** Whether `n` takes the singular in German (Intl.PluralRules: 1 Strich, 0 Striche, 2 Striche). */
export const oneDe = (n: number): boolean => CARDINAL.select(n) === 'one';

/** Two to twelve as words: a rulebook writes small counts out ("drei Stiche"), larger ones in digits. */
const WORDS = ['zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf'];

/**
 * A count as running text says it: one to twelve as a word, "eins" standing alone ("in Paketen zu
 * drei und eins"), other numbers (0, negatives, 13 and up) in digits.
 */
export const numberDe = (n: number): string => (n === 1 ? 'eins' : (WORDS[n - 2] ?? figureDe(n)));

/** A score in digits whatever its size, as score sheets write points ("11 Punkte", "1 Punkt"). */
export const scoreDe = (n: number, x: Noun, kase: Case = 'acc'): string =>
  `${figureDe(n)} ${phrase(x, 'none', kase, !oneDe(Math.abs(n)))}`;

/** Ordinal stems one to twelve ("erst", "dritt"), to which a phrase adds its ending. */
const ORDINALS = [
  'erst',
  'zweit',
  'dritt',
  'viert',
  'fünft',
  'sechst',
  'siebt',
  'acht',
  'neunt',
  'zehnt',
  'elft',
  'zwölft',
];

/**
 * An ordinal with its adjective `ending` ("der vierte Stich", "im ersten Spiel"): a word from one
 * to twelve, else digits with a stop ("der 13. Stich").
 */
export const ordinalDe = (n: number, ending: 'e' | 'en' | 'er'): string =>
  ORDINALS[n - 1] ? `${ORDINALS[n - 1]}${ending}` : `${figureDe(n)}.`;

/**
 * A number of things, the count a word from one to twelve agreeing with the noun's gender and case
 * ("einen Strich", "einer Partie", "ein Spiel", "drei Stiche"), else digits ("40 Punkte", "−1 Strich").
 */
export const countDe = (n: number, x: Noun, kase: Case = 'acc'): string => {
  if (n === 1) return phrase(x, 'indef', kase);
  const many = !oneDe(Math.abs(n));
  return `${n >= 2 && n <= 12 ? numberDe(n) : figureDe(n)} ${phrase(x, 'none', kase, many)}`;
};

/** A sentence's first letter in capitals. */
export const capitalDe = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Quotes inside German quotes as German nests them, „… ‚…‘ …“: a title the file writes with
 * quotes of its own („…“, “…” or "…") inside the quotes a sentence puts round it.
 */
export function nestQuotes(s: string): string {
  let depth = 0;
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!;
    // Inside quotes, a quote after a space or bracket opens ("…", “…”); one after a word closes.
    const opening = i === 0 || /[\s(‚„]/.test(s[i - 1]!);
    if (ch === '„' || (depth > 0 && opening && (ch === '"' || ch === '“'))) {
      out += depth > 0 ? '‚' : '„';
      depth++;
    } else if (depth > 0 && (ch === '“' || ch === '”' || ch === '"')) {
      depth--;
      out += depth > 0 ? '‘' : '“';
    } else out += ch;
  }
  return out;
}

/**
 * A finished German sentence: a relative clause that ends where the sentence or a bracket does
 * loses its closing comma ("…, die den Stich schlägt." rather than "…, die den Stich schlägt,.").
 */
export const tidy = (s: string): string =>
  nestQuotes(s)
    // An ordinal's stop ends the sentence too ("im 13." + "." is "im 13.").
    .replace(/(?<!\.)\.\.(?!\.)/g, '.')
    .replace(/,+([.;:)])/g, '$1')
    .replace(/, \(/g, ' (')
    .replace(/,,+/g, ',')
    .replace(/,+$/, '')
    .replace(/ {2,}/g, ' ');

/**
 * A card set as German grammar needs it: a head noun with what follows it (a genitive, a relative
 * clause per number), or a choice among sets. A card of the deck is one card, said with the
 * definite article whatever the determiner asked ("den Herz-König").
 */
export type CardPhrase =
  | { kind: 'noun'; noun: Noun; post?: string; rel?: { one: string; many: string }; unique?: boolean }
  | { kind: 'any'; parts: CardPhrase[] };

const KARTE = noun('Karte', 'f', 'Karten');
const TRUMPF = noun('Trumpf', 'm', 'Trümpfe');
/** A card that counts card points (Augen). */
const ZAEHLKARTE = noun('Zählkarte', 'f', 'Zählkarten');

/** A card set of the language as a German noun phrase to be put in a case by `cardsDe`. */
export function cardPhrase(p: CardPred, names: Names): CardPhrase {
  const deck = names.deck;
  switch (p.kind) {
    case 'CardLed':
      return { kind: 'noun', noun: KARTE, post: ' der ausgespielten Farbe' };
    case 'CardTrump':
      return { kind: 'noun', noun: TRUMPF };
    case 'CardBeating':
      return { kind: 'noun', noun: KARTE, rel: { one: ', die den Stich schlägt,', many: ', die den Stich schlagen,' } };
    case 'CardUndertrump':
      return {
        kind: 'noun',
        noun: TRUMPF,
        rel: {
          one: ', der niedriger ist als ein Trumpf im Stich,',
          many: ', die niedriger sind als ein Trumpf im Stich,',
        },
      };
    case 'CardPoints':
      return { kind: 'noun', noun: ZAEHLKARTE };
    case 'CardRank':
      return { kind: 'noun', noun: rankDe(names, deck.ranks.indexOf(p.rank.name)) };
    case 'CardSym': {
      const s = deck.suits.indexOf(p.sym.name);
      if (s >= 0) return { kind: 'noun', noun: suitCardNoun(suitDe(names, s)) };
      const card = deck.byName.get(p.sym.name);
      if (card === undefined) return { kind: 'noun', noun: noun(p.sym.name, 'f') };
      return { kind: 'noun', noun: cardDe(names, card), unique: true };
    }
    case 'CardAny':
      return { kind: 'any', parts: p.options.map((o) => cardPhrase(o, names)) };
  }
}

/** A card of the deck as a German noun: "Herz-König", "Eichel-Unter", "Schellen-Sieben". */
export function cardDe(names: Names, card: number): Noun {
  const n = names.deck.ranks.length;
  return cardOf(suitDe(names, Math.floor(card / n)), rankDe(names, card % n));
}

/**
 * A card set in a case: `det` 'indef' ("eine Herzkarte", plural "Herzkarten"), 'neg' ("keine
 * Herzkarte"; a choice: "weder eine Karte der ausgespielten Farbe noch einen Trumpf"), 'def'.
 */
export function cardsDe(c: CardPhrase, det: Determiner, kase: Case, plural = false): string {
  if (c.kind === 'any') {
    if (det === 'neg') return `weder ${c.parts.map((x) => cardsDe(x, 'indef', kase, plural)).join(' noch ')}`;
    return c.parts.map((x) => cardsDe(x, det, kase, plural)).join(' oder ');
  }
  if (c.unique) return det === 'neg' ? `${phrase(c.noun, 'def', kase)} nicht` : phrase(c.noun, 'def', kase);
  const rel = c.rel ? (plural ? c.rel.many : c.rel.one) : '';
  return `${phrase(c.noun, det, kase, plural)}${c.post ?? ''}${rel}`;
}

/**
 * Whose per-player values a sentence reads: the player's ("die Punkte des Spielers") or, where the
 * player is already the subject, "seine" ("seine Punkte").
 */
export type Whose = 'player' | 'their';

const SEIN: Record<'m' | 'f' | 'n' | 'pl', Record<Case, string>> = {
  m: { nom: 'sein', acc: 'seinen', dat: 'seinem', gen: 'seines' },
  f: { nom: 'seine', acc: 'seine', dat: 'seiner', gen: 'seiner' },
  n: { nom: 'sein', acc: 'sein', dat: 'seinem', gen: 'seines' },
  pl: { nom: 'seine', acc: 'seine', dat: 'seinen', gen: 'seiner' },
};

/** A player's value, as `whose` says it: "seine Striche", "die Punkte des Spielers". */
export function ownDe(x: Noun, plural: boolean, whose: Whose, kase: Case = 'nom'): string {
  if (whose === 'their') return `${SEIN[plural ? 'pl' : x.gender][kase]} ${phrase(x, 'none', kase, plural)}`;
  return `${phrase(x, 'def', kase, plural)} des Spielers`;
}

/** The game-level half of the German expressions (./game-words.ts), as `Names.game` is for English. */
export interface GameWordsDe {
  num(e: NumExpr, whose: Whose): string | null;
  /**
   * A comparison of a game-level figure as a rulebook says it, verb last ("vier Spieler
   * mitspielen", "er mindestens 100 Punkte hat"), `holder` the subject of a player's own value;
   * null where only the plain "A is B" fits.
   */
  compare(left: NumExpr, op: Op, right: NumExpr, holder: string): string | null;
  cond(c: Cond, not: boolean, whose: Whose): string | null;
  plural(e: NumExpr): boolean;
}

/** A number in German, in the nominative ("die Anzahl der gespielten Herzkarten"). */
export function numDe(e: NumExpr, names: Names, game: GameWordsDe | null, whose: Whose = 'player'): string {
  switch (e.kind) {
    case 'Num':
      return figureDe(e.value);
    case 'TrickNumber':
      return 'die Nummer des Stichs';
    case 'StockCount':
      return 'die Anzahl der Karten, die noch im Stock liegen,';
    case 'PlayedCount':
      return `die Anzahl der gespielten ${cardsDe(cardPhrase(e.card, names), 'none', 'gen', true)}`;
    case 'HeldCount':
      return `die Anzahl der ${cardsDe(cardPhrase(e.card, names), 'none', 'gen', true)} auf der Hand`;
    case 'Arith':
      return `${numDe(e.left, names, game, whose)} ${e.op === '*' ? 'mal' : e.op === '+' ? 'plus' : 'minus'} ${numDe(e.right, names, game, whose)}`;
    case 'MinMax': {
      // "der kleinere der beiden Werte (A minus 4) und (B minus 1)": a sum in brackets, so that "und" cannot split it.
      const side = (x: NumExpr) =>
        x.kind === 'Arith' ? `(${numDe(x, names, game, whose)})` : numDe(x, names, game, whose);
      return `der ${e.fn === 'min' ? 'kleinere' : 'größere'} der beiden Werte ${side(e.a)} und ${side(e.b)}`;
    }
    default:
      return game?.num(e, whose) ?? 'ein Wert des Spiels';
  }
}

/** A comparison's operator. */
export type Op = Extract<Cond, { kind: 'Compare' }>['op'];
/** A comparison before the verb of a subordinate clause: "… mindestens 100 sind" ("nicht " for ≠). */
export const OP_DE = new Map<Op, string>([
  ['=', ''],
  ['!=', 'nicht '],
  ['<', 'weniger als '],
  ['<=', 'höchstens '],
  ['>', 'mehr als '],
  ['>=', 'mindestens '],
]);
const NEGATED = new Map<Op, Op>([
  ['=', '!='],
  ['!=', '='],
  ['<', '>='],
  ['<=', '>'],
  ['>', '<='],
  ['>=', '<'],
]);

/** "A is B" as a subordinate clause, verb last: "seine Punkte mindestens 100 sind". */
export const compareDe = (left: string, op: Op, right: string, plural: boolean): string =>
  `${left} ${OP_DE.get(op)}${right} ${plural ? 'sind' : 'ist'}`;

/**
 * A condition as the body of a German subordinate clause, verb last ("er eine Herzkarte hat");
 * `not` negates it (De Morgan for and/or, so that a negation reads as a plain clause).
 */
export function condDe(c: Cond, names: Names, game: GameWordsDe | null, not = false, whose: Whose = 'player'): string {
  const holder = whose === 'their' ? 'er' : 'der Spieler';
  const self = (x: Cond, n = not) => condDe(x, names, game, n, whose);
  switch (c.kind) {
    case 'Logic': {
      const op = (c.op === 'and') !== not ? 'und' : 'oder';
      const side = (x: Cond) => (x.kind === 'Logic' && x.op !== c.op ? `(${self(x)})` : self(x));
      return `${side(c.left)} ${op} ${side(c.right)}`;
    }
    case 'Not':
      return self(c.cond, !not);
    case 'Holding':
      // Holding the suit led is being able to follow suit ("er bedienen kann").
      if (c.card.kind === 'CardLed') return `${holder} ${not ? 'nicht ' : ''}bedienen kann`;
      return `${holder} ${cardsDe(cardPhrase(c.card, names), not ? 'neg' : 'indef', 'acc')} hat`;
    case 'HoldingOnly':
      return `${holder} ${not ? 'nicht nur' : 'nur'} ${cardsDe(cardPhrase(c.card, names), 'none', 'acc', true)} hat`;
    case 'TrickIs':
      return `${not ? 'nicht ' : ''}der ${c.which === 'first' ? 'erste' : 'letzte'} Stich gespielt wird`;
    case 'LedIs': {
      const what =
        c.suit === null
          ? phrase(TRUMPF, 'indef', 'nom')
          : cardsDe(cardPhrase({ kind: 'CardSym', sym: c.suit, loc: c.loc }, names), 'indef', 'nom');
      return `${what} ${not ? 'nicht ' : ''}ausgespielt wurde`;
    }
    case 'ReadingIs':
      return `${not ? 'nicht ' : ''}nach der Lesart „${readingDe(names, c.ambiguity.name, c.reading.name)}“ gespielt wird`;
    case 'Chosen': {
      const title = optionDe(names, c.option.name);
      return `${title ? `„${title}“` : 'diese Möglichkeit'} ${not ? 'nicht ' : ''}gewählt wurde`;
    }
    case 'PhaseIs':
      return `${not ? 'nicht ' : ''}die Phase „${phaseDe(names, c.phase.name)}“ gespielt wird`;
    case 'Compare': {
      // `played H = 0`, `played H > 0`: "keine Herzkarte gespielt wurde", "eine Herzkarte gespielt wurde".
      const count = c.left.kind === 'PlayedCount' || c.left.kind === 'HeldCount' ? c.left : null;
      if (count && c.right.kind === 'Num' && c.right.value === 0 && (c.op === '=' || c.op === '>' || c.op === '!=')) {
        const none = (c.op === '=') !== not;
        const n = cardPhrase(count.card, names);
        if (count.kind === 'PlayedCount') return `${cardsDe(n, none ? 'neg' : 'indef', 'nom')} gespielt wurde`;
        return `${holder} ${cardsDe(n, none ? 'neg' : 'indef', 'acc')} hat`;
      }
      if (c.left.kind === 'TrickNumber' && c.right.kind === 'Num' && c.op === '=')
        return `${not ? 'nicht ' : ''}der ${ordinalDe(c.right.value, 'e')} Stich gespielt wird`;
      if (
        c.left.kind === 'StockCount' &&
        c.right.kind === 'Num' &&
        c.right.value === 0 &&
        (c.op === '=' || c.op === '>')
      )
        return `der Stock ${(c.op === '=') !== not ? '' : 'nicht '}leer ist`;
      if (c.left.kind === 'Deals' && c.right.kind === 'Num' && c.op === '=' && !not)
        return `${countDe(c.right.value, noun('Spiel', 'n', 'Spiele'), 'nom')} dieser Phase gespielt ${oneDe(c.right.value) ? 'ist' : 'sind'}`;
      const op = not ? NEGATED.get(c.op)! : c.op;
      const said = game?.compare(c.left, op, c.right, holder);
      if (said) return said;
      return compareDe(
        numDe(c.left, names, game, whose),
        op,
        numDe(c.right, names, game, whose),
        game?.plural(c.left) ?? false,
      );
    }
    default:
      return (
        game?.cond(c, not, whose) ??
        (not ? 'eine Bedingung des Spiels nicht erfüllt ist' : 'eine Bedingung des Spiels erfüllt ist')
      );
  }
}
