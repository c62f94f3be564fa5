/**
 * Reads one scenario deal (scored, played or redeal) and checks it against the variant and the
 * players dealt in. Every complaint names the deal and the field: `deals[2].hands.W: ...`.
 */
import type { CompiledPhase, CompiledVariant } from '../compile/compile.ts';
import { cardId } from '../compile/cards.ts';
import type { Move } from '../engine/steps/step.ts';
import { ScenarioInputError, shown } from './errors.ts';
import { parseRedealHand, type RedealHand } from './redeal-input.ts';
import { checkFields, DEAL_FIELDS, TAKE_FIELDS } from './fields.ts';
import { kindOf, takesTricks } from '../engine/steps/index.ts';
import { stockSize, tricksAmong } from '../engine/steps/tricks/draw.ts';

/** A deal in engine terms (seats and card ids). */
export type ScenarioDeal =
  | {
      kind: 'scored';
      points: number[];
      tricks: number[];
      places?: number[];
      cards?: number[];
      /** Each player's passes (a lay-off) or pick-ups (a beating deal), when the deal gives them. */
      passes?: number[];
      pickups?: number[];
    }
  /** A played deal: its moves in order (cards, passes, pick-ups, cards given, suits named). */
  /** `upcard`: the turned trump card, when the deal's `trump` names it (`"KH"`), for an exchange with the table. */
  | {
      kind: 'played';
      trump: number;
      hands: number[][];
      plays: { seat: number; move: Move }[];
      takes: { trick: number; takenBy: number }[];
      upcard?: number;
      /** The talon dealt apart (`"talon": [...]`), when the variant deals one and the deal gives it. */
      talon?: number[];
      /** The stock in the order it is drawn (`"stock": [...]`), when the deal's phase draws from it. */
      stock?: number[];
    }
  /** A redeal; `hand`: the asker's cards and the deal's trump, when the scenario gives them (its condition reads them). */
  | { kind: 'redeal'; askedBy: string; hand?: RedealHand };

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

/**
 * Parses `raw` (deal index `i`) of `phase` for the `dealtIn` players; `needsTricks` when a rule reads
 * tricks, `needsCards` when one reads the cards left in hand.
 */
export function parseDeal(
  cv: CompiledVariant,
  phase: CompiledPhase,
  raw: unknown,
  i: number,
  dealtIn: string[],
  players: string[],
  needsTricks: boolean,
  needsCards = false,
  talonTo: string | null = null,
): ScenarioDeal {
  const at = `deals[${i}]`;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new ScenarioInputError(at, 'expected a deal object');
  const d = raw as Record<string, unknown>;
  const key = cv.trickTaking?.key;
  // A lay-off or beating deal may give its moves (`passes`, `pickups`); a deal in tricks has none.
  const fields = key ? [...DEAL_FIELDS, key] : DEAL_FIELDS;
  checkFields(d, at, takesTricks(phase) ? fields : [...fields, ...MOVE_COUNTS], 'a deal');
  if (d.redeal === true) {
    if (typeof d.askedBy !== 'string' || !players.includes(d.askedBy)) {
      throw new ScenarioInputError(`${at}.askedBy`, `expected one of the players dealt in (${dealtIn.join(', ')})`);
    }
    const hand = parseRedealHand(cv, d, at, d.askedBy, players);
    return hand ? { kind: 'redeal', askedBy: d.askedBy, hand } : { kind: 'redeal', askedBy: d.askedBy };
  }
  if (Object.hasOwn(d, 'hands')) return parsePlayed(cv, d, at, dealtIn, players, phase, talonTo);
  if (!takesTricks(phase))
    return withMoveCounts(phase, d, at, dealtIn, players, parsePlaces(d, at, dealtIn, players, needsCards));
  if (Object.hasOwn(d, 'cards'))
    throw new ScenarioInputError(
      `${at}.cards`,
      'a deal played in tricks ends with every card played: leave `cards` out',
    );
  if (Object.hasOwn(d, 'points')) return parseScored(cv, phase, d, at, dealtIn, players, needsTricks);
  throw new ScenarioInputError(
    at,
    'expected a scored deal ("points"), a played deal ("hands", "plays") or a redeal ("redeal": true)',
  );
}

