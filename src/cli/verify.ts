/**
 * `stichwort verify VARIANT`: checks the claims a variant's source makes about its own rules on
 * every state reachable through scored deals, within bounds, and reports counterexamples.
 */
import { join } from 'node:path';
import { verifyOnThreads } from './verify-pool.ts';
import { checkWritableFolder, DEPTH_RANGE, intOption, STATES_RANGE, TRANSITIONS_RANGE, out, parse, UsageError, VERIFY_BOUNDS, writeOutput, type Command } from './io.ts';
import { loadCompiled, readingOptions } from './load-variant.ts';

export const verifyCommand: Command = {
  name: 'verify',
  summary: 'check the claims a source makes about its rules; counterexamples as scenarios',
  usage: `stichwort verify VARIANT [--depth N] [--max-states N] [--max-transitions N] [--workers N] [--json]
                 [--counterexamples DIR] [--option AMB=READING]...

Explores the states the variant reaches through representative scored deals, breadth first up to
--depth deals (default ${VERIFY_BOUNDS.maxDepth}), --max-states states (default ${VERIFY_BOUNDS.maxStates}) and --max-transitions machine
steps (default ${VERIFY_BOUNDS.maxTransitions}; a few seconds), and checks each \`claim\` after
every settled deal where its condition applies. A claim that fails gets the shortest counterexample
as a scenario (--counterexamples DIR writes them as CLAIM.json into an existing folder, checked
before the search). --workers N searches on N threads (default 1): the report does not depend on
how many. On two cores a deep search (--depth 9) took a fifth less time on two threads at twice
the memory, and one as deep as the default bounds took longer: worth it on more cores and for
deeper bounds. Exit 1 when a claim fails, 2 on bad arguments.`,
  async run(argv) {
    const { values, positionals } = parse(argv, {
      depth: { type: 'string' }, 'max-states': { type: 'string' }, 'max-transitions': { type: 'string' }, workers: { type: 'string' }, json: { type: 'boolean' },
      counterexamples: { type: 'string' }, option: { type: 'string', multiple: true },
    });
    if (positionals.length !== 1) throw new UsageError('give one variant');
    const bounds = {
      maxDepth: intOption(values.depth, 'depth', VERIFY_BOUNDS.maxDepth, DEPTH_RANGE),
      maxStates: intOption(values['max-states'], 'max-states', VERIFY_BOUNDS.maxStates, STATES_RANGE),
      maxTransitions: intOption(values['max-transitions'], 'max-transitions', VERIFY_BOUNDS.maxTransitions, TRANSITIONS_RANGE),
    };
    // One thread unless asked: on two cores a second one costs more than it gives at the default bounds (see the usage).
    const workers = intOption(values.workers, 'workers', 1, { min: 1, max: 256 });
    const options = readingOptions(values.option);
    // Before the search, which can take a while: a folder that cannot take the files fails now.
    if (values.counterexamples) checkWritableFolder(values.counterexamples, '--counterexamples');
    const cv = loadCompiled(positionals[0]!, options);
    if (!cv) return 1;
    const started = performance.now();
    const { results, stats } = await verifyOnThreads(cv, bounds, { target: positionals[0]!, options }, workers);
    const ms = Math.round(performance.now() - started);
    if (values.json) {
      out(JSON.stringify({ variant: cv.id, bounds, stats: { ...stats, ms }, claims: results }, null, 2));
    } else {
      const lines = results.length === 0
        // Nothing was searched for: no states or deals to report.
        ? [`${cv.title} states no claims: nothing to verify. A claim is written in the variant file as \`claim ID "TEXT": CONDITION [SOURCE]\`.`]
        : [`${cv.title}: ${results.length} claim${results.length === 1 ? '' : 's'}; explored ${stats.states.toLocaleString('en')} state${stats.states === 1 ? '' : 's'} up to ${stats.depth} deal${stats.depth === 1 ? '' : 's'}${stats.complete ? ' (all reachable)' : ' (bounded)'} in ${ms} ms`, ''];
      for (const r of results) {
        lines.push(`  ${r.verdict === 'holds' ? 'holds' : r.verdict === 'fails' ? 'FAILS' : 'unchecked'}  ${r.id}: ${r.text}`);
        if (r.verdict === 'holds') lines.push(`         checked in ${r.checked.toLocaleString('en')} states`);
        else if (r.verdict === 'unchecked') lines.push('         no state it speaks of was reached within the bounds (try a larger --depth or --max-transitions)');
        else {
          const deals = r.counterexample!.deals as { points?: Record<string, number>; places?: Record<string, number> }[];
          const what = deals.every((d) => d.points) ? 'the points each player took' : deals.every((d) => d.places) ? 'the place each player finished in' : 'the points or place of each player';
          lines.push(`         counterexample in ${deals.length} deal${deals.length === 1 ? '' : 's'}, ${what}:`);
          deals.forEach((deal, i) => {
            lines.push(`           ${i + 1}. ${Object.entries(deal.points ?? deal.places ?? {}).map(([p, v]) => `${p} ${v}`).join(', ')}`);
          });
          if (!values.counterexamples) lines.push('         (--counterexamples DIR writes it as a scenario that `stichwort run` replays)');
        }
      }
      out(lines.join('\n'));
    }
    // After the report, so that a write that fails late (a full disk) loses none of it.
    if (values.counterexamples) {
      for (const r of results) if (r.counterexample) writeOutput(join(values.counterexamples, `${r.id}.json`), JSON.stringify(r.counterexample, null, 2) + '\n', '--counterexamples', { overwrite: true });
    }
    return results.some((r) => r.verdict === 'fails') ? 1 : 0;
  },
};
