/**
 * The islands' catalogs (src/islands/i18n/): every message of the English catalog is in the German
 * one (the typecheck holds the keys; this holds the words) and reads differently there, except the
 * few that are the same in both languages; no German message says an English function word for
 * sample arguments; the human's seat is „du“ with its verb agreeing; and a German page's table is
 * drawn from the German catalog, the English one never read.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { compiled } from '../helpers.ts';
import { de } from '../../src/islands/i18n/de.ts';
import { en } from '../../src/islands/i18n/en.ts';
import { sheetDe } from '../../src/islands/i18n/sheet-de.ts';
import { sheetEn } from '../../src/islands/i18n/sheet-en.ts';
import { simDe } from '../../src/islands/i18n/sim-de.ts';
import { simEn } from '../../src/islands/i18n/sim-en.ts';
import { ui, useUi } from '../../src/islands/i18n/ui.ts';
import { YOU } from '../../src/islands/i18n/you.ts';
import { playOn, table } from './table-harness.ts';

/** Sample arguments of every message that is a function, by its path (several calls where a form depends on them). */
/** Tallies as the results name them: an English title and the German noun the variant's titles give. */
const MARKS = { title: 'Marks', noun: { one: 'Strich', many: 'Striche', gender: 'm' } } as const;
const FRAME = { title: 'Frame', noun: { one: 'Rahmenstrich', many: 'Rahmenstriche', gender: 'm' } } as const;
const WINS = { title: 'Wins', noun: { one: 'Sieg', many: 'Siege', gender: 'm' } } as const;
const STAKES = { title: 'Stakes', noun: { one: 'Einsatz', many: 'Einsätze', gender: 'm' } } as const;

