/**
 * A deal's results in German (src/engine/de/results.ts): what each rule that scored a deal did,
 * with the variant's German tally and event nouns in case and number and counts one to twelve as
 * words, and the events a transcript notes; for each game, from its scenarios.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eventNotesDe, explainDealDe } from '../../../src/engine/de/results.ts';
import { explainDeal } from '../../../src/engine/explain-deal.ts';
import { eventNotes, replayWithState, type Scenario } from '../../../src/scenario/replay.ts';
import { resultWordsFor } from '../../../src/scenario/result-words.ts';
import { compiled } from '../../helpers.ts';

/** The German sentences and event notes for every deal of scenario file `path`, deal by deal. */
function dealSentences(path: string): string[][] {
  const raw = JSON.parse(readFileSync(path, 'utf8'));
  const sc = (raw.scenario ?? raw) as Scenario;
  const cv = compiled(sc.variant, sc.options ?? {});
  const out: string[][] = [];
  let before = null;
  for (let i = 1; i <= sc.deals.length; i++) {
    const entry = replayWithState(cv, { ...sc, deals: sc.deals.slice(0, i) }).state.entry!;
    out.push([
      ...eventNotesDe(entry, cv.events, cv.variant.german),
      ...explainDealDe(cv, entry, before).map((x) => x.sentence),
    ]);
    before = entry.tallies;
  }
  return out;
}

describe('a deal scored, in German', () => {
  it('Hindersche: the most and the fewest Augen with the figure, a mark as "einen Strich", wiped off', () => {
    const deals = dealSentences('tests/scenarios/public/pagat-01-phase1-then-butzen.json');
    expect(deals[0]).toEqual(['N hat die meisten Augen (50) und bekommt einen Strich']);
    // East is O (Osten) at a German table.
    expect(deals[4]).toEqual([
      'N hat die wenigsten Augen (10) und wischt einen Strich weg',
      'O hat die meisten Augen (60) und bekommt einen Strich',
    ]);
  });

  it('Hindersche: the Durchmarsch noted, the others marked "je", a clean slate puts a player out', () => {
    expect(dealSentences('tests/scenarios/public/pagat-02-march-in-deal-one.json')).toEqual([
      ['Durchmarsch von W', 'N, S und O bekommen je einen Strich'],
      ['N hat die meisten Augen (50) und bekommt einen Strich', 'W scheidet aus'],
    ]);
  });

  it('Hindersche by partners: the team with the most Augen between them', () => {
    expect(dealSentences('tests/fixtures/partners/two-deals.json')).toEqual([
      ['W und O haben zusammen die meisten Augen (87) und bekommen je einen Strich'],
      ['N und S haben zusammen die meisten Augen (72) und bekommen je einen Strich'],
    ]);
  });

  it('Kein Stich: what each paid into the Kasse, and what the lay-off paid out, the prizes in rank order', () => {
    const deals = dealSentences('tests/scenarios/kein-stich/full-round-played.json');
    expect(deals[0]).toEqual(['In die Kasse zahlen: N 10, O 15, S 10, W 5']);
    expect(deals.at(-1)).toEqual(['Aus der Kasse bekommen: W 100, N 50, O 10']);
  });

  it('Bauernheinrich: the first out wins einen Sieg, the last out eine Niederlage (each noun in its gender)', () => {
    const deals = dealSentences('tests/scenarios/bauernheinrich/whole-hand-played.json');
    expect(deals.at(-1)).toEqual(['S bekommt einen Sieg', 'W bekommt eine Niederlage']);
  });
});

describe('resultWordsFor picks the language in one place', () => {
  it('English as it always was, German from the German module', () => {
    const raw = JSON.parse(readFileSync('tests/scenarios/public/pagat-02-march-in-deal-one.json', 'utf8'));
    const sc = (raw.scenario ?? raw) as Scenario;
    const cv = compiled(sc.variant, sc.options ?? {});
    const entry = replayWithState(cv, { ...sc, deals: sc.deals.slice(0, 1) }).state.entry!;
    const en = resultWordsFor('en');
    expect(en.explainDeal(cv, entry, null)).toEqual(explainDeal(cv, entry, null));
    expect(en.eventNotes(entry, cv.events)).toEqual(eventNotes(entry, cv.events));
    expect(en.seat('E')).toBe('E');
    const de = resultWordsFor('de');
    expect(de.explainDeal(cv, entry, null)).toEqual(explainDealDe(cv, entry, null));
    expect(de.eventNotes(entry, cv.events, cv.variant.german)).toEqual(['Durchmarsch von W']);
    expect(de.seat('E')).toBe('O');
  });
});
