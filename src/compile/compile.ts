/**
 * Compiles a resolved variant, under chosen readings, into the rule functions the engine and the
 * machine call. This is the one place that reads clauses; everything downstream reads this object.
 */
import type {
  ActionBody,
  AfterDealBody,
  AtEndBody,
  ClauseBody,
  Cond,
  DealBody,
  DealEndsBody,
  EndsBody,
  EventBody,
  GameOverBody,
  LeadBody,
  PlayBody,
  TrumpsBeatBody,
  MustBody,
  NextDealerBody,
  PlayersBody,
  PlayoffDealerBody,
  PlayoffLeadBody,
  PlayoffNextDealerBody,
  PlayoffRankBody,
  PointsBody,
  RankKey,
  RubberBody,
  ScoreBody,
  SettleBody,
  TallyBody,
  TiesBody,
  TeamsBody,
  TrumpBody,
  TrumpSource,
  WinnerBody,
} from '../parse/ast.ts';
import type { ResolvedClause, VariantRules } from '../resolve/resolve.ts';
import type { DrawBody, NextGameDealerBody, PassOnBody, PlayoffNextLeadBody, Seat } from '../parse/ast.ts';
import {
  compileCardTables,
  compileDeck,
  compileTrickValues,
  dealTricks,
  gamePoints,
  trumpSuit,
  type CardTables,
  type Deck,
} from './cards.ts';
import {
  compileCond,
  compileFoundTeams,
  compileNum,
  compileSeat,
  type CondFn,
  type ExprEnv,
  type NumFn,
  type SeatFn,
  type SeatScope,
  type TeamsKind,
} from './expr.ts';
import { compileEffect, type EffectFn } from './effects.ts';
import { compileDealEnd, compilePlayRules, type DealEnd, type PlayRules } from './play-rules.ts';
import { readPermissively } from './hand-cards.ts';
import { compiledFrom } from './fingerprint.ts';
import { compilePlayStep, type BeatingStep, type CompiledStep, type PlayStep } from './steps.ts';
import { chooseTrumpsStep, compileDealSteps, staticCards } from './deal-steps.ts';
import { ENGINE_LIMITS, type RunLimits } from '../check/run-limits.ts';

/**
 * A rule that runs effects when its condition holds; `id` is the clause id for logs and errors.
 * `drops` are its `... drop out` effects alone: dropping out twice is dropping out once, so the flow
 * may run them early for players whose deal is settled (see engine/flow/after-deal.ts dropSettled).
 */
export interface CompiledRule {
  id: string;
  when: CondFn | null;
  effects: EffectFn[];
  drops: EffectFn[];
}

/**
 * A phase's compiled clauses, in the order they are tried; and, under each declared event's id,
 * that event's condition in this phase (null when the phase has none).
 */
export type CompiledPhase = CompiledPhaseFields & { readonly [eventId: string]: unknown };

/** The fields every compiled phase has. */
export interface CompiledPhaseFields {
  id: string;
  title: string;
  /** The phase's `<event> when` clauses in force, in clause order. */
  events: CompiledEventRule[];
  scoring: CompiledRule[];
  ends: CondFn | null;
  /** The id of the phase's `ends when` clause in force (for errors), or null. */
  endsId: string | null;
  atEnd: CompiledRule[];
  afterDeal: CompiledRule[];
  /** Whether any rule of the phase reads tricks (then a scored deal must give them). */
  needsTricks: boolean;
  /** Whether any rule of the phase reads `cards` (then a scored lay-off or beating deal must give them). */
  needsCards: boolean;
  /**
   * The moves this phase's deals count for each player because a rule reads them: `passes` in a
   * lay-off, `pickups` in a beating deal (then a scored deal of the phase must give them).
   */
  counts: readonly MoveCount[];
  /** Card tables with this phase's card values (the game's, unless the phase has a `points` clause). */
  tables: CardTables[];
  /** What each trick is worth by itself, by trick number (index 0 is the first trick). */
  trickValues: Int16Array;
  /**
   * Drawing from the stock after each trick (`draw N each after trick`), absent without: the clause,
   * how many each player draws, and what each trick is worth by the deal's number of tricks (which
   * the stock's size and the number of players decide: `dealTricks`).
   */
  draw?: { id: string; count: number; trickValues: ReadonlyMap<number, Int16Array> };
  /**
   * The deal's declared steps in order; the last is the play step (tricks, lay-off or beating).
   * Each names its substate in the machine and is run by its kind's module in src/engine/steps.
   */
  steps: CompiledStep[];
  /** The points a deal of this phase holds (its own `points ... total`, else the game's), or null. */
  pointsTotal: number | null;
  /**
   * The card-play rules of this phase's deals: the game's `must` clauses and the phase's own, in the
   * order of the rule list. The game's own object (`CompiledVariant.play`) when the phase has none,
   * so that a variant without phase rules compiles, plays and is tabled as before.
   */
  play: PlayRules;
  /**
   * `deal ends when` in force for this phase's deals (the phase's own, else the game's): a deal in
   * tricks stops after the first trick at whose end it holds. Absent when there is none, so that
   * other phases keep their shape.
   */
  dealEnds?: DealEnd;
}

