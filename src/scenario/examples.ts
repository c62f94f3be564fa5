/**
 * Runs a variant's in-file `example` blocks: each becomes a scenario replayed through the compiled
 * machine, and every `expect` line is compared with the log entry of the deal before it.
 */
import type { ExampleNode } from '../parse/ast.ts';
import type { ResolvedVariant } from '../resolve/resolve.ts';
import { compileVariant } from '../compile/compile.ts';
import { formatDiagnostic, diagnostic } from '../check/diagnostic.ts';
import { replay, type Scenario, type Transcript } from './replay.ts';
import { ScenarioInputError } from './errors.ts';
import { RunError } from '../engine/errors.ts';

/** The result of one example: ok, or a message located at the expectation that failed. */
export interface ExampleResult { id: string; title: string; ok: boolean; message: string }

/** Runs every example of `v`. */
export function runExamples(v: ResolvedVariant): ExampleResult[] {
  return v.examples.map((ex) => runExample(v, ex));
}

/**
 * An example as a scenario (its options, players, dealer and deals), with each `expect` line and
 * the number of deals before it; null when it has no `players ... dealer ...` line.
 */
export function exampleScenario(v: ResolvedVariant, ex: ExampleNode): { scenario: Scenario; checks: { after: number; step: ExampleNode['steps'][number] }[] } | null {
  const setup = ex.steps.find((s) => s.kind === 'ExPlayers');
  if (!setup || setup.kind !== 'ExPlayers') return null;
  const options: Record<string, string> = {};
  const deals: unknown[] = [];
  const checks: { after: number; step: ExampleNode['steps'][number] }[] = [];
  for (const step of ex.steps) {
    if (step.kind === 'ExOptions') for (const c of step.choices) options[c.ambiguity.name] = c.reading.name;
    if (step.kind === 'ExDeal') {
      const obj = (xs: { player: string; value: number }[]) => Object.fromEntries(xs.map((x) => [x.player, x.value]));
      deals.push(step.places ? { places: obj(step.places) }
        : step.tricks ? { points: obj(step.points), tricks: obj(step.tricks) } : { points: obj(step.points) });
    }
    if (step.kind === 'ExRedeal') deals.push({ redeal: true, askedBy: step.by });
    if (step.kind === 'ExExpect') checks.push({ after: deals.length, step });
  }
  return { scenario: { variant: v.id, options, players: setup.names, dealer: setup.dealer, deals }, checks };
}

function runExample(v: ResolvedVariant, ex: ExampleNode): ExampleResult {
  const text = v.texts.get(String(ex.loc.source)) ?? '';
  const fail = (loc: typeof ex.loc, message: string): ExampleResult =>
    ({ id: ex.id.name, title: ex.title, ok: false, message: formatDiagnostic(diagnostic('example', loc, `example \`${ex.id.name}\`: ${message}`), text) });
  const built = exampleScenario(v, ex);
  if (!built) return fail(ex.id.loc, 'needs a `players ... dealer ...` line first');
  const { scenario, checks } = built;
  let t: Transcript;
  try {
    t = replay(compileVariant(v, scenario.options), scenario);
  } catch (e) {
    if (e instanceof ScenarioInputError) return fail(ex.id.loc, e.message);
    // The rules failed while the example ran: the message locates the clause.
    if (e instanceof RunError) return fail(ex.id.loc, e.message);
    throw e;
  }
  if (t.error) return fail(ex.id.loc, `deal ${t.error.deal} was refused: ${t.error.message}`);
  for (const { after, step } of checks) {
    if (step.kind !== 'ExExpect') continue;
    const entry = t.log[after - 1];
    if (!entry) return fail(step.loc, `no deal before this expectation`);
    const problem = compare(step, entry);
    if (problem) return fail(step.loc, `after deal ${after}: ${problem}`);
  }
  return { id: ex.id.name, title: ex.title, ok: true, message: `${ex.id.name}: ${checks.length} expectations hold` };
}

function compare(step: Extract<ExampleNode['steps'][number], { kind: 'ExExpect' }>, entry: Transcript['log'][number]): string | null {
  const sameSet = (a: string[], b: string[]) => [...a].sort().join() === [...b].sort().join();
  switch (step.field) {
    case 'out':
      return sameSet(step.values, entry.out) ? null : `out is [${entry.out.join(' ')}], expected [${step.values.join(' ')}]`;
    case 'playoff':
      return sameSet(step.values, entry.playoff ?? []) ? null : `play-off is [${(entry.playoff ?? []).join(' ')}], expected [${step.values.join(' ')}]`;
    case 'phase':
      return entry.phase === step.phase.name ? null : `phase is ${entry.phase}, expected ${step.phase.name}`;
    case 'loser':
      return entry.gameOver?.loser === step.loser ? null : `the game's loser is ${entry.gameOver?.loser ?? 'nobody yet'}, expected ${step.loser}`;
    case 'dealer': case 'forehand': {
      const who = step.field === 'dealer' ? entry.dealer : entry.forehand;
      return who === step.seat ? null : `${step.field === 'dealer' ? 'the dealer' : 'forehand (who led)'} is ${who}, expected ${step.seat}`;
    }
    case 'tally': {
      const value = entry.tallies[step.tally.name] ?? {};
      if (typeof value === 'number') return `${step.tally.name} is one amount for the table: write \`expect ${step.tally.name} ${value}\``;
      const got = value;
      const wrong = step.numbers.filter((x) => got[x.player] !== x.value);
      return wrong.length === 0 ? null
        : `${step.tally.name} ${Object.entries(got).map(([p, n]) => `${p} ${n}`).join(' ')}, expected ${step.numbers.map((x) => `${x.player} ${x.value}`).join(' ')}`;
    }
    case 'shared': {
      const value = entry.tallies[step.tally.name];
      return value === step.amount ? null : `${step.tally.name} is ${JSON.stringify(value)}, expected ${step.amount}`;
    }
  }
}
