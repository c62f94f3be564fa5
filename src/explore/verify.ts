/**
 * `verify`: checks each `claim` of a variant on every state its machine reaches through scored
 * deals, up to a bound. A claim is checked after each settled deal (never while a play-off is
 * pending); the first state where it fails gives the shortest counterexample.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import { stateScope } from '../engine/flow.ts';
import type { GameState } from '../engine/state.ts';
import type { Scenario } from '../scenario/replay.ts';
import { KeySet } from './key-set.ts';
import { Packer } from './packed.ts';
import { addKey, keepLeaf, pathOf, pathToScenario, reviveLeaf, startState, stepsFrom, writeStateKey, type Bounds, type Kept, type SearchStats, type Trail } from './search.ts';

/** The verdict on one claim. */
export interface ClaimResult {
  id: string;
  text: string;
  /**
   * `holds`: no reachable state within the bounds breaks it; `fails`: see `counterexample`;
   * `unchecked`: no state within the bounds was one the claim speaks of.
   */
  verdict: 'holds' | 'fails' | 'unchecked';
  /** States where the claim's condition applied. */
  checked: number;
  counterexample: Scenario | null;
}

/** Explores `cv` breadth first and judges every claim. */
export function verifyClaims(cv: CompiledVariant, bounds: Bounds): { results: ClaimResult[]; stats: SearchStats } {
  // Quiet: a claim reads the entry only of a deal that ends a game (see judge). Owned: each deal
  // tried is settled into a copy of its own (see startState).
  const { machine, snapshot, next: step, start, reads } = startState(cv, undefined, { quiet: true, owned: true });
  const players = snapshot.context.players;
  const results: ClaimResult[] = cv.claims.map((c) => ({ id: c.id, text: c.text, verdict: 'holds', checked: 0, counterexample: null }));
  const seen = new KeySet();
  addKey(seen, snapshot, reads);
  const packer = new Packer();
  let frontier: Kept[] = [keepLeaf(packer, start, null)];
  let transitions = 0;
  let depth = 0;
  let complete = true;
  /** Whether a state of the last level (depth maxDepth, kept by no frontier) could go on. */
  let lastActive = false;

  const judge = (s: GameState, trail: Trail) => {
    if (s.playoff) return;
    const sc = stateScope(s);
    // Who made each event: the last deal's (in the scope), or once a game has ended (a new one
    // begun, or the rubber over), its closing entry's.
    const entry = s.entry;
    if (entry) sc.eventBy = cv.events.map((e) => (typeof entry[e.id] === 'string' ? s.players.indexOf(entry[e.id] as string) : sc.eventBy[cv.events.indexOf(e)]!));
    cv.claims.forEach((claim, i) => {
      const r = results[i]!;
      if (r.verdict === 'fails' || (claim.when && !claim.when(sc, -1))) return;
      r.checked++;
      if (!claim.holds(sc, -1)) { r.verdict = 'fails'; r.counterexample = pathToScenario(cv.id, players, pathOf(trail)); }
    });
  };

  const maxTransitions = bounds.maxTransitions ?? Infinity;
  const undecided = () => results.some((r) => r.verdict === 'holds');
  while (frontier.length > 0 && depth < bounds.maxDepth && undecided() && transitions < maxTransitions) {
    depth++;
    const next: typeof frontier = [];
    for (const kept of frontier) {
      if (kept.status !== 'active' || transitions >= maxTransitions || !undecided()) continue;
      const snap = depth === 1 ? start : reviveLeaf(machine, snapshot, kept, packer);
      const trail = kept.trail;
      for (const st of stepsFrom(cv, snap.context)) {
        transitions++;
        // Once the bound on states is reached (and the search said incomplete), a transition can only
        // lead to a state seen or to one not kept, and either is passed over: it is counted, not made.
        if (!complete && seen.size >= bounds.maxStates) continue;
        const after = step(snap, st.outcome);
        seen.begin();
        writeStateKey(seen, after.base.status, after.context, reads);
        if (seen.has()) continue;
        if (seen.size >= bounds.maxStates) { complete = false; continue; }
        seen.add();
        const t: Trail = { step: st, parent: trail };
        judge(after.context, t);
        // The last level is never expanded: only whether a state of it could go on is read (see lastActive).
        if (depth < bounds.maxDepth) next.push(keepLeaf(packer, after, t));
        else if (after.base.status === 'active') lastActive = true;
      }
    }
    frontier = next;
  }
  if (lastActive || frontier.some((f) => f.status === 'active') || transitions >= maxTransitions) complete = false;
  for (const r of results) if (r.verdict === 'holds' && r.checked === 0) r.verdict = 'unchecked';
  return { results, stats: { states: seen.size, transitions, depth, complete } };
}
