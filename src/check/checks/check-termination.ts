/**
 * Rules `never-ends` and `playoff-never-decides`: every loop of the game can end.
 *
 * The game loops over deals until a phase ends or the game does, and over play-offs until one
 * decides. The checker refuses what certainly cannot end, under some choice of readings:
 *
 * - `never-ends`: a phase the game can never leave. A phase is left by its `ends when` (not in the
 *   last phase, which has nowhere to go), or by the end of the game: a `game over` clause, or a
 *   scoring or `after deal` clause of the phase that loses the game or ends it. A condition counts
 *   unless it is false in that phase whatever happens (`phase = other`, a reading not chosen), so
 *   a refusal is never a guess; whatever the checker cannot see (`ends when deals < 0`) the engine
 *   stops past its bound on deals (engine/errors.ts).
 * - `playoff-never-decides`: a play-off ranks its players by `playoff rank`; when no key reads
 *   something a play-off deal changes, players tied on the keys stay tied however often they play
 *   off. A deal changes `points` and `tricks` when it is played in tricks, `place` and `cards`
 *   (cards left in hand) when it is laid off or played as a beating game, and `march first` with a `playoff march` clause; a tally
 *   changes only between deals. The play-off for a tie in a scoring or `after deal` clause is held
 *   in that phase, for an `at end` clause in the next phase, for `game over` wherever the game ends.
 *
 * Readings: the check runs under every combination of the readings of the ambiguities the relevant
 * clauses depend on (their guards and `reading x is y` conditions), up to MAX_COMBINATIONS; past
 * that, under no particular readings, refusing only what fails whatever the readings.
 */
import type { ClauseBody, Cond, Effect, PlayBody } from '../../parse/ast.ts';
import type { Loc } from '../../core/location.ts';
import type { ResolvedClause, ResolvedVariant } from '../../resolve/resolve.ts';
import { clauseIdLoc } from '../../core/locate.ts';
import { diagnostic, type Diagnostic } from '../../core/diagnostic.ts';
import { readingCombinations, readingWords } from './combinations.ts';

/** The per-player values a deal gives (a tally is kept across deals). */
const DEAL_VALUES = new Set(['points', 'tricks', 'place', 'cards', 'passes', 'pickups']);

/** The deal values added after files could declare tallies of their names (such a tally stays a tally). */
const LATER_VALUES = new Set(['cards', 'passes', 'pickups']);

/** Readings chosen (ambiguity id → reading id), or null: any reading may be in force. */
type Readings = ReadonlyMap<string, string> | null;

/** Three-valued truth: a condition is surely true, surely false, or depends on the game. */
type Truth = 'true' | 'false' | 'maybe';

/** Clauses that decide whether and how a tie is played off. */
const PLAYOFFS = new Set<ClauseBody['kind']>([
  'Ties',
  'PlayoffRank',
  'EventWhen',
  'Play',
  'Tally',
  'Score',
  'AfterDeal',
  'AtEnd',
  'GameOver',
]);

/** Past this many phases named in one condition, where it holds is not worked out phase by phase. */
const MAX_NAMED_PHASES = 32;

/** Reports phases that can never end and play-offs that can never decide. */
export function checkTermination(v: ResolvedVariant): Diagnostic[] {
  const found = new Map<string, Diagnostic>();
  const keep = (d: Diagnostic) => {
    const key = `${d.code} ${String(d.loc.source)}:${d.loc.start.offset}`;
    if (!found.has(key)) found.set(key, d);
  };
  // Each phase is judged on its own clauses and the `game over` clauses (read under any readings,
  // which can only find more ways out), so the check stays linear in the number of clauses.
  const own = new Map<string, ResolvedClause[]>();
  const gameOvers: Reach[] = [];
  for (const c of v.clauses) {
    const b = c.node.body;
    if (b.kind === 'GameOver') gameOvers.push(reach(b.when, null));
    else if (c.phase !== null && (b.kind === 'Ends' || b.kind === 'Score' || b.kind === 'AfterDeal')) {
      const list = own.get(c.phase);
      if (list) list.push(c);
      else own.set(c.phase, [c]);
    }
  }
  const endsGame = gameOverIn(gameOvers);
  v.phases.forEach((phase, i) => {
    if (endsGame(phase.id)) return;
    const clauses = own.get(phase.id) ?? [];
    for (const readings of combinations(v, clauses)) {
      const d = neverEnds(phase, i === v.phases.length - 1, clauses, readings, v.removed);
      if (d) {
        keep(d);
        break;
      }
    }
  });
  const relevant = v.clauses.filter((c) => PLAYOFFS.has(c.node.body.kind));
  for (const readings of combinations(v, relevant)) neverDecides(v, relevant, readings).forEach(keep);
  return [...found.values()];
}

