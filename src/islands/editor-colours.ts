/**
 * The playground editor's colours: the project's TextMate grammar (tokenized by ./textmate.ts, the
 * same grammar file Shiki colours the variant pages with) turned into CodeMirror mark decorations,
 * one class per token by its innermost coloured scope.
 */
import { RangeSetBuilder, type Text } from '@codemirror/state';
import { Decoration, ViewPlugin, type DecorationSet, type EditorView, type ViewUpdate } from '@codemirror/view';
import { tokenize, type TmGrammar } from './textmate.ts';

/** The class a token's scopes get: its innermost scope that has a colour, or none. */
function scopeClass(scopes: readonly string[]): string {
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

/** A coloured run of the text, by offsets. */
export interface ColouredRun {
  from: number;
  to: number;
  cls: string;
}

/** The coloured runs of `text`, in order (runs of one class merged; uncoloured text left out). */
export function colouredRuns(grammar: TmGrammar, text: string): ColouredRun[] {
  const runs: ColouredRun[] = [];
  let at = 0;
  for (const line of tokenize(grammar, text)) {
    for (const t of line) {
      const cls = scopeClass(t.scopes);
      const last = runs.at(-1);
      if (cls && last && last.cls === cls && last.to === at) last.to = at + t.text.length;
      else if (cls && t.text.length) runs.push({ from: at, to: at + t.text.length, cls });
      at += t.text.length;
    }
    at += 1; // the newline
  }
  return runs;
}

/**
 * The longest text coloured (characters). Tokenizing runs on the page with every change; beyond
 * this it would hold up typing (a text of 150,000 characters on one line takes about a second), so
 * a longer text is shown plain.
 */
export const COLOUR_LIMIT = 50_000;

const marks = new Map<string, Decoration>();
const markFor = (cls: string): Decoration => {
  let m = marks.get(cls);
  if (!m) {
    m = Decoration.mark({ class: cls });
    marks.set(cls, m);
  }
  return m;
};

function decorations(grammar: TmGrammar, doc: Text): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  if (doc.length <= COLOUR_LIMIT)
    for (const r of colouredRuns(grammar, doc.toString())) builder.add(r.from, r.to, markFor(r.cls));
  return builder.finish();
}

/** The editor extension that colours the document with `grammar`, again at each change. */
export function colours(grammar: TmGrammar) {
  return ViewPlugin.fromClass(
    class {
      decorations: DecorationSet;
      constructor(view: EditorView) {
        this.decorations = decorations(grammar, view.state.doc);
      }
      update(u: ViewUpdate) {
        if (u.docChanged) this.decorations = decorations(grammar, u.state.doc);
      }
    },
    { decorations: (p) => p.decorations },
  );
}
