/**
 * The syntax tree produced by grammar/stichwort.peggy. Every node carries its source location
 * so that the checker and compiler can report errors at file:line:col.
 */
import type { Loc } from '../core/location.ts';

/** An identifier with its own location (ids are referenced across the file). */
export interface Ident {
  name: string;
  loc: Loc;
}

/** A card symbol (rank like `10` or `J`, suit like `S`) with optional long names. */
export interface Sym {
  name: string;
  loc: Loc;
  names?: string[];
}

interface Node<K extends string> {
  kind: K;
  loc: Loc;
}

/** The whole variant file. */
export interface FileNode extends Node<'File'> {
  id: Ident;
  title: string;
  /** The game this variant family belongs to (`game hindersche "Hindersche"`), when declared here. */
  game: { id: Ident; title: string } | null;
  /** The bases, in order (`extends a, b`): the first is extended, the others applied on top; empty for a root. */
  extends: Ident[];
  statements: Statement[];
  /** The `titles de { ... }` blocks after the rules: the file's titles in another language. */
  titles: TitlesNode[];
}

/** `titles de { ... }`: the titles of the file's things in another language (German is the one read). */
export interface TitlesNode extends Node<'Titles'> {
  /** The language's code as written (`de`). */
  lang: Ident;
  entries: TitleEntryNode[];
}

/** A title in quotes with its location. */
export interface TitleText {
  text: string;
  loc: Loc;
}

/** A German noun as a title entry gives it: `der "Einsatz" "Einsätze"` (the article tells the gender). */
export interface GermanNounNode {
  gender: 'm' | 'f' | 'n';
  one: TitleText;
  many: TitleText;
  /** A weak masculine noun, -n outside the nominative singular (`der "Alte" "Alten" weak`). */
  weak?: true;
  loc: Loc;
}

/** What a title entry names: the kinds of things that carry a title. */
export type TitleKind =
  | 'variant'
  | 'game'
  | 'phase'
  | 'tally'
  | 'event'
  | 'ambiguity'
  | 'reading'
  | 'option'
  | 'special'
  | 'suit'
  | 'rank'
  | 'claim'
  | 'example'
  | 'source'
  | 'section';

/**
 * One line of a `titles` block: `phase no-tricks "Keine Stiche"`, `tally stakes der "Einsatz"
 * "Einsätze" "…"`, `reading deal-passes.with-play "…" "…"`, `section wiki "Rules" "Regeln"`.
 * `id` is null for the variant's and the game's own title; `title` is the (first) German text.
 */
export interface TitleEntryNode extends Node<'TitleEntry'> {
  what: TitleKind;
  id: Ident | null;
  /** A reading's ambiguity (`deal-passes` of `deal-passes.with-play`). */
  scope?: Ident;
  title: TitleText;
  /** A tally's description, a reading's full text. */
  text?: TitleText;
  /** A tally's, an event's, a special card's, a suit's or a rank's noun. */
  noun?: GermanNounNode;
  /** An event's player noun. */
  player?: GermanNounNode;
  /** The English section name a `section` entry gives the German of. */
  section?: TitleText;
}

export type Statement =
  | SourceNode
  | AmbiguityNode
  | DefaultChoiceNode
  | PhaseNode
  | ExampleNode
  | RemovalNode
  | ClaimNode
  | ClauseNode
  | EventNode
  | LostGamesNode
  | TrickTakingNode;

/** `trick taking "Title" recorded as <key>`: the title of taking a trick one did not win, and the scenario key that records it. */
export interface TrickTakingNode extends Node<'TrickTaking'> {
  title: string;
  key: Ident;
}

/** `lost games in <tally>`: the tally that counts lost games when no `loses game with N <tally>` names one. */
export interface LostGamesNode extends Node<'LostGames'> {
  tally: Ident;
}

/**
 * `event id "Title" player <noun> count <noun>`: something a deal can bring about. Its condition is
 * a clause `<id> when COND` (per phase, or `playoff <id> when COND`); `<id>` is then a condition,
 * the player noun the player who made it, the count noun how often it happened this game, and
 * `<id> first` a play-off rank key.
 */
export interface EventNode extends Node<'Event'> {
  id: Ident;
  title: string;
  player: Ident;
  count: Ident;
  cite: CiteNode | null;
}

