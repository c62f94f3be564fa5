/**
 * The playground's checking (src/islands/house-rule.ts, run in a worker by the page) without a browser: a house rule is
 * checked among the shipped files read from memory, as the page does, and must agree with the
 * command line's reading of the same files.
 */
import { describe, expect, it } from 'vitest';
import { checkHouseRule, readingChoice, template } from '../../src/islands/house-rule.ts';
import { diffRules } from '../../src/resolve/diff.ts';
import { siteVariants } from '../../src/site/data.ts';

const variants = siteVariants();
const sources = Object.fromEntries(variants.map((v) => [v.id, v.source]));

describe('checking a house rule in the playground', () => {
  it.each(variants.map((v) => [v.id]))(
    'the template for %s checks clean, and so do its examples once uncommented',
    (id) => {
      const v = variants.find((x) => x.id === id)!;
      const choice = readingChoice(v.resolved);
      const text = template(id, v.title, choice);
      const plain = checkHouseRule(sources, text);
      expect(plain.diagnostics).toEqual([]);
      expect(plain.variant?.chain).toEqual(['my-house-rule', ...v.resolved.chain]);
      const nothing = diffRules(plain.base!, plain.variant!);
      expect([nothing.rules, nothing.ambiguities]).toEqual([[], []]);

      const tried = checkHouseRule(
        sources,
        text.replace('# override rubber:', 'override rubber:').replace('# default ', 'default '),
      );
      expect(tried.diagnostics).toEqual([]);
      const changed = diffRules(tried.base!, tried.variant!);
      expect(changed.rules.map((r) => [r.id, r.change, r.b?.rule])).toEqual([['rubber', 'changed', 'rubber 2 games']]);
      if (!choice) return expect(v.resolved.ambiguities.size).toBe(0);
      const [question, , reading] = choice.split(' ');
      expect(changed.ambiguities).toEqual([
        expect.objectContaining({
          id: question,
          change: 'default',
          a: v.resolved.ambiguities.get(question!)!.default.name,
          b: reading,
        }),
      ]);
    },
  );

  it('locates a misspelt clause id in house-rule.stw and suggests the clause meant', () => {
    const text = template('hindersche-pagat', 'Hindersche (Pagat)').replace('# override rubber:', 'override rubbr:');
    const { diagnostics, variant } = checkHouseRule(sources, text);
    expect(variant).toBeNull();
    expect(diagnostics).toHaveLength(1);
    const [d] = diagnostics;
    const line = text.split('\n').findIndex((l) => l.startsWith('override rubbr')) + 1;
    expect([d!.code, String(d!.loc.source), d!.loc.start.line, d!.loc.start.column]).toEqual([
      'unknown-clause',
      'house-rule.stw',
      line,
      10,
    ]);
    expect(text.slice(d!.loc.start.offset, d!.loc.end.offset)).toBe('rubbr');
    expect(d!.hint).toMatch(/rubber/);
  });

  it('reports a base that does not exist at the extends line', () => {
    const { diagnostics } = checkHouseRule(sources, 'variant x "X"\nextends hindersche-nowhere\n');
    expect(diagnostics.length).toBeGreaterThan(0);
    expect(diagnostics[0]!.loc.start.line).toBe(2);
    expect(diagnostics[0]!.message).toMatch(/hindersche-nowhere/);
  });
});
