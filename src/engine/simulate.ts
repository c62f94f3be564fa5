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
  /** Share of deals (not play-offs) with a march. */
  marchRate: number;
  /** Share of games that reached their second phase. */
  reachedPhase2: number;
  /** Per seat: the share of games lost. */
  lossRate: Record<string, number>;
  /** Frame marks per lost game: `{ marks: games }`. */
  frameMarks: Record<string, number>;
  /** Per seat: the mean settlement of a finished rubber (money in Kein Stich, wins in Bauernheinrich). */
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
  const frameMarks: Record<string, number> = {};
  let deals = 0, playoffs = 0, marches = 0, phase2 = 0, rubbers = 0;
  const settled = new Array<number>(n).fill(0);
  const secondPhase = cv.phases[1]?.id;
  const started = performance.now();

  while (lengths.length < opts.games) {
    // A failure inside the machine, or a game past its bounds (cv.limits), throws a RunError.
    const actor = startGame(cv, machine, { players, dealer: rng.int(n) });
    let dealsInGame = 0;
    let sawPhase2 = false;
    while (lengths.length < opts.games) {
      const snap = actor.getSnapshot();
      if (awaiting(snap) === 'rubber-over') break;
      const s = snap.context;
      const isPlayoff = s.playoff !== null;
      const participants = participantsOf(cv, s);
      const { hands, trump, upcard } = dealCards(cv, s, rng, participants);
      const phase = cv.phases.find((p) => p.id === s.phase)!;
      // Who leads may depend on the cards (`lead holder of 2C`): the order of play is found from them.
      const outcome = playDeal(cv, phase, hands, participantsOf(cv, s, hands), trump, opts.bot, rng, scratch, dealContext(s, upcard));
      sendChecked(cv, actor, { type: 'DEAL', outcome });
      const after = actor.getSnapshot().context;
      const entry = after.entry!;
      if (isPlayoff) playoffs++; else { deals++; if (entry.march) marches++; }
      dealsInGame++;
      if (entry.phase === secondPhase) sawPhase2 = true;
      if (entry.gameOver) {
        lengths.push(dealsInGame);
        if (entry.gameOver.loser) losses[players.indexOf(entry.gameOver.loser)]! += 1;
        frameMarks[entry.gameOver.frameMarks] = (frameMarks[entry.gameOver.frameMarks] ?? 0) + 1;
        if (sawPhase2) phase2++;
        dealsInGame = 0;
        sawPhase2 = false;
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
    marchRate: round(marches / Math.max(1, deals)),
    reachedPhase2: round(phase2 / Math.max(1, games)),
    lossRate: Object.fromEntries(players.map((p, i) => [p, round(losses[i]! / Math.max(1, games))])),
    frameMarks,
    meanSettlement: Object.fromEntries(players.map((p, i) => [p, round(settled[i]! / Math.max(1, rubbers))])),
    rubbers,
    elapsedMs: Math.round(elapsedMs),
    dealsPerSecond: Math.round(((deals + playoffs) / elapsedMs) * 1000),
  };
}
