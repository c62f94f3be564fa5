/**
 * What a card would do in a trick deal, for the Play table's hint (the `hint` hook, read by
 * src/islands/play-words.ts): who would take or lead the trick, the points in it, and whether that
 * is good for the player by the phase's own aim.
 */
import type { CompiledVariant } from '../../../compile/compile.ts';
import type { TricksStep } from '../../../compile/steps.ts';
import { count } from '../../../compile/words.ts';
import { dealObjective, type DealObjective } from '../../bot-objective.ts';
import { cardName } from '../../explain.ts';
import { pointsNoun } from '../../nouns.ts';
import type { PlayState } from '../../state.ts';
import { phaseOfPlay, tablesFor } from '../common.ts';

/** What playing `card` would do to the trick, said to the player at seat `you`. */
export function tricksHint(
  cv: CompiledVariant,
  _step: TricksStep,
  p: PlayState,
  seat: number,
  card: number,
  names: readonly string[],
  you: number,
): string {
  const phase = phaseOfPlay(cv, p);
  const name = cardName(cv, card);
  const who = (q: number) => (q === you ? 'you' : names[q]!);
  const t = tablesFor(cv, p);
  const trick = [...p.trick, card];
  const seats = [...p.trickSeats, seat];
  const w = seats[cv.play.winner(t, trick)]!;
  // Counted as the deal counts a trick: its cards and what the trick is worth by itself (`each trick 5`).
  let points = phase.trickValues[p.tricksPlayed] ?? 0;
  for (const c of trick) points += t.points[c]!;
  const full = trick.length === p.participants.length;
  const noun = pointsNoun(cv, p.phase);
  const pts = count(points, noun.slice(0, -1), noun);
  const said = full
    ? `the ${name}: ${who(w)} ${w === you ? 'take' : 'takes'} the trick with ${pts}`
    : `the ${name}: ${who(w)} would hold the trick so far (${pts} in it)`;
  const objective = dealObjective(cv, phase, p.participants.length);
  return (
    said +
    judgement(objective.pointsBad, points, noun, w === you, full) +
    (full ? standing(objective, p, w, points, you) : '')
  );
}

/**
 * Whether what a card would do is good or bad for the player, by the phase's own aim
 * (src/engine/bot-objective.ts: whether taking points is worse than leaving them): ", which count
 * against you", "; good for you: they count against whoever takes them".
 */
export function judgement(pointsBad: boolean, points: number, noun: string, yours: boolean, full: boolean): string {
  if (points === 0) return yours ? ': nothing in it to count' : '';
  if (yours) {
    if (full) return pointsBad ? `, which count against you` : `, which count for you`;
    return pointsBad ? `: risky, ${noun} count against you` : `: good so far, ${noun} count for you`;
  }
  if (full) return pointsBad ? `: good for you, they count against whoever takes them` : `: they go to another player`;
  return pointsBad ? `: safe so far` : '';
}

/**
 * Where the finished trick would leave `you` if the deal ended with it, by the phase's own scoring
 * (the bots' objective): "; if the deal ended now, you would come off worst". Said only when `you`
 * would be alone at the bottom or the top, so a player learns whether they are doing well.
 */
export function standing(objective: DealObjective, p: PlayState, w: number, points: number, you: number): string {
  if (!p.participants.includes(you)) return '';
  const pts = [...p.points],
    trk = [...p.tricks];
  pts[w]! += points;
  trk[w]! += 1;
  const out: number[] = [];
  objective.score(pts, trk, p.participants, out);
  const mine = out[you] ?? 0;
  const others = p.participants.filter((q) => q !== you).map((q) => out[q] ?? 0);
  if (mine < 0 && others.every((x) => x > mine)) return '; if the deal ended now, you would come off worst';
  if (mine > 0 && others.every((x) => x < mine)) return '; if the deal ended now, you would come off best';
  return '';
}
