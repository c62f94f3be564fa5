/**
 * Loads, checks and compiles a variant for a command, printing located errors when it is not clean.
 */
import { checkPath } from '../check/check.ts';
import { formatDiagnostic } from '../core/diagnostic.ts';
import { compileVariant, ReadingError, type CompiledVariant } from '../compile/compile.ts';
import { diskReader } from '../resolve/disk.ts';
import { sourceText } from '../resolve/load.ts';
import type { ResolvedVariant } from '../resolve/resolve.ts';
import { err, InputError, UsageError } from './io.ts';

/** The checked variant, or null after printing why it cannot be used. A file it refuses to read throws InputFileError. */
export function loadChecked(target: string): ResolvedVariant | null {
  const { variant, diagnostics } = checkPath(diskReader, target);
  if (variant && diagnostics.length === 0) return variant;
  for (const d of diagnostics) err(formatDiagnostic(d, sourceText(diskReader, variant?.texts, d.loc.source)) + '\n');
  return null;
}

/**
 * Parses `--option AMB=READING` values into an options object; throws UsageError for a value
 * without `=` or an ambiguity given twice. Whether the names exist is the compiler's check.
 */
export function readingOptions(values: string[] | undefined): Record<string, string> {
  const chosen = new Map<string, string>();
  for (const v of values ?? []) {
    const m = /^([^=]+)=([^=]+)$/.exec(v);
    if (!m) throw new UsageError(`--option expects AMB=READING, got ${JSON.stringify(v)}`);
    if (chosen.has(m[1]!)) throw new UsageError(`--option ${m[1]} is given twice`);
    chosen.set(m[1]!, m[2]!);
  }
  return Object.fromEntries(chosen);
}

/** Loads and compiles, or prints the problem and returns null; an unknown ambiguity or reading throws InputError. */
export function loadCompiled(target: string, options: Record<string, string>): CompiledVariant | null {
  const v = loadChecked(target);
  return v ? compileChecked(v, options) : null;
}

/** Compiles a checked variant under the readings chosen; an unknown ambiguity or reading throws InputError. */
export function compileChecked(v: ResolvedVariant, options: Record<string, string>): CompiledVariant {
  try {
    return compileVariant(v, options);
  } catch (e) {
    if (e instanceof ReadingError) throw new InputError(`--option: ${e.message}`);
    throw e;
  }
}
