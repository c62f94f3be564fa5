/**
 * What the Play table says, in words: why a card or a move is refused (a sentence built from the
 * clause and the table, with the rulebook section that explains the clause), what a deal did and
 * how a game ended, and what each card you may play would do (the hint). Clause ids never reach
 * the reader: a rule is named by the heading of its rulebook section.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import { dealObjective, type DealObjective } from '../engine/bot-objective.ts';
import { phaseOfPlay, playCard, tablesFor } from '../engine/play.ts';
import type { LogEntry, PlayState } from '../engine/state.ts';
import { eventNotes } from '../scenario/replay.ts';
import { cardOf, refusalSentence } from './card-words.ts';
import { cardName, explainDeal, seatOrder, suitName } from '../engine/explain.ts';
import { dealLabel } from './slate-sheet.ts';
import { pointsNoun } from '../engine/nouns.ts';
import { agree, capital, count, figure, list, ordinal } from '../compile/words.ts';
import type { GameEvent } from '../engine/machine.ts';

/** A rulebook section: its heading and address. */
export interface RuleLink { heading: string; href: string }

/** A sentence and, when the rulebook explains the clause behind it, the section to read. */
export interface Said { text: string; rule: RuleLink | null }

/** The rulebook section of each clause of the variant (built with the page). */
export type Sections = ReadonlyMap<string, RuleLink>;

/** Why `seat` may not play `card` now, said to the human at seat `you`. */
export function refusalMessage(cv: CompiledVariant, p: PlayState, seat: number, card: number, names: readonly string[], you: number, sections: Sections): Said {
  const why = refusalSentence(cv, p, seat, card, names, you);
  if (!why) return { text: '', rule: null };
  return { text: why.sentence, rule: sections.get(why.clause) ?? null };
}

/** Why taking the last trick is refused (clause `clause`), in words. */
export function takeRefusedMessage(cv: CompiledVariant, clause: string, sections: Sections): Said {
  const what = cv.trickTaking?.title ?? 'taking the last trick';
  return { text: `You may not take that trick now: the rules allow ${what} only as they say.`, rule: sections.get(clause) ?? null };
}

/**
 * What the deal recorded in `entry` did: the points or places (players in seat order), the
 * declared events, who went out in it, and what each rule that scored it did (with its section);
 * and, when the game ended, who lost it. `prev` is the game's entry before it, null for a game's
 * first deal.
 */
export function dealEndMessages(cv: CompiledVariant, entry: LogEntry, prev: LogEntry | null, sections: Sections): Said[] {
  const before = prev?.tallies ?? null;
  const label = dealLabel(entry, (id) => cv.phases.find((ph) => ph.id === id)?.title ?? '');
  const seats = seatOrder(entry).filter((p) => Object.hasOwn(entry.points, p));
  const out: Said[] = [];
  const result = entry.places
    ? Object.entries(entry.places).filter(([, v]) => v > 0).sort(([, a], [, b]) => a - b).map(([n, v]) => `${n} ${ordinal(v)}`).join(', ')
    : seats.map((n) => `${n} ${figure(entry.points[n] ?? 0)}`).join(', ');
  if (entry.kind === 'redeal') out.push({ text: `${label}.`, rule: null });
  else out.push({ text: `${label}: ${entry.places ? 'out in this order: ' : `${pointsNoun(cv, entry.phase)}: `}${result}.`, rule: null });
  for (const note of eventNotes(entry, cv.events)) out.push({ text: `${capital(note)}.`, rule: null });
  // What each rule that scored the deal did, in a sentence built from the clause, with its section.
  for (const x of explainDeal(cv, entry, before)) out.push({ text: `${capital(x.sentence)}.`, rule: x.clause ? sections.get(x.clause) ?? null : null });
  // Those who went out in this deal: the entry lists everyone out of the game so far.
  const gone = seatOrder(entry).filter((p) => entry.out.includes(p) && !prev?.out.includes(p));
  if (gone.length && !out.some((x) => x.text.includes('out of the game'))) out.push({ text: `${list(gone)} ${agree(gone, 'is', 'are')} out of the game.`, rule: null });
  if (entry.gameOver) {
    const loser = entry.gameOver.loser;
    out.push({ text: loser ? `Game over: ${loser} ${agree([loser], 'loses', 'lose')} the game.` : 'Game over.', rule: null });
  }
  return out;
}

/**
 * What each card `seat` may play would do in a trick deal: who would take or lead the trick and
 * the points in it (its cards' and the trick's own). Read from the seat's own view (its hand, the cards on the table).
 */
