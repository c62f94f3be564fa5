/**
 * The language services on small house rules over the real shipped variants, held in memory as
 * the Playground holds them: exact offsets for diagnostics, completion, hover, definition, quick
 * fixes and the outline, and answers (or null) on files that do not parse.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodePrelude } from '../../src/resolve/load.ts';
import { createSession, type LanguageSession } from '../../src/services/session.ts';
import { sectionEntries, sectionIndex, markersIn } from '../../src/services/sections.ts';

const VARIANTS = join(import.meta.dirname, '..', '..', 'variants');
const SHIPPED = Object.fromEntries(
  readdirSync(VARIANTS)
    .filter((f) => f.endsWith('.stw'))
    .map((f) => [f.slice(0, -4), readFileSync(join(VARIANTS, f), 'utf8')]),
);
const PAGAT = SHIPPED['hindersche-pagat']!;
const MARKERS = markersIn(
  'hindersche',
  readFileSync(join(import.meta.dirname, '..', '..', 'content', 'hindersche.mdx'), 'utf8'),
);

const HEAD = 'variant h "H"\nextends hindersche-pagat\n\nsource house "Ours" by "Us"\n\n';
const session = (): LanguageSession =>
  createSession(SHIPPED, nodePrelude(), { sections: sectionIndex(sectionEntries(MARKERS)) });
/** The offset of the `nth` occurrence of `needle` in `text`, plus `plus`. */
const at = (text: string, needle: string, plus = 0, nth = 0): number => {
  let i = -1;
  for (let k = 0; k <= nth; k++) i = text.indexOf(needle, i + 1);
  if (i < 0) throw new Error(`no ${needle}`);
  return i + plus;
};

// A service that fails answers null in the product; here the failure itself must show.
const debug = process.env.STICHWORT_DEBUG;
beforeAll(() => {
  process.env.STICHWORT_DEBUG = '1';
});
afterAll(() => {
  if (debug === undefined) delete process.env.STICHWORT_DEBUG;
  else process.env.STICHWORT_DEBUG = debug;
});

describe('diagnostics', () => {
  it("are the checker's, located by offsets in the open file", () => {
    const s = session();
    const text = `${HEAD}remove schleipf [house]\n`;
    expect(s.update('house-rule', text)).toEqual([
      {
        code: 'unknown-clause',
        message: 'cannot remove `schleipf`: no such clause in `hindersche-pagat`',
        hint: 'did you mean `schleipfe`?',
        severity: 'error',
        from: at(text, 'schleipf'),
        to: at(text, 'schleipf') + 8,
        line: 6,
        column: 8,
      },
    ]);
  });

  it('a clean house rule has none, and a syntax error is one, where the parser stopped', () => {
    const s = session();
    expect(s.update('house-rule', `${HEAD}override march-1: march when points >= 90 [house]\n`)).toEqual([]);
    const broken = `${HEAD}override march-1: march when points >= [house]\n`;
    const [d] = s.update('house-rule', broken);
    expect(d).toMatchObject({ code: 'syntax', from: at(broken, '[house]'), line: 6, column: 40 });
  });

  it("a problem in a base is shown at the open file's `extends`, with its place there", () => {
    const s = createSession(
      { ...SHIPPED, 'broken-base': 'variant broken-base "B"\nplayers 4 [nowhere]\n' },
      nodePrelude(),
    );
    const text = 'variant h "H"\nextends broken-base\n';
    const ds = s.update('house-rule', text);
    const d = ds.find((x) => x.elsewhere !== undefined)!;
    expect(d).toMatchObject({ code: 'syntax', elsewhere: 'broken-base.stw', from: 22, to: 33, line: 2, column: 9 });
    expect(d.origin).toEqual({ path: 'broken-base', from: 34, to: 35, line: 2, column: 11 });
  });
});