/** Tricks, laying off in suit rows, or beating: the play step (older name). */
export type PlayMode = PlayStep;

/** The compiled `play beating` options (older name of BeatingStep). */
export type BeatingMode = BeatingStep;

/** A declared event: its id (the transcript's key), title (what readers see) and nouns. */
export interface CompiledEvent {
  id: string;
  title: string;
  player: string;
  count: string;
}

/**
 * An `<event> when COND` clause: `event` is the index in CompiledVariant.events, `id` the clause id
 * (for errors); the event happens for the first participant, in order of play, for whom `when` holds.
 */
export interface CompiledEventRule {
  id: string;
  event: number;
  when: CondFn;
}

/** A tally the variant keeps. */
/** A tally: its id (`name`), the title readers see (the id when the file gives none), what it counts. */
export interface CompiledTally {
  name: string;
  title: string;
  scope: 'player' | 'shared';
  description: string;
  clearedEachGame: boolean;
}

/** A player action such as Schleipfe (take a trick) or Hübscher (ask for a redeal). */
export interface CompiledAction {
  id: string;
  who: ActionBody['who'];
  timing: ActionBody['timing'];
  when: CondFn | null;
  consent: boolean;
}

/** Everything the engine needs, compiled once per variant and choice of readings. */
export interface CompiledVariant {
  id: string;
  title: string;
  variant: VariantRules;
  readings: Record<string, string>;
  deck: Deck;
  /** Card tables by trump suit; index `deck.suits.length` is no trump. */
  tables: CardTables[];
  trump: number;
  players: { min: number; max: number; direction: 'clockwise' | 'anticlockwise' };
  deal: DealBody;
  /** Who is dealt the talon as well (`talon N to SEAT`), counted from the deal's dealer; absent: nobody. */
  talonTo?: SeatFn;
  trumpRules: { id: string; source: TrumpSource; when: CondFn | null }[];
  lead: SeatFn;
  nextDealer: SeatFn;
  /** Who deals the first deal of a later game (`next game dealer`); null: the deal passes on by `nextDealer`. */
  nextGameDealer: SeatFn | null;
  play: PlayRules;
  takeTrick: CompiledAction | null;
  redeal: CompiledAction | null;
  tallies: CompiledTally[];
  /** The declared events, in declaration order (the prelude's first). */
  events: CompiledEvent[];
  /** The tally that counts lost games: the one a `loses game` names, else the declared `lost games in` (the transcript's `<tally>Marks`). */
  lostGames: string;
  /** What taking a trick one did not win is called (`title`) and the scenario key that records it, or null. */
  trickTaking: { title: string; key: string } | null;
  ties: 'playoff' | 'share';
  /** How the players form teams (`teams across`), or null: everyone plays alone. */
  teams: Exclude<TeamsKind, 'alone'> | null;
  /**
   * With teams found from the cards (`partner of dealer is holder of AH`): each seat's team (its
   * first seat) from a seat scope with the hands as dealt, or null (each plays alone); else absent.
   */
  foundTeams?: (s: SeatScope) => number[] | null;
  /**
   * The cards whose holders the `partner of ... is ...` clause names (`AH`), by index: a player
   * learns a partner so named when the card is played, or at once when they were dealt it.
   */
  foundCards?: number[];
  /** `, out together`: in a lay-off or beating deal a team is out when all its players are, and the first team out ends the deal. */
  teamsOut?: true;
  phases: CompiledPhase[];
  gameOver: CompiledRule[];
  playoff: {
    dealer: SeatFn;
    lead: SeatFn;
    events: CompiledEventRule[];
    rank: CompiledRankKey[];
    needsTricks: boolean;
    /** Whether a play-off event or `playoff rank` reads `cards` (then a scored play-off by places must give them). */
    needsCards: boolean;
    nextDealer: { seat: SeatFn; when: CondFn | null }[];
    /** Who leads the first ordinary deal after a play-off (`playoff then lead`), and its clause id; null: the usual `lead`. */
    thenLead: { seat: SeatFn; id: string } | null;
    /** The ids of the clauses in force that say how a play-off runs, by kind (for errors), or null for a default. */
    clauses: { dealer: string | null; lead: string | null; rank: string | null; nextDealer: string | null };
  };
  /** Bounds past which a game stops with an error: what the checker cannot prove will end, still ends. */
  limits: RunLimits;
  rubberGames: number;
  /** When set, the rubber ends after the first game at whose end this holds. */
  rubberUntil: CondFn | null;
  settle: { tally: string; amount: number; receives: boolean; asIs: boolean } | null;
  /** Claims the sources make, for `verify`. */
  claims: { id: string; text: string; when: CondFn | null; holds: CondFn }[];
  /** Card points in the pack (with a last-trick bonus), or null when the variant does not say. */
  pointsTotal: number | null;
  /**
   * The ids of the options of choices made once a game: once chosen they stand for the game's other
   * deals, a deal given by its points included (empty when the variant has none).
   */
  keptChoices: readonly string[];
  /**
   * `phases ... chosen by SEAT, each once a game`: the clause's id, who chooses (counted from the
   * dealer of the deal about to be dealt) and the phases offered, in their written order; absent
   * when the phases are played in the order written.
   */
  phaseChoice?: CompiledPhaseChoice;
}

