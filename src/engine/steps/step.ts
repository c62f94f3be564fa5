/**
 * The shape every step kind of a deal shares. A deal is a sequence of declared steps (passing cards,
 * naming a trump, card play...); each kind is one module under this folder exporting a `StepKind`:
 * pure functions from the deal in progress (`PlayState`) and the step's compiled parameters, in the
 * way game frameworks pair legal actions with applying them per phase. The machine (../machine.ts)
 * has one substate per declared step and asks these functions when a move is allowed and what it does.
 */
import type { CompiledPhase, CompiledVariant } from '../../compile/compile.ts';
import type { Seating } from '../bots.ts';
import type { DealScratch } from './tricks/fast.ts';
import type { ScoreScope } from '../../compile/expr.ts';
import type { Rng } from '../rng.ts';
import type { DealContext, DealOutcome, PlayState } from '../state.ts';

/** A move a player makes in a deal. Cards and suits are indices into the variant's deck. */
export type Move =
  | { kind: 'card'; card: number }
  | { kind: 'pass' }
  /** Picking up the pile of a beating deal: `count` cards from the top, or null for the whole trick. */
  | { kind: 'pickup'; count: number | null }
  | { kind: 'give'; cards: number[] }
  | { kind: 'name'; suit: number }
  /** A choice among options the variant declares, by the option's id (`"S:choose:OPTION"`). */
  | { kind: 'choose'; option: string }
  /** Taking the last trick although another player won it (a take-trick action). */
  | { kind: 'take' };

/**
 * Why a move is not allowed. `clause` is the id of the clause that forbids it, or one of the
 * engine's own words: `turn` (not this player's turn), `hand` (a card the player does not hold),
 * `deal-over`, `no-pass`, `no-pickup`, `no-take-trick` (the variant has no such move at all).
 * `reason` is a sentence in words, without the player's name (callers know it; the engine has seats).
 */
export interface Refusal {
  clause: string;
  reason: string;
  /** Set when `reason` is the forbidding clause's own words (a `must` clause), which messages add after the rule. */
  worded?: boolean;
}

/** A piece of a note in words: plain text, or a piece of code as the reader writes it. */
export type NotePart = { text: string } | { code: string };

/**
 * One step kind. `S` is its compiled step (a member of CompiledStep in src/compile/steps.ts).
 * Every function is pure: `apply` returns a new PlayState and never changes `p`.
 */
export interface StepKind<S> {
  /** The deal as the step begins (who moves first, what the step keeps in the deal). */
  start(cv: CompiledVariant, step: S, p: PlayState): PlayState;
  /** Seats that may move now (several when they move at once, e.g. everyone passing cards). */
  toMove(cv: CompiledVariant, step: S, p: PlayState): number[];
  /** Every move `seat` may make now (empty when none); a take-trick is offered only with `scope`. */
  legal(cv: CompiledVariant, step: S, p: PlayState, seat: number, scope?: ScoreScope): Move[];
  /**
   * Why `seat` may not make `move` now, or null when it may. `scope` is the game seen by rule
   * conditions (a take-trick action's `when`); without it such a condition refuses.
   */
  explain(cv: CompiledVariant, step: S, p: PlayState, seat: number, move: Move, scope?: ScoreScope): Refusal | null;
  /** The deal after `seat` makes `move` (assumed allowed: check with `explain` first). */
  apply(cv: CompiledVariant, step: S, p: PlayState, seat: number, move: Move): PlayState;
  /** Whether the step is over (the machine then enters the next step, or counts). */
  done(cv: CompiledVariant, step: S, p: PlayState): boolean;

  // The hooks below are what the rest of the project asks of a step kind, so that it never
  // branches on the kind's name: each is optional where a kind has nothing to say.

