/**
 * A card-play clause in words, for refusals: "Hearts may not be led until a Heart has been played
 * (no-hearts-lead)". Built from the clause itself, so every rule a variant writes explains itself
 * and no sentence is written by hand per rule. Names come from the deck (`H "Hearts"`); a symbol
 * without a name is shown as written.
 */
import type { Cond, MustBody } from '../parse/ast.ts';
import type { Deck } from './cards.ts';
import { capital, cardNoun, condWords, deckNames, isCardTitle, type Names } from './words.ts';

/** A `must` clause in words: "Hearts may not be led until a Heart has been played". */
export function mustWords(body: MustBody, names: Names): string {
  const n = cardNoun(body.card, names.deck);
  const verb = body.lead ? 'led' : 'played';
  return `${body.negate ? `${capital(n.plural)} may not be ${verb}` : `${capital(n.a)} must be ${verb}`}${mustWhen(body, names)}`;
}

/**
 * When a `must` clause binds, after its head: " when …", or " until a Heart has been played" for
 * `when played X = 0`, a rule that lasts until the first such card. `whose`: as in numWords.
 */
export function mustWhen(body: MustBody, names: Names, whose?: string): string {
  const w = body.when;
  if (
    w?.kind === 'Compare' &&
    w.op === '=' &&
    w.left.kind === 'PlayedCount' &&
    w.right.kind === 'Num' &&
    w.right.value === 0
  ) {
    return ` until ${cardNoun(w.left.card, names.deck).a} has been played`;
  }
  return w ? ` when ${condWords(w, names, false, whose)}` : '';
}

/**
 * The condition of a `deal ends when` in words: a count of cards played reached reads "4 Queens have
 * been played", "the King of Hearts has been played" (the count only grows, so `=` and `>=` read
 * alike); anything else as conditions read.
 */
export function dealEndWords(c: Cond, names: Names): string {
  if (c.kind === 'Logic') return `${dealEndWords(c.left, names)} ${c.op} ${dealEndWords(c.right, names)}`;
  if (
    c.kind === 'Compare' &&
    c.left.kind === 'PlayedCount' &&
    c.right.kind === 'Num' &&
    c.right.value > 0 &&
    (c.op === '=' || c.op === '>=')
  ) {
    const n = cardNoun(c.left.card, names.deck);
    return c.right.value === 1 ? `${n.a} has been played` : `${c.right.value} ${n.plural} have been played`;
  }
  return condWords(c, names);
}

/**
 * The reason a card is refused under `must` clause `id`, as a sentence: "Hearts may not be led until
 * a Heart has been played (no-hearts-lead)", "A card that beats the trick must be played when a
 * trump was led (overtrump)". A clause of one phase says so first, by the phase's title: "In a deal
 * of No Hearts, Hearts may not be led until a Heart has been played (no-hearts-lead)".
 */
export const describeMust = (
  body: MustBody,
  deck: Deck,
  id: string,
  phase: string | null = null,
  options?: ReadonlyMap<string, string>,
): string => {
  const names = options ? { ...deckNames(deck), option: (o: string) => options.get(o) ?? null } : deckNames(deck);
  return phase === null
    ? `${mustWords(body, names)} (${id})`
    : `In a deal of ${phase}, ${uncapital(mustWords(body, names), deck)} (${id})`;
};

/**
 * A sentence's first word in lower case after a comma ("a card that beats …"), unless it is a name
 * the deck gives a suit or rank ("Hearts may not be led", "King of Hearts").
 */
function uncapital(sentence: string, deck: Deck): string {
  const first = /^\p{Lu}[\p{L}']*/u.exec(sentence)?.[0];
  if (!first) return sentence;
  return isCardTitle(deck, first) ? sentence : sentence.charAt(0).toLowerCase() + sentence.slice(1);
}
