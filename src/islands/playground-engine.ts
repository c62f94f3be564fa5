/**
 * The playground's engine: write a house rule that extends a shipped variant, and as you type it is
 * parsed, resolved and checked by the same pipeline as `stichwort check` (./house-rule.ts), in a
 * Web Worker (./check-client.ts), so that no text can freeze the page: a check that takes too long
 * is abandoned and located, and a checker that crashes says so. Errors are listed with
 * file:line:col, a code frame and a hint, and each can be shown in the editor. A file that checks
 * clean shows what it changes against its base and how its examples fare, and can be played against
 * bots or scored on the slate beside its base, by the same islands as the rulebook. The text is kept
 * in localStorage at every keystroke, and a replaced text can be brought back, so nothing written is lost.
 */
import { attachView, COLOUR_LIMIT } from './editor-view.ts';
import { CheckClient, playgroundWorker, playgroundWorkerScript, type CheckOutcome } from './check-client.ts';
import { fileName, HOUSE_FILE, template, type CheckReport, type CleanReport, type Problem, type Progress } from './house-rule.ts';
import type { WireVariant } from '../site/wire.ts';
import type { TmGrammar } from './textmate.ts';

/** What the page hands the playground: the shipped files, the bases to start from, and the TextMate grammar that colours the editor. */
interface PlaygroundData { sources: Record<string, string>; prelude: string | null; bases: { id: string; title: string; choice: string | null }[]; start: string; grammar: TmGrammar }

const TEXT_KEY = 'stichwort-playground:text';
const PREVIOUS_KEY = 'stichwort-playground:previous';