describe('completion', () => {
  it("offers the base's clauses after `override `, march-1 among them", () => {
    const s = session();
    const text = `${HEAD}override `;
    s.update('house-rule', text);
    const c = s.completions('house-rule', text.length)!;
    expect([c.from, c.to]).toEqual([text.length, text.length]);
    const march = c.options.find((o) => o.label === 'march-1')!;
    expect(march).toEqual({
      label: 'march-1',
      kind: 'clause',
      detail: 'phase vier-strich, from hindersche-pagat',
      info: 'march-1: march when points >= 100                               [pagat "Phase 1 – Vier-Strich"]',
    });
    expect(c.options.every((o) => o.kind === 'clause')).toBe(true);
  });

  it('replaces the word being typed', () => {
    const s = session();
    const text = `${HEAD}override mar`;
    s.update('house-rule', text);
    const c = s.completions('house-rule', text.length)!;
    expect([c.from, c.to]).toEqual([text.length - 3, text.length]);
    expect(c.options.map((o) => o.label)).toContain('march-made');
  });

  it('offers questions after `default `, readings after `default q is `, sources in `[`', () => {
    const s = session();
    const q = `${HEAD}default `;
    s.update('house-rule', q);
    expect(s.completions('house-rule', q.length)!.options.map((o) => o.label)).toContain('huebscher-players');
    const r = `${HEAD}default huebscher-players is `;
    s.update('house-rule', r);
    expect(s.completions('house-rule', r.length)!.options.map((o) => [o.label, o.kind])).toEqual([
      ['any-number', 'reading'],
      ['two-players', 'reading'],
    ]);
    const cite = `${HEAD}override rubber: rubber 2 games [`;
    s.update('house-rule', cite);
    expect(s.completions('house-rule', cite.length)!.options.map((o) => o.label)).toEqual(['house', 'pagat']);
  });

  it("offers the keywords the grammar allows, and the deck's cards where a card may come", () => {
    const s = session();
    const start = `${HEAD}`;
    s.update('house-rule', start);
    const kw = s.completions('house-rule', start.length)!.options;
    expect(kw.map((o) => o.label)).toEqual(
      expect.arrayContaining(['override', 'remove', 'default', 'phase', 'example', 'source']),
    );
    expect(kw.every((o) => o.kind === 'keyword')).toBe(true);
    const play = `${HEAD}lead-high: must lead `;
    s.update('house-rule', play);
    const options = s.completions('house-rule', play.length)!.options;
    expect(options.find((o) => o.label === 'AH')).toEqual({ label: 'AH', kind: 'card', detail: 'Ace of Hearts' });
    expect(options.find((o) => o.label === 'S')).toEqual({ label: 'S', kind: 'suit', detail: 'Spades / Schippe' });
    expect(options.map((o) => o.label)).toContain('trump');
  });

  it('offers phases after `phase =` and tallies after `add N`', () => {
    const s = session();
    const phase = `${HEAD}x: when phase = `;
    s.update('house-rule', phase);
    expect(s.completions('house-rule', phase.length)!.options.map((o) => o.label)).toEqual(['vier-strich', 'butzen']);
    const add = `${HEAD}phase butzen {\n  x: otherwise: add 1 `;
    s.update('house-rule', add);
    expect(s.completions('house-rule', add.length)!.options.map((o) => [o.label, o.kind, o.detail])).toEqual([
      ['marks', 'tally', 'Marks'],
      ['frame', 'tally', 'Frame'],
    ]);
  });

  it('offers variant ids after `extends`', () => {
    const s = session();
    const text = 'variant h "H"\nextends kein-';
    s.update('house-rule', text);
    const c = s.completions('house-rule', text.length)!;
    expect(c.from).toBe(text.length - 5);
    expect(c.options.map((o) => o.label)).toContain('kein-stich-march');
  });

  it('answers in a file broken above, and not inside a comment or a string', () => {
    const s = session();
    const text = `${HEAD}bad: ((\n\noverride `;
    s.update('house-rule', text);
    expect(s.completions('house-rule', text.length)!.options.map((o) => o.label)).toContain('march-1');
    const comment = `${HEAD}# override `;
    s.update('house-rule', comment);
    expect(s.completions('house-rule', comment.length)).toBeNull();
    expect(s.completions('house-rule', -1)).toBeNull();
    expect(s.completions('house-rule', 10_000)).toBeNull();
  });
});

