/**
 * The compiled steps of a deal. A deal is a sequence of declared steps (the variant's step clauses
 * in file order, then card play); each member of `CompiledStep` is one step kind's parameters, read
 * by the engine module of the same kind (src/engine/steps/). `id` is the clause id the step comes
 * from (the machine names its substate after it, refusals cite it).
 */

import type { DealStep } from './deal-steps.ts';

/** Play in tricks: follow the `must` clauses, the `winner` clause takes each trick. */
export interface TricksStep {
  kind: 'tricks';
  /** The `play tricks` clause, or `play` when the variant does not say (tricks are the default). */
  id: string;
}

/** Laying off in suit rows from a starting card (whose holder begins). */
export interface LayoffStep {
  kind: 'layoff';
  id: string;
  /** The same clause id, the rule a refused card or pass names. */
  clause: string;
  /** The starting card. */
  start: number;
  /** `from any J`: the first card may be any card of the start's rank (not only `start`); its holder begins. */
  anyOfRank: boolean;
  /** `rows wrap`: a row goes on past the Ace to the lowest rank (and down past the lowest to the Ace). */
  wrap: boolean;
  /** Set when a rule reads `passes`: the deal counts each player's passes (absent otherwise, so other deals keep their shape). */
  counts?: true;
}

/** The compiled `play beating` options. */
export interface BeatingStep {
  kind: 'beating';
  id: string;
  clause: string;
  /** The permanent trumps' rank index (ranked by the deck's suit order, first highest), or -1. */
  permanent: number;
  /** Personal trump suits, dealt round in order of play from the holder of `holder`. */
  personal: number[];
  holder: number;
  pickUpAtWill: boolean;
  suitFirst: boolean;
  /** Whether a personal trump beats a card played in its own player's trump suit. */
  trumpBeatsTrump: boolean;
  /**
   * How much of the pile a player picks up: `all` (the whole trick, the default), `top` (exactly the
   * top `count` cards, or all if fewer), or `any` (the player chooses how many, at least one).
   */
  pickUp: { kind: 'all' } | { kind: 'top'; count: number } | { kind: 'any' };
  /**
   * How the personal trumps are given: dealt round from the holder of `holder` (who leads), by seat
   * from `from` (`personal` in order of play), or chosen by each player (a step before play); in the
   * last two the variant's `lead` decides who leads. `repeats`: two may choose the same suit.
   */
  assign: 'holder' | 'seat' | 'chosen';
  from: 'forehand' | 'dealer';
  repeats: boolean;
  /** Set when a rule reads `pickups`: the deal counts each player's pick-ups (absent otherwise). */
  counts?: true;
  /**
   * `on pickup: give cards CARDS to SEAT`: the cards of the set (true by card index) among those just
   * picked up pass to the seat found for each; absent when no clause says so.
   */
  passOn?: PassOn;
}

/** A card-moving effect of a pick-up: its clause, the cards it moves (by card index) and where each goes. */
export interface PassOn {
  clause: string;
  cards: boolean[];
  seat: import('./expr.ts').SeatFn;
}

/** A step that plays the cards out (every deal has exactly one, its last step). */
export type PlayStep = TricksStep | LayoffStep | BeatingStep;

/** Every step kind a deal can declare. */
export type CompiledStep = PlayStep | DealStep;

/** Whether `s` is a card-play step. */
export const isPlayStep = (s: CompiledStep): s is PlayStep =>
  s.kind === 'tricks' || s.kind === 'layoff' || s.kind === 'beating';

/** The parts of a `play` clause the play step reads (see PlayBody in src/parse/ast.ts). */
interface PlayClause {
  id: string;
  body: import('../parse/ast.ts').PlayBody;
}

/**
 * The play step of a `play` clause (tricks when there is none). `byName` finds a card, `suits` and
 * `ranks` are the deck's; `trumpsBeat` is the variant's `trumps beat` clause, which overrides the
 * option of the same meaning.
 */
export function compilePlayStep(
  c: PlayClause | undefined,
  deck: { byName: Map<string, number>; suits: string[]; ranks: string[] },
  trumpsBeat: boolean | undefined,
): PlayStep {
  if (!c) return { kind: 'tricks', id: 'play' };
  if (c.body.mode === 'tricks') return { kind: 'tricks', id: c.id };
  if (c.body.mode === 'layoff') {
    // `from any J` names a rank: the start is that rank's card of the first suit (only its rank is read).
    const start = c.body.anyOfRank ? deck.ranks.indexOf(c.body.start!.name) : deck.byName.get(c.body.start!.name)!;
    return {
      kind: 'layoff',
      id: c.id,
      clause: c.id,
      start,
      anyOfRank: c.body.anyOfRank ?? false,
      wrap: c.body.wrap ?? false,
    };
  }
  const b = c.body.beating!;
  return {
    kind: 'beating',
    id: c.id,
    clause: c.id,
    permanent: b.permanent ? deck.ranks.indexOf(b.permanent.name) : -1,
    personal: (b.personal ?? []).map((x) => deck.suits.indexOf(x.name)),
    holder: b.holder ? (deck.byName.get(b.holder.name) ?? -1) : -1,
    pickUpAtWill: b.pickUpAtWill ?? false,
    suitFirst: b.suitFirst ?? false,
    trumpBeatsTrump: trumpsBeat ?? b.trumpBeatsTrump ?? true,
    assign: b.assign?.by ?? 'holder',
    from: b.assign?.from ?? 'forehand',
    repeats: b.assign?.repeats ?? false,
    pickUp:
      b.pickUpTop !== undefined ? { kind: 'top', count: b.pickUpTop } : b.pickUpAny ? { kind: 'any' } : { kind: 'all' },
  };
}
