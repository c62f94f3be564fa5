/**
 * The semantic checker: resolves a variant's `extends` chain, then runs every rule in
 * `checks/` over the result. Each rule is a pure function from the resolved variant to its
 * diagnostics (in the style of Peggy's compiler passes); this module runs them all and orders
 * what they find by file and position.
 */
import type { ResolvedVariant } from '../resolve/resolve.ts';
import { resolveVariant } from '../resolve/resolve.ts';
import type { FileReader } from '../resolve/load.ts';
import type { Diagnostic } from '../core/diagnostic.ts';
import { checkCards } from './checks/check-cards.ts';
import { checkCitations } from './checks/check-citations.ts';
import { checkExamples } from './checks/check-examples.ts';
import { checkPointsTotal } from './checks/check-points-total.ts';
import { checkReadings } from './checks/check-readings.ts';
import { checkReferences } from './checks/check-references.ts';
import { checkRequired } from './checks/check-required.ts';
import { checkSources } from './checks/check-sources.ts';
import { checkScope } from './checks/check-scope.ts';
import { checkPlacement } from './checks/check-placement.ts';
import { checkPlayConditions } from './checks/check-play-conditions.ts';
import { checkSeats } from './checks/check-seats.ts';
import { checkTermination } from './checks/check-termination.ts';
import { checkGive } from './checks/check-give.ts';
import { checkGiveRule } from './checks/check-give-rule.ts';
import { checkDraw } from './checks/check-draw.ts';
import { checkPassOn } from './checks/check-pass-on.ts';
import { checkTeams } from './checks/check-teams.ts';
import { checkTrumpSteps } from './checks/check-trump-steps.ts';
import { checkChoices } from './checks/check-choices.ts';
import { checkAfterPlay } from './checks/check-after-play.ts';
import { checkStepPackets } from './checks/check-step-packets.ts';
import { checkPhaseOrder } from './checks/check-phase-order.ts';
import { checkPersonalTrumps } from './checks/check-personal-trumps.ts';
import { checkEngineBounds } from './checks/check-engine-bounds.ts';
import { checkMoveCounts } from './checks/check-move-counts.ts';
import { checkDealEnds } from './checks/check-deal-ends.ts';
import { checkTitles } from './checks/check-titles.ts';

/** Every rule, in the order they run (the output is sorted afterwards). */
export const CHECKS: readonly ((v: ResolvedVariant) => Diagnostic[])[] = [
  checkRequired,
  checkSources,
  checkCitations,
  checkReadings,
  checkCards,
  checkPointsTotal,
  checkReferences,
  checkExamples,
  checkScope,
  checkPlacement,
  checkSeats,
  checkTermination,
  checkGive,
  checkGiveRule,
  checkDraw,
  checkPassOn,
  checkTeams,
  checkTrumpSteps,
  checkChoices,
  checkAfterPlay,
  checkStepPackets,
  checkPhaseOrder,
  checkPersonalTrumps,
  checkPlayConditions,
  checkDealEnds,
  checkEngineBounds,
  checkMoveCounts,
  checkTitles,
];

/** Runs every rule over a resolved variant; diagnostics sorted by file, then offset. */
export function checkVariant(v: ResolvedVariant): Diagnostic[] {
  return sortDiagnostics(CHECKS.flatMap((check) => check(v)));
}

/**
 * Resolves `pathOrId` (a variant id or a `.stw` path) and checks it. The checks run only when
 * resolution produced a variant; resolution errors (syntax, unknown base, cycles, duplicate ids,
 * unknown clauses) are returned alongside, everything sorted by file, then offset.
 */
export function checkPath(
  reader: FileReader,
  pathOrId: string,
): { variant: ResolvedVariant | null; diagnostics: Diagnostic[] } {
  const { variant, diagnostics } = resolveVariant(reader, pathOrId);
  return { variant, diagnostics: sortDiagnostics([...diagnostics, ...(variant ? checkVariant(variant) : [])]) };
}

/** Sorts by file name, then by start offset; diagnostics at the same place keep their order. */
export function sortDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort((a, b) => {
    const fa = String(a.loc.source);
    const fb = String(b.loc.source);
    return fa < fb ? -1 : fa > fb ? 1 : a.loc.start.offset - b.loc.start.offset;
  });
}
