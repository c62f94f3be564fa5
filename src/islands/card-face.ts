/**
 * A card drawn for a page: its rank and suit symbol in the suit's colour, and its name in words for
 * screen readers. No engine here, so that the smallest scripts (a recorded deal) can draw cards too.
 */

/** What a drawn card needs: its name in words, rank, suit symbol, whether its suit is red. */
export interface CardLook { name: string; rank: string; symbol: string; red: boolean }

/** The card `c` as an element of class `cls` (plus `red` for red suits). */
export function cardElement(c: CardLook, cls: string): HTMLElement {
  const x = document.createElement('span');
  x.className = c.red ? `${cls} red` : cls;
  const face = document.createElement('span');
  face.setAttribute('aria-hidden', 'true');
  face.textContent = `${c.rank}${c.symbol}`;
  const name = document.createElement('span');
  name.className = 'visually-hidden';
  name.textContent = c.name;
  x.append(face, name);
  return x;
}
