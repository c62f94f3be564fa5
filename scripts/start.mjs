#!/usr/bin/env node
// `npm start`: builds the rulebook site, indexes it for search and serves it, saying before each
// step what it does and after it how long it took. The build takes a minute or two; run silently
// it looked like a hang. `--dry-run` prints the steps without running them.
import { spawn } from 'node:child_process';

/** The steps, in order: what the user is told, and the command (a binary from node_modules/.bin). */
const steps = [
  {
    what: 'building the rulebook site (astro build; a minute or two, page by page below)',
    command: 'astro',
    args: ['build'],
  },
  { what: 'indexing the site for search (pagefind)', command: 'pagefind', args: ['--site', 'dist'] },
  {
    what: 'serving the site (astro preview): open the address printed below; Ctrl+C stops it',
    command: 'astro',
    args: ['preview'],
  },
];

const say = (line) => console.log(`stichwort start: ${line}`);

/** Runs one step with its output shown; resolves to its exit status. */
function run(step) {
  return new Promise((resolve) => {
    // npm puts node_modules/.bin on PATH; Windows needs a shell to run the .cmd shims there.
    const child = spawn(step.command, step.args, { stdio: 'inherit', shell: process.platform === 'win32' });
    child.on('error', (e) => {
      say(`could not run ${step.command}: ${e.message} (run \`npm install\` first)`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const dryRun = process.argv.includes('--dry-run');
for (const [i, step] of steps.entries()) {
  say(`step ${i + 1} of ${steps.length}: ${step.what}`);
  if (dryRun) {
    say(`  would run: ${[step.command, ...step.args].join(' ')}`);
    continue;
  }
  const started = Date.now();
  const status = await run(step);
  if (i === steps.length - 1) process.exit(status); // the server stopped (Ctrl+C)
  if (status !== 0) {
    say(`step ${i + 1} failed (exit ${status}); nothing was served`);
    process.exit(status);
  }
  say(`step ${i + 1} done in ${Math.round((Date.now() - started) / 1000)} s`);
}
