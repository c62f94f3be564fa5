/**
 * Small helpers shared by the commands: argument parsing with clear errors, output that is safe
 * for a terminal, and checks on the files and folders a command will write.
 */
import { accessSync, constants, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { WriteFailed, writeSafely, type WriteOptions } from './safe-write.ts';

/** A command of the CLI. */
export interface Command {
  name: string;
  summary: string;
  usage: string;
  /** Runs the command; returns the exit status. */
  run(argv: string[]): Promise<number> | number;
}

/** Raised for bad command-line arguments: printed with the command's usage, exit 2. */
export class UsageError extends Error {}

/** Raised for input the command cannot use (a reading that does not exist, a folder it cannot write): one line, exit 2. */
export class InputError extends Error {}

/** Parses `argv` with node:util, turning its exceptions into UsageError. */
export function parse<T extends NonNullable<ParseArgsConfig['options']>>(argv: string[], options: T) {
  try {
    return parseArgs({
      args: argv,
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (e) {
    throw new UsageError((e as Error).message.replace(/^TypeError \[[A-Z_]+\]: /, ''));
  }
}

/** The range a whole-number option may take. */
export interface IntRange {
  min: number;
  max: number;
}

// The searches' bounds (diff, verify): wide enough for any real use, small enough to count to.
/** `--depth`: deals searched. */
export const DEPTH_RANGE: IntRange = { min: 1, max: 100 };
/** `--max-states`: states (or pairs of states) kept. */
export const STATES_RANGE: IntRange = { min: 1, max: 100_000_000 };
/** `--max-transitions`: machine steps taken. */
export const TRANSITIONS_RANGE: IntRange = { min: 1, max: 1_000_000_000 };

/** `simulate --games`: games in a run (and so in the run a shard names). */
export const GAMES_RANGE: IntRange = { min: 1, max: 10_000_000 };
/** `simulate --seed`: any 32-bit seed. */
export const SEED_RANGE: IntRange = { min: 0, max: 0xffff_ffff };

/**
 * `verify`'s bounds when none is given: every state of Pagat's game eight deals deep (114,118 states,
 * 2.3-2.9 s and 120-135 MB here), where the search took 8-14 s to reach depth 7 when it was first
 * measured. The states' bound keeps memory in hand: a search holding 150,000 states stays below
 * 150 MB.
 */
export const VERIFY_BOUNDS = { maxDepth: 8, maxStates: 150_000, maxTransitions: 1_200_000 } as const;

/**
 * Parses a whole-number option written in decimal digits only (no sign, `0x`, exponent, point or
 * blanks) within `range`, or throws UsageError; `fallback` when the option is absent.
 */
export function intOption(value: string | undefined, name: string, fallback: number, range: IntRange): number {
  if (value === undefined) return fallback;
  const n = /^[0-9]{1,16}$/.test(value) ? Number(value) : NaN;
  if (!(n >= range.min && n <= range.max)) {
    throw new UsageError(
      `--${name} expects a whole number from ${range.min} to ${range.max} in decimal digits, got ${JSON.stringify(value)}`,
    );
  }
  return n;
}

/**
 * Characters a terminal acts on instead of showing: C0 controls but tab and newline (escape
 * sequences can retitle the window or rewrite the screen; a carriage return overwrites a line),
 * DEL, C1 controls (U+009B is a one-character escape sequence) and the bidirectional overrides and
 * isolates that make text read other than it is.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it finds
const TERMINAL_CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * `s` with every character a terminal would act on written as `\uXXXX` (a Windows line end is
 * kept as a line end). The form is a valid JSON escape, so JSON output stays the same JSON.
 * Everything the CLI prints goes through it (`out`, `err`): variant titles, player names, code frames.
 */
function terminalSafe(s: string): string {
  return s
    .replace(/\r\n/g, '\n')
    .replace(TERMINAL_CONTROLS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Writes a line to stdout, escaped by terminalSafe. */
export const out = (s: string): void => void process.stdout.write(terminalSafe(s.endsWith('\n') ? s : s + '\n'));
/** Writes a line to stderr, escaped by terminalSafe. */
export const err = (s: string): void => void process.stderr.write(terminalSafe(s.endsWith('\n') ? s : s + '\n'));

/**
 * Why `dir` cannot take new files, or null when it can. `named`: the message names the folder
 * (it is about a file in it) — 'no such folder DIR' rather than 'no such folder'.
 */
function folderProblem(dir: string, named: boolean): string | null {
  const it = named ? ` ${dir}` : '';
  try {
    if (!statSync(dir).isDirectory()) return named ? `${dir} is not a folder` : 'not a folder';
    accessSync(dir, constants.W_OK);
    return null;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return `no such folder${it}`;
    if (code === 'ENOTDIR') return named ? `${dir} is not a folder` : 'not a folder';
    return `cannot write ${named ? 'in' : 'there'}${it} (${code})`;
  }
}

/** Throws InputError unless `dir` is an existing folder this process can write into (`option` names it in the message). */
export function checkWritableFolder(dir: string, option: string): void {
  const problem = folderProblem(dir, false);
  if (problem) throw new InputError(`${option} ${dir}: ${problem}`);
}

/** Throws InputError unless `file` can be written: not a folder itself, in an existing folder this process can write into. */
export function checkWritableFile(file: string, option: string): void {
  let isDir = false;
  try {
    isDir = statSync(file).isDirectory();
  } catch {
    /* a new file */
  }
  if (isDir) throw new InputError(`${option} ${file}: is a folder, give a file name`);
  const problem = folderProblem(dirname(file), true);
  if (problem) throw new InputError(`${option} ${file}: ${problem}`);
}

/**
 * Writes `text` to `file` (checked before with checkWritableFile) through writeSafely; a failure is
 * an InputError saying what failed and that the file was not changed, not a crash.
 */
export function writeOutput(file: string, text: string, option: string, options: WriteOptions): void {
  try {
    writeSafely(file, text, options);
  } catch (e) {
    if (e instanceof WriteFailed) throw new InputError(`${option} ${e.message}`);
    throw e;
  }
}