const SAMPLES: ReadonlyMap<string, readonly (readonly unknown[])[]> = new Map<string, (readonly unknown[])[]>([
  ['seat', [[YOU]]],
  ['ordinal', [[1], [3]]],
  ['list', [[['Ada', 'Ben']], [['Ada', YOU]]]],
  [
    'count',
    [
      [1, 'card'],
      [5, 'point'],
      [2, 'trick'],
    ],
  ],
  ['buttons.pickUpTop', [[1], [3]]],
  ['buttons.takeLast', [[null], ['Stechen']]],
  ['buttons.chosen', [['Geben', 1, 3]]],
  ['buttons.asTrumps', [['Herz']]],
  [
    'cardLabel',
    [
      ['Eichel-Ober', true, false, false],
      ['Eichel-Ober', false, false, true],
    ],
  ],
  [
    'status.game',
    [
      [1, ''],
      [2, 'Butzen'],
    ],
  ],
  ['status.trumps', [['Herz']]],
  ['status.tookTrick', [['Ada']]],
  ['status.chooseToGive', [[true], [false]]],
  ['status.stillToGive', [[['Ada', 'Ben']], [['Ada']]]],
  [
    'status.toMove',
    [
      ['Ada', false],
      ['Ada', true],
      [YOU, false],
    ],
  ],
  ['status.over', [['game'], ['rubber']]],
  ['status.choosesContract', [['Ben']]],
  ['status.dealsNext', [['Ada'], [YOU]]],
  [
    'offer',
    [
      ['Ada', null],
      ['Ben', 'Stechen'],
    ],
  ],
  [
    'redeal',
    [
      [null, 'r1'],
      ['Sechs Luschen', 'r1'],
    ],
  ],
  ['scores.lastDeal', [['Ada 12']]],
  ['scores.out', [[['Ada', 'Ben']]]],
  ['scores.lostBy', [['Ada'], [YOU]]],
  ['scores.team', [[['Ada', 'Ben'], ['Striche 3']]]],
  ['said.takeRefused', [[null], ['Stechen']]],
  [
    'said.dealEnd',
    [
      ['Spiel 1', false, 'Augen', 'Ada 12'],
      ['Spiel 1', true, 'Punkte', 'Ada 1.'],
    ],
  ],
  ['said.redealt', [['Spiel 2']]],
  ['said.outOfGame', [[['Ada']], [[YOU]], [['Ada', YOU]]]],
  ['said.saysOut', [['Ada ist aus der Partie ausgeschieden.']]],
  ['said.gameOver', [[null], ['Ada'], [YOU]]],
  ['said.anyCard', [[8, 'Stich an Ada']]],
  ['said.badNumber', [[4294967295]]],
  ['said.notAllowed', [['Regel r1']]],
  ['said.stopped', [['Fehler']]],
  ['said.notRestoredBecause', [['Zug 3']]],
  ['said.startNew', [['Fehler']]],
  ['said.gameNumber', [[42]]],
  [
    'moves.play',
    [
      ['Ada', 'Eichel-Ober'],
      [YOU, 'Eichel-Ober'],
    ],
  ],
  ['moves.give', [['Ada'], [YOU]]],
  ['moves.own', [['Ada', 'legt', ' 2 Karten weg']]],
  ['moves.name', [['Ada', 'Herz']]],
  ['moves.pass', [['Ada'], [YOU]]],
  ['moves.pickUp', [['Ada'], [YOU]]],
  [
    'moves.choose',
    [
      ['Ada', null],
      [YOU, 'Butzen'],
    ],
  ],
  ['moves.take', [['Ada'], [YOU]]],
  ['moves.redeal', [['Ada'], [YOU]]],
  [
    'moves.passedOn',
    [
      ['Eichel-Ober', 'Ada'],
      ['Eichel-Ober', YOU],
    ],
  ],
  [
    'moves.swapped',
    [
      ['Ada', 'Eichel-Sechs', 'Eichel-Sieben'],
      [YOU, 'Eichel-Sechs', 'Eichel-Sieben'],
    ],
  ],
  [
    'moves.kept',
    [
      ['Ada', 'Eichel-Sechs', 'Eichel-Sieben'],
      [YOU, 'Eichel-Sechs', 'Eichel-Sieben'],
    ],
  ],
  ['give.layAway', [[1], [2]]],
  [
    'give.to',
    [
      ['Ben', null],
      ['Ben', 'links von dir'],
    ],
  ],
  [
    'give.ofSet',
    [
      [3, null, 5],
      [3, 'Herz', 8],
    ],
  ],
  ['give.cards', [[1], [3]]],
  ['give.line', [['3 Karten', 'Ben']]],
  ['swap.line', [['Eichel-Sechs', 'Eichel-Sieben', 'r1']]],
  ['swap.swap', [['Eichel-Sechs', 'Eichel-Sieben']]],
  ['swap.keep', [['Eichel-Sechs']]],
  ['table.talon', [[1], [2]]],
  ['table.stock', [[0], [1], [4]]],
  ['table.pickedUpPile', [['Ada'], [YOU]]],
  [
    'table.tookTrick',
    [
      ['Ada', true, 0, null],
      [YOU, false, 5, 'Ben'],
      ['Ada', true, 1, YOU],
    ],
  ],
  ['table.outPlace', [[2]]],
  [
    'table.inHand',
    [
      ['Ada', 1],
      ['Ada', 9],
    ],
  ],
  ['results.endOf', [['Spiel 3 · Butzen']]],
  [
    'results.amount',
    [
      [1, MARKS],
      [-2, MARKS],
      [3, WINS],
    ],
  ],
  [
    'results.settlementRule',
    [
      [{ rubber: 'rubber', tally: FRAME, asIs: false, receives: false, amount: 1 }],
      [{ rubber: 'game', tally: WINS, asIs: true, receives: false, amount: 1 }],
      [{ rubber: 'rubber', tally: null, asIs: false, receives: false, amount: 1 }],
    ],
  ],
  [
    'results.meaning',
    [
      [MARKS, 'against', false],
      [WINS, 'for', false],
      [STAKES, 'for', true],
      [WINS, 'record', false],
    ],
  ],
  [
    'results.gameIsOver',
    [
      [2, null],
      [2, 4],
    ],
  ],
  ['results.playIsOver', [['game'], ['rubber']]],
  ['results.loses', [['Ada'], [YOU]]],
  [
    'results.win',
    [
      [['Ada'], 'deal'],
      [[YOU], 'game'],
      [['Ada', YOU], 'rubber'],
      [['Ada', 'Ben'], 'game'],
    ],
  ],
  ['results.last', [[['Ada']], [[YOU]], [['Ada', 'Ben']]]],
  ['results.nobodyGains', [['deal'], ['game'], ['rubber']]],
  ['results.tie', [[['Ada', 'Ben']], [['Ada', YOU]]]],
  [
    'results.inAll',
    [
      [null, '12'],
      ['+1', '12'],
    ],
  ],
  ['results.pays', [['10']]],
  ['results.collects', [['10']]],
  [
    'results.whereGame',
    [
      [2, null],
      [2, 4],
    ],
  ],
  [
    'results.whereDeal',
    [
      [3, null],
      [3, 5],
    ],
  ],
  ['sheet.seat', [[YOU]]],
  ['sheet.caption', [[['Striche']], [['Striche', 'Einsatz']]]],
  [
    'sheet.dealLabel',
    [
      [{ kind: 'deal', deal: 3, game: 1 }],
      [{ kind: 'playoff', deal: 5, game: 2 }],
      [{ kind: 'redeal', deal: 2, game: 1 }],
    ],
  ],
  [
    'sheet.place',
    [
      ['Ada', 1],
      [YOU, 2],
    ],
  ],
  [
    'sheet.points',
    [
      ['Ada', 12, 3],
      [YOU, 12, null],
    ],
  ],
  ['sheet.figures', [[['Ada 12', 'Ben 30'], 'Augen']]],
  [
    'sheet.team',
    [
      [['Ada', 'Ben'], 72, 'Augen', 5, ['Striche 2']],
      [['Ada'], 30, 'Augen', 1, []],
    ],
  ],
  [
    'sheet.outWith',
    [
      ['Ada', 'Striche 4'],
      [YOU, 'Striche 4'],
    ],
  ],
  ['sheet.playoffBetween', [[['Ada', 'Ben']], [['Ada', YOU]]]],
  ['sheet.gameOver', [[null], ['Ada'], [YOU]]],
  ['sheet.pointsNoun', [['card points'], ['points'], ['penalty points']]],
  ['sheet.slate.load', [['Beispiel 1']]],
  ['sim.number', [[10000]]],
  ['sim.chooseGames', [[[100, 1000, 10000]]]],
  ['sim.badSeed', [[4294967295]]],
  [
    'sim.running',
    [
      [1000, false],
      [1000, true],
    ],
  ],
  ['sim.cancelled', [[300, 1000]]],
  ['sim.ticker', [[300, 1000, 5200]]],
  ['sim.stopped', [['Fehler']]],
  [
    'sim.done',
    [
      [{ games: 1000, each: true, seconds: 2.5, rate: 5200, node: '', seed: 1, bots: 'zufällig' }],
      [{ games: 100, each: false, seconds: 1, rate: 800, node: '; Node 9000', seed: 7, bots: 'gierig' }],
    ],
  ],
  [
    'sim.nodeRate',
    [
      [9000, null, true],
      [9000, 'Hindersche', false],
    ],
  ],
  ['sim.charts.settlement', [['Striche']]],
  ['sim.charts.settlementOf', [['Striche', 'Hindersche']]],
  ['sim.charts.against', [[['A 3,4 %', 'B 2,9 %']]]],
  ['sim.charts.series', [[1]]],
  ['sim.differences.caption', [['Hindersche', 'Hausregel']]],
  ['sheet.slate.cannotScore', [[3, 'hindersche', 'Zahl fehlt']]],
  [
    'sheet.slate.after',
    [
      [{ at: 1, of: 2, game: 1, phase: 'Butzen', playoff: null, out: [], over: null, refused: null }],
      [
        {
          at: 2,
          of: 2,
          game: 1,
          phase: 'Butzen',
          playoff: ['Ada', 'Ben'],
          out: ['Ada'],
          over: 'rubber',
          refused: 'Zahl',
        },
      ],
    ],
  ],
  [
    'sheet.slate.nextFor',
    [
      [true, ['N', 'O']],
      [false, ['N', 'O']],
    ],
  ],
  ['sheet.slate.place', [['N']]],
  ['sheet.slate.points', [['N']]],
  ['sheet.slate.tricks', [['N']]],
  ['sheet.slate.refused', [[3, 'Zahl fehlt']]],
  ['sheet.slate.drawing', [[['N: Striche 2', 'O: Striche 1']]]],
  [
    'course.allDone',
    [
      [9, ''],
      [9, 'Hindersche'],
    ],
  ],
  ['course.progress', [[3, 9]]],
  ['course.answerIs', [['Eichel-Ober']]],
  ['course.order', [[['Eichel-Ober', 'Eichel-Unter']]]],
  ['course.pressAll', [[4]]],
  ['course.outOfPlace', [[2]]],
  ['course.mayNot', [['Eichel-Ober']]],
  ['course.leftOut', [['Eichel-Ober']]],
]);

