/**
 * Bots choose a card from the legal ones. They see only what a player at the table sees: their own
 * hand, the cards in the current trick and the trump (through the card tables).
 */
import type { CardTables } from '../compile/cards.ts';
import type { Rng } from './rng.ts';

/** What a bot may look at. */
export interface BotView { t: CardTables; hand: readonly number[]; trick: readonly number[]; legal: readonly number[]; trumpSuit: number }

/** Picks one of `view.legal`. */
export type Bot = (view: BotView, rng: Rng) => number;

/** Plays a uniformly random legal card. */
export const randomBot: Bot = (v, rng) => v.legal[rng.int(v.legal.length)]!;

/**
 * A reverse-game heuristic: when it cannot take the trick, it sheds its most valuable card; when it
 * must or may take it, it plays its lowest card; leading, it plays its lowest-ranked card.
 */
export const greedyBot: Bot = (v) => {
  const { t, legal, trick } = v;
  if (trick.length === 0) return lowest(t, legal);
  const led = t.eff[trick[0]!]!;
  const trumped = trick.some((c) => t.eff[c] === v.trumpSuit);
  const beats = (c: number): boolean => trick.every((x) => {
    if (t.eff[c] === t.eff[x]) return t.power[c]! > t.power[x]!;
    if (t.eff[c] === v.trumpSuit) return true;
    return t.eff[x] !== v.trumpSuit && t.eff[x] !== led && t.eff[c] === led;
  }) && (trumped ? t.eff[c] === v.trumpSuit : t.eff[c] === led || t.eff[c] === v.trumpSuit);
  const safe = legal.filter((c) => !beats(c));
  if (safe.length > 0) return safe.reduce((a, b) => (t.points[b]! > t.points[a]! || (t.points[b] === t.points[a] && t.power[b]! > t.power[a]!) ? b : a));
  return lowest(t, legal);
};

function lowest(t: CardTables, cards: readonly number[]): number {
  return cards.reduce((a, b) => (t.power[b]! + t.points[b]! * 4 < t.power[a]! + t.points[a]! * 4 ? b : a));
}

/**
 * Bots by name, for the CLI. The name comes from the command line, so the table has no prototype:
 * `--bots constructor` or `--bots toString` finds nothing instead of an Object method.
 */
export const bots: Record<string, Bot> = Object.assign(Object.create(null) as Record<string, Bot>, { random: randomBot, greedy: greedyBot });
