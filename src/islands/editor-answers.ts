/**
 * The language services' answers as the Playground's editor shows them: a hover card built with
 * `textContent` only (a file's words are never markup), and the completion list's icons by kind.
 */
import type { CompletionOption, HoverInfo } from '../services/types.ts';

/** The card shown when the pointer rests on a word: what it is, the thing as written, its citation and the rulebook section. */
export function hoverCard(info: HoverInfo): HTMLElement {
  const card = document.createElement('div');
  card.className = 'hover-rule';
  const title = document.createElement('strong');
  title.textContent = info.title;
  const text = document.createElement('pre');
  text.textContent = info.text;
  card.append(title, text);
  if (info.cite) {
    const cite = document.createElement('p');
    cite.textContent = `Source: ${info.cite}`;
    card.append(cite);
  }
  if (info.section) {
    const p = document.createElement('p');
    const a = document.createElement('a');
    a.href = info.section.href;
    a.textContent = info.section.heading;
    p.append('Explained in the rulebook: ', a);
    card.append(p);
  }
  return card;
}

/** CodeMirror's completion type (its icon) for each kind of thing the services complete. */
export function completionKinds(kind: CompletionOption['kind']): string {
  switch (kind) {
    case 'keyword':
      return 'keyword';
    case 'clause':
    case 'phase':
      return 'function';
    case 'ambiguity':
    case 'reading':
      return 'enum';
    case 'source':
    case 'variant':
      return 'namespace';
    case 'card':
    case 'suit':
    case 'rank':
      return 'constant';
    default:
      return 'variable';
  }
}
