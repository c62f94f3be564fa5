import { describe, expect, it } from 'vitest';
import { checkPath } from '../../src/check/check.ts';
import { memoryReader } from '../../src/resolve/load.ts';
import { compileVariant } from '../../src/compile/compile.ts';
import { diffRules } from '../../src/resolve/diff.ts';
import { BASE, checkBase, checkExtension, only } from './fixtures.ts';

describe('resolution errors, reported through checkPath', () => {
  it('duplicate-id: a clause the base already defines', () => {
    const d = only(checkExtension('marks: tally per player "marks again" [pagat "Scoring"]\n'));
    expect(d.code).toBe('duplicate-id');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([2, 1]);
    expect(d.message).toContain('`marks`');
    expect(d.message).toContain('`mini`');
    expect(d.hint).toContain('override marks');
  });

  it('duplicate-id: a source declared twice', () => {
    const d = only(checkExtension('source pagat "Hindersche again"\n'));
    expect(d.code).toBe('duplicate-id');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([2, 8]);
  });

  it('duplicate-id in a base is reported when checking the variant extending it', () => {
    const base = BASE.replace('ties: ties playoff ', 'marks: ties playoff');
    const r = checkPath(memoryReader({ mini: base, t: 'variant t extends mini\n' }), 't');
    const d = only(r);
    expect(d.code).toBe('duplicate-id');
    expect(d.loc.source).toBe('mini.stw');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([25, 1]);
  });

  it('unknown-clause: overriding a clause that does not exist, with a did-you-mean hint', () => {
    const d = only(checkExtension('override dealng: deal 6 each in packets 3 3 from forehand [pagat "Deal"]\n'));
    expect(d.code).toBe('unknown-clause');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([2, 10]);
    expect(d.message).toContain('`dealng`');
    expect(d.hint).toBe('did you mean `dealing`?');
  });

  it('unknown-clause: removing a clause that does not exist', () => {
    const d = only(checkExtension('remove upcards [pagat "Deal"]\n'));
    expect(d.code).toBe('unknown-clause');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([2, 8]);
    expect(d.hint).toBe('did you mean `upcard`?');
  });

  it('extends-cycle: two files extending each other', () => {
    const r = checkPath(memoryReader({ a: 'variant a extends b\n', b: 'variant b extends a\n' }), 'a');
    expect(r.variant).toBeNull();
    const d = only(r);
    expect(d.code).toBe('extends-cycle');
    expect(d.loc.source).toBe('b.stw');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([1, 19]);
    expect(d.message).toContain('a → b → a');
  });

  it('extends-cycle: files whose ids differ from their names still stop', () => {
    const r = checkPath(memoryReader({ a: 'variant x extends b\n', b: 'variant y extends a\n' }), 'a');
    expect(only(r).code).toBe('extends-cycle');
  });

  it('unknown-variant: extending a base that does not exist', () => {
    const d = only(checkPath(memoryReader({ t: 'variant t extends nowhere\n' }), 't'));
    expect(d.code).toBe('unknown-variant');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([1, 19]);
  });

  it('unknown-variant: a base or a variant named with a slip gets the nearest id as a hint', () => {
    const files = {
      'hindersche-house': 'variant hindersche-house extends hindersche-pagt\n',
      'hindersche-pagat': 'variant hindersche-pagat\n',
    };
    const base = only(checkPath(memoryReader(files), 'hindersche-house'));
    expect(base.code).toBe('unknown-variant');
    expect(base.hint).toBe(
      'did you mean `hindersche-pagat`? The base must be a file in variants/ or variants/house/ (or next to this one) named after its id',
    );
    const named = only(checkPath(memoryReader(files), 'hindersche-pagt'));
    expect(named.code).toBe('unknown-variant');
    expect(named.hint).toBe(
      'did you mean `hindersche-pagat`? Give a variant id from variants/ or a path to a .stw file',
    );
    // Nothing near: the hint as before.
    expect(only(checkPath(memoryReader(files), 'zzz')).hint).toBe(
      'give a variant id from variants/ or a path to a .stw file',
    );
  });

  it('syntax: the exact place the parser stopped', () => {
    const r = checkExtension('x: tally per player marks [pagat "Scoring"]\n');
    expect(r.variant).toBeNull();
    const d = only(r);
    expect(d.code).toBe('syntax');
    expect(d.loc.source).toBe('t.stw');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([2, 21]);
    expect(d.message).toContain('a string in double quotes');
  });
});

