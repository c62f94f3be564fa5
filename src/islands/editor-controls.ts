/**
 * The playground editor's bidi and zero-width controls drawn as their code points (⟨U+202E⟩, as
 * ./visible-text.ts shows them elsewhere), so that none reorders a line of the file or hides in a
 * word. CodeMirror's own highlightSpecialChars would do it at twice the size, beyond the page's
 * JavaScript budget; the decorations here are the ones the colours already load.
 */
import { RangeSetBuilder, type Text } from '@codemirror/state';
import {
  Decoration,
  ViewPlugin,
  WidgetType,
  type DecorationSet,
  type EditorView,
  type ViewUpdate,
} from '@codemirror/view';
import { CONTROLS, showControls } from './visible-text.ts';

/** A control drawn as its code point. */
class ControlWidget extends WidgetType {
  readonly char: string;
  constructor(char: string) {
    super();
    this.char = char;
  }
  override eq(other: ControlWidget): boolean {
    return other.char === this.char;
  }
  toDOM(): HTMLElement {
    const span = document.createElement('span');
    span.className = 'cm-control';
    span.textContent = showControls(this.char);
    return span;
  }
}

function decorations(doc: Text): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  for (const m of doc.toString().matchAll(CONTROLS))
    builder.add(m.index, m.index + 1, Decoration.replace({ widget: new ControlWidget(m[0]) }));
  return builder.finish();
}

/** The editor extension that draws every control as its code point, again at each change. */
export const controls = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = decorations(view.state.doc);
    }
    update(u: ViewUpdate) {
      if (u.docChanged) this.decorations = decorations(u.state.doc);
    }
  },
  { decorations: (p) => p.decorations },
);
