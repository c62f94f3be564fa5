/**
 * A card face as SVG, built from one shared definition: the pips and the card back are symbols of
 * the sprite public/cards.svg, and a face is a handful of `<use>` and `<text>` elements placing them
 * (index corners, the pips of a number card in their usual layout, an ace's large pip, a court
 * card's large letter in a frame). The drawing is plain data (`SvgNode`), made into DOM nodes by
 * the islands (`svgElement`) and into markup by the pages (`svgMarkup`), so that a page's static
 * cards and the Play table look the same.
 */
import type { CardDrawing, Pip } from './card-pack.ts';

/** An SVG element as data: its tag, attributes, children and text. */
export interface SvgNode { tag: string; attrs: ReadonlyArray<readonly [string, string | number]>; children?: readonly SvgNode[]; text?: string }

/** The site's base path ("/" unless the site is built under a sub-path); "/" where no bundler sets it (Node). */
const BASE = (import.meta as ImportMeta & { env?: { BASE_URL?: string } }).env?.BASE_URL ?? '/';

/** The card sprite, a static file cached once for every page. */
export const SPRITE = `${BASE.endsWith('/') ? BASE : `${BASE}/`}cards.svg`;

/** A card's width and height in the drawing's units (a 5 × 7 card). */
const W = 50, H = 70;

/** The ink of each pip's suit, for the index beside it. */
const INK: ReadonlyMap<Pip, string> = new Map([
  ['spade', '#1b1b1b'], ['club', '#1b1b1b'], ['heart', '#c4211b'], ['diamond', '#c4211b'],
  ['acorn', '#6b4119'], ['leaf', '#2c7430'], ['bell', '#a86a00'],
]);
const inkOf = (d: CardDrawing): string => (d.pip ? INK.get(d.pip)! : '#1b1b1b');

/** Where the pips of a number card sit: [x, y, upside down], centres in the drawing's units. */
const L = 16.5, C = 25, R = 33.5;
const ROWS4 = [15, 28.3, 41.7, 55] as const;
const LAYOUTS: ReadonlyMap<number, ReadonlyArray<readonly [number, number, boolean]>> = new Map([
  [2, [[C, 15, false], [C, 55, true]]],
  [3, [[C, 15, false], [C, 35, false], [C, 55, true]]],
  [4, [[L, 15, false], [R, 15, false], [L, 55, true], [R, 55, true]]],
  [5, [[L, 15, false], [R, 15, false], [C, 35, false], [L, 55, true], [R, 55, true]]],
  [6, [[L, 15, false], [R, 15, false], [L, 35, false], [R, 35, false], [L, 55, true], [R, 55, true]]],
  [7, [[L, 15, false], [R, 15, false], [C, 25, false], [L, 35, false], [R, 35, false], [L, 55, true], [R, 55, true]]],
  [8, [[L, 15, false], [R, 15, false], [C, 25, false], [L, 35, false], [R, 35, false], [C, 45, true], [L, 55, true], [R, 55, true]]],
  [9, [...columns(), [C, 35, false]]],
  [10, [...columns(), [C, 21.6, false], [C, 48.4, true]]],
]);

/** Four pips down each side, the lower two upside down (the nine and the ten). */
function columns(): [number, number, boolean][] {
  return [L, R].flatMap((x) => ROWS4.map((y, i): [number, number, boolean] => [x, y, i >= 2]));
}

const node = (tag: string, attrs: SvgNode['attrs'], children?: readonly SvgNode[], text?: string): SvgNode =>
  ({ tag, attrs, ...(children ? { children } : {}), ...(text !== undefined ? { text } : {}) });

/** The suit's pip centred on (x, y), `size` across, turned upside down if `flip`; the suit's letter where it has no pip. */
function pipAt(d: CardDrawing, x: number, y: number, size: number, flip = false): SvgNode {
  const turn: SvgNode['attrs'] = flip ? [['transform', `rotate(180 ${x} ${y})`]] : [];
  if (!d.pip) return node('text', [['x', x], ['y', y + size * 0.35], ['font-size', size], ['text-anchor', 'middle'], ['fill', inkOf(d)], ['font-weight', 700], ...turn], undefined, d.letter);
  return node('use', [['href', `${SPRITE}#${d.pip}`], ['x', x - size / 2], ['y', y - size / 2], ['width', size], ['height', size], ...turn]);
}

