/**
 * Rule `missing-clause`: a playable variant (after applying its bases and removals) says who
 * plays, with which deck, how the cards are dealt, who wins a trick, and has at least one phase.
 */
import type { ClauseBody } from '../../parse/ast.ts';
import type { ResolvedVariant } from '../../resolve/resolve.ts';
import { diagnostic, type Diagnostic } from '../../core/diagnostic.ts';
import { guardCombinations, inForceUnder, readingWords } from './combinations.ts';

/** The clause kinds every variant needs, with the line the hint suggests. */
const REQUIRED: { kind: ClauseBody['kind']; what: string; example: string }[] = [
  { kind: 'Players', what: '`players` clause', example: 'players 4 anticlockwise [source "Players and Equipment"]' },
  {
    kind: 'Deck',
    what: '`deck` clause',
    example: 'deck { suits S, H, D, C  ranks 7, 8, 9, 10, J, Q, K, A } [source "Players and Equipment"]',
  },
  { kind: 'Deal', what: '`deal` clause', example: 'dealing: deal 8 each in packets 4 4 from forehand [source "Deal"]' },
  {
    kind: 'Winner',
    what: '`winner` clause',
    example: 'trick-winner: winner highest trump else highest led [source "Rules of Play"]',
  },
];

/**
 * Reports each missing kind of clause, and a missing phase, at the variant id in the header. A
 * kind whose clauses are all guarded by readings must have one in force under every combination of
 * those readings.
 */
export function checkRequired(v: ResolvedVariant): Diagnostic[] {
  const out: Diagnostic[] = [];
  const at = v.file.id.loc;
  for (const r of REQUIRED) {
    const clauses = v.clauses.filter((c) => c.node.body.kind === r.kind);
    if (clauses.length === 0) {
      out.push(
        diagnostic('missing-clause', at, `variant \`${v.id}\` has no ${r.what}`, `add a line like \`${r.example}\``),
      );
      continue;
    }
    if (clauses.some((c) => !c.node.guard)) continue;
    // Each combination of the readings that guard them must put one in force (combinations.ts).
    const uncovered = guardCombinations(v, clauses).find((readings) => !clauses.some((c) => inForceUnder(c, readings)));
    if (!uncovered) continue;
    const [only] = uncovered.size === 1 ? [...uncovered] : [];
    out.push(
      diagnostic(
        'missing-clause',
        clauses[0]!.node.guard!.loc,
        only
          ? `under reading \`${only[1]}\` of \`${only[0]}\`, variant \`${v.id}\` has no ${r.what}`
          : `${readingWords(uncovered)}, variant \`${v.id}\` has no ${r.what}`,
        `add a ${r.what} for that reading, or drop the guard from one of them`,
      ),
    );
  }
  if (v.phases.length === 0) {
    out.push(
      diagnostic(
        'missing-clause',
        at,
        `variant \`${v.id}\` has no phase`,
        'add one like `phase main "Main" { most: otherwise: add 1 marks to most points ... }`',
      ),
    );
  }
  return out;
}