/** A choice of the next phase among a block of phases, each played once a game (see CompiledVariant.phaseChoice). */
export interface CompiledPhaseChoice {
  id: string;
  seat: SeatFn;
  phases: readonly string[];
}

/**
 * A `playoff rank` key: `<event> first` (whoever made the event, index `event`, ranks first), or
 * fewest or most of a per-player value read for each player.
 */
export interface CompiledRankKey {
  by: 'first' | 'fewest' | 'most';
  event: number;
  read: NumFn | null;
}

/** How long a game and a rubber may run (defined in check/run-limits.ts, below the compiler). */
export type { RunLimits };

/** The engine's bounds (check/run-limits.ts, where the checker reads them too). */
export const DEFAULT_LIMITS: Readonly<RunLimits> = ENGINE_LIMITS;

/** An error in the readings chosen (an unknown ambiguity or reading). */
export class ReadingError extends Error {}

/**
 * The readings in force: each ambiguity's default, overridden by `options`. Throws ReadingError.
 * The object has no prototype, so an ambiguity id never meets an inherited key (`constructor`).
 */
function chooseReadings(v: VariantRules, options: Record<string, string> = {}): Record<string, string> {
  const readings: Record<string, string> = Object.create(null);
  for (const [id, a] of v.ambiguities) readings[id] = a.default.name;
  for (const [id, r] of Object.entries(options)) {
    const a = v.ambiguities.get(id);
    if (!a)
      throw new ReadingError(
        `unknown ambiguity "${id}"; ${v.id} declares: ${[...v.ambiguities.keys()].join(', ') || 'none'}`,
      );
    if (!a.readings.some((x) => x.id.name === r)) {
      throw new ReadingError(
        `ambiguity "${id}" has no reading "${r}"; its readings are: ${a.readings.map((x) => x.id.name).join(', ')}`,
      );
    }
    readings[id] = r;
  }
  return readings;
}

/** The cards (by index in `deck`) whose holders seat `x` is counted from (`partner of holder of AH`: AH). */
function holderCards(x: Parameters<typeof compileSeat>[0], deck: Deck): number[] {
  while (x.kind === 'SeatStep') x = x.from;
  const card = x.kind === 'SeatHolder' ? deck.byName.get(x.card.name) : undefined;
  return card === undefined ? [] : [card];
}

/** A compiled seat expression that remembers its source (for the card-play fingerprint). */
const seatFrom = (seat: Parameters<typeof compileSeat>[0], env?: ExprEnv): SeatFn =>
  compiledFrom(compileSeat(seat, env), seat, {});

/** A seat that may not exist (`holder of 2C` with the card in the stock, a measure two players share) falls back to `dflt`. */
const seatOr = (
  seat: Parameters<typeof compileSeat>[0],
  dflt: Parameters<typeof compileSeat>[0],
  env?: ExprEnv,
): SeatFn => {
  const f = compileSeat(seat, env),
    d = compileSeat(dflt);
  return compiledFrom(
    (s) => {
      const q = f(s);
      return q >= 0 ? q : d(s);
    },
    seat,
    {},
  );
};