describe('hover', () => {
  it('over an overridden clause: the base clause as written, its citation in words, its rulebook section', () => {
    const s = session();
    const text = `${HEAD}override march-1: march when points >= 90 [house]\n`;
    s.update('house-rule', text);
    const h = s.hover('house-rule', at(text, 'march-1', 3))!;
    expect(h).toEqual({
      from: at(text, 'march-1'),
      to: at(text, 'march-1') + 7,
      title: 'clause `march-1` (hindersche-pagat)',
      text: 'march-1: march when points >= 100                               [pagat "Phase 1 – Vier-Strich"]',
      cite: 'Hindersche, by Paul Eaton and John McLeod, “Phase 1 – Vier-Strich”',
      section: { href: '/rules/hindersche/#phase-1-vier-strich', heading: 'Phase 1: Vier-Strich' },
    });
  });

  it('over a removed clause while the file does not parse yet', () => {
    const s = session();
    const text = `${HEAD}remove schleipfe\noverride `;
    s.update('house-rule', text);
    const h = s.hover('house-rule', at(text, 'schleipfe'))!;
    expect(h.text).toBe('schleipfe: action take-trick by anyone until next lead            [pagat "Rules of Play"]');
    expect([h.from, h.to]).toEqual([at(text, 'schleipfe'), at(text, 'schleipfe') + 9]);
  });

  it('over a reading, a question and a source', () => {
    const s = session();
    const text = `${HEAD}default huebscher-players is two-players [house]\n`;
    s.update('house-rule', text);
    expect(s.hover('house-rule', at(text, 'two-players'))).toMatchObject({
      title: 'reading `two-players` of `huebscher-players`: Only with two players left',
      text: 'No: only in the final stage with two players, where the text says it normally happens.',
    });
    expect(s.hover('house-rule', at(text, 'huebscher'))!.title).toBe('question `huebscher-players`');
    expect(s.hover('house-rule', at(text, '[house', 2))).toMatchObject({
      from: at(text, '[house', 1),
      to: at(text, '[house', 6),
      text: 'Ours, by Us',
    });
    expect(s.hover('house-rule', at(text, 'extends', 12))).toMatchObject({
      title: 'variant `hindersche-pagat`',
      text: 'Hindersche (Pagat)',
    });
  });

  it('over an unlabelled clause: at its keyword only', () => {
    const s = session();
    const text = `${HEAD}override players: players 3-4 anticlockwise [house]\n`;
    s.update('house-rule', text);
    expect(s.hover('house-rule', at(text, 'players', 2))!.text).toBe(
      'players 4 anticlockwise                                           [pagat "Players and Equipment"]',
    );
    const root = 'variant r "R"\nsource s "S"\nplayers 4 anticlockwise [s]\n';
    s.update('root', root);
    expect(s.hover('root', at(root, 'players', 3))).toMatchObject({
      from: at(root, 'players'),
      to: at(root, 'players', 7),
      title: 'clause `players`',
    });
    expect(s.hover('root', at(root, 'anticlockwise', 3))).toBeNull();
  });

  it("over a tally where it is counted, and over an example's chosen reading", () => {
    const s = session();
    const text = `${HEAD}phase butzen {\n  x: otherwise: add 1 marks to everyone [house]\n}\nexample e "E" {\n  players N E S W dealer N\n  options huebscher-players = two-players\n}\n`;
    s.update('house-rule', text);
    expect(s.hover('house-rule', at(text, 'marks', 1))).toMatchObject({
      from: at(text, 'marks'),
      title: 'clause `marks` (hindersche-pagat)',
      text: 'marks: tally per player "Marks" "marks on the slate" cleared each game  [pagat "Scoring"]',
    });
    expect(s.hover('house-rule', at(text, 'two-players', 1))!.title).toBe(
      'reading `two-players` of `huebscher-players`: Only with two players left',
    );
    expect(s.definition('house-rule', at(text, 'marks'))).toMatchObject({
      path: 'hindersche-pagat',
      from: at(PAGAT, 'marks:'),
    });
  });

  it('is null over a keyword, a comment or nothing', () => {
    const s = session();
    const text = `${HEAD}# march-1\n`;
    s.update('house-rule', text);
    expect(s.hover('house-rule', at(text, 'march-1'))).toBeNull();
    expect(s.hover('house-rule', at(text, 'source'))).toBeNull();
    expect(s.hover('house-rule', text.length + 5)).toBeNull();
  });
});

