/**
 * The compiled steps before play that exchange cards or fix trumps (issue 11, items 2 and 4): a
 * pass, an exchange with the table, a trump named by a player, and personal trumps chosen in turn.
 * Each is one member of `CompiledStep`, read by the engine module of the same kind
 * (src/engine/steps/). `id` is the clause the step comes from: refusals name it.
 */
import type { Deck } from './cards.ts';
import type { BeatingStep } from './steps.ts';
import type { CondFn, SeatFn } from './expr.ts';
import type { Cond } from '../parse/ast.ts';

/** Where a pass sends the cards: the next or previous player in order of play, the one opposite, or nowhere. */
export type GiveDirection = 'next' | 'previous' | 'across' | 'none';

/** `give N to next, previous, across, none`: every player gives `count` cards at once; deal k passes the k-th direction, round again. */
export interface GiveStep {
  kind: 'give';
  id: string;
  count: number;
  directions: GiveDirection[];
}

/** `exchange 6 of trump for trump card`: the holder of that card of the trump suit may swap it for the turned trump card. */
export interface ExchangeStep {
  kind: 'exchange';
  id: string /** The rank index in the deck. */;
  rank: number;
}

/** `trump named by SEAT [after packet N]`: that player names the trump suit. */
export interface NameTrumpStep {
  kind: 'name-trump';
  id: string;
  seat: SeatFn;
  /** `after packet N`: named once the first N packets are dealt (absent: after the whole deal). */
  packet?: number;
}

/**
 * `play beating, personal trumps chosen [with repeats]`: each player dealt in, in order of play
 * from forehand, chooses a personal trump suit; two may be the same only with `repeats`. The step
 * is named after the `play` clause it comes from.
 */
export interface ChooseTrumpsStep {
  kind: 'choose-trumps';
  /** `PLAY:choose`: a step of its own, apart from the play step of the same clause. */
  id: string;
  /** The `play` clause, which refusals name. */
  clause: string;
  repeats: boolean;
}

/** One option of a `choice`: its id (scenarios, `chosen ID`), its title (what players see) and when it is offered. */
export interface CompiledOption {
  id: string;
  title: string;
  /** Offered only when this holds for the chooser, read in the game as the deal begins (null: always). */
  when: CondFn | null;
  /** Offered only in a game whose earlier deals never chose it. */
  once: boolean;
}

/**
 * `choice [every deal | once a game] by SEAT: ID "Title" [when COND] [once a game], ...`: the player
 * at SEAT chooses one of the options offered; `once`: in the game's first deal with the step only,
 * the option then in force for the rest of the game.
 */
export interface ChoiceStep {
  kind: 'choose';
  id: string;
  seat: SeatFn;
  once: boolean;
  options: CompiledOption[];
  /** `after packet N`: made once the first N packets are dealt (absent: after the whole deal). */
  packet?: number;
  /**
   * `after play`: made once the cards are played, before the deal is scored (a step after the play
   * step); the seat may read the deal just played, and a deal whose seat names nobody has no choice.
   */
  afterPlay?: true;
}

/** A step before play of this family. */
/**
 * `give cards CARDS to SEAT` / `give talon to SEAT`: cards chosen by a rule move by themselves, nobody
 * choosing. `cards` marks the deck's cards that move (null: the deal's talon); `seat` is found for
 * each card (`their holder`, `owner of their suit`). `afterChoosing`: the seat reads personal trumps,
 * so the step comes after they are chosen.
 */
export interface GiveRuleStep {
  kind: 'give-rule';
  id: string;
  cards: boolean[] | null;
  seat: SeatFn;
  afterChoosing: boolean;
  /**
   * Where the play gives personal trumps by the cards or by seat (not chosen), its step: the owner of
   * a suit is then found as that play would find it from the hands as this step begins.
   */
  trumpsBy?: BeatingStep;
  /** `give N of CARDS`: how many cards of the set each player chooses to give; null: every card moves. */
  count: number | null;
}

/**
 * `lay away N by SEAT[, counting for them]`: the player at SEAT chooses `count` cards of their hand
 * to put face down out of play; `counting`: their card points count for that player.
 */
export interface LayAwayStep {
  kind: 'lay-away';
  id: string;
  count: number;
  seat: SeatFn;
  counting: boolean;
}

/** A step before play of this family. */
export type DealStep =
  | GiveStep
  | ExchangeStep
  | NameTrumpStep
  | ChooseTrumpsStep
  | ChoiceStep
  | GiveRuleStep
  | LayAwayStep;

/**
 * The cards of `deck` a set names by itself, without the table (a suit, a card, a rank; `or`):
 * true where the card is in the set. Sets read at play (`led`, `trump`...) name none here; the
 * checker refuses them in `give cards`.
 */
