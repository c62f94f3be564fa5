/**
 * What the Play table says, in words: why a card or a move is refused (a sentence built from the
 * clause and the table, with the rulebook section that explains the clause), what a deal did and
 * how a game ended, and what each card you may play would do (the hint). Clause ids never reach
 * the reader: a rule is named by the heading of its rulebook section.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import { moveTitle, stepMoveWords } from '../engine/steps/index.ts';
import type { LogEntry, PlayState } from '../engine/state.ts';
import { seatOrder } from '../engine/deal-figures.ts';
import { pointsNoun } from '../engine/nouns.ts';
import { capital } from '../compile/words.ts';
import type { GameEvent } from '../engine/machine.ts';
import { sheetUi, ui } from './i18n/ui.ts';
import { loadTableSentences, tableSentences, tableWords } from './table-words.ts';

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

/**
 * Why `seat` may not play `card` now, said to the human at seat `you`; no text when it may. Waits
 * for the page's sentences the first time one is needed (a German page loads them then).
 */
export async function refusalMessage(
  cv: CompiledVariant,
  p: PlayState,
  seat: number,
  card: number,
  names: readonly string[],
  you: number,
  sections: Sections,
): Promise<Said> {
  const why = (tableSentences() ?? (await loadTableSentences())).refusal(cv, p, seat, card, names, you);
  if (!why) return { text: '', rule: null };
  return { text: why.sentence, rule: sections.get(why.clause) ?? null };
}

/** Why taking the last trick is refused (clause `clause`), in words. */
export function takeRefusedMessage(cv: CompiledVariant, clause: string, sections: Sections): Said {
  return { text: ui().said.takeRefused(cv.trickTaking?.title ?? null), rule: sections.get(clause) ?? null };
}

/** A deal as the table heads it ("Deal 2 · Phase 1", "Game 2, play-off deal 3"), in the page's language. */
export function dealTitle(cv: CompiledVariant, e: Pick<LogEntry, 'kind' | 'deal' | 'game' | 'phase'>): string {
  const head = sheetUi().dealLabel(e);
  const title = tableWords().phase(cv, e.phase);
  return title ? `${head} · ${title}` : head;
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
  const t = ui();
  const label = dealTitle(cv, entry);
  const seats = seatOrder(entry).filter((p) => Object.hasOwn(entry.points, p));
  const out: Said[] = [];
  const result = entry.places
    ? Object.entries(entry.places)
        .filter(([, v]) => v > 0)
        .sort(([, a], [, b]) => a - b)
        .map(([n, v]) => `${t.seat(n)} ${t.ordinal(v)}`)
        .join(', ')
    : seats.map((n) => `${t.seat(n)} ${t.figure(entry.points[n] ?? 0)}`).join(', ');
  if (entry.kind === 'redeal') out.push({ text: t.said.redealt(label), rule: null });
  else
    out.push({
      text: t.said.dealEnd(label, !!entry.places, sheetUi().pointsNoun(pointsNoun(cv, entry.phase)), result),
      rule: null,
    });
  // The events and what each rule that scored the deal did, in sentences built from the clauses,
  // with their sections: none while a German page is still loading its sentences (the table then draws again).
  const said = tableSentences();
  for (const note of said?.notes(cv, entry) ?? []) out.push({ text: `${capital(note)}.`, rule: null });
  for (const x of said?.deal(cv, entry, before) ?? [])
    out.push({ text: `${capital(x.sentence)}.`, rule: x.clause ? (sections.get(x.clause) ?? null) : null });
  // Those who went out in this deal: the entry lists everyone out of the game so far.
  const gone = seatOrder(entry).filter((p) => entry.out.includes(p) && !prev?.out.includes(p));
  if (gone.length && !out.some((x) => t.said.saysOut(x.text))) out.push({ text: t.said.outOfGame(gone), rule: null });
  if (entry.gameOver) out.push({ text: t.said.gameOver(entry.gameOver.loser ?? null), rule: null });
  return out;
}

/**
 * What each card `seat` may play would do, as the deal's play step says it (../engine/steps/hint-registry.ts):
 * in a trick deal who would take or lead the trick and the points in it (its cards' and the
 * trick's own). Read from the seat's own view (its hand, the cards on the table). '' while the
 * page's sentences are still loading (the table draws again once they are: ./play-controller.ts).
 */
export function hintFor(
  cv: CompiledVariant,
  p: PlayState,
  seat: number,
  card: number,
  names: readonly string[],
  you: number,
): string {
  return tableSentences()?.hint(cv, p, seat, card, names, you) ?? '';
}

/**
 * The hint lines to show for `hints` (one per playable card, "the X: …"): one line where every card
 * would do the same ("any of your 8 cards: you would hold the trick so far (5 points in it)").
 */
export function hintLines(hints: readonly string[]): string[] {
  if (hints.some((h) => !h)) return [];
  const after = hints.map((h) => h.slice(h.indexOf(': ') + 2));
  const same = hints.length > 1 && hints.every((h) => h.includes(': ')) && after.every((x) => x === after[0]);
  return same ? [ui().said.anyCard(hints.length, after[0]!)] : [...hints];
}

/** The title of phase `id` when it is one chosen at the table (`phases ... chosen by`), else null. */
const phaseTitle = (cv: CompiledVariant, id: string): string | null =>
  cv.phaseChoice?.phases.includes(id) ? tableWords().phase(cv, id) || null : null;

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
  // "You play", "Ada plays": the catalog's sentence agrees with the seat.
  const t = ui().moves;
  const who = (seat: number): string => players[seat]!;
  switch (e.type) {
    case 'PLAY':
      return t.play(who(e.seat), tableWords().card(cv, e.card, 'acc'));
    case 'MOVE': {
      // The cards given stay hidden; a suit named is said to the table. A step may word its own
      // move (cards laid away: how many), read from the deal as it was before the move.
      const m = e.move;
      const own = before && m.kind === 'give' ? stepMoveWords(cv, before, m) : null;
      // A step's own words are English (its verb): the words layer says them in German once it takes a language.
      if (own) return t.own(who(e.seat), own.verb, own.rest);
      return m.kind === 'card'
        ? t.play(who(e.seat), tableWords().card(cv, m.card, 'acc'))
        : m.kind === 'give'
          ? t.give(who(e.seat))
          : m.kind === 'name'
            ? t.name(who(e.seat), tableWords().suit(cv, m.suit))
            : m.kind === 'pass'
              ? t.pass(who(e.seat))
              : m.kind === 'pickup'
                ? t.pickUp(who(e.seat))
                : m.kind === 'choose'
                  ? t.choose(who(e.seat), moveTitle(cv, m) ?? phaseTitle(cv, m.option) ?? null)
                  : t.take(who(e.seat));
    }
    case 'CARDS':
      return t.dealt;
    case 'DEAL':
      return t.scored;
    case 'COUNT':
      return t.counted;
    case 'PASS':
      return t.pass(who(e.seat));
    case 'PICKUP':
      return t.pickUp(who(e.seat));
    case 'TAKE':
      return t.take(who(e.seat));
    case 'REDEAL':
      return t.redeal(who(e.seat));
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
    out.unshift(ui().moves.passedOn(tableWords().card(cv, Number(m[1]), 'nom'), players[Number(m[2])]!));
  }
  return out;
}
