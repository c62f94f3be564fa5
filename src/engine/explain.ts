/**
 * Refused cards in words, for every front-end (the CLI's exit-1 message, the Play table, the
 * tutorials): a sentence built from the clause that refuses the card (its reason, from the step's
 * `explain`) and what on the table makes it apply (the suit led and what the player holds, the card
 * on top and the trump suits, the rows laid out), said to the player as "you" or by name.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import type { PlayState } from './state.ts';
import { isCardTitle, rankWord, suitTitle } from '../compile/words.ts';
import { currentStep, explainMove, kindOf } from './steps/index.ts';

/** A card in words: "Ace of Spades", "Ober of Hearts" (its rank and suit as its pack names them, ../compile/pack.ts). */
export function cardName(cv: CompiledVariant, c: number): string {
  const n = cv.deck.ranks.length;
  return `${rankWord(cv.deck, c % n)} of ${suitTitle(cv.deck, Math.floor(c / n))}`;
}

/** A suit's name for readers, as its pack names it ("Acorns", "Clubs"), else its letter. */
export const suitName = (cv: CompiledVariant, s: number): string => suitTitle(cv.deck, s);

/**
 * Why `seat` may not play `card` in `p`, as a sentence for a reader: the engine's reason for the
 * refusal (without the clause id) and what on the table makes it apply, said to `seat` ("you")
 * when it is `you`, else naming the player from `names`. The one place the site words a refused
 * card (the tutorials and the Play table). Null when the card may be played.
 */
export function refusalSentence(
  cv: CompiledVariant,
  p: PlayState,
  seat: number,
  card: number,
  names: readonly string[],
  you = -1,
): { clause: string; sentence: string } | null {
  const r = explainMove(cv, p, seat, { kind: 'card', card });
  if (!r) return null;
  const who =
    seat === you
      ? { holds: 'you hold', is: 'you', Is: 'You', your: 'your' }
      : { holds: `${names[seat]} holds`, is: names[seat]!, Is: names[seat]!, your: `${names[seat]}’s` };
  if (r.clause === 'turn')
    return {
      clause: r.clause,
      sentence: `It is not ${seat === you ? 'your' : who.your} turn: ${names[p.turn]} ${p.turn === you ? 'are' : 'is'} to play.`,
    };
  if (r.clause === 'hand')
    return {
      clause: r.clause,
      sentence: `${who.Is} ${seat === you ? 'do' : 'does'} not hold the ${cardName(cv, card)}.`,
    };
  const rule = afterColon(cv, r.reason.replace(/\s*\((?:rule )?[\w-]+\)\s*$/, ''))
    .replace(/\bthe player holds\b/g, who.holds)
    .replace(/\bthe player\b/g, who.is);
  const facts = situation(cv, p, seat, card, names, you);
  return {
    clause: r.clause,
    sentence: `The ${cardName(cv, card)} may not be played: ${rule}.${facts ? ` ${facts}` : ''}`,
  };
}

/**
 * A clause's reason as it reads after a colon: its first word in lower case ("may not be played:
 * a card of the suit led …"), unless that word is a name the deck gives a suit or rank ("King").
 */
function afterColon(cv: CompiledVariant, reason: string): string {
  const first = /^\p{Lu}[\p{L}']*/u.exec(reason)?.[0];
  if (!first || (first.length > 1 && first === first.toUpperCase())) return reason;
  return isCardTitle(cv.deck, first) ? reason : reason.charAt(0).toLowerCase() + reason.slice(1);
}

/** What on the table makes a refusal apply, as the step's kind says it (its `situation` hook), or ''. */
function situation(
  cv: CompiledVariant,
  p: PlayState,
  seat: number,
  card: number,
  names: readonly string[],
  you: number,
): string {
  const step = currentStep(cv, p);
  return kindOf(step).situation?.(cv, step, p, seat, card, names, you) ?? '';
}
