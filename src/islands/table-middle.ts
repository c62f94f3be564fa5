/**
 * The middle of the Play table: the trick, each card laid before the seat that played it (in a
 * beating game the pile, each card pushed a little toward its player, the last on top); the trick
 * just taken, left in place until the next lead and then sent to its taker; the lay-off rows; the
 * turned trump card; a talon dealt apart, and a stock drawn from, by their counts. A card new since the last drawing comes in from its player's side, and a taken
 * trick slides to its taker, by CSS transitions only (play.css), none under reduced motion. What
 * was drawn before is read back from the table itself, so that nothing is kept between drawings.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import type { PlayState } from '../engine/state.ts';
import { badge, cardFace, el, suitFace } from './table-parts.ts';
import { ui } from './i18n/ui.ts';
import type { TableLook } from '../engine/steps/table-registry.ts';

/** What the middle needs besides the deal: the seats' names and spots, how cards are played, whether the last trick is asked for. */
export interface MiddleView {
  names: readonly string[];
  spots: readonly string[];
  look: TableLook;
  showLast: boolean;
  before: Drawn;
}

/** What the table showed before this drawing: whether it was drawn at all, the cards in its middle, the trick left in place. */
export interface Drawn {
  drawn: boolean;
  cards: ReadonlySet<string>;
  inPlace: string | null;
}

/** What `root` shows now, read before it is drawn again. */
export function drawnBefore(root: HTMLElement): Drawn {
  const cards = new Set(Array.from(root.querySelectorAll<HTMLElement>('.pmiddle [data-card]'), (x) => x.dataset.card!));
  const inPlace = root.querySelector<HTMLElement>('.plast.in-place [data-card]')?.dataset.card ?? null;
  return { drawn: root.dataset.seats !== undefined, cards, inPlace };
}

/** The middle of the table for deal `p` (null: between deals). */
export function middle(cv: CompiledVariant, p: PlayState | null, v: MiddleView): HTMLElement {
  const t = ui().table;
  const mid = el('section', 'pmiddle');
  mid.setAttribute('aria-label', t.middle);
  if (!p) {
    mid.append(note(t.noCards));
    return mid;
  }
  mid.dataset.kind = v.look.name;
  const pile = v.look.pile;
  if (p.deal.upcard >= 0) {
    const up = el('p', 'pupcard');
    const label = el('span', 'plabel');
    label.textContent = t.trumpTurned;
    up.append(label, ' ', cardFace(cv, p.deal.upcard));
    mid.append(up);
  } else if (p.trump >= 0 && !pile) {
    const trumps = el('p', 'pupcard');
    trumps.append(t.trumps, suitFace(cv, p.trump));
    mid.append(trumps);
  }
  // A talon dealt apart and not yet taken lies face down: its count only. A card taken from it is
  // logged as moved from the talon (`-1:give:card>seat`): once taken, it is no longer the talon's,
  // whether in a hand, played or laid away again.
  const taken = new Set(p.plays.filter((x) => x.startsWith('-1:give:')).map((x) => Number(x.slice(8, x.indexOf('>')))));
  const talon = (p.deal.talon ?? []).filter((c) => !taken.has(c) && !p.hands.some((h) => h.includes(c))).length;
  if (talon > 0) {
    const tl = el('p', 'ptalon');
    tl.textContent = t.talon(talon);
    mid.append(tl);
  }
  // A stock drawn from after each trick lies face down too: its count in words, never its cards.
  if (p.stock) {
    const st = el('p', 'pstock');
    const n = p.stock.length;
    st.textContent = t.stock(n);
    mid.append(st);
  }
  if (p.rows) {
    mid.append(rowsOf(cv, p, v));
    return mid;
  }
  const centre = el('div', 'pcentre');
  mid.append(centre);
  const last = p.lastTrick;
  if (p.trick.length) {
    centre.append(trickOf(cv, p, v));
    // The trick left in place until this lead goes to its taker now.
    if (last && v.before.inPlace === cv.deck.names[last.cards[0]!]) centre.append(goneTo(cv, p, v));
    if (v.showLast && last) mid.append(lastTrick(cv, p, v, false));
  } else if (last) centre.append(lastTrick(cv, p, v, true));
  else centre.append(note(pile ? t.noPile : t.noLead));
  return mid;
}

