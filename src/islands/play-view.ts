/**
 * The Play table's page side: its parts are built once (the score bar, the table, the hand, the
 * buttons, the results panel, the settings) and updated in place from the model, so a bot's move
 * re-creates no control and a control keeps its focus. A button that does not apply is taken out
 * of the page (and put back, the same element, where it applies again). Focus never falls to the
 * page: where the focused control goes away it moves to the next sensible one, and where something
 * opens (the results, the take offer, the human's turn) focus goes there if it was on the table.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import { createHand, type HandView } from './play-hand.ts';
import type { TableModel } from './play-model.ts';
import { drawResults, drawScoreBar, showShareLink } from './play-panels.ts';
import { drawTable } from './play-table.ts';
import type { RuleLink, Said } from './play-words.ts';
import { sheetTable } from './sheet-table.ts';
import { playLayout, type Layout } from './play-layout.ts';
import { ui as words } from './i18n/ui.ts';

/** Where focus goes after a drawing, when something opened: the results, the take offer, the hand. */
export type FocusIntent = 'results' | 'offer' | 'hand' | null;

/** What the controls do (the controller's). */
export interface PlayHandlers {
  play(card: number): void;
  pass(): void;
  pickUp(count: number | null): void;
  /** Choosing an option of a choice at the table, by its id. */
  choose(option: string): void;
  take(): void;
  goOn(): void;
  noMoreOffers(): void;
  finish(): void;
  redeal(): void;
  /** Keeping the hand just dealt where a redeal is offered: the bots go on. */
  keepHand(): void;
  /** Giving the cards chosen in the hand (the view's `chosen`). */
  give(): void;
  deal(): void;
  playAgain(): void;
  hint(): void;
  last(): void;
  undo(): void;
  newGame(): void;
  keepPlaying(): void;
  confirmNew(): void;
  speed(v: string): void;
  opponents(v: string): void;
  neverAsk(on: boolean): void;
  replay(text: string): void;
  /** The game's seed (its number). */
  seed(): number;
}

/** The table's view. */
export interface PlayView {
  update(m: TableModel, intent: FocusIntent): void;
  /** Says `s` in the message line (a sentence, with its rule's section), or clears it. */
  say(s: Said | null): void;
  /** Tells screen readers, politely, what the bots did. */
  announce(text: string): void;
  /** No game to show: the reason and a new game, nothing of the broken game in view. */
  broken(why: string): void;
  /** The cards chosen in the hand to give. */
  chosen(): number[];
  readonly layout: Layout;
}

/** What the view needs besides its handlers: the variant, the names, the settings as read, the host's save buttons. */
export interface ViewSetup {
  cv: CompiledVariant;
  names: string[];
  human: number;
  settings: { speed: string; opponents: string; neverAsk: boolean };
  /** The "Save this deal as an example" buttons a host asks for (made once, shown between deals), or none. */
  saveButtons: () => HTMLButtonElement[];
}