/** `source pagat "Title" by "Author" dated "2024"`: a document that clauses cite. */
export interface SourceNode extends Node<'Source'> {
  id: Ident;
  title: string;
  author: string | null;
  date: string | null;
}

/** `[pagat "Deal"]`: the source (and section) a clause or reading comes from. */
export interface CiteNode extends Node<'Cite'> {
  source: Ident;
  section: string | null;
}

/** A question the sources leave open, with named readings and a default. */
export interface AmbiguityNode extends Node<'Ambiguity'> {
  id: Ident;
  question: string;
  readings: ReadingNode[];
  default: Ident;
}
/** A reading of a question: `title` is the short name readers see (null when the file gives none), `text` the reading in full. */
export interface ReadingNode extends Node<'Reading'> {
  id: Ident;
  title: string | null;
  text: string;
  cite: CiteNode | null;
}

/** `default q is r`: in an extending variant, the reading of an inherited ambiguity it goes by. */
export interface DefaultChoiceNode extends Node<'DefaultChoice'> {
  ambiguity: Ident;
  reading: Ident;
  cite: CiteNode | null;
}

/** A phase of the game: its own march rule, scoring clauses, end condition. */
export interface PhaseNode extends Node<'Phase'> {
  id: Ident;
  title: string;
  clauses: ClauseNode[];
  /** Where a new phase goes among the base's phases (default: after them). */
  place: { where: 'before' | 'after'; anchor: Ident } | null;
}

/** `remove some-clause` / `remove phase p`: in an extending variant, drops a clause or a phase of the base. */
export interface RemovalNode extends Node<'Removal'> {
  target: Ident;
  phase: boolean;
  cite: CiteNode | null;
}

/** A claim a source makes about its own rules, checked by `stichwort verify`. */
export interface ClaimNode extends Node<'Claim'> {
  id: Ident;
  text: string;
  when: Cond | null;
  holds: Cond;
  cite: CiteNode | null;
}

/** `if reading a is r` after a clause: the clause is in force only under that reading. */
export type Guard = Node<'ReadingIs'> & { ambiguity: Ident; reading: Ident };

/** An in-file worked example, run by `npm test` and `stichwort check --examples`. */
export interface ExampleNode extends Node<'Example'> {
  id: Ident;
  title: string;
  steps: ExampleStep[];
}
export type ExampleStep =
  | (Node<'ExPlayers'> & { names: string[]; dealer: string })
  | (Node<'ExOptions'> & { choices: { ambiguity: Ident; reading: Ident }[] })
  /** `cards`: in a deal given by places, the cards each player had left in hand (when a rule reads them). */
  | (Node<'ExDeal'> & {
      points: PlayerNumber[];
      tricks: PlayerNumber[] | null;
      places: PlayerNumber[] | null;
      cards?: PlayerNumber[];
      /** `passes`, `pickups`: in a deal given by places, each player's passes or pick-ups (when a rule reads them). */
      passes?: PlayerNumber[];
      pickups?: PlayerNumber[];
    })
  | (Node<'ExRedeal'> & { by: string })
  | (Node<'ExExpect'> & ExpectWhat)
  /** A played deal: a hand as dealt, the trump suit, and moves in order (the scenario's `plays`). */
  | (Node<'ExHand'> & { player: string; cards: Sym[] })
  | (Node<'ExTrump'> & { suit: Sym })
  /** `talon 7C 8C`: the cards dealt apart from the hands in this played deal. */
  | (Node<'ExTalon'> & { cards: Sym[] })
  /** The stock in the order it is drawn (a variant with `draw N each after trick`), as the scenario's `"stock"`. */
  | (Node<'ExStock'> & { cards: Sym[] })
  | (Node<'ExMoves'> & { moves: ExMove[] });
export interface PlayerNumber {
  player: string;
  value: number;
}
/** One move of a played deal in an example: `N:2C` is player `N`, move `2C`. */
export interface ExMove {
  player: string;
  move: string;
  loc: Loc;
}
export type ExpectWhat =
  | { field: 'out' | 'playoff'; values: string[] }
  | { field: 'phase'; phase: Ident }
  | { field: 'loser'; loser: string }
  /** Who dealt, or who led, the last deal above. */
  | { field: 'dealer' | 'forehand'; seat: string }
  | { field: 'tally'; tally: Ident; numbers: PlayerNumber[] }
  | { field: 'shared'; tally: Ident; amount: number }
  /** In a played deal: this move, tried now, is refused (by the clause `by`, when given). */
  | { field: 'refused'; move: ExMove; by: Ident | null }
  /** In a played deal: this move, tried now, is allowed. */
  | { field: 'allowed'; move: ExMove }
  /** The card points or tricks each player took in the deal before. */
  | { field: 'card-points' | 'tricks-taken'; numbers: PlayerNumber[] };

