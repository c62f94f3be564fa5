/**
 * Rules `give-cards`, `give-count`, `give-talon`, `unequal-hands` and `misplaced-seat` for cards moved by rule
 * (`give cards CARDS to SEAT`, `give N of CARDS to SEAT`, `give talon to SEAT`) and a talon dealt into a hand (`deal ..., talon
 * N to SEAT`):
 *
 * - `give-cards`: the set is of cards known before play (a suit, a card, `rank R`, joined by `or`):
 *   `led`, `trump`, `beating`, `undertrump` and `points` are found only during play; each symbol is a
 *   suit or card of the deck, each rank one of its ranks, so the set names at least one card;
 * - `give-talon`: the talon given is dealt apart (`deal ..., talon N`, not `talon N to SEAT`);
 * - `misplaced-seat`: `owner of their suit` is found from the personal trumps, so only where
 *   the deal's play gives them (`play beating, personal trumps ...`: chosen, by seat or by a card);
 * - `unequal-hands`: hands that can differ in size are played by a play step that goes out (beating,
 *   lay-off), never in tricks, whose deal is as many tricks as a hand holds; a talon taken and laid
 *   away again by the same player (`lay away N by SEAT`, check-lay-away.ts) leaves them equal.
 */
import type { CardPred, DeckBody, DealBody, GiveRuleBody, PlayBody, Seat } from '../../parse/ast.ts';
import type { ResolvedClause, ResolvedVariant } from '../../resolve/resolve.ts';
import { diagnostic, type Diagnostic } from '../../core/diagnostic.ts';
import { TogetherIndex } from './together.ts';
import { balancedTalon, checkLayAway } from './check-lay-away.ts';
import { cardSetProblems } from './card-set.ts';

const readsOwner = (s: Seat): boolean =>
  s.kind === 'SeatOfCard' ? s.which === 'owner-of-suit' : s.kind === 'SeatStep' ? readsOwner(s.from) : false;

/** The `owner of their suit` node of a seat, for its location. */
const ownerNode = (s: Seat): Seat => (s.kind === 'SeatStep' ? ownerNode(s.from) : s);

/** Reports sets of cards, talons and seats that cannot be given, and unequal hands played in tricks. */
export function checkGiveRule(v: ResolvedVariant): Diagnostic[] {
  const out: Diagnostic[] = [];
  const gives = v.clauses.filter((c) => c.node.body.kind === 'GiveRule');
  const deal = v.clauses.find((c) => c.node.body.kind === 'Deal')?.node.body as DealBody | undefined;
  const talonToSeat = Boolean(deal?.talon?.seat);
  const laysAway = v.clauses.some((c) => c.node.body.kind === 'LayAway');
  if (gives.length === 0 && !talonToSeat && !laysAway) return out;
  const deck = v.clauses.find((c) => c.node.body.kind === 'Deck')?.node.body as DeckBody | undefined;
  // Play clauses in force with a step: whether they choose personal trumps, whether they play tricks.
  const choosing = new TogetherIndex();
  // How each phase plays (its own `play` clause, else the game's, else tricks): whether in tricks.
  const plays = new Map<string | null, boolean>();
  for (const c of v.clauses) {
    if (c.node.body.kind !== 'Play') continue;
    const p = c.node.body as PlayBody;
    // Personal trumps chosen, or given by the cards or by seat: either way a suit has an owner.
    if (p.mode === 'beating' && (p.beating?.assign || p.beating?.personal?.length)) choosing.add(c);
    // Under readings, a phase is in tricks when any of its play clauses is.
    plays.set(c.phase, (plays.get(c.phase) ?? false) || p.mode === 'tricks');
  }
  const phaseInTricks = (ph: string | null): boolean =>
    plays.has(ph) ? plays.get(ph)! : plays.has(null) ? plays.get(null)! : true;
  // A step of the whole game runs in every phase's deals.
  const inTricks = (c: ResolvedClause): boolean =>
    c.phase !== null
      ? phaseInTricks(c.phase)
      : v.phases.length === 0
        ? phaseInTricks(null)
        : v.phases.some((ph) => phaseInTricks(ph.id));
  const setProblems = (p: CardPred): void => {
    out.push(
      ...cardSetProblems(p, deck, (word) => ({
        message: `\`${word}\` is found only during play, but \`give cards\` moves cards before play`,
        hint: 'name the cards by suit, card or rank: `H`, `KH`, `rank 6` (joined by `or`)',
      })),
    );
  };
  for (const g of gives) {
    const body = g.node.body as GiveRuleBody;
    if (body.cards) setProblems(body.cards);
    if (body.count !== undefined && body.count < 1)
      out.push(
        diagnostic(
          'give-count',
          body.countLoc!,
          'giving 0 cards of a set gives nothing',
          'give at least 1, or `give cards ...` for every card of the set',
        ),
      );
    if (body.talon && (!deal?.talon || deal.talon.seat)) {
      out.push(
        diagnostic(
          'give-talon',
          g.node.body.loc,
          deal?.talon
            ? 'the talon is dealt into a hand already (`talon N to SEAT`), so there is none left to give'
            : 'the deal deals no talon, so there is none to give',
          deal?.talon
            ? 'write `talon N` in the `deal` clause for a talon dealt apart, or leave this step out'
            : 'add `, talon N` to the `deal` clause (e.g. `deal 8 each in packets 3 2 3 from forehand, talon 2`)',
        ),
      );
    }
    if (readsOwner(body.seat) && !choosing.firstWith(g)) {
      out.push(
        diagnostic(
          'misplaced-seat',
          ownerNode(body.seat).loc,
          '`owner of their suit` is the player whose personal trump its suit is, and no play of this deal gives personal trumps',
          'give cards to their owners in a beating game with personal trumps (`play beating, ..., personal trumps ...`)',
        ),
      );
    }
    // A talon taken and laid away again by the same player leaves the hands equal.
    const balanced = body.talon && deal?.talon && balancedTalon(v, g, body.seat, deal.talon.count);
    if (inTricks(g) && !balanced) {
      out.push(
        diagnostic(
          'unequal-hands',
          g.node.body.loc,
          'cards given by rule can leave hands of different sizes, but this deal is played in tricks, one card from each hand',
          'give cards by rule in a game played by going out (`play beating` or `play layoff`)',
        ),
      );
    }
  }
  const dealClause = v.clauses.find((c) => c.node.body.kind === 'Deal');
  if (
    deal?.talon?.seat &&
    dealClause &&
    inTricks(dealClause) &&
    !balancedTalon(v, dealClause, deal.talon.seat, deal.talon.count)
  ) {
    out.push(
      diagnostic(
        'unequal-hands',
        deal.talon.loc,
        'a talon dealt into one hand leaves it larger than the others, but this deal is played in tricks, one card from each hand',
        'deal the talon apart (`talon N`) in a game played in tricks, or play by going out (`play beating` or `play layoff`)',
      ),
    );
  }
  out.push(...checkLayAway(v, inTricks));
  return out;
}
