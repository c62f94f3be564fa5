/**
 * The symbol table built in resolve: a small root and a house rule extending it, and what the
 * table says of each name (its kind, its declarations and the one in force, its references, each
 * at file:line:col); the typed visitor it is built with; find references and rename in the
 * language services, which read it.
 */
import { describe, expect, it } from 'vitest';
import { parseVariant } from '../../src/parse/parse.ts';
import { memoryReader } from '../../src/resolve/load.ts';
import { resolveVariant } from '../../src/resolve/resolve.ts';
import type { Located, SymbolEntry, SymbolKind } from '../../src/resolve/symbols.ts';
import { visit, referencedAmbiguities } from '../../src/resolve/visit.ts';
import { createSession } from '../../src/services/session.ts';

const ROOT = `variant root "Root"
source book "Book"
marks: tally per player "marks"  [book]
ambiguity ask "May one ask?" {
  yes "Yes."  [book]
  no "No."  [book]
  default yes
}
phase one "One" {
  win: when points >= 10: add 1 marks to most points  [book]
  done: ends when total marks >= 3  [book]
}
`;

const HOUSE = `variant house extends root
override win: when points >= 20: add 1 marks to most points  [book]
tie: game over when reading ask is no and phase = one: everyone loses game with 1 marks  [book]
remove done
`;

const table = () => {
  const r = resolveVariant(memoryReader({ root: ROOT, house: HOUSE }, null), 'house');
  expect(r.diagnostics).toEqual([]);
  return r.variant!.symbols;
};

/** `role variant line:col` for each occurrence: what the expectations read. */
const where = (os: readonly Located[]) =>
  os.map((o) => `${o.role} ${o.source}:${o.loc.start.line}:${o.loc.start.column}`);
const shown = (e: SymbolEntry | undefined) =>
  e && {
    kind: e.kind,
    declarations: where(e.declarations),
    inForce: e.inForce ? where([e.inForce])[0] : null,
    references: where(e.references),
  };

describe('the symbol table', () => {
  it("names each thing in force, in the variant's order, with the file that declares it", () => {
    const t = table();
    const names = (k: SymbolKind) =>
      t.inForce(k).map((e) => `${e.scope ? `${e.scope}/` : ''}${e.name}@${e.inForce!.variant}`);
    expect(names('clause')).toEqual(['marks@root', 'win@house', 'tie@house']);
    expect(names('tally')).toEqual(['marks@root']);
    expect(names('phase')).toEqual(['one@root']);
    expect(names('ambiguity')).toEqual(['ask@root']);
    expect(names('reading')).toEqual(['ask/yes@root', 'ask/no@root']);
    expect(names('source')).toEqual(['book@root']);
    expect(names('variant')).toEqual(['root@root', 'house@house']);
  });

  it('keeps every declaration, the one in force, and every reference, at line:col', () => {
    const t = table();
    expect(shown(t.get('tally', 'marks'))).toEqual({
      kind: 'tally',
      declarations: ['declare root.stw:3:1'],
      inForce: 'declare root.stw:3:1',
      references: ['use root.stw:10:33', 'use root.stw:11:25', 'use house.stw:2:40', 'use house.stw:3:83'],
    });
    // A tally is a clause: asked for as either, it is one entry.
    expect(t.get('clause', 'marks')).toBe(t.get('tally', 'marks'));
    expect(shown(t.get('clause', 'win'))).toEqual({
      kind: 'clause',
      declarations: ['declare root.stw:10:3', 'override house.stw:2:10'],
      inForce: 'override house.stw:2:10',
      references: [],
    });
    expect(shown(t.get('clause', 'done'))).toEqual({
      kind: 'clause',
      declarations: ['declare root.stw:11:3'],
      inForce: null,
      references: ['remove house.stw:4:8'],
    });
    expect(shown(t.get('phase', 'one'))?.references).toEqual(['use house.stw:3:51']);
    expect(shown(t.get('ambiguity', 'ask'))?.references).toEqual(['use house.stw:3:29']);
    expect(shown(t.get('reading', 'no', 'ask'))).toEqual({
      kind: 'reading',
      declarations: ['declare root.stw:6:3'],
      inForce: 'declare root.stw:6:3',
      references: ['use house.stw:3:36'],
    });
    expect(shown(t.get('reading', 'yes', 'ask'))?.references).toEqual(['default root.stw:7:11']);
    expect(shown(t.get('source', 'book'))?.references).toHaveLength(7);
    expect(shown(t.get('variant', 'root'))).toEqual({
      kind: 'variant',
      declarations: ['declare root.stw:1:9'],
      inForce: 'declare root.stw:1:9',
      references: ['extends house.stw:1:23'],
    });
    // A per-player value is looked up as what it names: here the tally.
    expect(t.get('value', 'marks')).toBe(t.get('tally', 'marks'));
    // A built-in value is declared nowhere: its entry has its uses only.
    expect(shown(t.get('value', 'points'))).toMatchObject({ kind: 'value', declarations: [], inForce: null });
  });

  it('finds the name at a position, and knows what is not declared', () => {
    const t = table();
    expect(t.at('house.stw', HOUSE.indexOf('ask'))).toMatchObject({
      kind: 'ambiguity',
      name: 'ask',
      role: 'use',
      variant: 'house',
    });
    expect(t.at('house.stw', HOUSE.indexOf('game'))).toBeNull();
    expect(t.has('phase', 'two')).toBe(false);
    expect(t.has('reading', 'maybe', 'ask')).toBe(false);
  });

  it('reports unknown names from the table, at their place', () => {
    const r = resolveVariant(
      memoryReader({ root: ROOT, house: HOUSE.replace('phase = one', 'phase = two') }, null),
      'house',
    );
    const t = r.variant!.symbols;
    expect(shown(t.get('phase', 'two'))).toEqual({
      kind: 'phase',
      declarations: [],
      inForce: null,
      references: ['use house.stw:3:51'],
    });
  });
});