describe('definition', () => {
  it("goes from an override to the base clause's id in the base file", () => {
    const s = session();
    const text = `${HEAD}override march-1: march when points >= 90 [house]\n`;
    s.update('house-rule', text);
    expect(s.definition('house-rule', at(text, 'march-1'))).toEqual({
      path: 'hindersche-pagat',
      from: at(PAGAT, 'march-1:'),
      to: at(PAGAT, 'march-1:') + 7,
      line: 56,
      column: 3,
    });
  });

  it('goes from `default q is r` to the reading, and from a citation to the source', () => {
    const s = session();
    const text = `${HEAD}default huebscher-players is two-players [pagat "Phase 2 - Butzen"]\n`;
    s.update('house-rule', text);
    expect(s.definition('house-rule', at(text, 'two-players'))).toMatchObject({
      path: 'hindersche-pagat',
      from: at(PAGAT, '  two-players', 2),
    });
    expect(s.definition('house-rule', at(text, '[pagat', 1))).toMatchObject({
      path: 'hindersche-pagat',
      from: at(PAGAT, 'source pagat', 7),
      line: 8,
      column: 8,
    });
    expect(s.definition('house-rule', at(text, 'source house', 8))).toMatchObject({
      path: 'house-rule',
      from: at(text, 'source house', 7),
    });
  });
});

