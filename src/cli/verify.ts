/**
 * `stichwort verify VARIANT`: checks the claims a variant's source makes about its own rules on
 * every state reachable through scored deals, within bounds, and reports counterexamples.
 */
import { join } from 'node:path';
import { verifyOnThreads } from './verify-pool.ts';
import {
  checkWritableFolder,
  err,
  DEPTH_RANGE,
  intOption,
  STATES_RANGE,
  TRANSITIONS_RANGE,
  out,
  parse,
  UsageError,
  VERIFY_BOUNDS,
  writeOutput,
  type Command,
} from './io.ts';
import { loadCompiled, readingOptions } from './load-variant.ts';
import { BYTES_PER_STATE, checkMemory, maxMemoryOption, outOfMemory } from './memory.ts';
import type { Bounds, SearchStats } from '../explore/search.ts';

/**
 * The bound that stopped a search before it had checked every state to its depth: the transitions
 * (all taken) or the states (as many kept as allowed), or null when it ran to its depth or to every
 * reachable state. A search that reaches a bound exactly as it ends is counted as stopped: the
 * report then claims less than it might, never more.
 */
function stoppedBy(stats: SearchStats, bounds: Required<Bounds>): 'max-transitions' | 'max-states' | null {
  if (stats.transitions >= bounds.maxTransitions) return 'max-transitions';
  if (stats.states >= bounds.maxStates && !stats.complete) return 'max-states';
  return null;
}

