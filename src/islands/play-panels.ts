/**
 * The Play table's score bar (kept in view at the top of the table, on phones too) and its results
 * panel (at the end of a deal, a game and a rubber: who won and lost, the ranking, what each pays or
 * collects, why, and the buttons to go on, play again or share the game once it is over). Drawn from the model's
 * words (./results-words.ts via ./play-model.ts); the bar's cells are updated in place, the panel
 * is drawn anew only when another panel opens.
 */
import type { ScoreBar, TableModel } from './play-model.ts';
import type { Said } from './play-words.ts';
import { button } from './dom.ts';
import { ui } from './i18n/ui.ts';

/** The score bar in `el`: where the game stands, and a row of figures per tally, a column per player. */
export function drawScoreBar(el: HTMLElement, bar: ScoreBar): void {
  let where = el.querySelector<HTMLElement>('.bar-where');
  if (!where) {
    where = make('p', 'bar-where');
    const table = make('table', 'bar-table');
    const head = make('tr');
    head.append(
      make('td'),
      ...bar.players.map((p) => {
        const th = make('th', undefined, p);
        th.setAttribute('scope', 'col');
        return th;
      }),
    );
    const thead = make('thead');
    thead.append(head);
    table.append(thead, make('tbody'));
    el.append(where, table, make('p', 'bar-shared'));
  }
  where.textContent = bar.where;
  const body = el.querySelector('tbody')!;
  bar.rows.forEach((r, i) => {
    let tr = body.children[i] as HTMLTableRowElement | undefined;
    if (!tr) {
      tr = make('tr') as HTMLTableRowElement;
      const th = make('th', undefined, r.title);
      th.setAttribute('scope', 'row');
      tr.append(th, ...r.cells.map(() => make('td')));
      body.append(tr);
    }
    r.cells.forEach((c, k) => {
      const td = tr.children[k + 1]!;
      if (td.textContent !== c) td.textContent = c;
    });
  });
  const shared = el.querySelector<HTMLElement>('.bar-shared')!;
  shared.textContent = bar.shared.join(' · ');
  shared.hidden = bar.shared.length === 0;
}

/** What the panel's buttons do. */
export interface PanelActions {
  next(): void;
  playAgain(): void;
  share(): void;
}

/**
 * Draws results `r` into `el` (a fresh panel: its heading, who won, the ranking, the shared
 * tallies, what each tally means to a player, why, and the buttons). Returns the button focus goes
 * to when it opens: the one that goes on, or "Play again" at the end.
 */
export function drawResults(
  el: HTMLElement,
  r: NonNullable<TableModel['results']>,
  act: PanelActions,
  link: (s: Said) => Node[],
): HTMLButtonElement {
  const t = ui();
  const heading = make('h2', 'results-heading', r.heading);
  heading.id = `results-${Math.random().toString(36).slice(2)}`;
  heading.tabIndex = -1;
  el.setAttribute('aria-labelledby', heading.id);
  const summary = make('div', 'results-summary');
  summary.append(...r.summary.map((t) => make('p', undefined, t)));
  const wrap = make('div', 'results-ranking');
  const table = make('table');
  table.append(make('caption', undefined, t.results.caption));
  const head = make('tr');
  head.append(
    ...r.columns.map((c) => {
      const th = make('th', undefined, c);
      th.setAttribute('scope', 'col');
      return th;
    }),
  );
  const thead = make('thead');
  thead.append(head);
  const body = make('tbody');
  for (const row of r.rows) {
    const tr = make('tr');
    const who = make('th', undefined, t.seat(row.player));
    who.setAttribute('scope', 'row');
    tr.dataset.player = row.player;
    tr.append(make('td', 'results-place', row.place), who, ...row.cells.map((c) => make('td', undefined, c)));
    body.append(tr);
  }
  table.append(thead, body);
  wrap.append(table);
  const shared = r.shared.length ? [make('p', 'results-shared', r.shared.join(' · '))] : [];
  const meaning = make('ul', 'results-meaning');
  meaning.append(...r.meaning.map((t) => make('li', undefined, t)));
  const why = make('ul', 'ended');
  why.append(
    ...r.why.map((s) => {
      const li = make('li', undefined, s.text);
      li.append(...link(s));
      return li;
    }),
  );
  const buttons = make('div', 'results-buttons');
  const next = r.next ? button(r.next, act.next) : null;
  const again = r.over ? button(t.buttons.playAgain, act.playAgain) : null;
  // The link carries the game's number, which deals every hand: shared only once the game is over.
  const share = r.over ? button(t.buttons.share, act.share) : null;
  buttons.append(...[next, again, share].filter((b): b is HTMLButtonElement => b !== null));
  const out = make('p', 'share-out');
  out.setAttribute('aria-live', 'polite');
  el.replaceChildren(
    heading,
    summary,
    wrap,
    ...shared,
    meaning,
    make('h3', undefined, t.results.why),
    why,
    buttons,
    out,
  );
  return (next ?? again)!;
}

/** Shows the game's link (`url`) under the panel, and copies it where the browser lets the page. */
export function showShareLink(el: HTMLElement, url: string): void {
  const out = el.querySelector<HTMLElement>('.share-out');
  if (!out) return;
  const a = make('a', undefined, url) as HTMLAnchorElement;
  a.href = url;
  out.replaceChildren(ui().results.link, a);
  void navigator.clipboard?.writeText(url).then(
    () => out.prepend(ui().results.copied),
    () => {
      /* not allowed here: the link is shown to copy */
    },
  );
}

function make(tag: string, cls?: string, text?: string): HTMLElement {
  const x = document.createElement(tag);
  if (cls) x.className = cls;
  if (text !== undefined) x.textContent = text;
  return x;
}
