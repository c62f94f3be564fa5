/**
 * The Play page's card table, drawn from the deal in progress as the human player sees it: the
 * seats round the table in the order of play (the human at the bottom), each with its name, whether
 * it deals or is to play, the cards it still holds (as a count), its card points and tricks so far,
 * its personal trump suit where the game has them and its place once out; in the middle the trick
 * with who played each card (in a beating game, the pile with the card on top), the last trick
 * until the next card is led, the lay-off rows as laid, and the turned trump card. No other hand
 * than the human's is ever drawn: only counts.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import type { PlayState } from '../engine/state.ts';
import { cardOf, suitName, SYMBOLS, RED } from './card-words.ts';
import { cardElement } from './card-face.ts';
import { ordinal } from '../compile/words.ts';

/** What the table shows besides the deal: seat names, the human's seat, the dealer. */
export interface TableView {
  names: readonly string[]; human: number; dealer: number;
  /** Show the last trick taken beside the trick in progress (on demand). */
  showLast?: boolean;
}

/**
 * Where each seat sits in a clockwise game, by its place in the order of play after the human's:
 * the human at the bottom, and play going round as seen from above (the next player on the left).
 */
const SPOTS: Record<number, readonly string[]> = {
  2: ['bottom', 'top'], 3: ['bottom', 'left', 'right'], 4: ['bottom', 'left', 'top', 'right'],
  5: ['bottom', 'left', 'top-left', 'top-right', 'right'], 6: ['bottom', 'left', 'top-left', 'top', 'top-right', 'right'],
};
const MIRROR = new Map([['left', 'right'], ['right', 'left'], ['top-left', 'top-right'], ['top-right', 'top-left']]);

/** Where each of `seats` seats sits, from the human's on in the order of play; an anticlockwise game is drawn mirrored (the next player on the right). */
export function seatSpots(seats: number, direction: CompiledVariant['players']['direction']): string[] {
  const spots = SPOTS[seats] ?? Array.from({ length: seats }, () => 'top');
  return direction === 'anticlockwise' ? spots.map((s) => MIRROR.get(s) ?? s) : [...spots];
}

/** A card face: rank and suit symbol in the suit's colour, its name for screen readers. */
export function cardFace(cv: CompiledVariant, c: number, cls = 'pcard'): HTMLElement {
  const card = cardOf(cv, c);
  const x = cardElement(card, cls);
  x.dataset.card = card.id;
  return x;
}

/** A suit as a symbol in its colour, with its name for screen readers. */
export function suitFace(cv: CompiledVariant, s: number): HTMLElement {
  const name = suitName(cv, s);
  const x = document.createElement('span');
  x.className = `psuit${RED.has(name) ? ' red' : ''}`;
  const sym = document.createElement('span');
  sym.setAttribute('aria-hidden', 'true');
  sym.textContent = SYMBOLS.get(name) ?? name.charAt(0);
  const words = document.createElement('span');
  words.className = 'visually-hidden';
  words.textContent = name;
  x.append(sym, words);
  return x;
}

/** Draws the table of deal `p` (or an empty table between deals) into `root`. */
export function drawTable(root: HTMLElement, cv: CompiledVariant, p: PlayState | null, view: TableView): void {
  const seats = view.names.length;
  // Seats in the order of play, starting from the human; a seat not dealt in keeps its chair.
  const order = Array.from({ length: seats }, (_, k) => (view.human + k) % seats);
  const spots = seatSpots(seats, cv.players.direction);
  root.replaceChildren(...order.map((q, k) => seatBox(cv, p, view, q, spots[k]!)), middle(cv, p, view));
  root.dataset.seats = String(seats);
}

function seatBox(cv: CompiledVariant, p: PlayState | null, view: TableView, q: number, spot: string): HTMLElement {
  const box = el('section', `pseat spot-${spot}`);
  box.dataset.seat = view.names[q]!;
  const inDeal = !!p && p.participants.includes(q);
  if (p && p.turn === q && inDeal && !done(p)) box.classList.add('to-play');
  const head = el('h3', 'pseat-name');
  head.textContent = view.names[q]!;
  if (q === view.dealer) head.append(badge('dealer'));
  if (p && p.turn === q && inDeal && !done(p)) head.append(badge(q === view.human ? 'your turn' : 'to play'));
  box.append(head);
  const facts = el('p', 'pseat-facts');
  if (!p) facts.textContent = '';
  else if (!inDeal) facts.textContent = 'sits this deal out';
  else {
    const bits = [`${p.hands[q]!.length} card${p.hands[q]!.length === 1 ? '' : 's'}`];
    if (playKind(cv, p) === 'tricks') bits.push(`${p.points[q]} point${p.points[q] === 1 ? '' : 's'}`, `${p.tricks[q]} trick${p.tricks[q] === 1 ? '' : 's'}`);
    if (p.places[q]) bits.push(`out ${ordinal(p.places[q]!)}`);
    facts.textContent = bits.join(' · ');
  }
  box.append(facts);
  // A personal trump suit (a beating game) is shown at its owner's seat.
  if (p?.trumps && inDeal && p.trumps[q]! >= 0) {
    const t = el('p', 'pseat-trump');
    t.dataset.trump = cv.deck.suits[p.trumps[q]!]!;
    t.append('trumps: ', suitFace(cv, p.trumps[q]!));
    box.append(t);
  }
  return box;
}