/** One rule: `label (before x): body [cite]`. Its id is the label, or the body's keyword. */
export interface ClauseNode extends Node<'Clause'> {
  id: Ident;
  override: boolean;
  place: { where: 'before' | 'after'; anchor: Ident } | null;
  body: ClauseBody;
  guard: Guard | null;
  cite: CiteNode | null;
}

export type ClauseBody =
  | NextGameDealerBody
  | PlayoffNextLeadBody
  | PlayersBody
  | DeckBody
  | SpecialBody
  | OrderBody
  | PointsBody
  | DealBody
  | TrumpBody
  | LeadBody
  | NextDealerBody
  | MustBody
  | WinnerBody
  | PlayBody
  | TrumpsBeatBody
  | ActionBody
  | TallyBody
  | TiesBody
  | TeamsBody
  | EventBody
  | EndsBody
  | DealEndsBody
  | AtEndBody
  | AfterDealBody
  | GameOverBody
  | ScoreBody
  | PlayoffDealerBody
  | PlayoffLeadBody
  | PlayoffRankBody
  | PlayoffNextDealerBody
  | RubberBody
  | SettleBody
  | GiveBody
  | GiveRuleBody
  | LayAwayBody
  | PassOnBody
  | ExchangeBody
  | TrumpNamedBody
  | ChoiceBody
  | PhaseOrderBody
  | DrawBody;

interface Body<K extends string, W extends string> extends Node<K> {
  keyword: W;
}

export interface PlayersBody extends Body<'Players', 'players'> {
  min: number;
  max: number;
  direction: 'clockwise' | 'anticlockwise';
}
export interface DeckBody extends Body<'Deck', 'deck'> {
  suits: Sym[];
  ranks: Sym[];
  colours: ColourNode[];
}
export interface ColourNode extends Node<'Colour'> {
  name: Ident;
  members: Sym[];
}
/** A card named by its role: `special J of trump "de Alt"`. `partner` is the other suit of the trump's colour. */
export interface SpecialBody extends Body<'Special', 'special'> {
  rank: Sym;
  of: 'trump' | 'partner' | Sym;
  nickname: string | null;
}
export interface OrderBody extends Body<'Order', 'order'> {
  which: 'trump' | 'plain';
  items: (Sym | Ident)[];
}
/**
 * Card and trick values. A card is worth its rank's (or special's) value, plus its suit's, plus its
 * own (`KH 40`); a trick is worth `each trick`, plus its own number's (`trick 7 40`, `last trick`).
 */
export interface PointsBody extends Body<'Points', 'points'> {
  values: { card: Sym | Ident; value: number; loc: Loc }[];
  tricks: { trick: number | 'each' | 'last'; value: number; loc: Loc }[];
  total: number | null;
  lastTrick: number;
}
/** In a beating game: whether a personal trump beats a card played in its own player's trump suit. */
export interface TrumpsBeatBody extends Body<'TrumpsBeat', 'trumps-beat'> {
  anySuit: boolean;
}
/** How the cards are played: tricks, laid off in suit rows from a starting card, or beaten. */
export interface PlayBody extends Body<'Play', 'play'> {
  mode: 'tricks' | 'layoff' | 'beating';
  /** In a lay-off: the starting card, or (with `anyOfRank`, `from any J`) a rank whose every card may open. */
  start: Sym | null;
  anyOfRank?: boolean;
  /** In a lay-off, `rows wrap`: a row goes on past the Ace to the lowest rank, and down past the lowest to the Ace. */
  wrap?: boolean;
  beating: {
    permanent?: Sym;
    personal?: Sym[];
    holder?: Sym;
    pickUpAtWill?: boolean;
    suitFirst?: boolean;
    trumpBeatsTrump?: boolean;
    /** How personal trumps are given when not from a card's holder: by seat, or chosen by each player. */
    assign?: PersonalAssign;
    /** `pick up top N`: a player who picks up takes the top N cards of the pile; `pick up any number`: as many as they choose. */
    pickUpTop?: number;
    pickUpAny?: boolean;
  } | null;
}
/**
 * Personal trumps given without a card's holder: `personal trumps S H D C by seat from forehand`
 * (the listed suits in order of play from that seat), or `personal trumps chosen [with repeats]`
 * (each player in turn from forehand names one; two may be the same only `with repeats`).
 */
