/**
 * Trick play: the leader plays any card the `must` clauses allow, the others follow in order of
 * play; when every participant has played, the `winner` clause decides who takes the trick (its
 * card points and the trick's own value) and leads next. A variant with a take-trick action lets
 * another player take the last trick (the `take` move) before the next card is led.
 */
import type { CompiledVariant } from '../../../compile/compile.ts';
import type { ScoreScope } from '../../../compile/expr.ts';
import { explainRefusal, legalCards, type DealEnd, type PlayRefusal } from '../../../compile/play-rules.ts';
import type { TricksStep } from '../../../compile/steps.ts';
import { leaderFrom } from '../../lead.ts';
import type { PlayState } from '../../state.ts';
import { notHere, phaseOfPlay, playRulesFor, tablesFor, turnRefusal, viewOf } from '../common.ts';
import type { Move, Refusal, StepKind } from '../step.ts';
import { drawAfterTrick, fullRounds, trickValuesOf } from './draw.ts';

/**
 * Whether every card of the deal has been played: as many tricks as a hand holds, or, in a deal that
 * draws from the stock, every hand played out (the draws decide how many tricks that is).
 */
const allPlayed = (cv: CompiledVariant, p: PlayState) =>
  p.stock ? p.participants.every((q) => p.hands[q]!.length === 0) : p.tricksPlayed === cv.deal.count;

/** Whether every trick of the deal has been played, or a `deal ends when` clause has stopped it. */
const over = (cv: CompiledVariant, p: PlayState) =>
  p.trick.length === 0 && (allPlayed(cv, p) || endedEarly(cv, p) !== null);

/**
 * The `deal ends when` clause that stopped the deal after its last complete trick, or null. Asked
 * only between tricks; a phase without the clause costs one look-up.
 */
function endedEarly(cv: CompiledVariant, p: PlayState): DealEnd | null {
  if (p.trick.length > 0 || p.tricksPlayed === 0 || allPlayed(cv, p)) return null;
  const end = phaseOfPlay(cv, p).dealEnds;
  if (!end) return null;
  const played = p.plays.map((x) => Number(x.slice(x.indexOf(':') + 1))).filter((c) => Number.isInteger(c));
  const view = { t: tablesFor(cv, p), hand: [], trick: [], led: -1, handSuits: 0, trickNo: p.tricksPlayed + 1, played };
  return end.holds({ ...view, ...(p.chosen ? { chosen: p.chosen } : {}) }) ? end : null;
}

/** Cards `seat` may play now (empty when it is not their turn or the deal is over). */
function trickCards(cv: CompiledVariant, p: PlayState, seat: number): number[] {
  if (seat !== p.turn || over(cv, p)) return [];
  return [...legalCards(playRulesFor(cv, p), viewOf(cv, p, seat), [])];
}

/** Why `seat` may not play `card` now: a `must` clause with its words, `hand`, `turn`, `deal-over`; or null. */
function cardRefused(cv: CompiledVariant, p: PlayState, seat: number, card: number): PlayRefusal | null {
  if (over(cv, p)) {
    // Stopped early: the move is refused by the clause that stopped it, in its words.
    const end = endedEarly(cv, p);
    return end
      ? { clause: end.id, reason: `the deal ended after trick ${p.tricksPlayed}, when ${end.words}` }
      : { clause: 'deal-over', reason: 'the deal is over' };
  }
  if (seat !== p.turn) return { clause: 'turn', reason: 'it is not their turn' };
  return explainRefusal(playRulesFor(cv, p), viewOf(cv, p, seat), card);
}

/**
 * Whether `seat` may take the last trick although another won it (a take-trick action): the variant
 * must have the action, the trick must be complete with no card led since, and the rule on who must hold.
 */
export function takeRefused(
  cv: CompiledVariant,
  p: PlayState,
  seat: number,
  scope: ScoreScope | undefined,
): string | null {
  const a = cv.takeTrick;
  if (!a) return 'no-take-trick';
  if (!p.lastTrick || p.trick.length > 0) return a.id;
  if (a.when && (!scope || !a.when(scope, seat))) return a.id;
  if (p.lastTrick.takenBy === seat || !p.participants.includes(seat)) return a.id;
  if (a.who === 'highest-of-led') {
    const t = tablesFor(cv, p);
    const led = t.eff[p.lastTrick.cards[0]!]!;
    const trumped = p.lastTrick.cards.some((c) => t.eff[c] === cv.trump) && led !== cv.trump;
    if (!trumped) return a.id;
    let best = 0;
    p.lastTrick.cards.forEach((c, i) => {
      if (t.eff[c] === led && t.power[c]! > t.power[p.lastTrick!.cards[best]!]!) best = i;
    });
    if (p.lastTrick.seats[best] !== seat) return a.id;
  }
  return null;
}

