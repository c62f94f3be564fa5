/**
 * Rules `unknown-card`, `duplicate-card`, `deck-size` and `points-range`: card symbols name cards of the deck.
 *
 * - no card, suit, rank or trick is worth more than MAX_POINT_VALUE, or less than its negative;
 * - the deck has at most MAX_SUITS suits and MAX_RANKS ranks (the card tables are built for each);
 * - the deck lists each suit and each rank once, and puts each suit in at most one colour;
 * - colour members are suits of the deck;
 * - a `special` names a rank of the deck and, when it is of a fixed suit, a suit of the deck;
 * - the items of an `order` and the cards of a `points` list are ranks of the deck or ids of
 *   `special` clauses, each at most once per list.
 */
import type { DeckBody, Ident, Sym } from '../../parse/ast.ts';
import type { ResolvedClause, ResolvedVariant } from '../../resolve/resolve.ts';
import { MAX_POINT_VALUE, MAX_RANKS, MAX_SUITS } from '../../compile/cards.ts';
import { diagnostic, didYouMean, nameList, type Diagnostic } from '../../core/diagnostic.ts';
import { together, underEachDeck } from './combinations.ts';

/**
 * Checks the decks, then the specials, the orders, the point lists and the cards named in play
 * against the suits and ranks of each deck in force with them: a file may offer packs by readings
 * (`deck { ... } if reading pack is short`), and a clause is checked against every pack it can be
 * played with (naming the reading when only some packs lack the card).
 */
export function checkCards(v: ResolvedVariant): Diagnostic[] {
  const out: Diagnostic[] = [];
  const decks = v.clauses.filter((c) => c.node.body.kind === 'Deck');
  for (const deck of decks) checkDeck(deck.node.body as DeckBody, out);
  if (decks.length === 0) return out; // `missing-clause` reports the absent deck; nothing to check cards against.
  if (decks.length === 1) return [...out, ...checkNames(decks[0]!.node.body as DeckBody, v.clauses)];
  return [
    ...out,
    ...underEachDeck(decks, (deck) =>
      checkNames(
        deck.node.body as DeckBody,
        v.clauses.filter((c) => together(c, deck)),
      ),
    ),
  ];
}