/** The trick in progress (or the pile), each card before its player. */
function trickOf(cv: CompiledVariant, p: PlayState, v: MiddleView): HTMLElement {
  const pile = v.look.pile;
  const trick = el('ol', pile ? 'ptrick pile' : 'ptrick');
  const t = ui().table;
  trick.setAttribute('aria-label', pile ? t.pile : t.trick);
  p.trick.forEach((c, i) => {
    const q = p.trickSeats[i]!;
    const li = laid(cv, c, q, i, v);
    if (i === 0 && !pile) li.append(badge(t.badges.led, 'lead'));
    if (pile && i === p.trick.length - 1) li.append(badge(t.badges.onTop, 'top'));
    trick.append(li);
  });
  return trick;
}

/** Card `c`, played by `q` as the trick's `i`th card, laid before `q`'s seat; new since the last drawing: it comes in from there. */
function laid(cv: CompiledVariant, c: number, q: number, i: number, v: MiddleView): HTMLElement {
  const li = el('li', `at-${v.spots[q]}`);
  li.dataset.seat = v.names[q]!;
  li.style.setProperty('--k', String(i));
  const face = cardFace(cv, c);
  if (v.before.drawn && !v.before.cards.has(face.dataset.card!)) li.classList.add('fresh');
  const who = el('span', 'pwho');
  who.textContent = ui().seat(v.names[q]!);
  li.append(who, face);
  return li;
}

/**
 * The trick last taken, with who took it (and who won it, where another took it): in place before
 * its players until the next lead (`inPlace`), or beside the trick in progress when asked for.
 */
function lastTrick(cv: CompiledVariant, p: PlayState, v: MiddleView, inPlace: boolean): HTMLElement {
  const t = p.lastTrick!;
  const pile = v.look.pile;
  const last = el('div', inPlace ? 'plast in-place' : 'plast aside');
  const w = ui().table;
  const cap = note(
    pile
      ? w.pickedUpPile(v.names[t.takenBy]!)
      : w.tookTrick(v.names[t.takenBy]!, inPlace, t.points, t.takenBy !== t.winner ? v.names[t.winner]! : null),
  );
  const ol = el('ol', `ptrick taken${pile && inPlace ? ' pile' : ''}`);
  ol.setAttribute('aria-label', pile ? w.pileTaken : w.trickTaken);
  t.cards.forEach((c, i) => {
    const li = laid(cv, c, t.seats[i]!, i, v);
    if (!pile && t.seats[i] === t.winner) li.classList.add('won');
    ol.append(li);
  });
  last.append(ol, cap);
  return last;
}

/** How long the copy of a taken trick stays, well after its slide of .45 s in play.css ends. */
const GONE_MS = 1500;

/** The trick that stayed in place, drawn once more as it leaves for its taker's seat (decoration: hidden from screen readers). */
function goneTo(cv: CompiledVariant, p: PlayState, v: MiddleView): HTMLElement {
  const t = p.lastTrick!;
  const gone = el('div', 'pgone');
  gone.setAttribute('aria-hidden', 'true');
  const ol = el('ol', `ptrick${v.look.pile ? ' pile' : ''} to-${v.spots[t.takenBy]}`);
  t.cards.forEach((c, i) => {
    const li = el('li', `at-${v.spots[t.seats[i]!]}`);
    li.style.setProperty('--k', String(i));
    const face = cardFace(cv, c);
    // Not a card on the table any more: no `data-card`, so that nothing counts it as one.
    delete face.dataset.card;
    li.append(face);
    ol.append(li);
  });
  gone.append(ol);
  // Gone once it has slid away (its transition takes .45 s; GONE_MS), so that the settled table holds only what is on it.
  setTimeout(() => gone.remove(), GONE_MS);
  return gone;
}

/** A lay-off's rows: one per suit, the cards laid from its low end to its high end (round the corner where rows wrap). */
function rowsOf(cv: CompiledVariant, p: PlayState, v: MiddleView): HTMLElement {
  const n = cv.deck.ranks.length;
  const list = el('ul', 'prows');
  list.setAttribute('aria-label', ui().table.rows);
  cv.deck.suits.forEach((_, s) => {
    const li = el('li');
    li.dataset.suit = cv.deck.suits[s]!;
    li.append(suitFace(cv, s));
    const lo = p.rows!.lo[s]!,
      hi = p.rows!.hi[s]!;
    const cards = el('span', 'prow');
    if (lo < 0) cards.append(note('not opened'));
    else
      for (let r = lo, k = 0; k < n; r = (r + 1) % n, k++) {
        const face = cardFace(cv, s * n + r);
        if (v.before.drawn && !v.before.cards.has(face.dataset.card!)) face.classList.add('fresh');
        cards.append(face);
        if (r === hi) break;
      }
    li.append(cards);
    list.append(li);
  });
  return list;
}

function note(text: string): HTMLElement {
  const x = el('p', 'pnote');
  x.textContent = text;
  return x;
}
