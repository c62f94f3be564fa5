/**
 * Cards moved by rule. `give cards CARDS to SEAT` and `give talon to SEAT`: nobody chooses, so the
 * step is made as it starts. `give N of CARDS to SEAT`: each player dealt in gives N cards of the set
 * (`"N:give:6H"`), all at once as in a pass, nobody receiving until everyone has given; a player who
 * holds no more than N of them gives them all without a move. Each card moved is written to the
 * deal's log as `from:give:card>to` (by seat index; -1 for the talon).
 */
import type { GiveRuleStep } from '../../../compile/deal-steps.ts';
import type { PlayState } from '../../state.ts';
import { subsets } from '../give/rules.ts';
import type { Move, Refusal, StepKind } from '../step.ts';
import { cardMoves, giftMoves, handsAfter, setCards, type CardMove } from './moving.ts';

/** The deal once `moves` are made: the hands, the log, the step made. */
const moved = (p: PlayState, moves: readonly CardMove[]): PlayState => ({
  ...p,
  hands: handsAfter(p.hands, moves),
  plays: [...p.plays, ...moves.map((m) => `${m.from}:give:${m.card}>${m.to}`)],
  gifts: null,
  made: true,
});

/** Seats still to choose their cards. */
const waiting = (p: PlayState): number[] => (p.gifts ? p.participants.filter((q) => p.gifts![q] === null) : []);

/** "1 card", "2 cards". */
const cardsWord = (n: number): string => `${n} card${n === 1 ? '' : 's'}`;

/** The step of cards moved by rule. */
export const giveRule: StepKind<GiveRuleStep> = {
  start(cv, step, p) {
    if (step.count === null) return moved(p, cardMoves(cv, step, p));
    // Who holds no more cards of the set than the count gives them all; the others choose.
    const count = step.count;
    const gifts = p.hands.map((_, q): number[] | null => {
      if (!p.participants.includes(q)) return [];
      const own = setCards(step, p, q);
      return own.length <= count ? own : null;
    });
    if (p.participants.every((q) => gifts[q] !== null)) return moved(p, giftMoves(cv, step, p, gifts));
    return { ...p, gifts, made: false };
  },
  toMove: (_cv, _step, p) => waiting(p),
  legal(_cv, step, p, seat): Move[] {
    if (step.count === null || !waiting(p).includes(seat)) return [];
    return subsets(setCards(step, p, seat), step.count).map((cards) => ({ kind: 'give', cards }));
  },
  explain(cv, step, p, seat, move): Refusal | null {
    const names = cv.deck.names;
    if (p.made || !p.gifts || step.count === null)
      return { clause: step.id, reason: `the cards move by themselves (rule ${step.id})` };
    if (!p.participants.includes(seat)) return { clause: 'turn', reason: 'they are not dealt in' };
    if (move.kind !== 'give')
      return { clause: step.id, reason: `every player first gives ${cardsWord(step.count)} (rule ${step.id})` };
    if (p.gifts[seat] !== null) {
      const n = p.gifts[seat]!.length;
      const why =
        n < step.count
          ? `they hold only ${cardsWord(n)} of those given, which go${n === 1 ? 'es' : ''} without a choice`
          : 'they have already given their cards';
      return { clause: step.id, reason: `${why} (rule ${step.id})` };
    }
    if (move.cards.length !== step.count)
      return {
        clause: step.id,
        reason: `each player gives ${cardsWord(step.count)}, not ${move.cards.length} (rule ${step.id})`,
      };
    const seen = new Set<number>();
    for (const c of move.cards) {
      const why = seen.has(c)
        ? `${names[c]} is given twice`
        : !p.hands[seat]!.includes(c)
          ? `${names[c]} is not in their hand`
          : step.cards?.[c] !== true
            ? `${names[c]} is not one of the cards given`
            : null;
      if (why) return { clause: step.id, reason: `${why} (rule ${step.id})` };
      seen.add(c);
    }
    return null;
  },
  apply(cv, step, p, seat, move) {
    if (move.kind !== 'give' || !p.gifts) return p;
    const gifts = p.gifts.map((g, q) => (q === seat ? [...move.cards] : g));
    if (p.participants.some((q) => gifts[q] === null)) return { ...p, gifts };
    return moved(p, giftMoves(cv, step, p, gifts));
  },
  done: (_cv, _step, p) => p.made,
  givesTalon: (step) => step.cards === null,
  giveAsked(cv, step, p, seat) {
    if (step.count === null || !waiting(p).includes(seat)) return null;
    const cards = setCards(step, p, seat);
    // One receiver when every card of the set would go to the same seat ("the next after their holder").
    const gifts = p.hands.map((_, q) => (q === seat ? cards : null));
    const to = [...new Set(giftMoves(cv, step, p, gifts).map((m) => m.to))];
    return { count: step.count, cards, set: step.cards, to: to.length === 1 ? to[0]! : null };
  },
};