describe('quick fixes', () => {
  it('replace a misspelt id by the one the hint suggests', () => {
    const s = session();
    const text = `${HEAD}remove schleipf [house]\n`;
    s.update('house-rule', text);
    expect(s.fixes('house-rule', at(text, 'schleipf'), at(text, 'schleipf'))).toEqual([
      {
        title: 'Change `schleipf` to `schleipfe`',
        diagnosticCode: 'unknown-clause',
        edits: [{ from: at(text, 'schleipf'), to: at(text, 'schleipf') + 8, insert: 'schleipfe' }],
      },
    ]);
  });

  it.each([
    ['a question', 'default huebscher-player is two-players [house]', 'huebscher-player'],
    ['a reading', 'default huebscher-players is two-player [house]', 'two-player'],
    ['a source', 'override rubber: rubber 2 games [pagatt "Scoring"]', 'pagatt'],
    ['an anchor', 'x (after most-pointz): otherwise: add 1 marks to others [house]', 'most-pointz'],
  ])('repair a misspelt id of %s so that the file checks clean', (_, line, wrong) => {
    const s = session();
    const text = `${HEAD}${line}\n`;
    const [d] = s.update('house-rule', text);
    expect([d!.from, d!.to]).toEqual([at(text, wrong), at(text, wrong) + wrong.length]);
    const [fix] = s.fixes('house-rule', d!.from, d!.from);
    expect(s.update('house-rule', applyEdits(text, fix!.edits))).toEqual([]);
  });

  it('repair a misspelt base after `extends` so that the file checks clean', () => {
    const s = session();
    const text = HEAD.replace('hindersche-pagat', 'hindersche-pagt') + 'override rubber: rubber 2 games [house]\n';
    const [d] = s.update('house-rule', text);
    expect(d).toMatchObject({
      code: 'unknown-variant',
      from: at(text, 'hindersche-pagt'),
      to: at(text, 'hindersche-pagt') + 15,
    });
    const [fix] = s.fixes('house-rule', d!.from, d!.from);
    expect(fix!.title).toBe('Change `hindersche-pagt` to `hindersche-pagat`');
    expect(s.update('house-rule', applyEdits(text, fix!.edits))).toEqual([]);
  });

  it("cite the file's own source for a clause without a citation", () => {
    const s = session();
    const text = `${HEAD}override march-1: march when points >= 90\n`;
    const [d] = s.update('house-rule', text);
    expect(d!.hint).toBe('add a citation like [house "Deal"]');
    const [fix] = s.fixes('house-rule', d!.from, d!.to);
    const end = at(text, '>= 90', 5);
    expect(fix).toEqual({
      title: "Cite this file's source: [house]",
      diagnosticCode: 'missing-cite',
      edits: [{ from: end, to: end, insert: ' [house]' }],
    });
    expect(s.update('house-rule', text.slice(0, end) + ' [house]' + text.slice(end))).toEqual([]);
  });

  it("declare a source of the file's own when it has none, and cite it", () => {
    const s = session();
    const text = 'variant h "H"\nextends hindersche-pagat\n\noverride march-1: march when points >= 90\n';
    const [d] = s.update('house-rule', text);
    const [fix] = s.fixes('house-rule', d!.from, d!.to);
    expect(fix!.title).toBe("Declare this file's own source `house` and cite it");
    const fixed = applyEdits(text, fix!.edits);
    expect(fixed).toBe(
      'variant h "H"\nextends hindersche-pagat\n\nsource house "Our table\'s rules" by "Us"\n\noverride march-1: march when points >= 90 [house]\n',
    );
    expect(s.update('house-rule', fixed)).toEqual([]);
  });

  it('declare a cited source that nothing declares', () => {
    const s = session();
    const text = 'variant h "H"\nextends hindersche-pagat\n\noverride march-1: march when points >= 90 [zzzzzzz]\n';
    const [d] = s.update('house-rule', text);
    expect(d!.code).toBe('unknown-source');
    const [fix] = s.fixes('house-rule', d!.from, d!.to);
    expect(fix!.title).toBe('Declare the source `zzzzzzz`');
    expect(s.update('house-rule', applyEdits(text, fix!.edits))).toEqual([]);
  });

  it('are none away from a problem', () => {
    const s = session();
    const text = `${HEAD}remove schleipf [house]\n`;
    s.update('house-rule', text);
    expect(s.fixes('house-rule', 0, 5)).toEqual([]);
  });
});

describe('symbols', () => {
  it('outline the variant, sources, questions with readings, phases with clauses, examples', () => {
    const s = session();
    const text = `${HEAD}ambiguity q "Which?" {\n  one "One"\n  two "Two"\n  default one\n}\nphase extra "Extra" {\n  x: rubber 2 games [house]\n}\nexample e "E" {\n  players N E S W dealer N\n}\n`;
    s.update('house-rule', text);
    const symbols = s.symbols('house-rule');
    expect(symbols.map((x) => [x.kind, x.name])).toEqual([
      ['variant', 'h'],
      ['source', 'house'],
      ['ambiguity', 'q'],
      ['phase', 'extra'],
      ['example', 'e'],
    ]);
    const q = symbols[2]!;
    expect(q.children!.map((r) => [r.name, r.selectionFrom, r.selectionTo])).toEqual([
      ['one', at(text, 'one'), at(text, 'one') + 3],
      ['two', at(text, 'two'), at(text, 'two') + 3],
    ]);
    expect(symbols[3]!.children![0]).toMatchObject({
      kind: 'clause',
      name: 'x',
      from: at(text, 'x: rubber'),
      selectionFrom: at(text, 'x: rubber'),
      selectionTo: at(text, 'x: rubber') + 1,
    });
  });

  it('keep the part above a line being typed', () => {
    const s = session();
    const text = `${HEAD}override march-1: march when points >= 90 [house]\noverride `;
    s.update('house-rule', text);
    expect(s.symbols('house-rule').map((x) => x.name)).toEqual(['h', 'house', 'march-1']);
  });
});

