/**
 * Reads one scenario deal (scored, played or redeal) and checks it against the variant and the
 * players dealt in. Every complaint names the deal and the field: `deals[2].hands.W: ...`.
 */
import type { CompiledPhase, CompiledVariant } from '../compile/compile.ts';
import { cardId } from '../compile/cards.ts';
import { ScenarioInputError, shown } from './errors.ts';

/** A deal in engine terms (seats and card ids). */
export type ScenarioDeal =
  | { kind: 'scored'; points: number[]; tricks: number[]; places?: number[] }
  /** A played deal; a play with `card` -1 is a pass (`"S:pass"`, lay-off), -2 picking up the trick (`"S:pickup"`, beating). */
  | { kind: 'played'; trump: number; hands: number[][]; plays: { seat: number; card: number }[]; takes: { trick: number; takenBy: number }[] }
  | { kind: 'redeal'; askedBy: string };

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

/** Parses `raw` (deal index `i`) of `phase` for the `dealtIn` players; `needsTricks` when a rule reads tricks. */
export function parseDeal(cv: CompiledVariant, phase: CompiledPhase, raw: unknown, i: number, dealtIn: string[], players: string[], needsTricks: boolean): ScenarioDeal {
  const at = `deals[${i}]`;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new ScenarioInputError(at, 'expected a deal object');
  const d = raw as Record<string, unknown>;
  if (d.redeal === true) {
    if (typeof d.askedBy !== 'string' || !players.includes(d.askedBy)) {
      throw new ScenarioInputError(`${at}.askedBy`, `expected one of the players dealt in (${dealtIn.join(', ')})`);
    }
    return { kind: 'redeal', askedBy: d.askedBy };
  }
  if (Object.hasOwn(d, 'hands')) return parsePlayed(cv, d, at, dealtIn, players);
  if (phase.mode.kind !== 'tricks') return parsePlaces(d, at, dealtIn, players);
  if (Object.hasOwn(d, 'points')) return parseScored(cv, phase, d, at, dealtIn, players, needsTricks);
  throw new ScenarioInputError(at, 'expected a scored deal ("points"), a played deal ("hands", "plays") or a redeal ("redeal": true)');
}

/** A scored lay-off or beating deal: `{ "places": { "N": 1, "E": 2, ... } }`, each place once, from 1. */
function parsePlaces(d: Record<string, unknown>, at: string, dealtIn: string[], players: string[]): ScenarioDeal {
  if (!Object.hasOwn(d, 'places')) throw new ScenarioInputError(`${at}.places`, `missing: this deal is scored by the order of going out, e.g. { "places": { "${dealtIn[0]}": 1, ... } }`);
  const places = perPlayer(d.places, `${at}.places`, dealtIn, players);
  const got = dealtIn.map((p) => places[players.indexOf(p)]!).sort((a, b) => a - b);
  if (got.some((x, k) => x !== k + 1)) throw new ScenarioInputError(`${at}.places`, `expected each place from 1 to ${dealtIn.length} once, got ${got.join(', ')}`);
  return { kind: 'scored', points: players.map(() => 0), tricks: players.map(() => 0), places };
}

/** Reads `{ player: number }` for exactly the players dealt in. */
function perPlayer(obj: unknown, at: string, dealtIn: string[], players: string[]): number[] {
  if (typeof obj !== 'object' || obj === null || Array.isArray(obj)) throw new ScenarioInputError(at, 'expected an object of player → number');
  const o = obj as Record<string, unknown>;
  for (const k of Object.keys(o)) {
    if (!players.includes(k)) throw new ScenarioInputError(`${at}.${k}`, `unknown player "${k}"`);
    if (!dealtIn.includes(k)) throw new ScenarioInputError(`${at}.${k}`, `${k} is not dealt in to this deal (dealt in: ${dealtIn.join(', ')})`);
  }
  return players.map((p) => {
    if (!dealtIn.includes(p)) return 0;
    // Own keys only: a player named `constructor` must not find Object.prototype's.
    const v = Object.hasOwn(o, p) ? o[p] : undefined;
    if (v === undefined) throw new ScenarioInputError(`${at}.${p}`, `missing (dealt in: ${dealtIn.join(', ')})`);
    if (!isInt(v) || v < 0) throw new ScenarioInputError(`${at}.${p}`, `expected a whole number ≥ 0, got ${shown(v)}`);
    return v;
  });
}

function parseScored(cv: CompiledVariant, phase: CompiledPhase, d: Record<string, unknown>, at: string, dealtIn: string[], players: string[], needsTricks: boolean): ScenarioDeal {
  const points = perPlayer(d.points, `${at}.points`, dealtIn, players);
  const sum = points.reduce((a, b) => a + b, 0);
  const total = phase.pointsTotal;
  if (total !== null) {
    const wholePack = dealtIn.length * cv.deal.count === cv.deck.size;
    if (wholePack && sum !== total) {
      throw new ScenarioInputError(`${at}.points`, `the points add up to ${sum}, but the ${cv.deck.size} cards hold ${total}`);
    }
    if (!wholePack && sum > total) throw new ScenarioInputError(`${at}.points`, `the points add up to ${sum}, more than the ${total} in the pack`);
  }
  let tricks: number[];
  if (d.tricks === undefined) {
    if (needsTricks) throw new ScenarioInputError(`${at}.tricks`, 'missing: a rule of this phase counts tricks (e.g. an event made by taking every trick)');
    tricks = players.map(() => 0);
  } else {
    tricks = perPlayer(d.tricks, `${at}.tricks`, dealtIn, players);
    const n = tricks.reduce((a, b) => a + b, 0);
    if (n !== cv.deal.count) throw new ScenarioInputError(`${at}.tricks`, `the tricks add up to ${n}, but ${cv.deal.count} are played`);
    const bad = players.findIndex((_, q) => tricks[q] === 0 && points[q]! > 0);
    if (bad >= 0) throw new ScenarioInputError(`${at}.points.${players[bad]}`, `${players[bad]} took no trick but has ${points[bad]} points`);
  }
  return { kind: 'scored', points, tricks };
}

