/**
 * Plays one block of a run: `games` games, numbered from `block × BLOCK_GAMES`, each dealt from its
 * own seed (seeds.ts), in rubbers that start afresh at the block's start. A block depends on
 * nothing but the variant, the bots, the run's seed and its number, so blocks can be played in any
 * order, by any worker or shard, and their figures added up (figures.ts).
 *
 * Cards are dealt from the game's generator and played by `playDeal` through the compiled rules;
 * each deal's outcome enters the variant's machine as one `DEAL` event: the machine alone runs the
 * flow (scoring, play-offs, phases, game and rubber ends).
 */
import type { CompiledPhase, CompiledVariant } from '../compile/compile.ts';
import type { Seating } from '../engine/bots.ts';
import { newScratch, playDeal, playsInLoop, type DealScratch } from '../engine/fast-deal.ts';
import { readsHands } from '../compile/fingerprint.ts';
import { participantsOf } from '../engine/flow/order.ts';
import { dealTeams } from '../engine/flow/teams.ts';
import { awaiting, createGameMachine, sendChecked, type GameMachine } from '../engine/machine.ts';
import { quickWalk } from '../engine/quick-machine.ts';
import { startGame, type GameRunner } from '../engine/runner.ts';
import { choicePending, phaseChooser, phasesOffered } from '../engine/flow/phase-choice.ts';
import { dealContext } from '../engine/play.ts';
import { dealCards } from '../engine/deal-cards.ts';
import { createRng, type Rng } from '../engine/rng.ts';
import type { DealOutcome, GameState, LogFields } from '../engine/state.ts';
import {
  addGame,
  addSettlement,
  emptyFigures,
  layoutOf,
  reportedEvents,
  type FiguresLayout,
  type GameRecord,
  type RawFigures,
} from './figures.ts';
import { gameSeed } from './seeds.ts';

/** Games per block: the unit of work of a run, fixed so that a seed's figures never depend on how the run is split. */
export const BLOCK_GAMES = 100;

/** What playing a variant needs, made once per run (or per worker). */
export interface Player {
  cv: CompiledVariant;
  machine: GameMachine;
  /** The bot in every seat, or one per seat. */
  bot: Seating;
  players: string[];
  layout: FiguresLayout;
  scratch: DealScratch;
  /** Whether a lead clause names a seat by a card in hand (the order of play then waits for the cards). */
  leadReadsHands: boolean;
  /** The index in `cv.events` of each event the figures count (the layout's, in its order). */
  events: number[];
  /** The hands each deal is dealt into: the last deal's, played out before the next is dealt (see dealCards). */
  hands: number[][];
}

/** Gets `cv` ready to play with `bot` (one for every seat, or one per seat). */
export function playerFor(cv: CompiledVariant, bot: Seating): Player {
  const players = Array.from({ length: cv.players.max }, (_, i) => `P${i + 1}`);
  const leadReadsHands = [cv.lead, cv.playoff.lead, cv.playoff.thenLead?.seat].some((f) => f && readsHands(f));
  // Quiet: a simulation reads only the entry that ends a game (see playBlock). Owned: it reads each
  // snapshot only until it sends the next deal, so the machine settles deals into the state it has.
  return {
    cv,
    machine: createGameMachine(cv, { quiet: true, owned: true }),
    bot,
    players,
    layout: layoutOf(cv, players),
    scratch: newScratch(),
    leadReadsHands,
    events: reportedEvents(cv),
    hands: [],
  };
}

/** The blocks of a run of `games` games: `[block, games in it]`, in order. */
export function blocksOf(games: number): [number, number][] {
  const blocks: [number, number][] = [];
  for (let b = 0; b * BLOCK_GAMES < games; b++) blocks.push([b, Math.min(BLOCK_GAMES, games - b * BLOCK_GAMES)]);
  return blocks;
}

/**
 * Plays block `block` (`games` games) of a run seeded with `seed`. `onGame` sees each game's record
 * in order (a paired comparison lines them up). A rubber still running when the block's games are
 * done is not settled (its games count; its settlement does not). Throws a RunError when the rules
 * fail or a game runs past its bounds.
 */
