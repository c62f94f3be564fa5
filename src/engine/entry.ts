/**
 * A deal's log entry, made from its draft (what the settlement knew: see EntryDraft). A game that
 * keeps a log opens the entry as the deal is settled; a quiet game (simulation, `verify`) keeps only
 * the draft, a few references, and makes the entry from it when the game ends: the same entry, built
 * by the same function from the same values.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import type { EntryDraft, GameState } from './state.ts';

/** `o[key] = value` as an own property: names are input, and `__proto__` must be a key like any other. */
export function put<T>(o: Record<string, T>, key: string, value: T): void {
  if (key === '__proto__') Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
  else o[key] = value;
}

/** `values` (by seat) of `seats`, by player name. */
export function byName(s: GameState, values: number[], seats: number[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (let i = 0; i < seats.length; i++) put(out, s.players[seats[i]!]!, values[seats[i]!]!);
  return out;
}

/** The draft of the deal `s` has just counted (its number, phase and dealer as they are now). */
export function draftOf(s: GameState, kind: EntryDraft['kind'], participants: number[], outcome: EntryDraft['outcome'], eventBy: number[] | null): EntryDraft {
  return { kind, game: s.game, deal: s.dealNumber, phase: s.phase, dealer: s.dealer, participants, outcome, eventBy, rules: [] };
}

/** The open entry `d` makes (its tallies, drop-outs, play-off and end filled in by recordEntry). */
export function entryOf(cv: CompiledVariant, s: GameState, d: EntryDraft): NonNullable<GameState['entry']> {
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
  for (let i = 0; i < cv.events.length; i++) {
    const q = eventBy ? eventBy[i]! : -1;
    put(e, cv.events[i]!.id, q >= 0 ? s.players[q]! : null);
  }
  put(e, 'tallies', {});
  put(e, 'out', []);
  put(e, 'playoff', null);
  put(e, 'gameOver', null);
  put(e, 'rules', d.rules);
  return e as unknown as NonNullable<GameState['entry']>;
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
