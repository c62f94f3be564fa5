/**
 * What a `choice` step offers, as pure functions of the deal: who chooses, which options are on
 * offer (an option's `when` read in the game as the deal began, an option offered once a game not
 * yet chosen in it) and why a choice is refused, in words that name options by their titles.
 */
import type { ChoiceStep, CompiledOption } from '../../../compile/deal-steps.ts';
import type { PlayState } from '../../state.ts';

/** Who chooses in deal `p`: the step's seat, counted from the deal's dealer; the forehand when that seat is not dealt in. */
export function chooserOf(step: ChoiceStep, p: PlayState): number {
  const q = step.seat(p.deal.seats);
  return p.participants.includes(q) ? q : p.participants[0]!;
}

/** The option of a choice made once a game that an earlier deal of this game chose, if any. */
export const chosenBefore = (step: ChoiceStep, p: PlayState): CompiledOption | undefined =>
  step.once ? step.options.find((o) => p.deal.chosen?.includes(o.id)) : undefined;

/** Why `o` is not offered to `seat` in deal `p` (in words), or null when it is. */
export function notOffered(o: CompiledOption, p: PlayState, seat: number): string | null {
  if (o.once && p.deal.chosen?.includes(o.id)) return `“${o.title}” was already chosen in this game`;
  // A condition is read in the game as the deal began; a deal played apart from a game offers no guarded option.
  if (o.when && !(p.deal.game && o.when(p.deal.game, seat))) return `“${o.title}” is not offered in this deal`;
  return null;
}

/** The options offered to `seat` in deal `p`, in the order written. */
export const offered = (step: ChoiceStep, p: PlayState, seat: number): CompiledOption[] =>
  step.options.filter((o) => notOffered(o, p, seat) === null);

/** The titles of `options`, "“A”, “B” or “C”". */
export function titles(options: readonly CompiledOption[]): string {
  const t = options.map((o) => `“${o.title}”`);
  return t.length > 1 ? `${t.slice(0, -1).join(', ')} or ${t.at(-1)}` : (t[0] ?? 'nothing');
}
