/**
 * Where two sentences of a rule differ, word by word: the words of each that the other lacks
 * (outside their longest common run of words), so that Compare can mark how a changed rule
 * changed ("The bottom card of the pack" against "The dealer's last card") without a reader
 * having to spot it.
 */

/** A run of words of one sentence; `differs`: the other sentence does not have it here. */
export interface Piece {
  text: string;
  differs: boolean;
}

/** Words with the spaces after them, so that the pieces join back into the sentence. */
const words = (s: string): string[] => s.match(/\S+\s*/g) ?? [];

/** A word as compared: without the punctuation after it ("trumps." is the word "trumps"). */
const bare = (w: string): string => w.trim().replace(/[.,;:!?)]+$/, '');

/**
 * Merges neighbouring words of the same kind into one piece. A differing piece ends at its last
 * letter: the space after it is not part of the difference.
 */
function pieces(ws: string[], keep: boolean[]): Piece[] {
  const out: Piece[] = [];
  ws.forEach((w, i) => {
    const last = out.at(-1);
    if (last && last.differs === !keep[i]) last.text += w;
    else out.push({ text: w, differs: !keep[i] });
  });
  return out.flatMap((p) => {
    const space = /\s+$/.exec(p.text)?.[0] ?? '';
    return p.differs && space
      ? [
          { text: p.text.slice(0, -space.length), differs: true },
          { text: space, differs: false },
        ]
      : [p];
  });
}

/** The two sentences cut into pieces, marking the words outside their longest common subsequence of words. */
export function wordDiff(a: string, b: string): { a: Piece[]; b: Piece[] } {
  const x = words(a),
    y = words(b);
  const same = (i: number, j: number) => bare(x[i]!) === bare(y[j]!);
  // lcs[i][j]: the longest common run from x[i..] and y[j..] (sentences are short: a table is fine).
  const lcs = Array.from({ length: x.length + 1 }, () => new Array<number>(y.length + 1).fill(0));
  for (let i = x.length - 1; i >= 0; i--)
    for (let j = y.length - 1; j >= 0; j--)
      lcs[i]![j] = same(i, j) ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const keepA = new Array<boolean>(x.length).fill(false),
    keepB = new Array<boolean>(y.length).fill(false);
  for (let i = 0, j = 0; i < x.length && j < y.length; ) {
    if (same(i, j)) {
      keepA[i++] = true;
      keepB[j++] = true;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) i++;
    else j++;
  }
  return { a: pieces(x, keepA), b: pieces(y, keepB) };
}
