/**
 * The state of a rubber, held in the machine's context. Plain JSON data (seats are indices into
 * `players`), so a game in progress can be saved, restored and shown.
 */
import type { Deferred, GameEnd } from '../compile/effects.ts';
import type { ScoreScope, SeatScope } from '../compile/expr.ts';
import type { Rows } from './steps/layoff/rules.ts';

/**
 * A deal's outcome: card points and tricks per seat (0 for players not dealt in), and in a lay-off
 * deal the order of going out (`places`: 1 for the first out; 0 for players not dealt in).
 */
export interface DealOutcome {
  points: number[];
  tricks: number[];
  places?: number[];
  /** Cards left in each hand when the deal ended (a played deal always has it; a scored one when given). */
  cards?: number[];
  /** Each seat's passes in a lay-off deal, when a rule reads `passes` (a scored deal gives them then). */
  passes?: number[];
  /** Each seat's pick-ups in a beating deal, when a rule reads `pickups`. */
  pickups?: number[];
  /** The ids of the options chosen in the deal's `choice` steps (only a played deal of a variant with choices has it). */
  chosen?: string[];
  /**
   * With teams found from the cards (`partner of dealer is holder of AH`): each seat's team (its
   * first seat), found from the hands as dealt; absent in a deal scored without its cards (each alone).
   */
  teams?: number[];
}

/** A card-by-card deal in progress. */
export interface PlayState {
  /** The phase the deal belongs to (its card values and play mode). */
  phase: string;
  /**
   * Which of the phase's declared steps the deal is at (index into `CompiledPhase.steps`). The
   * machine's substate says the same; this copy lets bots and the simulator run steps from data.
   */
  step: number;
  trump: number;
  /** Cards in hand per seat. */
  hands: number[][];
  participants: number[];
  /** Seat to play next. */
  turn: number;
  /** Cards of the current trick, and who played them. */
  trick: number[];
  trickSeats: number[];
  tricksPlayed: number;
  points: number[];
  tricks: number[];
  /** The last completed trick, while it may still be taken by someone else (Schleipfe). */
  lastTrick: { cards: number[]; seats: number[]; winner: number; takenBy: number; points: number } | null;
  /** Cards played so far, `seat:card`, for the log. */
  plays: string[];
  /** In a lay-off deal: the rows on the table; in both lay-off and beating deals, each seat's place in going out (0: still in). */
  rows: Rows | null;
  places: number[];
  /**
   * Each seat's passes (a lay-off) or pick-ups (a beating deal) so far, counted only when a rule reads
   * them (the play step's `counts`); absent otherwise. Written in place by the moves: a copy copies it.
   */
  passes?: number[];
  pickups?: number[];
  /** In a beating deal: each seat's personal trump suit, and the size of the trick being played. */
  trumps: number[] | null;
  trickSize: number;
  /** What the steps before play read of the game (see DealContext). */
  deal: DealContext;
  /** A pass in progress: each seat's cards, held apart until everyone has given (null: not given yet); null outside a pass. */
  gifts: (number[] | null)[] | null;
  /** Whether the current step before play has been made (a trump named, an exchange made or declined). */
  made: boolean;
  /**
   * The ids of the options chosen so far in this deal's `choice` steps (a choice made once a game
   * included once made); absent until a choice step starts, so other deals keep their shape.
   */
  chosen?: string[];
  /**
   * The cards of each seat's hand still to be dealt while a step made after a packet is under way
   * (`after packet N`): `hands` then holds only the packets dealt so far. Absent otherwise, so other
   * deals keep their shape; the next step made after the whole deal deals them (steps/deal-so-far.ts).
   */
  undealt?: number[][];
  /**
   * The stock still to be drawn, in the order it is drawn (a phase with `draw N each after trick`
   * only: other deals keep their shape). Hidden from the players and the bots: only its size is shown.
   */
  stock?: number[];
  /** With teams found from the cards: each seat's team in this deal (see DealOutcome.teams); absent otherwise. */
  teams?: number[];
  /**
   * With teams that go out together (`teams across, out together`): each seat's team (its first
   * seat) in this deal; a lay-off or beating deal ends when every player of one team is out. Absent otherwise.
   */
  teamsOut?: number[];
}

/**
 * The deal as the steps before play see it: its index among the deals of the game (0 for the first;
 * play-offs and redeals count), the seats as it began (a step that names a seat counts from them),
 * and the turned trump card (-1 when none is turned, or the scenario does not say which).
 */
export interface DealContext {
  index: number;
  seats: SeatScope;
  upcard: number;
  lead?: LeadScope;
  /** The options chosen in the earlier deals of this game (a variant with `choice` steps only). */
  chosen?: readonly string[];
  /** The game as the deal began, for a step that reads it (see StepKind.readsGame); absent otherwise. */
  game?: ScoreScope;
  /** The talon as dealt (`deal ..., talon N`): cards apart from the hands; absent when none is dealt. */
  talon?: number[];
  /** The stock as dealt, in the order it is drawn (a phase that draws from it only); absent otherwise. */
  stock?: number[];
}