/** A scored lay-off or beating deal: `{ "places": { "N": 1, "E": 2, ... } }`, each place once, from 1. */
function parsePlaces(
  d: Record<string, unknown>,
  at: string,
  dealtIn: string[],
  players: string[],
  needsCards: boolean,
): ScenarioDeal {
  if (!Object.hasOwn(d, 'places'))
    throw new ScenarioInputError(
      `${at}.places`,
      `missing: this deal is scored by the order of going out, e.g. { "places": { "${dealtIn[0]}": 1, ... } }`,
    );
  const places = perPlayer(d.places, `${at}.places`, dealtIn, players);
  const got = dealtIn.map((p) => places[players.indexOf(p)]!).sort((a, b) => a - b);
  if (got.some((x, k) => x !== k + 1))
    throw new ScenarioInputError(
      `${at}.places`,
      `expected each place from 1 to ${dealtIn.length} once, got ${got.join(', ')}`,
    );
  // Cards left in hand (`{ "cards": { "N": 0, "E": 3, ... } }`): needed only when a rule reads them.
  if (!Object.hasOwn(d, 'cards')) {
    if (needsCards)
      throw new ScenarioInputError(
        `${at}.cards`,
        `missing: a rule of this phase counts the cards left in hand, e.g. { "cards": { "${dealtIn[0]}": 0, ... } }`,
      );
    return { kind: 'scored', points: players.map(() => 0), tricks: players.map(() => 0), places };
  }
  const cards = perPlayer(d.cards, `${at}.cards`, dealtIn, players);
  return { kind: 'scored', points: players.map(() => 0), tricks: players.map(() => 0), places, cards };
}

/** The moves a scored lay-off or beating deal may count per player (`"passes": { "N": 2, ... }`). */
const MOVE_COUNTS = ['passes', 'pickups'] as const;

/**
 * A scored lay-off or beating deal with the moves its phase counts because a rule reads them
 * (`"passes"` or `"pickups"`, `{ "N": 2, ... }`).
 */
function withMoveCounts(
  phase: CompiledPhase,
  d: Record<string, unknown>,
  at: string,
  dealtIn: string[],
  players: string[],
  deal: ScenarioDeal,
): ScenarioDeal {
  if (deal.kind !== 'scored') return deal;
  for (const key of MOVE_COUNTS) {
    if (Object.hasOwn(d, key)) {
      const counts = perPlayer(d[key], `${at}.${key}`, dealtIn, players);
      // Kept only where a rule reads them: elsewhere they are checked and change nothing.
      if (phase.counts.includes(key)) deal[key] = counts;
    } else if (phase.counts.includes(key))
      throw new ScenarioInputError(
        `${at}.${key}`,
        `missing: a rule of this phase counts each player's ${key === 'passes' ? 'passes' : 'pick-ups'}, e.g. { "${key}": { "${dealtIn[0]}": 0, ... } }`,
      );
  }
  return deal;
}

/** Reads `{ player: number }` for exactly the players dealt in. */
function perPlayer(obj: unknown, at: string, dealtIn: string[], players: string[], signed = false): number[] {
  if (typeof obj !== 'object' || obj === null || Array.isArray(obj))
    throw new ScenarioInputError(at, 'expected an object of player → number');
  const o = obj as Record<string, unknown>;
  for (const k of Object.keys(o)) {
    if (!players.includes(k)) throw new ScenarioInputError(`${at}.${k}`, `unknown player "${k}"`);
    if (!dealtIn.includes(k))
      throw new ScenarioInputError(`${at}.${k}`, `${k} is not dealt in to this deal (dealt in: ${dealtIn.join(', ')})`);
  }
  return players.map((p) => {
    if (!dealtIn.includes(p)) return 0;
    // Own keys only: a player named `constructor` must not find Object.prototype's.
    const v = Object.hasOwn(o, p) ? o[p] : undefined;
    if (v === undefined) throw new ScenarioInputError(`${at}.${p}`, `missing (dealt in: ${dealtIn.join(', ')})`);
    if (!isInt(v) || (v < 0 && !signed))
      throw new ScenarioInputError(`${at}.${p}`, `expected a whole number${signed ? '' : ' ≥ 0'}, got ${shown(v)}`);
    return v;
  });
}

