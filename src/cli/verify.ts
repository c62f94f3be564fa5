/**
 * `stichwort verify VARIANT`: checks the claims a variant's source makes about its own rules on
 * every state reachable through scored deals, within bounds, and reports counterexamples.
 */
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { verifyOnThreads } from './verify-pool.ts';
import { checkWritableFolder, DEPTH_RANGE, intOption, STATES_RANGE, TRANSITIONS_RANGE, out, parse, UsageError, writeOutput, type Command } from './io.ts';
import { loadCompiled, readingOptions } from './load-variant.ts';

export const verifyCommand: Command = {
  name: 'verify',
  summary: 'check the claims a source makes about its rules; counterexamples as scenarios',
  usage: `stichwort verify VARIANT [--depth N] [--max-states N] [--max-transitions N] [--workers N] [--json]
                 [--counterexamples DIR] [--option AMB=READING]...

Explores the states the variant reaches through representative scored deals, breadth first up to
--depth deals (default 7), --max-states states (default 150000) and --max-transitions machine
steps (default 600000; some seconds), and checks each \`claim\` after
every settled deal where its condition applies. A claim that fails gets the shortest counterexample
as a scenario (--counterexamples DIR writes them as CLAIM.json into an existing folder, checked
before the search). A large search runs on --workers threads (default: every core); the report
does not depend on how many. Exit 1 when a claim fails, 2 on bad arguments.`,
  async run(argv) {
    const { values, positionals } = parse(argv, {
      depth: { type: 'string' }, 'max-states': { type: 'string' }, 'max-transitions': { type: 'string' }, workers: { type: 'string' }, json: { type: 'boolean' },
      counterexamples: { type: 'string' }, option: { type: 'string', multiple: true },
    });
    if (positionals.length !== 1) throw new UsageError('give one variant');
    const bounds = {
      maxDepth: intOption(values.depth, 'depth', 7, DEPTH_RANGE),
      maxStates: intOption(values['max-states'], 'max-states', 150_000, STATES_RANGE),
      maxTransitions: intOption(values['max-transitions'], 'max-transitions', 600_000, TRANSITIONS_RANGE),
    };
    const workers = intOption(values.workers, 'workers', availableParallelism(), { min: 1, max: 256 });
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
      const lines = [`${cv.title}: ${results.length} claim${results.length === 1 ? '' : 's'}; explored ${stats.states.toLocaleString('en')} states up to ${stats.depth} deals${stats.complete ? ' (all reachable)' : ' (bounded)'} in ${ms} ms`, ''];
      for (const r of results) {
        lines.push(`  ${r.verdict === 'holds' ? 'holds' : r.verdict === 'fails' ? 'FAILS' : 'unchecked'}  ${r.id}: ${r.text}`);
        if (r.verdict === 'holds') lines.push(`         checked in ${r.checked.toLocaleString('en')} states`);
        else if (r.verdict === 'unchecked') lines.push('         no state it speaks of was reached within the bounds (try a larger --depth or --max-transitions)');
        else {
          lines.push(`         counterexample, ${r.counterexample!.deals.length} deal(s):`);
          r.counterexample!.deals.forEach((d, i) => {
            const deal = d as { points?: Record<string, number>; places?: Record<string, number> };
            lines.push(`           ${i + 1}. ${Object.entries(deal.points ?? deal.places ?? {}).map(([p, v]) => `${p} ${deal.points ? v : `#${v}`}`).join(', ')}`);
          });
        }
      }
      if (results.length === 0) lines.push('  (this variant states no claims)');
      out(lines.join('\n'));
    }
    // After the report, so that a write that fails late (a full disk) loses none of it.
    if (values.counterexamples) {
      for (const r of results) if (r.counterexample) writeOutput(join(values.counterexamples, `${r.id}.json`), JSON.stringify(r.counterexample, null, 2) + '\n', '--counterexamples');
    }
    return results.some((r) => r.verdict === 'fails') ? 1 : 0;
  },
};