  /**
   * Set on a card-play step whose cards go to tricks that one player takes, the deal scored by
   * trick points and counts (and read by the bots' trick model); a play step without it scores the
   * order in which players go out (their places).
   */
  readonly takesTricks?: boolean;
  /**
   * A deal of this step alone played to its end by `bot` in one tight loop of the step's own (the
   * simulator's fast path, ../fast-deal.ts `playDeal`): from the hands as dealt, without a PlayState,
   * the outcome as the step's rules would leave it. `scratch` is reused across deals.
   */
  playInLoop?(
    cv: CompiledVariant,
    step: S,
    phase: CompiledPhase,
    hands: number[][],
    participants: number[],
    trump: number,
    bot: Seating,
    rng: Rng,
    scratch: DealScratch,
    deal?: DealContext,
  ): DealOutcome;
  /** The deal played to its end at random moves, in place on `p` (the caller's copy), for bots and the simulator. */
  playOut?(cv: CompiledVariant, step: S, p: PlayState, rng: Rng, limit: number): DealOutcome;
  /**
   * What on the table makes a refusal of `card` apply, in words (the suit led and held, the card on
   * top, the rows), or '' when nothing does. `names` are the seats' names, `you` the seat reading.
   */
  situation?(
    cv: CompiledVariant,
    step: S,
    p: PlayState,
    seat: number,
    card: number,
    names: readonly string[],
    you: number,
  ): string;
  /**
   * A tutorial position at this step, set out in words (the trumps, who led, what to do) for the
   * player at seat 0, who may play the cards `legal`; `worth` is how much more showing it teaches
   * (a personal trump that may be played). `names` are the seats' names.
   */
  position?(
    cv: CompiledVariant,
    step: S,
    p: PlayState,
    legal: readonly number[],
    names: readonly string[],
  ): { setting: string[]; worth: number };
  /**
   * How a scenario writes this step's own moves, for the rulebook's notes on scenarios: text and
   * code in turn ("; a pass in a lay-off is ", `"S:pass"`), said after the plain card moves.
   */
  scenarioMoves?(step: S): NotePart[];
  /** How the deal is over, in words for a replay's refusal (`the deal is over (…)`). */
  overWords?(p: PlayState): string;
  /** Whether `card` is a trump for `seat` by this step's own rules (when it has its own trumps). */
  isTrump?(cv: CompiledVariant, step: S, p: PlayState, seat: number, card: number): boolean;
  /**
   * `card`'s place in `seat`'s hand sorted by this step's own trumps, as [group, strength]: group 0
   * the trumps, 1 + suit the others; the strongest of a group first. Set with `isTrump`.
   */
  handKey?(cv: CompiledVariant, step: S, p: PlayState, seat: number, card: number): [number, number];
  /**
   * What a log of play without a pick-up shows of the hands, every card played being gone: the
   * cards a seat cannot hold (`excluded`), for the search bot (../move-search.ts `knownCards`).
   */
  passesShow?(
    cv: CompiledVariant,
    step: S,
    entries: (RegExpExecArray | null)[],
    excluded: (Set<number> | null)[],
  ): void;
  /**
   * What a log of play with pick-ups shows, replayed: the known cards of each hand (`held`), the
   * cards out of play (`gone`) and those a seat cannot hold (`excluded`); false when it cannot be read.
   */
  pickUpsShow?(
    cv: CompiledVariant,
    step: S,
    view: PlayState,
    entries: (RegExpExecArray | null)[],
    sizes: readonly number[],
    held: number[][],
    gone: Set<number>,
    excluded: (Set<number> | null)[],
  ): boolean;
  /**
   * How the table's log says `move` of this step, without showing what others may not see: the verb
   * (to agree with the player's name: `lay`) and the rest (` 2 cards away`); null for the usual words.
   */
  moveWords?(step: S, move: Move): { verb: string; rest: string } | null;
  /**
   * The move a bot makes in this step, chosen from what `seat` sees (`p` holds only its own hand),
   * or null to leave it to the bot's own choice among the legal moves (at random).
   */
  botMove?(cv: CompiledVariant, step: S, p: PlayState, seat: number): Move | null;
  /** Whether this step gives the deal's talon to a player: a played deal in a scenario must then list the talon. */
  givesTalon?(step: S): boolean;
  /** Set on a step that takes the turned trump card from the table: a scenario must then name that card. */
  readonly takesUpcard?: boolean;
  /**
   * Who leads by this step's own options, where they name it: the card whose holder leads (if any)
   * and the clause that says so, for the course's exercises.
   */
  leadBy?(step: S): { card?: number; clause: string };
  /** The rank whose cards beat every other card for everyone, or -1 (or no such hook) when none does. */
  permanentRank?(step: S): number;
  /**
   * Whether the step reads the game as the deal begins (tallies, deals: an option offered only when
   * a condition holds); the deal then carries the game's scope (`DealContext.game`).
   */
  readsGame?(step: S): boolean;
  /** What a move of this step is called for players (an option's title), or null when the step has no such move. */
  moveTitle?(step: S, move: Move): string | null;
  /**
   * The packets of the deal dealt when the step is made (`after packet N`: N), or undefined when it
   * is made after the whole deal: the hands then hold only the cards of those packets (../deal-so-far.ts).
   */
  afterPacket?(step: S): number | undefined;
  /**
   * What `seat` is to give now by its own choice (a pass, `give N of`), or null when it gives
   * nothing now: for a table that lets a person choose the cards (the Play table).
   */
  giveAsked?(cv: CompiledVariant, step: S, p: PlayState, seat: number): GiveAsked | null;
  /**
   * The swap with the table `seat` may make now (its card for the turned one, `give` to swap, `pass`
   * to keep), or null when it has none: for a table that offers a person the two as buttons.
   */
  swapAsked?(cv: CompiledVariant, step: S, p: PlayState, seat: number): SwapAsked | null;
}

/** A swap with the table: the card a seat holds and may give, the turned card it would take, the step's id. */
export interface SwapAsked {
  card: number;
  upcard: number;
  rule: string;
}

/**
 * Cards a seat is to choose and give: how many, which cards of its hand may go (`set`: the step's
 * card set, true by card; null when any card may go), and to whom (null: each card to the seat the
 * rule finds for it, not one seat for all).
 */
export interface GiveAsked {
  count: number;
  cards: number[];
  set: readonly boolean[] | null;
  to: number | null;
  /** Set when the cards go face down out of play (laid away), to nobody. */
  away?: true;
}
