/**
 * Rules `ambiguous-dealer` and `misplaced-dealer`: a seat says which dealer it counts from; rule
 * `misplaced-seat`: a seat named by a card or a result stands only where that is known.
 *
 * Around a play-off there are two dealers: the one who dealt the deal that tied and the one who
 * deals the play-off. A play-off clause (`playoff dealer`, `playoff lead`, `playoff then dealer`)
 * names the one it means, `tied-deal dealer` or `playoff dealer`; a bare `dealer` there could be
 * read either way (in `playoff then dealer next active after dealer`, is play resuming or going on
 * from the play-off?), so it is refused. Elsewhere there is one dealer, written `dealer`. The
 * play-off's own dealer cannot be counted from in the clause that chooses it.
 *
 * `holder of 2C` is known once the cards are dealt, so only in the clauses that choose who leads
 * (`lead`, `playoff lead`), never where a dealer is chosen (before the deal). `loser of last game`
 * is known when a game starts after another: in `next game dealer`. `winner of last playoff` is
 * known as a play-off is settled: in `playoff then dealer`, and in `playoff then lead` (who leads the
 * first ordinary deal after it, where `dealer` is that deal's dealer). A player named by a measure
 * (`player with place 4`) reads the deal just settled: in `next dealer`, and in `choice after play`
 * (the cards just played). Cards that pass on when
 * picked up (`on pickup: give cards`) may name the card's holder (who picked it up), its owner and
 * the holder of a card, all known during play.
 */
import type { ClauseBody, Seat } from '../../parse/ast.ts';
import type { ResolvedVariant } from '../../resolve/resolve.ts';
import { diagnostic, type Diagnostic } from '../../core/diagnostic.ts';

