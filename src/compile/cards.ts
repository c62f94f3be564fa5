/**
 * Compiles the deck, special cards, ranking orders and card points into flat lookup tables,
 * one set per possible trump suit. Play then never interprets the variant: it indexes arrays.
 *
 * A card is an integer `suit * rankCount + rank`, suits and ranks in the order the deck lists them.
 */
import type { DeckBody, OrderBody, PointsBody, SpecialBody, Sym, Ident } from '../parse/ast.ts';
import type { VariantRules } from '../resolve/resolve.ts';

/** The pack: suit and rank symbols, colours, and card names like `10H`. */
export interface Deck {
  suits: string[];
  ranks: string[];
  /** Long names per suit and rank: French first, then German or regional. */
  suitNames: string[][];
  rankNames: string[][];
  /** For each suit, the other suit of its colour (its partner), or -1. */
  partner: number[];
  size: number;
  /** Card id → name (`JD`). */
  names: string[];
  /** Card name → id. */
  byName: Map<string, number>;
}

/** Lookup tables for one trump suit. `eff[c] === TRUMP(deck)` marks a trump. */
export interface CardTables {
  trump: number;
  /** The effective suit: the card's suit, or `deck.suits.length` when it is a trump. */
  eff: Int8Array;
  /** Strength within the effective suit; higher beats lower. */
  power: Int16Array;
  points: Int16Array;
  /** Names of special cards (`old-man`) → card id. */
  specials: Map<string, number>;
}

/**
 * The largest pack the tables are built for: a table per trump suit, each a row per card, and a
 * card's effective suit kept in an Int8Array. The rules of play keep sets of effective suits as bits
 * of a 32-bit integer, the trump pseudo-suit after the last suit: 31 suits and trumps fill it (a
 * 32nd suit would put trumps on bit 32, which JavaScript reads as bit 0, the first suit's). Real
 * packs have four or five suits of up to 14 ranks; the checker refuses larger ones (`deck-size`),
 * before any table is built.
 */
export const MAX_SUITS = 31;
/** The most ranks a suit may have (see MAX_SUITS). */
export const MAX_RANKS = 64;

/**
 * The largest value a `points` clause may give a card, a suit, a rank or a trick: card and trick
 * values are added up (at most four terms) into Int16Arrays, which hold up to 32,767.
 */
export const MAX_POINT_VALUE = 8000;

/** Index of the pseudo-suit that trumps form. */
export const trumpSuit = (deck: Deck): number => deck.suits.length;

function clauseBody<K extends string>(v: VariantRules, kind: K) {
  return v.clauses.filter((c) => c.node.body.kind === kind).map((c) => c.node.body);
}

/** Builds the deck from the variant's `deck` clause. */
export function compileDeck(v: VariantRules): Deck {
  const body = clauseBody(v, 'Deck')[0] as DeckBody;
  const suits = body.suits.map((s) => s.name);
  const ranks = body.ranks.map((r) => r.name);
  const partner = suits.map((s) => {
    const colour = body.colours.find((c) => c.members.some((m) => m.name === s));
    const other = colour?.members.find((m) => m.name !== s);
    return other ? suits.indexOf(other.name) : -1;
  });
  const names: string[] = [];
  for (const s of suits) for (const r of ranks) names.push(r + s);
  return {
    suits,
    ranks,
    partner,
    suitNames: body.suits.map((s) => s.names ?? []),
    rankNames: body.ranks.map((r) => r.names ?? []),
    size: names.length,
    names,
    byName: new Map(names.map((n, i) => [n, i])),
  };
}

/** The card a special names under trump suit `trump` (or -1 when it does not exist then). */
function specialCard(deck: Deck, sp: SpecialBody, trump: number): number {
  const rank = deck.ranks.indexOf(sp.rank.name);
  let suit: number;
  if (sp.of === 'trump') suit = trump;
  else if (sp.of === 'partner') suit = trump < 0 ? -1 : deck.partner[trump]!;
  else suit = deck.suits.indexOf(sp.of.name);
  return suit < 0 || rank < 0 ? -1 : suit * deck.ranks.length + rank;
}

const itemName = (item: Sym | Ident): string => item.name;

const cardClauseCache = new WeakMap<
  VariantRules,
  { specials: { id: string; body: SpecialBody }[]; orders: OrderBody[] }
>();

/** The variant's `special` and `order` clauses, found once per variant (tables are built per `points` clause). */
function cardClauses(v: VariantRules) {
  let found = cardClauseCache.get(v);
  if (!found) {
    found = {
      specials: v.clauses
        .filter((c) => c.node.body.kind === 'Special')
        .map((c) => ({ id: c.id, body: c.node.body as SpecialBody })),
      orders: clauseBody(v, 'Order') as OrderBody[],
    };
    cardClauseCache.set(v, found);
  }
  return found;
}

/** The variant's whole-game `points` clause (a phase may have its own). */
export function gamePoints(v: VariantRules): PointsBody | undefined {
  return v.clauses.find((c) => c.node.body.kind === 'Points' && c.phase === null)?.node.body as PointsBody | undefined;
}

