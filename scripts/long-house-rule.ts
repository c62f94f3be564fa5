/**
 * A long house rule for timing the editor's checking (scripts/services-time.ts in Node,
 * scripts/playground-check-time.ts in the browser's worker): a source, overrides, a removal, a
 * default, tallies of its own and conditional scoring on them, extending hindersche-pagat.
 */

/** A house rule of 300 lines: a source, overrides, a removal, a default, tallies of its own and conditional scoring on them. */
export function houseRule(lines: number): string {
  const out = [
    'variant long-house-rule "Hindersche, as we play it, at length"',
    'extends hindersche-pagat',
    '',
    'source house "Our table\'s rules" by "Us"',
    '',
    'override march-1: march when points >= 90                      [house]',
    'remove schleipfe                                               [house]',
    'default huebscher-players is two-players                       [house]',
    '',
  ];
  const tallies = Math.floor((lines - out.length - 4) / 3);
  for (let i = 0; i < tallies; i++) {
    out.push(`# note ${i}: a tally of our own, kept when the deal is settled`);
    out.push(`extra-${i}: tally per player "Extra ${i}" "extra marks, kind ${i}"   [house "Scoring"]`);
  }
  out.push('', 'phase vier-strich "Phase 1 – Vier-Strich" {');
  for (let i = 0; out.length < lines - 2; i++) {
    const t = `extra-${i % tallies}`;
    out.push(
      `  extra-add-${i}: after deal when count(players where points >= ${i} and ${t} < 3) > 0: add 1 ${t} to (players where points >= ${i})  [house]`,
    );
  }
  out.push('}');
  return out.join('\n') + '\n';
}