const seatRef = (step: 'next', ref: 'dealer') =>
  seatFrom({ kind: 'SeatStep', step, pool: 'active', from: { kind: 'SeatRef', ref, loc: null! }, loc: null! });

/** Compiles `v` under `options` (ambiguity id → reading id). Assumes `v` checked clean. */
export function compileVariant(v: VariantRules, options: Record<string, string> = {}): CompiledVariant {
  const readings = chooseReadings(v, options);
  // A clause guarded by a reading is in force only under that reading.
  const inForce = v.clauses.filter(
    (c) => !c.node.guard || readings[c.node.guard.ambiguity.name] === c.node.guard.reading.name,
  );
  // Indexed once by kind, by kind and phase, and by phase, so compiling is linear in the clauses.
  const index = new Map<string, ResolvedClause[]>();
  const indexed = (key: string, c: ResolvedClause) => {
    if (!index.has(key)) index.set(key, []);
    index.get(key)!.push(c);
  };
  for (const c of inForce) {
    indexed(c.node.body.kind, c);
    indexed(`${c.node.body.kind}\u0000${c.phase ?? ''}`, c);
    indexed(`\u0000${c.phase ?? ''}`, c);
  }
  const bodies = <B extends ClauseBody>(kind: B['kind'], phase?: string | null): { id: string; body: B }[] =>
    (index.get(phase === undefined ? kind : `${kind}\u0000${phase ?? ''}`) ?? []).map((c) => ({
      id: c.id,
      body: c.node.body as B,
    }));
  const one = <B extends ClauseBody>(kind: B['kind']): B | undefined => bodies<B>(kind)[0]?.body;

  const tallies: CompiledTally[] = bodies<TallyBody>('Tally').map(({ id, body }) => ({
    name: id,
    title: body.title ?? id,
    scope: body.scope,
    description: body.description,
    clearedEachGame: body.clearedEachGame,
  }));
  const ties = one<TiesBody>('Ties')?.policy ?? 'playoff';
  const found = one<TeamsBody>('Teams');
  const events: CompiledEvent[] = [...v.events.values()].map((e) => ({
    id: e.id.name,
    title: e.title,
    player: e.player.name,
    count: e.count.name,
  }));
  const eventAt = (name: string) => events.findIndex((e) => e.id === name);
  const env: ExprEnv = {
    readings,
    tallies: new Set(tallies.map((t) => t.name)),
    ties,
    shared: new Set(tallies.filter((t) => t.scope === 'shared').map((t) => t.name)),
    events,
    teams: found?.how ?? null,
  };
  const cond = (c: Parameters<typeof compileCond>[0] | null | undefined) =>
    c ? compiledFrom(compileCond(c, env), c, readings) : null;
  const rule = (
    id: string,
    when: Parameters<typeof compileCond>[0] | null,
    effects: Parameters<typeof compileEffect>[0][],
  ): CompiledRule => {
    const compiled = effects.map((e) => compileEffect(e, env));
    return {
      id,
      when: cond(when),
      effects: compiled,
      drops: compiled.filter((_, i) => effects[i]!.kind === 'DropOut'),
    };
  };

  // The card tables, too, are built from the clauses in force (a reading may reorder the trumps).
  const vInForce: VariantRules = { ...v, clauses: inForce };
  // The titles of the options of every choice, for the refusals of card-play rules that read one.
  const optionTitles = new Map<string, string>();
  for (const c of inForce)
    if (c.node.body.kind === 'Choice') for (const o of c.node.body.options) optionTitles.set(o.id.name, o.title);
  const deck = compileDeck(vInForce);
  const trump = trumpSuit(deck);
  const tables = compileCardTables(vInForce, deck);
  const count = one<DealBody>('Deal')!.count;
  const gameTrickValues = compileTrickValues(gamePoints(vInForce), count);
  const trumpsBeat = one<TrumpsBeatBody>('TrumpsBeat')?.anySuit;
  const playMode = (c: { id: string; body: PlayBody } | undefined): PlayStep | null =>
    c ? compilePlayStep(c, deck, trumpsBeat) : null;
  const gameMode = playMode(bodies<PlayBody>('Play', null)[0]) ?? compilePlayStep(undefined, deck, trumpsBeat);
  const players = one<PlayersBody>('Players')!;
  const pointsBody = bodies<PointsBody>('Points', null)[0]?.body;
  const redeal = bodies<ActionBody>('Action').find((a) => a.body.effect === 'redeal');
  const take = bodies<ActionBody>('Action').find((a) => a.body.effect === 'take-trick');
  const action = (a: { id: string; body: ActionBody } | undefined): CompiledAction | null =>
    a
      ? {
          id: a.id,
          who: a.body.who,
          timing: a.body.timing,
          when: a.body.effect === 'redeal' ? handCond(a.body.when) : cond(a.body.when),
          consent: a.body.consent,
        }
      : null;
  // A redeal's condition reads the asker's hand when it is known, and lets the redeal through when not.
  const handCond = (c: Parameters<typeof compileCond>[0] | null | undefined) => {
    if (!c) return null;
    const hand = { deck, atoms: new Map<object, number>() };
    const fn = compileCond(c, { ...env, hand });
    return compiledFrom(readPermissively(fn, hand.atoms.size), c, readings);
  };
  const eventRules = (phase: string | null | undefined, playoff: boolean): CompiledEventRule[] =>
    bodies<EventBody>('EventWhen', phase)
      .filter((e) => e.body.playoff === playoff)
      .map(({ id, body }) => ({ id, event: eventAt(body.event.name), when: cond(body.cond)! }));
  const playoffEvents = bodies<EventBody>('EventWhen').filter((e) => e.body.playoff);
  const phaseEvents = new Map(v.phases.map((ph) => [ph.id, eventRules(ph.id, false)]));
  const phasePoints = (body: PointsBody | undefined) =>
    body
      ? {
          tables: compileCardTables(vInForce, deck, body),
          trickValues: compileTrickValues(body, count),
          pointsTotal: body.total,
        }
      : { tables, trickValues: gameTrickValues, pointsTotal: pointsBody?.total ?? null };
  // The card-play rules: the game's `must` clauses, and for a phase with `must` clauses of its own
  // those of the game and the phase together, in the order of the rule list (a phase's rule read
  // after a game's rule written before it, as the rule list says).
  const playFor = (phase: string | null): PlayRules => {
    const musts = (index.get('Must') ?? [])
      .filter((c) => c.phase === null || c.phase === phase)
      .map((c) => ({ id: c.id, body: c.node.body as MustBody, phase: c.phase === null ? null : phaseTitle(c.phase) }));
    return compiledFrom(
      compilePlayRules(musts, one<WinnerBody>('Winner')!, trump, readings, deck, optionTitles),
      {
        // The game's clauses recorded as they always were; a phase's own with the phase they bind in.
        musts: musts.map(({ id, body, phase: title }) => (title === null ? { id, body } : { id, body, phase: title })),
        winner: one<WinnerBody>('Winner'),
        trump,
      },
      readings,
    );
  };
  // A phase's own `deal ends when`, else the game's; none: the field is left out.
  const dealEndsOf = (id: string): { dealEnds?: DealEnd } => {
    const c = bodies<DealEndsBody>('DealEnds', id)[0] ?? bodies<DealEndsBody>('DealEnds', null)[0];
    return c ? { dealEnds: compileDealEnd(c.id, c.body.cond, trump, readings, deck, optionTitles) } : {};
  };
  // Drawing from the stock in a phase's deals: its own `draw` clause, else the game's; absent without.
  const drawIn = (phase: string, points: PointsBody | undefined): Pick<CompiledPhase, 'draw'> => {
    const c = bodies<DrawBody>('Draw', phase)[0] ?? bodies<DrawBody>('Draw', null)[0];
    if (!c) return {};
    const dealt = one<DealBody>('Deal')!;
    const trickValues = new Map<number, Int16Array>();
    // One table per table size the `players` clause allows (bounded by it: a handful of sizes).
    for (let n = players.min; n <= players.max && n <= deck.size; n++) {
      const tricks = dealTricks(count, c.body.count, deck.size - n * count - (dealt.talon?.count ?? 0), n);
      if (!trickValues.has(tricks)) trickValues.set(tricks, compileTrickValues(points, tricks));
    }
    return { draw: { id: c.id, count: c.body.count, trickValues } };
  };
  const phaseTitle = (id: string) => v.phases.find((ph) => ph.id === id)?.title ?? id;
  const gamePlay = playFor(null);
  const phasePlay = (id: string): PlayRules =>
    (index.get(`Must\u0000${id}`) ?? []).length > 0 ? playFor(id) : gamePlay;
  const settle = one<SettleBody>('Settle');
  const thenLead = bodies<PlayoffNextLeadBody>('PlayoffNextLead')[0];
  // A tally a file declared as `cards` before the value existed is read as the tally.
  const tallyNamed = (name: string) => tallies.some((t) => t.name === name);
  // A rule reading the moves of a deal makes the deals that have such moves count them.
  const readsMoves = (value: MoveCount) =>
    !tallyNamed(value) && inForce.some((c) => readsTricks(c.node.body, readings, value));
  const countPasses = readsMoves('passes'),
    countPickups = readsMoves('pickups');
  const counting = (step: PlayStep): PlayStep =>
    (step.kind === 'layoff' && countPasses) || (step.kind === 'beating' && countPickups)
      ? { ...step, counts: true }
      : step;
  // `on pickup: give cards ...`: a phase's own, else the game's; a deal without pick-ups ignores it (the checker refuses it there).
  const passingOn = (step: PlayStep, phase: string): PlayStep => {
    const c = bodies<PassOnBody>('PassOn', phase)[0] ?? bodies<PassOnBody>('PassOn', null)[0];
    return c && step.kind === 'beating'
      ? { ...step, passOn: { clause: c.id, cards: staticCards(c.body.cards, deck), seat: seatFrom(c.body.seat, env) } }
      : step;
  };
  const countsOf = (step: PlayStep): MoveCount[] =>
    step.kind === 'layoff' && countPasses ? ['passes'] : step.kind === 'beating' && countPickups ? ['pickups'] : [];

  return {
    id: v.id,
    title: v.title,
    variant: v,
    readings,
    deck,
    tables,
    trump,
    players: { min: players.min, max: players.max, direction: players.direction },
    deal: one<DealBody>('Deal')!,
    ...(one<DealBody>('Deal')!.talon?.seat ? { talonTo: seatFrom(one<DealBody>('Deal')!.talon!.seat!) } : {}),
    trumpRules: bodies<TrumpBody>('Trump').map(({ id, body }) => ({ id, source: body.source, when: cond(body.when) })),
    lead: one<LeadBody>('Lead') ? seatOr(one<LeadBody>('Lead')!.seat, nextActive, env) : seatRef('next', 'dealer'),
    nextDealer: one<NextDealerBody>('NextDealer')
      ? seatOr(one<NextDealerBody>('NextDealer')!.seat, nextActive, env)
      : seatRef('next', 'dealer'),
    nextGameDealer: one<NextGameDealerBody>('NextGameDealer')
      ? seatFrom(one<NextGameDealerBody>('NextGameDealer')!.seat, env)
      : null,
    play: gamePlay,
    takeTrick: action(take),
    redeal: action(redeal),
    tallies,
    events,
    ties,
    teams: env.teams ?? null,
    ...(found?.together ? { teamsOut: true as const } : {}),
    ...(found?.seat && found.partner
      ? {
          foundTeams: compileFoundTeams(found.seat, found.partner, env),
          foundCards: [found.seat, found.partner].flatMap((x) => holderCards(x, deck)),
        }
      : {}),
    lostGames: loseGameTally(inForce) ?? v.lostGames?.tally.name ?? '',
    trickTaking: v.trickTaking ? { title: v.trickTaking.title, key: v.trickTaking.key.name } : null,
    phases: v.phases.map(
      (ph): CompiledPhase => ({
        // The event-keyed view first, so that a field of the phase wins over an event id that names it.
        ...Object.fromEntries(
          events.map((e, i) => [e.id, phaseEvents.get(ph.id)!.find((r) => r.event === i)?.when ?? null]),
        ),
        id: ph.id,
        title: ph.title,
        events: phaseEvents.get(ph.id)!,
        endsId: bodies<EndsBody>('Ends', ph.id)[0]?.id ?? null,
        scoring: bodies<ScoreBody>('Score', ph.id).map(({ id, body }) => rule(id, body.cond, body.effects)),
        ends: cond(bodies<EndsBody>('Ends', ph.id)[0]?.body.cond),
        atEnd: bodies<AtEndBody>('AtEnd', ph.id).map(({ id, body }) => rule(id, body.when, body.effects)),
        afterDeal: bodies<AfterDealBody>('AfterDeal', ph.id).map(({ id, body }) => rule(id, body.when, body.effects)),
        needsTricks: (index.get(`\u0000${ph.id}`) ?? []).some((c) => readsTricks(c.node.body, readings)),
        needsCards: (index.get(`\u0000${ph.id}`) ?? []).some(
          (c) => readsTricks(c.node.body, readings, 'cards') && !tallyNamed('cards'),
        ),
        ...phasePoints(bodies<PointsBody>('Points', ph.id)[0]?.body),
        counts: countsOf(playMode(bodies<PlayBody>('Play', ph.id)[0]) ?? gameMode),
        ...drawIn(ph.id, bodies<PointsBody>('Points', ph.id)[0]?.body ?? gamePoints(vInForce)),
        play: phasePlay(ph.id),
        ...dealEndsOf(ph.id),
        ...playSteps(
          passingOn(counting(playMode(bodies<PlayBody>('Play', ph.id)[0]) ?? gameMode), ph.id),
          compileDealSteps(
            inForce,
            ph.id,
            deck,
            (seat) => seatFrom(seat, env),
            (c) => cond(c)!,
          ),
        ),
      }),
    ),
    gameOver: bodies<GameOverBody>('GameOver').map(({ id, body }) => rule(id, body.when, body.effects)),
    playoff: {
      dealer: seatFrom(one<PlayoffDealerBody>('PlayoffDealer')?.seat ?? firstTied, env),
      lead: seatOr(one<PlayoffLeadBody>('PlayoffLead')?.seat ?? nextTied, nextTied, env),
      events: eventRules(undefined, true),
      needsTricks:
        readsTricks(
          playoffEvents.map((e) => e.body),
          readings,
        ) || readsTricks(one<PlayoffRankBody>('PlayoffRank'), readings),
      needsCards:
        (readsTricks(
          playoffEvents.map((e) => e.body),
          readings,
          'cards',
        ) ||
          readsTricks(one<PlayoffRankBody>('PlayoffRank'), readings, 'cards')) &&
        !tallyNamed('cards'),
      rank: (
        one<PlayoffRankBody>('PlayoffRank')?.keys ?? [{ by: 'fewest', value: { name: 'points', loc: null! } }]
      ).map(
        (k: RankKey): CompiledRankKey =>
          k.by === 'first'
            ? { by: 'first', event: eventAt(k.event.name), read: null }
            : { by: k.by, event: -1, read: compileNum({ kind: 'Value', name: k.value, loc: k.value.loc }, env) },
      ),
      thenLead: thenLead ? { seat: seatFrom(thenLead.body.seat, env), id: thenLead.id } : null,
      nextDealer: (one<PlayoffNextDealerBody>('PlayoffNextDealer')?.choices ?? []).map((c) => ({
        seat: seatFrom(c.seat, env),
        when: cond(c.when),
      })),
      clauses: {
        dealer: bodies('PlayoffDealer')[0]?.id ?? null,
        lead: bodies('PlayoffLead')[0]?.id ?? null,
        rank: bodies('PlayoffRank')[0]?.id ?? null,
        nextDealer: bodies('PlayoffNextDealer')[0]?.id ?? null,
      },
    },
    limits: { ...DEFAULT_LIMITS },
    rubberGames: one<RubberBody>('Rubber')?.games ?? 1,
    rubberUntil: cond(one<RubberBody>('Rubber')?.until),
    settle: settle
      ? { tally: settle.tally.name, amount: settle.amount, receives: settle.receives, asIs: settle.asIs }
      : null,
    claims: v.claims.map((c) => ({ id: c.id.name, text: c.text, when: cond(c.when), holds: cond(c.holds)! })),
    pointsTotal: pointsBody?.total ?? null,
    keptChoices: inForce.flatMap((c) =>
      c.node.body.kind === 'Choice' && c.node.body.once ? c.node.body.options.map((o) => o.id.name) : [],
    ),
    ...phaseChoiceOf(
      inForce,
      v.phases.map((p) => p.id),
      (seat) => seatFrom(seat, env),
    ),
  };
}

