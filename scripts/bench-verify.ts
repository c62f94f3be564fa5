/**
 * One `verify` run for the bench (scripts/bench.ts part 5), in a process of its own so that its
 * peak memory is its own: prints `{ variant, states, transitions, depth, complete, ms, statesPerSecond,
 * peakRssMB, workers }` as JSON. `node scripts/bench-verify.ts [VARIANT [DEPTH [STATES [TRANSITIONS [WORKERS]]]]]`
 * (default hindersche-pagat with the CLI's default bounds, on one thread; deeper bounds show what
 * the same time buys). CPU time is the whole process's: every thread's.
 */
import module from 'node:module';

// As `stichwort` does (bin/stichwort.js): the stripped sources come from Node's compile cache, so
// that the peak measured is the CLI's (the bench runs this twice; the first run fills the cache).
module.enableCompileCache?.();
const { verifyOnThreads } = await import('../src/cli/verify-pool.ts');
const { checkPath } = await import('../src/check/check.ts');
const { compileVariant } = await import('../src/compile/compile.ts');
const { diskReader } = await import('../src/resolve/disk.ts');

const id = process.argv[2] ?? 'hindersche-pagat';
const { variant } = checkPath(diskReader, id);
if (!variant) throw new Error(`${id} does not check clean`);
const cv = compileVariant(variant);
const started = performance.now();
const cpu = process.cpuUsage();
const mainCpu = process.threadCpuUsage();
// The bounds `stichwort verify` uses by default (src/cli/io.ts), unless given.
const { VERIFY_BOUNDS } = await import('../src/cli/io.ts');
const bound = (i: number, fallback: number): number => (process.argv[i] ? Number(process.argv[i]) : fallback);
const workers = bound(6, 1);
const { stats, results } = await verifyOnThreads(
  cv,
  {
    maxDepth: bound(3, VERIFY_BOUNDS.maxDepth),
    maxStates: bound(4, VERIFY_BOUNDS.maxStates),
    maxTransitions: bound(5, VERIFY_BOUNDS.maxTransitions),
  },
  { target: id, options: {} },
  workers,
);
const ms = performance.now() - started;
// CPU time as well: on a shared machine the wall clock also counts other processes' turns.
const used = process.cpuUsage(cpu);
const cpuMs = (used.user + used.system) / 1000;
console.log(
  JSON.stringify({
    variant: id,
    workers,
    ...stats,
    ms: Math.round(ms),
    statesPerSecond: Math.round(stats.states / (ms / 1000)),
    cpuMs: Math.round(cpuMs),
    statesPerCpuSecond: Math.round(stats.states / (cpuMs / 1000)),
    // This thread's own share (the rest: workers, and V8's threads that collect garbage and compile).
    mainThreadCpuMs: Math.round((process.threadCpuUsage(mainCpu).user + process.threadCpuUsage(mainCpu).system) / 1000),
    verdicts: Object.fromEntries(results.map((r) => [r.id, r.verdict])),
    // maxRSS is in kilobytes.
    peakRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
  }),
);
