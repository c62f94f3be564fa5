/**
 * A card drawn for a page: its face as SVG (./card-svg.ts, from the sprite public/cards.svg) and
 * its name in words for screen readers. No engine here, so that the smallest scripts (a recorded
 * deal) can draw cards too.
 */
import type { CardDrawing } from './card-pack.ts';
import { faceSvg, svgElement } from './card-svg.ts';

/**
 * What a drawn card needs: its name in words, rank, suit symbol, whether its suit is red, and how
 * its face is drawn. Data recorded without a face (older recordings) is drawn as rank and symbol.
 */
export interface CardLook {
  name: string;
  rank: string;
  symbol: string;
  red: boolean;
  face?: CardDrawing;
}

/** The card `c` as an element of class `cls` (plus `red` for red suits): its face, and its name for screen readers. */
export function cardElement(c: CardLook, cls: string): HTMLElement {
  const x = document.createElement('span');
  x.className = c.red ? `${cls} red` : cls;
  let face: Element;
  if (c.face) face = svgElement(faceSvg(c.face));
  else {
    face = document.createElement('span');
    face.setAttribute('aria-hidden', 'true');
    face.textContent = `${c.rank}${c.symbol}`;
  }
  const name = document.createElement('span');
  name.className = 'visually-hidden';
  name.textContent = c.name;
  x.append(face, name);
  return x;
}