/** The `phaseChoice` of a variant whose clauses in force choose phases (else nothing), its phases in written order. */
function phaseChoiceOf(
  inForce: ResolvedClause[],
  order: string[],
  seatOf: (seat: Seat) => SeatFn,
): { phaseChoice?: CompiledPhaseChoice } {
  const c = inForce.find((x) => x.node.body.kind === 'PhaseOrder');
  if (c?.node.body.kind !== 'PhaseOrder') return {};
  const listed = new Set(c.node.body.phases.map((p) => p.name));
  const phases = listed.size > 0 ? order.filter((id) => listed.has(id)) : order.slice(0, -1);
  return { phaseChoice: { id: c.id, seat: seatOf(c.node.body.seat), phases } };
}

/** The tally the first `loses game with N <tally>` in force names, or null. */
function loseGameTally(clauses: ResolvedClause[]): string | null {
  for (const c of clauses) {
    const effects = (c.node.body as { effects?: { kind: string; tally?: { name: string } }[] }).effects ?? [];
    const lose = effects.find((e) => e.kind === 'LoseGame');
    if (lose) return lose.tally!.name;
  }
  return null;
}

/** A per-player count of a deal's moves that rules may read: passes in a lay-off, pick-ups in a beating deal. */
export type MoveCount = 'passes' | 'pickups';