export interface PersonalAssign {
  by: 'seat' | 'chosen';
  from: 'forehand' | 'dealer';
  repeats: boolean;
  loc: Loc;
}
/** Where a `give` step sends the cards: the next or previous player in order of play, across the table, or nowhere. */
export type GiveDirection = 'next' | 'previous' | 'across' | 'none';
/** `give N to next, previous, across, none`: a pass of N cards by every player at once, its direction cycling by deal. */
export interface GiveBody extends Body<'Give', 'give'> {
  count: number;
  countLoc: Loc;
  directions: { dir: GiveDirection; loc: Loc }[];
}
/**
 * `give cards CARDS to SEAT` (each card of the set held by anyone moves to the seat, found for that
 * card) or `give talon to SEAT` (the deal's talon goes into that player's hand): a step of its own,
 * made by itself, nobody choosing.
 */
/** `draw N each after trick`: after each trick every player draws N cards from the stock while it holds enough for all. */
export interface DrawBody extends Body<'Draw', 'draw'> {
  count: number;
  countLoc: Loc;
}

export interface GiveRuleBody extends Body<'GiveRule', 'give-rule'> {
  /** The cards that move; null for the talon. */
  cards: CardPred | null;
  talon: boolean;
  seat: Seat;
  /** `give N of CARDS to SEAT`: each player chooses N cards of the set (all they hold, if no more); absent: every card moves. */
  count?: number;
  countLoc?: Loc;
}
/**
 * `lay away N by SEAT[, counting for them]`: before play that player chooses N cards of their hand to
 * put face down out of play; with `counting`, their card points count for that player.
 */
export interface LayAwayBody extends Body<'LayAway', 'lay-away'> {
  count: number;
  countLoc: Loc;
  seat: Seat;
  counting: boolean;
}
/**
 * `on pickup: give cards CARDS to SEAT`: during play, the cards of the set among those a player has
 * just picked up pass to the seat found for each (`their holder`: the player who picked it up).
 */
export interface PassOnBody extends Body<'PassOn', 'pass-on'> {
  /** The event the cards move on (a pick-up in a beating deal). */
  event: 'pickup';
  cards: CardPred;
  seat: Seat;
}
/** `exchange 6 of trump for trump card`: the holder of that card may swap it for the turned trump card. */
export interface ExchangeBody extends Body<'Exchange', 'exchange'> {
  rank: Sym;
}
/** `trump named by SEAT`: the trump suit is named by a player after the deal, not turned. */
export interface TrumpNamedBody extends Body<'TrumpNamed', 'trump-named'> {
  seat: Seat;
  /** `after packet N`: named once the first N packets are dealt; absent: after the whole deal. */
  packet?: AfterPacket;
}
/** `after packet N`: the moment of a step, once the first `count` packets of the deal are dealt (`loc`: the number). */
export interface AfterPacket {
  count: number;
  loc: Loc;
}
/**
 * One option of a `choice`: its id (what scenarios and `chosen ID` write), its title (what players
 * see), the condition under which it is offered (null: always) and whether it may be chosen in only
 * one deal of a game.
 */
export interface ChoiceOption {
  id: Ident;
  title: string;
  when: Cond | null;
  once: boolean;
  loc: Loc;
}
/** `choice [every deal | once a game] [after packet N] by SEAT: ID "Title" [when COND] [once a game], ...`: a player chooses one option. */
export interface ChoiceBody extends Body<'Choice', 'choice'> {
  /** Made in the game's first deal that has the step and kept for the rest of the game (`once a game`). */
  once: boolean;
  seat: Seat;
  options: ChoiceOption[];
  /** `after packet N`: made once the first N packets are dealt; absent: after the whole deal. */
  packet?: AfterPacket;
  /** `after play`: made once the cards are played, before the deal is scored (where it was written). */
  afterPlay?: { loc: Loc };
}
/**
 * `phases [ID, ...] chosen by SEAT, each once a game`: the phases listed (none listed: every phase
 * but the last) are played in the order the player at SEAT chooses, before each of their deals, each
 * once a game; the phases around them keep their written order.
 */
