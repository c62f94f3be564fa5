/**
 * What the Play table says, in words: why a card or a move is refused (a sentence built from the
 * clause and the table, with the rulebook section that explains the clause), what a deal did and
 * how a game ended, and what each card you may play would do (the hint). Clause ids never reach
 * the reader: a rule is named by the heading of its rulebook section.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import { phaseOfPlay } from '../engine/play.ts';
import { moveTitle, playStepOf, stepMoveWords } from '../engine/steps/index.ts';
import { stepHint } from '../engine/steps/hint-registry.ts';
import type { LogEntry, PlayState } from '../engine/state.ts';
import { eventNotes } from '../scenario/replay.ts';
import { refusalSentence } from './card-words.ts';
import { cardName, explainDeal, seatOrder, suitName } from '../engine/explain.ts';
import { dealLabel } from './slate-sheet.ts';
import { pointsNoun } from '../engine/nouns.ts';
import { agree, capital, figure, list, ordinal } from '../compile/words.ts';
import type { GameEvent } from '../engine/machine.ts';

/** A rulebook section: its heading and address. */
export interface RuleLink {
  heading: string;
  href: string;
}

/** A sentence and, when the rulebook explains the clause behind it, the section to read. */
export interface Said {
  text: string;
  rule: RuleLink | null;
}

/** The rulebook section of each clause of the variant (built with the page). */
export type Sections = ReadonlyMap<string, RuleLink>;

/** Why `seat` may not play `card` now, said to the human at seat `you`. */
export function refusalMessage(
  cv: CompiledVariant,
  p: PlayState,
  seat: number,
  card: number,
  names: readonly string[],
  you: number,
  sections: Sections,
): Said {
  const why = refusalSentence(cv, p, seat, card, names, you);
  if (!why) return { text: '', rule: null };
  return { text: why.sentence, rule: sections.get(why.clause) ?? null };
}

/** Why taking the last trick is refused (clause `clause`), in words. */
export function takeRefusedMessage(cv: CompiledVariant, clause: string, sections: Sections): Said {
  const what = cv.trickTaking?.title ?? 'taking the last trick';
  return {
    text: `You may not take that trick now: the rules allow ${what} only as they say.`,
    rule: sections.get(clause) ?? null,
  };
}

/**
 * What the deal recorded in `entry` did: the points or places (players in seat order), the
 * declared events, who went out in it, and what each rule that scored it did (with its section);
 * and, when the game ended, who lost it. `prev` is the game's entry before it, null for a game's
 * first deal.
 */
export function dealEndMessages(
  cv: CompiledVariant,
  entry: LogEntry,
  prev: LogEntry | null,
  sections: Sections,
): Said[] {
  const before = prev?.tallies ?? null;
  const label = dealLabel(entry, (id) => cv.phases.find((ph) => ph.id === id)?.title ?? '');
  const seats = seatOrder(entry).filter((p) => Object.hasOwn(entry.points, p));
  const out: Said[] = [];
  const result = entry.places
    ? Object.entries(entry.places)
        .filter(([, v]) => v > 0)
        .sort(([, a], [, b]) => a - b)
        .map(([n, v]) => `${n} ${ordinal(v)}`)
        .join(', ')
    : seats.map((n) => `${n} ${figure(entry.points[n] ?? 0)}`).join(', ');
  if (entry.kind === 'redeal') out.push({ text: `${label}.`, rule: null });
  else
    out.push({
      text: `${label}: ${entry.places ? 'out in this order: ' : `${pointsNoun(cv, entry.phase)}: `}${result}.`,
      rule: null,
    });
  for (const note of eventNotes(entry, cv.events)) out.push({ text: `${capital(note)}.`, rule: null });
  // What each rule that scored the deal did, in a sentence built from the clause, with its section.
  for (const x of explainDeal(cv, entry, before))
    out.push({ text: `${capital(x.sentence)}.`, rule: x.clause ? (sections.get(x.clause) ?? null) : null });
  // Those who went out in this deal: the entry lists everyone out of the game so far.
  const gone = seatOrder(entry).filter((p) => entry.out.includes(p) && !prev?.out.includes(p));
  if (gone.length && !out.some((x) => x.text.includes('out of the game')))
    out.push({ text: `${list(gone)} ${agree(gone, 'is', 'are')} out of the game.`, rule: null });
  if (entry.gameOver) {
    const loser = entry.gameOver.loser;
    out.push({
      text: loser ? `Game over: ${loser} ${agree([loser], 'loses', 'lose')} the game.` : 'Game over.',
      rule: null,
    });
  }
  return out;
}