/**
 * A phase's steps: the variant's step clauses (`before`), then, when personal trumps are chosen, the
 * choosing, then its play step, then the choices made after play (`choice after play`).
 */
function playSteps(play: PlayStep, before: CompiledStep[] = []): { steps: CompiledStep[] } {
  const choosing = play.kind === 'beating' && play.assign === 'chosen' ? [chooseTrumpsStep(play.id, play.repeats)] : [];
  // A step that gives cards to the owner of their suit waits for the suits to be chosen; where the
  // play gives them by the cards or by seat, it finds them as the play will.
  const after = (s: CompiledStep) => s.kind === 'give-rule' && s.afterChoosing;
  const owned = (s: CompiledStep): CompiledStep =>
    s.kind === 'give-rule' && s.afterChoosing && play.kind === 'beating' && play.assign !== 'chosen'
      ? { ...s, trumpsBy: play }
      : s;
  const late = (s: CompiledStep) => s.kind === 'choose' && s.afterPlay === true;
  const early = before.filter((s) => !late(s));
  const steps = [...early.filter((s) => !after(s)), ...choosing, ...early.filter(after).map(owned), play];
  // Only a phase with a choice after play has steps after its play step: the others keep their shape.
  return { steps: early.length === before.length ? steps : [...steps, ...before.filter(late)] };
}

