/**
 * Declared events: `event id "Title" player <noun> count <noun>` declares what a deal can bring
 * about; `<id> when COND` gives its condition in a phase. The word `march` is no longer built in:
 * grammar/prelude.stw declares it for every root variant, so files written before keep their
 * meaning. Names that refer to no declared event are located errors with a did-you-mean hint.
 */
import { describe, expect, it } from 'vitest';
import { checkPath } from '../../src/check/check.ts';
import { compileVariant } from '../../src/compile/compile.ts';
import { memoryReader } from '../../src/resolve/load.ts';
import { runScenario } from '../../src/scenario/run.ts';
import { BASE, checkBase, checkExtension, HEADER, positionOf } from '../check/fixtures.ts';

const SWEEP = `event sweep "Sweep" player sweeper count sweeps        [pagat "Vier-Strich"]
phase vier {
  sweep-1: sweep when tricks >= 4 and points < 100        [pagat "Vier-Strich"]
  swept (before made): when sweep: add 2 marks to sweeper, add sweeps marks to others  [pagat "Vier-Strich"]
}
`;

/** Two scored deals of the mini variant (or its extension `t`): W takes four tricks of six, and 95 points, in each. */
const sweepDeal = (variant: string, files: Record<string, string>) =>
  runScenario(
    {
      variant,
      players: ['N', 'W', 'S', 'E'],
      dealer: 'N',
      deals: [1, 2].map(() => ({ points: { W: 95, S: 25, E: 20, N: 0 }, tricks: { W: 4, S: 1, E: 1, N: 0 } })),
    },
    memoryReader(files),
  );

describe('declared events', () => {
  it('a variant declares an event of its own: its condition, its player, its count, and a transcript key by its id', () => {
    expect(checkExtension(SWEEP).diagnostics).toEqual([]);
    const t = sweepDeal('t', { mini: BASE, t: HEADER + SWEEP });
    const e = t.log[0]!;
    expect(e.sweep).toBe('W');
    expect(e.march).toBe(null); // the prelude's event is still declared
    expect(Object.keys(e).slice(Object.keys(e).indexOf('tricks'), Object.keys(e).indexOf('tallies'))).toEqual([
      'tricks',
      'march',
      'sweep',
    ]);
    expect(e.tallies.marks).toEqual({ N: 0, W: 2, S: 0, E: 0 }); // 2 to the sweeper, `sweeps` (earlier deals with a sweep: 0) to the others
    expect(t.log[1]!.tallies.marks).toEqual({ N: 1, W: 4, S: 1, E: 1 }); // `sweeps` is now 1
    expect(e.players).toEqual(['W', 'S', 'E', 'N']);
  });

  it('without the declaration the same rules do not mean it', () => {
    const base = sweepDeal('mini', { mini: BASE });
    expect(Object.hasOwn(base.log[0]!, 'sweep')).toBe(false);
    expect(base.log[0]!.tallies.marks).toEqual({ N: 0, W: 1, S: 0, E: 0 }); // only the most points takes a mark
    expect(base.log[1]!.tallies.marks).toEqual({ N: 0, W: 2, S: 0, E: 0 });
  });

  it('the prelude declares march for every root variant, so that old files keep their meaning', () => {
    const cv = compileVariant(checkBase().variant!);
    expect(cv.events).toEqual([{ id: 'march', title: 'March', player: 'marcher', count: 'marches' }]);
    expect(cv.lostGames).toBe('frame');
    expect(cv.trickTaking).toEqual({ title: 'Schleipfe', key: 'schleipfen' });
  });

  it("a root's own declaration replaces the prelude's: the same id with another title", () => {
    const text = BASE.replace(
      'ties: ties playoff',
      'event march "Durchmarsch" player marcher count marches\nties: ties playoff',
    );
    const r = checkPath(memoryReader({ mini: text }), 'mini');
    expect(r.diagnostics).toEqual([]);
    expect(compileVariant(r.variant!).events.map((e) => e.title)).toEqual(['Durchmarsch']);
  });

  it('declaring one event twice in a file is an error at the second', () => {
    const extra = 'event sweep "Sweep" player sweeper count sweeps\nevent sweep "Sweep" player sweeper count sweeps\n';
    const [d, ...rest] = checkExtension(extra).diagnostics;
    expect(rest).toEqual([]);
    expect(d!.code).toBe('duplicate-id');
    expect(d!.loc.start).toMatchObject({ line: 3, column: 7 });
  });

  it('an undeclared event in `<event> when` is refused at the name, with a did-you-mean hint', () => {
    const extra = 'phase vier {\n  m: marhc when points >= 100 [pagat "Vier-Strich"]\n}\n';
    const [d, ...rest] = checkExtension(extra).diagnostics;
    expect(rest).toEqual([]);
    expect(d).toMatchObject({
      code: 'unknown-event',
      message: 'no event `marhc` is declared',
      hint: 'did you mean `march`?',
    });
    expect(d!.loc.start).toMatchObject({ line: 3, column: 6 });
  });

  it('an undeclared event as a condition and as a rank key, with hints', () => {
    const text = BASE.replace('made: when march:', 'made: when marcj:').replace(
      'playoff rank march first',
      'playoff rank mrach first',
    );
    const ds = checkBase(() => text).diagnostics;
    expect(ds.map((d) => [d.code, d.loc.start.line, d.loc.start.column, d.hint])).toEqual([
      ['unknown-event', positionOf(text, 'marcj').line, positionOf(text, 'marcj').column, 'did you mean `march`?'],
      ['unknown-event', positionOf(text, 'mrach').line, positionOf(text, 'mrach').column, 'did you mean `march`?'],
    ]);
  });

  it("an undeclared player noun is not a set of players; an event's count noun is a number", () => {
    const players = checkExtension(
      'phase vier {\n  x: when march: add 1 marks to marchr [pagat "Vier-Strich"]\n}\n',
    ).diagnostics;
    expect(players.map((d) => [d.code, d.loc.start.line, d.loc.start.column, d.hint])).toEqual([
      ['unknown-event', 3, 33, 'did you mean `marcher`?'],
    ]);
    const counts = checkExtension(
      'phase vier {\n  x: when march: add marchs marks to everyone [pagat "Vier-Strich"]\n}\n',
    ).diagnostics;
    expect(counts.map((d) => [d.code, d.loc.start.line, d.loc.start.column, d.hint])).toEqual([
      ['unknown-value', 3, 22, 'did you mean `marches`?'],
    ]);
    expect(
      checkExtension('phase vier {\n  x: when marches = 1: add marches marks to everyone [pagat "Vier-Strich"]\n}\n')
        .diagnostics,
    ).toEqual([]);
  });

  it('nouns the language already reads otherwise are refused at the noun', () => {
    const ds = checkExtension('event sweep "Sweep" player others count points [pagat "Vier-Strich"]\n').diagnostics;
    expect(ds.map((d) => [d.code, d.loc.start.line, d.loc.start.column])).toEqual([
      ['unknown-event', 2, 28],
      ['unknown-event', 2, 41],
    ]);
  });

  it("an event cannot take the name of a field of the transcript's entries", () => {
    const [d, ...rest] = checkExtension(
      'event points "Points" player pointer count pointed [pagat "Vier-Strich"]\n',
    ).diagnostics;
    expect(rest).toEqual([]);
    expect(d!.code).toBe('unknown-event');
    expect(d!.loc.start).toMatchObject({ line: 2, column: 7 });
  });
});