export function hintFor(cv: CompiledVariant, p: PlayState, seat: number, card: number, names: readonly string[], you: number): string {
  const phase = phaseOfPlay(cv, p);
  const kind = phase.steps.at(-1)?.kind ?? 'tricks';
  const name = cardOf(cv, card).name;
  const who = (q: number) => (q === you ? 'you' : names[q]!);
  if (kind === 'tricks') {
    const t = tablesFor(cv, p);
    const trick = [...p.trick, card];
    const seats = [...p.trickSeats, seat];
    const w = seats[cv.play.winner(t, trick)]!;
    // Counted as the deal counts a trick: its cards and what the trick is worth by itself (`each trick 5`).
    let points = phase.trickValues[p.tricksPlayed] ?? 0;
    for (const c of trick) points += t.points[c]!;
    const full = trick.length === p.participants.length;
    const noun = pointsNoun(cv, p.phase);
    const pts = count(points, noun.slice(0, -1), noun);
    const said = full ? `the ${name}: ${who(w)} ${w === you ? 'take' : 'takes'} the trick with ${pts}`
      : `the ${name}: ${who(w)} would hold the trick so far (${pts} in it)`;
    const objective = dealObjective(cv, phase, p.participants.length);
    return said + judgement(objective.pointsBad, points, noun, w === you, full) + (full ? standing(objective, p, w, points, you) : '');
  }
  const after = playCard(cv, p, seat, card);
  if (kind === 'layoff') return `the ${name} fits a row`;
  return after.hands[seat]!.length === 0 ? `the ${name}: your last card, you go out` : `the ${name} beats the card on top`;
}

/**
 * Whether what a card would do is good or bad for the player, by the phase's own aim
 * (src/engine/bot-objective.ts: whether taking points is worse than leaving them): ", which count
 * against you", "; good for you: they count against whoever takes them".
 */
function judgement(pointsBad: boolean, points: number, noun: string, yours: boolean, full: boolean): string {
  if (points === 0) return yours ? ': nothing in it to count' : '';
  if (yours) {
    if (full) return pointsBad ? `, which count against you` : `, which count for you`;
    return pointsBad ? `: risky, ${noun} count against you` : `: good so far, ${noun} count for you`;
  }
  if (full) return pointsBad ? `: good for you, they count against whoever takes them` : `: they go to another player`;
  return pointsBad ? `: safe so far` : '';
}

/**
 * Where the finished trick would leave `you` if the deal ended with it, by the phase's own scoring
 * (the bots' objective): "; if the deal ended now, you would come off worst". Said only when `you`
 * would be alone at the bottom or the top, so a player learns whether they are doing well.
 */
function standing(objective: DealObjective, p: PlayState, w: number, points: number, you: number): string {
  if (!p.participants.includes(you)) return '';
  const pts = [...p.points], trk = [...p.tricks];
  pts[w]! += points; trk[w]! += 1;
  const out: number[] = [];
  objective.score(pts, trk, p.participants, out);
  const mine = out[you] ?? 0;
  const others = p.participants.filter((q) => q !== you).map((q) => out[q] ?? 0);
  if (mine < 0 && others.every((x) => x > mine)) return '; if the deal ended now, you would come off worst';
  if (mine > 0 && others.every((x) => x < mine)) return '; if the deal ended now, you would come off best';
  return '';
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


/**
 * An event as the inspector's log shows it, `players` named by seat: a card played is public, a
 * deal's hands are not.
 */
export function eventText(cv: CompiledVariant, e: GameEvent, players: readonly string[]): string {
  // "You play", "Ada plays": the verb agrees with the seat's name.
  const who = (seat: number, verb: string, rest = ''): string => `${players[seat]} ${players[seat] === 'You' ? verb : verbS(verb)}${rest}`;
  switch (e.type) {
    case 'PLAY': return who(e.seat, 'play', ` the ${cardName(cv, e.card)}`);
    case 'MOVE': {
      // The cards given stay hidden; a suit named is said to the table.
      const m = e.move;
      return m.kind === 'card' ? who(e.seat, 'play', ` the ${cardName(cv, m.card)}`) : m.kind === 'give' ? who(e.seat, 'give', ' cards')
        : m.kind === 'name' ? who(e.seat, 'name', ` ${suitName(cv, m.suit)}`)
        : m.kind === 'pass' ? who(e.seat, 'pass') : m.kind === 'pickup' ? who(e.seat, 'pick', ' up') : who(e.seat, 'take', ' the last trick');
    }
    case 'CARDS': return 'the cards are dealt';
    case 'DEAL': return 'a deal is scored';
    case 'COUNT': return 'the deal is counted';
    case 'PASS': return who(e.seat, 'pass');
    case 'PICKUP': return who(e.seat, 'pick', ' up');
    case 'TAKE': return who(e.seat, 'take', ' the last trick');
    case 'REDEAL': return who(e.seat, 'ask', ' for a redeal');
    default: return e.type;
  }
}

/** The verb of a third person: "plays", "passes". */
const verbS = (verb: string): string => (/(s|sh|ch|x)$/.test(verb) ? `${verb}es` : `${verb}s`);
