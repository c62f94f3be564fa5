/**
 * The small parts the Play table is drawn with: a card face, a suit's pip with its name, a fan of
 * card backs for a hand nobody else may see, a badge, and counts in words. Faces and backs are SVG
 * placing the symbols of the card sprite (./card-svg.ts); a drawing is always hidden from screen
 * readers and said in words beside it.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import { cardOf, suitName } from './card-words.ts';
import { cardElement } from './card-face.ts';
import { packStyle, suitPip, type PackStyle } from '../compile/pack.ts';
import { backSvg, pipSvg, svgElement } from './card-svg.ts';
import { ui } from './i18n/ui.ts';

/** An element of `tag` with class `cls`. */
export function el(tag: string, cls?: string): HTMLElement {
  const x = document.createElement(tag);
  if (cls) x.className = cls;
  return x;
}

/** A small label on a seat or card ("dealer", "led", "your turn"). */
export function badge(text: string, cls = ''): HTMLElement {
  const b = el('span', `pbadge${cls ? ` ${cls}` : ''}`);
  b.textContent = text;
  return b;
}

/** A card face: its drawing, its name for screen readers, and its deck name as `data-card`. */
export function cardFace(cv: CompiledVariant, c: number, cls = 'pcard'): HTMLElement {
  const card = cardOf(cv, c);
  const x = cardElement(card, `${cls} cardface`);
  x.dataset.card = card.id;
  return x;
}

/** A suit: its pip (its letter where the pack has no pip for it) and its name. */
export function suitFace(cv: CompiledVariant, s: number): HTMLElement {
  const name = suitName(cv, s);
  const x = el('span', 'psuit');
  const words = el('span', 'psuit-name');
  words.textContent = name;
  const style = packStyle(cv.deck);
  x.append(svgElement(pipSvg(style, suitPip(cv.deck, s, style), cv.deck.suits[s]!)), words);
  return x;
}

/**
 * A hand seen from across the table: `count` backs of a `style` pack fanned out, said in words to screen readers
 * ("Ada: 9 cards in hand"). Never a face: nothing here depends on which cards they are.
 */
export function backsFan(who: string, count: number, style: PackStyle): HTMLElement {
  const fan = el('div', 'pbacks');
  fan.setAttribute('role', 'img');
  fan.setAttribute('aria-label', ui().table.inHand(who, count));
  fan.style.setProperty('--n', String(count));
  for (let i = 0; i < count; i++) {
    const back = svgElement(backSvg(style));
    back.style.setProperty('--i', String(i));
    fan.append(back);
  }
  return fan;
}
