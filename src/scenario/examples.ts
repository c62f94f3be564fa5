/**
 * Runs a variant's in-file `example` blocks: each becomes a scenario replayed through the compiled
 * machine, and every `expect` line is compared with the log entry of the deal before it.
 */
import type { ExampleNode } from '../parse/ast.ts';
import type { Loc } from '../core/location.ts';
import type { ResolvedVariant } from '../resolve/resolve.ts';
import { compileVariant } from '../compile/compile.ts';
import { formatDiagnostic, diagnostic } from '../core/diagnostic.ts';
import { replay, type Scenario, type Transcript } from './replay.ts';
import { ScenarioInputError } from './errors.ts';
import { RunError } from '../engine/errors.ts';
import { count, plural } from '../compile/words.ts';
import { clauseSentences } from '../compile/clause-words.ts';

/** The result of one example: ok, or a message located at the expectation that failed. */
export interface ExampleResult {
  id: string;
  title: string;
  ok: boolean;
  message: string;
}

/** Runs every example of `v`. */
export function runExamples(v: ResolvedVariant): ExampleResult[] {
  return v.examples.map((ex) => runExample(v, ex));
}

/** One `expect` line of an example and where it stands: after `after` deals. */
export interface ExampleCheck {
  after: number;
  step: ExampleNode['steps'][number];
  /** For `expect refused` / `expect allowed`: the scenario that ends with the move tried. */
  attempt?: Scenario;
}

/** A played deal being written (`hand`, `trump`, `moves` lines), as the scenario contract has it. */
interface OpenDeal {
  hands: Record<string, string[]>;
  trump?: string;
  talon?: string[];
  /** The stock in the order it is drawn (`stock ...`), when the deal draws from it. */
  stock?: string[];
  plays: string[];
}

/**
 * An example as a scenario (its options, players, dealer and deals), with each `expect` line and
 * the number of deals before it; null when it has no `players ... dealer ...` line.
 *
 * A played deal is written as `hand` lines (the hands as dealt), an optional `trump` line and
 * `moves` lines; it ends at the next deal, redeal or `hand` line after moves, or at an `expect` that
 * reads the deal's result. `hand` and `trump` lines followed by a `redeal` with no moves between are
 * the hands that redeal is asked on (its condition reads the asker's). `expect refused` and `expect allowed` try a move at that point of the
 * deal: their scenario is the example so far with that move last (see `attempt`).
 */
