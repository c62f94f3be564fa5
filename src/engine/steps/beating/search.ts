/**
 * What a beating deal's log of play tells the search bot (../../move-search.ts `knownCards`) about
 * the cards it has not seen: the log replayed with the step's own moves on stand-in hands shows the
 * cards picked up (known to all from then on, also where they pass on by rule), the cards gone out
 * of play, and, where beating was a must, the cards a player who picked up cannot hold.
 */
import type { CompiledVariant } from '../../../compile/compile.ts';
import type { BeatingStep } from '../../../compile/steps.ts';
import type { PlayState } from '../../state.ts';
import { removeCard } from '../common.ts';
import { beatOn, beats, pickUpFrom, type Pile } from './rules.ts';

/**
 * Replays a beating deal's log on stand-in hands (see knownCards); fills `held` with the known
 * cards of each hand and `gone` with the cards out of play. False when the log does not end in the
 * deal as it is (hands of other sizes, another trick on the table): then nothing is kept.
 */
export function replay(
  cv: CompiledVariant,
  step: BeatingStep,
  view: PlayState,
  entries: (RegExpExecArray | null)[],
  sizes: readonly number[],
  held: number[][],
  gone: Set<number>,
  excluded: (Set<number> | null)[],
): boolean {
  const trumps = view.trumps!;
  const seats = view.hands.length;
  const played = new Array<number>(seats).fill(0);
  for (const e of entries) if (e && /^\d+$/.test(e[2]!)) played[Number(e[1])]! += 1;
  // Stand-ins are negative, one per card of the hand as dealt not yet seen; sizes as dealt are
  // found by replaying with a guess (now + played) and correcting by what was picked up.
  const pile = (dealt: number[]): Pile & { hands: number[][] } => ({
    participants: view.participants,
    places: new Array<number>(seats).fill(0),
    trick: [],
    trickSeats: [],
    trickSize: 0,
    tricksPlayed: 0,
    turn: -1,
    hands: dealt.map((n, q) => Array.from({ length: n }, (_, k) => -1 - q * 1000 - k)),
  });
  let dealt = sizes.map((n, q) => n + played[q]!);
  for (let attempt = 0; attempt < 2; attempt++) {
    const p = pile(dealt);
    const pickedUp = new Array<number>(seats).fill(0);
    // A pick-up where beating was a must shows that the cards then unseen in the hand beat nothing on top.
    const none: (Set<number> | null)[] = new Array<Set<number> | null>(seats).fill(null);
    let ok = true;
    for (const e of entries) {
      if (!e) {
        ok = false;
        break;
      }
      const q = Number(e[1]);
      if (q < 0 || q >= seats) {
        ok = false;
        break;
      }
      if (e[2] === 'pass') continue;
      if (e[2] === 'give') {
        // A card picked up and passed on by rule: known, as it was on the table.
        const card = Number(e[3]),
          to = Number(e[4]);
        if (to < 0 || to >= seats || !p.hands[q]!.includes(card)) {
          ok = false;
          break;
        }
        removeCard(p.hands[q]!, card);
        p.hands[to]!.push(card);
        pickedUp[q]! -= 1;
        pickedUp[to]! += 1;
        continue;
      }
      if (e[2] === 'pickup') {
        const top = p.trick.length - 1;
        if (!step.pickUpAtWill && top >= 0) {
          const set = (none[q] ??= new Set());
          for (let c = 0; c < cv.deck.size; c++)
            if (beats(cv.deck, step, trumps, p.trick[top]!, p.trickSeats[top]!, c, q)) set.add(c);
        }
        const count = e[3] === undefined ? null : Number(e[3]);
        pickedUp[q]! += count === null ? p.trick.length : Math.min(count, p.trick.length);
        pickUpFrom(p, q, count);
        continue;
      }
      const card = Number(e[2]);
      const hand = p.hands[q]!;
      if (!hand.includes(card)) {
        const stand = hand.findIndex((c) => c < 0);
        if (stand < 0) {
          ok = false;
          break;
        }
        hand[stand] = card;
      }
      beatOn(p, q, card);
    }
    const fits =
      ok &&
      p.hands.every((h, q) => h.length === sizes[q]) &&
      p.trick.length === view.trick.length &&
      p.trick.every((c, i) => c === view.trick[i]);
    if (fits) {
      const inHands = new Set<number>();
      for (let q = 0; q < seats; q++)
        for (const c of p.hands[q]!)
          if (c >= 0) {
            held[q]!.push(c);
            inHands.add(c);
          }
      for (let q = 0; q < seats; q++) excluded[q] = none[q] ?? null;
      for (const e of entries)
        if (e && /^\d+$/.test(e[2]!) && !inHands.has(Number(e[2])) && !view.trick.includes(Number(e[2])))
          gone.add(Number(e[2]));
      return true;
    }
    if (!ok) return false;
    dealt = sizes.map((n, q) => n + played[q]! - pickedUp[q]!);
  }
  return false;
}
