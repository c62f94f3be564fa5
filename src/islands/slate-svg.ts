/**
 * The slate as it is drawn at the table, as SVG markup: each player's name in a corner, small
 * non-negative counts (marks) as chalk strokes, a signed tally's values (Hindersi-Jass's plus and
 * minus marks) as crosses and bars. A pure function of the tallies, without the DOM, so that what
 * goes into the markup can be tested on its own.
 */
import { sheetUi } from './i18n/sheet-ui.ts';

/** The tallies of a transcript's state: per player (by name) or shared. */
export type SlateTallies = Record<string, Record<string, number> | number>;

/** How many signs go in a row of a signed tally before the next row starts. */
const SIGNS_PER_ROW = 6;

/** `s` as XML text or attribute value: names are text, never markup. */
const xmlText = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The slate's drawing (the inside of an `<svg viewBox="0 0 320 220">`) and the sentence that describes it. */
export interface SlateDrawing {
  markup: string;
  label: string;
}

/**
 * Draws `players` (in seat order) with their `tallies`; `signed` names the tallies drawn as plus and
 * minus signs. The first seat takes the top left corner and the others follow round the slate in the
 * direction of play, so each seat is where it sits: with seats named N, W, S, E played anticlockwise
 * (or N, E, S, W clockwise), West is on the left and East on the right.
 */
export function slateDrawing(
  players: readonly string[],
  tallies: SlateTallies,
  signed: ReadonlySet<string>,
  direction: 'clockwise' | 'anticlockwise' = 'clockwise',
): SlateDrawing {
  const names = Object.keys(tallies);
  const perPlayer = (n: string): Record<string, number> | null => {
    const v = tallies[n];
    return typeof v === 'number' ? null : v!;
  };
  // Small non-negative counts as strokes; a signed tally's small values (−12..12) as plus and minus signs.
  const chalk = names.filter((n) => {
    const v = perPlayer(n);
    const lo = signed.has(n) ? -12 : 0;
    return v !== null && Object.values(v).every((x) => Number.isInteger(x) && x >= lo && x <= 12);
  });
  const round: [number, number, number, number][] = [
    [20, 20, 1, 1],
    [300, 20, -1, 1],
    [300, 200, -1, -1],
    [20, 200, 1, -1],
  ];
  const corners = direction === 'clockwise' ? round : [round[0]!, round[3]!, round[2]!, round[1]!];
  const describe: string[] = [];
  let svg =
    '<rect x="4" y="4" width="312" height="212" rx="10" class="border"/><rect x="14" y="14" width="292" height="192" rx="6" class="board"/>';
  players.forEach((p, i) => {
    const [x, y, dx, dy] = corners[i % 4]!;
    svg += `<text x="${x + dx * 40}" y="${y + dy * 62}" text-anchor="middle" class="who">${xmlText(p)}</text>`;
    // Tallies not drawn in chalk (money, card points) are written under the name, as figures.
    const figures = names
      .filter((n) => !chalk.includes(n) && perPlayer(n) !== null)
      .map((n) => String(perPlayer(n)![p] ?? 0));
    if (figures.length)
      svg += `<text x="${x + dx * 40}" y="${y + dy * 62 + 20}" text-anchor="middle" class="figure">${xmlText(figures.join(' · '))}</text>`;
    chalk.forEach((name, k) => {
      const n = perPlayer(name)![p] ?? 0;
      if (signed.has(name)) {
        // A plus mark is a small cross, a minus mark a short bar: they differ in shape, not only in colour.
        const kind = n > 0 ? 'plus' : 'minus';
        for (let m = 0; m < Math.abs(n); m++) {
          const col = m % SIGNS_PER_ROW,
            row = Math.floor(m / SIGNS_PER_ROW);
          const cx = x + dx * (14 + col * 18 + k * 2),
            cy = y + dy * (10 + row * 15 + k * 26);
          const d = kind === 'plus' ? `M${cx - 5} ${cy}h10M${cx} ${cy - 5}v10` : `M${cx - 5} ${cy}h10`;
          svg += `<path d="${d}" class="mark ${kind}" data-player="${xmlText(p)}" data-tally="${xmlText(name)}"/>`;
        }
        return;
      }
      for (let m = 0; m < n; m++) {
        const ox = x + dx * (8 + m * 7 + k * 2),
          oy = y + dy * (6 + k * 26);
        const cls = k === 0 ? 'mark' : 'mark second-tally';
        svg += `<line x1="${ox}" y1="${oy}" x2="${ox + dx * 10}" y2="${oy + dy * 18}" class="${cls}"/>`;
      }
    });
    const said = (n: string): string => {
      const v = perPlayer(n);
      if (v === null) return '';
      const value = v[p];
      if (!signed.has(n) || typeof value !== 'number' || value === 0) return String(value);
      return sheetUi().slate.signedValue(value);
    };
    describe.push(`${p}: ${names.map((n) => `${n} ${said(n)}`).join(', ')}`);
  });
  return { markup: svg, label: sheetUi().slate.drawing(describe) };
}
