/**
 * A deal's log entry, made from its draft (what the settlement knew: see EntryDraft). A game that
 * keeps a log opens the entry as the deal is settled and brings it up to date (recordEntry); a quiet
 * game (simulation, `verify`) keeps only the draft, a few references, and makes the entry from it
 * when the game ends: the same entry, built by the same function from the same values.
 */
import type { CompiledVariant } from '../../compile/compile.ts';
import type { DealOutcome, EntryDraft, GameState, LogEntry, TeamEntry } from '../state.ts';
import { teamsOfTable } from '../../compile/expr.ts';

/** How a game keeps its log (a machine's MachineOptions.quiet): what the steps that settle a deal are told. */
export interface LogOptions {
  /**
   * A quiet game's: the deal's entry is made only when the game ends (GameState.draft until then),
   * for simulation and `verify`, which read no other entry. Otherwise every deal opens its entry.
   */
  quiet?: boolean;
}

/** A game that keeps its whole log (the default of every step that settles a deal). */
export const LOGGED: LogOptions = Object.freeze({ quiet: false });

/** What recordEntry is told: how the game keeps its log, and whether the entry is done. */
export interface RecordOptions extends LogOptions {
  /** Freeze the entry: the game is over (before the slate is wiped for the next game). */
  close: boolean;
}

/** `o[key] = value` as an own property: names are input, and `__proto__` must be a key like any other. */
export function put<T>(o: Record<string, T>, key: string, value: T): void {
  if (key === '__proto__')
    Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
  else o[key] = value;
}