export interface PhaseOrderBody extends Body<'PhaseOrder', 'phases-chosen'> {
  /** The phases chosen, as written (empty: every phase but the last). */
  phases: Ident[];
  seat: Seat;
}
/** Packets go round from forehand (or from the dealer); cards not dealt form the stock. */
export interface DealBody extends Body<'Deal', 'deal'> {
  count: number;
  packets: number[];
  from: 'forehand' | 'dealer';
  rest: 'stock';
  /** `talon N [to SEAT]`: N cards dealt apart after the hands, or into SEAT's hand as well; absent: none. */
  talon?: { count: number; countLoc: Loc; seat: Seat | null; loc: Loc };
}
export type TrumpSource = 'bottom-of-pack' | 'top-of-stock' | 'dealer-last-card' | 'none';
export interface TrumpBody extends Body<'Trump', 'trump'> {
  source: TrumpSource;
  when: Cond | null;
}
export interface LeadBody extends Body<'Lead', 'lead'> {
  seat: Seat;
}
export interface NextDealerBody extends Body<'NextDealer', 'next-dealer'> {
  seat: Seat;
}
/** Who deals the first deal of every game after the first (`dealer` there: who dealt the last game's last deal). */
export interface NextGameDealerBody extends Body<'NextGameDealer', 'next-game-dealer'> {
  seat: Seat;
}
/** Who leads the first ordinary deal after a play-off (`dealer` there: that deal's dealer). */
export interface PlayoffNextLeadBody extends Body<'PlayoffNextLead', 'playoff-next-lead'> {
  seat: Seat;
}
/** `must [not] play|lead CARDS when COND`: `lead` constrains the leader only, `play` the followers only. */
export interface MustBody extends Body<'Must', 'must'> {
  negate: boolean;
  lead: boolean;
  card: CardPred;
  when: Cond | null;
}
export interface WinnerBody extends Body<'Winner', 'winner'> {
  ranks: ('trump' | 'led')[];
}
export interface ActionBody extends Body<'Action', 'action'> {
  effect: 'take-trick' | 'redeal';
  who: 'anyone' | 'highest-of-led';
  timing: 'before-play' | 'until-next-lead';
  when: Cond | null;
  consent: boolean;
}
/** A tally: `title` is the short name readers see (null when the file gives none), `description` says what it counts. */
export interface TallyBody extends Body<'Tally', 'tally'> {
  scope: 'player' | 'shared';
  title: string | null;
  description: string;
  clearedEachGame: boolean;
}
export interface TiesBody extends Body<'Ties', 'ties'> {
  policy: 'playoff' | 'share';
}
/** Partnerships: `teams across` (partners sit opposite each other), `teams alternate` (two teams, every other seat). */
export interface TeamsBody extends Body<'Teams', 'teams'> {
  how: 'across' | 'alternate' | 'found';
  /** `partner of SEAT is PARTNER` (how `found`): the two seats, found once the cards are dealt, play against the rest. */
  seat?: Seat;
  partner?: Seat;
  /** `, out together`: in a lay-off or beating deal a team is out when all its players are, and the first team out ends the deal. */
  together?: boolean;
}
/** `<event> when COND`: when the declared event happens (the first participant in order of play for whom COND holds). */
export interface EventBody extends Body<'EventWhen', 'event'> {
  playoff: boolean;
  event: Ident;
  cond: Cond;
}
export interface EndsBody extends Body<'Ends', 'ends'> {
  cond: Cond;
}
/**
 * `deal ends when COND`: a deal in tricks stops after the first trick at whose end COND holds; COND
 * reads the cards played so far (`played CARDS`), readings and choices. At the top level for every
 * deal in tricks, or in a phase's block for its deals (the phase's own wins).
 */
