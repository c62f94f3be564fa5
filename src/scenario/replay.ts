/**
 * Replays a scenario's deals through a compiled variant's machine. Each scenario deal becomes
 * machine events: a scored deal is one `DEAL`; a played deal is `CARDS`, then a `MOVE` per move
 * (a card, a pass, a pick-up, cards given, a suit named) and `TAKE` for a Schleipfe, then `COUNT`;
 * a redeal is `REDEAL`.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import {
  awaiting,
  createGameMachine,
  isCounting,
  phaseOf,
  sendChecked,
  type GameActor,
  type GameEvent,
  type GameSnapshot,
} from '../engine/machine.ts';
import { startGame } from '../engine/runner.ts';
import type { GameRunner } from '../engine/runner.ts';
import { participantsOf } from '../engine/flow/order.ts';
import { stateScope } from '../engine/flow/scopes.ts';
import { dealContext, ofPlaces, takeRefused } from '../engine/play.ts';
import {
  applyStepMove,
  currentStep,
  explainMove,
  kindOf,
  seatsToMove,
  type Move,
  type Refusal,
} from '../engine/steps/index.ts';
import type { GameState, PlayState, ShownEntry } from '../engine/state.ts';
import { ScenarioInputError, type RuleViolation } from './errors.ts';
import type { ClauseNode } from '../parse/ast.ts';
import { isPlayStep } from '../compile/steps.ts';
import { refusalSentence } from '../engine/explain.ts';
import { parseDeal, parseMove, type ScenarioDeal } from './input.ts';
import { choicePending, phaseChooser, phaseChoiceRefusal } from '../engine/flow/phase-choice.ts';
import { tricksOfDeal } from '../engine/steps/tricks/draw.ts';

/** The name of the player dealt the talon as well in the next deal (`talon N to SEAT`), or null. */
function talonHolder(cv: CompiledVariant, s: GameState, participants: readonly number[]): string | null {
  const q = cv.talonTo?.(dealContext(cv, s).seats) ?? -1;
  return participants.includes(q) ? s.players[q]! : null;
}

/** A scenario as read from JSON (see ../shared/scenario-format.md). */
export interface Scenario {
  variant: string;
  options?: Record<string, string>;
  players: string[];
  dealer: string;
  deals: unknown[];
}

/** The transcript: one log entry per consumed deal and the state where the run stopped. */
export interface Transcript {
  variant: string;
  options: Record<string, string>;
  log: ShownEntry[];
  state: {
    game: number;
    phase: string;
    dealer: string;
    awaiting: string;
    tallies: Record<string, Record<string, number> | number>;
    out: string[];
    playoff: string[] | null;
    settlement: Record<string, number> | null;
  };
  error?: RuleViolation;
}

/**
 * How a replay may end. `unfinished`: the last deal's moves may stop before the deal is over (an
 * in-file example that tries a move part-way through a deal); the deal is then left in play.
 */
export interface ReplayOptions {
  unfinished?: boolean;
  /**
   * The sentence a clause says (compile/clause-words.ts' `ruleWords`), for a refusal that quotes its
   * rule (a redeal the hand does not allow). Passed by the CLI and the examples; the pages' islands
   * leave it out to keep the words layer out of their code, and such a refusal then names the rule.
   */
  ruleSentence?: (clause: ClauseNode) => string;
  /**
   * A refused move in play said in another language than English (the CLI's `run --lang de`): the
   * whole message, or null to say it in English. Left out, every message is English.
   */
  moveRefusal?: MoveRefusalWords;
}

/** The words of a refused move in play (see ReplayOptions.moveRefusal). */
export type MoveRefusalWords = (
  cv: CompiledVariant,
  why: Refusal,
  p: PlayState,
  players: readonly string[],
  seat: number,
  move: Move,
) => string | null;

/**
 * The events an entry records as made, as readers see them: "<title> by <player>" (the title in
 * lower case, as it runs in a sentence), in declaration order. `events`: the variant's declared events.
 */
export function eventNotes(e: ShownEntry, events: readonly { id: string; title: string }[]): string[] {
  return events.flatMap((ev) =>
    typeof e[ev.id] === 'string' ? [`${ev.title.toLowerCase()} by ${e[ev.id] as string}`] : [],
  );
}

/** Replays a validated scenario under an already compiled variant. */
export function replay(cv: CompiledVariant, sc: Scenario, opts: ReplayOptions = {}): Transcript {
  return replayWithState(cv, sc, opts).transcript;
}

