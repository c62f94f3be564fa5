/**
 * A small, valid variant (a cut-down Hindersche after Pagat) and helpers that check it, or a
 * variant extending it, entirely in memory.
 */
import { checkPath } from '../../src/check/check.ts';
import type { Diagnostic } from '../../src/core/diagnostic.ts';
import { memoryReader } from '../../src/resolve/load.ts';
import type { ResolvedVariant } from '../../src/resolve/resolve.ts';

/** The base variant: every kind of name the checker resolves occurs in it once at least. */
export const BASE = `variant mini "Mini Hindersche"

source pagat "Hindersche" by "Paul Eaton and John McLeod"

players 3-4 anticlockwise                                 [pagat "Players"]
deck {
  suits S, H, D, C
  ranks 9, 10, J, Q, K, A
  colours black S C, red H D
}                                                         [pagat "Players"]
old-man: special J of trump "de Alt"                      [pagat "Players"]
little-man: special J of partner "de Kloei"               [pagat "Players"]
trump-order: order trump old-man little-man A K Q 10 9    [pagat "Players"]
plain-order: order plain A K Q J 10 9                     [pagat "Players"]
card-points: points A 11, K 4, Q 3, J 2, 10 10, old-man 12, little-man 12 total 140
                                                          [pagat "Players"]
dealing: deal 6 each in packets 3 3 from forehand         [pagat "Deal"]
upcard: trump bottom of pack                              [pagat "Deal"]
forehand: lead next active after dealer                   [pagat "Play"]
rotation: next dealer next active after dealer            [pagat "Deal"]
follow: must play led or trump when holding led           [pagat "Play"]
trick-winner: winner highest trump else highest led       [pagat "Play"]
marks: tally per player "marks on the slate"              [pagat "Scoring"]
frame: tally per player "lost games"                      [pagat "Scoring"]
ties: ties playoff                                        [pagat "Playoff"]

phase vier "Vier-Strich" {
  march-1: march when points >= 100                       [pagat "Vier-Strich"]
  made: when march: add 1 marks to others                 [pagat "Vier-Strich"]
  most: otherwise: add 1 marks to most points             [pagat "Vier-Strich"]
  vier-end: ends when total marks >= 4                    [pagat "Vier-Strich"]
}

phase butzen "Butzen" {
  march-2: march when points >= 100 or tricks = 6         [pagat "Butzen"]
  fewest: otherwise: erase 1 marks from fewest points     [pagat "Butzen"]
  out: after deal: (players where marks = 0) drop out     [pagat "Butzen"]
}

last-one: game over when active = 1: remaining loses game with 1 frame   [pagat "Butzen"]
redeal: action redeal by anyone before play when phase = butzen and reading asking is any-number
                                                          [pagat "Butzen"]
playoff-rank: playoff rank march first, then fewest points  [pagat "Playoff"]
settlement: settle frame pays 1 to each opponent          [pagat "Settlement"]

ambiguity asking "When may a redeal be asked for?" {
  any-number "At any stage of Butzen."                    [pagat "Butzen"]
  two-players "Only with two players left."               [pagat "Butzen"]
  default any-number
}
`;

/** The first line of a variant extending BASE; the lines of `extra` are lines 2, 3, ... of `t.stw`. */
export const HEADER = 'variant t extends mini\n';

/** Checks BASE with `edit` applied (a one-error edit), as the file `mini.stw`. */
export function checkBase(edit: (text: string) => string = (t) => t): {
  variant: ResolvedVariant | null;
  diagnostics: Diagnostic[];
} {
  return checkPath(memoryReader({ mini: edit(BASE) }), 'mini');
}

/** Checks `t.stw`: `variant t extends mini` on line 1, then `extra` from line 2 on. */
export function checkExtension(extra: string): { variant: ResolvedVariant | null; diagnostics: Diagnostic[] } {
  return checkPath(memoryReader({ mini: BASE, t: HEADER + extra }), 't');
}

/** Line and column (1-based) of the `nth` occurrence of `needle` in `text`, for readable expectations. */
export function positionOf(text: string, needle: string, nth = 0): { line: number; column: number } {
  let at = -1;
  for (let i = 0; i <= nth; i++) {
    at = text.indexOf(needle, at + 1);
    if (at < 0) throw new Error(`positionOf: no occurrence ${nth} of ${JSON.stringify(needle)}`);
  }
  const before = text.slice(0, at);
  return { line: before.split('\n').length, column: at - before.lastIndexOf('\n') };
}

/** The one diagnostic of a result, failing with all of them listed when there is not exactly one. */
export function only(result: { diagnostics: Diagnostic[] }): Diagnostic {
  if (result.diagnostics.length !== 1) {
    throw new Error(
      `expected exactly one diagnostic, got ${result.diagnostics.length}:\n${result.diagnostics.map((d) => `${d.code} ${d.loc.start.line}:${d.loc.start.column} ${d.message}`).join('\n')}`,
    );
  }
  return result.diagnostics[0]!;
}
