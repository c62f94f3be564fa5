/**
 * Rules `pass-on-play` and `give-cards` for cards that pass on when picked up (`on pickup: give
 * cards CARDS to SEAT`):
 * - `pass-on-play`: the cards move when a player picks up, so every deal the clause stands in is
 *   played as a beating game (tricks are taken and rows laid off, never picked up): the phase's own
 *   `play` clauses in force together with it, else the game's (tricks by default);
 * - `give-cards`: the set is of cards named by themselves (a suit, a card, `rank R`, joined by `or`),
 *   each symbol a suit or card of the deck and each rank one of its ranks; `led`, `trump`, `beating`,
 *   `undertrump` and `points` read a trick or a single trump suit, which a pick-up does not have.
 * Where the seat may name a card's holder or a result is `misplaced-seat` (check-seats.ts).
 */
import type { DeckBody, PassOnBody, PlayBody } from '../../parse/ast.ts';
import type { ResolvedVariant } from '../../resolve/resolve.ts';
import { diagnostic, type Diagnostic } from '../../core/diagnostic.ts';
import { together } from './combinations.ts';
import { cardSetProblems } from './card-set.ts';

/** Reports cards passed on in deals without pick-ups, and sets that name no card. */
export function checkPassOn(v: ResolvedVariant): Diagnostic[] {
  const rules = v.clauses.filter((c) => c.node.body.kind === 'PassOn');
  if (rules.length === 0) return [];
  const out: Diagnostic[] = [];
  const plays = v.clauses.filter((c) => c.node.body.kind === 'Play');
  const deck = v.clauses.find((c) => c.node.body.kind === 'Deck')?.node.body as DeckBody | undefined;
  for (const c of rules) {
    const body = c.node.body as PassOnBody;
    // The play of the deals it stands in: a phase's own `play`, else the game's (tricks by default).
    const scopes = c.phase !== null ? [c.phase] : v.phases.length ? v.phases.map((ph) => ph.id) : [null];
    for (const phase of scopes) {
      const own = plays.filter((p) => p.phase === phase && phase !== null && together(p, c));
      const inForce = own.length ? own : plays.filter((p) => p.phase === null && together(p, c));
      const other = inForce.find((p) => (p.node.body as PlayBody).mode !== 'beating');
      if (inForce.length > 0 && !other) continue;
      const how = !other
        ? 'in tricks (no `play` clause says otherwise)'
        : (other.node.body as PlayBody).mode === 'layoff'
          ? `by laying off (rule ${other.id})`
          : `in tricks (rule ${other.id})`;
      const which =
        phase === null || c.phase !== null || v.phases.length === 1 ? 'this deal' : `a deal of phase ${phase}`;
      out.push(
        diagnostic(
          'pass-on-play',
          body.loc,
          `cards pass on when a player picks up, but ${which} is played ${how}, where nobody picks up`,
          'pass cards on in a deal played as a beating game (`play beating, ...`), or give them before play (`give cards ... to SEAT`)',
        ),
      );
      break;
    }
    out.push(
      ...cardSetProblems(body.cards, deck, (word) => ({
        message: `\`${word}\` reads a trick or a single trump suit, which cards picked up in a beating game do not have`,
        hint: 'name the cards by suit, card or rank: `H`, `KH`, `rank K` (joined by `or`)',
      })),
    );
  }
  return out;
}
