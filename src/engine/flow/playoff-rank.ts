/**
 * Ranking the players of a play-off deal by the variant's `playoff rank` keys, best first, and who
 * (if anyone) came first alone. A search settles hundreds of thousands of play-off deals: the keys
 * and ranks are written into lists kept from one play-off to the next, and a few players are ordered
 * by insertion rather than Array.prototype.sort.
 */
import type { CompiledVariant } from '../../compile/compile.ts';
import type { ScoreScope } from '../../compile/expr.ts';
import type { GameState } from '../state.ts';
import { failed } from './clause.ts';

/**
 * Each seat's rank in the play-off being settled (the first place of those equal to it), written by
 * rankPlayoff for the seats dealt in: one list, rewritten at every play-off deal (a search settles
 * hundreds of thousands), read by `rankOf` until that play-off is settled (none settles another).
 */
const playoffRanks: number[] = [];

/** Seat `q`'s rank in the play-off being settled (see playoffRanks): 0 for the best. */
export const rankOf = (q: number): number => playoffRanks[q]!;

/**
 * Each seat's play-off keys, by number of keys: lists rewritten at every play-off deal, read by
 * rankPlayoff only while it runs (rankedByKeys keeps none of them).
 */
const playoffKeyLists: number[][][] = [];

/**
 * Ranks the players of a play-off deal (scope `sc`) best first, players equal on every key sharing
 * a rank (a tie), and writes each one's rank into `playoffRanks`. Best first: whoever made a ranked
 * event, then by each key in turn. Each player's keys are read once, in the rank clause.
 */
export function rankPlayoff(cv: CompiledVariant, s: GameState, sc: ScoreScope, participants: number[]): number[] {
  const keys = cv.playoff.rank;
  const lists = (playoffKeyLists[keys.length] ??= []);
  // One list per seat, each as long as the keys (a table has a bounded number of seats).
  while (lists.length < s.players.length) lists.push(new Array<number>(keys.length).fill(0));
  try {
    for (let j = 0; j < participants.length; j++) {
      const q = participants[j]!;
      const ks = lists[q]!;
      for (let i = 0; i < keys.length; i++) {
        const k = keys[i]!;
        ks[i] =
          k.by === 'first' ? (q === sc.eventBy[k.event] ? 0 : 1) : k.by === 'fewest' ? k.read!(sc, q) : -k.read!(sc, q);
      }
    }
  } catch (e) {
    throw failed(cv, s, cv.playoff.clauses.rank, e);
  }
  const ranked = rankedByKeys(participants, lists);
  for (let j = 0; j < participants.length; j++) {
    const q = participants[j]!;
    let i = 0;
    while (i < ranked.length && compareKeys(lists[ranked[i]!]!, lists[q]!) !== 0) i++;
    playoffRanks[q] = i < ranked.length ? i : -1;
  }
  return ranked;
}

/**
 * `seats` ordered by their play-off keys (compareKeys), as a stable sort orders them: when no key is
 * NaN the keys are ordered consistently and every stable sort gives this one order, so a few players
 * are ordered by insertion, without Array.prototype.sort's set-up and a closure (a search settles
 * hundreds of thousands of play-off deals); with a NaN, by that sort itself.
 */
export function rankedByKeys(seats: number[], scores: number[][]): number[] {
  const r = seats.slice();
  for (let i = 0; i < seats.length; i++) {
    const ks = scores[seats[i]!]!;
    for (let j = 0; j < ks.length; j++)
      if (Number.isNaN(ks[j])) return r.sort((p, q) => compareKeys(scores[p]!, scores[q]!));
  }
  for (let i = 1; i < r.length; i++) {
    const q = r[i]!;
    let j = i - 1;
    for (; j >= 0 && compareKeys(scores[r[j]!]!, scores[q]!) > 0; j--) r[j + 1] = r[j]!;
    r[j + 1] = q;
  }
  return r;
}

/** Orders two players' play-off keys: by each key in turn, the lower first. */
function compareKeys(x: number[], y: number[]): number {
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return 0;
}

/** The player ranked first alone in a play-off, or -1 when several share first place. */
export function winnerOf(ranked: number[], key: (q: number) => number): number {
  return ranked.length > 0 && (ranked.length === 1 || key(ranked[1]!) !== 0) ? ranked[0]! : -1;
}
