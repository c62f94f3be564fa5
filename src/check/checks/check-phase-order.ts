/**
 * Rule `phase-order`: phases played in the order a player chooses (`phases A, B, C chosen by SEAT,
 * each once a game`). The engine offers the phases chosen as one block: the game reaches it in the
 * written order, a player chooses among the phases of the block not yet played each time one ends,
 * and once all are played the game goes on to the phase after the block. So:
 *
 * - the phases chosen are two or more, each listed once (a choice of one phase is no choice);
 * - they follow one another in the written order (the block has one place among the other phases);
 * - the last phase is not among them: only a lost game leaves the last phase, so the phases after it
 *   in the choice could never be played;
 * - each has an `ends when` clause: a phase chosen that never ends would keep the others from being chosen.
 *
 * Unknown phases are reported by check-references (`unknown-phase`); the seat by check-seats.
 */
import type { PhaseOrderBody } from '../../parse/ast.ts';
import type { ResolvedVariant } from '../../resolve/resolve.ts';
import { diagnostic, type Diagnostic } from '../../core/diagnostic.ts';
import type { Loc } from '../../core/location.ts';

/** Reports a choice of phases that the engine could not play through. */
export function checkPhaseOrder(v: ResolvedVariant): Diagnostic[] {
  const out: Diagnostic[] = [];
  const order = v.phases.map((p) => p.id);
  for (const c of v.clauses) {
    if (c.node.body.kind !== 'PhaseOrder') continue;
    const body = c.node.body as PhaseOrderBody;
    const label = c.node.id.loc;
    // Without a list: every phase but the last, located at the clause's label.
    const listed: { name: string; loc: Loc }[] =
      body.phases.length > 0 ? body.phases : order.slice(0, -1).map((name) => ({ name, loc: label }));
    const seen = new Set<string>();
    const known: { name: string; loc: Loc; at: number }[] = [];
    for (const p of listed) {
      if (seen.has(p.name)) {
        out.push(
          diagnostic(
            'phase-order',
            p.loc,
            `phase \`${p.name}\` is listed twice in \`${c.id}\``,
            'list each phase once: each is played once a game',
          ),
        );
        continue;
      }
      seen.add(p.name);
      const at = order.indexOf(p.name);
      if (at >= 0) known.push({ ...p, at });
    }
    if (seen.size < 2) {
      out.push(
        diagnostic(
          'phase-order',
          label,
          `\`${c.id}\` offers ${seen.size === 0 ? 'no phase' : 'one phase only'}: there is nothing to choose`,
          'list two phases or more, or leave the phases in their written order without this clause',
        ),
      );
      continue;
    }
    const last = order.at(-1);
    for (const p of known)
      if (p.name === last)
        out.push(
          diagnostic(
            'phase-order',
            p.loc,
            `\`${p.name}\` is the last phase: only a lost game leaves it, so the phases chosen after it could never be played`,
            'leave the last phase out of the list, or add a phase after the phases chosen (the one that ends the game)',
          ),
        );
    // The block: from the first phase chosen to the last, in the written order, with no other between.
    const sorted = [...known].sort((a, b) => a.at - b.at);
    for (let i = 1; i < sorted.length; i++) {
      const gap = order.slice(sorted[i - 1]!.at + 1, sorted[i]!.at);
      if (gap.length === 0) continue;
      out.push(
        diagnostic(
          'phase-order',
          sorted[i]!.loc,
          `the phases chosen must follow one another in the written order, but \`${gap[0]}\` stands between \`${sorted[i - 1]!.name}\` and \`${sorted[i]!.name}\``,
          `list \`${gap[0]}\` too, or write the phases chosen one after another`,
        ),
      );
    }
    const ending = new Set(v.clauses.flatMap((x) => (x.node.body.kind === 'Ends' && x.phase ? [x.phase] : [])));
    for (const p of known)
      if (p.name !== last && !ending.has(p.name))
        out.push(
          diagnostic(
            'phase-order',
            p.loc,
            `phase \`${p.name}\` has no \`ends when\` clause: once chosen it would never end, and no other phase could be chosen`,
            `give \`${p.name}\` an end, e.g. \`${p.name}-end: ends when deals = 1\` in its block`,
          ),
        );
  }
  return out;
}
