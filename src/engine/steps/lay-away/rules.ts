/**
 * Cards laid away (`lay away N by SEAT[, counting for them]`): before play one player, typically the
 * one who took the talon, chooses N cards of their hand (`"S:give:7C,8C"`, the scenario's form for
 * cards given to the table) and puts them face down out of play. With `counting for them` their card
 * points count for that player at once, as if taken in a trick. The cards stay hidden: the deal's log
 * says only how many (`seat:lay:N`), so no other seat's view and no page shows them.
 */
import type { CompiledVariant } from '../../../compile/compile.ts';
import type { LayAwayStep } from '../../../compile/deal-steps.ts';
import type { SeatScope } from '../../../compile/expr.ts';
import type { PlayState } from '../../state.ts';
import { tablesFor } from '../common.ts';
import { subsets } from '../give/rules.ts';
import type { Move, Refusal, StepKind } from '../step.ts';

/** "1 card", "2 cards". */
const cardsWord = (n: number): string => `${n} card${n === 1 ? '' : 's'}`;

/**
 * Who lays the cards away in deal `p`, found from the hands as they are when the step begins (after
 * a talon taken): the seat named, or the forehand when that seat is not dealt in (a play-off).
 */
function layerOf(cv: CompiledVariant, step: LayAwayStep, p: PlayState): number {
  const scope: SeatScope = {
    ...p.deal.seats,
    hands: p.hands,
    cardIndex: (name: string) => cv.deck.byName.get(name) ?? -1,
  };
  const q = step.seat(scope);
  return p.participants.includes(q) ? q : p.participants[0]!;
}

/** Why `cards` may not be laid away from `hand` by the step, in words, or null when they may. */
function cardsRefusal(names: readonly string[], hand: readonly number[], cards: readonly number[], count: number) {
  if (cards.length !== count) return `they lay ${cardsWord(count)} away, not ${cards.length}`;
  const seen = new Set<number>();
  for (const c of cards) {
    if (seen.has(c)) return `${names[c]} is laid away twice`;
    seen.add(c);
    if (!hand.includes(c)) return `${names[c]} is not in their hand`;
  }
  return null;
}

/** The step of cards laid away. */
export const layAway: StepKind<LayAwayStep> = {
  start(cv, step, p) {
    const seat = layerOf(cv, step, p);
    // A hand too small to lay away from (a play-off's short deal) leaves the step with nothing to do.
    return { ...p, turn: seat, made: step.count < 1 || p.hands[seat]!.length < step.count };
  },
  toMove: (_cv, _step, p) => (p.made ? [] : [p.turn]),
  legal(_cv, step, p, seat): Move[] {
    if (p.made || seat !== p.turn) return [];
    return subsets(p.hands[seat]!, step.count).map((cards) => ({ kind: 'give', cards }));
  },
  explain(cv, step, p, seat, move): Refusal | null {
    const rule = `(rule ${step.id})`;
    if (p.made) return { clause: step.id, reason: `the cards are already laid away ${rule}` };
    if (seat !== p.turn)
      return { clause: step.id, reason: `another player first lays ${cardsWord(step.count)} away ${rule}` };
    if (move.kind !== 'give')
      return { clause: step.id, reason: `they first lay ${cardsWord(step.count)} of their hand away ${rule}` };
    const why = cardsRefusal(cv.deck.names, p.hands[seat]!, move.cards, step.count);
    return why ? { clause: step.id, reason: `${why} ${rule}` } : null;
  },
  apply(cv, step, p, seat, move) {
    if (move.kind !== 'give' || p.made) return p;
    const away = new Set(move.cards);
    const points = [...p.points];
    if (step.counting) {
      const t = tablesFor(cv, p);
      for (const c of away) points[seat]! += t.points[c]!;
    }
    return {
      ...p,
      hands: p.hands.map((h, q) => (q === seat ? h.filter((c) => !away.has(c)) : h)),
      points,
      made: true,
      plays: [...p.plays, `${seat}:lay:${away.size}`],
    };
  },
  done: (_cv, _step, p) => p.made,
  // Any cards of the layer's own hand, face down to nobody.
  giveAsked: (_cv, step, p, seat) =>
    p.made || seat !== p.turn
      ? null
      : { count: step.count, cards: [...p.hands[seat]!], set: null, to: null, away: true },
  // The cards stay face down: the log says how many, never which.
  moveWords: (_step, move) =>
    move.kind === 'give' ? { verb: 'lay', rest: ` ${cardsWord(move.cards.length)} away` } : null,
  botMove(cv, step, p, seat): Move | null {
    if (p.made || seat !== p.turn) return null;
    // From the bot's own hand: the cards worth least, trumps kept as long as others remain.
    const t = tablesFor(cv, p);
    const trumps = cv.deck.suits.length;
    const key = (c: number) => [t.eff[c] === trumps ? 1 : 0, t.points[c]!, t.power[c]!] as const;
    const order = [...p.hands[seat]!].sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      return x[0] - y[0] || x[1] - y[1] || x[2] - y[2] || a - b;
    });
    return { kind: 'give', cards: order.slice(0, step.count) };
  },
};