/** The transcript of `sc` under `cv`, or the message of the input error that stops it (for side-by-side views). */
export function replayOrMessage(cv: CompiledVariant, sc: Scenario): Transcript | string {
  try {
    return replay(cv, { ...sc, variant: cv.id });
  } catch (e) {
    if (e instanceof ScenarioInputError) return e.message;
    throw e;
  }
}

/** Replays `sc` and also returns the game state it ends in (where the next deal starts from). */
export function replayWithState(
  cv: CompiledVariant,
  sc: Scenario,
  opts: ReplayOptions = {},
): { transcript: Transcript; state: GameState } {
  const { min, max } = cv.players;
  if (sc.players.length < min || sc.players.length > max) {
    throw new ScenarioInputError(
      'players',
      `${cv.id} is for ${min === max ? min : `${min}-${max}`} players, not ${sc.players.length}`,
    );
  }
  // A failure inside the machine throws a RunError (see sendChecked): never a transcript cut short.
  const actor = startGame(cv, createGameMachine(cv), { players: sc.players, dealer: sc.players.indexOf(sc.dealer) });
  const log: Transcript['log'] = [];
  let error: RuleViolation | undefined;

  for (let i = 0; i < sc.deals.length && !error; i++) {
    const n = i + 1;
    const before = actor.getSnapshot();
    if (awaiting(before) === 'rubber-over') {
      throw new ScenarioInputError(
        `deals[${i}]`,
        `the rubber is over after deal ${i}; ${sc.deals.length - i} deal(s) left over`,
      );
    }
    // A game that waits for its next phase: the deal's first move chooses it, before the cards.
    let skip = 0;
    if (choicePending(before.context)) {
      // An example's last deal may stop before anything is done in it (an `expect` of a choice to come).
      if (opts.unfinished && n === sc.deals.length && !firstPlay(sc.deals[i])) break;
      error = choosePhaseFirst(cv, actor, sc.deals[i], i, sc.players);
      if (error) break;
      skip = 1;
    }
    const chosen = actor.getSnapshot();
    const context = chosen.context;
    const participants = participantsOf(cv, context);
    const phase = cv.phases.find((p) => p.id === phaseOf(chosen))!;
    const needsTricks = context.playoff ? cv.playoff.needsTricks || phase.needsTricks : phase.needsTricks;
    const needsCards = context.playoff ? cv.playoff.needsCards || phase.needsCards : phase.needsCards;
    const deal = parseDeal(
      cv,
      phase,
      sc.deals[i],
      i,
      participants.map((q) => sc.players[q]!),
      sc.players,
      needsTricks,
      needsCards,
      talonHolder(cv, context, participants),
    );
    error = applyDeal(
      cv,
      actor,
      deal,
      n,
      sc.players,
      !!opts.unfinished && n === sc.deals.length,
      skip,
      opts.ruleSentence,
      opts.moveRefusal,
    );
    const entry = actor.getSnapshot().context.entry;
    const prev = before.context.entry;
    if (!error && entry && (entry.game !== prev?.game || entry.deal !== prev?.deal)) {
      const { open: _open, rules: _rules, ...shown } = entry;
      log.push(shown);
    }
  }
  const snap = actor.getSnapshot();
  const s = snap.context;
  const byName = (xs: number[]) => Object.fromEntries(sc.players.map((p, i) => [p, xs[i]!]));
  return {
    state: s,
    transcript: {
      variant: cv.id,
      options: cv.readings,
      log,
      state: {
        game: s.game,
        phase: phaseOf(snap),
        dealer: sc.players[s.dealer]!,
        awaiting: awaiting(snap),
        tallies: Object.fromEntries(
          cv.tallies.map((t) => [t.name, t.scope === 'shared' ? s.tallies[t.name]![0]! : byName(s.tallies[t.name]!)]),
        ),
        out: sc.players.filter((_, i) => s.out[i]),
        playoff: s.playoff ? s.playoff.pending[0]!.group.map((q) => sc.players[q]!) : null,
        settlement: s.settlement ? byName(s.settlement) : null,
      },
      ...(error ? { error } : {}),
    },
  };
}

