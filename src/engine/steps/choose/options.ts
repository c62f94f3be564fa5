/**
 * What a `choice` step offers, as pure functions of the deal: who chooses, which options are on
 * offer (an option's `when` read in the game as the deal began, an option offered once a game not
 * yet chosen in it) and why a choice is refused, in words that name options by their titles.
 */
import type { ChoiceStep, CompiledOption } from '../../../compile/deal-steps.ts';
import type { ScoreScope } from '../../../compile/expr.ts';
import type { PlayState } from '../../state.ts';

/**
 * Who chooses in deal `p`: the step's seat, counted from the deal's dealer; the forehand when that
 * seat is not dealt in. A choice after play may name its seat by the deal just played (`player with
 * points 40`): when that names nobody dealt in, nobody chooses (-1).
 */
export function chooserOf(step: ChoiceStep, p: PlayState): number {
  if (step.afterPlay) {
    const values = choiceScope(step, p);
    const q = values ? step.seat({ ...p.deal.seats, values }) : -1;
    return p.participants.includes(q) ? q : -1;
  }
  const q = step.seat(p.deal.seats);
  return p.participants.includes(q) ? q : p.participants[0]!;
}

/**
 * The game as a choice's seat and options read it: as the deal began, and for a choice after play
 * with the deal just played (its points, tricks, places, cards left and options chosen) in place of
 * the last deal's; undefined in a deal played apart from a game.
 */
function choiceScope(step: ChoiceStep, p: PlayState): ScoreScope | undefined {
  const game = p.deal.game;
  if (!game || !step.afterPlay) return game;
  const places = p.rows !== null || p.trumps !== null;
  return {
    ...game,
    points: p.points,
    tricks: p.tricks,
    places: p.places,
    cards: places ? p.hands.map((h) => h.length) : null,
    passes: p.passes ?? null,
    pickups: p.pickups ?? null,
    chosen: p.chosen ?? [],
    ...(p.teams ? { teams: p.teams } : {}),
  };
}

/** The option of a choice made once a game that an earlier deal of this game chose, if any. */
export const chosenBefore = (step: ChoiceStep, p: PlayState): CompiledOption | undefined =>
  step.once ? step.options.find((o) => p.deal.chosen?.includes(o.id)) : undefined;

/** Why option `o` of `step` is not offered to `seat` in deal `p` (in words), or null when it is. */
export function notOffered(step: ChoiceStep, o: CompiledOption, p: PlayState, seat: number): string | null {
  if (o.once && p.deal.chosen?.includes(o.id)) return `“${o.title}” was already chosen in this game`;
  if (!o.when) return null;
  // A condition is read in the game as the deal began (after play: with the deal just played); a deal
  // played apart from a game offers no guarded option.
  const scope = choiceScope(step, p);
  return scope && o.when(scope, seat) ? null : `“${o.title}” is not offered in this deal`;
}

/** The options offered to `seat` in deal `p`, in the order written. */
export const offered = (step: ChoiceStep, p: PlayState, seat: number): CompiledOption[] =>
  step.options.filter((o) => notOffered(step, o, p, seat) === null);

/** The titles of `options`, "“A”, “B” or “C”". */
export function titles(options: readonly CompiledOption[]): string {
  const t = options.map((o) => `“${o.title}”`);
  return t.length > 1 ? `${t.slice(0, -1).join(', ')} or ${t.at(-1)}` : (t[0] ?? 'nothing');
}