function parseScored(
  cv: CompiledVariant,
  phase: CompiledPhase,
  d: Record<string, unknown>,
  at: string,
  dealtIn: string[],
  players: string[],
  needsTricks: boolean,
): ScenarioDeal {
  // Points may be negative only where a card or a trick is worth less than nothing (`points QS -13`, `each trick -2`).
  const signed = phase.tables.some((t) => t.points.some((x) => x < 0)) || phase.trickValues.some((x) => x < 0);
  const points = perPlayer(d.points, `${at}.points`, dealtIn, players, signed);
  const sum = points.reduce((a, b) => a + b, 0);
  const total = phase.pointsTotal;
  // A deal that may stop early (`deal ends when`) may leave points in the hands and tricks unplayed.
  const early = phase.dealEnds !== undefined;
  if (total !== null) {
    const wholePack = dealtIn.length * tricksAmong(cv, phase, dealtIn.length) === cv.deck.size;
    if (wholePack && sum !== total && !(early && sum < total)) {
      throw new ScenarioInputError(
        `${at}.points`,
        `the points add up to ${sum}, but the ${cv.deck.size} cards hold ${total}`,
      );
    }
    // With cards worth less than nothing, the cards left out may hold a negative share: no bound then.
    if (!wholePack && !signed && sum > total)
      throw new ScenarioInputError(`${at}.points`, `the points add up to ${sum}, more than the ${total} in the pack`);
  }
  let tricks: number[];
  if (d.tricks === undefined) {
    if (needsTricks)
      throw new ScenarioInputError(
        `${at}.tricks`,
        'missing: a rule of this phase counts tricks (e.g. an event made by taking every trick)',
      );
    tricks = players.map(() => 0);
  } else {
    tricks = perPlayer(d.tricks, `${at}.tricks`, dealtIn, players);
    const n = tricks.reduce((a, b) => a + b, 0);
    const played = tricksAmong(cv, phase, dealtIn.length);
    if (n !== played && !(early && n > 0 && n < played))
      throw new ScenarioInputError(`${at}.tricks`, `the tricks add up to ${n}, but ${played} are played`);
    const bad = players.findIndex((_, q) => tricks[q] === 0 && points[q]! !== 0);
    if (bad >= 0)
      throw new ScenarioInputError(
        `${at}.points.${players[bad]}`,
        `${players[bad]} took no trick but has ${points[bad]} points`,
      );
  }
  return { kind: 'scored', points, tricks };
}