/**
 * Messages the same in both languages: numbers written alike (no grouping, the same minus sign), a
 * label that is a sentence's own words plus a full stop, a deal's figures whose every word is passed
 * in ("Deal 1: card points: Ada 12."), a signed value ("plus 3", „plus 3“), and "Bots", a word of both.
 */
const SAME: ReadonlySet<string> = new Set([
  'figure',
  'signed',
  'said.redealt',
  'said.dealEnd',
  'sheet.slate.signedValue',
  'sim.bots',
]);

/** English words no German message may say (as whole words; an English title passed in is not in the samples). */
const ENGLISH = /\b(the|you|your|and|of|is|are|to|for|with|game|deal|trick|cards?|points?)\b/i;

/** Every message of `c`, by path: strings and functions. */
function messages(c: object, at = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(c)) {
    const path = at ? `${at}.${k}` : k;
    if (v !== null && typeof v === 'object') for (const [p, x] of messages(v, path)) out.set(p, x);
    else out.set(path, v);
  }
  return out;
}

/** What message `m` says: itself, or each sample call's result. */
function said(path: string, m: unknown): unknown[] {
  if (typeof m !== 'function') return [m];
  return (SAMPLES.get(path) ?? []).map((args) => (m as (...a: unknown[]) => unknown)(...args));
}