/**
 * Compiles the tables for every trump suit; index `deck.suits.length` holds the no-trump table.
 * Card values add up: the rank's value (or the special card's, which replaces it), plus the suit's,
 * plus the card's own (`KH 40`). This is the one place card values are worked out.
 */
export function compileCardTables(
  v: VariantRules,
  deck: Deck,
  pointsBody: PointsBody | undefined = gamePoints(v),
): CardTables[] {
  const value = new Map((pointsBody?.values ?? []).map((x) => [itemName(x.card), x.value]));
  return rankTables(v, deck).map(({ trump, eff, power, specialOf, specials }) => {
    const points = new Int16Array(deck.size);
    for (let c = 0; c < deck.size; c++) {
      const suitName = deck.suits[Math.floor(c / deck.ranks.length)]!;
      const rank = deck.ranks[c % deck.ranks.length]!;
      const special = specialOf[c];
      points[c] =
        ((special !== undefined ? value.get(special) : undefined) ?? value.get(rank) ?? 0) +
        (value.get(suitName) ?? 0) +
        (value.get(rank + suitName) ?? 0);
    }
    return { trump, eff, power, points, specials };
  });
}

type RankTable = Omit<CardTables, 'points'> & { specialOf: (string | undefined)[] };
const rankTableCache = new WeakMap<VariantRules, { deck: Deck; tables: RankTable[] }>();

/**
 * Everything in the tables but card points, for every trump suit: it depends on the deck, the
 * specials and the orders only, so it is worked out once per variant however many `points`
 * clauses there are.
 */
function rankTables(v: VariantRules, deck: Deck): RankTable[] {
  const cached = rankTableCache.get(v);
  if (cached?.deck === deck) return cached.tables;
  const { specials, orders } = cardClauses(v);
  const trumpOrder = orders.find((o) => o.which === 'trump')?.items.map(itemName) ?? [];
  const plainOrder = orders.find((o) => o.which === 'plain')?.items.map(itemName) ?? [...deck.ranks].reverse();
  const inTrumps = new Set(trumpOrder);
  const place = (order: string[]) => {
    const at = new Map<string, number>();
    order.forEach((x, i) => {
      if (!at.has(x)) at.set(x, i);
    });
    return at;
  };
  const trumpAt = place(trumpOrder),
    plainAt = place(plainOrder);

  const tables: RankTable[] = [];
  for (let trump = 0; trump <= deck.suits.length; trump++) {
    const t = trump === deck.suits.length ? -1 : trump;
    const eff = new Int8Array(deck.size);
    const power = new Int16Array(deck.size);
    const specialOf: (string | undefined)[] = new Array(deck.size).fill(undefined);
    const named = new Map<string, number>();
    for (const sp of specials) {
      const card = specialCard(deck, sp.body, t);
      if (card >= 0) {
        specialOf[card] = sp.id;
        named.set(sp.id, card);
      }
    }
    for (let c = 0; c < deck.size; c++) {
      const suit = Math.floor(c / deck.ranks.length);
      const rank = deck.ranks[c % deck.ranks.length]!;
      const special = specialOf[c];
      // A special card of a trump-relative kind (trump Jack, its partner) belongs to the trumps.
      const isTrump = t >= 0 && (suit === t || (special !== undefined && inTrumps.has(special)));
      eff[c] = isTrump ? trumpSuit(deck) : suit;
      const at = isTrump ? trumpAt : plainAt;
      const key = special !== undefined && at.has(special) ? special : rank;
      const order = isTrump ? trumpOrder : plainOrder;
      const i = at.get(key) ?? -1;
      power[c] = i < 0 ? 0 : order.length - i + (isTrump ? 1000 : 0);
    }
    tables.push({ trump: t, eff, power, specialOf, specials: named });
  }
  rankTableCache.set(v, { deck, tables });
  return tables;
}

/** What each trick of a deal of `tricks` tricks is worth by itself (`each trick`, `trick 7 40`, `last trick`). */
export function compileTrickValues(pointsBody: PointsBody | undefined, tricks: number): Int16Array {
  const values = new Int16Array(tricks);
  for (const t of pointsBody?.tricks ?? []) {
    if (t.trick === 'each')
      values.forEach((_, i) => {
        values[i]! += t.value;
      });
    else if (t.trick === 'last') values[tricks - 1]! += t.value;
    else if (t.trick >= 1 && t.trick <= tricks) values[t.trick - 1]! += t.value;
  }
  values[tricks - 1]! += pointsBody?.lastTrick ?? 0;
  return values;
}

/**
 * The tricks of a deal where each of `players` is dealt `count` cards and, after each trick, draws
 * `draw` more from a stock of `stock` cards while it holds `draw` for every player (the rest stays
 * out of play): `count` without drawing. Shared by the checker and the engine, so they agree.
 */
export function dealTricks(count: number, draw: number, stock: number, players: number): number {
  if (draw <= 0 || players <= 0 || stock <= 0) return count;
  return count + Math.floor(stock / (players * draw)) * draw;
}

/** Parses a card name like `10H` or `jd` to its id, or -1. */
export function cardId(deck: Deck, name: string): number {
  return deck.byName.get(name.toUpperCase()) ?? -1;
}