/** Plays `card` for `seat` (assumed legal) and, when the trick is full, gives it to its winner. */
function playTrickCard(cv: CompiledVariant, prev: PlayState, seat: number, card: number): PlayState {
  const p: PlayState = {
    ...prev,
    hands: prev.hands.map((h, i) => (i === seat ? h.filter((c) => c !== card) : h)),
    trick: [...prev.trick, card],
    trickSeats: [...prev.trickSeats, seat],
    points: [...prev.points],
    tricks: [...prev.tricks],
    plays: [...prev.plays, `${seat}:${card}`],
  };
  if (p.trick.length < p.participants.length) {
    const i = p.participants.indexOf(seat);
    p.turn = p.participants[(i + 1) % p.participants.length]!;
    return p;
  }
  const t = tablesFor(cv, p);
  const w = p.trickSeats[cv.play.winner(t, p.trick)]!;
  let pts = 0;
  for (const c of p.trick) pts += t.points[c]!;
  p.tricksPlayed += 1;
  pts += trickValuesOf(cv, p)[p.tricksPlayed - 1] ?? 0;
  p.points[w]! += pts;
  p.tricks[w]! += 1;
  p.lastTrick = { cards: p.trick, seats: p.trickSeats, winner: w, takenBy: w, points: pts };
  p.trick = [];
  p.trickSeats = [];
  p.turn = w;
  if (p.stock) drawAfterTrick(cv, p, w);
  return p;
}

/** Moves the last trick (points and count) to `seat`, who then leads. */
export function takeTrick(prev: PlayState, seat: number): PlayState {
  const last = prev.lastTrick!;
  const p: PlayState = { ...prev, points: [...prev.points], tricks: [...prev.tricks] };
  p.points[last.takenBy]! -= last.points;
  p.tricks[last.takenBy]! -= 1;
  p.points[seat]! += last.points;
  p.tricks[seat]! += 1;
  p.lastTrick = { ...last, takenBy: seat };
  p.turn = seat;
  return p;
}

const TAKE_WORDS = 'the last trick may not be taken now';

/**
 * The deal at the start of trick play. After a step before play (a pass, an exchange) the card that
 * names the leader (`lead holder of 2C`) may have changed hands: the leader is found again from the
 * hands as they are now, and the order of play starts from them.
 */
function leadAgain(cv: CompiledVariant, p: PlayState): PlayState {
  if (p.step === 0 || !p.deal?.lead) return { ...p, turn: p.participants[0]! };
  const q = leaderFrom(cv, p.deal.lead, p.hands);
  const at = p.participants.indexOf(q);
  if (at <= 0) return { ...p, turn: p.participants[0]! };
  const participants = [...p.participants.slice(at), ...p.participants.slice(0, at)];
  return { ...p, participants, turn: q };
}

/** The trick-play step. */
export const tricks: StepKind<TricksStep> = {
  start: (cv, _step, p) => leadAgain(cv, fullRounds(cv, p)),
  toMove: (cv, _step, p) => (over(cv, p) ? [] : [p.turn]),
  legal(cv, _step, p, seat, scope): Move[] {
    const moves: Move[] = trickCards(cv, p, seat).map((card) => ({ kind: 'card', card }));
    if (scope && cv.takeTrick && takeRefused(cv, p, seat, scope) === null) moves.push({ kind: 'take' });
    return moves;
  },
  explain(cv, step, p, seat, move, scope): Refusal | null {
    switch (move.kind) {
      case 'card': {
        const why = cardRefused(cv, p, seat, move.card);
        if (!why) return null;
        return why.clause === 'hand'
          ? { clause: 'hand', reason: 'they do not hold that card' }
          : why.clause === 'turn' || why.clause === 'deal-over'
            ? why
            : { ...why, worded: true };
      }
      case 'take': {
        const why = takeRefused(cv, p, seat, scope);
        return why
          ? {
              clause: why,
              reason: why === 'no-take-trick' ? 'this variant has no taking of a trick won by another' : TAKE_WORDS,
            }
          : null;
      }
      case 'pass':
        return (
          turnRefusal(over(cv, p), p, seat) ?? { clause: 'no-pass', reason: 'in this deal every card must be played' }
        );
      case 'pickup':
        return turnRefusal(over(cv, p), p, seat) ?? { clause: 'no-pickup', reason: 'this deal is played in tricks' };
      case 'give':
        return notHere(step, 'giving cards');
      case 'name':
        return notHere(step, 'naming a suit');
      case 'choose':
        return notHere(step, 'choosing an option');
    }
  },
  apply: (cv, _step, p, seat, move) =>
    move.kind === 'take' ? takeTrick(p, seat) : move.kind === 'card' ? playTrickCard(cv, p, seat, move.card) : p,
  done: (cv, _step, p) => over(cv, p),
};