/** Sends one deal's events; returns the violation if the variant forbids a move. */
function applyDeal(
  cv: CompiledVariant,
  game: GameRunner,
  deal: ScenarioDeal,
  n: number,
  players: string[],
  unfinished = false,
  skip = 0,
  ruleSentence?: ReplayOptions['ruleSentence'],
  moveRefusal?: MoveRefusalWords,
): RuleViolation | undefined {
  const actor = { getSnapshot: () => game.getSnapshot(), send: (e: GameEvent) => sendChecked(cv, game, e) };
  if (deal.kind === 'redeal') {
    const seat = players.indexOf(deal.askedBy);
    const before = actor.getSnapshot().context.dealNumber;
    actor.send(deal.hand ? { type: 'REDEAL', seat, hand: deal.hand } : { type: 'REDEAL', seat });
    if (actor.getSnapshot().context.dealNumber === before) {
      return {
        deal: n,
        rule: cv.redeal?.id ?? 'redeal',
        message:
          cv.redeal && deal.hand
            ? redealRefusal(cv, deal.askedBy, cv.redeal.id, ruleSentence)
            : cv.redeal
              ? `${deal.askedBy} may not ask for a redeal now (${cv.redeal.id}: phase ${actor.getSnapshot().context.phase}, ${activeCount(actor)} players in)`
              : `${cv.id} has no redeal`,
      };
    }
    return undefined;
  }
  if (deal.kind === 'scored') {
    actor.send({
      type: 'DEAL',
      outcome: {
        points: deal.points,
        tricks: deal.tricks,
        ...(deal.places ? { places: deal.places } : {}),
        ...(deal.cards ? { cards: deal.cards } : {}),
        ...(deal.passes ? { passes: deal.passes } : {}),
        ...(deal.pickups ? { pickups: deal.pickups } : {}),
      },
    });
    return undefined;
  }
  actor.send({
    type: 'CARDS',
    hands: deal.hands,
    trump: deal.trump,
    ...(deal.upcard !== undefined ? { upcard: deal.upcard } : {}),
    ...(deal.talon ? { talon: deal.talon } : {}),
    ...(deal.stock ? { stock: deal.stock } : {}),
  });
  const takes = new Map(deal.takes.map((t) => [t.trick, t.takenBy]));
  const maybeTake = (): RuleViolation | undefined => {
    const p = actor.getSnapshot().context.play!;
    const taker = p.trick.length === 0 ? takes.get(p.tricksPlayed) : undefined;
    if (taker === undefined) return undefined;
    takes.delete(p.tricksPlayed);
    const why = takeRefused(cv, p, taker, stateScope(actor.getSnapshot().context));
    if (why) {
      return {
        deal: n,
        rule: why,
        message:
          moveRefusal?.(cv, { clause: why, reason: '' }, p, players, taker, { kind: 'take' }) ??
          `${players[taker]} may not take trick ${p.tricksPlayed}, won by ${players[p.lastTrick?.takenBy ?? 0]}${cv.takeTrick ? '' : `: ${cv.id} has no ${cv.trickTaking?.title ?? 'taking of tricks'}`}`,
      };
    }
    actor.send({ type: 'TAKE', seat: taker });
    return undefined;
  };
  // The first `skip` moves are made already (the phase chosen before the cards).
  for (let k = skip; k < deal.plays.length; k++) {
    const { seat, move } = deal.plays[k]!;
    // An exchange nobody writes is declined when the next move needs it out of the way.
    declineOptional(cv, actor, seat, move);
    const before = actor.getSnapshot();
    const p = before.context.play!;
    // The machine decides: a move it does not take is refused, in the words of the step's `explain`.
    actor.send({ type: 'MOVE', seat, move });
    if (!accepted(before, actor.getSnapshot())) {
      const why = explainMove(cv, p, seat, move) ?? {
        clause: currentStep(cv, p).id,
        reason: 'the deal does not take that move now',
      };
      // Before play, any move is refused in the words of the step under way.
      const message =
        moveRefusal?.(cv, why, p, players, seat, move) ??
        (why.clause === 'deal-over'
          ? `${players[seat]} may not ${moveWords(cv, move)}: ${dealOverWords(cv, p)}`
          : isPlayStep(currentStep(cv, p))
            ? moveRefused(cv, why, p, players, p.turn, seat, move)
            : `${players[seat]} may not ${moveWords(cv, move)}: ${why.reason}`);
      return { deal: n, play: k + 1, rule: why.clause, message };
    }
    if (move.kind !== 'card') continue;
    const taken = maybeTake();
    if (taken) return { ...taken, play: k + 1 };
  }
  const p = actor.getSnapshot().context.play!;
  if (!isCounting(actor.getSnapshot())) {
    if (unfinished) return undefined;
    // A step after play (a choice) still waits, though every card is played.
    const steps = cv.phases.find((ph) => ph.id === p.phase)?.steps ?? [];
    const after = p.step > steps.findIndex(isPlayStep) ? explainMove(cv, p, p.turn, { kind: 'take' }) : null;
    throw new ScenarioInputError(
      `deals[${n - 1}].plays`,
      after
        ? `the plays stop before the deal is over: ${players[p.turn]} is still to move: ${after.reason}`
        : ofPlaces(p)
          ? `the plays stop before the deal is over: ${p.participants
              .filter((q) => p.places[q] === 0)
              .map((q) => players[q])
              .join(', ')} still hold cards`
          : `only ${deal.plays.filter((x) => x.move.kind === 'card').length} cards are played; the deal needs ${tricksOfDeal(cv, p) * p.participants.length}`,
    );
  }
  if (takes.size > 0) {
    const [trick] = [...takes.keys()];
    throw new ScenarioInputError(`deals[${n - 1}].${cv.trickTaking?.key}`, `trick ${trick} does not exist`);
  }
  actor.send({ type: 'COUNT' });
  return undefined;
}

