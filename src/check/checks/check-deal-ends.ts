/**
 * Rules of `deal ends when COND` (a deal in tricks stopping early):
 * - `play-condition`: the condition is tried after a trick, with no player to move and no trick on
 *   the table, so it reads the cards played so far (`played CARDS`), readings and choices only: the
 *   hand (`holding`, `holding only`, `held`), the trick (`led is`, `first trick`, `last trick`,
 *   `trick`) and the card sets that need a trick (`led`, `beating`, `undertrump`) are refused where
 *   they stand (values of the game are refused by check-play-conditions, as in a card-play rule);
 * - `misplaced-clause`: in the block of a phase whose deals are not played in tricks it never applies;
 * - `unreachable-clause`: a count of cards played compared with a number the deck cannot reach
 *   (`played rank Q = 5` in a pack of four Queens) never holds, so the deal never ends early.
 */
import type { CardPred, Cond, DealEndsBody, DeckBody, NumExpr } from '../../parse/ast.ts';
import type { ResolvedVariant } from '../../resolve/resolve.ts';
import { visit, type AstNode } from '../../resolve/visit.ts';
import { diagnostic, type Diagnostic } from '../../core/diagnostic.ts';
import { notInTricks } from './check-placement.ts';

/** What a deal's end cannot read, by node kind, in words. */
const NOT_AT_END: ReadonlyMap<string, string> = new Map([
  ['Holding', '`holding`'],
  ['HoldingOnly', '`holding only`'],
  ['HeldCount', '`held`'],
  ['LedIs', '`led is`'],
  ['TrickIs', '`first trick` / `last trick`'],
  ['TrickNumber', '`trick`'],
  ['StockCount', '`stock`'],
  ['CardLed', '`led`'],
  ['CardBeating', '`beating`'],
  ['CardUndertrump', '`undertrump`'],
]);

/** Checks every `deal ends when` clause. */
export function checkDealEnds(v: ResolvedVariant): Diagnostic[] {
  const out: Diagnostic[] = [];
  const decks = v.clauses.filter((c) => c.node.body.kind === 'Deck').map((c) => c.node.body as DeckBody);
  for (const c of v.clauses) {
    if (c.node.body.kind !== 'DealEnds') continue;
    const body = c.node.body as DealEndsBody;
    const refuse = (n: AstNode): void => {
      out.push(
        diagnostic(
          'play-condition',
          n.loc,
          `${NOT_AT_END.get(n.kind)} has no meaning when a deal ends: the end is tried after a trick, with no hand to read and no trick on the table`,
          'a deal ends on the cards played so far: `played CARDS` (a suit, a card, `rank Q`, `points`, `trump`), readings and `chosen`',
        ),
      );
    };
    visit(body.cond, Object.fromEntries([...NOT_AT_END.keys()].map((k) => [k, refuse])));
    if (c.phase !== null) {
      const how = notInTricks(v, c.phase);
      if (how)
        out.push(
          diagnostic(
            'misplaced-clause',
            c.node.id.loc,
            `\`deal ends\` clause \`${c.id}\` stops a deal in tricks, but the deals of phase \`${c.phase}\` are ${how}, so it never applies`,
            'put it in the block of a phase played in tricks, or at the top level for every deal played in tricks',
          ),
        );
    }
    // The largest pack the file may be played with: a count that even it cannot reach never comes.
    if (decks.length > 0 && !canHold(body.cond, decks)) {
      out.push(
        diagnostic(
          'unreachable-clause',
          body.cond.loc,
          `\`${c.id}\` can never hold: it counts more cards played than the pack has (or fewer than none), so the deal never ends early`,
          'compare with a count the pack can reach: `played rank Q = 4` with four Queens in the pack',
        ),
      );
    }
  }
  return out;
}

/** How many cards of `p` the pack `d` holds at most (the whole pack when the set depends on the deal). */
function most(p: CardPred, d: DeckBody): number {
  const size = d.suits.length * d.ranks.length;
  switch (p.kind) {
    case 'CardSym':
      return d.suits.some((s) => s.name === p.sym.name) ? d.ranks.length : 1;
    case 'CardRank':
      return d.suits.length;
    case 'CardAny':
      return Math.min(
        size,
        p.options.reduce((a, o) => a + most(o, d), 0),
      );
    default:
      return size;
  }
}

/**
 * Whether `c` may hold for some count of cards played, under some pack of `packs`: false only for a
 * comparison of `played CARDS` with a number outside what the pack allows (and `and`s and `or`s of
 * those); anything else may hold.
 */
function canHold(c: Cond, packs: readonly DeckBody[]): boolean {
  switch (c.kind) {
    case 'Logic':
      return c.op === 'and'
        ? canHold(c.left, packs) && canHold(c.right, packs)
        : canHold(c.left, packs) || canHold(c.right, packs);
    case 'Compare': {
      const played = (e: NumExpr) => (e.kind === 'PlayedCount' ? e : null);
      const count = played(c.left) ?? played(c.right);
      const other = c.left.kind === 'PlayedCount' ? c.right : c.left;
      if (!count || other.kind !== 'Num') return true;
      const n = other.value;
      // Written `N op played X`: turn it round to `played X op' N`.
      const flip: Record<string, string> = { '<': '>', '<=': '>=', '>': '<', '>=': '<=' };
      const op = c.left.kind === 'PlayedCount' ? c.op : (flip[c.op] ?? c.op);
      return packs.some((pack) => {
        const m = most(count.card, pack);
        switch (op) {
          case '=':
            return n >= 0 && n <= m;
          case '<':
            return n > 0;
          case '<=':
            return n >= 0;
          case '>':
            return n < m;
          case '>=':
            return n <= m;
          default:
            return true;
        }
      });
    }
    default:
      return true;
  }
}
