/**
 * The playground's TextMate tokenizer (src/islands/textmate.ts) against Shiki, which colours the
 * variant pages with the same grammar: on every shipped variant file, every character gets the
 * same scopes from both.
 */
import { describe, expect, it } from 'vitest';
import { createHighlighter } from 'shiki';
import grammar from '../../grammar/stichwort.tmLanguage.json' with { type: 'json' };
import { tokenize, type TmGrammar } from '../../src/islands/textmate.ts';
import { colouredRuns } from '../../src/islands/editor-colours.ts';
import { siteVariants } from '../../src/site/data.ts';

const tm = grammar as unknown as TmGrammar;

/** One entry per character: its scopes joined, the grammar's own left out. */
function perCharacter(lines: { text: string; scopes: string[] }[][]): string[][] {
  return lines.map((line) => line.flatMap((t) => Array.from(t.text, () => t.scopes.join(' '))));
}

describe('the playground tokenizer', () => {
  it('gives every character of every shipped variant file the scopes Shiki gives it', async () => {
    const shiki = await createHighlighter({ themes: ['github-light-high-contrast'], langs: [grammar as never] });
    for (const v of siteVariants()) {
      const theirs = shiki
        .codeToTokens(v.source, {
          lang: 'stichwort' as never,
          theme: 'github-light-high-contrast',
          includeExplanation: true,
        })
        .tokens.map((line) =>
          line.flatMap((t) =>
            (t.explanation ?? []).map((e) => ({
              text: e.content,
              scopes: e.scopes.map((s) => s.scopeName).filter((s) => s !== tm.scopeName),
            })),
          ),
        );
      const ours = tokenize(tm, v.source);
      expect(perCharacter(ours), v.id).toEqual(perCharacter(theirs));
    }
  });

  it('splits a clause into its label, keywords, numbers and citation', () => {
    const [line] = tokenize(tm, 'rubber: rubber 40 games   [pagat "Phase 1"]');
    const scoped = (text: string) => line!.find((t) => t.text === text)?.scopes;
    expect(scoped('rubber')).toEqual(['entity.name.function.stichwort']);
    expect(scoped('40')).toEqual(['constant.numeric.stichwort']);
    expect(scoped('games')).toEqual(['keyword.control.stichwort']);
    expect(scoped('   ')).toEqual([]);
    expect(scoped('[')).toEqual(['meta.citation.stichwort', 'punctuation.definition.citation.begin.stichwort']);
    expect(line!.map((t) => t.text).join('')).toBe('rubber: rubber 40 games   [pagat "Phase 1"]');
  });

  it('colours a `titles de` block’s opening as a declaration, like a phase’s', () => {
    const [line] = tokenize(tm, 'titles de {');
    expect(line!.slice(0, 3)).toEqual([
      { text: 'titles', scopes: ['keyword.declaration.stichwort'] },
      { text: ' ', scopes: [] },
      { text: 'de', scopes: ['entity.name.type.stichwort'] },
    ]);
  });

  it('carries an unclosed string on to the next line', () => {
    const lines = tokenize(tm, 'title "two\nlines" 35');
    expect(lines[1]![0]).toEqual({ text: 'lines"', scopes: ['string.quoted.double.stichwort'] });
    expect(lines[1]!.at(-1)).toEqual({ text: '35', scopes: ['constant.numeric.stichwort'] });
  });

  it('colours the editor by scope: one run per class, offsets across lines', () => {
    const text = 'override rubbr: x < 2 # a & b\n"s"';
    const runs = colouredRuns(tm, text).map((r) => [text.slice(r.from, r.to), r.cls]);
    expect(runs).toEqual([
      ['override', 'tm-keyword'],
      ['rubbr', 'tm-name'],
      ['<', 'tm-keyword'],
      ['2', 'tm-constant'],
      ['# a & b', 'tm-comment'],
      ['"s"', 'tm-string'],
    ]);
  });
});