describe('the typed visitor', () => {
  it("calls each kind's handler with its own node, parents first, in the order written", () => {
    const parsed = parseVariant(HOUSE, 'house.stw');
    if (!parsed.ok) throw new Error('no parse');
    const seen: string[] = [];
    visit(parsed.file, {
      Clause: (n) => seen.push(`clause ${n.id.name}`),
      ReadingIs: (n) => seen.push(`reading ${n.ambiguity.name} is ${n.reading.name}`),
      PhaseIs: (n) => seen.push(`phase ${n.phase.name}`),
      Total: (n) => seen.push(`total ${n.tally.name}`),
    });
    expect(seen).toEqual(['clause win', 'clause tie', 'reading ask is no', 'phase one']);
    expect([...referencedAmbiguities(parsed.file)]).toEqual(['ask']);
  });
});

describe('find references and rename', () => {
  const session = () => {
    const s = createSession({ root: ROOT }, null);
    s.update('house', HOUSE);
    return s;
  };

  it('list every declaration and use, in the bases too', () => {
    const refs = session().references('house', HOUSE.indexOf('marks'))!;
    expect(refs.map((r) => `${r.path}:${r.line}:${r.column}`)).toEqual([
      'root:3:1',
      'root:10:33',
      'root:11:25',
      'house:2:40',
      'house:3:83',
    ]);
    expect(session().references('house', HOUSE.indexOf('game'))).toBeNull();
  });

  it('rename a reading in every file that writes it, and refuse what cannot be renamed', () => {
    const s = session();
    const edits = s.rename('house', HOUSE.indexOf('no and'), 'never')!;
    expect(edits.map((e) => `${e.path}:${e.line}:${e.column} ${e.insert}`)).toEqual([
      'root:6:3 never',
      'house:3:36 never',
    ]);
    expect(s.rename('house', HOUSE.indexOf('no and'), 'yes')).toBeNull(); // taken
    expect(s.rename('house', HOUSE.indexOf('no and'), 'Not An Id')).toBeNull();
    expect(s.rename('house', HOUSE.indexOf('root'), 'base')).toBeNull(); // a variant is named by its file
  });
});
