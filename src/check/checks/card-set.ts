/**
 * A set of cards named by themselves (`give cards CARDS`, `give N of CARDS`, `on pickup: give cards
 * CARDS`): a suit, a card or `rank R`, joined by `or`. Shared by the checks of the clauses that
 * move such cards (check-give-rule.ts, check-pass-on.ts), so that both refuse alike (`give-cards`).
 */
import type { CardPred, DeckBody } from '../../parse/ast.ts';
import { diagnostic, type Diagnostic } from '../../core/diagnostic.ts';

/** Card sets that read the trick or the trump suit, by node kind, and their words. */
const READS_PLAY = new Map<string, string>([
  ['CardLed', 'led'],
  ['CardTrump', 'trump'],
  ['CardBeating', 'beating'],
  ['CardUndertrump', 'undertrump'],
  ['CardPoints', 'points'],
]);

/**
 * The problems of `set` against the deck: a set read at play (`why` gives the message and hint for
 * its word), a rank the deck does not have, a symbol that is neither a suit nor a card of the deck.
 */
export function cardSetProblems(
  set: CardPred,
  deck: DeckBody | undefined,
  why: (word: string) => { message: string; hint: string },
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const suits = new Set(deck?.suits.map((s) => s.name) ?? []);
  const ranks = new Set(deck?.ranks.map((r) => r.name) ?? []);
  const isCard = (name: string) => [...ranks].some((r) => [...suits].some((s) => `${r}${s}` === name));
  const stack = [set];
  // Bounded by the set as written: each node once.
  while (stack.length) {
    const x = stack.pop()!;
    if (x.kind === 'CardAny') stack.push(...x.options);
    else if (READS_PLAY.has(x.kind)) {
      const { message, hint } = why(READS_PLAY.get(x.kind)!);
      out.push(diagnostic('give-cards', x.loc, message, hint));
    } else if (x.kind === 'CardRank' && !ranks.has(x.rank.name)) {
      out.push(
        diagnostic(
          'give-cards',
          x.rank.loc,
          `\`${x.rank.name}\` is not a rank of the deck, so \`rank ${x.rank.name}\` names no card`,
          `the ranks are ${[...ranks].join(', ')}`,
        ),
      );
    } else if (x.kind === 'CardSym' && !suits.has(x.sym.name) && !isCard(x.sym.name)) {
      out.push(
        diagnostic(
          'give-cards',
          x.sym.loc,
          `\`${x.sym.name}\` is neither a suit nor a card of the deck, so it names no card`,
          ranks.has(x.sym.name)
            ? `for every card of that rank write \`rank ${x.sym.name}\``
            : `a suit (${[...suits].join(', ')}) or a card such as \`${[...ranks].at(-1) ?? 'A'}${[...suits][0] ?? 'S'}\``,
        ),
      );
    }
  }
  return out;
}