export const verifyCommand: Command = {
  name: 'verify',
  summary: 'check the claims a source makes about its rules; counterexamples as scenarios',
  usage: `stichwort verify VARIANT [--depth N] [--max-states N] [--max-transitions N] [--workers N] [--json]
                 [--max-memory MB] [--counterexamples DIR] [--option AMB=READING]...

Explores the states the variant reaches through representative scored deals, breadth first up to
--depth deals (default ${VERIFY_BOUNDS.maxDepth}), --max-states states (default ${VERIFY_BOUNDS.maxStates}) and --max-transitions machine
steps (default ${VERIFY_BOUNDS.maxTransitions}; a few seconds), and checks each \`claim\` after
every settled deal where its condition applies. A claim that fails gets the shortest counterexample
as a scenario (--counterexamples DIR writes them as CLAIM.json into an existing folder, checked
before the search). --workers N searches on N threads (default 1): the report does not depend on
how many. On two cores a deep search (--depth 9) took a fifth less time on two threads at twice
the memory, and one as deep as the default bounds took longer: worth it on more cores and for
deeper bounds. A search that --max-states or --max-transitions stops before every state --depth
deals deep was checked says so, and a claim that did not fail in it is "not refuted", not "holds".
--max-memory MB (default: half the machine's memory) is the memory the search may take: bounds
that would need more (about ${BYTES_PER_STATE.verify} bytes a state and thread) are refused before it starts, and a
search that runs out all the same stops and says so (exit 2).
Exit 1 when a claim fails, 2 on bad arguments or when the search ran out of memory.`,
  async run(argv) {
    const { values, positionals } = parse(argv, {
      depth: { type: 'string' },
      'max-states': { type: 'string' },
      'max-transitions': { type: 'string' },
      workers: { type: 'string' },
      json: { type: 'boolean' },
      counterexamples: { type: 'string' },
      option: { type: 'string', multiple: true },
      'max-memory': { type: 'string' },
    });
    if (positionals.length !== 1) throw new UsageError('give one variant');
    const bounds = {
      maxDepth: intOption(values.depth, 'depth', VERIFY_BOUNDS.maxDepth, DEPTH_RANGE),
      maxStates: intOption(values['max-states'], 'max-states', VERIFY_BOUNDS.maxStates, STATES_RANGE),
      maxTransitions: intOption(
        values['max-transitions'],
        'max-transitions',
        VERIFY_BOUNDS.maxTransitions,
        TRANSITIONS_RANGE,
      ),
    };
    // One thread unless asked: on two cores a second one costs more than it gives at the default bounds (see the usage).
    const workers = intOption(values.workers, 'workers', 1, { min: 1, max: 256 });
    const maxMemory = maxMemoryOption(values['max-memory']);
    checkMemory('verify', bounds.maxStates, workers, maxMemory, values['max-memory'] === undefined);
    const options = readingOptions(values.option);
    // Before the search, which can take a while: a folder that cannot take the files fails now.
    if (values.counterexamples) checkWritableFolder(values.counterexamples, '--counterexamples');
    const cv = loadCompiled(positionals[0]!, options);
    if (!cv) return 1;
    const started = performance.now();
    let searched: Awaited<ReturnType<typeof verifyOnThreads>>;
    try {
      searched = await verifyOnThreads(cv, bounds, { target: positionals[0]!, options, maxMemory }, workers);
    } catch (e) {
      // A worker thread whose heap (its share of --max-memory) is full: the search ran out of memory, no claim failed.
      if ((e as { code?: unknown } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY') {
        err(outOfMemory('verify', `--max-memory ${maxMemory} MB`));
        return 2;
      }
      throw e;
    }
    const ms = Math.round(performance.now() - started);
    const stopped = stoppedBy(searched.stats, bounds);
    // A claim no state broke in a search cut short was not shown to hold to the depth: it is not refuted.
    const results = searched.results.map((r) =>
      stopped && r.verdict === 'holds' ? { ...r, verdict: 'not-refuted' as const } : r,
    );
    const stats = { ...searched.stats, stopped };
    if (values.json) {
      out(JSON.stringify({ variant: cv.id, bounds, stats: { ...stats, ms }, claims: results }, null, 2));
    } else {
      const explored = `explored ${stats.states.toLocaleString('en')} state${stats.states === 1 ? '' : 's'}`;
      const deals = `${stats.depth} deal${stats.depth === 1 ? '' : 's'}`;
      const lines =
        results.length === 0
          ? // Nothing was searched for: no states or deals to report.
            [
              `${cv.title} states no claims: nothing to verify. A claim is written in the variant file as \`claim ID "TEXT": CONDITION [SOURCE]\`.`,
            ]
          : [
              `${cv.title}: ${results.length} claim${results.length === 1 ? '' : 's'}; ${
                stopped
                  ? `${explored}, and the search stopped at --${stopped} ${bounds[stopped === 'max-states' ? 'maxStates' : 'maxTransitions']} before it had checked every state ${deals} deep (in ${ms} ms)`
                  : `${explored} up to ${deals}${stats.complete ? ' (all reachable)' : ' (bounded)'} in ${ms} ms`
              }`,
              '',
            ];
      for (const r of results) {
        lines.push(
          `  ${r.verdict === 'holds' ? 'holds' : r.verdict === 'not-refuted' ? 'not refuted' : r.verdict === 'fails' ? 'FAILS' : 'unchecked'}  ${r.id}: ${r.text}`,
        );
        if (r.verdict === 'holds') lines.push(`         checked in ${r.checked.toLocaleString('en')} states`);
        else if (r.verdict === 'not-refuted')
          lines.push(
            `         checked in ${r.checked.toLocaleString('en')} state${r.checked === 1 ? '' : 's'} before the search stopped: it may still fail in a state the search did not reach`,
          );
        else if (r.verdict === 'unchecked')
          lines.push(
            '         no state it speaks of was reached within the bounds (try a larger --depth or --max-transitions)',
          );
        else {
          const deals = r.counterexample!.deals as {
            points?: Record<string, number>;
            places?: Record<string, number>;
          }[];
          const what = deals.every((d) => d.points)
            ? 'the points each player took'
            : deals.every((d) => d.places)
              ? 'the place each player finished in'
              : 'the points or place of each player';
          lines.push(`         counterexample in ${deals.length} deal${deals.length === 1 ? '' : 's'}, ${what}:`);
          deals.forEach((deal, i) => {
            lines.push(
              `           ${i + 1}. ${Object.entries(deal.points ?? deal.places ?? {})
                .map(([p, v]) => `${p} ${v}`)
                .join(', ')}`,
            );
          });
          if (!values.counterexamples)
            lines.push('         (--counterexamples DIR writes it as a scenario that `stichwort run` replays)');
        }
      }
      out(lines.join('\n'));
    }
    // After the report, so that a write that fails late (a full disk) loses none of it.
    if (values.counterexamples) {
      for (const r of results)
        if (r.counterexample)
          writeOutput(
            join(values.counterexamples, `${r.id}.json`),
            JSON.stringify(r.counterexample, null, 2) + '\n',
            '--counterexamples',
            { overwrite: true },
          );
    }
    return results.some((r) => r.verdict === 'fails') ? 1 : 0;
  },
};
