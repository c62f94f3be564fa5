/**
 * Shiki, once for the whole build: the variant-file highlighter with the project's own TextMate
 * grammar (grammar/stichwort.tmLanguage.json, the one the playground will reuse).
 */
import { createHighlighter, type Highlighter } from 'shiki';
import grammar from '../../grammar/stichwort.tmLanguage.json' with { type: 'json' };

let highlighter: Promise<Highlighter> | null = null;

/** `code` (a variant file) as highlighted HTML, light and dark themes both. */
export async function highlightVariant(code: string): Promise<string> {
  highlighter ??= createHighlighter({
    themes: ['github-light-high-contrast', 'github-dark-high-contrast'],
    langs: [grammar as never],
  });
  return (await highlighter).codeToHtml(code, {
    lang: 'stichwort',
    themes: { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' },
  });
}