/** Which lead clause names a deal's forehand (`lead`, `playoff lead`, `playoff then lead`) and the seats it counts from. */
export interface LeadScope {
  clause: 'lead' | 'playoff-lead' | 'then-lead';
  seats: SeatScope;
}

/**
 * What a play-off is settling. `origin` says which step of the flow the tie arose in, so that
 * once it is settled only what was still to come runs (a deal's `after deal` clauses, or the end
 * of the game), and nothing twice.
 */
export interface PlayoffState {
  pending: Deferred[];
  tiedDealer: number;
  dealer: number;
  origin: 'deal' | 'after-deal' | 'phase-end' | 'game-over';
}

/**
 * One entry of the transcript (see ../shared/scenario-format.md): these fields, and one key per
 * declared event (its id: the player who made it in this deal, or null), placed after `tricks`.
 */
export type LogEntry = LogFields &
  EventKeys & { /** Scoring clauses that applied, for explanations. */ rules: string[] };

/** A log entry as the transcript shows it (without the clauses that applied). */
export type ShownEntry = LogFields & EventKeys;

/** By declared event id: the player who made it in this deal, or null. */
type EventKeys = { readonly [eventId: string]: unknown };

/**
 * The end of a game: its loser, and what the loss counts, under `<tally>Marks` for the variant's
 * lost-games tally (`frameMarks` when lost games go on the frame).
 */
type GameOverEntry = { loser: string | null } & { readonly [amountKey: string]: number | string | null };

/** A team's figures in a log entry: its players, and their values added up. */
export interface TeamEntry {
  players: string[];
  points: number;
  tricks: number;
  tallies: Record<string, number>;
}

/** The fields every log entry has. */
export interface LogFields {
  game: number;
  deal: number;
  kind: 'deal' | 'playoff' | 'redeal';
  phase: string;
  dealer: string;
  forehand: string;
  players: string[];
  points: Record<string, number>;
  tricks: Record<string, number>;
  /** In a lay-off deal: the order of going out. */
  places?: Record<string, number>;
  /** Each player's passes (a lay-off) or pick-ups (a beating deal), where a rule reads them. */
  passes?: Record<string, number>;
  pickups?: Record<string, number>;
  /** Per-player tallies by player; a shared tally (a pot) as one number. */
  tallies: Record<string, Record<string, number> | number>;
  out: string[];
  /**
   * With teams only (a `teams` clause): each team's players (in order of play) and its members'
   * points and tricks of this deal and per-player tallies after it, added up.
   */
  teams?: TeamEntry[];
  playoff: string[] | null;
  gameOver: GameOverEntry | null;
  trump?: string;
}

/** The whole rubber. */
export interface GameState {
  players: string[];
  readings: Record<string, string>;
  game: number;
  phase: string;
  /** Deals consumed in this game (ordinary, play-off and redeals). */
  dealNumber: number;
  /** Who deals next. */
  dealer: number;
  /** Who dealt the last ordinary deal (the rotation goes on from there in the next game). */
  lastDealer: number;
  out: boolean[];
  tallies: Record<string, number[]>;
  playoff: PlayoffState | null;
  /** Set when the game has just ended (lost by a player, or ended by `end game`). */
  end: GameEnd | null;
  /** Ordinary deals settled in the current phase. */
  phaseDeals: number;
  /** By declared event: deals of this game in which it happened. */
  eventCounts: number[];
  /** How often each scoring clause has applied in this game. */
  fired: Record<string, number>;
  /**
   * The ids of the options chosen in this game's deals so far, each once (a variant with `choice`
   * steps only: others never have it). Replaced, never written into, so copies may share it.
   */
  chosen?: string[];
  /**
   * With phases chosen at the table (`phases ... chosen by SEAT`) only: the phases of the choice
   * played in this game so far, in the order chosen, and whether the next deal waits for a choice.
   * Replaced, never written into, so copies may share it.
   */
  phaseChoice?: { played: string[]; pending: boolean };
  /**
   * Set when a play-off has just been settled, until the next ordinary deal is: who came first in it
   * alone (-1: nobody), for `playoff then lead`. Absent in games saved before it existed.
   */
  afterPlayoff?: { winner: number } | null;
  /** The last deal settled (ordinary or play-off): what `after deal`, `ends`, `at end` and `game over` read. */
  lastDeal: { outcome: DealOutcome; eventBy: number[] } | null;
  settlement: number[] | null;
  play: PlayState | null;
  /** The entry being built for the deal now being settled; `open` until the machine comes to rest. */
  entry: (LogEntry & { open: boolean }) | null;
  /**
   * In a quiet game (a machine made for simulation or `verify`, which read no entry but the one that
   * ends a game): what the last deal's entry is made from, made into `entry` only when the game ends.
   * Absent in every other game.
   */
  draft?: EntryDraft | null;
}

/** What a deal's log entry is made from, as it was when the deal was settled (see GameState.draft). */
export interface EntryDraft {
  kind: LogEntry['kind'];
  game: number;
  deal: number;
  phase: string;
  dealer: number;
  participants: number[];
  outcome: DealOutcome | null;
  /** Who made each declared event, or null: nobody (a redeal). */
  eventBy: number[] | null;
  /** Clauses that applied, in order (the entry's `rules`). */
  rules: string[];
}