// The families' catalogs side by side, the score sheet's under "sheet", the Simulate panel's under "sim".
const english = messages({ ...en, sheet: sheetEn, sim: simEn });
const german = messages({ ...de, sheet: sheetDe, sim: simDe });

describe('the German catalog of the islands', () => {
  it('has every message of the English one, of the same kind', () => {
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [path, m] of english) expect(typeof german.get(path), path).toBe(typeof m);
  });

  it('has sample arguments for every message that is a function, so that each is read below', () => {
    const fns = [...english].filter(([p, m]) => typeof m === 'function' && !SAME.has(p)).map(([p]) => p);
    expect(fns.filter((p) => !SAMPLES.has(p))).toEqual([]);
    expect([...SAMPLES.keys()].filter((p) => !english.has(p))).toEqual([]);
  });

  it('says every message differently from English, but for the few the same in both', () => {
    const same = [...english].filter(([path, m]) => {
      if (SAME.has(path) || path === 'said.saysOut') return false;
      const a = said(path, m);
      const b = said(path, german.get(path));
      return a.some((x, i) => x === b[i]);
    });
    expect(same.map(([p]) => p)).toEqual([]);
  });

  it('says no English word in any message, for the sample arguments', () => {
    const found = [...german].flatMap(([path, m]) =>
      said(path, m)
        .filter((x): x is string => typeof x === 'string' && ENGLISH.test(x))
        .map((x) => `${path}: ${x}`),
    );
    expect(found).toEqual([]);
  });

  it('says tallies and the settlement with the German noun, its article and its number', () => {
    expect(de.results.amount(1, MARKS)).toBe('1 Strich');
    expect(de.results.amount(-2, MARKS)).toBe('−2 Striche');
    expect(de.results.settlementRule({ rubber: 'rubber', tally: FRAME, asIs: false, receives: false, amount: 1 })).toBe(
      'Am Ende des Robbers zahlt jeder Spieler jedem Gegner 1 für jeden Rahmenstrich.',
    );
    expect(de.results.settlementRule({ rubber: 'game', tally: WINS, asIs: true, receives: false, amount: 1 })).toBe(
      'Am Ende der Partie gelten die Siege als Ergebnis.',
    );
    expect(de.results.meaning(MARKS, 'against', false)).toBe('Ein Strich zählt gegen dich.');
    expect(de.results.meaning(STAKES, 'for', true)).toBe(
      'Die Einsätze sind Geld: Was du bekommst, zählt für dich, was du zahlst, gegen dich.',
    );
    // A house rule without German titles keeps its English title.
    expect(de.results.amount(2, { title: 'Pennies', noun: null })).toBe('2 Pennies');
  });

  it('makes the human „du“, the verb agreeing with the seat and with a list that holds du', () => {
    expect(de.status.toMove(YOU, false)).toBe('Du bist dran.');
    expect(de.status.toMove('Ada', false)).toBe('Ada ist dran.');
    expect(de.moves.play(YOU, 'den Eichel-Ober')).toBe('Du spielst den Eichel-Ober');
    expect(de.moves.play('Ada', 'den Eichel-Ober')).toBe('Ada spielt den Eichel-Ober');
    expect(de.results.win([YOU], 'game')).toBe('Du hast die Partie gewonnen.');
    expect(de.results.win(['Ada'], 'deal')).toBe('Ada hat das Spiel gewonnen.');
    expect(de.results.win([YOU, 'Ada'], 'rubber')).toBe('Ada und du habt den Robber gewonnen.');
    expect(de.results.win(['Ada', 'Ben', 'Cleo'], 'game')).toBe('Ada, Ben und Cleo haben die Partie gewonnen.');
    expect(de.said.outOfGame([YOU])).toBe('Du bist aus der Partie ausgeschieden.');
    expect(de.table.tookTrick('Ada', true, 0, null)).toBe('Stich an Ada.');
    expect(de.table.tookTrick(YOU, false, 1, 'Ben')).toBe('Letzter Stich an dich (1 Auge), gemacht von Ben.');
    expect(de.status.dealsNext(YOU)).toBe('Als Nächstes gibst du.');
    expect(de.count(1, 'card')).toBe('1 Karte');
    expect(de.count(-5, 'point')).toBe('−5 Augen');
  });

  it('knows its own sentence of a player gone out, so that the deal does not say it twice', () => {
    expect(de.said.saysOut(de.said.outOfGame(['Ada']))).toBe(true);
    expect(en.said.saysOut(en.said.outOfGame(['Ada']))).toBe(true);
    expect(de.said.saysOut(de.status.yourTurn)).toBe(false);
  });
});

describe('a table on a German page', () => {
  afterEach(() => useUi(en, sheetEn, simEn));

  it('is drawn from the German catalog: its status, its buttons and its results panel', () => {
    useUi(de, sheetDe, simDe);
    expect(ui()).toBe(de);
    const t = table(compiled('hindersche-pagat'), 7);
    const first = t.model();
    expect(first.status).toBe('Partie 1, Phase 1 – Vier-Strich. Als Nächstes gibt Cleo.');
    expect(first.deal).toBe('Geben');
    expect(first.newLabel).toBe('Neue Partie');
    playOn(t, () => t.model().results !== null);
    const r = t.model().results!;
    expect(r.heading).toMatch(/^Ergebnis: Spiel 1/);
    expect(r.columns.slice(0, 2)).toEqual(['Platz', 'Spieler']);
    expect(r.next).toBe('Nächstes Spiel');
    expect(r.summary.join(' ')).toMatch(/(hat|hast|haben|habt) das Spiel gewonnen\.|endet ohne Gewinner\./);
  });
});
