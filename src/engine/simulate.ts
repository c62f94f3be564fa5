/**
 * Simulates rubbers with bots: cards are dealt from a seeded shuffle, played by `playDeal`, and the
 * outcome of each deal (and play-off) is sent to the compiled machine, which runs the game flow.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import { awaiting, createGameMachine, sendChecked, startGame } from './machine.ts';
import { participantsOf } from './flow.ts';
import { dealCards, dealContext } from './play.ts';
import { newScratch, playDeal } from './fast-deal.ts';
import { createRng } from './rng.ts';
import type { Bot } from './bots.ts';

/** Figures from a simulation run. Identical for the same variant, seed and bots (timing aside). */
export interface SimulationReport {
  variant: string;
  seed: number;
  bots: string;
  games: number;
  deals: number;
  playoffs: number;
  /** Deals per game: min, mean, max and a histogram `{ deals: games }`. */
  gameLength: { min: number; mean: number; max: number; histogram: Record<string, number> };
  /** By declared event id: the share of deals (not play-offs) in which it happened. */
  eventRates: Record<string, number>;
  /** By phase id, each phase after the first: the share of games that reached it. */
  reachedPhase: Record<string, number>;
  /** Per seat: the share of games lost. */
  lossRate: Record<string, number>;
  /** What a game's end counted on the variant's lost-games tally: `{ tally, games: { amount: games } }`. */
  lostGames: { tally: string; games: Record<string, number> };
  /** Per seat: the mean settlement of a finished rubber (in the tally the variant settles). */
  meanSettlement: Record<string, number>;
  rubbers: number;
  elapsedMs: number;
  dealsPerSecond: number;
}

/** Options of a run. `onProgress` is called now and then with games done. */
export interface SimulationOptions { games: number; seed: number; bot: Bot; botName: string; onProgress?: (done: number) => void }

/** Runs rubbers until `games` games are complete. */
export function simulate(cv: CompiledVariant, opts: SimulationOptions): SimulationReport {
  const rng = createRng(opts.seed);
  const n = cv.players.max;
  const players = Array.from({ length: n }, (_, i) => `P${i + 1}`);
  const machine = createGameMachine(cv);
  const scratch = newScratch();
  const lengths: number[] = [];
  const losses = new Array<number>(n).fill(0);
  const lostGames: Record<string, number> = {};
  const amountKey = `${cv.lostGames}Marks`;
  let deals = 0, playoffs = 0, rubbers = 0;
  const happened = cv.events.map(() => 0);
  // By phase index: games that reached it (index 0, the first phase, is every game).
  const reached = cv.phases.map(() => 0);
  const phaseIndex = new Map(cv.phases.map((p, i) => [p.id, i]));
  const settled = new Array<number>(n).fill(0);
  const started = performance.now();

  while (lengths.length < opts.games) {
    // A failure inside the machine, or a game past its bounds (cv.limits), throws a RunError.
    const actor = startGame(cv, machine, { players, dealer: rng.int(n) });
    let dealsInGame = 0;
    let furthest = 0;
    while (lengths.length < opts.games) {
      const snap = actor.getSnapshot();
      if (awaiting(snap) === 'rubber-over') break;
      const s = snap.context;
      const isPlayoff = s.playoff !== null;
      const participants = participantsOf(cv, s);
      const { hands, trump, upcard } = dealCards(cv, s, rng, participants);
      const phase = cv.phases.find((p) => p.id === s.phase)!;
      // Who leads may depend on the cards (`lead holder of 2C`): the order of play is found from them.
      const outcome = playDeal(cv, phase, hands, participantsOf(cv, s, hands), trump, opts.bot, rng, scratch, dealContext(cv, s, upcard));
      sendChecked(cv, actor, { type: 'DEAL', outcome });
      const after = actor.getSnapshot().context;
      const entry = after.entry!;
      if (isPlayoff) playoffs++;
      else { deals++; cv.events.forEach((e, i) => { if (entry[e.id]) happened[i]! += 1; }); }
      dealsInGame++;
      furthest = Math.max(furthest, phaseIndex.get(entry.phase) ?? 0);
      if (entry.gameOver) {
        lengths.push(dealsInGame);
        if (entry.gameOver.loser) losses[players.indexOf(entry.gameOver.loser)]! += 1;
        const amount = String(entry.gameOver[amountKey] ?? 0);
        lostGames[amount] = (lostGames[amount] ?? 0) + 1;
        for (let i = 0; i <= furthest; i++) reached[i]! += 1;
        dealsInGame = 0;
        furthest = 0;
        if (opts.onProgress && lengths.length % 500 === 0) opts.onProgress(lengths.length);
      }
    }
    const end = actor.getSnapshot();
    if (awaiting(end) === 'rubber-over' && end.context.settlement) {
      rubbers++;
      end.context.settlement.forEach((x, i) => { settled[i]! += x; });
    }
    actor.stop();
  }
  const elapsedMs = performance.now() - started;
  const histogram: Record<string, number> = {};
  for (const l of lengths) histogram[l] = (histogram[l] ?? 0) + 1;
  const games = lengths.length;
  const round = (x: number) => Math.round(x * 10000) / 10000;
  return {
    variant: cv.id,
    seed: opts.seed,
    bots: opts.botName,
    games,
    deals,
    playoffs,
    gameLength: {
      min: Math.min(...lengths),
      mean: round(lengths.reduce((a, b) => a + b, 0) / Math.max(1, games)),
      max: Math.max(...lengths),
      histogram,
    },
    eventRates: Object.fromEntries(cv.events.map((e, i) => [e.id, round(happened[i]! / Math.max(1, deals))])),
    reachedPhase: Object.fromEntries(cv.phases.slice(1).map((p, i) => [p.id, round(reached[i + 1]! / Math.max(1, games))])),
    lossRate: Object.fromEntries(players.map((p, i) => [p, round(losses[i]! / Math.max(1, games))])),
    lostGames: { tally: cv.lostGames, games: lostGames },
    meanSettlement: Object.fromEntries(players.map((p, i) => [p, round(settled[i]! / Math.max(1, rubbers))])),
    rubbers,
    elapsedMs: Math.round(elapsedMs),
    dealsPerSecond: Math.round(((deals + playoffs) / elapsedMs) * 1000),
  };
}