/**
 * Where a condition can hold: in the phases it names where it can (`named`), and (`anywhere`) in
 * every phase it does not name (`names`: all it names).
 */
interface Reach {
  anywhere: boolean;
  named: Set<string>;
  names: Set<string>;
  all: boolean;
}

/** Where `c` can hold under `readings`, phase by phase. */
function reach(c: Cond | null, readings: Readings): Reach {
  const names = new Set<string>();
  const visit = (x: Cond | null): void => {
    if (!x || names.size > MAX_NAMED_PHASES) return;
    if (x.kind === 'PhaseIs') names.add(x.phase.name);
    if (x.kind === 'Not') visit(x.cond);
    if (x.kind === 'Logic') {
      visit(x.left);
      visit(x.right);
    }
  };
  visit(c);
  // Too many phases named to try each: say it can hold anywhere (this only finds more ways out).
  if (names.size > MAX_NAMED_PHASES) return { anywhere: true, named: new Set(), names: new Set(), all: true };
  const named = new Set([...names].filter((p) => truth(c, p, readings) !== 'false'));
  // A phase the condition does not name behaves like any other such phase: try one that cannot exist.
  return { anywhere: truth(c, '\u0000', readings) !== 'false', named, names, all: false };
}

/** Whether a condition that can hold where `r` says can hold in `phase`. */
const holdsIn = (r: Reach, phase: string): boolean =>
  r.all || r.named.has(phase) || (r.anywhere && !r.names.has(phase));

/**
 * Whether some of `reaches` can hold in a phase: what `reaches.some((r) => holdsIn(r, phase))`
 * says, from tables made once (a file may have thousands of phases and of `game over` clauses).
 * A phase is out of reach of the clauses that hold anywhere but where they are named only when
 * every one of them names it.
 */
function gameOverIn(reaches: Reach[]): (phase: string) => boolean {
  const named = new Set<string>();
  const namedBy = new Map<string, number>();
  let everywhere = false,
    anywhere = 0;
  for (const r of reaches) {
    if (r.all) everywhere = true;
    for (const p of r.named) named.add(p);
    if (!r.anywhere) continue;
    anywhere++;
    for (const p of r.names) namedBy.set(p, (namedBy.get(p) ?? 0) + 1);
  }
  return (phase) => everywhere || named.has(phase) || (anywhere > 0 && (namedBy.get(phase) ?? 0) < anywhere);
}

/** `phase`, if it has no way out of its own under `readings` (the game over clauses were tried first). */
function neverEnds(
  phase: ResolvedVariant['phases'][number],
  last: boolean,
  clauses: ResolvedClause[],
  readings: Readings,
  removed: ResolvedVariant['removed'],
): Diagnostic | null {
  const possible = (c: Cond | null) => truth(c, phase.id, readings) !== 'false';
  const exit = clauses.some((c) => {
    if (!mayBeInForce(c, readings)) return false;
    const b = c.node.body;
    if (b.kind === 'Ends') return !last && possible(b.cond);
    if (b.kind === 'Score' || b.kind === 'AfterDeal') {
      return (
        possible(b.kind === 'Score' ? b.cond : b.when) &&
        b.effects.some((e) => e.kind === 'LoseGame' || e.kind === 'EndGame')
      );
    }
    return false;
  });
  if (exit) return null;
  // Where this file removed the phase's `ends when`, that `remove` is what the author has to see.
  const cause = removed.find((r) => r.clause.phase === phase.id && r.clause.node.body.kind === 'Ends');
  return diagnostic(
    'never-ends',
    cause ? cause.by.target.loc : phase.node.id.loc,
    `${cause ? `removing \`${cause.clause.id}\` leaves phase \`${phase.id}\` with no way to end` : `phase \`${phase.id}\` can never end`}${under(readings)}: it has no \`ends when\`, and no \`game over\` clause or lost game can end the game in it`,
    last
      ? 'the last phase ends only with the game: add a `game over when ...` clause that can hold in it'
      : `add \`ends when CONDITION\` to phase \`${phase.id}\`, or a \`game over when ...\` clause that can hold in it`,
  );
}

