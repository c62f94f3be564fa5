/**
 * The playground's editor: CodeMirror 6 with the project's colours (./editor-colours.ts), undo and
 * redo, the checker's problems underlined with their fixes, completion and hover answered by the
 * checker's worker, and search (loaded when first asked for, with Ctrl-F or Cmd-F). What the
 * editor knows of the language comes from those answers: it has no grammar of its own.
 */
import { EditorState, Prec, StateEffect, type Extension } from '@codemirror/state';
import { EditorView, hoverTooltip, keymap, lineNumbers, drawSelection, type Tooltip } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import type { CompletionSource } from '@codemirror/autocomplete';
import type { Diagnostic } from '@codemirror/lint';
import { colours } from './editor-colours.ts';
import { controls } from './editor-controls.ts';
import type { TmGrammar } from './textmate.ts';

/** What the editor is made with. */
export interface EditorOptions {
  parent: HTMLElement;
  doc: string;
  grammar: TmGrammar;
  /** The id of the element that labels the editor (for screen readers and `getByLabel`). */
  labelledBy: string;
  /** The id of the element that says how to use the editor by keyboard (Tab indents; Esc, then Tab, moves on). */
  describedBy?: string;
  /** Hears every change of the text. */
  changed(text: string): void;
  /** Completion, from the checker. */
  complete?: CompletionSource;
  /** What to show when the pointer rests at `pos`, or null. */
  hover?(pos: number): Promise<{ from: number; to: number; dom: HTMLElement } | null>;
}

/** Opens the search panel, loading search the first time it is asked for. */
function openSearch(view: EditorView): boolean {
  void import('@codemirror/search').then((m) => {
    if (!m.searchPanelOpen(view.state))
      view.dispatch({ effects: StateEffect.appendConfig.of([m.search({ top: true }), keymap.of(m.searchKeymap)]) });
    m.openSearchPanel(view);
  });
  return true;
}

/**
 * The underlining of problems (@codemirror/lint), loaded with the first problem to show: a file
 * that checks clean, as the Playground starts with, needs none of it.
 */
let lint: typeof import('@codemirror/lint') | null = null;
let lintLoading: Promise<typeof import('@codemirror/lint')> | null = null;
const loadLint = (): Promise<typeof import('@codemirror/lint')> =>
  (lintLoading ??= import('@codemirror/lint').then((m) => (lint = m)));

/**
 * The lint keys (Ctrl-Shift-M opens the list of problems, F8 goes to the next), as @codemirror/lint
 * binds them: F8 does nothing before any problem was shown, as the lint's own key does then.
 */
const lintKeys = [
  {
    key: 'Mod-Shift-m',
    run: (view: EditorView) => {
      if (lint) return lint.openLintPanel(view);
      void loadLint().then((m) => m.openLintPanel(view));
      return true;
    },
    preventDefault: true,
  },
  { key: 'F8', run: (view: EditorView) => lint?.nextDiagnostic(view) ?? false },
];

/**
 * Completion, loaded the first time the editor has the focus (no one completes before typing), so
 * that a page with an editor does not load it up front; its keys go before the default ones.
 */
function completionOnFocus(complete: CompletionSource | undefined): Extension {
  let loading = false;
  return EditorView.updateListener.of((u) => {
    if (loading || !u.focusChanged || !u.view.hasFocus) return;
    loading = true;
    void import('@codemirror/autocomplete').then((m) =>
      u.view.dispatch({
        effects: StateEffect.appendConfig.of([
          m.autocompletion({ override: complete ? [complete] : [], activateOnTyping: true }),
          Prec.high(keymap.of(m.completionKeymap)),
        ]),
      }),
    );
  });
}

