/**
 * The slate's SVG (src/islands/slate-svg.ts) is markup built from player and tally names: a name
 * is text, never markup, whatever it holds, before names become editable.
 */
import { describe, expect, it } from 'vitest';
import { slateDrawing } from '../../src/islands/slate-svg.ts';

const HOSTILE = '<img src=x onerror=alert(1)>';
const QUOTED = 'Ann "the Ace" & <b>Bo</b>';

describe('the slate drawing', () => {
  it('escapes player names and tally names in its markup', () => {
    const players = [HOSTILE, QUOTED, 'S', 'E'];
    const marks = Object.fromEntries(players.map((p, i) => [p, i]));
    const signs = Object.fromEntries(players.map((p, i) => [p, i - 2]));
    const { markup, label } = slateDrawing(players, { marks, 'plus"minus': signs, pot: 12 }, new Set(['plus"minus']));
    // Only the slate's own elements are in it: no <img>, no <b>, no attribute broken open by a quote.
    expect(new Set([...markup.matchAll(/<\/?([A-Za-z]+)/g)].map((m) => m[1]))).toEqual(
      new Set(['rect', 'text', 'line', 'path']),
    );
    expect(markup).not.toContain('onerror=alert(1)>');
    const texts = [...markup.matchAll(/<text [^>]*class="who">([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(texts).toEqual([
      '&lt;img src=x onerror=alert(1)&gt;',
      'Ann &quot;the Ace&quot; &amp; &lt;b&gt;Bo&lt;/b&gt;',
      'S',
      'E',
    ]);
    // Attributes hold the names quoted too: every attribute value is closed by its own quote.
    for (const tag of markup.match(/<[^>]+>/g)!) expect(tag).toMatch(/^<\/?[a-z]+(\s+[a-z0-9-]+="[^"<>]*")*\s*\/?>$/);
    expect(markup).toContain(
      'data-player="Ann &quot;the Ace&quot; &amp; &lt;b&gt;Bo&lt;/b&gt;" data-tally="plus&quot;minus"',
    );
    // The spoken description is an attribute set through the DOM, so it keeps the names as written.
    expect(label).toContain(`${HOSTILE}: marks 0, plus"minus minus 2, pot `);
  });
});
