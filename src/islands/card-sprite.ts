/**
 * The sprite of a pack, made at build time (src/pages/cards-[style].svg.ts): the pips of its suits,
 * a blank card, the card back, and a face for every card the pack has (2 to 10, the ace and its
 * court cards, in each of its suits). A face is a white card with its index and pip in two
 * corners and, in the middle, the pips of a number card in their usual layout, an ace's large pip,
 * or a court card's letter large in a double border. The faces place the pips with `<use>`, so
 * each pip is drawn once; pages and islands place the faces (./card-svg.ts).
 */
import { PACKS, type CardDrawing, type PackStyle, type Pip } from './card-pack.ts';
import { CARD_BOX, node, svgMarkup, type SvgNode } from './card-svg.ts';

/** Each pip's artwork, in a 24 × 24 box: fixed colours, as printed on a white card. */
const ART: ReadonlyMap<Pip, string> = new Map([
  [
    'spade',
    '<path fill="#1b1b1b" d="M12 1.8C9.5 5.6 3 9.2 3 13.6 3 16.3 5.1 18 7.4 18c1.6 0 2.9-.7 3.6-1.8-.3 2.4-1.3 4-2.8 5.3h7.6c-1.5-1.3-2.5-2.9-2.8-5.3.7 1.1 2 1.8 3.6 1.8 2.3 0 4.4-1.7 4.4-4.4C21 9.2 14.5 5.6 12 1.8z"/>',
  ],
  [
    'heart',
    '<path fill="#c4211b" d="M12 21.5S2.5 15.2 2.5 8.6C2.5 5.4 5 3 8 3c1.8 0 3.2.9 4 2.3C12.8 3.9 14.2 3 16 3c3 0 5.5 2.4 5.5 5.6 0 6.6-9.5 12.9-9.5 12.9z"/>',
  ],
  ['diamond', '<path fill="#c4211b" d="M12 1.5 20 12l-8 10.5L4 12z"/>'],
  [
    'club',
    '<g fill="#1b1b1b"><circle cx="12" cy="6.4" r="4.4"/><circle cx="6.5" cy="13.2" r="4.4"/><circle cx="17.5" cy="13.2" r="4.4"/><path d="M11 11h2c.2 4.2 1.3 7.6 3.4 10.5H7.6C9.7 18.6 10.8 15.2 11 11z"/></g>',
  ],
  [
    'acorn',
    '<path fill="#4a2c0f" d="M11.2 1h1.6v3.6h-1.6z"/><path fill="#c98a3c" stroke="#5a3512" stroke-width=".9" d="M6.3 11.2h11.4c0 5.6-2.5 9.7-5.7 11.1-3.2-1.4-5.7-5.5-5.7-11.1z"/><path fill="#f0c27a" d="M9 13h1.4c0 2.8.6 5 1.6 6.8-1.8-1-3-3.6-3-6.8z"/><path fill="#6b4119" stroke="#4a2c0f" stroke-width=".8" d="M4.2 11.2C4.2 6.6 7.6 3.8 12 3.8s7.8 2.8 7.8 7.4c0 .9-.5 1.4-1.3 1.4h-13c-.8 0-1.3-.5-1.3-1.4z"/><path fill="none" stroke="#3a220b" stroke-width=".6" d="M6 9.4 9.5 5.3M7.4 12 13.2 4.6M10.8 12l6-7M14.6 12l4-4.7M18 6.6l-3.6-2M17.6 12 7.2 5.2M13.8 12 5 6.6"/>',
  ],
  [
    'leaf',
    '<path fill="#2c7430" d="M12 1.5C7 6 3.5 10 3.5 14c0 3.4 2.7 5.6 5.8 5.6 1.1 0 2-.3 2.7-.8.7.5 1.6.8 2.7.8 3.1 0 5.8-2.2 5.8-5.6C20.5 10 17 6 12 1.5z"/><path fill="#2c7430" d="M11.3 17.5h1.4V23h-1.4z"/><path fill="none" stroke="#a9dca6" stroke-width=".8" stroke-linecap="round" d="M12 4.5v14M12 8.6l-3.4 2.6M12 8.6l3.4 2.6M12 12.8l-4.6 3M12 12.8l4.6 3"/>',
  ],
  [
    'bell',
    '<circle cx="12" cy="3.2" r="1.9" fill="none" stroke="#8a5a00" stroke-width="1.2"/><circle cx="12" cy="13.4" r="8.6" fill="#f2b807" stroke="#8a5a00" stroke-width="1"/><path fill="#c4211b" d="M3.6 11.3c5.5 2.3 11.3 2.3 16.8 0l.2 2.1c-5.7 2.3-11.5 2.3-17.2 0z"/><circle cx="8.2" cy="18" r="1.2" fill="#5a3a00"/><circle cx="15.8" cy="18" r="1.2" fill="#5a3a00"/><path stroke="#5a3a00" stroke-width="1.3" d="M8.2 18h7.6"/><path fill="#fff3b0" d="M7 8.6a6 6 0 0 1 4-3.3c-1.1 1.4-2 2.7-2.4 4.4z"/>',
  ],
]);