/** The first of scenario deal `raw`'s plays, if it has any. */
function firstPlay(raw: unknown): unknown {
  const plays =
    typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as { plays?: unknown }).plays : undefined;
  return Array.isArray(plays) ? (plays[0] as unknown) : undefined;
}

/**
 * The next phase chosen by the first move of scenario deal `raw` (index `i`): the move must be the
 * chooser's `"S:choose:PHASE"` naming a phase offered; otherwise the deal is refused (a missing
 * choice, another move, a phase already played), naming the clause. A malformed move is an input error.
 */
function choosePhaseFirst(
  cv: CompiledVariant,
  game: GameRunner,
  raw: unknown,
  i: number,
  players: string[],
): RuleViolation | undefined {
  const s = game.getSnapshot().context;
  const first = firstPlay(raw);
  const at = `deals[${i}].plays[0]`;
  const m = typeof first === 'string' ? /^([^:]+):(.+)$/.exec(first) : null;
  if (!m) {
    const why = phaseChoiceRefusal(cv, s, phaseChooser(cv, s), { kind: 'pass' })!;
    return { deal: i + 1, play: 1, rule: why.clause, message: `the deal cannot begin: ${why.reason}` };
  }
  const seat = players.indexOf(m[1]!);
  if (seat < 0) throw new ScenarioInputError(at, `unknown player "${m[1]}"`);
  const move = parseMove(cv, m[2]!, at);
  const before = game.getSnapshot();
  sendChecked(cv, game, { type: 'MOVE', seat, move });
  if (game.getSnapshot().value !== before.value) return undefined;
  const why = phaseChoiceRefusal(cv, s, seat, move) ?? { clause: cv.phaseChoice!.id, reason: 'refused' };
  return {
    deal: i + 1,
    play: 1,
    rule: why.clause,
    message: `${players[seat]} may not ${moveWords(cv, move)}: ${why.reason}`,
  };
}

function activeCount(actor: Pick<GameActor, 'getSnapshot'>): number {
  return actor.getSnapshot().context.out.filter((o) => !o).length;
}

/** Whether the machine took a move: its deal changed (a refused event leaves the snapshot as it was). */
const accepted = (before: GameSnapshot, after: GameSnapshot) =>
  after.context.play !== before.context.play || after.value !== before.value;

/** A refused move in words, naming the players (the step's reason names none). */
function moveRefused(
  cv: CompiledVariant,
  why: Refusal,
  p: PlayState,
  players: string[],
  turn: number,
  seat: number,
  move: Move,
): string {
  const who = players[seat]!;
  switch (move.kind) {
    // A card-play clause's reason in words (`turn`, `hand`, `deal-over` already say theirs).
    case 'card':
      return refusalMessage(cv, why, p, players, seat, move.card);
    case 'pass':
      return why.clause === 'turn'
        ? `${who} passed but it is ${players[turn]}'s turn`
        : why.clause === 'no-pass'
          ? `${who} may not pass: in this deal every card must be played`
          : `${who} may not pass while holding a card that can be laid (rule ${why.clause})`;
    case 'pickup':
      return why.clause === 'turn'
        ? `${who} picked up but it is ${players[turn]}'s turn`
        : why.clause === 'no-pickup'
          ? `${who} may not pick up: this deal is played in tricks`
          : `${who} may not pick up here: ${why.reason}`;
    case 'give':
      return `${who} may not give ${move.cards.map((c) => cv.deck.names[c]).join(', ')} now: ${why.reason}`;
    case 'name':
      return `${who} may not name ${cv.deck.suits[move.suit]} now: ${why.reason}`;
    case 'take':
      return `${who} may not take the last trick now: ${why.reason}`;
    case 'choose':
      return `${who} may not choose ${JSON.stringify(move.option)} now: ${why.reason}`;
  }
}