const theme = EditorView.theme({
  '&': {
    backgroundColor: 'var(--code)',
    color: 'var(--fg)',
    border: '1px solid var(--line)',
    borderRadius: '6px',
    maxHeight: '32rem',
  },
  '&.cm-focused': { outline: '2px solid var(--accent)', outlineOffset: '1px' },
  '.cm-scroller': {
    fontFamily: 'ui-monospace, "Cascadia Mono", Menlo, monospace',
    fontSize: '.9rem',
    lineHeight: '1.45',
    overflow: 'auto',
  },
  '.cm-content': { caretColor: 'var(--fg)', minHeight: '18rem' },
  '.cm-gutters': { backgroundColor: 'transparent', color: 'var(--muted)', borderRight: '1px solid var(--line)' },
  '.cm-tooltip': {
    backgroundColor: 'var(--bg)',
    color: 'var(--fg)',
    border: '1px solid var(--line)',
    maxWidth: 'min(36rem, 90vw)',
  },
  '.cm-tooltip-hover': { padding: '.4rem .6rem', fontSize: '.85rem' },
  '.cm-control': { color: 'var(--accent)' },
  '.cm-tooltip-autocomplete > ul > li[aria-selected]': { backgroundColor: 'var(--accent)', color: 'var(--bg)' },
});

/** Makes the editor. */
export function createEditor(o: EditorOptions): EditorView {
  const extensions: Extension[] = [
    lineNumbers(),
    history(),
    drawSelection(),
    colours(o.grammar),
    theme,
    // A bidi or zero-width control in the text is drawn as its code point: none reorders a line or hides in a word.
    controls,
    EditorState.tabSize.of(2),
    EditorView.contentAttributes.of({
      'aria-labelledby': o.labelledBy,
      ...(o.describedBy ? { 'aria-describedby': o.describedBy } : {}),
      spellcheck: 'false',
      autocapitalize: 'off',
      autocorrect: 'off',
    }),
    completionOnFocus(o.complete),
    keymap.of([
      { key: 'Mod-f', run: openSearch, preventDefault: true },
      ...defaultKeymap,
      ...historyKeymap,
      ...lintKeys,
      indentWithTab,
    ]),
    EditorView.updateListener.of((u) => {
      if (u.docChanged) o.changed(u.state.doc.toString());
    }),
  ];
  if (o.hover) {
    const hover = o.hover;
    extensions.push(
      hoverTooltip(async (_view, pos): Promise<Tooltip | null> => {
        const h = await hover(pos);
        return h && { pos: h.from, end: h.to, above: true, create: () => ({ dom: h.dom }) };
      }),
    );
  }
  return new EditorView({ parent: o.parent, state: EditorState.create({ doc: o.doc, extensions }) });
}

/** Replaces the whole text, as one step that undo takes back. */
export function replaceText(view: EditorView, text: string): void {
  view.dispatch({
    changes: { from: 0, to: view.state.doc.length, insert: text },
    selection: { anchor: 0 },
    scrollIntoView: true,
    userEvent: 'input.replace',
  });
}

/** Adds `text` at the end, on a line of its own, and shows it. */
export function appendText(view: EditorView, text: string): void {
  const doc = view.state.doc;
  const gap = doc.length === 0 ? '' : doc.sliceString(doc.length - 1) === '\n' ? '\n' : '\n\n';
  const at = doc.length + gap.length;
  view.dispatch({
    changes: { from: doc.length, insert: gap + text },
    selection: { anchor: at, head: at + text.length },
    scrollIntoView: true,
    userEvent: 'input',
  });
}

/** Selects `from`–`to`, scrolls it into view and puts the focus in the editor. */
export function selectSpan(view: EditorView, from: number, to: number): void {
  const end = Math.min(view.state.doc.length, Math.max(to, from + 1));
  const start = Math.min(from, end);
  view.dispatch({
    selection: { anchor: start, head: end },
    effects: EditorView.scrollIntoView(start, { y: 'center' }),
  });
  view.focus();
}

/** Shows the checker's problems in the text: underlined, with their message and fixes on hover or F8. */
export function showDiagnostics(view: EditorView, diagnostics: readonly Diagnostic[]): void {
  shown.set(view, diagnostics);
  if (lint) underline(view, lint);
  // None to show and none shown yet: nothing to load (the lint would draw nothing).
  else if (diagnostics.length > 0) void loadLint().then((m) => underline(view, m));
}

/** The problems last handed to each editor: the lint, once loaded, shows the latest, never an older set. */
const shown = new WeakMap<EditorView, readonly Diagnostic[]>();

function underline(view: EditorView, m: typeof import('@codemirror/lint')): void {
  const length = view.state.doc.length;
  const inText = (shown.get(view) ?? []).map((d) => ({
    ...d,
    from: Math.min(d.from, length),
    to: Math.min(Math.max(d.to, d.from), length),
  }));
  view.dispatch(m.setDiagnostics(view.state, inText));
}
