/**
 * Rules about where clauses stand and how many of a kind may be in force:
 * - `misplaced-clause`: deal-scoring clauses (`march when`, `when ...:`, `ends when`, `at end`,
 *   `after deal`) belong in a phase; whole-game clauses (`game over`, play-off, table and card
 *   clauses) do not;
 * - `unreachable-clause`: the last phase has no next phase, so its `ends when` / `at end` never run;
 * - `conflicting-clauses`: of a kind that says one thing (players, deck, deal, winner, lead, ...),
 *   two clauses in force at once, where the compiler would silently use the first;
 * - `deal-packets`: the packets of a deal add up to the cards each player gets, and the players
 *   can all be dealt from the pack.
 */
import type { ClauseBody, DealBody, DeckBody, PlayersBody } from '../../parse/ast.ts';
import type { ResolvedClause, ResolvedVariant } from '../../resolve/resolve.ts';
import { diagnostic, type Diagnostic } from '../diagnostic.ts';

type Kind = ClauseBody['kind'];
const PHASE_ONLY: Kind[] = ['March', 'Score', 'Ends', 'AtEnd', 'AfterDeal'];
const GAME_ONLY: Kind[] = ['GameOver', 'PlayoffDealer', 'PlayoffLead', 'PlayoffRank', 'PlayoffNextDealer', 'Players', 'Deck',
  'Deal', 'Winner', 'Lead', 'NextDealer', 'Tally', 'Ties', 'Rubber', 'Settle', 'Order', 'Special', 'Must', 'Trump', 'Action', 'TrumpsBeat'];
/** Kinds of which one clause is read (per phase for `points` and `play`); more than one in force at once is a conflict. */
const SINGLE: Kind[] = ['Players', 'Deck', 'Deal', 'Winner', 'Lead', 'NextDealer', 'Ties', 'Rubber', 'Settle', 'Points', 'Play', 'TrumpsBeat',
  'PlayoffDealer', 'PlayoffLead', 'PlayoffRank', 'PlayoffNextDealer'];

const keyword = (c: ResolvedClause) => (c.node.body as { keyword: string }).keyword;

/** Two clauses can be in force together unless guarded by different readings of one ambiguity. */
function together(a: ResolvedClause, b: ResolvedClause): boolean {
  const ga = a.node.guard, gb = b.node.guard;
  return !(ga && gb && ga.ambiguity.name === gb.ambiguity.name && ga.reading.name !== gb.reading.name);
}

/** Reports misplaced, unreachable and conflicting clauses, and deals that do not add up. */
export function checkPlacement(v: ResolvedVariant): Diagnostic[] {
  const out: Diagnostic[] = [];
  const last = v.phases.at(-1)?.id;
  for (const c of v.clauses) {
    const kind = c.node.body.kind;
    const isPlayoffMarch = kind === 'March' && (c.node.body as { playoff: boolean }).playoff;
    if (PHASE_ONLY.includes(kind) && !isPlayoffMarch && c.phase === null) {
      out.push(diagnostic('misplaced-clause', c.node.id.loc, `\`${keyword(c)}\` clause \`${c.id}\` is outside any phase, so it never applies`,
        'move it into a `phase id "Title" { ... }` block'));
    }
    if ((GAME_ONLY.includes(kind) || isPlayoffMarch) && c.phase !== null) {
      out.push(diagnostic('misplaced-clause', c.node.id.loc, `\`${keyword(c)}\` clause \`${c.id}\` is about the whole game, not phase \`${c.phase}\``,
        'move it out of the phase block'));
    }
    if ((kind === 'Ends' || kind === 'AtEnd') && c.phase !== null && c.phase === last) {
      out.push(diagnostic('unreachable-clause', c.node.id.loc, `\`${c.id}\` is in the last phase, \`${last}\`, which has no next phase to end into`,
        'end the game with a `game over when ...` clause instead, or add a phase after it'));
    }
  }
  for (const [kind, phase] of SINGLE.flatMap((k) => [null, ...v.phases.map((p) => p.id)].map((ph) => [k, ph] as const))) {
    const clauses = v.clauses.filter((c) => c.node.body.kind === kind && c.phase === phase);
    for (let i = 1; i < clauses.length; i++) {
      const first = clauses.slice(0, i).find((x) => together(x, clauses[i]!));
      if (first) {
        out.push(diagnostic('conflicting-clauses', clauses[i]!.node.id.loc,
          `\`${clauses[i]!.id}\` and \`${first.id}\` are both \`${keyword(first)}\` clauses in force at once; only one can be`,
          `override \`${first.id}\` instead, or guard each with a different reading (\`if reading ... is ...\`)`));
      }
    }
  }
  const deck = v.clauses.find((c) => c.node.body.kind === 'Deck')?.node.body as DeckBody | undefined;
  const players = v.clauses.find((c) => c.node.body.kind === 'Players')?.node.body as PlayersBody | undefined;
  for (const c of v.clauses.filter((x) => x.node.body.kind === 'Deal')) {
    const d = c.node.body as DealBody;
    const sum = d.packets.reduce((a, b) => a + b, 0);
    if (sum !== d.count) {
      out.push(diagnostic('deal-packets', c.node.body.loc, `the packets add up to ${sum} cards, but each player is dealt ${d.count}`,
        `make the packets add up to ${d.count}, e.g. \`in packets ${d.count}\``));
    }
    const size = deck ? deck.suits.length * deck.ranks.length : 0;
    if (deck && players && players.max * d.count > size) {
      out.push(diagnostic('deal-packets', c.node.body.loc, `${players.max} players of ${d.count} cards need ${players.max * d.count}; the pack has ${size}`,
        'deal fewer cards each, or use a larger pack'));
    }
  }
  return out;
}
