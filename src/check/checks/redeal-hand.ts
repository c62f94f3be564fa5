/**
 * Rule `play-condition`, in the `when` of an `action redeal`: a redeal is asked once the cards are
 * dealt and before any is played, so its condition may read the asker's hand (`holding`, `holding
 * only`, `held`) with card sets known before play (a suit, a card, `rank R`, `trump`, `points`),
 * but not a trick (`trick`, `first trick`, `last trick`, `led is`, `played`, and the card sets
 * `led`, `beating`, `undertrump`).
 */
import type { CardPred, Cond, MustBody } from '../../parse/ast.ts';
import type { Loc } from '../../core/location.ts';
import { diagnostic, type Diagnostic } from '../../core/diagnostic.ts';
import { visit, type AstNode } from '../../resolve/visit.ts';

/** Why a trick atom cannot stand in a redeal's condition, and what it can read instead. */
const HINT =
  'a redeal is asked once the cards are dealt and before any is played: its condition can read the asker’s hand (`holding`, `holding only`, `held` with a suit, a card, `rank R`, `trump` or `points`), not a trick';

/** Atoms and card sets that read a trick, in words. */
const TRICK_ONLY: ReadonlyMap<string, string> = new Map([
  ['TrickNumber', '`trick`'],
  ['StockCount', '`stock`'],
  ['TrickIs', '`first trick` / `last trick`'],
  ['LedIs', '`led is`'],
  ['PlayedCount', '`played`'],
  ['CardLed', '`led`'],
  ['CardBeating', '`beating`'],
  ['CardUndertrump', '`undertrump`'],
]);

/** Refuses, at the word, what in a redeal's condition reads a trick. */
export function refuseTrickAtoms(when: Cond, out: Diagnostic[]): void {
  const refuse = (n: AstNode): void => {
    out.push(
      diagnostic(
        'play-condition',
        n.loc,
        `${TRICK_ONLY.get(n.kind)} has no meaning in a redeal's condition: no card has been played yet`,
        HINT,
      ),
    );
  };
  visit(when, {
    TrickNumber: refuse,
    StockCount: refuse,
    TrickIs: refuse,
    LedIs: refuse,
    PlayedCount: refuse,
    CardLed: refuse,
    CardBeating: refuse,
    CardUndertrump: refuse,
  });
}

/**
 * The card sets a redeal's condition reads the hand with, each as the card set of a `must play`
 * rule, so that the card-play checker checks them against the pack.
 */
export function handSets(when: Cond): MustBody[] {
  const sets: MustBody[] = [];
  const asMust = (card: CardPred, loc: Loc): MustBody => ({
    kind: 'Must',
    keyword: 'must',
    loc,
    negate: false,
    lead: false,
    card,
    when: null,
  });
  visit(when, {
    Holding: (n) => sets.push(asMust(n.card, n.loc)),
    HoldingOnly: (n) => sets.push(asMust(n.card, n.loc)),
    HeldCount: (n) => sets.push(asMust(n.card, n.loc)),
  });
  return sets;
}