export function playBlock(
  pl: Player,
  seed: number,
  block: number,
  games: number,
  onGame?: (g: GameRecord) => void,
): RawFigures {
  const { cv, machine, players, events } = pl;
  const f = emptyFigures(pl.layout);
  const first = block * BLOCK_GAMES;
  const phaseIndex = new Map(cv.phases.map((p, i) => [p.id, i]));
  let done = 0;
  let rng: Rng = createRng(gameSeed(seed, first));
  while (done < games) {
    const actor = startGame(cv, machine, { players, dealer: rng.int(players.length) }, quickWalk);
    let start = talliesOf(cv, actor.getSnapshot().context);
    let deals = 0;
    let furthest = 0;
    while (done < games) {
      const snap = actor.getSnapshot();
      // What `awaiting` calls 'rubber-over', without reading the tags (three look-ups a deal).
      if (snap.status === 'done') break;
      // A game that waits for its next phase to be chosen: the chooser's bot picks one offered, at random.
      if (choicePending(snap.context)) {
        choosePhase(pl, snap.context, actor, rng);
        continue;
      }
      // What is read of the state before the deal is read now: the machine settles the deal into it.
      const s = snap.context;
      const isPlayoff = s.playoff !== null;
      const dealtIn = phaseIndex.get(s.phase)!;
      const outcome = playNextDeal(pl, s, cv.phases[dealtIn]!, rng);
      sendChecked(cv, actor, { type: 'DEAL', outcome });
      const after = actor.getSnapshot().context;
      // The machine is quiet: an entry is made only when a game ends (its last deal's). Otherwise
      // the deal is the last one settled (its events are the state's), dealt in the phase it was.
      const entry = after.entry;
      if (isPlayoff) f.playoffs++;
      else {
        f.deals++;
        const by = entry ? null : after.lastDeal!.eventBy;
        for (let j = 0; j < events.length; j++) {
          const i = events[j]!;
          if (by ? by[i]! >= 0 : entry![cv.events[i]!.id]) f.events[j]! += 1;
        }
      }
      deals++;
      furthest = Math.max(furthest, entry ? (phaseIndex.get(entry.phase) ?? 0) : dealtIn);
      if (!entry?.gameOver) continue;
      const end = talliesAtEnd(cv, entry.tallies, players);
      const record: GameRecord = {
        deals,
        furthest,
        loser: entry.gameOver.loser === null ? -1 : players.indexOf(entry.gameOver.loser),
        tallies: end.map((xs, t) => xs.map((x, q) => x - start[t]![q]!)),
        places: entry.places ? players.map((p) => (Object.hasOwn(entry.places!, p) ? entry.places![p]! : 0)) : null,
        amount: Number(entry.gameOver[`${cv.lostGames}Marks`] ?? 0),
      };
      addGame(f, record);
      onGame?.(record);
      done++;
      // The next game (of this rubber, or of the next) is dealt from its own seed.
      rng = createRng(gameSeed(seed, first + done));
      start = talliesOf(cv, after);
      deals = 0;
      furthest = 0;
    }
    const end = actor.getSnapshot();
    if (awaiting(end) === 'rubber-over' && end.context.settlement) addSettlement(f, end.context.settlement);
    actor.stop();
  }
  return f;
}

/**
 * The card play of the next deal of a game in state `s` (in phase `phase`): the cards dealt from
 * `rng` and played out by the run's bots, without the machine. The outcome is what the deal sends
 * the machine.
 */
export function playNextDeal(pl: Player, s: GameState, phase: CompiledPhase, rng: Rng): DealOutcome {
  const { cv } = pl;
  const dealtTo = participantsOf(cv, s);
  const { hands, trump, upcard, talon, stock } = dealCards(cv, s, rng, dealtTo, pl.hands);
  // Who leads may depend on the cards (`lead holder of 2C`): then the order of play is found from them.
  const order = pl.leadReadsHands ? participantsOf(cv, s, hands) : dealtTo;
  // Teams found from the cards, read before the hands are played out (a variant with `partner of ... is ...` only).
  const teams = dealTeams(cv, s, hands);
  // The deal's context is read only by deals played through the step modules.
  const outcome = playDeal(
    cv,
    phase,
    hands,
    order,
    trump,
    pl.bot,
    rng,
    pl.scratch,
    // The loop reads the context only for the seats that find teams by a card (the bots' DealSight.teamsOf).
    playsInLoop(phase) && !cv.foundTeams ? undefined : dealContext(cv, s, upcard, talon, stock),
  );
  return teams ? { ...outcome, teams } : outcome;
}

/**
 * The next phase chosen for a game in state `s` (a variant with `phases ... chosen by`): any phase
 * offered, drawn from the game's generator (every bot chooses at random, as it does a `choice`).
 */
function choosePhase(pl: Player, s: GameState, actor: GameRunner, rng: Rng): void {
  const offered = phasesOffered(pl.cv, s);
  const option = offered[rng.int(offered.length)]!.id;
  sendChecked(pl.cv, actor, { type: 'MOVE', seat: phaseChooser(pl.cv, s), move: { kind: 'choose', option } });
}

/** The tallies of `s` in declaration order (a shared tally as one number). */
function talliesOf(cv: CompiledVariant, s: GameState): number[][] {
  return cv.tallies.map((t) => {
    const xs = Object.hasOwn(s.tallies, t.name) ? s.tallies[t.name]! : [];
    return t.scope === 'shared' ? [xs[0] ?? 0] : s.players.map((_, q) => xs[q] ?? 0);
  });
}

/** The tallies a game-over entry froze, in declaration order. */
function talliesAtEnd(cv: CompiledVariant, tallies: LogFields['tallies'], players: string[]): number[][] {
  return cv.tallies.map((t) => {
    const v = Object.hasOwn(tallies, t.name) ? tallies[t.name]! : 0;
    if (typeof v === 'number') return [v];
    return players.map((p) => (Object.hasOwn(v, p) ? v[p]! : 0));
  });
}
