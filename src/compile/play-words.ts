/**
 * A card-play clause in words, for refusals: "Hearts may not be led until a Heart has been played
 * (no-hearts-lead)". Built from the clause itself, so every rule a variant writes explains itself
 * and no sentence is written by hand per rule. Names come from the deck (`H "Hearts"`); a symbol
 * without a name is shown as written.
 */
import type { MustBody } from '../parse/ast.ts';
import type { Deck } from './cards.ts';
import { cardNoun, condWords, deckNames, type Names } from './words.ts';

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A `must` clause in words: "Hearts may not be led until a Heart has been played". `following`:
 * said of the players it binds, as a rule is read whole ("A player following must play a card of
 * the suit led when they hold one"); a refusal says it of the card.
 */
export function mustWords(body: MustBody, names: Names, following = false): string {
  const n = cardNoun(body.card, names.deck);
  const verb = body.lead ? 'led' : 'played';
  const head = following && !body.lead ? `A player following ${body.negate ? `may not play ${n.plural}` : `must play ${n.a}`}`
    : body.negate ? `${capital(n.plural)} may not be ${verb}` : `${capital(n.a)} must be ${verb}`;
  // `when played X = 0` is a rule that lasts until the first such card: say so.
  const w = body.when;
  if (w?.kind === 'Compare' && w.op === '=' && w.left.kind === 'PlayedCount' && w.right.kind === 'Num' && w.right.value === 0) {
    return `${head} until ${cardNoun(w.left.card, names.deck).a} has been played`;
  }
  return `${head}${w ? ` when ${condWords(w, names, false, following ? 'their' : 'the player’s')}` : ''}`;
}

/**
 * The reason a card is refused under `must` clause `id`, as a sentence: "Hearts may not be led until
 * a Heart has been played (no-hearts-lead)", "A card that beats the trick must be played when a
 * trump was led (overtrump)".
 */
export const describeMust = (body: MustBody, deck: Deck, id: string): string => `${mustWords(body, deckNames(deck))} (${id})`;
