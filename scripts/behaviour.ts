/**
 * `node scripts/behaviour.ts record DIR` and `node scripts/behaviour.ts compare DIR`: what the
 * project does, recorded before a change that should not change it, and compared after it.
 *
 * Recorded, each as one file of DIR (stdout, stderr and exit status of the command):
 *  - `run` on every scenario under tests/ (the public ones, the games', the steps', the fixtures');
 *  - the transcript of every in-file example of every variant file, and of each move it tries
 *    (`expect refused` / `expect allowed`), replayed in this process;
 *  - `explain --json` and `check` of every shipped variant and house rule;
 *  - `simulate --json` of every shipped variant and house rule at seeds 1 and 2 (random bots), and
 *    at seed 3 with greedy bots, and a few games with ismcts bots for each game's base variant;
 *  - `verify --json` of every variant with a claim (default bounds) and `diff --json` for five pairs.
 *
 * `compare` records again into a temporary folder and prints, for each file, whether it is byte for
 * byte the same; exit 1 if any differs (the first lines of each difference are shown).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { checkPath } from '../src/check/check.ts';
import { compileVariant } from '../src/compile/compile.ts';
import { diskReader, VARIANTS_DIR } from '../src/resolve/disk.ts';
import { exampleScenario } from '../src/scenario/examples.ts';
import { replay, type Scenario } from '../src/scenario/replay.ts';

const ROOT = new URL('..', import.meta.url).pathname;
const CLI = join(ROOT, 'bin/stichwort.js');

/** One recorded output: a file name and how to produce its text. */
interface Case {
  name: string;
  produce: () => Promise<string>;
}

function filesBelow(dir: string, ext: string): string[] {
  const found: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) found.push(...filesBelow(p, ext));
    else if (e.name.endsWith(ext)) found.push(p);
  }
  return found.sort();
}

/** The text with the times it reports (`"ms": 2988`, `"elapsedMs": 115`, `"dealsPerSecond": 9550`) as 0: they differ from run to run. */
const withoutTimes = (text: string): string =>
  text.replace(/("(?:ms|elapsedMs|dealsPerSecond|statesPerSecond)": )\d+/g, '$10');

/** Runs the CLI; its output as one text (the status, stdout and stderr). */
function cli(args: string[]): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd: ROOT, env: { ...process.env, NO_COLOR: '1' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (b) => (stdout += b));
    child.stderr.on('data', (b) => (stderr += b));
    child.on('error', fail);
    child.on('close', (code) =>
      done(withoutTimes(`$ stichwort ${args.join(' ')}\nexit ${code}\n--- stdout\n${stdout}--- stderr\n${stderr}`)),
    );
  });
}

/** Every variant id shipped: the games' files and the house rules. */
function variantIds(): string[] {
  // A base variant by its id; a house rule by its path (ids name the files directly in variants/).
  return filesBelow(VARIANTS_DIR, '.stw').map((f) =>
    f.includes('/house/') ? relative(ROOT, f) : relative(VARIANTS_DIR, f).replace(/\.stw$/, ''),
  );
}

/** The transcripts of every example of `id` (and of the moves they try), as one text. */
function exampleTranscripts(id: string): string {
  const { variant } = checkPath(diskReader, id);
  if (!variant) return `${id}: does not check`;
  const shown: string[] = [];
  const played = (sc: Scenario, partial: boolean): string => {
    try {
      return JSON.stringify(replay(compileVariant(variant, sc.options), sc, { unfinished: partial }), null, 1);
    } catch (e) {
      return `thrown: ${(e as Error).message}`;
    }
  };
  for (const ex of variant.examples) {
    const built = exampleScenario(variant, ex);
    if (!built) {
      shown.push(`${ex.id.name}: no players line`);
      continue;
    }
    shown.push(`== ${ex.id.name}\n${played(built.scenario, built.unfinished)}`);
    for (const [i, c] of built.checks.entries())
      if (c.attempt) shown.push(`-- attempt ${i}\n${played(c.attempt, true)}`);
  }
  return shown.join('\n');
}

