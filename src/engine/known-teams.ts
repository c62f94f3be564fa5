/**
 * What a player at the table knows of the teams: fixed teams (`teams across`) from the start;
 * teams found by a card (`partner of dealer is holder of AH`) only once every card that names a
 * partner has been played, or was dealt to that player. The engine knows them from the deal on
 * (PlayState.teams); the Play table shows no more than the player knows. Browser code: kept small.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import { teamsOfTable, type SeatScope } from '../compile/expr.ts';
import type { PlayState } from './state.ts';

/**
 * The teams found by a card in a deal whose seats (the dealer, who is out) are `seats`, as a
 * function of the hands as dealt (see DealSight.teamsOf): a search reads it on the hands it samples.
 * Undefined for a variant whose teams are not found by a card.
 */
export function foundTeamsOf(
  cv: CompiledVariant,
  seats: SeatScope,
): ((dealt: readonly (readonly number[])[]) => readonly number[] | undefined) | undefined {
  const found = cv.foundTeams;
  if (!found) return undefined;
  const cardIndex = (name: string) => cv.deck.byName.get(name) ?? -1;
  return (dealt) => found({ ...seats, hands: dealt as number[][], cardIndex }) ?? undefined;
}

/**
 * The team of `seat` as `seat` knows it in deal `p` (null between deals): every team member, `seat`
 * included, or null when the teams are not known to them yet (or the game has none).
 */
export function knownTeam(cv: CompiledVariant, p: PlayState | null, seat: number, seats: number): number[] | null {
  if (!cv.teams) return null;
  if (cv.teams !== 'found') return teamsOfTable(cv.teams, seats).find((t) => t.includes(seat)) ?? null;
  if (!p?.teams) return null;
  const own = p.hands[seat] ?? [];
  // A card is known once played (`seat:card` in the deal's plays) or while in the player's own hand.
  const played = (card: number) =>
    own.includes(card) || p.plays.some((x) => x === `${x.slice(0, x.indexOf(':'))}:${card}`);
  if (!(cv.foundCards ?? []).every(played)) return null;
  return teamsOfTable('found', seats, p.teams).find((t) => t.includes(seat)) ?? null;
}
