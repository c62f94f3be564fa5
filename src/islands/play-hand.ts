/**
 * The human's hand as a roving-tabindex group: one card is in the tab order, the arrow keys (and
 * Home, End) move between cards, Enter or Space plays the card. A card's button is made once and
 * kept while the card is in the hand, so a focused card keeps its focus while the bots play; a
 * card that leaves the hand gives its focus to its neighbour. While cards are to be given, the
 * cards that may go are toggle buttons (`aria-pressed`): Enter or Space chooses or unchooses one.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import type { HandCard } from './play-model.ts';
import { cardFace } from './play-table.ts';

/** The hand's element and how to draw it. */
export interface HandView {
  /** Draws `cards` in order (the model's), keeping each card's button. */
  update(cards: readonly HandCard[], looking: boolean): void;
  /** The card to focus: the current one if it may be played, else the first that may; null when none may. */
  legal(): HTMLButtonElement | null;
  /** The card in the tab order (null for an empty hand). */
  current(): HTMLButtonElement | null;
  /** The cards chosen to give, in the order of the hand. */
  chosen(): number[];
}

const KEYS = new Map([
  ['ArrowRight', 1],
  ['ArrowDown', 1],
  ['ArrowLeft', -1],
  ['ArrowUp', -1],
]);

/**
 * The hand inside `el` (a `role="toolbar"`); `play` is called with the card a button plays, and
 * `toggled` after a card is chosen or unchosen to give.
 */
export function createHand(
  el: HTMLElement,
  cv: CompiledVariant,
  play: (card: number) => void,
  toggled: () => void = () => {},
): HandView {
  const buttons = new Map<number, HTMLButtonElement>();
  const shown = (): HTMLButtonElement[] => Array.from(el.querySelectorAll<HTMLButtonElement>(':scope > button'));
  let rover: HTMLButtonElement | null = null;

  const roveTo = (b: HTMLButtonElement | null, focus: boolean) => {
    for (const x of shown()) x.tabIndex = x === b ? 0 : -1;
    rover = b;
    if (focus) b?.focus();
  };
  el.addEventListener('keydown', (ev) => {
    const list = shown();
    const at = list.indexOf(ev.target as HTMLButtonElement);
    if (at < 0 || !list.length) return;
    const step = KEYS.get(ev.key);
    const to =
      step !== undefined
        ? (at + step + list.length) % list.length
        : ev.key === 'Home'
          ? 0
          : ev.key === 'End'
            ? list.length - 1
            : -1;
    if (to < 0) return;
    ev.preventDefault();
    roveTo(list[to]!, true);
  });
  el.addEventListener('focusin', (ev) => {
    if (ev.target instanceof HTMLButtonElement && ev.target.parentElement === el) roveTo(ev.target, false);
  });

  function button(c: HandCard): HTMLButtonElement {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'card';
    b.dataset.card = cv.deck.names[c.card]!;
    b.append(cardFace(cv, c.card, 'pface'));
    b.addEventListener('click', () => {
      if (b.getAttribute('aria-disabled') === 'true') return;
      // Giving: a card that may go is chosen or unchosen; the others do nothing.
      const pressed = b.getAttribute('aria-pressed');
      if (pressed !== null) {
        b.setAttribute('aria-pressed', String(pressed !== 'true'));
        toggled();
      } else if (b.dataset.give === undefined) play(c.card);
    });
    return b;
  }

  return {
    update(cards, looking) {
      const had = document.activeElement;
      const before = shown();
      const wanted = cards.map((c) => {
        const b = buttons.get(c.card) ?? button(c);
        buttons.set(c.card, b);
        b.classList.toggle('trump', c.trump);
        b.dataset.legal = String(c.legal);
        if (c.hint) b.dataset.hint = 'true';
        else delete b.dataset.hint;
        b.setAttribute('aria-label', c.label);
        if (c.givable === undefined) {
          b.removeAttribute('aria-pressed');
          delete b.dataset.give;
        } else {
          b.dataset.give = String(c.givable);
          if (!c.givable) b.removeAttribute('aria-pressed');
          else if (!b.hasAttribute('aria-pressed')) b.setAttribute('aria-pressed', 'false');
        }
        // Looking back (the inspector) the hand cannot be played, but keeps its focus.
        if (looking) b.setAttribute('aria-disabled', 'true');
        else b.removeAttribute('aria-disabled');
        return b;
      });
      // A card that left the hand hands its focus (and the tab stop) to its neighbour.
      const gone = before.filter((b) => !wanted.includes(b));
      const focusedGone = gone.find((b) => b === had);
      const heir = focusedGone ? (wanted[Math.min(before.indexOf(focusedGone), wanted.length - 1)] ?? null) : null;
      for (const b of gone) {
        b.remove();
        for (const [k, v] of buttons) if (v === b) buttons.delete(k);
      }
      // Moved only where out of order: moving a button would take its focus.
      wanted.forEach((b, i) => {
        if (el.children[i] !== b) el.insertBefore(b, el.children[i] ?? null);
      });
      const keep =
        rover && wanted.includes(rover)
          ? rover
          : (heir ?? wanted.find((b) => b.dataset.legal === 'true') ?? wanted[0] ?? null);
      roveTo(keep, !!heir);
    },
    legal() {
      if (rover?.dataset.legal === 'true') return rover;
      return shown().find((b) => b.dataset.legal === 'true') ?? null;
    },
    current: () => rover,
    chosen: () =>
      shown()
        .filter((b) => b.getAttribute('aria-pressed') === 'true')
        .map((b) => cv.deck.byName.get(b.dataset.card!)!),
  };
}
