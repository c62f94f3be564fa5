/**
 * A redeal at the Play table (`action redeal ... when ...`): asked once the cards are dealt and
 * before anything is played, on the hand the asker was dealt, so that a condition that reads the
 * hand (`when not holding trump`) reads it. Each player reads only their own hand: the human is
 * offered the redeal when their hand allows one; a bot asks from its own cards alone.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import { participantsOf } from '../engine/flow/order.ts';
import { redealAllowed } from '../engine/flow/redeal.ts';
import type { GameState } from '../engine/state.ts';
import type { PlayGame } from './play-game.ts';

/** The hands just dealt and the deal's trump, while nothing has moved since the deal; else null. */
function justDealt(game: PlayGame): { hands: readonly (readonly number[])[]; trump: number } | null {
  const e = game.sent.at(-1)?.event;
  return game.saved.moves.at(-1) === 'deal' && e?.type === 'CARDS' ? e : null;
}

/** Whether `seat` may ask for a redeal now, by the rules read on its own hand as dealt. */
export function mayRedeal(game: PlayGame, seat: number): boolean {
  const dealt = game.cv.redeal ? justDealt(game) : null;
  const cards = dealt?.hands[seat];
  return !!cards?.length && redealAllowed(game.cv, game.snapshot().context, seat, { cards, trump: dealt!.trump });
}

/**
 * The bot that asks for a redeal of `hands` (dealt in game state `s` with `trump`), or null: the
 * first bot in order of play whose own hand allows one that a hand of every card would not, so a
 * redeal for a weak hand (no trumps, no court card). A redeal the rules allow whatever the hand
 * (`when phase = butzen`) no bot asks for: it would throw in every deal.
 */
export function botAsks(
  cv: CompiledVariant,
  s: GameState,
  hands: readonly (readonly number[])[],
  trump: number,
  human: number,
): number | null {
  if (!cv.redeal) return null;
  const every = Array.from({ length: cv.deck.size }, (_, c) => c);
  const asks = (q: number) =>
    q !== human &&
    hands[q]!.length > 0 &&
    redealAllowed(cv, s, q, { cards: hands[q]!, trump }) &&
    !redealAllowed(cv, s, q, { cards: every, trump });
  return participantsOf(cv, s, hands as number[][]).find(asks) ?? null;
}

/** The bot that asks for a redeal of the deal just made at the table (see botAsks), or null. */
export function botRedeal(game: PlayGame): number | null {
  const dealt = justDealt(game);
  return dealt && botAsks(game.cv, game.snapshot().context, dealt.hands, dealt.trump, game.seating.human);
}