function middle(cv: CompiledVariant, p: PlayState | null, view: TableView): HTMLElement {
  const mid = el('section', 'pmiddle');
  mid.setAttribute('aria-label', 'On the table');
  if (!p) { const x = el('p', 'pnote'); x.textContent = 'No cards on the table.'; mid.append(x); return mid; }
  const beating = playKind(cv, p) === 'beating';
  if (p.deal.upcard >= 0) {
    const up = el('p', 'pupcard');
    up.append('Trump card turned: ', cardFace(cv, p.deal.upcard));
    mid.append(up);
  } else if (p.trump >= 0 && !beating) {
    const t = el('p', 'pupcard');
    t.append('Trumps: ', suitFace(cv, p.trump));
    mid.append(t);
  }
  if (p.rows) mid.append(rowsOf(cv, p));
  const trick = el('ol', beating ? 'ptrick pile' : 'ptrick');
  trick.setAttribute('aria-label', beating ? 'The pile (the last card is on top)' : 'The trick');
  if (p.trick.length) {
    p.trick.forEach((c, i) => {
      const li = el('li');
      li.dataset.seat = view.names[p.trickSeats[i]!]!;
      const who = el('span', 'pwho');
      who.textContent = view.names[p.trickSeats[i]!]!;
      li.append(who, cardFace(cv, c));
      if (beating && i === p.trick.length - 1) li.append(badge('on top'));
      trick.append(li);
    });
    mid.append(trick);
    if (view.showLast && p.lastTrick && !p.rows) mid.append(lastTrick(cv, p, view, beating));
  } else if (p.lastTrick && !p.rows) {
    // Until the next card is led, the trick just taken stays in view with who took it.
    mid.append(lastTrick(cv, p, view, beating));
  } else if (!p.rows) {
    const x = el('p', 'pnote');
    x.textContent = 'No card led yet.';
    mid.append(x);
  }
  return mid;
}

/** The trick last taken: who took it (and who won it, where another took it), and its cards with who played them. */
function lastTrick(cv: CompiledVariant, p: PlayState, view: TableView, beating: boolean): HTMLElement {
  const t = p.lastTrick!;
  const last = el('div', 'plast');
  const cap = el('p', 'pnote');
  cap.textContent = beating ? `${view.names[t.takenBy]} picked up the pile.`
    : `${view.names[t.takenBy]} took the ${p.trick.length ? 'last ' : ''}trick${t.points ? ` (${t.points} points)` : ''}${t.takenBy !== t.winner ? `, won by ${view.names[t.winner]}` : ''}.`;
  const ol = el('ol', 'ptrick taken');
  t.cards.forEach((c, i) => {
    const li = el('li');
    const who = el('span', 'pwho');
    who.textContent = view.names[t.seats[i]!]!;
    li.append(who, cardFace(cv, c));
    ol.append(li);
  });
  last.append(cap, ol);
  return last;
}

/** A lay-off's rows: one per suit, the cards laid from its low end to its high end (round the corner where rows wrap). */
function rowsOf(cv: CompiledVariant, p: PlayState): HTMLElement {
  const n = cv.deck.ranks.length;
  const list = el('ul', 'prows');
  list.setAttribute('aria-label', 'The rows laid out');
  cv.deck.suits.forEach((_, s) => {
    const li = el('li');
    li.dataset.suit = cv.deck.suits[s]!;
    li.append(suitFace(cv, s), ' ');
    const lo = p.rows!.lo[s]!, hi = p.rows!.hi[s]!;
    if (lo < 0) { const x = el('span', 'pnote'); x.textContent = 'not opened'; li.append(x); }
    else for (let r = lo, k = 0; k < n; r = (r + 1) % n, k++) { li.append(cardFace(cv, s * n + r)); if (r === hi) break; }
    list.append(li);
  });
  return list;
}

/** How the deal's cards are played: its phase's play step (the last of its steps). */
const playKind = (cv: CompiledVariant, p: PlayState) => cv.phases.find((ph) => ph.id === p.phase)?.steps.at(-1)?.kind ?? 'tricks';
const done = (p: PlayState) => p.participants.every((q) => p.hands[q]!.length === 0 || p.places[q]! > 0);
function badge(text: string): HTMLElement { const b = el('span', 'pbadge'); b.textContent = text; return b; }
function el(tag: string, cls?: string): HTMLElement { const x = document.createElement(tag); if (cls) x.className = cls; return x; }