export function exampleScenario(
  v: ResolvedVariant,
  ex: ExampleNode,
): { scenario: Scenario; checks: ExampleCheck[]; unfinished: boolean; places: ExamplePlaces } | null {
  const setup = ex.steps.find((s) => s.kind === 'ExPlayers');
  if (setup?.kind !== 'ExPlayers') return null;
  const options: Record<string, string> = {};
  const deals: unknown[] = [];
  const checks: ExampleCheck[] = [];
  let open: OpenDeal | null = null;
  const places: ExamplePlaces = new Map();
  const start = (): OpenDeal => {
    const d: OpenDeal = { hands: {}, plays: [] };
    deals.push(d);
    return d;
  };
  const asScenario = (ds: unknown[]): Scenario => ({
    variant: v.id,
    options,
    players: setup.names,
    dealer: setup.dealer,
    deals: ds,
  });
  const choosesPhases = v.clauses.some((c) => c.node.body.kind === 'PhaseOrder');
  for (const step of ex.steps) {
    if (step.kind === 'ExOptions') for (const c of step.choices) options[c.ambiguity.name] = c.reading.name;
    if (step.kind === 'ExDeal') {
      // Moves written before a deal given by its points, with no hand, are its own: the phase chosen first.
      const bare = open !== null && Object.keys(open.hands).length === 0 && !open.trump && !open.talon;
      const moves = bare ? open!.plays : [];
      if (bare) deals.pop();
      open = null;
      places.set(`deals[${deals.length}]`, step.loc);
      const obj = (xs: { player: string; value: number }[]) => Object.fromEntries(xs.map((x) => [x.player, x.value]));
      deals.push({
        ...(moves.length > 0 ? { plays: moves } : {}),
        ...(step.places
          ? {
              places: obj(step.places),
              ...(step.cards ? { cards: obj(step.cards) } : {}),
              ...(step.passes ? { passes: obj(step.passes) } : {}),
              ...(step.pickups ? { pickups: obj(step.pickups) } : {}),
            }
          : step.tricks
            ? { points: obj(step.points), tricks: obj(step.tricks) }
            : { points: obj(step.points) }),
      });
    }
    if (step.kind === 'ExRedeal') {
      // `hand` (and `trump`) lines with no moves before it are the hands the redeal is asked on.
      const dealt = open && open.plays.length === 0 ? open : null;
      if (dealt) deals.pop();
      open = null;
      places.set(`deals[${deals.length}]`, step.loc);
      deals.push(
        dealt
          ? { redeal: true, askedBy: step.by, hands: dealt.hands, ...(dealt.trump ? { trump: dealt.trump } : {}) }
          : { redeal: true, askedBy: step.by },
      );
    }
    if (step.kind === 'ExHand') {
      if (!open || open.plays.length > 0) open = start();
      open.hands[step.player] = step.cards.map((c) => c.name);
      places.set(`deals[${deals.length - 1}].hands.${step.player}`, step.loc);
      places.set(`deals[${deals.length - 1}]`, places.get(`deals[${deals.length - 1}]`) ?? step.loc);
    }
    if (step.kind === 'ExTalon') {
      open ??= start();
      open.talon = step.cards.map((c) => c.name);
      places.set(`deals[${deals.length - 1}].talon`, step.loc);
    }
    if (step.kind === 'ExStock') {
      open ??= start();
      open.stock = step.cards.map((c) => c.name);
      places.set(`deals[${deals.length - 1}].stock`, step.loc);
    }
    if (step.kind === 'ExTrump') {
      open ??= start();
      open.trump = step.suit.name;
      places.set(`deals[${deals.length - 1}].trump`, step.loc);
    }
    if (step.kind === 'ExMoves') {
      open ??= start();
      for (const m of step.moves) {
        places.set(`deals[${deals.length - 1}].plays[${open.plays.length}]`, m.loc);
        open.plays.push(`${m.player}:${m.move}`);
      }
      places.set(`deals[${deals.length - 1}].plays`, step.loc);
    }
    if (step.kind === 'ExExpect') {
      if (step.field === 'refused' || step.field === 'allowed') {
        // Before any hand (a phase to be chosen), the deal the move is tried in is begun here.
        const d = open ?? (choosesPhases ? (open = start()) : start());
        const tried = { ...d, plays: [...d.plays, `${step.move.player}:${step.move.move}`] };
        checks.push({ after: deals.length, step, attempt: asScenario([...deals.slice(0, -1), tried]) });
      } else {
        open = null;
        checks.push({ after: deals.length, step });
      }
    }
  }
  // The plays are copied out, so that later lines do not change a deal already written.
  const written = deals.map((d) =>
    d && typeof d === 'object' && 'plays' in d ? { ...(d as OpenDeal), plays: [...(d as OpenDeal).plays] } : d,
  );
  return { scenario: asScenario(written), checks, unfinished: open !== null, places };
}

/**
 * Where each part of an example's scenario is written: `deals[0]`, `deals[0].hands.N`,
 * `deals[0].trump`, `deals[0].plays[3]` (a move), `deals[0].plays` (the last moves line), as a
 * scenario error names them; so that an error in the input or a refused move points at its line.
 */
export type ExamplePlaces = Map<string, Loc>;

/** The most precise place written for `where` (`deals[0].hands.N[3]` finds `deals[0].hands.N`). */
function placeOf(places: ExamplePlaces, where: string): Loc | undefined {
  // Each turn drops the last part of the path, so the loop ends.
  for (let w = where; ; ) {
    const loc = places.get(w);
    if (loc) return loc;
    const shorter = w.replace(/(\.[^.[\]]*|\[\d+\])$/, '');
    if (shorter === w) return undefined;
    w = shorter;
  }
}

function runExample(v: ResolvedVariant, ex: ExampleNode): ExampleResult {
  const text = v.texts.get(String(ex.loc.source)) ?? '';
  const fail = (loc: typeof ex.loc, message: string): ExampleResult => ({
    id: ex.id.name,
    title: ex.title,
    ok: false,
    message: formatDiagnostic(diagnostic('example', loc, `example \`${ex.id.name}\`: ${message}`), text),
  });
  const built = exampleScenario(v, ex);
  if (!built) return fail(ex.id.loc, 'needs a `players ... dealer ...` line first');
  const { scenario, checks, unfinished, places } = built;
  let stoppedAt: Loc = ex.id.loc;
  /** The transcript of `sc`, or the message that stopped it (and `stoppedAt` where it is written). */
  const run = (sc: Scenario, partial: boolean): Transcript | string => {
    try {
      const cv = compileVariant(v, sc.options);
      return replay(cv, sc, { unfinished: partial, ruleSentence: clauseSentences(cv) });
    } catch (e) {
      if (e instanceof ScenarioInputError) {
        stoppedAt = placeOf(places, e.where) ?? ex.id.loc;
        return e.message;
      }
      // The rules failed while the example ran: the message locates the clause.
      if (e instanceof RunError) {
        stoppedAt = ex.id.loc;
        return e.message;
      }
      throw e;
    }
  };
  const t = run(scenario, unfinished);
  if (typeof t === 'string') return fail(stoppedAt, t);
  if (t.error) {
    const at =
      placeOf(
        places,
        t.error.play ? `deals[${t.error.deal - 1}].plays[${t.error.play - 1}]` : `deals[${t.error.deal - 1}]`,
      ) ?? ex.id.loc;
    return fail(at, `deal ${t.error.deal} was refused: ${t.error.message}`);
  }
  for (const { after, step, attempt } of checks) {
    if (step.kind !== 'ExExpect') continue;
    if (attempt) {
      const problem = tried(step, attempt, run(attempt, true), after);
      if (problem) return fail(step.loc, problem);
      continue;
    }
    const entry = t.log[after - 1];
    if (!entry)
      return fail(
        step.loc,
        after > t.log.length
          ? `the deal before this expectation is not played to the end`
          : `no deal before this expectation`,
      );
    const problem = compare(step, entry);
    if (problem) return fail(step.loc, `after deal ${after}: ${problem}`);
  }
  return {
    id: ex.id.name,
    title: ex.title,
    ok: true,
    message: `${ex.id.name}: ${count(checks.length, 'expectation')} ${plural(checks.length, 'holds', 'hold')}`,
  };
}