export interface DealEndsBody extends Body<'DealEnds', 'deal-ends'> {
  cond: Cond;
}
export interface AtEndBody extends Body<'AtEnd', 'at-end'> {
  when: Cond | null;
  effects: Effect[];
}
export interface AfterDealBody extends Body<'AfterDeal', 'after-deal'> {
  when: Cond | null;
  effects: Effect[];
}
export interface GameOverBody extends Body<'GameOver', 'game-over'> {
  when: Cond;
  effects: Effect[];
}
/** A scoring clause: the first whose condition holds settles the deal. `cond: null` is `otherwise`. */
export interface ScoreBody extends Body<'Score', 'score'> {
  cond: Cond | null;
  effects: Effect[];
}
export interface PlayoffDealerBody extends Body<'PlayoffDealer', 'playoff-dealer'> {
  seat: Seat;
}
export interface PlayoffLeadBody extends Body<'PlayoffLead', 'playoff-lead'> {
  seat: Seat;
}
/** `<event> first`: whoever made the event wins the play-off; `fewest`/`most` a value. */
export type RankKey = { by: 'first'; event: Ident } | { by: 'fewest' | 'most'; value: Ident };
export interface PlayoffRankBody extends Body<'PlayoffRank', 'playoff-rank'> {
  keys: RankKey[];
}
export interface PlayoffNextDealerBody extends Body<'PlayoffNextDealer', 'playoff-next-dealer'> {
  choices: { seat: Seat; when: Cond | null; loc: Loc }[];
}
/** A rubber of so many games, or until a condition holds after a game. */
export interface RubberBody extends Body<'Rubber', 'rubber'> {
  games: number | null;
  until: Cond | null;
}
/** Settlement: each unit of the tally pays (or receives) `amount` to (from) each opponent. */
export interface SettleBody extends Body<'Settle', 'settle'> {
  tally: Ident;
  amount: number;
  receives: boolean;
  asIs: boolean;
}

/** What a scoring clause does to the tallies and the players. */
export type Effect =
  | Node<'Nothing'>
  | Node<'EndGame'>
  | (Node<'Add'> & { amount: NumExpr; tally: Ident; who: PlayerSet })
  | (Node<'Erase'> & { amount: NumExpr; tally: Ident; who: PlayerSet })
  | (Node<'DropOut'> & { who: PlayerSet })
  | (Node<'LoseGame'> & { who: PlayerSet; amount: NumExpr; tally: Ident })
  /** Each player of `who` pays `amount` from their `from` tally into the shared tally `to`. */
  | (Node<'PayIn'> & { amount: NumExpr; from: Ident; who: PlayerSet; to: Ident })
  /** The shared tally `from` pays `amount` to each player of `who`, into their `to` tally. */
  | (Node<'PayOut'> & { amount: NumExpr; from: Ident; who: PlayerSet; to: Ident });

/** A set of players. `Extreme` picks by a per-player value and may tie (then a play-off decides). */
export type PlayerSet =
  | Node<'Everyone'>
  | Node<'Others'>
  | Node<'Remaining'>
  /** The player noun of a declared event: who made it this deal (nobody when it did not happen). */
  | (Node<'EventPlayer'> & { name: Ident })
  /** `then`: tie-breaks read in turn among players equal on `value` (absent in trees built by hand: none). */
  | (Node<'Extreme'> & {
      dir: 'most' | 'fewest';
      value: Ident;
      count: NumExpr | null;
      then?: { dir: 'most' | 'fewest'; value: Ident }[];
    })
  | (Node<'Where'> & { cond: Cond })
  /** Every member of the team of each player of `who` (a `teams` clause says who partners whom). */
  | (Node<'TeamOf'> & { who: PlayerSet })
  /**
   * The members of the one team with the most (fewest) of a value summed over its members; `then`
   * breaks a tie between teams by further values, `nobody` (`nobody if tied`) names no team on a tie.
   */
  | (Node<'TeamExtreme'> & {
      dir: 'most' | 'fewest';
      value: Ident;
      then?: { dir: 'most' | 'fewest'; value: Ident }[];
      nobody?: boolean;
    });