/** `values` (by seat) of `seats`, by player name. */
function byName(s: GameState, values: number[], seats: number[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (let i = 0; i < seats.length; i++) put(out, s.players[seats[i]!]!, values[seats[i]!]!);
  return out;
}

/** The draft of the deal `s` has just counted (its number, phase and dealer as they are now). */
function draftOf(
  s: GameState,
  kind: EntryDraft['kind'],
  participants: number[],
  outcome: EntryDraft['outcome'],
  eventBy: number[] | null,
): EntryDraft {
  return {
    kind,
    game: s.game,
    deal: s.dealNumber,
    phase: s.phase,
    dealer: s.dealer,
    participants,
    outcome,
    eventBy,
    rules: [],
  };
}

/** The open entry `d` makes (its tallies, drop-outs, play-off and end filled in by recordEntry). */
function entryOf(cv: CompiledVariant, s: GameState, d: EntryDraft): NonNullable<GameState['entry']> {
  const { participants, outcome, eventBy } = d;
  const names: string[] = [];
  for (let i = 0; i < participants.length; i++) names.push(s.players[participants[i]!]!);
  // Built field by field in the transcript's order: an event named like a field takes that
  // field's place, as a spread would.
  const e: Record<string, unknown> = {
    open: true,
    game: d.game,
    deal: d.deal,
    kind: d.kind,
    phase: d.phase,
    dealer: s.players[d.dealer]!,
    forehand: s.players[participants[0]!]!,
    players: names,
    points: outcome ? byName(s, outcome.points, participants) : {},
    tricks: outcome ? byName(s, outcome.tricks, participants) : {},
  };
  if (outcome?.places) e.places = byName(s, outcome.places, participants);
  // The moves a rule reads (passes, pick-ups), where the deal counted them: other entries keep their keys.
  if (outcome?.passes) e.passes = byName(s, outcome.passes, participants);
  if (outcome?.pickups) e.pickups = byName(s, outcome.pickups, participants);
  for (let i = 0; i < cv.events.length; i++) {
    const q = eventBy ? eventBy[i]! : -1;
    put(e, cv.events[i]!.id, q >= 0 ? s.players[q]! : null);
  }
  // The options chosen at the table, by id (a played deal with a choice step only: other entries keep their keys).
  if (outcome?.chosen) put(e, 'chosen', [...outcome.chosen]);
  put(e, 'tallies', {});
  put(e, 'out', []);
  put(e, 'playoff', null);
  put(e, 'gameOver', null);
  put(e, 'rules', d.rules);
  // A record while its keys are put in order (the events' ids are the variant's); an entry once complete.
  return e as NonNullable<GameState['entry']>;
}

/**
 * Opens the log entry of the deal just counted, with who made each event (`eventBy`; none given:
 * nobody). A quiet game keeps its draft instead.
 */
export function openEntry(
  cv: CompiledVariant,
  s: GameState,
  kind: LogEntry['kind'],
  participants: number[],
  outcome: DealOutcome | null,
  eventBy: number[] | null,
  log: LogOptions,
): void {
  const d = draftOf(s, kind, participants, outcome, eventBy);
  if (log.quiet) s.draft = d;
  else s.entry = entryOf(cv, s, d);
}

/** Notes that clause `id` applied in the deal being settled: in its entry, or (quiet) its draft. */
export function noteRule(s: GameState, id: string): void {
  if (s.entry) s.entry.rules.push(id);
  else if (s.draft) {
    // A draft's list is its own (a copy of a state copies it): its first clause makes a list of one,
    // not the room for many that a push into an empty array reserves (most deals note one clause).
    const rules = s.draft.rules;
    if (rules.length === 0) s.draft.rules = [id];
    else rules.push(id);
  }
}

/** Every seat, 0..n-1, by table size (shared, never changed). */
const allSeats: number[][] = [];
const seatsOf = (s: GameState): number[] => (allSeats[s.players.length] ??= s.players.map((_, i) => i));

/** Whether recordEntry has anything to write: an open entry, or (quiet) a draft at the game's close. */
function records(s: GameState, opts: RecordOptions): boolean {
  return opts.quiet ? opts.close && !!s.draft : !!s.entry?.open;
}

/**
 * Brings the open log entry up to date with the tallies, drop-outs and outcome as they stand now;
 * `close` freezes it (at game over, before the slate is wiped for the next game). A quiet game's
 * (see LogOptions) records nothing until the game ends, then makes the entry from its draft and
 * closes it. Returns a new state when there is anything to write (only the entry is copied: the
 * state's other fields are shared); `state` is left as it was.
 */
export function recordEntry(cv: CompiledVariant, state: GameState, opts: RecordOptions): GameState {
  if (!records(state, opts)) return state;
  return writeEntry(cv, { ...state, entry: state.entry ? { ...state.entry } : state.entry }, opts);
}

/**
 * recordEntry written into `state` and its entry. For a caller that has just made `state` and its
 * entry (another step's result, shared with nobody): every deal's settlement is recorded so, in
 * every game, which spares a copy of the state per deal.
 */
export function recordEntryInPlace(cv: CompiledVariant, state: GameState, opts: RecordOptions): GameState {
  if (!records(state, opts)) return state;
  return writeEntry(cv, state, opts);
}

/** recordEntry's work, in `s` (which it may write into). */
function writeEntry(cv: CompiledVariant, s: GameState, opts: RecordOptions): GameState {
  if (opts.quiet) {
    s.entry = entryOf(cv, s, { ...s.draft!, rules: s.draft!.rules.slice() });
    s.draft = null;
  }
  const e = s.entry!;
  const tallies: Record<string, Record<string, number> | number> = {};
  for (const t of cv.tallies)
    put(tallies, t.name, t.scope === 'shared' ? s.tallies[t.name]![0]! : byName(s, s.tallies[t.name]!, seatsOf(s)));
  e.tallies = tallies;
  const out: string[] = [];
  for (let i = 0; i < s.players.length; i++) if (s.out[i]) out.push(s.players[i]!);
  e.out = out;
  e.playoff = s.playoff ? s.playoff.pending[0]!.group.map((q) => s.players[q]!) : null;
  e.gameOver = s.end
    ? { loser: s.end.loser >= 0 ? s.players[s.end.loser]! : null, [`${cv.lostGames}Marks`]: s.end.amount }
    : null;
  if (cv.teams) e.teams = teamEntries(cv, s, e);
  e.open = !opts.close;
  return s;
}

/** Each team's figures for entry `e`: its members' points and tricks of the deal, and their per-player tallies. */
function teamEntries(cv: CompiledVariant, s: GameState, e: LogEntry): TeamEntry[] {
  // Teams found from the cards are the deal's own (its outcome's); fixed teams, the table's.
  return teamsOfTable(cv.teams!, s.players.length, s.lastDeal?.outcome.teams).map((seats) => {
    const players = seats.map((q) => s.players[q]!);
    const sum = (by: Record<string, number>) => players.reduce((n, p) => n + (Object.hasOwn(by, p) ? by[p]! : 0), 0);
    const tallies: Record<string, number> = {};
    for (const t of cv.tallies)
      if (t.scope === 'player')
        put(
          tallies,
          t.name,
          seats.reduce((n, q) => n + s.tallies[t.name]![q]!, 0),
        );
    return { players, points: sum(e.points), tricks: sum(e.tricks), tallies };
  });
}
