/**
 * A deal interleaved with its steps (`trump named by SEAT after packet 1`, `choice after packet 1 by
 * SEAT: ...`): while a step made after packet N is under way, each hand holds only the cards of the
 * first N packets, the rest held apart (`PlayState.undealt`), so that the player who chooses, the
 * bots and the Play table see only the cards dealt so far. The first step made after the whole deal
 * (the play step at the latest) deals the rest. Hands are dealt packet by packet (../play.ts
 * `dealCards`), and a scenario lists a hand's cards in the order dealt, so a hand's first cards are
 * its first packets'.
 */
import type { CompiledVariant } from '../../compile/compile.ts';
import type { PlayState } from '../state.ts';

/** How many cards each hand holds once the first `packets` packets of the deal are dealt. */
function cardsBy(cv: CompiledVariant, packets: number): number {
  let n = 0;
  for (let k = 0; k < packets && k < cv.deal.packets.length; k++) n += cv.deal.packets[k]!;
  return n;
}

/**
 * The deal `p` as a step made after packet `packets` finds it (undefined: after the whole deal):
 * the hands cut to the packets dealt, or whole again. `p` itself when nothing changes, so deals
 * without such a step keep their shape.
 */
export function dealtSoFar(cv: CompiledVariant, p: PlayState, packets: number | undefined): PlayState {
  if (packets === undefined) {
    if (!p.undealt) return p;
    const { undealt, ...rest } = p;
    return { ...rest, hands: p.hands.map((h, q) => [...h, ...(undealt[q] ?? [])]) };
  }
  const n = cardsBy(cv, packets);
  const whole = p.hands.map((h, q) => [...h, ...(p.undealt?.[q] ?? [])]);
  return { ...p, hands: whole.map((h) => h.slice(0, n)), undealt: whole.map((h) => h.slice(n)) };
}