/** Whether a move tried part-way through deal `deal` was refused (or allowed) as `step` expects. */
function tried(
  step: Extract<ExampleNode['steps'][number], { kind: 'ExExpect' }>,
  sc: Scenario,
  t: Transcript | string,
  deal: number,
): string | null {
  if (step.field !== 'refused' && step.field !== 'allowed') return null;
  const move = `${step.move.player}:${step.move.move}`;
  if (typeof t === 'string') return `${move} could not be tried: ${t}`;
  const at = (sc.deals[deal - 1] as OpenDeal).plays.length;
  const err = t.error;
  if (err && (err.deal !== deal || err.play !== at))
    return `deal ${err.deal} was refused before ${move} was tried: ${err.message}`;
  if (step.field === 'allowed') return err ? `${move} is refused: ${err.message}` : null;
  if (!err) return `${move} is allowed, expected it to be refused${step.by ? ` by ${step.by.name}` : ''}`;
  if (step.by && err.rule !== step.by.name)
    return `${move} is refused by ${err.rule}, expected ${step.by.name}: ${err.message}`;
  return null;
}

function compare(
  step: Extract<ExampleNode['steps'][number], { kind: 'ExExpect' }>,
  entry: Transcript['log'][number],
): string | null {
  const sameSet = (a: string[], b: string[]) => [...a].sort().join() === [...b].sort().join();
  switch (step.field) {
    case 'out':
      return sameSet(step.values, entry.out)
        ? null
        : `out is [${entry.out.join(' ')}], expected [${step.values.join(' ')}]`;
    case 'playoff':
      return sameSet(step.values, entry.playoff ?? [])
        ? null
        : `play-off is [${(entry.playoff ?? []).join(' ')}], expected [${step.values.join(' ')}]`;
    case 'phase':
      return entry.phase === step.phase.name ? null : `phase is ${entry.phase}, expected ${step.phase.name}`;
    case 'loser':
      return entry.gameOver?.loser === step.loser
        ? null
        : `the game's loser is ${entry.gameOver?.loser ?? 'nobody yet'}, expected ${step.loser}`;
    case 'dealer':
    case 'forehand': {
      const who = step.field === 'dealer' ? entry.dealer : entry.forehand;
      return who === step.seat
        ? null
        : `${step.field === 'dealer' ? 'the dealer' : 'forehand (who led)'} is ${who}, expected ${step.seat}`;
    }
    case 'tally': {
      const value = entry.tallies[step.tally.name] ?? {};
      if (typeof value === 'number')
        return `${step.tally.name} is one amount for the table: write \`expect ${step.tally.name} ${value}\``;
      const got = value;
      const wrong = step.numbers.filter((x) => got[x.player] !== x.value);
      return wrong.length === 0
        ? null
        : `${step.tally.name} ${Object.entries(got)
            .map(([p, n]) => `${p} ${n}`)
            .join(' ')}, expected ${step.numbers.map((x) => `${x.player} ${x.value}`).join(' ')}`;
    }
    case 'shared': {
      const value = entry.tallies[step.tally.name];
      return value === step.amount ? null : `${step.tally.name} is ${JSON.stringify(value)}, expected ${step.amount}`;
    }
    case 'card-points':
    case 'tricks-taken': {
      const got = step.field === 'card-points' ? entry.points : entry.tricks;
      const wrong = step.numbers.filter((x) => got[x.player] !== x.value);
      return wrong.length === 0
        ? null
        : `${step.field} ${Object.entries(got)
            .map(([p, n]) => `${p} ${n}`)
            .join(' ')}, expected ${step.numbers.map((x) => `${x.player} ${x.value}`).join(' ')}`;
    }
    case 'refused':
    case 'allowed':
      return null;
  }
}
