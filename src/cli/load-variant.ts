/**
 * Loads, checks and compiles a variant for a command, printing located errors when it is not clean.
 */
import { checkPath } from '../check/check.ts';
import { formatDiagnostic } from '../check/diagnostic.ts';
import { compileVariant, ReadingError, type CompiledVariant } from '../compile/compile.ts';
import { diskReader } from '../resolve/disk.ts';
import type { ResolvedVariant } from '../resolve/resolve.ts';
import { err } from './io.ts';

/** The checked variant, or null after printing why it cannot be used. */
export function loadChecked(target: string): ResolvedVariant | null {
  const { variant, diagnostics } = checkPath(diskReader, target);
  if (variant && diagnostics.length === 0) return variant;
  for (const d of diagnostics) err(formatDiagnostic(d, variant?.texts.get(String(d.loc.source)) ?? '') + '\n');
  return null;
}

/** Parses `--option amb=reading` values into an options object. */
export function readingOptions(values: string[] | undefined): Record<string, string> {
  return Object.fromEntries((values ?? []).map((v) => {
    const [a, r] = v.split('=');
    return [a ?? '', r ?? ''];
  }));
}

/** Loads and compiles, or prints the problem and returns null. */
export function loadCompiled(target: string, options: Record<string, string>): CompiledVariant | null {
  const v = loadChecked(target);
  if (!v) return null;
  try {
    return compileVariant(v, options);
  } catch (e) {
    if (e instanceof ReadingError) { err(`--option: ${e.message}`); return null; }
    throw e;
  }
}
