/**
 * Refused cards in words, for every front-end (the CLI's exit-1 message, the Play table, the
 * tutorials): a sentence built from the clause that refuses the card (its reason, from the step's
 * `explain`) and what on the table makes it apply (the suit led and what the player holds, the card
 * on top and the trump suits, the rows laid out), said to the player as "you" or by name.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import type { BeatingStep, LayoffStep } from '../compile/steps.ts';
import type { PlayState } from './state.ts';
import { currentStep, explainMove } from './steps/index.ts';

/** A card in words: "Ace of Spades" (the deck's first titles of its rank and suit). */
export function cardName(cv: CompiledVariant, c: number): string {
  const n = cv.deck.ranks.length;
  const rank = cv.deck.rankNames[c % n]?.[0] ?? cv.deck.ranks[c % n]!;
  return `${rank} of ${suitName(cv, Math.floor(c / n))}`;
}

/** A suit's name for readers: the deck's first title, else its letter. */
export const suitName = (cv: CompiledVariant, s: number): string => cv.deck.suitNames[s]?.[0] ?? cv.deck.suits[s]!;

/**
 * Why `seat` may not play `card` in `p`, as a sentence for a reader: the engine's reason for the
 * refusal (without the clause id) and what on the table makes it apply, said to `seat` ("you")
 * when it is `you`, else naming the player from `names`. The one place the site words a refused
 * card (the tutorials and the Play table). Null when the card may be played.
 */
export function refusalSentence(cv: CompiledVariant, p: PlayState, seat: number, card: number, names: readonly string[], you = -1): { clause: string; sentence: string } | null {
  const r = explainMove(cv, p, seat, { kind: 'card', card });
  if (!r) return null;
  const who = seat === you ? { holds: 'you hold', is: 'you', Is: 'You', your: 'your' } : { holds: `${names[seat]} holds`, is: names[seat]!, Is: names[seat]!, your: `${names[seat]}’s` };
  if (r.clause === 'turn') return { clause: r.clause, sentence: `It is not ${seat === you ? 'your' : who.your} turn: ${names[p.turn]} ${p.turn === you ? 'are' : 'is'} to play.` };
  if (r.clause === 'hand') return { clause: r.clause, sentence: `${who.Is} ${seat === you ? 'do' : 'does'} not hold the ${cardName(cv, card)}.` };
  const rule = r.reason.replace(/\s*\((?:rule )?[\w-]+\)\s*$/, '').replace(/\bthe player holds\b/g, who.holds).replace(/\bthe player\b/g, who.is);
  const facts = situation(cv, p, seat, card, names, you);
  return { clause: r.clause, sentence: `The ${cardName(cv, card)} may not be played: ${rule}.${facts ? ` ${facts}` : ''}` };
}

/** What on the table makes a refusal apply: the suit led and held, the card on top and the trump suits, the rows. */
function situation(cv: CompiledVariant, p: PlayState, seat: number, card: number, names: readonly string[], you: number): string {
  const mine = seat === you;
  const n = cv.deck.ranks.length;
  const step = currentStep(cv, p);
  const hand = p.hands[seat]!;
  if (step.kind === 'tricks' && p.trick.length) {
    const led = Math.floor(p.trick[0]! / n);
    const holds = hand.some((c) => Math.floor(c / n) === led);
    return `${suitName(cv, led)} were led, and ${mine ? 'you' : names[seat]} ${holds ? (mine ? 'hold' : 'holds') : (mine ? 'hold no' : 'holds no')} ${suitName(cv, led)}${p.trump >= 0 ? `; trumps are ${suitName(cv, p.trump)}` : ''}.`;
  }
  if (step.kind === 'beating' && p.trick.length && p.trumps) {
    const top = p.trick.at(-1)!;
    const by = p.trickSeats.at(-1)!;
    const own = p.trumps[seat]!;
    const permanent = (step as BeatingStep).permanent;
    const perm = permanent >= 0 ? ` ${cv.deck.rankNames[permanent]?.[0] ?? cv.deck.ranks[permanent]}s beat any other card.` : '';
    return `On top lies the ${cardName(cv, top)}, played by ${names[by]}${p.trumps[by]! >= 0 ? ` (whose trump suit is ${suitName(cv, p.trumps[by]!)})` : ''}; `
      + `${mine ? 'your' : `${names[seat]}’s`} trump suit is ${own >= 0 ? suitName(cv, own) : 'none'}, and the ${cardName(cv, card)} is ${Math.floor(card / n) === own ? 'of it' : 'not of it'}.${perm}`;
  }
  if (step.kind === 'layoff' && p.rows) {
    const open = cv.deck.suits.map((_, s) => s).filter((s) => p.rows!.lo[s]! >= 0);
    const start = (step as LayoffStep).start;
    const rank = (r: number) => cv.deck.rankNames[r]?.[0] ?? cv.deck.ranks[r]!;
    const rows = open.map((s) => (p.rows!.lo[s] === p.rows!.hi[s] ? `${suitName(cv, s)}: the ${rank(p.rows!.lo[s]!)} alone`
      : `${suitName(cv, s)} from the ${rank(p.rows!.lo[s]!)} to the ${rank(p.rows!.hi[s]!)}`));
    return rows.length ? `The rows on the table: ${rows.join('; ')}. A card fits next to a row's end card, one rank above or below; a new row opens with a ${rank((step as LayoffStep).start % n)}.`
      : `No row is open yet: the lay-off starts with the ${cardName(cv, start)}.`;
  }
  return '';
}