/** The ink of each pip's suit, for the index beside it. */
const INK: ReadonlyMap<Pip, string> = new Map([
  ['spade', '#1b1b1b'],
  ['club', '#1b1b1b'],
  ['heart', '#c4211b'],
  ['diamond', '#c4211b'],
  ['acorn', '#6b4119'],
  ['leaf', '#2c7430'],
  ['bell', '#a86a00'],
]);

/** A card's width and height in the drawing's units. */
const W = 50,
  H = 70;

/** Where the pips of a number card sit: [x, y, upside down], centres in the drawing's units. */
const L = 16.5,
  C = 25,
  R = 33.5;
const ROWS4 = [15, 28.3, 41.7, 55] as const;
/** Four pips down each side, the lower two upside down (the nine and the ten). */
const columns = (): [number, number, boolean][] =>
  [L, R].flatMap((x) => ROWS4.map((y, i): [number, number, boolean] => [x, y, i >= 2]));
const LAYOUTS: ReadonlyMap<number, ReadonlyArray<readonly [number, number, boolean]>> = new Map([
  [
    2,
    [
      [C, 15, false],
      [C, 55, true],
    ],
  ],
  [
    3,
    [
      [C, 15, false],
      [C, 35, false],
      [C, 55, true],
    ],
  ],
  [
    4,
    [
      [L, 15, false],
      [R, 15, false],
      [L, 55, true],
      [R, 55, true],
    ],
  ],
  [
    5,
    [
      [L, 15, false],
      [R, 15, false],
      [C, 35, false],
      [L, 55, true],
      [R, 55, true],
    ],
  ],
  [
    6,
    [
      [L, 15, false],
      [R, 15, false],
      [L, 35, false],
      [R, 35, false],
      [L, 55, true],
      [R, 55, true],
    ],
  ],
  [
    7,
    [
      [L, 15, false],
      [R, 15, false],
      [C, 25, false],
      [L, 35, false],
      [R, 35, false],
      [L, 55, true],
      [R, 55, true],
    ],
  ],
  [
    8,
    [
      [L, 15, false],
      [R, 15, false],
      [C, 25, false],
      [L, 35, false],
      [R, 35, false],
      [C, 45, true],
      [L, 55, true],
      [R, 55, true],
    ],
  ],
  [9, [...columns(), [C, 35, false]]],
  [10, [...columns(), [C, 21.6, false], [C, 48.4, true]]],
]);

/** The pip centred on (x, y), `size` across, turned upside down if `flip`. */
function pipAt(pip: Pip, x: number, y: number, size: number, flip = false): SvgNode {
  return node('use', [
    ['href', `#${pip}`],
    ['x', x - size / 2],
    ['y', y - size / 2],
    ['width', size],
    ['height', size],
    ...(flip ? ([['transform', `rotate(180 ${x} ${y})`]] as const) : []),
  ]);
}

/** A corner: the index and the pip below it; the bottom corner is the top one turned round the card's centre. */
function corner(d: CardDrawing, pip: Pip, bottom: boolean): SvgNode {
  const label = node(
    'text',
    [
      ['x', 6.4],
      ['y', 12.6],
      ['font-size', 11.5],
      ['font-weight', 700],
      ['text-anchor', 'middle'],
      ['fill', INK.get(pip)!],
      ...(d.index.length > 1
        ? ([
            ['textLength', 10.6],
            ['lengthAdjust', 'spacingAndGlyphs'],
          ] as const)
        : []),
    ],
    undefined,
    d.index,
  );
  return node('g', bottom ? [['transform', `rotate(180 ${W / 2} ${H / 2})`]] : [], [label, pipAt(pip, 6.4, 19.2, 8)]);
}