/**
 * What each card `seat` may play would do, as the deal's play step says it (../engine/steps/hint-registry.ts):
 * in a trick deal who would take or lead the trick and the points in it (its cards' and the
 * trick's own). Read from the seat's own view (its hand, the cards on the table).
 */
export function hintFor(
  cv: CompiledVariant,
  p: PlayState,
  seat: number,
  card: number,
  names: readonly string[],
  you: number,
): string {
  const step = playStepOf(phaseOfPlay(cv, p));
  return stepHint(cv, step, p, seat, card, names, you);
}

/**
 * The hint lines to show for `hints` (one per playable card, "the X: …"): one line where every card
 * would do the same ("any of your 8 cards: you would hold the trick so far (5 points in it)").
 */
export function hintLines(hints: readonly string[]): string[] {
  const after = hints.map((h) => h.slice(h.indexOf(': ') + 2));
  const same = hints.length > 1 && hints.every((h) => h.includes(': ')) && after.every((x) => x === after[0]);
  return same ? [`any of your ${hints.length} cards: ${after[0]}`] : [...hints];
}

/** The title of phase `id` when it is one chosen at the table (`phases ... chosen by`), else null. */
const phaseTitle = (cv: CompiledVariant, id: string): string | null =>
  cv.phaseChoice?.phases.includes(id) ? (cv.phases.find((ph) => ph.id === id)?.title ?? null) : null;

/**
 * An event as the inspector's log shows it, `players` named by seat: a card played is public, a
 * deal's hands are not.
 */
export function eventText(
  cv: CompiledVariant,
  e: GameEvent,
  players: readonly string[],
  before: PlayState | null = null,
): string {
  // "You play", "Ada plays": the verb agrees with the seat's name.
  const who = (seat: number, verb: string, rest = ''): string =>
    `${players[seat]} ${players[seat] === 'You' ? verb : verbS(verb)}${rest}`;
  switch (e.type) {
    case 'PLAY':
      return who(e.seat, 'play', ` the ${cardName(cv, e.card)}`);
    case 'MOVE': {
      // The cards given stay hidden; a suit named is said to the table. A step may word its own
      // move (cards laid away: how many), read from the deal as it was before the move.
      const m = e.move;
      const own = before && m.kind === 'give' ? stepMoveWords(cv, before, m) : null;
      if (own) return who(e.seat, own.verb, own.rest);
      return m.kind === 'card'
        ? who(e.seat, 'play', ` the ${cardName(cv, m.card)}`)
        : m.kind === 'give'
          ? who(e.seat, 'give', ' cards')
          : m.kind === 'name'
            ? who(e.seat, 'name', ` ${suitName(cv, m.suit)}`)
            : m.kind === 'pass'
              ? who(e.seat, 'pass')
              : m.kind === 'pickup'
                ? who(e.seat, 'pick', ' up')
                : m.kind === 'choose'
                  ? who(e.seat, 'choose', ` “${moveTitle(cv, m) ?? phaseTitle(cv, m.option) ?? 'an option'}”`)
                  : who(e.seat, 'take', ' the last trick');
    }
    case 'CARDS':
      return 'the cards are dealt';
    case 'DEAL':
      return 'a deal is scored';
    case 'COUNT':
      return 'the deal is counted';
    case 'PASS':
      return who(e.seat, 'pass');
    case 'PICKUP':
      return who(e.seat, 'pick', ' up');
    case 'TAKE':
      return who(e.seat, 'take', ' the last trick');
    case 'REDEAL':
      return who(e.seat, 'ask', ' for a redeal');
    default:
      return e.type;
  }
}

/**
 * The cards that passed on by rule as a player picked up (`on pickup: give cards`), read from the end
 * of the deal's log `plays` (`from:give:card>to` entries after the pick-up), in words: "the King of
 * Diamonds passes to Ada". Empty when none did. Picked-up cards were on the table: nothing hidden.
 */
export function passedOnWords(cv: CompiledVariant, plays: readonly string[], players: readonly string[]): string[] {
  const out: string[] = [];
  // Bounded by the log: only its last entries, back to the pick-up.
  for (let i = plays.length - 1; i >= 0; i--) {
    const m = /^\d+:give:(\d+)>(\d+)$/.exec(plays[i]!);
    if (!m) break;
    const to = players[Number(m[2])]!;
    out.unshift(`the ${cardName(cv, Number(m[1]))} ${to === 'You' ? 'comes to you' : `passes to ${to}`}`);
  }
  return out;
}

/** The verb of a third person: "plays", "passes". */
const verbS = (verb: string): string => (/(s|sh|ch|x)$/.test(verb) ? `${verb}es` : `${verb}s`);
