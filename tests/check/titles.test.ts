/**
 * The `titles de { … }` block: its entries resolved into the variant's German titles (merged along
 * `extends`), and its errors located exactly: an unknown id (with a did-you-mean), a thing titled
 * twice, a section its source is never cited with, another language than German, and a shipped
 * file's missing titles (which a house rule, or a file of one's own, may leave out).
 */
import { describe, expect, it } from 'vitest';
import { checkPath } from '../../src/check/check.ts';
import { memoryReader, type FileReader } from '../../src/resolve/load.ts';
import { diskReader } from '../../src/resolve/disk.ts';
import { fromWire, toWire } from '../../src/resolve/wire.ts';
import { formatVariant } from '../../src/format/index.ts';
import { variantNames } from '../../src/compile/clause-words.ts';
import { compileVariant } from '../../src/compile/compile.ts';
import { BASE, checkExtension, HEADER, only, positionOf } from './fixtures.ts';

/** BASE with the German titles of everything it declares. */
const BASE_TITLES = `
titles de {
  variant "Mini-Hindersche"
  source pagat "Hindersche"
  section pagat "Players" "Spieler"
  section pagat "Deal" "Geben"
  section pagat "Play" "Spiel"
  section pagat "Scoring" "Wertung"
  section pagat "Playoff" "Stechen"
  section pagat "Vier-Strich" "Vier-Strich"
  section pagat "Butzen" "Butzen"
  section pagat "Settlement" "Abrechnung"
  phase vier "Vier-Strich"
  phase butzen "Butzen"
  special old-man der "Alte" "Alten" weak
  special little-man der "Kleine" "Kleinen" weak
  tally marks der "Strich" "Striche" "Striche auf der Tafel"
  tally frame der "Rahmenstrich" "Rahmenstriche"
  ambiguity asking "Wann darf man neu geben lassen?"
  reading asking.any-number "Jederzeit im Butzen."
  reading asking.two-players "Nur zu zweit."
}
`;

/** A reader whose file `mini` is shipped (as the disk reader tells for variants/*.stw). */
const shippedReader = (files: Record<string, string>, shipped = ['mini']): FileReader => ({
  ...memoryReader(files),
  shipped: (path) => shipped.includes(path),
});

describe('titles de: resolved', () => {
  it('gives the variant its German titles, nouns with their gender, readings by question.reading, sections by source and English name', () => {
    const { variant, diagnostics } = checkPath(memoryReader({ mini: BASE + BASE_TITLES }), 'mini');
    expect(diagnostics).toEqual([]);
    const g = variant!.german;
    expect(g.variant).toBe('Mini-Hindersche');
    expect(g.phases.get('butzen')).toBe('Butzen');
    expect(g.tallies.get('marks')).toEqual({
      noun: { one: 'Strich', many: 'Striche', gender: 'm' },
      description: 'Striche auf der Tafel',
    });
    expect(g.tallies.get('frame')).toEqual({ noun: { one: 'Rahmenstrich', many: 'Rahmenstriche', gender: 'm' } });
    expect(g.specials.get('old-man')).toEqual({ one: 'Alte', many: 'Alten', gender: 'm', weak: true });
    expect(g.readings.get('asking.two-players')).toEqual({ title: 'Nur zu zweit.' });
    expect(g.sections.get('pagat\u0000Scoring')).toBe('Wertung');
  });

  it('merges along extends: a house rule adds to its base’s titles and overrides them', () => {
    const house = `${HEADER}titles de {\n  variant "Meine Mini"\n  phase vier "Vier Striche"\n  tally pot die "Kasse" "Kassen"\n}\npot: tally shared "the pot" [pagat "Scoring"]\n`;
    const { variant, diagnostics } = checkPath(memoryReader({ mini: BASE + BASE_TITLES, t: house }), 't');
    expect(diagnostics).toEqual([]);
    const g = variant!.german;
    expect(g.variant).toBe('Meine Mini');
    expect(g.phases.get('vier')).toBe('Vier Striche');
    expect(g.phases.get('butzen')).toBe('Butzen');
    expect(g.tallies.get('pot')?.noun).toEqual({ one: 'Kasse', many: 'Kassen', gender: 'f' });
    expect(g.tallies.get('marks')?.noun.one).toBe('Strich');
  });

  it('reaches the words layer: the names of a variant carry its German titles', () => {
    const { variant } = checkPath(memoryReader({ mini: BASE + BASE_TITLES }), 'mini');
    const names = variantNames(variant!, compileVariant(variant!).deck);
    expect(names.german?.phases.get('vier')).toBe('Vier-Strich');
    expect(names.german?.tallies.get('frame')?.noun.many).toBe('Rahmenstriche');
  });

  it('goes to the browser and back with the variant (the wire form)', () => {
    const { variant } = checkPath(memoryReader({ mini: BASE + BASE_TITLES }), 'mini');
    const back = fromWire(JSON.parse(JSON.stringify(toWire(variant!))));
    expect(back.german).toEqual(variant!.german);
  });

  it('is kept by the formatter, one entry a line, and a block may stand before a statement', () => {
    const messy = `${BASE}titles   de {\nphase vier   "Vier-Strich"\n      tally marks der "Strich"   "Striche"\n    }\nexample e "An example" {\n  players N W S E dealer N\n}\n`;
    const r = formatVariant(messy, 'mini.stw');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.text).toContain(
      'titles de {\n  phase vier "Vier-Strich"\n  tally marks der "Strich" "Striche"\n}\nexample e',
    );
    const again = formatVariant(r.text, 'mini.stw');
    expect(again.ok && again.text).toBe(r.text);
  });
});