/** The middle of the card: its pips, an ace's one large pip, or a court card's letter in a double border. */
function middle(d: CardDrawing, pip: Pip): SvgNode[] {
  if (d.pips === 1) return [pipAt(pip, C, H / 2, 24)];
  const layout = LAYOUTS.get(d.pips);
  if (layout) return layout.map(([x, y, flip]) => pipAt(pip, x, y, 9.5, flip));
  const ink = INK.get(pip)!;
  return [
    node('rect', [
      ['x', 11.5],
      ['y', 8.5],
      ['width', 27],
      ['height', 53],
      ['rx', 2.5],
      ['fill', '#f7eed8'],
      ['stroke', ink],
      ['stroke-width', 0.8],
    ]),
    node('rect', [
      ['x', 13.5],
      ['y', 10.5],
      ['width', 23],
      ['height', 49],
      ['rx', 1.5],
      ['fill', 'none'],
      ['stroke', ink],
      ['stroke-width', 0.4],
    ]),
    pipAt(pip, 19, 17, 8),
    pipAt(pip, 31, 53, 8, true),
    node(
      'text',
      [
        ['x', C],
        ['y', 44],
        ['font-size', 27],
        ['font-weight', 700],
        ['text-anchor', 'middle'],
        ['fill', ink],
      ],
      undefined,
      d.index,
    ),
  ];
}

const CARD = node('rect', [
  ['x', 0.5],
  ['y', 0.5],
  ['width', W - 1],
  ['height', H - 1],
  ['rx', 4],
  ['fill', '#fffdf7'],
  ['stroke', '#9a9384'],
  ['stroke-width', 0.8],
]);

/** The face of card `d` (whose pip is known), as a symbol of the sprite. */
function faceSymbol(d: CardDrawing & { pip: Pip }): SvgNode {
  return node(
    'symbol',
    [
      ['id', `${d.pip}-${d.index}`],
      ['viewBox', CARD_BOX],
    ],
    [
      node(
        'g',
        [['font-family', 'Georgia, "Times New Roman", serif']],
        [CARD, ...middle(d, d.pip), corner(d, d.pip, false), corner(d, d.pip, true)],
      ),
    ],
  );
}

/** The card back: a white edge, a red field in a gold line, a lattice of small diamonds. */
function back(): SvgNode {
  let lattice = '';
  for (let row = 0; row < 13; row++)
    for (let col = 0; col < 6; col++) {
      const x = 8.5 + col * 6.6 + (row % 2 ? 3.3 : 0),
        y = 8.5 + row * 4.4;
      if (x <= 42) lattice += `M${+x.toFixed(1)} ${+(y - 2.2).toFixed(1)}l1.9 2.2-1.9 2.2-1.9-2.2z`;
    }
  return node(
    'symbol',
    [
      ['id', 'back'],
      ['viewBox', CARD_BOX],
    ],
    [
      CARD,
      node('rect', [
        ['x', 3],
        ['y', 3],
        ['width', 44],
        ['height', 64],
        ['rx', 2.5],
        ['fill', '#8b2a22'],
      ]),
      node('rect', [
        ['x', 5],
        ['y', 5],
        ['width', 40],
        ['height', 60],
        ['rx', 1.5],
        ['fill', 'none'],
        ['stroke', '#e7c27d'],
        ['stroke-width', 0.7],
      ]),
      node('path', [
        ['fill', '#c9584c'],
        ['d', lattice],
      ]),
    ],
  );
}

/** The sprite of `style`'s pack, as an SVG document. */
export function cardSprite(style: PackStyle): string {
  const { pips, courts } = PACKS.get(style)!;
  const faces: SvgNode[] = pips.flatMap((pip) =>
    [
      ...[2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => ({ index: String(n), pips: n })),
      { index: 'A', pips: 1 },
      ...courts.map((index) => ({ index, pips: 0 })),
    ].map((r) => faceSymbol({ style, pip, letter: '', red: false, ...r })),
  );
  const symbols = pips.map((pip) => `<symbol id="${pip}" viewBox="0 0 24 24">${ART.get(pip)!}</symbol>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols}${svgMarkup(
    node(
      'symbol',
      [
        ['id', 'blank'],
        ['viewBox', CARD_BOX],
      ],
      [CARD],
    ),
  )}${svgMarkup(back())}${faces.map(svgMarkup).join('')}</svg>`;
}
