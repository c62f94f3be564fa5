/**
 * The playground's engine: write a house rule that extends a shipped variant, and as you type it is
 * parsed, resolved and checked in the browser by the same pipeline as `stichwort check` (the
 * shipped files are read from memory). Errors are listed with file:line:col, a code frame and a
 * hint, and each can be shown in the editor. A file that checks clean shows what it changes against
 * its base and how its examples fare, and can be played against bots or scored on the slate beside
 * its base, by the same islands as the rulebook. The text is kept in localStorage at every keystroke,
 * and a replaced text can be brought back, so nothing written is lost.
 */
import { checkPath } from '../check/check.ts';
import { compileVariant } from '../compile/compile.ts';
import { formatDiagnostic, where, type Diagnostic } from '../check/diagnostic.ts';
import { memoryReader, VARIANT_EXTENSION } from '../resolve/load.ts';
import { diffRules, sideText } from '../resolve/diff.ts';
import { resolveVariant, type ResolvedVariant } from '../resolve/resolve.ts';
import { runExamples } from '../scenario/examples.ts';
import { toWire } from '../site/wire.ts';
import { attachView } from './editor-view.ts';
import type { TmGrammar } from './textmate.ts';

/** What the page hands the playground: the shipped files, the bases to start from, and the TextMate grammar that colours the editor. */
interface PlaygroundData { sources: Record<string, string>; bases: { id: string; title: string; choice: string | null }[]; start: string; grammar: TmGrammar }

/** The name the house rule goes by in error locations (`house-rule.stw:3:1`). */
export const HOUSE_FILE = 'house-rule';
const TEXT_KEY = 'stichwort-playground:text';
const PREVIOUS_KEY = 'stichwort-playground:previous';

/**
 * A house rule to start from: extends `base`, declares its own source, and shows one override and,
 * where the base has an open question, one choice of reading (`choice`, like `q is r`).
 */
export function template(base: string, title: string, choice: string | null = null): string {
  return `# A house rule: what your table does differently from ${title}.
# Write a clause to add, "override ID: ..." to change one, "remove ID" to drop one.
# Every clause cites a source; your own table is one.
variant my-house-rule "${title}, as we play it"
extends ${base}

source house "Our table's rules" by "Us" dated "${new Date().getFullYear()}"

# For example, a rubber of two games instead (uncomment to try):
# override rubber: rubber 2 games                                [house]
${choice ? `
# And one of its open questions read your way (see its variant page):
# default ${choice.padEnd(55)}[house]
` : ''}`;
}

/** The template's example of `default q is r`: the base's first open question, read another way than its default. */
export function readingChoice(v: ResolvedVariant): string | null {
  const [amb] = v.ambiguities.values();
  const other = amb?.readings.find((r) => r.id.name !== amb.default.name);
  return amb && other ? `${amb.id.name} is ${other.id.name}` : null;
}

/** What checking a text gives: the resolved variant and its base when clean, else the diagnostics. */
export interface Checked { diagnostics: Diagnostic[]; variant: ResolvedVariant | null; base: ResolvedVariant | null }

/** Checks `text` as the file `house-rule.stw` among the shipped `sources`. */
export function checkHouseRule(sources: Record<string, string>, text: string): Checked {
  const reader = memoryReader({ ...sources, [HOUSE_FILE]: text });
  const { variant, diagnostics } = checkPath(reader, HOUSE_FILE);
  if (!variant || diagnostics.length) return { diagnostics, variant: null, base: null };
  const baseId = variant.chain[1];
  // The base's problems are already among the house rule's; it is only resolved, for the diff.
  return { diagnostics, variant, base: baseId ? resolveVariant(reader, baseId).variant : null };
}

