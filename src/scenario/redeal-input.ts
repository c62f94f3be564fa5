/**
 * A scenario redeal's optional hand (../shared/scenario-format.md "Redeal"): `"hands"` gives the
 * asker's cards as dealt (other players' may stand beside them, unread) and `"trump"` the deal's
 * trump suit, so that a redeal whose condition reads the hand (`when not holding trump`) is read on
 * it. Without `"hands"` the redeal is taken as agreed.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import { cardId } from '../compile/cards.ts';
import { ScenarioInputError, shown } from './errors.ts';

/** The asker's cards (card ids) and the deal's trump suit (-1: none). */
export interface RedealHand {
  cards: number[];
  trump: number;
}

/**
 * Reads `d.hands` and `d.trump` of a redeal asked for by `askedBy` (deal path `at`), or null when it
 * gives no hands. Throws ScenarioInputError, naming the field, when they are malformed.
 */
export function parseRedealHand(
  cv: CompiledVariant,
  d: Record<string, unknown>,
  at: string,
  askedBy: string,
  players: string[],
): RedealHand | null {
  if (!Object.hasOwn(d, 'hands')) {
    if (Object.hasOwn(d, 'trump'))
      throw new ScenarioInputError(`${at}.trump`, 'a redeal gives its trump only with the hands it reads: add `hands`');
    return null;
  }
  if (typeof d.hands !== 'object' || d.hands === null || Array.isArray(d.hands))
    throw new ScenarioInputError(`${at}.hands`, 'expected an object of player → cards');
  const handsIn = d.hands as Record<string, unknown>;
  const seen = new Map<number, string>();
  let asked: number[] | null = null;
  for (const k of Object.keys(handsIn)) {
    if (!players.includes(k)) throw new ScenarioInputError(`${at}.hands.${k}`, `unknown player "${k}"`);
    const h = handsIn[k];
    if (!Array.isArray(h) || h.length > cv.deck.size)
      throw new ScenarioInputError(`${at}.hands.${k}`, 'expected an array of cards');
    const cards = h.map((name, j) => {
      const c = typeof name === 'string' ? cardId(cv.deck, name) : -1;
      if (c < 0)
        throw new ScenarioInputError(
          `${at}.hands.${k}[${j}]`,
          `${shown(name)} is not a card of this pack (e.g. ${cv.deck.names[cv.deck.size - 1]})`,
        );
      if (seen.has(c))
        throw new ScenarioInputError(`${at}.hands.${k}[${j}]`, `${cv.deck.names[c]} is also in ${seen.get(c)}'s hand`);
      seen.set(c, k);
      return c;
    });
    if (k === askedBy) asked = cards;
  }
  if (!asked)
    throw new ScenarioInputError(`${at}.hands.${askedBy}`, `missing: the hand of ${askedBy}, who asks for the redeal`);
  return { cards: asked, trump: redealTrump(cv, d, at) };
}

/** The deal's trump suit: a suit or the turned card (`"KH"`); required when the variant turns one. */
function redealTrump(cv: CompiledVariant, d: Record<string, unknown>, at: string): number {
  const suits = cv.deck.suits;
  if (d.trump === undefined || d.trump === null) {
    if (cv.trumpRules.some((r) => r.source !== 'none'))
      throw new ScenarioInputError(`${at}.trump`, `missing: give the trump suit (${suits.join(' ')})`);
    return -1;
  }
  const named = typeof d.trump === 'string' ? suits.indexOf(d.trump.toUpperCase()) : -1;
  if (named >= 0) return named;
  const turned = typeof d.trump === 'string' ? cardId(cv.deck, d.trump) : -1;
  if (turned >= 0) return Math.floor(turned / cv.deck.ranks.length);
  throw new ScenarioInputError(
    `${at}.trump`,
    `expected one of ${suits.join(' ')} (or the turned card, e.g. K${suits[0]}), got ${shown(d.trump)}`,
  );
}
