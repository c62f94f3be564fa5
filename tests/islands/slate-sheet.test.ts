/**
 * The score sheet (src/islands/slate-sheet.ts): a column per player in seat order, a row per deal
 * named by its phase's title with what happened, the tallies checked against the replayed
 * transcript of seeded deals; a player who goes out is given the rule's section; and the slate
 * drawing puts each seat where it sits at the table.
 */
import { describe, expect, it } from 'vitest';
import { compiled, loadVariant } from '../helpers.ts';
import { seededScenario } from '../seeded-deals.ts';
import { eventNotes, replay, replayWithState } from '../../src/scenario/replay.ts';
import { dealLabel, scoreSheet, rowSentence } from '../../src/islands/slate-sheet.ts';
import { dropClauses } from '../../src/islands/slate-clauses.ts';
import { slateDrawing } from '../../src/islands/slate-svg.ts';
import { sectionFor } from '../../src/site/sections.ts';

/** A figure as the sheet writes it: a minus sign (U+2212), never a hyphen. */
const minus = (n: number): string => (n < 0 ? `−${-n}` : String(n));

function sheetOf(id: string, players: string[], seed: number, n: number) {
  const cv = compiled(id);
  const sc = seededScenario(cv, seed, n, players);
  const t = replay(cv, sc);
  const chain = loadVariant(id).chain;
  const sheet = scoreSheet(t.log, {
    players,
    phaseTitle: (p) => cv.phases.find((x) => x.id === p)!.title,
    notes: (e) => eventNotes(e, cv.events),
    rulesOf: (i) => replayWithState(cv, { ...sc, deals: sc.deals.slice(0, i + 1) }).state.entry!.rules,
    dropClauses: dropClauses(loadVariant(id)),
    section: (c) => {
      const s = sectionFor(chain, c);
      return s ? { heading: s.heading, href: `/rules/${s.book}/#${s.anchor}` } : null;
    },
    tallyTitle: (x) => cv.tallies.find((tl) => tl.name === x)?.title ?? x,
  });
  return { cv, t, sheet };
}

describe('the score sheet', () => {
  for (const [id, players] of [
    ['kein-stich', ['Ada', 'Bo', 'Cy', 'Di']],
    ['bauernheinrich', ['N', 'E', 'S', 'W']],
    ['hindersche-pagat', ['N', 'W', 'S', 'E']],
  ] as const) {
    it(`${id}: a column per player in seat order, each row's tallies as the replay has them`, () => {
      for (const seed of [1, 2, 3]) {
        const { cv, t, sheet } = sheetOf(id, [...players], seed, 8);
        expect(sheet.players).toEqual(players);
        expect(sheet.rows.length).toBe(t.log.length);
        t.log.forEach((e, i) => {
          const row = sheet.rows[i]!;
          expect(row.label).toContain(cv.phases.find((p) => p.id === e.phase)!.title);
          expect(row.label).not.toContain(`(${e.phase})`);
          players.forEach((p, k) => {
            for (const name of sheet.perPlayer)
              expect(row.cells[k]!.text).toMatch(
                new RegExp(
                  `(^|\\n)(${sheet.perPlayer.length > 1 ? `${sheet.titles[name]} ` : ''})${minus((e.tallies[name] as Record<string, number>)[p]!)}( |\\n|$)`,
                ),
              );
          });
          for (const s of row.shared) expect(s.text.split(' ')[0]).toBe(minus(e.tallies[s.name] as number));
          // What happened names each player of the deal in seat order.
          const named = players.filter((p) => e.players.includes(p));
          if (!e.places) expect(row.what.split(', ').map((x) => x.split(' ')[0])).toEqual(named);
          expect(rowSentence(row).startsWith(row.label + ': ')).toBe(true);
        });
      }
    });
  }

  it('names every deal in one form, no brackets round a title that has its own (issue 26)', () => {
    const title = (id: string) => (id === 'max' ? 'No Max (King of Hearts)' : 'No Obers');
    expect(dealLabel({ kind: 'deal', deal: 3, game: 1, phase: 'obers' }, title)).toBe('Deal 3 · No Obers');
    expect(dealLabel({ kind: 'deal', deal: 4, game: 1, phase: 'max' }, title)).toBe('Deal 4 · No Max (King of Hearts)');
    expect(dealLabel({ kind: 'deal', deal: 1, game: 2, phase: 'obers' }, title)).toBe('Game 2, deal 1 · No Obers');
    expect(dealLabel({ kind: 'playoff', deal: 5, game: 1, phase: 'obers' }, title)).toBe('Play-off deal 5 · No Obers');
  });

  it('says why a player is out, with the section of the rule that put them out', () => {
    let found = null as null | { reason: string; heading: string | undefined };
    for (let seed = 1; seed < 40 && !found; seed++) {
      const { sheet } = sheetOf('hindersche-pagat', ['N', 'W', 'S', 'E'], seed, 14);
      const o = sheet.rows.flatMap((r) => r.outs)[0];
      if (o) found = { reason: o.reason, heading: o.section?.heading };
    }
    expect(found).not.toBeNull();
    expect(found!.reason).toMatch(/^[NWSE] is out with Marks 0/);
    expect(found!.heading?.length).toBeGreaterThan(0);
  });

  it('names the section of a drop after the deal too (wiped clean in Butzen), which the machine does not list among the scoring clauses', () => {
    // Seeded runs until one puts a player out in the second phase.
    let out = null as null | { reason: string; heading: string | undefined; phase: string };
    for (let seed = 1; seed < 80 && !out; seed++) {
      const { t, sheet } = sheetOf('hindersche-pagat', ['N', 'W', 'S', 'E'], seed, 16);
      const i = sheet.rows.findIndex((r, k) => r.outs.length > 0 && t.log[k]!.phase === 'butzen');
      if (i >= 0)
        out = {
          reason: sheet.rows[i]!.outs[0]!.reason,
          heading: sheet.rows[i]!.outs[0]!.section?.heading,
          phase: t.log[i]!.phase,
        };
    }
    expect(out).not.toBeNull();
    expect(out!.heading).toBe(sectionFor(loadVariant('hindersche-pagat').chain, 'erased-out')!.heading);
  });

  it('draws each seat where it sits: West on the left and East on the right, in either direction of play', () => {
    const x = (markup: string, p: string) => Number(new RegExp(`<text x="(\\d+)"[^>]*>${p}</text>`).exec(markup)![1]);
    for (const [order, dir] of [
      [['N', 'W', 'S', 'E'], 'anticlockwise'],
      [['N', 'E', 'S', 'W'], 'clockwise'],
    ] as const) {
      const m = slateDrawing([...order], {}, new Set(), dir).markup;
      expect(x(m, 'W'), dir).toBeLessThan(160);
      expect(x(m, 'E'), dir).toBeGreaterThan(160);
    }
  });
});
