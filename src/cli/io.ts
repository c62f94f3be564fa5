/**
 * Small helpers shared by the commands: argument parsing with clear errors, and output.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

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

/** Parses `argv` with node:util, turning its exceptions into UsageError. */
export function parse<T extends NonNullable<ParseArgsConfig['options']>>(argv: string[], options: T) {
  try {
    return parseArgs({ args: argv, options: { ...options, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
  } catch (e) {
    throw new UsageError((e as Error).message.replace(/^TypeError \[[A-Z_]+\]: /, ''));
  }
}

/** Parses a whole number option, or throws UsageError. */
export function intOption(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new UsageError(`--${name} expects a whole number, got "${value}"`);
  return n;
}

export const out = (s: string): void => void process.stdout.write(s.endsWith('\n') ? s : s + '\n');
export const err = (s: string): void => void process.stderr.write(s.endsWith('\n') ? s : s + '\n');
