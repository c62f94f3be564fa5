/**
 * A swap with the table at the Play table (`exchange 6 of trump for trump card`): the holder of the
 * card may give it for the turned trump card or keep it. A human holder gets both as the table's
 * choice buttons, in words; the log says what was done. A bot decides from its own hand
 * (../engine/bot-move.ts).
 */
import type { CompiledVariant } from '../compile/compile.ts';
import type { GameEvent } from '../engine/machine.ts';
import type { PlayState } from '../engine/state.ts';
import { swapAsked } from '../engine/steps/index.ts';
import { ui } from './i18n/ui.ts';
import { tableWords } from './table-words.ts';

/** The start of a choice button's option that is a move itself (after the seat), not a choice's id. */
export const MOVE = 'move:';

/** The swap `human` may make now: the status line and the two buttons (swap, keep); null when none. */
export function swapOffer(
  cv: CompiledVariant,
  p: PlayState,
  human: number,
): { line: string; choices: { option: string; title: string }[] } | null {
  const ask = swapAsked(cv, p, human);
  if (!ask) return null;
  const card = tableWords().card(cv, ask.card, 'acc');
  const up = tableWords().card(cv, ask.upcard, 'acc');
  const t = ui().swap;
  return {
    line: t.line(card, up, ask.rule),
    choices: [
      { option: `${MOVE}give:${cv.deck.names[ask.card]}`, title: t.swap(card, up) },
      { option: `${MOVE}pass`, title: t.keep(card) },
    ],
  };
}

/**
 * What `e` does in words when it is a swap with the table made or declined in `p` (the deal before
 * it), else null. A bot that keeps its card is not said to hold it: it leaves the turned card.
 */
export function swapWords(
  cv: CompiledVariant,
  p: PlayState | null | undefined,
  e: GameEvent,
  names: readonly string[],
): string | null {
  // A keep may come as a MOVE or as its alias PASS.
  const made = e.type === 'MOVE' ? e.move.kind : e.type === 'PASS' ? 'pass' : null;
  const ask = p && made && 'seat' in e ? swapAsked(cv, p, e.seat) : null;
  if (!ask || !('seat' in e)) return null;
  const who = names[e.seat]!;
  const card = tableWords().card(cv, ask.card, 'acc');
  const up = tableWords().card(cv, ask.upcard, 'acc');
  if (made === 'give') return ui().moves.swapped(who, card, up);
  if (made !== 'pass') return null;
  return ui().moves.kept(who, card, up);
}
