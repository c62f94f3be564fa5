/**
 * The Play table's results and score bar in words (src/islands/results-words.ts, from
 * src/engine/standings.ts and src/engine/game-plan.ts), on games played out in Node by the page's
 * own bots: where a game stands ("Deal 3 of 5 · No Obers: each Ober costs 10"); a deal's ranking
 * by what it did to each player's tallies, weighed as counting for or against them; what each pays
 * or collects at the end; and the words of issue 26 ("You are out", one form for a deal's name, no
 * brackets in brackets, players in seat order, "a mark counts against you").
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { compiled } from '../helpers.ts';
import type { CompiledVariant } from '../../src/compile/compile.ts';
import { awaiting, createGameMachine, type GameSnapshot } from '../../src/engine/machine.ts';
import { botMove, moveText } from '../../src/engine/bot-move.ts';
import { greedyBot } from '../../src/engine/bots.ts';
import { createRng } from '../../src/engine/rng.ts';
import type { LogEntry } from '../../src/engine/state.ts';
import { dealsPerGame, phaseStakes } from '../../src/engine/game-plan.ts';
import { standingsOf } from '../../src/engine/standings.ts';
import { eventOf, isCounting } from '../../src/islands/saved-game.ts';
import { meaningWords, resultsWords, whereWords } from '../../src/islands/results-words.ts';
import { dealEndMessages } from '../../src/islands/play-words.ts';

const NAMES = ['You', 'Ada', 'Ben', 'Cleo'];

/** A game of `cv` from `seed`, every seat played by the greedy bot: each snapshot between deals, and the log as the page keeps it. */
function played(
  cv: CompiledVariant,
  seed: number,
): { between: { snap: GameSnapshot; log: LogEntry[] }[]; log: LogEntry[]; end: GameSnapshot } {
  const actor = createActor(createGameMachine(cv), { input: { players: NAMES, dealer: cv.players.max - 1 } });
  const log: LogEntry[] = [];
  actor.subscribe((snap) => {
    const e = snap.context.entry;
    if (!e) return;
    const i = log.findIndex((x) => x.game === e.game && x.deal === e.deal && x.kind === e.kind);
    if (i >= 0) log[i] = e;
    else log.push(e);
  });
  actor.start();
  const moves: string[] = [];
  const between: { snap: GameSnapshot; log: LogEntry[] }[] = [];
  const send = (m: string) => {
    const e = eventOf(cv, actor.getSnapshot(), seed, moves.length, m, NAMES, 0);
    if (typeof e === 'string') throw new Error(e);
    actor.send(e);
    moves.push(m);
  };
  for (let guard = 0; guard < 20_000; guard++) {
    const snap = actor.getSnapshot();
    const at = awaiting(snap);
    if (at === 'rubber-over') break;
    if (at !== 'play') {
      between.push({ snap, log: [...log] });
      send('deal');
      continue;
    }
    if (isCounting(snap)) {
      send('count');
      continue;
    }
    const p = snap.context.play!;
    send(moveText(cv, String(p.turn), botMove(cv, p, p.turn, greedyBot, createRng(seed * 7919 + moves.length))!));
  }
  return { between, log, end: actor.getSnapshot() };
}

const SECTIONS = new Map();

describe('where the game stands, for the score bar', () => {
  it("counts a compendium's deals and says what each costs, from the phase's own points", () => {
    const ks = compiled('kein-stich');
    expect(dealsPerGame(ks)).toBe(5);
    expect(phaseStakes(ks, 'no-obers')).toBe('each Ober costs 10');
    expect(phaseStakes(ks, 'no-tricks')).toBe('each trick costs 5');
    expect(phaseStakes(ks, 'no-max')).toBe('the King of Hearts costs 40');
    const { between } = played(ks, 2);
    expect(between.map((b) => whereWords(ks, b.snap.context, b.log, false))).toEqual([
      'Deal 1 of 5 · No Tricks: each trick costs 5',
      'Deal 2 of 5 · No Hearts: each Heart costs 5',
      'Deal 3 of 5 · No Obers: each Ober costs 10',
      'Deal 4 of 5 · No Max (King of Hearts): the King of Hearts costs 40',
      'Deal 5 of 5 · Domino (lay-off)',
    ]);
  });

  it('names the game of a rubber of several ("Game 2 of 4"), and no fixed number of deals where the tallies end a phase', () => {
    const cv = compiled('hindersche-pagat');
    expect(dealsPerGame(cv)).toBeNull();
    const { between } = played(cv, 1);
    const second = between.find((b) => b.snap.context.game === 2)!;
    expect(whereWords(cv, second.snap.context, second.log, false)).toMatch(
      /^Game 2 of 4 · Deal 1 · Phase 1 – Vier-Strich$/,
    );
  });
});