export function staticCards(p: import('../parse/ast.ts').CardPred, deck: Deck): boolean[] {
  const n = deck.ranks.length;
  const out = new Array<boolean>(deck.size).fill(false);
  const stack = [p];
  // Bounded by the size of the set as written: each node is visited once.
  while (stack.length) {
    const x = stack.pop()!;
    if (x.kind === 'CardAny') stack.push(...x.options);
    else if (x.kind === 'CardRank') {
      const r = deck.ranks.indexOf(x.rank.name);
      for (let c = 0; r >= 0 && c < deck.size; c++) if (c % n === r) out[c] = true;
    } else if (x.kind === 'CardSym') {
      const suit = deck.suits.indexOf(x.sym.name);
      const card = deck.byName.get(x.sym.name);
      for (let c = 0; c < deck.size; c++) if ((suit >= 0 && Math.floor(c / n) === suit) || c === card) out[c] = true;
    }
  }
  return out;
}

/** Whether a seat names the player whose personal trump a card's suit is (then it is found after trumps are chosen). */
const readsOwner = (s: import('../parse/ast.ts').Seat): boolean =>
  s.kind === 'SeatOfCard' ? s.which === 'owner-of-suit' : s.kind === 'SeatStep' ? readsOwner(s.from) : false;

/** Compiles a `give` clause. */
const giveStep = (id: string, count: number, directions: readonly { dir: GiveDirection }[]): GiveStep => ({
  kind: 'give',
  id,
  count,
  directions: directions.map((d) => d.dir),
});

/** Compiles an `exchange` clause (the rank is one of the deck's: the checker says so). */
const exchangeStep = (id: string, deck: Deck, rank: string): ExchangeStep => ({
  kind: 'exchange',
  id,
  rank: deck.ranks.indexOf(rank),
});

/** Compiles a `trump named by` clause, its seat already compiled. */
const nameTrumpStep = (id: string, seat: SeatFn, packet?: { count: number }): NameTrumpStep => ({
  kind: 'name-trump',
  id,
  seat,
  ...(packet ? { packet: packet.count } : {}),
});

/** When a step is made: after packet N (N), or after the whole deal (no packet: last). */
const moment = (s: DealStep): number => ('packet' in s && s.packet !== undefined ? s.packet : Number.MAX_SAFE_INTEGER);

/** The choosing step of a `play beating` clause with `personal trumps chosen`. */
export const chooseTrumpsStep = (clause: string, repeats: boolean): ChooseTrumpsStep => ({
  kind: 'choose-trumps',
  id: `${clause}:choose`,
  clause,
  repeats,
});

/** A clause in force as the compiler reads it: its id, its phase (null: the whole game) and its body. */
interface StepClause {
  id: string;
  phase: string | null;
  node: { body: import('../parse/ast.ts').ClauseBody };
}

/**
 * The steps before play of phase `phase`: the `give`, `exchange`, `trump named by`, `choice` and
 * `give cards` clauses in force at the top level or in that phase, in the order of the rule list,
 * those made after a packet of the deal first (by packet).
 * `seat` compiles a seat, `cond` a condition.
 */
export function compileDealSteps(
  clauses: readonly StepClause[],
  phase: string,
  deck: Deck,
  seat: (s: import('../parse/ast.ts').Seat) => SeatFn,
  cond: (c: Cond) => CondFn,
): DealStep[] {
  const out: DealStep[] = [];
  for (const c of clauses) {
    if (c.phase !== null && c.phase !== phase) continue;
    const b = c.node.body;
    if (b.kind === 'Give') out.push(giveStep(c.id, b.count, b.directions));
    else if (b.kind === 'Exchange') out.push(exchangeStep(c.id, deck, b.rank.name));
    else if (b.kind === 'TrumpNamed') out.push(nameTrumpStep(c.id, seat(b.seat), b.packet));
    else if (b.kind === 'Choice')
      out.push({
        kind: 'choose',
        id: c.id,
        seat: seat(b.seat),
        once: b.once,
        options: b.options.map((o) => ({
          id: o.id.name,
          title: o.title,
          when: o.when ? cond(o.when) : null,
          once: o.once,
        })),
        ...(b.packet ? { packet: b.packet.count } : {}),
        ...(b.afterPlay ? { afterPlay: true as const } : {}),
      });
    else if (b.kind === 'GiveRule')
      out.push({
        kind: 'give-rule',
        id: c.id,
        cards: b.cards ? staticCards(b.cards, deck) : null,
        seat: seat(b.seat),
        afterChoosing: readsOwner(b.seat),
        count: b.count ?? null,
      });
    else if (b.kind === 'LayAway')
      out.push({ kind: 'lay-away', id: c.id, count: b.count, seat: seat(b.seat), counting: b.counting });
  }
  // The deal is interleaved with the steps: a step after packet N comes before those after a later
  // packet or the whole deal, whatever its place in the rule list (a stable sort: the others keep it).
  return out.sort((a, b) => moment(a) - moment(b));
}