describe('titles de: errors', () => {
  it('unknown-title: an entry naming no phase, at the id, with a did-you-mean', () => {
    const extra = 'titles de {\n  phase butzn "Butzen"\n}\n';
    const d = only(checkExtension(extra));
    expect(d.code).toBe('unknown-title');
    expect(d.loc.source).toBe('t.stw');
    expect(d.loc.start).toMatchObject(positionOf(HEADER + extra, 'butzn'));
    expect(d.loc.end.column - d.loc.start.column).toBe(5);
    expect(d.message).toBe('no phase `butzn` is declared');
    expect(d.hint).toBe('did you mean `butzen`?');
  });

  it('unknown-title: a reading its question does not have, at the reading', () => {
    const extra = 'titles de {\n  reading asking.two-player "Nur zu zweit"\n}\n';
    const d = only(checkExtension(extra));
    expect(d.code).toBe('unknown-title');
    expect(d.loc.start).toMatchObject(positionOf(HEADER + extra, 'two-player'));
    expect(d.message).toBe('ambiguity `asking` has no reading `two-player`');
    expect(d.hint).toBe('did you mean `two-players`?');
  });

  it('unknown-title: a tally, a special card, an option, a suit: each against what the variant has', () => {
    const extra =
      'titles de {\n  tally mark der "Strich" "Striche"\n  special old-men der "Alte" "Alten"\n  option loud "Laut"\n  rank Z das "Daus" "Däuser"\n}\n';
    const { diagnostics } = checkExtension(extra);
    expect(diagnostics.map((d) => [d.code, d.loc.start.line, d.loc.start.column, d.message, d.hint])).toEqual([
      ['unknown-title', 3, 9, 'no tally `mark` is declared', 'did you mean `marks`?'],
      ['unknown-title', 4, 11, 'no special card `old-men` is declared', 'did you mean `old-man`?'],
      ['unknown-title', 5, 10, 'no `choice` option `loud` is declared', 'this variant has no `choice` option'],
      ['unknown-title', 6, 8, 'no rank `Z` is declared', 'did you mean `9`?'],
    ]);
  });

  it('unknown-title: a `game` entry in a file that names no game of its own, at `game`', () => {
    const extra = 'titles de {\n  game "Mini"\n}\n';
    const d = only(checkExtension(extra));
    expect(d.code).toBe('unknown-title');
    expect(d.loc.start).toMatchObject({ line: 3, column: 3 });
    expect(d.loc.end.column).toBe(7);
    expect(d.message).toBe('this file names no game: it belongs to `mini`, whose file gives its German title');
  });

  it('unknown-title: a section its source is never cited with, at the English name', () => {
    const extra = 'titles de {\n  section pagat "Scorin" "Wertung"\n}\n';
    const d = only(checkExtension(extra));
    expect(d.code).toBe('unknown-title');
    expect(d.loc.start).toMatchObject(positionOf(HEADER + extra, '"Scorin"'));
    expect(d.loc.end.column - d.loc.start.column).toBe('"Scorin"'.length);
    expect(d.message).toBe('source `pagat` is never cited with the section "Scorin"');
    expect(d.hint).toBe('did you mean `Scoring`?');
  });

  it('duplicate-title: the same thing titled twice in one file, at the second', () => {
    const extra = 'titles de {\n  phase vier "Vier-Strich"\n  phase vier "Vier Striche"\n}\n';
    const d = only(checkExtension(extra));
    expect(d.code).toBe('duplicate-title');
    expect(d.loc.start).toMatchObject({ line: 4, column: 9 });
    expect(d.message).toBe('phase `vier` has its German title twice in this file');
    expect(d.hint).toBe('keep one: the first is at line 3');
  });

  it('titles-language: a block in another language, at its code', () => {
    const extra = 'titles fr {\n  phase vier "Quatre traits"\n}\n';
    const d = only(checkExtension(extra));
    expect(d.code).toBe('titles-language');
    expect(d.loc.start).toMatchObject({ line: 2, column: 8 });
    expect(d.loc.end.column).toBe(10);
    expect(d.message).toBe('titles in `fr` are not read: only German titles can be given');
    expect(d.hint).toBe('only German is supported: write `titles de { ... }`');
  });

  it('title-noun: `weak` on a noun that is not masculine, at the noun', () => {
    const extra = 'titles de {\n  tally marks die "Marke" "Marken" weak\n}\n';
    const d = only(checkExtension(extra));
    expect(d.code).toBe('title-noun');
    expect(d.loc.start).toMatchObject(positionOf(HEADER + extra, 'die "Marke"'));
    expect(d.message).toBe('`weak` is for a masculine noun (der): "Marke" is not one');
    expect(d.hint).toBe('remove `weak`: only a noun like der Bube (den Buben) or der Alte (den Alten) is weak');
  });

  it('a noun without its article is a located syntax error that says what a noun is', () => {
    const extra = 'titles de {\n  tally marks "Strich" "Striche"\n}\n';
    const d = only(checkExtension(extra));
    expect(d.code).toBe('syntax');
    expect(d.loc.start).toMatchObject({ line: 3, column: 15 });
    expect(d.message).toContain('a German noun: der, die or das, then its singular and plural in quotes');
  });
});