describe('the results panel', () => {
  it('ranks a deal by what it did to each player, and says whether a mark counts for or against you', () => {
    const cv = compiled('hindersche-pagat');
    const { between } = played(cv, 1);
    const after = between[1]!;
    const st = standingsOf(cv, after.log, NAMES, null)!;
    expect(st.level).toBe('deal');
    const e = st.entry;
    // The one who took the most card points gets the mark and comes last; nobody else gains on anybody.
    const most = Math.max(...Object.values(e.points));
    expect(st.losers).toEqual(NAMES.filter((n) => e.points[n] === most));
    expect(st.placings.at(-1)!.moves.find((m) => m.tally === 'marks')!.change).toBe(1);
    const words = resultsWords(cv, st, after.log, SECTIONS, false);
    expect(words.heading).toBe('End of deal 1 · Phase 1 – Vier-Strich');
    expect(words.columns).toEqual(['Place', 'Player', 'Card points', 'Marks']);
    expect(words.rows.at(-1)!.cells.at(-1)).toBe('+1 mark');
    expect(meaningWords(cv)).toEqual(['A mark counts against you.', 'Each one on the frame counts against you.']);
    expect(words.next).toBe('Next deal');
  });

  it('at the end of a rubber, says what each pays or collects, as the machine settles it, the best first', () => {
    const cv = compiled('hindersche-pagat');
    const { log, end } = played(cv, 1);
    const settlement = end.context.settlement!;
    const st = standingsOf(cv, log, NAMES, settlement)!;
    expect(st.level).toBe('rubber');
    const words = resultsWords(cv, st, log, SECTIONS, false);
    expect(words.heading).toBe('The rubber is over');
    expect(words.columns).toEqual(['Place', 'Player', 'Frame', 'Settlement']);
    for (const r of words.rows) {
      const n = settlement[NAMES.indexOf(r.player)]!;
      expect(r.cells.at(-1)).toBe(n > 0 ? `collects ${n}` : n < 0 ? `pays ${-n}` : 'even');
    }
    const order = words.rows.map((r) => settlement[NAMES.indexOf(r.player)]!);
    expect(order).toEqual([...order].sort((a, b) => b - a));
    expect(words.next).toBeNull();
    expect(words.why.at(-1)!.text).toBe(
      'At the end of the rubber, each player pays 1 to each opponent for every one on the frame.',
    );
  });

  it('says the Kein Stich stakes as money paid and collected, with one minus sign, players in seat order', () => {
    const cv = compiled('kein-stich');
    const { between } = played(cv, 2);
    const after = between[1]!;
    const words = resultsWords(cv, standingsOf(cv, after.log, NAMES, null)!, after.log, SECTIONS, false);
    expect(words.columns).toEqual(['Place', 'Player', 'Penalty points', 'Stakes']);
    for (const r of words.rows) expect(r.cells.at(-1)).toMatch(/^(pays \d+|—)$/);
    expect(words.shared).toEqual(['Pot: 40 (+40)']);
    const first = words.why[0]!.text;
    expect(first).toMatch(/^Deal 1 · No Tricks: penalty points: You \d+, Ada \d+, Ben \d+, Cleo \d+\.$/);
    expect(meaningWords(cv)).toEqual(['Stakes are money: what you collect counts for you, what you pay against you.']);
  });
});

describe("a deal's end in words", () => {
  it('says "You are out", once, in the deal that puts you out; names a deal in one form, no brackets in brackets', () => {
    const cv = compiled('hindersche-pagat');
    let said: string[] | null = null;
    for (let seed = 1; seed < 30 && !said; seed++) {
      const { log } = played(cv, seed);
      const i = log.findIndex(
        (e, k) => e.out.includes('You') && !(log[k - 1]?.game === e.game && log[k - 1]!.out.includes('You')),
      );
      if (i < 0) continue;
      const prev = log[i - 1]?.game === log[i]!.game ? log[i - 1]! : null;
      said = dealEndMessages(cv, log[i]!, prev, SECTIONS).map((x) => x.text);
      // Those out before are not said again in the deals after.
      const next = log[i + 1];
      if (next && next.game === log[i]!.game)
        expect(
          dealEndMessages(cv, next, log[i]!, SECTIONS)
            .map((x) => x.text)
            .join(' '),
        ).not.toMatch(/\bYou (is|are) out/);
    }
    expect(said).not.toBeNull();
    expect(said!.join(' ')).toMatch(
      /\bYou are out of the game\b|\bYou(, [A-Z]\w+)* and [A-Z]\w+ are out of the game\b|, You are out/,
    );
    expect(said!.join(' ')).not.toMatch(/You is/);
    const ks = compiled('kein-stich');
    const { log } = played(ks, 2);
    const noMax = log.find((e) => e.phase === 'no-max')!;
    expect(dealEndMessages(ks, noMax, null, SECTIONS)[0]!.text).toMatch(
      /^Deal 4 · No Max \(King of Hearts\): penalty points: /,
    );
  });
});