/** Starts the playground inside `root`. */
export function boot(root: HTMLElement): void {
  const data = JSON.parse(root.querySelector('script[type="application/json"]')!.textContent!) as PlaygroundData;
  root.querySelector('.playground-placeholder')?.remove();
  const ui = layout(root, data);
  const paint = attachView(ui.editor, ui.view, data.grammar);
  const baseOf = (id: string) => data.bases.find((b) => b.id === id) ?? { id, title: id, choice: null };
  const templateFor = (id: string) => template(id, baseOf(id).title, baseOf(id).choice);
  // Storage may be turned off or full: the text stays in the editor, and the page says it is not kept.
  const recall = (key: string): string | null => { try { return localStorage.getItem(key); } catch { return null; } };
  const keep = (key: string, value: string): void => {
    try { localStorage.setItem(key, value); ui.kept.textContent = ''; } catch {
      ui.kept.textContent = 'This browser would not keep the text (its storage is full or turned off): copy it somewhere before you leave the page.';
    }
  };
  ui.editor.value = recall(TEXT_KEY) ?? templateFor(data.start);
  ui.restore.hidden = recall(PREVIOUS_KEY) === null;

  let timer = 0;
  const noteLength = () => {
    ui.plain.textContent = ui.editor.value.length > COLOUR_LIMIT
      ? `The text is over ${COLOUR_LIMIT.toLocaleString('en')} characters: it is shown without colours, so that typing stays quick.` : '';
  };
  ui.editor.addEventListener('input', () => {
    noteLength();
    keep(TEXT_KEY, ui.editor.value);
    clearTimeout(timer);
    timer = window.setTimeout(check, 250);
  });
  ui.fresh.addEventListener('click', () => {
    // The text being replaced is kept, and can be brought back.
    keep(PREVIOUS_KEY, ui.editor.value);
    ui.editor.value = templateFor(ui.base.value);
    keep(TEXT_KEY, ui.editor.value);
    ui.restore.hidden = false;
    paint([]);
    check();
  });
  ui.restore.addEventListener('click', () => {
    const previous = recall(PREVIOUS_KEY);
    if (previous === null) return;
    keep(PREVIOUS_KEY, ui.editor.value);
    ui.editor.value = previous;
    keep(TEXT_KEY, previous);
    paint([]);
    check();
  });

  const checker = new CheckClient(playgroundWorker, data.sources, shown, undefined, undefined, data.prelude);
  let slow = 0;
  const check = (): void => {
    checker.check(ui.editor.value);
    // Most checks answer at once; a slower one says that it is running (and the page stays usable).
    clearTimeout(slow);
    slow = window.setTimeout(() => { if (checker.busy) ui.status.textContent = `Checking ${fileName(HOUSE_FILE)}…`; }, 500);
  };

  /** Shows how the latest check ended. */
  function shown(outcome: CheckOutcome): void {
    ui.tryIt.replaceChildren();
    ui.mounted.replaceChildren();
    ui.changes.replaceChildren();
    if (outcome.kind === 'report') {
      showProblems(outcome.report.problems);
      paint(outcome.report.problems.filter((p) => p.house).map((p) => ({ from: p.from, to: p.to })));
      showResult(outcome.report, outcome.ms);
      return;
    }
    // The check was abandoned or crashed: say where it was, and keep the text as it is.
    const at = outcome.progress;
    const place = at?.where ?? fileName(HOUSE_FILE);
    const text = outcome.kind === 'timeout'
      ? `${place}: this file took too long to check (more than ${outcome.ms / 1000} s, ${at?.what ?? 'checking its rules'}), so the check was stopped. `
        + 'Shorten or simplify that part; the file is checked again as you type.'
      : `${place}: the checker stopped with an error while ${at?.what ?? 'checking its rules'} (${outcome.message}). `
        + 'This is a fault in the checker, not something to find in your file; your text is kept.';
    const problem: Problem = at ? { text, where: at.where, house: at.house, from: at.from, to: at.to, line: at.line }
      : { text, where: null, house: false, from: 0, to: 0, line: 0 };
    showProblems([problem]);
    paint(problem.house && problem.to > problem.from ? [{ from: problem.from, to: problem.to }] : []);
    ui.status.textContent = outcome.kind === 'timeout' ? `${fileName(HOUSE_FILE)}: not checked, it took too long.` : `${fileName(HOUSE_FILE)}: not checked, the checker failed.`;
  }

  function showProblems(list: Problem[]): void {
    ui.errors.replaceChildren(...list.map((d) => {
      const li = document.createElement('li');
      const pre = document.createElement('pre');
      pre.textContent = d.text;
      li.append(pre);
      if (d.house && d.where && d.line > 0) li.append(button(`Show ${d.where} in the editor`, () => select(d)));
      return li;
    }));
  }

  /** Selects the problem's span in the editor and scrolls it into view. */
  function select(d: Problem | Progress): void {
    ui.editor.focus();
    ui.editor.setSelectionRange(d.from, Math.max(d.to, d.from + 1));
    const lineHeight = parseFloat(getComputedStyle(ui.editor).lineHeight) || 18;
    ui.editor.scrollTop = Math.max(0, (d.line - 3) * lineHeight);
  }

  function showResult(report: CheckReport, ms: number): void {
    const c = report.clean;
    if (!c) {
      const n = report.problems.length;
      ui.status.textContent = `${fileName(HOUSE_FILE)}: ${n} error${n === 1 ? '' : 's'} (checked in ${ms.toFixed(0)} ms).`;
      return;
    }
    ui.status.textContent = `${fileName(HOUSE_FILE)} checks clean: variant ${c.id}, ${c.rules} rules, ${c.questions} open questions, `
      + `${c.examples} example${c.examples === 1 ? '' : 's'}${c.failed ? `, ${c.failed} failing` : c.examples ? ', all passing' : ''} (checked in ${ms.toFixed(0)} ms).`;
    if (c.base && c.changes) ui.changes.append(changesTable(c.base.id, c.changes));
    ui.tryIt.append(
      button(`Play “${c.title}” against ${BOTS[Math.min(4, c.seats) - 2]} bots`, () => mount('play', c)),
      button(c.base ? `Score it on the slate beside ${c.base.title}` : 'Score it on the slate', () => mount('slate', c)),
      button(c.base ? `Simulate it against ${c.base.title}` : 'Simulate it', () => simulate(c)),
    );
  }

  /** Mounts the play or slate engine on the checked variant, as the rulebook's islands do. */
  function mount(kind: 'play' | 'slate', c: CleanReport): void {
    const host = document.createElement(kind === 'play' ? 'stichwort-play' : 'stichwort-slate');
    host.className = 'panel island';
    host.setAttribute('aria-label', kind === 'play' ? `A game of ${c.title}` : `The slate for ${c.title}`);
    const json = document.createElement('script');
    json.type = 'application/json';
    const players = ['N', 'W', 'S', 'E', 'X', 'Y'].slice(0, c.seats);
    const wires: WireVariant[] = [c.wire, ...(c.base ? [c.base.wire] : [])];
    json.textContent = JSON.stringify(kind === 'play' ? c.wire : { variants: wires, players, dealer: players[0], examples: [] });
    host.append(json);
    // The play engine deals from a random seed of its own; a house rule's game is not kept.
    if (kind === 'play') host.dataset.persist = 'false';
    ui.mounted.replaceChildren(host);
    const engine = kind === 'play' ? import('./play-engine.ts') : import('./slate-engine.ts');
    void engine.then((m) => m.boot(host));
  }

  /** Mounts the Simulate panel: the house rule (and its base) played by bots in a worker. */
  function simulate(c: CleanReport): void {
    const host = document.createElement('section');
    host.className = 'panel island sim-panel';
    host.setAttribute('aria-label', c.base ? `Simulate ${c.title} against ${c.base.title}` : `Simulate ${c.title}`);
    ui.mounted.replaceChildren(host);
    const variants = [{ wire: c.wire, title: c.title }, ...(c.base ? [{ wire: c.base.wire, title: c.base.title }] : [])];
    void import('./simulate-panel.ts').then((m) => m.mountSimulatePanel(host, variants, playgroundWorkerScript));
  }

  noteLength();
  paint([]);
  check();
}