/**
 * Whether a clause body reads the per-player value `tricks` under the chosen readings: a branch
 * `reading x is y and ...` that the readings switch off does not count.
 */
function readsTricks(body: unknown, readings: Record<string, string>, value = 'tricks'): boolean {
  // Walked with a stack, not recursion, so no input overflows it; a conjunction is read as the
  // list of its terms, whatever the shape of its tree.
  const stack: unknown[] = [body];
  while (stack.length) {
    const x = stack.pop();
    if (Array.isArray(x)) {
      stack.push(...x);
      continue;
    }
    if (!x || typeof x !== 'object') continue;
    const n = x as { kind?: string; name?: { name: string }; op?: string };
    if (n.kind === 'Logic' && n.op === 'and') {
      const terms = conjuncts(n as Cond);
      if (terms.some((t) => t.kind === 'ReadingIs' && readings[t.ambiguity.name] !== t.reading.name)) continue;
      stack.push(...terms);
      continue;
    }
    if (n.kind === 'Value' && n.name!.name === value) return true;
    // Player sets, measures and rank keys name their value as an identifier of their own. For
    // `tricks` only a tie-break (`then most tricks`, new) counts: what older files mean stays as it was.
    const named = (n as { value?: { name?: string } }).value?.name === value;
    if (named && n.kind === undefined && 'dir' in n) return true;
    // A team's measure and sum (new with teams) read the value as any measure does.
    if (named && (n.kind === 'TeamExtreme' || n.kind === 'TeamValue')) return true;
    if (
      named &&
      value !== 'tricks' &&
      (n.kind === 'Extreme' || n.kind === 'Aggregate' || (n.kind === undefined && 'by' in n))
    )
      return true;
    for (const [k, v] of Object.entries(n)) if (k !== 'loc') stack.push(v);
  }
  return false;
}

/** The terms of `a and b and c`, however the `and`s nest. */
function conjuncts(c: Cond): Cond[] {
  const out: Cond[] = [];
  const stack = [c];
  while (stack.length) {
    const x = stack.pop()!;
    if (x.kind === 'Logic' && x.op === 'and') stack.push(x.right, x.left);
    else out.push(x);
  }
  return out;
}

// Defaults when a variant has play-offs but does not say who deals and leads them.
const nowhere = null!;
const firstTied = {
  kind: 'SeatStep',
  step: 'first',
  pool: 'tied',
  loc: nowhere,
  from: {
    kind: 'SeatStep',
    step: 'next',
    pool: 'active',
    loc: nowhere,
    from: { kind: 'SeatRef', ref: 'tied-deal-dealer', loc: nowhere },
  },
} as const;
const nextActive = {
  kind: 'SeatStep',
  step: 'next',
  pool: 'active',
  loc: nowhere,
  from: { kind: 'SeatRef', ref: 'dealer', loc: nowhere },
} as const;
const nextTied = {
  kind: 'SeatStep',
  step: 'next',
  pool: 'tied',
  loc: nowhere,
  from: { kind: 'SeatRef', ref: 'playoff-dealer', loc: nowhere },
} as const;