/** Starts the playground inside `root`. */
export function boot(root: HTMLElement): void {
  const data = JSON.parse(root.querySelector('script[type="application/json"]')!.textContent!) as PlaygroundData;
  root.querySelector('.playground-placeholder')?.remove();
  const ui = layout(root, data);
  const paint = attachView(ui.editor, ui.view, data.grammar);
  const baseOf = (id: string) => data.bases.find((b) => b.id === id) ?? { id, title: id, choice: null };
  const templateFor = (id: string) => template(id, baseOf(id).title, baseOf(id).choice);
  ui.editor.value = localStorage.getItem(TEXT_KEY) ?? templateFor(data.start);
  ui.restore.hidden = localStorage.getItem(PREVIOUS_KEY) === null;

  let timer = 0;
  ui.editor.addEventListener('input', () => {
    localStorage.setItem(TEXT_KEY, ui.editor.value);
    clearTimeout(timer);
    timer = window.setTimeout(check, 250);
  });
  ui.fresh.addEventListener('click', () => {
    // The text being replaced is kept, and can be brought back.
    localStorage.setItem(PREVIOUS_KEY, ui.editor.value);
    ui.editor.value = templateFor(ui.base.value);
    localStorage.setItem(TEXT_KEY, ui.editor.value);
    ui.restore.hidden = false;
    check();
  });
  ui.restore.addEventListener('click', () => {
    const previous = localStorage.getItem(PREVIOUS_KEY);
    if (previous === null) return;
    localStorage.setItem(PREVIOUS_KEY, ui.editor.value);
    ui.editor.value = previous;
    localStorage.setItem(TEXT_KEY, previous);
    check();
  });

  function check(): void {
    const t0 = performance.now();
    const current = checkHouseRule(data.sources, ui.editor.value);
    const ms = performance.now() - t0;
    ui.tryIt.replaceChildren();
    ui.mounted.replaceChildren();
    showDiagnostics(current.diagnostics);
    const house = current.diagnostics.filter((d) => fileName(String(d.loc.source)) === fileName(HOUSE_FILE));
    paint(house.map((d) => ({ from: d.loc.start.offset, to: d.loc.end.offset })));
    showResult(current, ms);
  }

  function showDiagnostics(list: Diagnostic[]): void {
    ui.errors.replaceChildren(...list.map((d) => {
      const li = document.createElement('li');
      const pre = document.createElement('pre');
      const source = fileName(String(d.loc.source));
      const house = source === fileName(HOUSE_FILE);
      const text = house ? ui.editor.value : data.sources[source.slice(0, -VARIANT_EXTENSION.length)] ?? '';
      const located = { ...d, loc: { ...d.loc, source } };
      pre.textContent = formatDiagnostic(located, text);
      li.append(pre);
      if (house) li.append(button(`Show ${where(located)} in the editor`, () => select(d)));
      return li;
    }));
  }

  /** Selects the diagnostic's span in the editor and scrolls it into view. */
  function select(d: Diagnostic): void {
    ui.editor.focus();
    ui.editor.setSelectionRange(d.loc.start.offset, Math.max(d.loc.end.offset, d.loc.start.offset + 1));
    const lineHeight = parseFloat(getComputedStyle(ui.editor).lineHeight) || 18;
    ui.editor.scrollTop = Math.max(0, (d.loc.start.line - 3) * lineHeight);
  }

  function showResult(c: Checked, ms: number): void {
    ui.changes.replaceChildren();
    if (!c.variant) {
      ui.status.textContent = `${fileName(HOUSE_FILE)}: ${c.diagnostics.length} error${c.diagnostics.length === 1 ? '' : 's'} (checked in ${ms.toFixed(0)} ms).`;
      return;
    }
    const v = c.variant;
    const examples = runExamples(v);
    const failed = examples.filter((e) => !e.ok);
    ui.status.textContent = `${fileName(HOUSE_FILE)} checks clean: variant ${v.id}, ${v.clauses.length} rules, ${v.ambiguities.size} open questions, `
      + `${examples.length} example${examples.length === 1 ? '' : 's'}${failed.length ? `, ${failed.length} failing` : examples.length ? ', all passing' : ''} (checked in ${ms.toFixed(0)} ms).`;
    if (failed.length) ui.errors.replaceChildren(...failed.map((e) => { const li = document.createElement('li'); const pre = document.createElement('pre'); pre.textContent = e.message; li.append(pre); return li; }));
    if (c.base) ui.changes.append(changesTable(c.base, v));
    const seats = compileVariant(v).players.max;
    ui.tryIt.append(
      button(`Play “${v.title}” against ${BOTS[Math.min(4, seats) - 2]} bots`, () => mount('play', v, seats)),
      button(c.base ? `Score it on the slate beside ${c.base.title}` : 'Score it on the slate', () => mount('slate', v, seats, c.base)),
    );
  }

  /** Mounts the play or slate engine on the checked variant, as the rulebook's islands do. */
  function mount(kind: 'play' | 'slate', v: ResolvedVariant, seats: number, base: ResolvedVariant | null = null): void {
    const host = document.createElement(kind === 'play' ? 'stichwort-play' : 'stichwort-slate');
    host.className = 'panel island';
    host.setAttribute('aria-label', kind === 'play' ? `A game of ${v.title}` : `The slate for ${v.title}`);
    const json = document.createElement('script');
    json.type = 'application/json';
    const players = ['N', 'W', 'S', 'E', 'X', 'Y'].slice(0, seats);
    json.textContent = JSON.stringify(kind === 'play' ? toWire(v)
      : { variants: [toWire(v), ...(base ? [toWire(base)] : [])], players, dealer: players[0], examples: [] });
    host.append(json);
    // The play engine deals from a random seed of its own; a house rule's game is not kept.
    if (kind === 'play') host.dataset.persist = 'false';
    ui.mounted.replaceChildren(host);
    const engine = kind === 'play' ? import('./play-engine.ts') : import('./slate-engine.ts');
    void engine.then((m) => m.boot(host));
  }

  check();
}

const BOTS = ['one', 'two', 'three'];
const fileName = (source: string) => (source.endsWith(VARIANT_EXTENSION) ? source : `${source}${VARIANT_EXTENSION}`);

/** The rules the house rule adds, removes or changes against its base, with citations. */
function changesTable(base: ResolvedVariant, v: ResolvedVariant): HTMLElement {
  const d = diffRules(base, v);
  const wrap = document.createElement('div');
  const p = document.createElement('p');
  const count = (c: string) => d.rules.filter((r) => r.change === c).length;
  p.textContent = `Against ${base.id}: ${count('changed')} rules changed, ${count('removed')} removed, ${count('added')} added, ${d.same} the same.`;
  wrap.append(p);
  if (!d.rules.length) return wrap;
  const table = document.createElement('table');
  table.innerHTML = `<thead><tr><th scope="col">Rule</th><th scope="col">Change</th><th scope="col">${base.id}</th><th scope="col">yours</th></tr></thead>`;
  const body = document.createElement('tbody');
  for (const r of d.rules) {
    const tr = document.createElement('tr');
    tr.className = `diff-${r.change}`;
    for (const text of [r.id, r.change, r.a ? sideText(r.a) : '—', r.b ? sideText(r.b) : '—']) { const td = document.createElement('td'); td.textContent = text; tr.append(td); }
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
    status: body.querySelector<HTMLElement>('.status')!, errors: body.querySelector<HTMLElement>('.errors')!,
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