function parsePlayed(
  cv: CompiledVariant,
  d: Record<string, unknown>,
  at: string,
  dealtIn: string[],
  players: string[],
  phase: CompiledPhase,
  talonTo: string | null,
): ScenarioDeal {
  const suits = cv.deck.suits;
  let trump = -1;
  let upcard: number | undefined;
  if (d.trump !== undefined && d.trump !== null) {
    trump = typeof d.trump === 'string' ? suits.indexOf(d.trump.toUpperCase()) : -1;
    // A card names the turned trump card itself (an exchange with the table takes it), and its suit.
    const turned = trump < 0 && typeof d.trump === 'string' ? cardId(cv.deck, d.trump) : -1;
    if (turned >= 0) {
      upcard = turned;
      trump = Math.floor(turned / cv.deck.ranks.length);
    }
    if (trump < 0)
      throw new ScenarioInputError(
        `${at}.trump`,
        `expected one of ${suits.join(' ')} (or the turned card, e.g. K${suits[0]}), got ${shown(d.trump)}`,
      );
  } else if (cv.trumpRules.some((r) => r.source !== 'none') && !namesATrump(d.plays)) {
    throw new ScenarioInputError(`${at}.trump`, `missing: give the trump suit (${suits.join(' ')})`);
  }
  // An exchange with the table takes the turned card: which one it is must be known.
  const exchange = phase.steps.find((st) => kindOf(st).takesUpcard);
  if (exchange && trump >= 0 && upcard === undefined) {
    throw new ScenarioInputError(
      `${at}.trump`,
      `the turned trump card is exchanged in this variant (rule ${exchange.id}): give the card, e.g. "K${suits[trump]}", not only its suit`,
    );
  }
  if (typeof d.hands !== 'object' || d.hands === null || Array.isArray(d.hands))
    throw new ScenarioInputError(`${at}.hands`, 'expected an object of player → cards');
  const handsIn = d.hands as Record<string, unknown>;
  // Cards dealt apart from the hands (a talon, a widow): only where the variant deals them apart.
  const talonSize = cv.deal.talon?.count ?? 0;
  if (Object.hasOwn(d, 'talon') && talonSize > 0 && talonTo !== null) {
    throw new ScenarioInputError(
      `${at}.talon`,
      `the talon is dealt into ${talonTo}'s hand in this variant: list its ${talonSize} cards with ${talonTo}'s, and leave \`talon\` out`,
    );
  }
  if (Object.hasOwn(d, 'talon') && talonSize === 0) {
    const rest = cv.deck.size - dealtIn.length * cv.deal.count;
    throw new ScenarioInputError(
      `${at}.talon`,
      rest > 0
        ? `this variant deals no talon: the ${rest} cards left after the deal are out of play; leave \`talon\` out`
        : `this variant deals no talon: every card goes to the hands; leave \`talon\` out`,
    );
  }
  const seen = new Map<number, string>();
  const hands: number[][] = players.map(() => []);
  for (const k of Object.keys(handsIn)) {
    if (!players.includes(k)) throw new ScenarioInputError(`${at}.hands.${k}`, `unknown player "${k}"`);
    if (!dealtIn.includes(k))
      throw new ScenarioInputError(`${at}.hands.${k}`, `${k} is not dealt in (dealt in: ${dealtIn.join(', ')})`);
  }
  for (const p of dealtIn) {
    const h = Object.hasOwn(handsIn, p) ? handsIn[p] : undefined;
    if (!Array.isArray(h)) throw new ScenarioInputError(`${at}.hands.${p}`, 'missing: expected an array of cards');
    // The player dealt the talon as well holds more (`talon N to SEAT`); every other hand, the deal's count.
    const size = cv.deal.count + (p === talonTo ? talonSize : 0);
    if (h.length !== size)
      throw new ScenarioInputError(
        `${at}.hands.${p}`,
        talonTo === null
          ? `has ${h.length} cards; each player is dealt ${cv.deal.count}`
          : `has ${h.length} cards; ${p} is dealt ${size}${p === talonTo ? ` (${cv.deal.count} and the talon of ${talonSize})` : ` (${talonTo} is dealt ${cv.deal.count + talonSize}, with the talon)`}`,
      );
    hands[players.indexOf(p)] = h.map((name, j) => {
      const c = typeof name === 'string' ? cardId(cv.deck, name) : -1;
      if (c < 0)
        throw new ScenarioInputError(
          `${at}.hands.${p}[${j}]`,
          `${shown(name)} is not a card of this pack (e.g. ${cv.deck.names[cv.deck.size - 1]})`,
        );
      if (seen.has(c))
        throw new ScenarioInputError(`${at}.hands.${p}[${j}]`, `${cv.deck.names[c]} is also in ${seen.get(c)}'s hand`);
      seen.set(c, p);
      return c;
    });
  }
  let talon: number[] | undefined;
  if (Object.hasOwn(d, 'talon')) {
    if (!Array.isArray(d.talon) || d.talon.length !== talonSize)
      throw new ScenarioInputError(`${at}.talon`, `expected an array of the ${talonSize} cards of the talon`);
    talon = d.talon.map((name, j) => {
      const c = typeof name === 'string' ? cardId(cv.deck, name) : -1;
      if (c < 0)
        throw new ScenarioInputError(
          `${at}.talon[${j}]`,
          `${shown(name)} is not a card of this pack (e.g. ${cv.deck.names[cv.deck.size - 1]})`,
        );
      if (seen.has(c))
        throw new ScenarioInputError(`${at}.talon[${j}]`, `${cv.deck.names[c]} is also in ${seen.get(c)}'s hand`);
      seen.set(c, 'the talon');
      return c;
    });
  } else if (talonSize > 0 && talonTo === null) {
    // A talon that stays out of play may be left out; one that a step gives to a player may not.
    const taker = phase.steps.find((st) => kindOf(st).givesTalon?.(st));
    if (taker)
      throw new ScenarioInputError(
        `${at}.talon`,
        `missing: the talon goes to a player in this variant (rule ${taker.id}); give its ${talonSize} cards`,
      );
  }
  const stock = stockOf(cv, phase, d, at, dealtIn.length, seen);
  if (!Array.isArray(d.plays)) throw new ScenarioInputError(`${at}.plays`, 'expected an array of "PLAYER:CARD"');
  const plays = d.plays.map((x, j) => {
    const m = typeof x === 'string' ? /^([^:]+):(.+)$/.exec(x) : null;
    if (!m)
      throw new ScenarioInputError(`${at}.plays[${j}]`, `expected "PLAYER:CARD" or "PLAYER:pass", got ${shown(x)}`);
    const seat = players.indexOf(m[1]!);
    if (seat < 0) throw new ScenarioInputError(`${at}.plays[${j}]`, `unknown player "${m[1]}"`);
    return { seat, move: parseMove(cv, m[2]!, `${at}.plays[${j}]`) };
  });
  // Tricks taken by someone other than their winner, under the key the variant declares (`trick taking ... recorded as`).
  const key = cv.trickTaking?.key ?? null;
  const given = key !== null && Object.hasOwn(d, key) ? d[key] : undefined;
  const takes = given === undefined ? [] : given;
  if (!Array.isArray(takes))
    throw new ScenarioInputError(`${at}.${key}`, 'expected an array of { "trick": n, "takenBy": player }');
  return {
    kind: 'played',
    trump,
    hands,
    plays,
    ...(upcard !== undefined ? { upcard } : {}),
    ...(talon ? { talon } : {}),
    ...(stock ? { stock } : {}),
    takes: takes.map((x: unknown, j) => {
      const o = x as { trick?: unknown; takenBy?: unknown };
      if (typeof o === 'object' && o !== null) checkFields(o, `${at}.${key}[${j}]`, TAKE_FIELDS, 'a taken trick');
      const last = tricksAmong(cv, phase, dealtIn.length);
      if (!isInt(o?.trick) || o.trick < 1 || o.trick > last) {
        throw new ScenarioInputError(`${at}.${key}[${j}].trick`, `expected a trick number 1-${last}`);
      }
      if (typeof o.takenBy !== 'string' || !dealtIn.includes(o.takenBy)) {
        throw new ScenarioInputError(
          `${at}.${key}[${j}].takenBy`,
          `expected a player dealt in (${dealtIn.join(', ')})`,
        );
      }
      return { trick: o.trick, takenBy: players.indexOf(o.takenBy) };
    }),
  };
}

