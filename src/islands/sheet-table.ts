/**
 * A score sheet (./slate-sheet.ts) drawn as a table: a row per deal, a column per player in seat
 * order, then shared tallies and what happened, with the rulebook section of each reason. Shared by
 * the Slate and the Play table.
 */
import type { Sheet } from './slate-sheet.ts';
import { sheetUi } from './i18n/sheet-ui.ts';

/** The score sheet as a table: a row per deal, a column per player in seat order, then shared tallies and what happened. */
export function sheetTable(sheet: Sheet): HTMLElement {
  const t = sheetUi();
  const wrap = el('div', 'slate-sheet');
  wrap.setAttribute('role', 'region');
  wrap.setAttribute('aria-label', t.label);
  wrap.tabIndex = 0;
  const table = el('table');
  const head = el('tr');
  const th = (text: string, cls?: string) => {
    const x = el('th', cls);
    x.setAttribute('scope', 'col');
    x.textContent = text;
    head.append(x);
  };
  th(t.deal);
  for (const p of sheet.players) th(t.seat(p), 'seat');
  for (const n of sheet.shared) th(sheet.titles[n] ?? n);
  th(t.what);
  const thead = el('thead');
  thead.append(head);
  table.append(thead);
  const caption = el('caption');
  caption.textContent = t.caption(sheet.perPlayer.map((n) => sheet.titles[n] ?? n));
  table.prepend(caption);
  const tb = el('tbody');
  for (const r of sheet.rows) {
    const tr = el('tr');
    const rh = el('th');
    rh.setAttribute('scope', 'row');
    rh.textContent = r.label;
    tr.append(rh);
    r.cells.forEach((c, k) => {
      const td = el('td', `seat${c.out ? ' is-out' : ''}`);
      td.dataset.player = sheet.players[k]!;
      c.lines.forEach((l, n) => {
        if (n) td.append('\n');
        if (!l.changed) {
          td.append(l.text);
          return;
        }
        const b = el('strong');
        b.textContent = l.text;
        td.append(b);
      });
      if (c.out) {
        const o = el('span', 'out-tag');
        o.textContent = t.out;
        td.append(o);
      }
      tr.append(td);
    });
    for (const s of r.shared) {
      const td = el('td', s.changed ? 'changed' : undefined);
      td.textContent = s.text;
      tr.append(td);
    }
    const what = el('td', 'what');
    what.append(r.what);
    for (const o of r.outs) {
      what.append(`; ${o.reason}`);
      if (o.section) {
        what.append(' (');
        const a = document.createElement('a');
        a.href = o.section.href;
        a.textContent = o.section.heading;
        what.append(a, ')');
      }
    }
    if (r.notes.length) what.append(`; ${r.notes.join('; ')}`);
    // A game in teams: each team's line of the deal, one under another.
    for (const line of r.teams ?? []) {
      const t = el('span', 'team-line');
      t.textContent = line;
      what.append(el('br'), t);
    }
    tr.append(what);
    tb.append(tr);
  }
  table.append(tb);
  wrap.append(table);
  return wrap;
}

function el(tag: string, cls?: string): HTMLElement {
  const x = document.createElement(tag);
  if (cls) x.className = cls;
  return x;
}