/** A seat found by walking the order of play: `next active after dealer`. */
export type Seat =
  /** `partner of X` is a step too (pool `everyone`): the next member of X's team after X. */
  | (Node<'SeatStep'> & {
      step: 'next' | 'previous' | 'first' | 'partner';
      pool: 'active' | 'tied' | 'everyone';
      from: Seat;
    })
  | (Node<'SeatRef'> & { ref: 'dealer' | 'tied-deal-dealer' | 'playoff-dealer' })
  /** The player dealt a card (`holder of 2C`): known only once the cards are dealt. */
  | (Node<'SeatHolder'> & { card: Sym })
  /** The player who lost the last game, or who came first in the last play-off. */
  | (Node<'SeatResult'> & { result: 'loser-of-last-game' | 'winner-of-last-playoff' })
  /**
   * The one player a measure names (`player with most points`, `player with place 4`): `set` is the
   * `Extreme` or `Where` it is read as; nobody when several players share it.
   */
  | (Node<'SeatBy'> & { set: PlayerSet })
  /** In `give cards`: the player whose personal trump is the given card's suit, or who holds the card. */
  | (Node<'SeatOfCard'> & { which: 'owner-of-suit' | 'holder' });

/**
 * A set of cards (what a `must` clause asks for, what `holding`, `played`, `held` count). `CardSym`
 * is a suit or a card of the deck (the checker tells which); `CardPoints` the cards worth points.
 */
export type CardPred =
  | Node<'CardLed'>
  | Node<'CardTrump'>
  | Node<'CardBeating'>
  | Node<'CardUndertrump'>
  | Node<'CardPoints'>
  | (Node<'CardRank'> & { rank: Sym })
  | (Node<'CardSym'> & { sym: Sym })
  | (Node<'CardAny'> & { options: CardPred[] });

/** A condition. Per-player values (`points`, a tally) are read for the player in scope. */
export type Cond =
  | (Node<'Logic'> & { op: 'and' | 'or'; left: Cond; right: Cond })
  | (Node<'Not'> & { cond: Cond })
  /** A declared event happened this deal. */
  | (Node<'Happened'> & { event: Ident })
  /** An option of a `choice` was chosen in this deal (or, for a choice made once a game, in this game). */
  | (Node<'Chosen'> & { option: Ident })
  | (Node<'Holding'> & { card: CardPred })
  /** Card play only: every card in hand is of the set. */
  | (Node<'HoldingOnly'> & { card: CardPred })
  /** Card play only: the first or the last trick of the deal is being played. */
  | (Node<'TrickIs'> & { which: 'first' | 'last' })
  /** Card play only: the suit led (null: a trump was led). */
  | (Node<'LedIs'> & { suit: Sym | null })
  | (Node<'ReadingIs'> & { ambiguity: Ident; reading: Ident })
  | (Node<'PhaseIs'> & { phase: Ident })
  | (Node<'AllEqual'> & { value: Ident })
  | (Node<'AllAre'> & { value: Ident; to: NumExpr })
  | (Node<'Compare'> & { op: '>=' | '<=' | '!=' | '=' | '>' | '<'; left: NumExpr; right: NumExpr });

export type NumExpr =
  | (Node<'Arith'> & { op: '+' | '-' | '*'; left: NumExpr; right: NumExpr })
  | (Node<'Num'> & { value: number })
  | (Node<'MinMax'> & { fn: 'min' | 'max'; a: NumExpr; b: NumExpr })
  | (Node<'Count'> & { set: PlayerSet })
  | (Node<'Total'> & { tally: Ident })
  | Node<'Active'>
  /** Ordinary deals settled in the current phase of this game. */
  | Node<'Deals'>
  /** How often a scoring clause has applied in this game. */
  | (Node<'Times'> & { clause: Ident })
  /** The highest (lowest) value of a per-player value among the players dealt in. */
  /** `among`: over the players of a set (absent or null: over the players dealt in). */
  | (Node<'Aggregate'> & { fn: 'highest' | 'lowest'; value: Ident; among?: PlayerSet | null })
  | (Node<'Value'> & { name: Ident })
  /** A per-player value summed over the team of the player in scope (`team points`). */
  | (Node<'TeamValue'> & { value: Ident })
  /** Card play only: the number of the trick being played, from 1. */
  | Node<'TrickNumber'>
  /** `stock`: the cards left in the stock to draw (card play only). */
  | Node<'StockCount'>
  /** Card play only: cards of the set played so far in the deal (the current trick included). */
  | (Node<'PlayedCount'> & { card: CardPred })
  /** Card play only: cards of the set in the hand of the player to play. */
  | (Node<'HeldCount'> & { card: CardPred });
