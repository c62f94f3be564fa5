/**
 * The playground editor's coloured view: a `<pre>` drawn under a textarea whose own text is
 * transparent, so that typing, selection, undo and screen readers stay the browser's own. The
 * colours come from the project's TextMate grammar (tokenized by ./textmate.ts); the spans a
 * diagnostic points at get a wavy underline, a shape as well as a colour.
 */
import { tokenize, type TmGrammar } from './textmate.ts';

/** A span of the text to mark as an error, by offsets. */
export interface Marked { from: number; to: number }

/** The class a token's scopes get: its innermost scope that has a colour, or none. */
export function scopeClass(scopes: readonly string[]): string {
  for (let i = scopes.length - 1; i >= 0; i--) {
    const s = scopes[i]!;
    if (s.startsWith('comment.')) return 'tm-comment';
    if (s.startsWith('string.')) return 'tm-string';
    if (s.startsWith('keyword.')) return 'tm-keyword';
    if (s.startsWith('entity.name.')) return 'tm-name';
    if (s.startsWith('constant.')) return 'tm-constant';
    if (s.startsWith('meta.citation.') || s.startsWith('punctuation.')) return 'tm-cite';
  }
  return '';
}

/** The view's HTML for `text`: runs of one class as spans, marked spans in `<mark>`. */
export function viewHtml(grammar: TmGrammar, text: string, marked: readonly Marked[]): string {
  const classes: string[] = [];
  for (const line of tokenize(grammar, text)) {
    for (const t of line) for (let i = 0; i < t.text.length; i++) classes.push(scopeClass(t.scopes));
    classes.push(''); // the newline
  }
  // Which characters are marked, from a running count of spans opened and closed: linear in the
  // text and the spans, however many diagnostics there are.
  const depth = new Int32Array(text.length + 1);
  for (const m of marked) {
    const from = Math.max(0, Math.min(text.length, m.from));
    depth[from]! += 1;
    depth[Math.max(from + 1, Math.min(text.length, m.to))]! -= 1;
  }
  for (let i = 1; i <= text.length; i++) depth[i]! += depth[i - 1]!;
  const isMarked = (i: number) => depth[i]! > 0;
  let html = '';
  for (let i = 0; i < text.length;) {
    const cls = classes[i] ?? '', mark = isMarked(i);
    let j = i + 1;
    while (j < text.length && (classes[j] ?? '') === cls && isMarked(j) === mark && text[j] !== '\n') j++;
    let run = escape(text.slice(i, j));
    if (cls) run = `<span class="${cls}">${run}</span>`;
    html += mark ? `<mark class="squiggle">${run}</mark>` : run;
    i = j;
  }
  // A last empty line still takes its height, so that the view scrolls as far as the textarea.
  return html + '\n ';
}

/** A grammar that colours nothing, for texts over COLOUR_LIMIT. */
const PLAIN: TmGrammar = { scopeName: 'text.plain', patterns: [] };

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The longest text coloured (characters). Colouring runs on the page with every keystroke; beyond
 * this it would hold up typing (a text of 150,000 characters on one line takes about a second), so
 * a longer text is shown plain, underlines included.
 */
export const COLOUR_LIMIT = 50_000;

/** Lays `view` under `editor` and keeps it painted and scrolled with it; returns `paint(marked)`. */
export function attachView(editor: HTMLTextAreaElement, view: HTMLElement, grammar: TmGrammar): (marked?: readonly Marked[]) => void {
  let marks: readonly Marked[] = [];
  const paint = (marked: readonly Marked[] = marks) => {
    marks = marked;
    const text = editor.value;
    view.innerHTML = viewHtml(text.length > COLOUR_LIMIT ? PLAIN : grammar, text, marks);
    view.scrollTop = editor.scrollTop;
    view.scrollLeft = editor.scrollLeft;
  };
  // Typing moves the marks' text; they are dropped until the next check puts them back.
  editor.addEventListener('input', () => paint([]));
  editor.addEventListener('scroll', () => { view.scrollTop = editor.scrollTop; view.scrollLeft = editor.scrollLeft; });
  return paint;
}
