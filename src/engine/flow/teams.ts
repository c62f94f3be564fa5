/**
 * Teams found from the cards of a deal (`partner of dealer is holder of AH`): read once the cards
 * are dealt, from the hands as dealt, and carried by the deal's outcome to its settlement, so that
 * scoring reads them as it reads fixed teams. Nothing else learns them: a bot's view and the Play
 * table read the deal as it is played (see the islands' play model).
 */
import type { CompiledVariant } from '../../compile/compile.ts';
import { teamsOfTable, type SeatScope } from '../../compile/expr.ts';
import type { GameState } from '../state.ts';
import { seatScope } from './scopes.ts';

/**
 * Each seat's team (its first seat) in a deal of `s` dealt `hands`, by the variant's `partner of
 * ... is ...` clause; undefined for a variant whose teams are not found from the cards, or when
 * neither seat the clause names exists (then each plays alone).
 */
export function dealTeams(cv: CompiledVariant, s: GameState, hands: readonly number[][]): number[] | undefined {
  if (!cv.foundTeams) return undefined;
  const scope = seatScope(s, {
    hands: hands as number[][],
    cardIndex: (name: string) => cv.deck.byName.get(name) ?? -1,
  });
  return cv.foundTeams(scope) ?? undefined;
}

/**
 * Each seat's team (its first seat) for a deal whose teams go out together (`, out together`), from
 * the deal's seats and the hands as dealt; undefined when the variant's teams do not go out together.
 * Teams found by a card that name nobody leave each player a team of one.
 */
export function teamsOutOf(cv: CompiledVariant, seats: SeatScope, hands: readonly number[][]): number[] | undefined {
  if (!cv.teamsOut || !cv.teams) return undefined;
  const n = hands.length;
  if (cv.teams === 'found') {
    const found = cv.foundTeams?.({
      ...seats,
      hands: hands as number[][],
      cardIndex: (name: string) => cv.deck.byName.get(name) ?? -1,
    });
    return found ?? Array.from({ length: n }, (_, q) => q);
  }
  const team = new Array<number>(n).fill(0);
  for (const t of teamsOfTable(cv.teams, n)) for (const q of t) team[q] = t[0]!;
  return team;
}
