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
import type { CardPred, DeckBody, PassOnBody, PlayBody } from '../../parse/ast.ts';
import type { ResolvedVariant } from '../../resolve/resolve.ts';
import { diagnostic, type Diagnostic } from '../../core/diagnostic.ts';
import { together } from './combinations.ts';

/** Card sets that read the trick or the trump suit, by node kind, and their words. */
const READS_PLAY = new Map<string, string>([
  ['CardLed', 'led'],
  ['CardTrump', 'trump'],
  ['CardBeating', 'beating'],
  ['CardUndertrump', 'undertrump'],
  ['CardPoints', 'points'],
]);

/** Reports cards passed on in deals without pick-ups, and sets that name no card. */
export function checkPassOn(v: ResolvedVariant): Diagnostic[] {
  const rules = v.clauses.filter((c) => c.node.body.kind === 'PassOn');
  if (rules.length === 0) return [];
  const out: Diagnostic[] = [];
  const plays = v.clauses.filter((c) => c.node.body.kind === 'Play');
  const deck = v.clauses.find((c) => c.node.body.kind === 'Deck')?.node.body as DeckBody | undefined;
  const suits = new Set(deck?.suits.map((s) => s.name) ?? []);
  const ranks = new Set(deck?.ranks.map((r) => r.name) ?? []);
  const isCard = (name: string) => [...ranks].some((r) => [...suits].some((s) => `${r}${s}` === name));
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
    const stack: CardPred[] = [body.cards];
    // Bounded by the set as written: each node once.
    while (stack.length) {
      const x = stack.pop()!;
      if (x.kind === 'CardAny') stack.push(...x.options);
      else if (READS_PLAY.has(x.kind))
        out.push(
          diagnostic(
            'give-cards',
            x.loc,
            `\`${READS_PLAY.get(x.kind)}\` reads a trick or a single trump suit, which cards picked up in a beating game do not have`,
            'name the cards by suit, card or rank: `H`, `KH`, `rank K` (joined by `or`)',
          ),
        );
      else if (x.kind === 'CardRank' && !ranks.has(x.rank.name))
        out.push(
          diagnostic(
            'give-cards',
            x.rank.loc,
            `\`${x.rank.name}\` is not a rank of the deck, so \`rank ${x.rank.name}\` names no card`,
            `the ranks are ${[...ranks].join(', ')}`,
          ),
        );
      else if (x.kind === 'CardSym' && !suits.has(x.sym.name) && !isCard(x.sym.name))
        out.push(
          diagnostic(
            'give-cards',
            x.sym.loc,
            `\`${x.sym.name}\` is neither a suit nor a card of the deck, so it names no card`,
            ranks.has(x.sym.name)
              ? `for every card of that rank write \`rank ${x.sym.name}\``
              : 'a suit or a card such as `KH`',
          ),
        );
    }
  }
  return out;
}