/** The view inside `root`. */
export function createView(root: HTMLElement, setup: ViewSetup, h: PlayHandlers): PlayView {
  const ui = playLayout(root, setup.settings, h);
  // How many cards are to be given now (0: none): the Give button waits for that many chosen.
  let toGive = 0;
  let verb = words().buttons.give;
  const giveReady = () => {
    const k = hand.chosen().length;
    ui.giveButton.disabled = k !== toGive;
    ui.giveButton.textContent = k === toGive ? verb : words().buttons.chosen(verb, k, toGive);
  };
  const hand = createHand(ui.hand, setup.cv, (c) => h.play(c), giveReady);
  let shownResults: string | null = null;
  let primary: HTMLButtonElement | null = null;
  // Whether the player is on the table (focus went into it last): only then does focus follow the game.
  let engaged = false;
  document.addEventListener('focusin', (ev) => {
    engaged = root.contains(ev.target as Node);
  });
  // A click elsewhere on the page (on its text) leaves the table: the game no longer moves focus.
  document.addEventListener('pointerdown', (ev) => {
    if (!root.contains(ev.target as Node)) engaged = false;
  });
  let save: HTMLButtonElement[] | null = null;
  let sheetKey = '';

  function update(m: TableModel, intent: FocusIntent): void {
    if (ui.broken) ui.mend();
    ui.status.textContent = m.status;
    drawScoreBar(ui.bar, m.bar);
    drawTable(ui.table, setup.cv, m.play, {
      names: setup.names,
      human: setup.human,
      dealer: m.dealer,
      showLast: m.showLast,
    });
    hand.update(m.hand, m.looking);
    ui.hints.replaceChildren(...m.hints.map((t) => li(t)));
    ui.hints.hidden = m.hints.length === 0;
    ui.offerText.textContent = m.offer ?? '';
    ui.take.textContent = m.takeLabel;
    ui.show(ui.offer, m.offer !== null);
    ui.show(ui.pass, m.pass);
    ui.setPickUps(m.pickUps);
    ui.setChoices(m.choices);
    ui.finish.textContent = m.finish ?? '';
    ui.show(ui.finish, m.finish !== null);
    ui.redealText.textContent = m.redeal ?? '';
    ui.show(ui.redealOffer, m.redeal !== null);
    ui.giveText.textContent = m.give?.line ?? '';
    toGive = m.give?.count ?? 0;
    verb = m.give?.verb ?? words().buttons.give;
    ui.show(ui.give, m.give !== null);
    giveReady();
    ui.deal.textContent = m.deal ?? '';
    ui.show(ui.deal, m.deal !== null);
    ui.hint.textContent = m.hintLabel ?? '';
    ui.show(ui.hint, m.hintLabel !== null);
    ui.last.textContent = m.lastLabel ?? '';
    ui.show(ui.last, m.lastLabel !== null);
    ui.show(ui.undo, m.undo);
    if (!save && m.between) {
      save = setup.saveButtons();
      for (const b of save) ui.addTool(b);
    }
    for (const b of save ?? []) ui.show(b, m.between);
    ui.setConfirming(m.confirming, m.newLabel);
    ui.scores.replaceChildren(...m.scores.map((t) => li(t)));
    // The sheet is drawn anew only when a deal is scored: a reader may be scrolling it while the bots play.
    if (m.sheet.key !== sheetKey) {
      sheetKey = m.sheet.key;
      ui.sheet.replaceChildren(...(m.sheet.sheet ? [sheetTable(m.sheet.sheet)] : []));
    }
    drawResultsPanel(m);
    // The number deals every hand of the game: it is shown once no deal of it is left to play.
    ui.number.textContent = m.over ? words().said.gameNumber(h.seed()) : words().said.numberLater;
    root.dataset.ready = 'true';
    root.dataset.awaiting = m.awaiting;
    root.dataset.busy = String(m.busy);
    settleFocus(m, intent);
  }

  function drawResultsPanel(m: TableModel): void {
    const r = m.results;
    if (!r) {
      shownResults = null;
      primary = null;
      ui.show(ui.results, false);
      return;
    }
    if (r.key !== shownResults) {
      shownResults = r.key;
      primary = drawResults(
        ui.results,
        r,
        {
          next: () => h.deal(),
          playAgain: () => h.playAgain(),
          share: () => showShareLink(ui.results, shareUrl(h.seed())),
        },
        ruleLink,
      );
    }
    ui.show(ui.results, true);
  }

  const settleFocus = (m: TableModel, intent: FocusIntent) => {
    if (engaged) moveFocus(root, ui, hand, primary, m, intent);
  };

  return {
    update,
    layout: ui,
    chosen: () => hand.chosen(),
    say(s) {
      ui.message.replaceChildren();
      if (!s) return;
      ui.message.append(s.text);
      if (s.rule) ui.message.append(' (', anchor(s.rule), ')');
    },
    announce(text) {
      ui.announce.textContent = text;
    },
    broken(why) {
      shownResults = null;
      sheetKey = '';
      ui.breakDown(() => h.confirmNew());
      ui.message.replaceChildren(words().said.startNew(why));
      root.dataset.ready = 'true';
      root.dataset.awaiting = 'broken';
      if (engaged) ui.actionButtons()[0]?.focus();
    },
  };
}

/**
 * Moves focus where the game went (the player is on the table): to what opened (the results'
 * button, "Go on", a card to play or the move the rules leave), and where the focused control went
 * away, to the next that makes sense; never to the page's body.
 */
function moveFocus(
  root: HTMLElement,
  ui: Layout,
  hand: HandView,
  primary: HTMLButtonElement | null,
  m: TableModel,
  intent: FocusIntent,
): void {
  const visible = (el: HTMLElement) => el.isConnected && root.contains(el) && !el.closest('[hidden]');
  const active = document.activeElement as HTMLElement | null;
  const lost = !active || active === document.body || !visible(active);
  const inHand = !!active && ui.hand.contains(active);
  // The human's turn: a card that may be played, else the move the rules leave (pass, pick up).
  const forTurn = () => hand.legal() ?? ui.actionButtons().find(visible) ?? hand.current();
  if (intent === 'results' && primary) return primary.focus();
  if (intent === 'offer' && m.offer) return ui.goOn.focus();
  if (intent === 'hand' && (lost || inHand)) return void forTurn()?.focus();
  if (!lost) return;
  const next = [
    m.results ? primary : null,
    m.offer ? ui.goOn : null,
    m.myTurn ? forTurn() : null,
    ...ui.actionButtons(),
    hand.current(),
    ...ui.toolButtons(),
  ].find((b): b is HTMLElement => !!b && visible(b));
  (next ?? ui.newGame).focus();
}

/** The address of this page with the game's seed (and nothing else of its query): the same deals from the first. */
function shareUrl(seed: number): string {
  const url = new URL(location.href);
  url.search = `?seed=${seed}`;
  url.hash = '';
  return url.href;
}

/** A scoring line's rulebook section, as the line ends: " Rulebook: <section>." */
function ruleLink(s: Said): Node[] {
  return s.rule ? [document.createTextNode(words().said.rulebook), anchor(s.rule), document.createTextNode('.')] : [];
}

function anchor(r: RuleLink): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = r.href;
  a.textContent = r.heading;
  return a;
}
function li(text: string): HTMLLIElement {
  const x = document.createElement('li');
  x.textContent = text;
  return x;
}
