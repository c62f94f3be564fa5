/**
 * Rules `chosen-after-play`, `unread-choice` and `after-play-seat` for a choice made after play
 * (`choice after play by SEAT: ...`), which is made once the cards are played, before the deal is scored.
 *
 * - `chosen-after-play`: an option chosen after play is not chosen yet while the cards are played,
 *   so a card-play rule (`must ... when chosen ID`), a deal's early end or a choice made before play
 *   that reads it would never see it chosen. Reported at the option's id where it is read.
 * - `unread-choice`: a choice after play changes only what reads its options; in a phase where no
 *   clause in force reads any of them, the player would be asked a choice that changes nothing.
 *   Reported at `after play`, naming the phase.
 * - `after-play-seat`: a chooser named by a measure of the deal just played reads a value that the
 *   deal gives: a deal played in tricks gives no places, cards left, passes or pick-ups (they are
 *   all 0), so `player with place 1` would name nobody in it. Reported at the value, naming the phase.
 */
import type { ChoiceBody, ClauseBody, Ident, PlayBody, Seat } from '../../parse/ast.ts';
import type { ResolvedClause, ResolvedVariant } from '../../resolve/resolve.ts';
import { visit } from '../../resolve/visit.ts';
import { diagnostic, type Diagnostic } from '../../core/diagnostic.ts';

/** Whether a clause is read while the cards are played or before: a card-play rule, a deal's early end, a choice before play. */
const readBeforeScoring = (b: ClauseBody): boolean =>
  b.kind === 'Must' || b.kind === 'DealEnds' || (b.kind === 'Choice' && b.afterPlay === undefined);

/** The ids of the options that `c` reads with `chosen`. */
function chosenIn(c: ResolvedClause): { name: string; loc: ResolvedClause['node']['loc'] }[] {
  const out: { name: string; loc: ResolvedClause['node']['loc'] }[] = [];
  visit(c.node, { Chosen: (n) => void out.push({ name: n.option.name, loc: n.option.loc }) });
  return out;
}

/** Per-player values that only a deal of places (laid off or beaten) gives. */
const PLACES_ONLY = new Set(['place', 'cards', 'passes', 'pickups']);

/** The values a seat named by a measure reads (`player with most points then fewest tricks`, `player with place 4`). */
function measuredValues(seat: Seat): Ident[] {
  if (seat.kind === 'SeatStep') return measuredValues(seat.from);
  if (seat.kind !== 'SeatBy') return [];
  const set = seat.set;
  if (set.kind === 'Extreme') return [set.value, ...(set.then ?? []).map((t) => t.value)];
  const out: Ident[] = [];
  visit(set, { Value: (n) => void out.push(n.name) });
  return out;
}

/** Reports options chosen after play read before it, choices after play that nothing reads, and choosers by a value no deal gives. */
export function checkAfterPlay(v: ResolvedVariant): Diagnostic[] {
  const late = v.clauses.filter((c) => c.node.body.kind === 'Choice' && (c.node.body as ChoiceBody).afterPlay);
  if (late.length === 0) return [];
  const out: Diagnostic[] = [];
  // An option id names one option of the variant (duplicate-option): by id, the choice after play offering it.
  const lateOf = new Map<string, string>();
  for (const c of late) for (const o of (c.node.body as ChoiceBody).options) lateOf.set(o.id.name, c.id);
  for (const c of v.clauses) {
    if (!readBeforeScoring(c.node.body)) continue;
    for (const r of chosenIn(c)) {
      const choice = lateOf.get(r.name);
      if (choice === undefined) continue;
      out.push(
        diagnostic(
          'chosen-after-play',
          r.loc,
          `\`${r.name}\` is chosen after play (choice \`${choice}\`), so it is never chosen while the cards are played`,
          'read a choice made after play in scoring clauses (`when chosen ID: ...`), or make the choice before play (`choice by SEAT: ...`)',
        ),
      );
    }
  }
  /** Whether the deals of `phase` are played in tricks (the `play` clause in force there; tricks when none). */
  const inTricks = (phase: string) => {
    const plays = v.clauses.filter((r) => r.node.body.kind === 'Play' && (r.phase === null || r.phase === phase));
    const play = (plays.find((r) => r.phase === phase) ?? plays[0])?.node.body as PlayBody | undefined;
    return (play?.mode ?? 'tricks') === 'tricks';
  };
  for (const c of late) {
    const body = c.node.body as ChoiceBody;
    const phases = c.phase === null ? v.phases.map((p) => p.id) : [c.phase];
    const tricksPhase = phases.find(inTricks);
    if (tricksPhase !== undefined)
      for (const value of measuredValues(body.seat).filter((x) => PLACES_ONLY.has(x.name)))
        out.push(
          diagnostic(
            'after-play-seat',
            value.loc,
            `the deals of phase \`${tricksPhase}\` are played in tricks, which give no \`${value.name}\`, so this seat would name nobody there`,
            'name the chooser by a value a trick deal gives (`points`, `tricks` or a tally): `player with points 40`',
          ),
        );
  }
  for (const c of late) {
    const body = c.node.body as ChoiceBody;
    const ids = new Set(body.options.map((o) => o.id.name));
    const phases = c.phase === null ? v.phases.map((p) => p.id) : [c.phase];
    // The phase's clauses and the game's read after play, not the choice itself (its options' own conditions).
    const reads = (phase: string) =>
      v.clauses.some(
        (r) =>
          r !== c &&
          (r.phase === null || r.phase === phase) &&
          !readBeforeScoring(r.node.body) &&
          chosenIn(r).some((x) => ids.has(x.name)),
      );
    const unread = phases.find((phase) => !reads(phase));
    if (unread === undefined) continue;
    out.push(
      diagnostic(
        'unread-choice',
        body.afterPlay!.loc,
        `choice \`${c.id}\` is made after play in the deals of phase \`${unread}\`, but no clause in force there reads its options, so it changes nothing`,
        c.phase === null
          ? 'declare the choice inside the phase whose scoring reads it (`phase ID { ... }`), or read it there: `when chosen ID: ...`'
          : 'read it in a scoring clause of the phase, placed before the clause it changes: `when chosen ID: ...`',
      ),
    );
  }
  return out;
}