function parsePlayed(cv: CompiledVariant, d: Record<string, unknown>, at: string, dealtIn: string[], players: string[]): ScenarioDeal {
  const suits = cv.deck.suits;
  let trump = -1;
  if (d.trump !== undefined && d.trump !== null) {
    trump = typeof d.trump === 'string' ? suits.indexOf(d.trump.toUpperCase()) : -1;
    if (trump < 0) throw new ScenarioInputError(`${at}.trump`, `expected one of ${suits.join(' ')}, got ${shown(d.trump)}`);
  } else if (cv.trumpRules.some((r) => r.source !== 'none')) {
    throw new ScenarioInputError(`${at}.trump`, `missing: give the trump suit (${suits.join(' ')})`);
  }
  if (typeof d.hands !== 'object' || d.hands === null || Array.isArray(d.hands)) throw new ScenarioInputError(`${at}.hands`, 'expected an object of player → cards');
  const handsIn = d.hands as Record<string, unknown>;
  const seen = new Map<number, string>();
  const hands: number[][] = players.map(() => []);
  for (const k of Object.keys(handsIn)) {
    if (!players.includes(k)) throw new ScenarioInputError(`${at}.hands.${k}`, `unknown player "${k}"`);
    if (!dealtIn.includes(k)) throw new ScenarioInputError(`${at}.hands.${k}`, `${k} is not dealt in (dealt in: ${dealtIn.join(', ')})`);
  }
  for (const p of dealtIn) {
    const h = Object.hasOwn(handsIn, p) ? handsIn[p] : undefined;
    if (!Array.isArray(h)) throw new ScenarioInputError(`${at}.hands.${p}`, 'missing: expected an array of cards');
    if (h.length !== cv.deal.count) throw new ScenarioInputError(`${at}.hands.${p}`, `has ${h.length} cards; each player is dealt ${cv.deal.count}`);
    hands[players.indexOf(p)] = h.map((name, j) => {
      const c = typeof name === 'string' ? cardId(cv.deck, name) : -1;
      if (c < 0) throw new ScenarioInputError(`${at}.hands.${p}[${j}]`, `${shown(name)} is not a card of this pack (e.g. ${cv.deck.names[cv.deck.size - 1]})`);
      if (seen.has(c)) throw new ScenarioInputError(`${at}.hands.${p}[${j}]`, `${cv.deck.names[c]} is also in ${seen.get(c)}'s hand`);
      seen.set(c, p);
      return c;
    });
  }
  if (!Array.isArray(d.plays)) throw new ScenarioInputError(`${at}.plays`, 'expected an array of "PLAYER:CARD"');
  const plays = d.plays.map((x, j) => {
    const m = typeof x === 'string' ? /^([^:]+):(.+)$/.exec(x) : null;
    if (!m) throw new ScenarioInputError(`${at}.plays[${j}]`, `expected "PLAYER:CARD" or "PLAYER:pass", got ${shown(x)}`);
    const seat = players.indexOf(m[1]!);
    if (seat < 0) throw new ScenarioInputError(`${at}.plays[${j}]`, `unknown player "${m[1]}"`);
    if (m[2] === 'pass') return { seat, card: -1 };
    if (m[2] === 'pickup') return { seat, card: -2 };
    const card = cardId(cv.deck, m[2]!);
    if (card < 0) throw new ScenarioInputError(`${at}.plays[${j}]`, `"${m[2]}" is not a card of this pack`);
    return { seat, card };
  });
  // Tricks taken by someone other than their winner, under the key the variant declares (`trick taking ... recorded as`).
  const key = cv.trickTaking?.key ?? null;
  const given = key !== null && Object.hasOwn(d, key) ? d[key] : undefined;
  const takes = given === undefined ? [] : given;
  if (!Array.isArray(takes)) throw new ScenarioInputError(`${at}.${key}`, 'expected an array of { "trick": n, "takenBy": player }');
  return {
    kind: 'played', trump, hands, plays,
    takes: takes.map((x: unknown, j) => {
      const o = x as { trick?: unknown; takenBy?: unknown };
      if (!isInt(o?.trick) || o.trick < 1 || o.trick > cv.deal.count) {
        throw new ScenarioInputError(`${at}.${key}[${j}].trick`, `expected a trick number 1-${cv.deal.count}`);
      }
      if (typeof o.takenBy !== 'string' || !dealtIn.includes(o.takenBy)) {
        throw new ScenarioInputError(`${at}.${key}[${j}].takenBy`, `expected a player dealt in (${dealtIn.join(', ')})`);
      }
      return { trick: o.trick, takenBy: players.indexOf(o.takenBy) };
    }),
  };
}