describe('sections and closing', () => {
  it("links a clause to the rulebook section whose marker names it, under the site's base path", () => {
    const entries = sectionEntries(MARKERS, '/stichwort');
    expect(entries.find((e) => e.clause === 'schleipfe')).toEqual({
      variant: 'hindersche-pagat',
      clause: 'schleipfe',
      href: '/stichwort/rules/hindersche/#schleipfe',
      heading: 'Schleipfe',
    });
    const index = sectionIndex(JSON.parse(JSON.stringify(entries)));
    expect(index('hindersche-pagat', 'march-1')).toEqual({
      href: '/stichwort/rules/hindersche/#phase-1-vier-strich',
      heading: 'Phase 1: Vier-Strich',
    });
    expect(index('hindersche-pagat', 'constructor')).toBeUndefined();
  });

  it('a closed file no longer stands in for the one underneath', () => {
    const s = session();
    s.update('hindersche-pagat', 'variant hindersche-pagat "Broken"\n');
    const text = `${HEAD}override march-1: march when points >= 90 [house]\n`;
    expect(s.update('house-rule', text).map((d) => d.code)).toContain('unknown-clause');
    s.close('hindersche-pagat');
    expect(s.update('house-rule', text)).toEqual([]);
    expect(s.text('hindersche-pagat')).toBeUndefined();
  });
});

describe('bad input', () => {
  const texts = [
    '',
    'variant',
    'variant h "H"\nextends nowhere\n',
    'variant h "H"\nextends hindersche-pagat\noverride march-1: ((((\n',
    '"""\n[[[',
    'variant h "H"\nextends h\n',
  ];
  it('never throws: every service answers or returns null on every offset', () => {
    const s = session();
    for (const text of texts) {
      expect(Array.isArray(s.update('house-rule', text))).toBe(true);
      for (let i = 0; i <= text.length; i++) {
        s.completions('house-rule', i);
        s.hover('house-rule', i);
        s.definition('house-rule', i);
        s.fixes('house-rule', i, i);
      }
      expect(Array.isArray(s.symbols('house-rule'))).toBe(true);
    }
  });

  it('never throws on shipped files cut short or spliced with stray characters', () => {
    const s = session();
    let seed = 7;
    // A small linear congruential generator: the same cuts on every run.
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const sources = [PAGAT, SHIPPED['kein-stich']!, SHIPPED.bauernheinrich!];
    for (let round = 0; round < 24; round++) {
      const base = sources[round % sources.length]!;
      const cut = next(base.length);
      const text = round % 2 ? base.slice(0, cut) : `${base.slice(0, cut)}${'([{"#:'[next(6)]}${base.slice(cut)}`;
      expect(Array.isArray(s.update('fuzzed', text))).toBe(true);
      for (let k = 0; k < 8; k++) {
        const i = next(text.length + 1);
        s.completions('fuzzed', i);
        s.hover('fuzzed', i);
        s.definition('fuzzed', i);
        s.fixes('fuzzed', i, i + 5);
      }
      s.symbols('fuzzed');
    }
  });

  it('knows a file only by its own name: `constructor` is no file', () => {
    const s = session();
    expect(s.update('house-rule', 'variant h "H"\nextends constructor\n')[0]!.code).toBe('unknown-variant');
  });
});

function applyEdits(text: string, edits: { from: number; to: number; insert: string }[]): string {
  return [...edits]
    .sort((a, b) => b.from - a.from)
    .reduce((t, e) => t.slice(0, e.from) + e.insert + t.slice(e.to), text);
}