describe('default q is r: an extending variant chooses the reading of an inherited question', () => {
  it('changes the default, keeps the question open, and compiles under the new default', () => {
    const r = checkExtension('default asking is two-players [pagat "Butzen"]\n');
    expect(r.diagnostics).toEqual([]);
    const amb = r.variant!.ambiguities.get('asking')!;
    expect(amb.default.name).toBe('two-players');
    expect(amb.readings.map((x) => x.id.name)).toEqual(['any-number', 'two-players']);
    expect(compileVariant(r.variant!).readings).toEqual({ asking: 'two-players' });
    expect(compileVariant(r.variant!, { asking: 'any-number' }).readings).toEqual({ asking: 'any-number' });
    expect(diffRules(checkBase().variant!, r.variant!).ambiguities).toEqual([
      {
        id: 'asking',
        change: 'default',
        question: 'When may a redeal be asked for?',
        a: 'any-number',
        b: 'two-players',
      },
    ]);
  });

  it('unknown-ambiguity: a question the bases do not ask, with a did-you-mean hint', () => {
    const d = only(checkExtension('default askng is two-players [pagat "Butzen"]\n'));
    expect([d.code, d.loc.source, d.loc.start.line, d.loc.start.column]).toEqual(['unknown-ambiguity', 't.stw', 2, 9]);
    expect(d.hint).toBe('did you mean `asking`?');
  });

  it('unknown-default: a reading the question does not have, at the reading', () => {
    const d = only(checkExtension('default asking is two-player [pagat "Butzen"]\n'));
    expect([d.code, d.loc.source, d.loc.start.line, d.loc.start.column]).toEqual(['unknown-default', 't.stw', 2, 19]);
    expect(d.hint).toBe('did you mean `two-players`?');
  });

  it('missing-cite and unknown-source: the choice is a rule and cites where it comes from', () => {
    const missing = only(checkExtension('default asking is two-players\n'));
    expect([missing.code, missing.loc.start.line, missing.loc.start.column]).toEqual(['missing-cite', 2, 9]);
    const unknown = only(checkExtension('default asking is two-players [pagot "Butzen"]\n'));
    expect([unknown.code, unknown.loc.start.line, unknown.loc.start.column]).toEqual(['unknown-source', 2, 32]);
  });

  it("misplaced-default: a file's own question sets its default in its own block", () => {
    const own =
      'ambiguity mine "Which?" {\n  a "A" [pagat "Deal"]\n  b "B" [pagat "Deal"]\n  default a\n}\ndefault mine is b [pagat "Deal"]\n';
    const d = only(checkExtension(own));
    expect([d.code, d.loc.start.line, d.loc.start.column]).toEqual(['misplaced-default', 7, 1]);
    expect(d.hint).toContain('default b');
  });
});

describe('an open question no clause can play yet (its readings only say so)', () => {
  const base = BASE.replace(
    'ambiguity asking',
    `ambiguity unplayable "A question the language cannot play yet" {
  as-written "As the text has it."                        [pagat "Butzen"]
  not-yet "Another reading, which no clause can say."     [pagat "Butzen"]
  default as-written
}

ambiguity asking`,
  );

  it('stays declared in a variant that extends its file', () => {
    const r = checkPath(memoryReader({ mini: base, t: 'variant t extends mini\n' }), 't');
    expect(r.diagnostics).toEqual([]);
    expect([...r.variant!.ambiguities.keys()]).toEqual(['unplayable', 'asking']);
  });

  it('while a question whose clauses the extending file overrides is settled and dropped', () => {
    const r = checkPath(
      memoryReader({
        mini: base,
        t: `variant t extends mini
override redeal: action redeal by anyone before play when phase = butzen [pagat "Butzen"]
`,
      }),
      't',
    );
    expect(r.diagnostics).toEqual([]);
    expect([...r.variant!.ambiguities.keys()]).toEqual(['unplayable']);
  });
});
