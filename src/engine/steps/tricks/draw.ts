/**
 * Drawing from the stock after each trick (`draw N each after trick`): the trick's winner draws
 * first, then the others in order of play, while the stock holds N cards for every player; what is
 * left then (fewer than a round) stays out of play. The stock's order is the deal's: the players and
 * the bots see only its size.
 */
import type { CompiledPhase, CompiledVariant } from '../../../compile/compile.ts';
import { dealTricks } from '../../../compile/cards.ts';
import type { PlayState } from '../../state.ts';
import { phaseOfPlay } from '../common.ts';

/** Every participant draws the phase's count after a trick won by `winner` (changes `p`, whose hands and stock are its own). */
export function drawAfterTrick(cv: CompiledVariant, p: PlayState, winner: number): void {
  const each = phaseOfPlay(cv, p).draw?.count ?? 0;
  const stock = p.stock!;
  const n = p.participants.length;
  if (each <= 0 || stock.length < each * n) {
    // Too few for a round: the rest is out of play, and the stock is empty from now on.
    if (stock.length > 0) p.stock = [];
    return;
  }
  const hands = p.hands.map((h) => [...h]);
  const rest = [...stock];
  const from = p.participants.indexOf(winner);
  for (let k = 0; k < n; k++) {
    const q = p.participants[(from + k) % n]!;
    for (let c = 0; c < each; c++) hands[q]!.push(rest.shift()!);
  }
  p.hands = hands;
  p.stock = rest.length < each * n ? [] : rest;
}

/** The number of tricks of deal `p`: as many as a hand holds, plus the cards drawn (see `dealTricks`). */
export function tricksOfDeal(cv: CompiledVariant, p: PlayState): number {
  const draw = phaseOfPlay(cv, p).draw;
  return draw ? dealTricks(cv.deal.count, draw.count, p.deal.stock?.length ?? 0, p.participants.length) : cv.deal.count;
}

/** The cards a deal of `players` leaves in the stock: the pack less the hands and the talon. */
export const stockSize = (cv: CompiledVariant, players: number): number =>
  Math.max(0, cv.deck.size - players * cv.deal.count - (cv.deal.talon?.count ?? 0));

/** The number of tricks a deal of `phase` among `players` has, the stock drawn as dealt (see `dealTricks`). */
export const tricksAmong = (cv: CompiledVariant, phase: CompiledPhase, players: number): number =>
  phase.draw ? dealTricks(cv.deal.count, phase.draw.count, stockSize(cv, players), players) : cv.deal.count;

/** What each trick of deal `p` is worth by itself, by trick number (index 0 the first). */
export function trickValuesOf(cv: CompiledVariant, p: PlayState): Int16Array {
  const phase = phaseOfPlay(cv, p);
  return phase.draw?.trickValues.get(tricksOfDeal(cv, p)) ?? phase.trickValues;
}

/** Deal `p` with its stock empty when it holds too few for a round of draws (they stay out of play): `p` itself otherwise. */
export function fullRounds(cv: CompiledVariant, p: PlayState): PlayState {
  if (!p.stock || p.stock.length === 0) return p;
  const each = phaseOfPlay(cv, p).draw?.count ?? 0;
  return p.stock.length < each * p.participants.length ? { ...p, stock: [] } : p;
}