/**
 * A redeal refused on the asker's hand, in words: the sentence built from the redeal clause, and the
 * rule with its citation.
 */
function redealRefusal(
  cv: CompiledVariant,
  asker: string,
  id: string,
  ruleSentence: ReplayOptions['ruleSentence'],
): string {
  const clause = cv.variant.clauses.find((c) => c.id === id);
  if (!clause) return `${asker} may not ask for a redeal now (rule ${id})`;
  const cite = clause.node.cite
    ? ` [${clause.node.cite.source.name}${clause.node.cite.section ? ` "${clause.node.cite.section}"` : ''}]`
    : '';
  const sentence = ruleSentence ? `: ${ruleSentence(clause.node)}` : '';
  return `${asker} may not ask for a redeal with this hand${sentence} (rule ${id}${cite})`;
}

/**
 * A refused card in words: who may not play it, the sentence the engine builds from the clause and
 * the table (src/engine/explain.ts, the same the Play table shows), and the rule with its citation.
 */
function refusalMessage(
  cv: CompiledVariant,
  why: Refusal,
  p: PlayState,
  players: string[],
  seat: number,
  card: number,
): string {
  const name = cv.deck.names[card];
  if (why.clause === 'turn') return `${players[seat]} played ${name} but it is ${players[p.turn]}'s turn`;
  if (why.clause === 'hand') return `${players[seat]} does not hold ${name}`;
  const clause = cv.variant.clauses.find((c) => c.id === why.clause);
  const cite = clause?.node.cite
    ? ` [${clause.node.cite.source.name}${clause.node.cite.section ? ` "${clause.node.cite.section}"` : ''}]`
    : '';
  const said = refusalSentence(cv, p, seat, card, players);
  const sentence = said ? said.sentence.replace(/^The .+? may not be played: /, '') : why.reason;
  return `${players[seat]} may not play ${name}: ${sentence} (rule ${why.clause}${cite})`;
}

/**
 * Before `move` by `seat`: steps before play that only wait for players who may keep what they have
 * (an exchange with the table: `"N:pass"`) are declined for them when the scenario goes on with a
 * move those steps have no part in, and that is allowed once they are declined; so a scenario need
 * not write every exchange not made. True when it declined. Bounded by the number of steps of the deal.
 */
function declineOptional(
  cv: CompiledVariant,
  actor: Pick<GameActor, 'getSnapshot' | 'send'>,
  seat: number,
  move: Move,
): boolean {
  const start = actor.getSnapshot().context.play;
  if (!start) return false;
  let p = start;
  const declines: number[] = [];
  for (let guard = 0; guard < 64 && !isPlayStep(currentStep(cv, p)); guard++) {
    const waiting = seatsToMove(cv, p);
    const keeps = (q: number) => explainMove(cv, p, q, { kind: 'pass' }) === null;
    if (waiting.length === 0 || !waiting.every(keeps)) break;
    // The waiting player's own step move (made or refused) is theirs to make: nothing is declined.
    if (waiting.includes(seat) && (move.kind === 'give' || move.kind === 'name' || move.kind === 'pass')) break;
    for (const q of waiting) {
      p = applyStepMove(cv, p, q, { kind: 'pass' });
      declines.push(q);
    }
  }
  if (declines.length === 0 || explainMove(cv, p, seat, move) !== null) return false;
  for (const q of declines) actor.send({ type: 'MOVE', seat: q, move: { kind: 'pass' } });
  return true;
}

/** A move in words, for a refusal: "give QS, KH", "name H as trump", "play 7C". */
/** Why no move is taken any more: the deal is over, and what ended it (every trick, or every place). */
function dealOverWords(cv: CompiledVariant, p: PlayState): string {
  const step = currentStep(cv, p);
  return kindOf(step).overWords?.(p) ?? 'the deal is over';
}

function moveWords(cv: CompiledVariant, m: Move): string {
  switch (m.kind) {
    case 'give':
      return `give ${m.cards.map((c) => cv.deck.names[c]).join(', ')}`;
    case 'name':
      return `name ${cv.deck.suits[m.suit]} as trump`;
    case 'card':
      return `play ${cv.deck.names[m.card]}`;
    case 'pickup':
      return 'pick up';
    case 'pass':
      return 'pass';
    case 'take':
      return 'take the trick';
    case 'choose':
      return `choose ${JSON.stringify(m.option)}`;
  }
}
