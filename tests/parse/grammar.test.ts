import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseVariant } from '../../src/parse/parse.ts';
import { formatDiagnostic } from '../../src/core/diagnostic.ts';

const header = 'variant t "T"\nsource s "S"\n';

/** Parses `text` and returns the syntax error (failing the test if there is none). */
function syntaxError(text: string) {
  const r = parseVariant(text, 't.stw');
  if (r.ok) throw new Error('expected a syntax error');
  return r.error;
}

describe('grammar', () => {
  it('parses the Pagat variant into clauses, phases, ambiguities and examples', () => {
    const r = parseVariant(readFileSync('variants/hindersche-pagat.stw', 'utf8'), 'p.stw');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const kinds = r.file.statements.map((s) => s.kind);
    expect(kinds.filter((k) => k === 'Phase')).toHaveLength(2);
    expect(kinds.filter((k) => k === 'Ambiguity')).toHaveLength(4);
    expect(kinds.filter((k) => k === 'Example').length).toBeGreaterThanOrEqual(4);
    expect(r.file.id.name).toBe('hindersche-pagat');
  });

  it('gives an unlabelled clause the id of its keyword', () => {
    const r = parseVariant(header + 'players 4 clockwise [s]\n', 't.stw');
    expect(r.ok && r.file.statements[1]!.kind === 'Clause' && r.file.statements[1]!.id.name).toBe('players');
  });

  it('records the exact location of every node', () => {
    const r = parseVariant(header + 'tie-rule: ties playoff [s "Play-off"]\n', 't.stw');
    if (!r.ok) throw new Error(r.error.message);
    const clause = r.file.statements[1]!;
    expect(clause.kind).toBe('Clause');
    if (clause.kind !== 'Clause') return;
    expect(clause.id.loc.start).toMatchObject({ line: 3, column: 1 });
    expect(clause.cite!.loc.start).toMatchObject({ line: 3, column: 24 });
    expect(clause.cite!.section).toBe('Play-off');
  });

  it('reports a missing colon after a label at the token that follows', () => {
    const e = syntaxError(header + 'follow must play led\n');
    expect(e.code).toBe('syntax');
    expect(e.loc.start).toMatchObject({ line: 3, column: 8 });
    expect(e.message).toContain('`:`');
  });

  it('reports an unterminated string where the string starts', () => {
    const e = syntaxError('variant t "T\n');
    expect(e.loc.start).toMatchObject({ line: 1, column: 11 });
  });

  it('reports an unknown play-off rank key at its first letter', () => {
    const e = syntaxError(header + 'r: playoff rank march first, then loudest points [s]\n');
    expect(e.loc.start).toMatchObject({ line: 3, column: 35 });
    expect(e.message).toMatch(/`fewest`|`most`/);
  });

  it('names the characters it expected, not the word "class"', () => {
    const e = syntaxError(header + 'x: game over when (deals = 1: end game [s]\n');
    expect(e.message).toBe('expected `)`, `*`, `+`, `-` or a digit but found ":"');
    expect(e.loc.start).toMatchObject({ line: 3, column: 29 });
  });

  it('hints at straight quotes when curly ones are used', () => {
    const e = syntaxError('variant t “T”\n');
    expect(e.hint).toContain('double quotes');
  });

  it('formats a syntax error with the file position and a caret under the column', () => {
    const text = header + 'follow must play led\n';
    const out = formatDiagnostic(syntaxError(text), text);
    expect(out).toContain('--> t.stw:3:8');
    expect(out).toContain('3 | follow must play led');
    expect(
      out
        .split('\n')
        .find((l) => l.includes('^'))!
        .indexOf('^'),
    ).toBe('3 | follow '.length);
  });
});

describe('a byte order mark', () => {
  it('at the start of a file is accepted, and locations stay those of the text after it', () => {
    const r = parseVariant('\uFEFF' + header + 'follow must play led\n', 't.stw');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.loc.start).toMatchObject({ line: 3, column: 8, offset: 1 + header.length + 7 });
    const ok = parseVariant('\uFEFF' + header + 'players 4 clockwise [s]\n', 't.stw');
    expect(ok.ok && ok.file.id.loc.start).toMatchObject({ line: 1, column: 9, offset: 9 });
  });

  it('anywhere else is still a syntax error', () => {
    const e = syntaxError(header + '\uFEFFplayers 4 clockwise [s]\n');
    expect(e.loc.start).toMatchObject({ line: 3, column: 1 });
  });
});

describe('a card set joined by `or` inside a condition', () => {
  /** The condition of `x: must play led when COND`, parsed. */
  function condOf(cond: string) {
    const r = parseVariant(`${header}x: must play led when ${cond} [s]\n`, 't.stw');
    if (!r.ok) throw new Error(r.error.message);
    const clause = r.file.statements[1]!;
    if (clause.kind !== 'Clause' || clause.body.kind !== 'Must') throw new Error('not a must clause');
    return clause.body.when;
  }

  it('ends before a word that starts the next condition (`led is`, a comparison)', () => {
    expect(condOf('holding KH or led is H')).toMatchObject({
      kind: 'Logic',
      op: 'or',
      left: { kind: 'Holding', card: { kind: 'CardSym', sym: { name: 'KH' } } },
      right: { kind: 'LedIs', suit: { name: 'H' } },
    });
    expect(condOf('holding H or points > 3')).toMatchObject({
      kind: 'Logic',
      right: { kind: 'Compare', op: '>', left: { kind: 'Value', name: { name: 'points' } } },
    });
  });

  it('still joins cards after `or` when no condition follows', () => {
    expect(condOf('holding KH or led')).toMatchObject({
      kind: 'Holding',
      card: { kind: 'CardAny', options: [{ kind: 'CardSym' }, { kind: 'CardLed' }] },
    });
  });
});
