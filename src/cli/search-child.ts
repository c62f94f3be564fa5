/**
 * How bin/stichwort.js runs a search (`verify`, `diff`): in a child Node with a small young
 * generation (see there) and a heap of --max-memory MB, so that a search that needs more stops
 * there. V8 then prints its FATAL error and a native stack and aborts; this parent keeps those
 * lines from the terminal and says in one sentence that the search ran out of memory (exit 2),
 * never exit 1, which means that a claim fails.
 */
import { spawn } from 'node:child_process';
import { MEMORY_RANGE, defaultMaxMemory, outOfMemory } from './memory.ts';

/** The young generation's size for searches (MB a semi-space; see bin/stichwort.js). */
const YOUNG = '--max-semi-space-size=4';

/** Where V8's report of a fatal error starts: everything from it on is left out. */
const FATAL = /<--- Last few GCs --->|FATAL ERROR:|# Fatal (?:javascript OOM|error)|JavaScript heap out of memory/;

/** `--max-memory` as `argv` gives it (`--max-memory N` or `--max-memory=N`), the default when absent, null when malformed (the command says so). */
function maxMemoryIn(argv: string[]): number | null {
  let value: string | undefined;
  argv.forEach((a, i) => {
    if (a === '--max-memory') value = argv[i + 1];
    else if (a.startsWith('--max-memory=')) value = a.slice('--max-memory='.length);
  });
  if (value === undefined) return defaultMaxMemory();
  const n = /^[0-9]{1,16}$/.test(value) ? Number(value) : NaN;
  return n >= MEMORY_RANGE.min && n <= MEMORY_RANGE.max ? n : null;
}

/**
 * Runs `stichwort ARGV` (`script` is bin/stichwort.js) in a child Node with `execArgv` and the
 * search's flags; resolves to its exit status, 2 when it ran out of memory.
 */
export function runSearchChild(argv: string[], execArgv: string[], script: string): Promise<number> {
  const given = execArgv.find((a) => a.startsWith('--max-old-space-size'));
  const mb = maxMemoryIn(argv);
  // A heap the caller set on Node itself is kept (tests give a small one); else --max-memory's.
  const heap = given === undefined && mb !== null ? [`--max-old-space-size=${mb}`] : [];
  const child = spawn(process.execPath, [...execArgv, YOUNG, ...heap, script, ...argv], {
    stdio: ['inherit', 'inherit', 'pipe'],
  });
  let fatal = false;
  child.stderr.on('data', (chunk: Buffer) => {
    if (fatal) return;
    const text = chunk.toString('utf8');
    const at = text.search(FATAL);
    if (at < 0) {
      process.stderr.write(chunk);
      return;
    }
    fatal = true;
    const before = text.slice(0, at).replace(/\n+$/, '');
    if (before) process.stderr.write(`${before}\n`);
  });
  return new Promise((resolve) => {
    child.on('error', (e) => {
      process.stderr.write(`stichwort ${argv[0]}: could not start the search: ${e.message}\n`);
      resolve(70);
    });
    child.on('close', (code, signal) => {
      // V8 aborts on a full heap (SIGABRT, or SIGTRAP on some builds); the kernel's OOM killer sends SIGKILL.
      if (fatal || signal === 'SIGABRT' || signal === 'SIGTRAP' || signal === 'SIGKILL') {
        process.stderr.write(
          `${outOfMemory(argv[0]!, given !== undefined ? `a heap of ${given.split('=')[1]} MB` : mb !== null ? `--max-memory ${mb} MB` : null)}\n`,
        );
        resolve(2);
      } else resolve(code ?? 1);
    });
  });
}