const BOTS = ['one', 'two', 'three'];

/** The rules the house rule adds, removes or changes against its base, with citations. */
function changesTable(baseId: string, d: NonNullable<CleanReport['changes']>): HTMLElement {
  const wrap = document.createElement('div');
  const p = document.createElement('p');
  p.textContent = `Against ${baseId}: ${d.changed} rules changed, ${d.removed} removed, ${d.added} added, ${d.same} the same.`;
  wrap.append(p);
  if (!d.rows.length) return wrap;
  const table = document.createElement('table');
  const head = table.createTHead().insertRow();
  for (const text of ['Rule', 'Change', baseId, 'yours']) { const th = document.createElement('th'); th.scope = 'col'; th.textContent = text; head.append(th); }
  const body = document.createElement('tbody');
  for (const r of d.rows) {
    const tr = document.createElement('tr');
    tr.className = `diff-${r.change}`;
    for (const text of [r.id, r.change, r.a, r.b]) { const td = document.createElement('td'); td.textContent = text; tr.append(td); }
    body.append(tr);
  }
  table.append(body);
  wrap.append(table);
  return wrap;
}

function layout(root: HTMLElement, data: PlaygroundData) {
  const body = document.createElement('div');
  body.innerHTML = `
    <div class="playground-controls">
      <label>Start from <select class="base"></select></label>
      <button type="button" class="fresh">New house rule from this variant</button>
      <button type="button" class="restore" hidden>Bring back the text before</button>
    </div>
    <label class="editor-label" for="house-rule-editor">Your variant file, <code>${fileName(HOUSE_FILE)}</code></label>
    <div class="editor-wrap">
      <pre class="editor-view" aria-hidden="true"></pre>
      <textarea id="house-rule-editor" class="editor" spellcheck="false" autocapitalize="off" autocomplete="off" wrap="off" rows="16"></textarea>
    </div>
    <p class="plain-note"></p>
    <p class="kept" role="alert"></p>
    <p class="status" role="status" aria-live="polite"></p>
    <ol class="errors" aria-label="Problems"></ol>
    <div class="changes"></div>
    <div class="try-it"></div>
    <div class="mounted"></div>`;
  root.append(body);
  const base = body.querySelector<HTMLSelectElement>('.base')!;
  for (const b of data.bases) base.append(new Option(b.title, b.id, b.id === data.start, b.id === data.start));
  return {
    base, editor: body.querySelector<HTMLTextAreaElement>('.editor')!, view: body.querySelector<HTMLElement>('.editor-view')!,
    fresh: body.querySelector<HTMLButtonElement>('.fresh')!, restore: body.querySelector<HTMLButtonElement>('.restore')!,
    status: body.querySelector<HTMLElement>('.status')!, kept: body.querySelector<HTMLElement>('.kept')!, plain: body.querySelector<HTMLElement>('.plain-note')!, errors: body.querySelector<HTMLElement>('.errors')!,
    changes: body.querySelector<HTMLElement>('.changes')!, tryIt: body.querySelector<HTMLElement>('.try-it')!,
    mounted: body.querySelector<HTMLElement>('.mounted')!,
  };
}

function button(text: string, onClick: () => void): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = text;
  b.addEventListener('click', onClick);
  return b;
}