/** A corner: the index and the pip below it; the bottom corner is the top one turned round the card's centre. */
function corner(d: CardDrawing, bottom: boolean): SvgNode {
  const wide = d.index.length > 1;
  const label = node('text', [['x', 6.4], ['y', 12.6], ['font-size', 11.5], ['font-weight', 700], ['text-anchor', 'middle'], ['fill', inkOf(d)],
    ...(wide ? [['textLength', 10.6], ['lengthAdjust', 'spacingAndGlyphs']] as const : [])], undefined, d.index);
  return node('g', bottom ? [['transform', `rotate(180 ${W / 2} ${H / 2})`]] : [], [label, pipAt(d, 6.4, 19.2, 8)]);
}

/** What the middle of the card shows: its pips, an ace's one large pip, or a court card's letter in a frame. */
function middle(d: CardDrawing): SvgNode[] {
  if (d.pips === 1) return [pipAt(d, C, H / 2, 24)];
  const layout = LAYOUTS.get(d.pips);
  if (layout) return layout.map(([x, y, flip]) => pipAt(d, x, y, 9.5, flip));
  return [
    node('rect', [['x', 11.5], ['y', 8.5], ['width', 27], ['height', 53], ['rx', 2.5], ['fill', '#f7eed8'], ['stroke', inkOf(d)], ['stroke-width', 0.8]]),
    node('rect', [['x', 13.5], ['y', 10.5], ['width', 23], ['height', 49], ['rx', 1.5], ['fill', 'none'], ['stroke', inkOf(d)], ['stroke-width', 0.4]]),
    pipAt(d, 19, 17, 8), pipAt(d, 31, 53, 8, true),
    node('text', [['x', C], ['y', 44], ['font-size', 27], ['font-weight', 700], ['text-anchor', 'middle'], ['fill', inkOf(d)]], undefined, d.index),
  ];
}

/** A card face: white card, index corners, its middle. Hidden from screen readers (the card's name is said beside it). */
export function faceSvg(d: CardDrawing): SvgNode {
  return node('svg', [['class', 'cardsvg'], ['viewBox', `0 0 ${W} ${H}`], ['aria-hidden', 'true'], ['focusable', 'false'],
    ['font-family', 'Georgia, "Times New Roman", serif']], [
    node('rect', [['x', 0.5], ['y', 0.5], ['width', W - 1], ['height', H - 1], ['rx', 4], ['fill', '#fffdf7'], ['stroke', '#9a9384'], ['stroke-width', 0.8]]),
    ...middle(d), corner(d, false), corner(d, true),
  ]);
}

/** A card back, as the other players' hands show it. */
export function backSvg(): SvgNode {
  return node('svg', [['class', 'pback'], ['viewBox', `0 0 ${W} ${H}`], ['aria-hidden', 'true'], ['focusable', 'false']], [node('use', [['href', `${SPRITE}#back`]])]);
}

/** A suit's pip alone (a trump suit, a row's suit), or its letter. */
export function pipSvg(pip: Pip | null, letter: string): SvgNode {
  const d: CardDrawing = { index: '', pip, letter, pips: 0, red: false };
  return node('svg', [['class', 'pipsvg'], ['viewBox', '0 0 24 24'], ['aria-hidden', 'true'], ['focusable', 'false']], [pipAt(d, 12, 12, 20)]);
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The drawing as DOM nodes (the islands). */
export function svgElement(n: SvgNode): SVGElement {
  const x = document.createElementNS(SVG_NS, n.tag);
  for (const [k, v] of n.attrs) x.setAttribute(k, String(v));
  if (n.text !== undefined) x.textContent = n.text;
  for (const c of n.children ?? []) x.append(svgElement(c));
  return x;
}

const escape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The drawing as markup (the pages, rendered at build time). */
export function svgMarkup(n: SvgNode): string {
  const attrs = n.attrs.map(([k, v]) => ` ${k}="${escape(String(v))}"`).join('');
  const inner = (n.text !== undefined ? escape(n.text) : '') + (n.children ?? []).map(svgMarkup).join('');
  return `<${n.tag}${attrs}>${inner}</${n.tag}>`;
}
