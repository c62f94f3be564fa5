/**
 * Who leads a deal: the seat its lead clause names. Kept apart from the flow so that a deal in play
 * can find its leader again once a step before play (a pass) has moved the card that names it.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import type { LeadScope } from './state.ts';

/**
 * The seat `lead`'s clause names, with `hands` (as they are now) for a seat named by a card; -1 when
 * the seat does not exist. `wrap` runs the clause (the flow names the clause when it fails).
 */
export function leaderFrom(
  cv: CompiledVariant,
  lead: LeadScope,
  hands?: number[][],
  wrap?: (f: () => number) => number,
): number {
  const seat =
    lead.clause === 'lead' ? cv.lead : lead.clause === 'playoff-lead' ? cv.playoff.lead : cv.playoff.thenLead!.seat;
  // Seat functions only read their scope: without hands, the lead's own seats serve (no copy each deal).
  const scope = hands
    ? { ...lead.seats, hands, cardIndex: (name: string) => cv.deck.byName.get(name) ?? -1 }
    : lead.seats;
  return wrap ? wrap(() => seat(scope)) : seat(scope);
}
