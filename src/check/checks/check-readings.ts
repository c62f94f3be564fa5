/**
 * Rules `reading-without-cite`, `unknown-default`, `too-few-readings`, `duplicate-id`: an
 * ambiguity is a real open question of the sources, so it offers at least two readings, each
 * cited, with distinct ids, and its `default` is one of them.
 */
import type { ResolvedVariant } from '../../resolve/resolve.ts';
import { diagnostic, didYouMean, nameList, type Diagnostic } from '../../core/diagnostic.ts';

/** Checks every ambiguity in force (this file's and its bases'). */
export function checkReadings(v: ResolvedVariant): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const amb of v.ambiguities.values()) {
    if (amb.readings.length < 2) {
      out.push(
        diagnostic(
          'too-few-readings',
          amb.id.loc,
          `ambiguity \`${amb.id.name}\` has ${amb.readings.length === 0 ? 'no readings' : 'only one reading'}`,
          'an ambiguity needs at least two readings; if the sources settle the question, write a clause instead',
        ),
      );
    }
    const seen = new Set<string>();
    for (const r of amb.readings) {
      if (seen.has(r.id.name)) {
        out.push(
          diagnostic(
            'duplicate-id',
            r.id.loc,
            `ambiguity \`${amb.id.name}\` has two readings \`${r.id.name}\``,
            'give this reading another id',
          ),
        );
      }
      seen.add(r.id.name);
      if (!r.cite) {
        out.push(
          diagnostic(
            'reading-without-cite',
            r.id.loc,
            `reading \`${r.id.name}\` of \`${amb.id.name}\` cites no source`,
            `add the passage it is based on, like [${v.sources.keys().next().value ?? 'source'} "Deal"]`,
          ),
        );
      }
    }
    if (!seen.has(amb.default.name)) {
      out.push(
        diagnostic(
          'unknown-default',
          amb.default.loc,
          `the default \`${amb.default.name}\` is not a reading of \`${amb.id.name}\``,
          didYouMean(amb.default.name, seen) ??
            (seen.size ? `the readings are ${nameList(seen)}` : 'add the readings before `default`'),
        ),
      );
    }
  }
  return out;
}
