#!/usr/bin/env node
// The `stichwort` command. The sources are TypeScript run by Node's type stripping (Node ≥ 22.18;
// npm puts the project's Node 24 first on PATH for `npx stichwort` and `npm run`).
import module from 'node:module';

// Type stripping runs in a WebAssembly module whose memory only grows: stripping the sources on
// every start costs ~33 MB of resident memory (a fifth of verify's peak) and start-up time. Node's
// compile cache keeps the stripped and compiled code between runs (keyed by content, in the
// temporary directory; NODE_DISABLE_COMPILE_CACHE=1 turns it off). Imports below are dynamic, so
// they come after it.
module.enableCompileCache?.();

// The searches (`verify`, `diff`) make garbage fast: with V8's default young generation (tens of MB
// per semi-space on a large machine) their peak memory is mostly uncollected garbage. A small one
// halves the peak at no cost in speed (measured: hindersche-pagat verify, 278 → 155 MB). V8 sizes
// it at start only, so these commands run in a child Node started with the flag, and with a heap of
// --max-memory, which this process reports in a sentence when the search runs out of it
// (src/cli/search-child.ts).
const searches = new Set(['verify', 'diff']);
if (searches.has(process.argv[2]) && !process.execArgv.some((a) => a.startsWith('--max-semi-space-size'))) {
  const { runSearchChild } = await import('../src/cli/search-child.ts');
  process.exitCode = await runSearchChild(process.argv.slice(2), process.execArgv, process.argv[1]);
} else {
  const { main } = await import('../src/cli/main.ts');
  process.exitCode = await main(process.argv.slice(2));
}
