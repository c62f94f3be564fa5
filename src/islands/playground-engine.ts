/**
 * The playground's engine: write a house rule that extends a shipped variant, in a CodeMirror
 * editor (./code-editor.ts), and as you type it is parsed, resolved and checked by the same pipeline
 * as `stichwort check` (./house-rule.ts), in a Web Worker (./check-client.ts), so that no text can
 * freeze the page: a check that takes too long is abandoned and located, and a checker that crashes
 * says so. Problems are underlined in the editor and listed with file:line:col, a code frame and a
 * hint. A file that checks clean shows what it changes against its base and how its examples fare,
 * and can be played against bots, scored on the slate beside its base or simulated, by the same
 * islands as the rulebook; a deal played or scored there can be saved into the file as an example.
 * The file can be shared as a link, downloaded and opened. The text is kept in localStorage at every
 * change, and a replaced text can be brought back (and undone), so nothing written is lost.
 */
import type { EditorView } from '@codemirror/view';
import { appendText, createEditor, replaceText, selectSpan, showDiagnostics } from './code-editor.ts';
import { COLOUR_LIMIT } from './editor-colours.ts';
import { CheckClient, playgroundWorker, playgroundWorkerScript, type CheckOutcome } from './check-client.ts';
import { fileName, HOUSE_FILE, template } from './house-template.ts';
import type { CheckReport, CleanReport, Problem } from './house-rule.ts';
import type { Playable } from './house-run.ts';
import type { TmGrammar } from './textmate.ts';
import type { SectionEntry } from '../services/sections.ts';
import { button } from './dom.ts';
import type { CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import type { Diagnostic } from '@codemirror/lint';
import { echo, showControls, showControlsIn, showControlsInProblem } from './visible-text.ts';
import { loadSimUi } from './i18n/sim-ui.ts';

// Each island's import in a function of its own (one conditional import made the bundler preload
// both engines). Each loads its catalogs as it boots.
const playEngine = () => import('./play-engine.ts');
const slateEngine = () => import('./slate-engine.ts');

/** A file the playground can start from: a shipped variant (a template extending it) or a house rule of the gallery (its own text). */
interface Start {
  id: string;
  title: string;
  choice: string | null;
}

/** What the page hands the playground: the files, what to start from, and the TextMate grammar that colours the editor. */
interface PlaygroundData {
  sources: Record<string, string>;
  prelude: string | null;
  bases: Start[];
  sections: SectionEntry[];
  /** The house rules of the gallery (their texts are among `sources`). */
  gallery: { id: string; title: string }[];
  start: string;
  grammar: TmGrammar;
  /** Where the courses are (`/learn/`): a house rule's lessons link to its game's. */
  learn: string;
}

const TEXT_KEY = 'stichwort-playground:text';
const PREVIOUS_KEY = 'stichwort-playground:previous';

/** Starts the playground inside `root`. */
export function boot(root: HTMLElement): void {
  const data = JSON.parse(root.querySelector('script[type="application/json"]')!.textContent!) as PlaygroundData;
  root.querySelector('.playground-placeholder')?.remove();
  const ui = layout(root, data);
  const gallery = new Map(data.gallery.map((g) => [g.id, g]));
  const sources = new Map(Object.entries(data.sources));
  const bases = new Map(data.bases.map((b) => [b.id, b]));
  const startText = (id: string): string => {
    const house = gallery.has(id) ? sources.get(id) : undefined;
    if (house !== undefined) return house;
    const b = bases.get(id) ?? { id, title: id, choice: null };
    return template(b.id, b.title, b.choice);
  };
  // Storage may be turned off or full: the text stays in the editor, and the page says it is not kept.
  const recall = (key: string): string | null => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const keep = (key: string, value: string): void => {
    try {
      localStorage.setItem(key, value);
      ui.kept.textContent = '';
    } catch {
      ui.kept.textContent =
        'This browser would not keep the text (its storage is full or turned off): copy it somewhere before you leave the page.';
    }
  };

  let timer = 0;
  const noteLength = (text: string) => {
    ui.plain.textContent =
      text.length > COLOUR_LIMIT
        ? `The text is over ${COLOUR_LIMIT.toLocaleString('en')} characters: it is shown without colours, so that typing stays quick.`
        : '';
  };
  const view: EditorView = createEditor({
    parent: ui.editorHost,
    doc: recall(TEXT_KEY) ?? startText(data.start),
    grammar: data.grammar,
    labelledBy: 'house-rule-editor-label',
    describedBy: 'house-rule-editor-keys',
    complete: (ctx) => complete(ctx),
    hover: async (pos) => {
      const a = await checker.ask({ kind: 'hover', text: text(), offset: pos });
      if (a?.kind !== 'hover' || !a.info) return null;
      // The card's code loads with the first answer to show (./editor-answers.ts).
      const { hoverCard } = await import('./editor-answers.ts');
      return { from: a.info.from, to: a.info.to, dom: hoverCard(a.info) };
    },
    changed: (text) => {
      noteLength(text);
      keep(TEXT_KEY, text);
      clearTimeout(timer);
      timer = window.setTimeout(check, 150);
    },
  });
  // The element keeps its editor, as CodeMirror's own DOM does: the browser tests read the text and selection from it.
  (root as HTMLElement & { editorView?: EditorView }).editorView = view;
  const text = () => view.state.doc.toString();
  ui.restore.hidden = recall(PREVIOUS_KEY) === null;

  /** Puts `next` in the editor as one undoable step, keeping the text it replaces to bring back. */
  const replaceWith = (next: string): void => {
    keep(PREVIOUS_KEY, text());
    ui.restore.hidden = false;
    replaceText(view, next);
  };
  ui.fresh.addEventListener('click', () => replaceWith(startText(ui.base.value)));
  ui.restore.addEventListener('click', () => {
    const previous = recall(PREVIOUS_KEY);
    if (previous !== null) replaceWith(previous);
  });

  // Laying the file out as the shipped files are (one step, which undo takes back).
  ui.format.addEventListener(
    'click',
    () =>
      void checker.ask({ kind: 'format', text: text() }).then((a) => {
        if (a?.kind !== 'format') return;
        if (a.text === null) {
          ui.shared.textContent = `The file cannot be laid out until it parses (${fileName(HOUSE_FILE)}:${showControls(String(a.problem))}).`;
          return;
        }
        if (a.text === text()) {
          ui.shared.textContent = 'The file is laid out already.';
          return;
        }
        const head = view.state.selection.main.head;
        view.dispatch({
          changes: { from: 0, to: view.state.doc.length, insert: a.text },
          selection: { anchor: Math.min(head, a.text.length) },
          userEvent: 'input.format',
        });
        ui.shared.textContent = 'Laid out as stichwort fmt lays out a file: citations in a column, one clause a line.';
      }),
  );

  // Sharing: a link with the file in its fragment; a download; a file opened from disk. The link's
  // code (./share-link.ts) loads when a link is made or opened.
  ui.share.addEventListener('click', () => {
    const shared = text();
    void import('./share-link.ts')
      .then((m) => m.shareFragment(shared))
      .then(async (fragment) => {
        const url = `${location.origin}${location.pathname}#${fragment}`;
        ui.link.value = url;
        ui.linkRow.hidden = false;
        history.replaceState(null, '', `#${fragment}`);
        try {
          await navigator.clipboard.writeText(url);
          ui.shared.textContent = 'The link is copied: whoever opens it sees this file in their playground.';
        } catch {
          ui.shared.textContent = 'Copy the link below: whoever opens it sees this file in their playground.';
        }
      });
  });
  ui.download.addEventListener('click', () => {
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([text()], { type: 'text/plain' }));
    a.download = `${/^variant\s+([\w-]+)/m.exec(text())?.[1] ?? HOUSE_FILE}.stw`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  });
  ui.open.addEventListener('change', () => {
    const file = ui.open.files?.[0];
    ui.open.value = '';
    if (!file) return;
    if (file.size > 2_000_000) {
      ui.shared.textContent = `${echo(file.name)} is too large to open here (over 2 MB).`;
      return;
    }
    void file.text().then((t) => {
      replaceWith(t);
      ui.shared.textContent = `Opened ${echo(file.name)}.`;
    });
  });

  // A deal played or scored in a mounted island, saved into the file as an example. The island
  // writes an id the file does not have: it is told the file's example ids at each check.
  let examples: string[] = [];
  const tellIslands = (): void => {
    ui.mounted.querySelectorAll<HTMLElement>('[data-offer-example]').forEach((host) => {
      host.dataset.offerExample = examples.join(' ');
    });
  };
  root.addEventListener('stichwort-example', (e) => {
    const detail = (e as CustomEvent<{ text?: unknown }>).detail;
    if (typeof detail?.text !== 'string') return;
    appendText(view, detail.text);
    ui.status.textContent = 'The deal is added to the end of the file as an example; it is checked with the file.';
  });

  const checker = new CheckClient(
    playgroundWorker,
    data.sources,
    shown,
    undefined,
    undefined,
    data.prelude,
    data.sections,
  );

  /** Completion, answered by the checker's language services for the text as it is now. */
  async function complete(ctx: CompletionContext): Promise<CompletionResult | null> {
    // Only after a word character, a space or `[`, or when asked (Ctrl-Space): not on every keystroke anywhere.
    if (!ctx.explicit && !ctx.matchBefore(/[\w-]+$|(override|remove|default|extends|is)\s$|\[$/)) return null;
    const a = await checker.ask({ kind: 'complete', text: ctx.state.doc.toString(), offset: ctx.pos });
    const r = a?.kind === 'complete' ? a.result : null;
    // The list's icons by kind (./editor-answers.ts) load with the first list to show.
    const { completionKinds } = await import('./editor-answers.ts');
    if (!r || ctx.aborted) return null;
    return {
      from: r.from,
      to: r.to,
      validFor: /^[\w-]*$/,
      options: r.options.map((o) => ({
        label: o.label,
        type: completionKinds(o.kind),
        detail: o.detail,
        info: o.info,
        apply: o.apply,
      })),
    };
  }
  let slow = 0;
  const check = (): void => {
    checker.check(text());
    // Most checks answer at once; a slower one says that it is running (and the page stays usable).
    clearTimeout(slow);
    slow = window.setTimeout(() => {
      if (checker.busy) ui.status.textContent = `Checking ${fileName(HOUSE_FILE)}…`;
    }, 500);
  };

  /** Shows how the latest check ended. */
  function shown(outcome: CheckOutcome): void {
    ui.tryIt.replaceChildren();
    ui.changes.replaceChildren();
    if (outcome.kind === 'report') {
      examples = outcome.report.examples ?? [];
      tellIslands();
      showProblems(outcome.report.problems);
      showResult(outcome.report, outcome.ms);
      showStaleness(outcome.report.clean !== null);
      return;
    }
    showStaleness(false);
    // The check was abandoned or crashed: say where it was, and keep the text as it is.
    const at = outcome.progress;
    const place = at?.where ?? fileName(HOUSE_FILE);
    const said =
      outcome.kind === 'timeout'
        ? `${place}: this file took too long to check (more than ${outcome.ms / 1000} s, ${at?.what ?? 'checking its rules'}), so the check was stopped. ` +
          'Shorten or simplify that part; the file is checked again as you type.'
        : `${place}: the checker stopped with an error while ${at?.what ?? 'checking its rules'} (${outcome.message}). ` +
          'This is a fault in the checker, not something to find in your file; your text is kept.';
    // The step's words and the checker's message can quote the file: shown as showProblems shows any problem.
    const problem: Problem = at
      ? { text: said, message: said, where: at.where, house: at.house, from: at.from, to: at.to, line: at.line }
      : { text: said, message: said, where: null, house: false, from: 0, to: 0, line: 0 };
    showProblems([problem]);
    ui.status.textContent =
      outcome.kind === 'timeout'
        ? `${fileName(HOUSE_FILE)}: not checked, it took too long.`
        : `${fileName(HOUSE_FILE)}: not checked, the checker failed.`;
  }

  function showProblems(list: Problem[]): void {
    showDiagnostics(
      view,
      list
        .filter((p) => p.house && p.line > 0)
        .map(
          (p): Diagnostic => ({
            from: p.from,
            to: p.to,
            severity: 'error',
            message: showControls(p.message),
            // A repair applies its edits as one step, which undo takes back.
            actions: (p.fixes ?? []).map((f) => ({
              name: f.title,
              apply: (v: EditorView) =>
                v.dispatch({
                  changes: f.edits.map((e) => ({ from: e.from, to: e.to, insert: e.insert })),
                  userEvent: 'input.fix',
                }),
            })),
          }),
        ),
    );
    ui.errors.replaceChildren(
      ...list.map((d) => {
        const li = document.createElement('li');
        const pre = document.createElement('pre');
        // The code frame quotes the file: a bidi control there would reorder the line it shows.
        pre.textContent = showControlsInProblem(d.text);
        li.append(pre);
        if (d.house && d.where && d.line > 0)
          li.append(button(`Show ${d.where} in the editor`, () => selectSpan(view, d.from, d.to)));
        return li;
      }),
    );
  }

  function showResult(report: CheckReport, ms: number): void {
    const c = report.clean;
    if (!c) {
      const n = report.problems.length;
      ui.status.textContent = `${fileName(HOUSE_FILE)}: ${n} error${n === 1 ? '' : 's'} (checked in ${ms.toFixed(0)} ms).`;
      return;
    }
    ui.status.textContent =
      `${fileName(HOUSE_FILE)} checks clean: variant ${showControls(c.id)}, ${c.rules} rules, ${c.questions} open questions, ` +
      `${c.examples} example${c.examples === 1 ? '' : 's'}${c.failed ? `, ${c.failed} failing` : c.examples ? ', all passing' : ''} (checked in ${ms.toFixed(0)} ms).`;
    const base = c.base ? showControls(c.base.title) : null;
    if (base && c.changes) ui.changes.append(changesTable(base, c.changes));
    const checkedText = text();
    // The file's title is its author's words: shown with any control in it visible, so a label reads as it is.
    ui.tryIt.append(
      ...(c.base ? [button('Learn what it changes, lesson by lesson', () => void learn(checkedText))] : []),
      button(`Play “${showControls(c.title)}” against bots`, () => mount('play', checkedText)),
      button(base ? `Score it on the slate beside ${base}` : 'Score it on the slate', () =>
        mount('slate', checkedText),
      ),
      button(base ? `Simulate it against ${base}` : 'Simulate it', () => mount('simulate', checkedText)),
    );
  }

  /**
   * What the mounted island was made from. It plays, scores or simulates that text whatever the
   * editor holds since, so a change to the file is said above it (see showStaleness).
   */
  let mountedFrom: { kind: MountKind; text: string } | null = null;

  /** Puts `host` (a `kind` island made from `fromText`) under the playground, with a note kept hidden until the file changes. */
  function place(kind: MountKind, fromText: string, host: HTMLElement): void {
    mountedFrom = { kind, text: fromText };
    const note = document.createElement('p');
    note.className = 'stale-note';
    note.setAttribute('role', 'status');
    note.hidden = true;
    ui.mounted.replaceChildren(note, host);
  }

  /**
   * After each check: when the file is no longer the one the mounted island was made from, says so
   * above it and offers to make it again from the file as it is now (`clean`: it checks clean).
   */
  function showStaleness(clean: boolean): void {
    const note = ui.mounted.querySelector<HTMLElement>('.stale-note');
    if (!mountedFrom || !note) return;
    const { kind } = mountedFrom;
    const stale = mountedFrom.text !== text();
    note.hidden = !stale;
    if (!stale) {
      note.replaceChildren();
      return;
    }
    const what =
      kind === 'play'
        ? 'This game'
        : kind === 'slate'
          ? 'This slate'
          : kind === 'learn'
            ? 'This list'
            : 'This simulation';
    note.replaceChildren(
      `${what} uses the file as it was before your latest changes. `,
      clean
        ? button('Use the file as it is now', () => void mount(kind, text()))
        : 'Once the file checks clean again, it can use the file as it is now.',
    );
  }

  /** Mounts the play, slate or simulate island on the checked variant (compiled in the worker), as the rulebook's pages do. */
  async function mount(kind: MountKind, checkedText: string): Promise<void> {
    if (kind === 'learn') return learn(checkedText);
    const answer = await checker.ask({ kind: 'playable', text: checkedText });
    // Every string an island will show of the file (titles, names, rules' words) with its controls visible.
    const p = answer?.kind === 'playable' && answer.playable ? showControlsIn(answer.playable) : null;
    if (!p) {
      ui.status.textContent = 'The file changed or stopped checking clean: check it again first.';
      return;
    }
    if (kind === 'simulate') return simulate(p, checkedText);
    const host = document.createElement(kind === 'play' ? 'stichwort-play' : 'stichwort-slate');
    host.className = 'panel island';
    host.setAttribute('aria-label', kind === 'play' ? `A game of ${p.title}` : `The slate for ${p.title}`);
    // A deal finished there can be saved into the file as an example (the island then offers it).
    host.dataset.offerExample = examples.join(' ');
    const json = document.createElement('script');
    json.type = 'application/json';
    const players = p.seats;
    json.textContent = JSON.stringify(
      kind === 'play'
        ? p.wire
        : { variants: [p.wire, ...(p.base ? [p.base.wire] : [])], players, dealer: players[0], examples: [] },
    );
    host.append(json);
    // The play engine deals from a random seed of its own; a house rule's game is not kept.
    if (kind === 'play') host.dataset.persist = 'false';
    place(kind, checkedText, host);
    void (kind === 'play' ? playEngine() : slateEngine()).then((m) => m.boot(host));
  }

  /** Shows what the clean file changes, lesson by lesson of its game's course, where the islands mount. */
  async function learn(checkedText: string): Promise<void> {
    const answer = await checker.ask({ kind: 'lessons', text: checkedText });
    const lessons = answer?.kind === 'lessons' ? answer.lessons : null;
    if (!lessons) {
      ui.status.textContent = 'The file changed or stopped checking clean: check it again first.';
      return;
    }
    const { houseLessonsView } = await import('./house-lessons-view.ts');
    const view = houseLessonsView(lessons, data.learn);
    view.tabIndex = -1;
    place('learn', checkedText, view);
    view.focus();
  }

  /** Mounts the Simulate panel: the house rule (and its base) played by bots in a worker. */
  function simulate(p: Playable, fromText: string): void {
    const host = document.createElement('section');
    host.className = 'panel island sim-panel';
    host.setAttribute('aria-label', p.base ? `Simulate ${p.title} against ${p.base.title}` : `Simulate ${p.title}`);
    place('simulate', fromText, host);
    const variants = [
      { wire: p.wire, title: p.title },
      ...(p.base ? [{ wire: p.base.wire, title: p.base.title }] : []),
    ];
    // The panel and its words (./i18n/ui.ts) load side by side.
    void Promise.all([import('./simulate-panel.ts'), loadSimUi()]).then(([m]) =>
      m.mountSimulatePanel(host, variants, playgroundWorkerScript),
    );
  }

  /** A file asked for by the address: `?house=ID` (a house rule of the gallery) or `#stw=…` (a shared file). */
  async function opened(): Promise<void> {
    const asked = new URLSearchParams(location.search).get('house');
    const house = asked !== null ? gallery.get(asked) : undefined;
    // The address is anyone's to write: said back cut short, its controls shown.
    if (asked !== null && !house)
      ui.shared.textContent = `There is no house rule called “${echo(asked)}” in the gallery; the playground shows your own text.`;
    if (house && startText(house.id) !== text()) {
      replaceWith(startText(house.id));
      ui.shared.textContent = `Opened the house rule “${showControls(house.title)}” from the gallery.`;
    }
    // An address without a fragment carries no file (sharedText would say null): no link to read.
    if (location.hash.length <= 1) return;
    const { sharedText, ShareLinkError } = await import('./share-link.ts');
    try {
      const shared = await sharedText(location.hash);
      if (shared !== null && shared !== text()) {
        replaceWith(shared);
        ui.shared.textContent =
          'Opened the file from the link. Your text before is kept: “Bring back the text before” returns to it.';
      }
    } catch (e) {
      ui.shared.textContent = `This link's file could not be opened: ${e instanceof ShareLinkError ? e.message : 'it is damaged'}. Your own text is shown instead.`;
    }
  }

  noteLength(text());
  check();
  void opened();
}

/** The rules the house rule adds, removes or changes against its base, with citations. */
function changesTable(baseTitle: string, d: NonNullable<CleanReport['changes']>): HTMLElement {
  const wrap = document.createElement('div');
  const p = document.createElement('p');
  p.textContent = `Against ${baseTitle}: ${d.changed} rule${d.changed === 1 ? '' : 's'} changed, ${d.removed} removed, ${d.added} added, ${d.same} the same.`;
  wrap.append(p);
  if (!d.rows.length) return wrap;
  // `stack`: on a narrow screen each row becomes a card, each cell labelled (see Layout.astro).
  const table = document.createElement('table');
  table.className = 'stack';
  const columns = ['Rule', 'Change', baseTitle, 'Yours'];
  const head = table.createTHead().insertRow();
  for (const t of columns) {
    const th = document.createElement('th');
    th.scope = 'col';
    th.textContent = t;
    head.append(th);
  }
  const body = document.createElement('tbody');
  for (const r of d.rows) {
    const tr = document.createElement('tr');
    tr.className = `diff-${r.change}`;
    const rule = document.createElement('th');
    rule.scope = 'row';
    rule.textContent = r.id;
    tr.append(rule);
    [r.change, r.a, r.b].forEach((t, i) => {
      const td = document.createElement('td');
      td.textContent = showControls(t);
      td.dataset.label = columns[i + 1]!;
      tr.append(td);
    });
    body.append(tr);
  }
  table.append(body);
  wrap.append(table);
  return wrap;
}

function layout(root: HTMLElement, data: PlaygroundData) {
  const body = document.createElement('div');
  // Static markup only: every text that comes from a file is set with textContent below.
  body.innerHTML = `
    <div class="playground-controls">
      <label>Start from <select class="base"></select></label>
      <button type="button" class="fresh">Start afresh from it</button>
      <button type="button" class="restore" hidden>Bring back the text before</button>
    </div>
    <p class="editor-label" id="house-rule-editor-label">Your variant file, <code>${fileName(HOUSE_FILE)}</code></p>
    <p class="editor-keys" id="house-rule-editor-keys">In the editor, Tab indents; to move on by keyboard, press Esc, then Tab.</p>
    <div class="editor-host"></div>
    <div class="file-controls">
      <button type="button" class="format">Lay it out (as stichwort fmt)</button>
      <button type="button" class="share">Copy a link to this file</button>
      <button type="button" class="download">Download it (.stw)</button>
      <label class="open-label">Open a .stw file <input type="file" class="open" accept=".stw,text/plain"></label>
    </div>
    <p class="link-row" hidden><label>Link <input type="text" class="link" readonly></label></p>
    <p class="shared" aria-live="polite"></p>
    <p class="plain-note"></p>
    <p class="kept" role="alert"></p>
    <p class="status check-status" role="status" aria-live="polite"></p>
    <ol class="errors" aria-label="Problems"></ol>
    <div class="changes"></div>
    <div class="try-it"></div>
    <div class="mounted"></div>`;
  root.append(body);
  const base = body.querySelector<HTMLSelectElement>('.base')!;
  const group = (label: string, items: { id: string; title: string }[]) => {
    const g = document.createElement('optgroup');
    g.label = label;
    for (const b of items) g.append(new Option(b.title, b.id, b.id === data.start, b.id === data.start));
    base.append(g);
  };
  group('Variants', data.bases);
  if (data.gallery.length) group('House rules from the gallery', data.gallery);
  const q = <T extends HTMLElement>(sel: string) => body.querySelector<T>(sel)!;
  return {
    base,
    editorHost: q<HTMLElement>('.editor-host'),
    fresh: q<HTMLButtonElement>('.fresh'),
    restore: q<HTMLButtonElement>('.restore'),
    format: q<HTMLButtonElement>('.format'),
    share: q<HTMLButtonElement>('.share'),
    download: q<HTMLButtonElement>('.download'),
    open: q<HTMLInputElement>('.open'),
    link: q<HTMLInputElement>('.link'),
    linkRow: q<HTMLElement>('.link-row'),
    shared: q<HTMLElement>('.shared'),
    status: q<HTMLElement>('.check-status'),
    kept: q<HTMLElement>('.kept'),
    plain: q<HTMLElement>('.plain-note'),
    errors: q<HTMLElement>('.errors'),
    changes: q<HTMLElement>('.changes'),
    tryIt: q<HTMLElement>('.try-it'),
    mounted: q<HTMLElement>('.mounted'),
  };
}

/** The islands the playground mounts on a clean file. */
type MountKind = 'play' | 'slate' | 'simulate' | 'learn';
