/**
 * The Play table's parts, built once: the score bar, the status line, a polite live region for the
 * bots' moves, the table and the hand, the take offer and the buttons, the message line, the
 * results panel, the tools, the score list and sheet, the settings, the new-game controls and the
 * inspector. A part that does not apply is taken out of the page and put back (the same element)
 * in its place, so that nothing is made again while a game goes on.
 */
import type { PlayHandlers } from './play-view.ts';
import { button } from './dom.ts';
import type { IslandCatalog } from './i18n/en.ts';
import { ui } from './i18n/ui.ts';

/** The parts, and how to show or hide them. */
export type Layout = ReturnType<typeof playLayout>;

/** The settings as read when the table starts. */
interface Settings {
  speed: string;
  opponents: string;
  neverAsk: boolean;
}

/** The parts as HTML, in the page's language. */
const template = (t: IslandCatalog['layout']): string => `
  <section class="scorebar" aria-label="${t.score}"></section>
  <p class="status"></p>
  <p class="visually-hidden announce" aria-live="polite"></p>
  <div class="game-part">
    <h2 class="sub">${t.atTable}</h2><div class="ptable"></div>
    <h2 class="sub">${t.yourHand}</h2><div class="hand" role="toolbar" aria-label="${t.yourHand}"></div>
    <ul class="hints" aria-label="${t.hints}" hidden></ul>
  </div>
  <div class="actions"><div class="offer" role="group" aria-label="${t.takeOffer}"><p class="offer-text"></p></div></div>
  <p class="message" role="alert"></p>
  <section class="results" aria-label="${t.results}" hidden></section>
  <div class="game-part">
    <div class="ptools"></div>
    <h2 class="sub">${t.score}</h2><ul class="scores"></ul>
    <div class="sheet"></div>
    <details class="settings"><summary>${t.settings}</summary>
      <p><label>${t.botsPlayAt} <select class="speed">
        <option value="slow">${t.speeds.slow}</option><option value="normal">${t.speeds.normal}</option><option value="fast">${t.speeds.fast}</option><option value="instant">${t.speeds.instant}</option>
      </select></label></p>
      <p><label>${t.opponents} <select class="opponents">
        <option value="easy">${t.levels.easy}</option><option value="fair">${t.levels.fair}</option><option value="strong">${t.levels.strong}</option>
      </select></label><br><small>${t.levelsNote}</small></p>
      <p><label class="check"><input type="checkbox" class="never-ask"> ${t.neverAsk}</label></p>
      <p class="number"></p>
      <form class="replay"><label>${t.playNumber} <input class="replay-input" inputmode="numeric" size="10"></label> <button type="submit">${t.playIt}</button></form>
    </details>
    <div class="game-controls"></div>
    <details class="inspector-mount inspector"><summary>${t.inspector}</summary></details>
  </div>`;

/** Builds the parts inside `root` (its placeholder goes), wired to `h`. */
export function playLayout(root: HTMLElement, settings: Settings, h: PlayHandlers) {
  for (const x of Array.from(root.querySelectorAll('.play-placeholder'))) x.remove();
  const body = document.createElement('div');
  body.innerHTML = template(ui().layout);
  root.append(body);
  const q = <T extends HTMLElement>(sel: string) => root.querySelector<T>(sel)!;
  wireSettings(q, settings, h);
  const b = buttons(h);
  const offer = q('.offer'),
    offerText = q('.offer-text');
  offer.append(b.goOn, b.take, b.noMore);
  const actions = q('.actions'),
    tools = q('.ptools'),
    controls = q('.game-controls');
  const place = placer(
    new Map([
      [actions, [offer, b.redealOffer, b.give, b.pass, b.pickUps, b.choices, b.finish, b.deal]],
      [tools, [b.hint, b.last, b.undo]],
      [controls, [...b.confirm, b.newGame]],
    ]),
  );
  const parts = [...Array.from(root.querySelectorAll<HTMLElement>('.game-part')), q('.scorebar')];
  const broken = { now: false };
  let pickUpKey = '[]';
  let choiceKey = '[]';
  place.show(b.newGame, true);
  return {
    bar: q('.scorebar'),
    status: q('.status'),
    announce: q('.announce'),
    table: q('.ptable'),
    hand: q('.hand'),
    hints: q<HTMLUListElement>('.hints'),
    offer,
    offerText,
    ...b,
    message: q('.message'),
    results: q('.results'),
    scores: q('.scores'),
    sheet: q('.sheet'),
    number: q('.number'),
    inspector: q<HTMLDetailsElement>('.inspector-mount'),
    show: place.show,
    addTool: (x: HTMLElement) => place.add(tools, x),
    get broken() {
      return broken.now;
    },
    /** The pick-ups the rules allow now (null: the whole trick), as buttons, made again only when they change. */
    setPickUps(counts: readonly (number | null)[]): void {
      place.show(b.pickUps, counts.length > 0);
      if (JSON.stringify(counts) === pickUpKey) return;
      pickUpKey = JSON.stringify(counts);
      b.pickUps.replaceChildren(
        ...counts.map((n) =>
          button(n === null ? ui().buttons.pickUpTrick : ui().buttons.pickUpTop(n), () => h.pickUp(n)),
        ),
      );
    },
    /** The options of a choice at the table, as buttons with their titles, made again only when they change. */
    setChoices(options: readonly { option: string; title: string }[]): void {
      place.show(b.choices, options.length > 0);
      if (JSON.stringify(options) === choiceKey) return;
      choiceKey = JSON.stringify(options);
      b.choices.replaceChildren(...options.map((o) => button(o.title, () => h.choose(o.option))));
    },
    /** Asking before a new game throws this one away, or the one button. */
    setConfirming(on: boolean, label: string): void {
      b.newGame.textContent = label;
      place.show(b.newGame, !on);
      for (const x of b.confirm) place.show(x, on);
    },
    /** The buttons of the actions row that are in the page, in order. */
    actionButtons: (): HTMLElement[] =>
      Array.from(
        actions.querySelectorAll<HTMLElement>(
          '.offer button, :scope > button, .pickups button, .give button, .redeal-offer button',
        ),
      ),
    toolButtons: (): HTMLElement[] => [
      ...Array.from(tools.querySelectorAll<HTMLElement>('button')),
      ...Array.from(controls.querySelectorAll<HTMLElement>('button')),
    ],
    /** No game: every part of one out of view, the actions row holding only a new game. */
    breakDown(fresh: () => void): void {
      broken.now = true;
      for (const el of [q('.ptable'), q('.hand'), q('.scores'), q('.sheet'), q('.hints'), q('.results')])
        el.replaceChildren();
      place.clear();
      for (const p of [...parts, q('.results')]) p.hidden = true;
      q('.status').textContent = ui().layout.noGame;
      actions.replaceChildren(button(ui().buttons.newGame, fresh));
    },
    /** Back from `breakDown`: the parts in view again (the model says which buttons). */
    mend(): void {
      broken.now = false;
      actions.replaceChildren();
      for (const p of parts) p.hidden = false;
      place.show(b.newGame, true);
    },
  };
}