/** Reports dealers named ambiguously in play-off clauses, or named where they do not exist. */
export function checkSeats(v: ResolvedVariant): Diagnostic[] {
  const out: Diagnostic[] = [];
  /** Whether the clause being walked is a `give cards` (a card is being given, which its seats may name). */
  let givesCards = false;
  /** Whether the clause being walked is a `choice after play` (the deal just played is known there). */
  let afterPlay = false;
  /** `where`: the clause the seat stands in; what each dealer word may mean there. */
  const walk = (s: Seat, where: ClauseBody['kind']): void => {
    if (s.kind === 'SeatStep') {
      walk(s.from, where);
      return;
    }
    if (s.kind === 'SeatOfCard') {
      if ((where !== 'GiveRule' || !givesCards) && where !== 'PassOn') {
        const word = s.which === 'holder' ? 'their holder' : 'owner of their suit';
        out.push(
          diagnostic(
            'misplaced-seat',
            s.loc,
            `\`${word}\` names a seat by the card being given, so it stands only in \`give cards\` (before play, or \`on pickup: give cards\`)`,
            'write it in a step such as `give cards rank 6 to owner of their suit`',
          ),
        );
      }
      return;
    }
    if (s.kind === 'SeatHolder') {
      if (
        where !== 'Lead' &&
        where !== 'PlayoffLead' &&
        where !== 'PlayoffNextLead' &&
        where !== 'GiveRule' &&
        where !== 'LayAway' &&
        where !== 'PassOn' &&
        where !== 'Teams'
      ) {
        out.push(
          diagnostic(
            'misplaced-seat',
            s.loc,
            `\`holder of ${s.card.name}\` is only known once the cards are dealt, after the dealer is chosen`,
            'name the holder of a card in `lead`, `playoff lead`, `playoff then lead`, `give cards`, `lay away` or `partner of ... is ...`',
          ),
        );
      }
      return;
    }
    if (s.kind === 'SeatResult') {
      const [word, home, clause] =
        s.result === 'loser-of-last-game'
          ? ['loser of last game', 'NextGameDealer', 'next game dealer']
          : ['winner of last playoff', 'PlayoffNextDealer', 'playoff then dealer` or `playoff then lead'];
      if (where !== home && !(home === 'PlayoffNextDealer' && where === 'PlayoffNextLead')) {
        out.push(
          diagnostic(
            'misplaced-seat',
            s.loc,
            `\`${word}\` is only known in \`${clause}\``,
            s.result === 'loser-of-last-game'
              ? 'write `next game dealer loser of last game`: who deals the first deal of each later game'
              : 'write `playoff then lead winner of last playoff` (who leads the next deal) or `playoff then dealer ... winner of last playoff`',
          ),
        );
      }
      return;
    }
    if (s.kind === 'SeatBy') {
      if (where !== 'NextDealer' && !(where === 'Choice' && afterPlay)) {
        out.push(
          diagnostic(
            'misplaced-seat',
            s.loc,
            'a player named by a measure reads the deal just played, which is known only once the cards are played',
            'name a player by a measure in `next dealer` (`next dealer player with place 4`) or `choice after play by ...`; elsewhere walk from a known seat',
          ),
        );
      }
      return;
    }
    const playoffClause = where === 'PlayoffDealer' || where === 'PlayoffLead' || where === 'PlayoffNextDealer';
    if (s.ref === 'dealer' && playoffClause) {
      out.push(
        diagnostic(
          'ambiguous-dealer',
          s.loc,
          'a play-off clause must say which dealer it counts from',
          'write `tied-deal dealer` (who dealt the deal that tied) or `playoff dealer` (who dealt the play-off)',
        ),
      );
    } else if (s.ref !== 'dealer' && where === 'PlayoffNextLead') {
      out.push(
        diagnostic(
          'misplaced-dealer',
          s.loc,
          '`playoff then lead` chooses who leads the deal after the play-off, which has one dealer',
          'write `dealer`: who deals that deal (see `playoff then dealer`)',
        ),
      );
    } else if (s.ref !== 'dealer' && !playoffClause) {
      const word = s.ref === 'playoff-dealer' ? 'playoff dealer' : 'tied-deal dealer';
      out.push(
        diagnostic(
          'misplaced-dealer',
          s.loc,
          `\`${word}\` is only known in play-off clauses`,
          'outside a play-off clause there is one dealer: write `dealer`',
        ),
      );
    } else if (s.ref === 'playoff-dealer' && where === 'PlayoffDealer') {
      out.push(
        diagnostic(
          'misplaced-dealer',
          s.loc,
          'this clause chooses the play-off dealer, so it cannot count from it',
          'count from the dealer of the deal that tied: `tied-deal dealer`',
        ),
      );
    }
  };
  for (const c of v.clauses) {
    const b = c.node.body;
    if (
      b.kind === 'Lead' ||
      b.kind === 'NextDealer' ||
      b.kind === 'PlayoffDealer' ||
      b.kind === 'PlayoffLead' ||
      b.kind === 'TrumpNamed' ||
      b.kind === 'Choice' ||
      b.kind === 'PhaseOrder'
    ) {
      afterPlay = b.kind === 'Choice' && b.afterPlay !== undefined;
      walk(b.seat, b.kind);
    }
    if (b.kind === 'GiveRule') {
      givesCards = !b.talon;
      walk(b.seat, b.kind);
    }
    if (b.kind === 'PassOn') walk(b.seat, b.kind);
    if (b.kind === 'Deal' && b.talon?.seat) walk(b.talon.seat, b.kind);
    if (b.kind === 'LayAway') {
      givesCards = false;
      walk(b.seat, b.kind);
    }
    if (b.kind === 'Teams' && b.seat && b.partner) for (const x of [b.seat, b.partner]) walk(x, b.kind);
    if (b.kind === 'PlayoffNextDealer') for (const ch of b.choices) walk(ch.seat, b.kind);
    if (b.kind === 'NextGameDealer' || b.kind === 'PlayoffNextLead') walk(b.seat, b.kind);
  }
  return out;
}
