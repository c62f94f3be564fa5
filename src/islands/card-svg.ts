/**
 * Cards as SVG placing the symbols of their pack's sprite (/cards-french.svg, /cards-german.svg,
 * built from ./card-sprite.ts): a face is one `<use>` of its symbol, a back another, a suit's pip
 * another. The drawing is plain data (`SvgNode`), made into DOM nodes by the islands
 * (`svgElement`) and into markup by the pages (`svgMarkup`), so that a page's static cards and the
 * Play table look the same. A card the sprite has no face for (a suit or court card no pack knows,
 * from a file being written) is drawn here: a blank card, its index large, its suit's letter or pip.
 */
import { faceId, type CardDrawing, type PackStyle, type Pip } from './card-pack.ts';

/** An SVG element as data: its tag, attributes, children and text. */
export interface SvgNode {
  tag: string;
  attrs: ReadonlyArray<readonly [string, string | number]>;
  children?: readonly SvgNode[];
  text?: string;
}

/** The site's base path ("/" unless the site is built under a sub-path); "/" where no bundler sets it (Node). */
const BASE = (import.meta as ImportMeta & { env?: { BASE_URL?: string } }).env?.BASE_URL ?? '/';

/** The sprite of a pack: a static file, fetched once and cached for every page. */
export const spriteOf = (style: PackStyle): string => `${BASE.endsWith('/') ? BASE : `${BASE}/`}cards-${style}.svg`;

/** The drawing's units: a 5 × 7 card. */
export const CARD_BOX = '0 0 50 70';

/** An element of the drawing. */
export const node = (tag: string, attrs: SvgNode['attrs'], children?: readonly SvgNode[], text?: string): SvgNode => ({
  tag,
  attrs,
  ...(children ? { children } : {}),
  ...(text !== undefined ? { text } : {}),
});

const use = (href: string, box: readonly number[] = []): SvgNode =>
  node('use', [
    ['href', href],
    ...(box.length
      ? ([
          ['x', box[0]!],
          ['y', box[1]!],
          ['width', box[2]!],
          ['height', box[2]!],
        ] as const)
      : []),
  ]);

/** A drawing hidden from screen readers (the card or suit is said in words beside it), of class `cls`. */
const svg = (cls: string, box: string, children: SvgNode[]): SvgNode =>
  node(
    'svg',
    [
      ['class', cls],
      ['viewBox', box],
      ['aria-hidden', 'true'],
      ['focusable', 'false'],
    ],
    children,
  );

/** A card face: its pack's symbol for it, or a blank card with its index large and its suit's pip or letter. */
export function faceSvg(d: CardDrawing): SvgNode {
  const sprite = spriteOf(d.style);
  const id = faceId(d);
  const big = (t: string, x: number, y: number, size: number) =>
    node(
      'text',
      [
        ['x', x],
        ['y', y],
        ['font-size', size],
        ['font-weight', 700],
        ['text-anchor', 'middle'],
      ],
      undefined,
      t,
    );
  return svg(
    'cardsvg',
    CARD_BOX,
    id
      ? [use(`${sprite}#${id}`)]
      : [
          use(`${sprite}#blank`),
          big(d.index, 25, 44, 27),
          d.pip ? use(`${sprite}#${d.pip}`, [2, 2, 9]) : big(d.letter, 7, 12, 10),
        ],
  );
}

/** A card back of `style`'s pack. */
export const backSvg = (style: PackStyle): SvgNode => svg('pback', CARD_BOX, [use(`${spriteOf(style)}#back`)]);

/** A suit's pip alone (a trump suit, a row's suit), or its letter where the pack has no pip for it. */
export const pipSvg = (style: PackStyle, pip: Pip | null, letter: string): SvgNode =>
  svg('pipsvg', '0 0 24 24', [
    pip
      ? use(`${spriteOf(style)}#${pip}`)
      : node(
          'text',
          [
            ['x', 12],
            ['y', 19],
            ['font-size', 20],
            ['font-weight', 700],
            ['text-anchor', 'middle'],
          ],
          undefined,
          letter,
        ),
  ]);

/** The drawing as DOM nodes (the islands). */
export function svgElement(n: SvgNode): SVGElement {
  const x = document.createElementNS('http://www.w3.org/2000/svg', n.tag);
  for (const [k, v] of n.attrs) x.setAttribute(k, String(v));
  if (n.text !== undefined) x.textContent = n.text;
  for (const c of n.children ?? []) x.append(svgElement(c));
  return x;
}

const escapeXml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The drawing as markup (the pages and the sprites, made at build time). */
export function svgMarkup(n: SvgNode): string {
  const attrs = n.attrs.map(([k, v]) => ` ${k}="${escapeXml(String(v))}"`).join('');
  const inner = (n.text !== undefined ? escapeXml(n.text) : '') + (n.children ?? []).map(svgMarkup).join('');
  return `<${n.tag}${attrs}>${inner}</${n.tag}>`;
}