describe('missing-german-title', () => {
  it('is an error for a shipped file, one per thing, at the thing, listing every title it lacks', () => {
    const text =
      BASE +
      BASE_TITLES.replace(/ {2}phase vier .*\n/, '')
        .replace(/ {2}reading asking\..*\n/g, '')
        .replace(/ {2}section pagat "Deal".*\n/, '');
    const { diagnostics } = checkPath(shippedReader({ mini: text }), 'mini');
    const at = (needle: string) => positionOf(text, needle);
    expect(diagnostics.map((d) => [d.code, d.loc.start.line, d.loc.start.column, d.message])).toEqual([
      [
        'missing-german-title',
        at('pagat "Hindersche"').line,
        at('pagat "Hindersche"').column,
        'source `pagat` ("Hindersche") lacks its German section name "Deal"',
      ],
      [
        'missing-german-title',
        at('vier "Vier-Strich"').line,
        at('vier "Vier-Strich"').column,
        'phase `vier` ("Vier-Strich") lacks its German title',
      ],
      [
        'missing-german-title',
        at('asking "When').line,
        at('asking "When').column,
        'ambiguity `asking` lacks its German reading `any-number` and reading `two-players`',
      ],
    ]);
    expect(diagnostics[1]!.hint).toBe(
      'a shipped file gives every title in German too: add to its `titles de { ... }` block phase vier "…"',
    );
  });

  it('is silent for a file that is not shipped: its titles fall back to English', () => {
    expect(checkPath(memoryReader({ mini: BASE }), 'mini').diagnostics).toEqual([]);
    expect(
      checkPath(
        shippedReader({ mini: BASE + BASE_TITLES, t: `${HEADER}pot: tally shared "the pot" [pagat "Scoring"]\n` }),
        't',
      ).diagnostics,
    ).toEqual([]);
  });

  it('asks a shipped extending file for the titles of what it declares and overrides, not its base’s', () => {
    const t = `variant t "T" extends mini\ntitles de {\n  variant "T"\n}\noverride old-man: special J of trump "Puur" [pagat "Players"]\n`;
    const { diagnostics } = checkPath(shippedReader({ mini: BASE + BASE_TITLES, t }, ['mini', 't']), 't');
    expect(diagnostics.map((d) => [d.code, d.loc.source, d.loc.start.line, d.loc.start.column, d.message])).toEqual([
      ['missing-german-title', 't.stw', 5, 10, 'special card `old-man` ("Puur") lacks its German name'],
    ]);
  });

  it('finds every shipped file on disk titled in full (and tells shipped files from house rules)', () => {
    expect(diskReader.shipped!(diskReader.locate('kein-stich')!)).toBe(true);
    expect(diskReader.shipped!(diskReader.locate('kein-stich-loser-deals')!)).toBe(false);
    const { variant, diagnostics } = checkPath(diskReader, 'kein-stich');
    expect(diagnostics).toEqual([]);
    expect(variant!.shipped).toBe(true);
    expect(variant!.german.phases.get('no-obers')).toBe('Keine Ober');
  });
});