/** Play-offs whose rank cannot separate tied players, under `readings`. */
function neverDecides(v: ResolvedVariant, relevant: ResolvedClause[], readings: Readings): Diagnostic[] {
  // With no particular readings the clauses in force are not known: refuse nothing here.
  if (readings === null && v.ambiguities.size > 0) return [];
  const inForce = relevant.filter((c) => mayBeInForce(c, readings));
  const first = <K extends ClauseBody['kind']>(kind: K) =>
    inForce.find((c) => c.node.body.kind === kind) as
      | (ResolvedClause & { node: { body: Extract<ClauseBody, { kind: K }> } })
      | undefined;
  if ((first('Ties')?.node.body.policy ?? 'playoff') !== 'playoff') return [];
  const rankClause = first('PlayoffRank');
  const keys = rankClause?.node.body.keys ?? [{ by: 'fewest' as const, value: { name: 'points' } }];
  // `<event> first` decides only when a `playoff <event> when` clause can make the event happen.
  const playoffEvents = new Set(
    inForce.flatMap((c) => (c.node.body.kind === 'EventWhen' && c.node.body.playoff ? [c.node.body.event.name] : [])),
  );
  const tallies = new Set(inForce.filter((c) => c.node.body.kind === 'Tally').map((c) => c.id));
  // Each phase's way of playing: its own first `play` clause, else the game's.
  const modes = new Map<string | null, PlayBody['mode']>();
  for (const c of inForce) if (c.node.body.kind === 'Play' && !modes.has(c.phase)) modes.set(c.phase, c.node.body.mode);
  const modeOf = (phase: string) => modes.get(phase) ?? modes.get(null) ?? 'tricks';
  const decides = (phase: string) => {
    const mode = modeOf(phase);
    // Cards left in hand: none after a deal in tricks; the stuck (lay-off) or the loser (beating) keep
    // some. A lay-off or beating deal takes no tricks and counts no card points: only places and cards.
    // A lay-off counts passes, a beating deal pick-ups.
    const changes = new Set(
      mode === 'tricks' ? ['points', 'tricks'] : ['place', 'cards', mode === 'layoff' ? 'passes' : 'pickups'],
    );
    // A name that is neither a deal value nor a tally is reported by check-references, not here.
    // A tally declared as `cards`, `passes` or `pickups` (before the value existed) is a tally still.
    const dealValue = (n: string) => changes.has(n) && !(LATER_VALUES.has(n) && tallies.has(n));
    return keys.some((k) =>
      k.by === 'first'
        ? playoffEvents.has(k.event.name)
        : dealValue(k.value.name) || !(DEAL_VALUES.has(k.value.name) || tallies.has(k.value.name)),
    );
  };
  const stuckPhases = v.phases.map((p) => p.id).filter((p) => !decides(p));
  if (stuckPhases.length === 0) return [];
  const isStuck = new Set(stuckPhases);
  const next = new Map(v.phases.map((p, i) => [p.id, v.phases[i + 1]?.id ?? p.id]));

  const out: Diagnostic[] = [];
  const firstEvent = [...v.events.keys()][0];
  for (const c of inForce) {
    const b = c.node.body;
    const effects: Effect[] =
      b.kind === 'Score' || b.kind === 'AfterDeal' || b.kind === 'AtEnd' || b.kind === 'GameOver' ? b.effects : [];
    if (!effects.some((e) => 'who' in e && e.who.kind === 'Extreme')) continue;
    // Where the play-off for a tie in this clause is held; a `game over` tie wherever the game can end.
    let stuck: string | undefined;
    if (b.kind === 'GameOver') {
      const r = reach(b.when, readings);
      stuck = r.all ? undefined : stuckPhases.find((p) => holdsIn(r, p));
    } else {
      const heldIn = b.kind === 'AtEnd' ? next.get(c.phase!)! : c.phase!;
      stuck = isStuck.has(heldIn) ? heldIn : undefined;
    }
    if (stuck === undefined) continue;
    const mode = modeOf(stuck);
    const shown = rankClause ? `\`playoff rank\` (${rankClause.id})` : 'the default `playoff rank fewest points`';
    const loc: Loc = rankClause ? clauseIdLoc(rankClause.node) : clauseIdLoc(c.node);
    out.push(
      diagnostic(
        'playoff-never-decides',
        loc,
        `a tie in \`${c.id}\` is played off in phase \`${stuck}\` (${mode === 'tricks' ? 'played in tricks' : mode === 'layoff' ? 'a lay-off' : 'a beating deal'}), where ${shown} reads nothing a play-off deal changes${under(readings)}: players tied on it stay tied`,
        mode === 'tricks'
          ? `rank by what the play-off deal decides: \`playoff rank fewest points\` (or \`tricks\`${firstEvent ? `, or \`${firstEvent} first\` with a \`playoff ${firstEvent}\`` : ''})`
          : 'rank by the order of going out: `playoff rank fewest place`',
      ),
    );
  }
  return out;
}

/** Whether a clause may be in force: no guard, or its guard's reading is chosen (or not known). */
function mayBeInForce(c: ResolvedClause, readings: Readings): boolean {
  const g = c.node.guard;
  return !g || readings === null || readings.get(g.ambiguity.name) === g.reading.name;
}

/** What can be known of `c` in phase `phase` under `readings` before any deal is played. */
function truth(c: Cond | null, phase: string, readings: Readings): Truth {
  if (!c) return 'true';
  switch (c.kind) {
    case 'PhaseIs':
      return c.phase.name === phase ? 'true' : 'false';
    case 'ReadingIs':
      return readings === null ? 'maybe' : readings.get(c.ambiguity.name) === c.reading.name ? 'true' : 'false';
    case 'Not': {
      const t = truth(c.cond, phase, readings);
      return t === 'maybe' ? t : t === 'true' ? 'false' : 'true';
    }
    case 'Logic': {
      const l = truth(c.left, phase, readings),
        r = truth(c.right, phase, readings);
      if (c.op === 'and')
        return l === 'false' || r === 'false' ? 'false' : l === 'true' && r === 'true' ? 'true' : 'maybe';
      return l === 'true' || r === 'true' ? 'true' : l === 'false' && r === 'false' ? 'false' : 'maybe';
    }
    default:
      return 'maybe';
  }
}

/** ` with reading a x and b y` for a message, when readings were chosen. */
function under(readings: Readings): string {
  const words = readingWords(readings);
  return words ? ` ${words}` : '';
}

/**
 * Every combination of the readings of the ambiguities that decide which `relevant` clauses are in
 * force or what their conditions can be; one empty combination when none do; null (unknown) past the cap.
 */
function combinations(v: ResolvedVariant, relevant: ResolvedClause[]): Readings[] {
  const involved = new Set<string>();
  const visit = (c: Cond | null): void => {
    if (!c) return;
    if (c.kind === 'ReadingIs') involved.add(c.ambiguity.name);
    if (c.kind === 'Not') visit(c.cond);
    if (c.kind === 'Logic') {
      visit(c.left);
      visit(c.right);
    }
  };
  for (const c of relevant) {
    const b = c.node.body;
    if (c.node.guard) involved.add(c.node.guard.ambiguity.name);
    if (b.kind === 'Ends') visit(b.cond);
    if (b.kind === 'GameOver' || b.kind === 'AfterDeal' || b.kind === 'AtEnd') visit(b.when);
    if (b.kind === 'Score') visit(b.cond);
  }
  // Past MAX_COMBINATIONS (combinations.ts), under no particular readings.
  return readingCombinations(v, involved) ?? [null];
}