/** Whether a deal's `plays` name a trump (`"S:trump:H"`), so that its `trump` may be left out. */
function namesATrump(plays: unknown): boolean {
  return Array.isArray(plays) && plays.some((x) => typeof x === 'string' && /^[^:]+:trump:/.test(x));
}

/**
 * One move after `PLAYER:`: a card (`AS`), `pass`, `pickup` (the whole trick) or `pickup:2` (the
 * top two cards), `give:QS,KH,AH` (cards given), `trump:H` (a suit named). Throws ScenarioInputError
 * when the text is not a move of this pack; whether the variant allows it is for the replay to say.
 */
export function parseMove(cv: CompiledVariant, text: string, at: string): Move {
  if (text === 'pass') return { kind: 'pass' };
  if (text === 'pickup') return { kind: 'pickup', count: null };
  // Taking the last trick from its winner (a take-trick action): the machine's own move, so an
  // example can write the take it saw at the table, and `expect refused N:take` where it is not allowed.
  if (text === 'take') return { kind: 'take' };
  const [word, arg] = [text.slice(0, text.indexOf(':')), text.slice(text.indexOf(':') + 1)];
  if (text.includes(':')) {
    if (word === 'pickup') {
      if (!/^[1-9][0-9]?$/.test(arg))
        throw new ScenarioInputError(
          at,
          `"pickup:${arg}": expected how many cards to pick up from the top of the trick, 1 to 99 (e.g. "pickup:2")`,
        );
      return { kind: 'pickup', count: Number(arg) };
    }
    if (word === 'give') {
      const names = arg.split(',').map((x) => x.trim());
      const cards = names.map((name) => {
        const c = cardId(cv.deck, name);
        if (c < 0)
          throw new ScenarioInputError(
            at,
            `"give:${arg}": "${name}" is not a card of this pack (cards given are listed with commas, e.g. "give:QS,KH,AH")`,
          );
        return c;
      });
      if (new Set(cards).size !== cards.length)
        throw new ScenarioInputError(at, `"give:${arg}": a card is listed twice`);
      return { kind: 'give', cards };
    }
    if (word === 'choose') {
      // The option's id as the variant file spells it; whether the variant offers it is for the replay to say.
      if (!/^[a-z][a-z0-9-]*$/.test(arg))
        throw new ScenarioInputError(
          at,
          `"choose:${arg}": expected the id of an option the variant declares, in lower case with hyphens (e.g. "choose:no-hearts")`,
        );
      return { kind: 'choose', option: arg };
    }
    if (word === 'trump') {
      const suit = cv.deck.suits.indexOf(arg.toUpperCase());
      if (suit < 0)
        throw new ScenarioInputError(at, `"trump:${arg}": expected one of the suits ${cv.deck.suits.join(' ')}`);
      return { kind: 'name', suit };
    }
    throw new ScenarioInputError(
      at,
      `"${text}" is not a move: expected a card, "pass", "pickup", "pickup:N", "take", "give:CARDS", "trump:SUIT" or "choose:OPTION"`,
    );
  }
  const card = cardId(cv.deck, text);
  if (card < 0) throw new ScenarioInputError(at, `"${text}" is not a card of this pack`);
  return { kind: 'card', card };
}