/** The names of `clauses` checked against `deck`. */
function checkNames(deck: DeckBody, clauses: readonly ResolvedClause[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  if (deck.suits.length > MAX_SUITS || deck.ranks.length > MAX_RANKS) return out; // `deck-size`: its cards are not listed one by one

  const suits = deck.suits.map((s) => s.name);
  const ranks = deck.ranks.map((r) => r.name);
  // Names are looked up in sets: a file with thousands of them is checked in linear time.
  const suitIds = new Set(suits),
    rankIds = new Set(ranks);
  const specials: string[] = [];
  for (const c of clauses) {
    const b = c.node.body;
    if (b.kind !== 'Special') continue;
    specials.push(c.id);
    if (!rankIds.has(b.rank.name)) out.push(unknown(b.rank, 'rank', ranks));
    if (typeof b.of !== 'string' && !suitIds.has(b.of.name)) out.push(unknown(b.of, 'suit', suits));
  }

  const cards = [...ranks, ...specials];
  // Cards, ranks and suits named by a `play layoff` or `play beating` clause.
  if (deck) {
    const suitList = deck.suits.map((x) => x.name);
    const cardNames = ranks.flatMap((r) => suitList.map((su) => r + su));
    for (const c of clauses) {
      const b = c.node.body;
      if (b.kind !== 'Play') continue;
      const need = (
        sym: { name: string; loc: import('../../core/location.ts').Loc } | undefined | null,
        known: string[],
        what: string,
      ) => {
        if (sym && !new Set(known).has(sym.name))
          out.push(
            diagnostic(
              'unknown-card',
              sym.loc,
              `\`${sym.name}\` is not a ${what} of the deck`,
              suggest(sym.name, known) ?? `e.g. \`${known.at(-1)}\``,
            ),
          );
      };
      need(b.start, b.anyOfRank ? ranks : cardNames, b.anyOfRank ? 'rank' : 'card');
      // How much of the pile is picked up: one way, and at least one card.
      const top = b.beating?.pickUpTop;
      if (top !== undefined && top < 1)
        out.push(
          diagnostic(
            'pick-up-count',
            b.loc,
            `\`pick up top ${top}\` picks up no card`,
            'write `pick up top 1` or more',
          ),
        );
      if (top !== undefined && b.beating?.pickUpAny) {
        out.push(
          diagnostic(
            'pick-up-count',
            b.loc,
            'both `pick up top N` and `pick up any number`: a beating game picks up one way',
            'keep one of them',
          ),
        );
      }
      need(b.beating?.permanent, ranks, 'rank');
      need(b.beating?.holder, cardNames, 'card');
      for (const su of b.beating?.personal ?? []) need(su, suitList, 'suit');
    }
    // A seat named by a card (`lead holder of 2C`), wherever it stands (check-seats says where it may).
    const known = new Set(cardNames);
    for (const c of clauses) {
      const b = c.node.body;
      const seats =
        b.kind === 'Teams'
          ? [b.seat, b.partner].filter((x) => x !== undefined)
          : 'seat' in b
            ? [b.seat]
            : b.kind === 'PlayoffNextDealer'
              ? b.choices.map((ch) => ch.seat)
              : [];
      for (let seat of seats) {
        while (seat.kind === 'SeatStep') seat = seat.from;
        if (seat.kind === 'SeatHolder' && !known.has(seat.card.name)) {
          out.push(
            diagnostic(
              'unknown-card',
              seat.card.loc,
              `\`${seat.card.name}\` is not a card of the deck`,
              suggest(seat.card.name, cardNames) ?? `e.g. \`${cardNames.at(-1)}\``,
            ),
          );
        }
      }
    }
  }
  // Values are added up in 16-bit tables: each one is bounded so that no sum can wrap round.
  for (const c of clauses) {
    const b = c.node.body;
    if (b.kind !== 'Points') continue;
    for (const item of [...b.values, ...b.tricks]) {
      if (Math.abs(item.value) > MAX_POINT_VALUE)
        out.push(
          diagnostic(
            'points-range',
            item.loc,
            `a value of ${item.value} points; at most ${MAX_POINT_VALUE}${item.value < 0 ? ' below zero' : ''}`,
            'count in smaller units',
          ),
        );
    }
    if (b.lastTrick > MAX_POINT_VALUE)
      out.push(
        diagnostic(
          'points-range',
          b.loc,
          `a last trick worth ${b.lastTrick} points; at most ${MAX_POINT_VALUE}`,
          'count in smaller units',
        ),
      );
  }
  // A points list may also value a whole suit (`H 5`) or one card (`KH 40`).
  const suitNames = deck ? deck.suits.map((x) => x.name) : [];
  const single = ranks.flatMap((r) => suitNames.map((su) => r + su));
  const cardIds = new Set(cards),
    pointIds = new Set([...cards, ...suitNames, ...single]);
  for (const c of clauses) {
    const b = c.node.body;
    if (b.kind !== 'Order' && b.kind !== 'Points') continue;
    const items = b.kind === 'Order' ? b.items : b.values.map((x) => x.card);
    const what = b.kind === 'Order' ? `the ${b.which} order` : 'the points list';
    const known = b.kind === 'Order' ? cards : [...cards, ...suitNames, ...single];
    const knownIds = b.kind === 'Order' ? cardIds : pointIds;
    const seen = new Set<string>();
    for (const item of items) {
      if (!knownIds.has(item.name)) {
        const kinds =
          b.kind === 'Order'
            ? 'a rank of the deck nor a special card'
            : 'a rank, a suit, a card of the deck nor a special card';
        out.push(
          diagnostic(
            'unknown-card',
            item.loc,
            `\`${item.name}\` is neither ${kinds}`,
            suggest(item.name, known) ??
              `the ranks are ${list(ranks)}${specials.length ? `; the special cards are ${list(specials)}` : ''}`,
          ),
        );
      } else if (seen.has(item.name)) {
        out.push(
          diagnostic('duplicate-card', item.loc, `\`${item.name}\` appears twice in ${what}`, 'list each card once'),
        );
      }
      seen.add(item.name);
    }
  }
  return out;
}

function checkDeck(deck: DeckBody, out: Diagnostic[]): void {
  once(deck.suits, 'suit', out);
  once(deck.ranks, 'rank', out);
  for (const [symbols, what, max] of [
    [deck.suits, 'suits', MAX_SUITS],
    [deck.ranks, 'ranks', MAX_RANKS],
  ] as const) {
    const first = symbols[max];
    if (first)
      out.push(diagnostic('deck-size', first.loc, `a deck of more than ${max} ${what}`, `list at most ${max} ${what}`));
  }
  const suits = deck.suits.map((s) => s.name);
  const colourOf = new Map<string, string>();
  for (const colour of deck.colours) {
    for (const m of colour.members) {
      if (!suits.includes(m.name)) out.push(unknown(m, 'suit', suits));
      else if (colourOf.has(m.name)) {
        out.push(
          diagnostic(
            'duplicate-card',
            m.loc,
            `suit \`${m.name}\` is already in colour \`${colourOf.get(m.name)}\``,
            'each suit belongs to one colour',
          ),
        );
      } else colourOf.set(m.name, colour.name.name);
    }
  }
}

function once(symbols: Sym[], what: string, out: Diagnostic[]): void {
  const seen = new Set<string>();
  for (const s of symbols) {
    if (seen.has(s.name))
      out.push(
        diagnostic(
          'duplicate-card',
          s.loc,
          `${what} \`${s.name}\` is listed twice in the deck`,
          `list each ${what} once`,
        ),
      );
    seen.add(s.name);
  }
}

function unknown(s: Sym | Ident, what: 'suit' | 'rank', known: string[]): Diagnostic {
  return diagnostic(
    'unknown-card',
    s.loc,
    `\`${s.name}\` is not a ${what} of the deck`,
    suggest(s.name, known) ?? `the ${what}s are ${list(known)}`,
  );
}

/** "did you mean" for longer names only: any one-letter symbol is one edit from every other. */
function suggest(name: string, known: string[]): string | undefined {
  return name.length > 2 ? didYouMean(name, known) : undefined;
}

function list(names: string[]): string {
  return nameList(names);
}