function cases(): Case[] {
  const ids = variantIds();
  const all: Case[] = [];
  const file = (id: string) =>
    id
      .replace(/^variants\//, '')
      .replace(/\.stw$/, '')
      .replaceAll('/', '~');
  for (const sc of filesBelow(join(ROOT, 'tests'), '.json').filter((f) => /scenarios|fixtures/.test(f))) {
    all.push({
      name: `run~${relative(join(ROOT, 'tests'), sc).replaceAll('/', '~')}`,
      produce: () => cli(['run', relative(ROOT, sc)]),
    });
  }
  for (const id of ids) {
    all.push({ name: `examples~${file(id)}`, produce: async () => exampleTranscripts(id) });
    all.push({ name: `explain~${file(id)}`, produce: () => cli(['explain', id, '--json']) });
    all.push({ name: `check~${file(id)}`, produce: () => cli(['check', id]) });
    for (const seed of ['1', '2'])
      all.push({
        name: `simulate~${file(id)}~${seed}`,
        produce: () => cli(['simulate', id, '--json', '--games', '200', '--seed', seed, '--workers', '1']),
      });
    all.push({
      name: `simulate-greedy~${file(id)}`,
      produce: () =>
        cli(['simulate', id, '--json', '--games', '40', '--seed', '3', '--bots', 'greedy', '--workers', '1']),
    });
  }
  for (const id of ['hindersche-pagat', 'kein-stich', 'bauernheinrich']) {
    all.push({
      name: `simulate-ismcts~${id}`,
      produce: () =>
        cli(['simulate', id, '--json', '--games', '1', '--seed', '4', '--bots', 'ismcts:10', '--workers', '1']),
    });
  }
  for (const id of ids.filter((i) =>
    /^\s*claim\s/m.test(readFileSync(i.endsWith('.stw') ? join(ROOT, i) : join(VARIANTS_DIR, `${i}.stw`), 'utf8')),
  )) {
    all.push({ name: `verify~${file(id)}`, produce: () => cli(['verify', id, '--json', '--workers', '1']) });
  }
  const pairs: [string, string][] = [
    ['hindersche-pagat', 'hindersche-schoch'],
    ['hindersche-pagat', 'hindersche-swedish'],
    ['kein-stich', 'kein-stich-black-pig'],
    ['bauernheinrich', 'variants/house/bauernheinrich-pick-up-any.stw'],
    ['hindersche-pagat', 'variants/house/hindersche-overtrump.stw'],
  ];
  for (const [a, b] of pairs)
    all.push({ name: `diff~${file(a)}~${file(b)}`, produce: () => cli(['diff', a, b, '--json', '--depth', '4']) });
  return all;
}

/** Produces every case into `dir`, two at a time. */
async function record(dir: string): Promise<number> {
  mkdirSync(dir, { recursive: true });
  const todo = cases();
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < todo.length; i = next++) {
      const c = todo[i]!;
      const text = await c.produce();
      const target = join(dir, `${c.name}.txt`);
      writeFileSync(`${target}.tmp`, text);
      renameSync(`${target}.tmp`, target);
    }
  };
  await Promise.all([worker(), worker()]);
  return todo.length;
}

async function compare(before: string): Promise<number> {
  const after = mkdtempSync(join(tmpdir(), 'behaviour-'));
  const n = await record(after);
  const names = new Set([...readdirSync(before), ...readdirSync(after)]);
  let differing = 0;
  for (const name of [...names].sort()) {
    const read = (d: string) => {
      try {
        return readFileSync(join(d, name), 'utf8');
      } catch {
        return null;
      }
    };
    const [a, b] = [read(before), read(after)];
    if (a === b) continue;
    differing++;
    if (a === null || b === null) {
      console.log(`${name}: only ${a === null ? 'after' : 'before'}`);
      continue;
    }
    const [la, lb] = [a.split('\n'), b.split('\n')];
    const at = la.findIndex((l, i) => l !== lb[i]);
    console.log(
      `${name}: differs from line ${at + 1}\n  before: ${la[at]?.slice(0, 200)}\n  after:  ${lb[at]?.slice(0, 200)}`,
    );
  }
  console.log(
    `${n} outputs recorded (${after}); ${names.size - differing} of ${names.size} byte-identical to ${before}${differing ? `; ${differing} differ` : ''}`,
  );
  return differing ? 1 : 0;
}

const [mode, dir] = process.argv.slice(2);
if ((mode !== 'record' && mode !== 'compare') || !dir) {
  console.error('Usage: node scripts/behaviour.ts record DIR | compare DIR');
  process.exit(2);
}
if (mode === 'record') console.log(`${await record(dir)} outputs recorded in ${dir}`);
else process.exitCode = await compare(dir);
