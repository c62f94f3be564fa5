/**
 * A thrown-in deal: whether a player may ask for one (the variant's redeal action), and its record
 * (counted, its entry opened, nothing scored; the same dealer deals again).
 */
import type { CompiledVariant } from '../../compile/compile.ts';
import type { GameState } from '../state.ts';
import { inClause } from './clause.ts';
import { LOGGED, openEntry, type LogOptions } from './entry.ts';
import { participantsOf } from './order.ts';
import { stateScope } from './scopes.ts';
import { countDeal } from './settle.ts';
import { copyForDeal, ownForDeal } from './states.ts';

/** Records a thrown-in deal: same dealer, no scores. Returns a new state; `state` is left as it was. */
export const redealt = (cv: CompiledVariant, state: GameState, log: LogOptions = LOGGED): GameState =>
  redealInto(cv, copyForDeal(state), log);

/** redealt written into `state` itself (see states.ts ownState): for a game that owns its states. */
export const redealtInPlace = (cv: CompiledVariant, state: GameState, log: LogOptions = LOGGED): GameState =>
  redealInto(cv, ownForDeal(state), log);

/** redealt's work, in `s` (a state it may write into). */
function redealInto(cv: CompiledVariant, s: GameState, log: LogOptions): GameState {
  const participants = participantsOf(cv, s);
  countDeal(cv, s);
  openEntry(cv, s, 'redeal', participants, null, null, log);
  return s;
}

/**
 * Whether `seat` may ask for a redeal now (the variant's redeal action and its condition). `hand`:
 * the asker's cards as dealt and the deal's trump suit (-1: none), which the condition's `holding`
 * and `held` read; without it the condition is read permissively (compile/hand-cards.ts).
 */
export function redealAllowed(
  cv: CompiledVariant,
  s: GameState,
  seat: number,
  hand?: { cards: readonly number[]; trump: number },
): boolean {
  const a = cv.redeal;
  if (!a || s.out[seat]) return false;
  if (!a.when) return true;
  const sc = stateScope(s);
  if (hand) {
    const tables = cv.phases.find((ph) => ph.id === s.phase)?.tables ?? cv.tables;
    sc.hand = { cards: hand.cards, t: tables[hand.trump < 0 ? cv.deck.suits.length : hand.trump]! };
  }
  return inClause(cv, s, a.id, () => a.when!(sc, seat));
}