/** The table's buttons, each made once. */
function buttons(h: PlayHandlers) {
  const { buttons: t, layout } = ui();
  const pickUps = document.createElement('span');
  pickUps.className = 'pickups';
  // The options of a choice at the table: buttons like the pick-ups, in the same row.
  const choices = document.createElement('span');
  choices.className = 'pickups choices';
  // Cards to give: what to give in words, and the button that gives the cards chosen in the hand.
  const give = document.createElement('div');
  give.className = 'give';
  give.setAttribute('role', 'group');
  give.setAttribute('aria-label', layout.cardsToGive);
  const giveText = document.createElement('p');
  const giveButton = button(t.give, () => h.give());
  give.append(giveText, giveButton);
  return {
    give,
    giveText,
    giveButton,
    goOn: button(t.goOn, () => h.goOn()),
    take: button('', () => h.take()),
    noMore: button(t.noMore, () => h.noMoreOffers()),
    pass: button(t.pass, () => h.pass()),
    pickUps,
    choices,
    finish: button('', () => h.finish()),
    ...redealOffer(h),
    deal: button(t.deal, () => h.deal()),
    hint: button(t.hint, () => h.hint()),
    last: button('', () => h.last()),
    undo: button(t.undo, () => h.undo()),
    newGame: button(t.newGame, () => h.newGame()),
    confirm: [
      text(layout.throwAway),
      button(t.yesNew, () => h.confirmNew()),
      button(t.keepPlaying, () => h.keepPlaying()),
    ],
  };
}

/** A redeal offered on the hand just dealt: the rule in words, and asking or keeping the hand. */
function redealOffer(h: PlayHandlers) {
  const { buttons: t, layout } = ui();
  const redealOffer = document.createElement('div');
  redealOffer.className = 'redeal-offer';
  redealOffer.setAttribute('role', 'group');
  redealOffer.setAttribute('aria-label', layout.redealGroup);
  const redealText = document.createElement('p');
  const redeal = button(t.askRedeal, () => h.redeal());
  // Keeping the hand comes first, where the focus goes: Enter pressed to go on never throws a hand in.
  redealOffer.append(
    redealText,
    button(t.keepHand, () => h.keepHand()),
    redeal,
  );
  return { redealOffer, redealText, redeal };
}

/**
 * Shows and hides parts in their rows: each row (a parent) has its parts in order; a part put back
 * goes before the first part after it that is shown. All start hidden.
 */
function placer(order: Map<HTMLElement, HTMLElement[]>) {
  const rowOf = (el: HTMLElement) => [...order].find(([, xs]) => xs.includes(el))?.[0];
  const clear = () => {
    for (const xs of order.values()) for (const x of xs) x.remove();
  };
  clear();
  return {
    show(el: HTMLElement, on: boolean): void {
      const parent = rowOf(el);
      if (!parent) {
        el.hidden = !on;
        return;
      }
      if (!on) {
        el.remove();
        return;
      }
      if (el.parentElement === parent) return;
      const xs = order.get(parent)!;
      const after = xs.slice(xs.indexOf(el) + 1).find((x) => x.parentElement === parent) ?? null;
      parent.insertBefore(el, after);
    },
    add(parent: HTMLElement, el: HTMLElement): void {
      order.get(parent)!.push(el);
    },
    clear,
  };
}

/** The settings' controls, as read, each change handed to the controller. */
function wireSettings(q: <T extends HTMLElement>(sel: string) => T, settings: Settings, h: PlayHandlers): void {
  const speed = q<HTMLSelectElement>('.speed');
  speed.value = settings.speed;
  speed.addEventListener('change', () => h.speed(speed.value));
  const opponents = q<HTMLSelectElement>('.opponents');
  opponents.value = settings.opponents;
  opponents.addEventListener('change', () => h.opponents(opponents.value));
  const never = q<HTMLInputElement>('.never-ask');
  never.checked = settings.neverAsk;
  never.addEventListener('change', () => h.neverAsk(never.checked));
  const replayInput = q<HTMLInputElement>('.replay-input');
  q<HTMLFormElement>('.replay').addEventListener('submit', (ev) => {
    ev.preventDefault();
    h.replay(replayInput.value);
  });
}

function text(t: string): HTMLSpanElement {
  const x = document.createElement('span');
  x.textContent = t;
  return x;
}
