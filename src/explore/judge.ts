/**
 * How `verify` judges its claims on a state, here or on another thread (expand.ts), and the codes
 * a judgement is sent as.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import { stateScope } from '../engine/flow/scopes.ts';
import type { GameState } from '../engine/state.ts';

/** Claim codes: its condition did not apply, it held, it failed, it threw. */
export const SKIP = 0,
  HOLDS = 1,
  FAILS = 2,
  THREW = 3;

/**
 * Judges the claims of `cv` on state `s` (nothing while a play-off is pending): for each claim
 * not `skipped`, whose condition applies, `record` gets whether it holds. `threw`: each claim that
 * throws is given to it and the others are judged still (else the throw ends the judging).
 */
export function judgeState(
  cv: CompiledVariant,
  s: GameState,
  skipped: (i: number) => boolean,
  record: (i: number, holds: boolean) => void,
  threw?: (i: number, e: unknown) => void,
): void {
  if (s.playoff) return;
  const sc = stateScope(s);
  // Who made each event: the last deal's (in the scope), or once a game has ended (a new one
  // begun, or the rubber over), its closing entry's.
  const entry = s.entry;
  if (entry)
    sc.eventBy = cv.events.map((e) =>
      typeof entry[e.id] === 'string' ? s.players.indexOf(entry[e.id] as string) : sc.eventBy[cv.events.indexOf(e)]!,
    );
  cv.claims.forEach((claim, i) => {
    if (skipped(i)) return;
    try {
      if (!claim.when || claim.when(sc, -1)) record(i, claim.holds(sc, -1));
    } catch (e) {
      if (!threw) throw e;
      threw(i, e);
    }
  });
}
