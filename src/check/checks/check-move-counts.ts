/**
 * Rule `move-count`: `passes` and `pickups` count moves that only some deals have. A pass is a move
 * of a lay-off deal (a player who cannot lay a card passes), a pick-up one of a beating deal (a player
 * who cannot beat takes the pile). A clause that reads one of them where no deal it can see has such
 * moves would read 0 for everyone, always: it is refused where the value is written. A clause in a
 * phase sees that phase's deals; a clause at the top level sees every phase's.
 */
import type { PlayBody, Statement } from '../../parse/ast.ts';
import type { ResolvedVariant } from '../../resolve/resolve.ts';
import { diagnostic, type Diagnostic } from '../../core/diagnostic.ts';

/** The values this rule checks: the way of playing whose deals have the move, and the move in words. */
const COUNTED: ReadonlyMap<string, { mode: PlayBody['mode']; moves: string; play: string }> = new Map([
  [
    'passes',
    { mode: 'layoff', moves: 'passes, which only a lay-off deal has', play: 'laid off (`play layoff from CARD`)' },
  ],
  [
    'pickups',
    { mode: 'beating', moves: 'pick-ups, which only a beating deal has', play: 'beaten (`play beating, ...`)' },
  ],
]);

/** How the deals of a way of playing are played, in words. */
const PLAYED: Readonly<Record<PlayBody['mode'], string>> = {
  tricks: 'played in tricks',
  layoff: 'laid off',
  beating: 'beaten',
};

/** Reports `passes` and `pickups` read by a clause none of whose deals has that move. */
export function checkMoveCounts(v: ResolvedVariant): Diagnostic[] {
  const t = v.symbols;
  const tallies = new Set(t.declared('tally').keys());
  // Each phase's way of playing: its own first `play` clause in force, else the game's.
  const modes = new Map<string | null, PlayBody['mode']>();
  for (const c of v.clauses)
    if (c.node.body.kind === 'Play' && !modes.has(c.phase)) modes.set(c.phase, c.node.body.mode);
  const modeOf = (phase: string): PlayBody['mode'] => modes.get(phase) ?? modes.get(null) ?? 'tricks';
  const phases = v.phases.map((p) => p.id);
  const phaseOf = new Map<Statement, string | null>(v.clauses.map((c) => [c.node, c.phase]));
  const out: Diagnostic[] = [];
  for (const o of t.occurrences()) {
    const counted = o.kind === 'value' && o.role === 'use' ? COUNTED.get(o.name) : undefined;
    // A tally a file declared under the name before the value existed keeps its meaning.
    if (!counted || tallies.has(o.name) || !o.owner || !phaseOf.has(o.owner)) continue;
    const phase = phaseOf.get(o.owner)!;
    const seen = phase === null ? phases : [phase];
    if (seen.some((p) => modeOf(p) === counted.mode)) continue;
    const where =
      seen.length === 1
        ? `the deals of phase ${seen[0]} are ${PLAYED[modeOf(seen[0]!)]}`
        : `no phase of this game is ${PLAYED[counted.mode]}`;
    out.push(
      diagnostic(
        'move-count',
        o.loc,
        `\`${o.name}\` counts each player's ${counted.moves}, but ${where}: it would be 0 for everyone`,
        `read it in a phase whose deals are ${counted.play}`,
      ),
    );
  }
  return out;
}