/**
 * The stock of a played deal (`"stock": [...]`, in the order it is drawn), where its phase draws
 * from it (`draw N each after trick`): every card left after the hands and the talon, each once.
 * Required when a round of draws can be made; refused in a deal that draws nothing.
 */
function stockOf(
  cv: CompiledVariant,
  phase: CompiledPhase,
  d: Record<string, unknown>,
  at: string,
  players: number,
  seen: Map<number, string>,
): number[] | undefined {
  const size = stockSize(cv, players);
  const draw = phase.draw;
  if (!Object.hasOwn(d, 'stock')) {
    if (draw && size >= draw.count * players)
      throw new ScenarioInputError(
        `${at}.stock`,
        `missing: the players draw from the stock after each trick in this variant (rule ${draw.id}); give its ${size} cards in the order they are drawn`,
      );
    return undefined;
  }
  if (!draw)
    throw new ScenarioInputError(
      `${at}.stock`,
      'this deal draws nothing from the stock (the variant has no `draw` clause for it): leave `stock` out',
    );
  if (!Array.isArray(d.stock) || d.stock.length !== size)
    throw new ScenarioInputError(
      `${at}.stock`,
      `expected an array of the ${size} cards left after the deal, in the order they are drawn`,
    );
  return d.stock.map((name, j) => {
    const c = typeof name === 'string' ? cardId(cv.deck, name) : -1;
    if (c < 0)
      throw new ScenarioInputError(
        `${at}.stock[${j}]`,
        `${shown(name)} is not a card of this pack (e.g. ${cv.deck.names[cv.deck.size - 1]})`,
      );
    if (seen.has(c)) {
      const where = seen.get(c)!;
      throw new ScenarioInputError(
        `${at}.stock[${j}]`,
        `${cv.deck.names[c]} is also in ${where === 'the talon' || where === 'the stock' ? where : `${where}'s hand`}`,
      );
    }
    seen.set(c, 'the stock');
    return c;
  });
}
