/**
 * The exchange with the table (`exchange 6 of trump for trump card`): the participant holding that
 * card of the trump suit may swap it for the turned trump card (`"N:give:6H"`) or keep it
 * (`"N:pass"`). Nobody has a choice when no trump card is turned, when the card is the turned one,
 * or when its holder already holds the turned card: then the step is over as it starts.
 */
import type { ExchangeStep } from '../../../compile/deal-steps.ts';
import type { PlayState } from '../../state.ts';
import { exchangeCard, exchanger, exchangeRefusal, handsAfterExchange } from './table-exchange.ts';
import type { Move, Refusal, StepKind } from '../step.ts';
import type { CompiledVariant } from '../../../compile/compile.ts';

const cardOf = (cv: CompiledVariant, step: ExchangeStep, p: PlayState) =>
  exchangeCard(cv.deck.ranks.length, step.rank, p.trump);
const holderOf = (cv: CompiledVariant, step: ExchangeStep, p: PlayState) =>
  exchanger(p.hands, p.participants, cardOf(cv, step, p), p.deal.upcard);

/** The exchange step. */
export const exchange: StepKind<ExchangeStep> = {
  // The card exchanged is the turned trump card, which a scenario must therefore give.
  takesUpcard: true,
  start: (cv, step, p) => ({ ...p, made: holderOf(cv, step, p) < 0 }),
  toMove: (cv, step, p) => (p.made ? [] : [holderOf(cv, step, p)]),
  legal(cv, step, p, seat): Move[] {
    if (p.made || seat !== holderOf(cv, step, p)) return [];
    return [{ kind: 'give', cards: [cardOf(cv, step, p)] }, { kind: 'pass' }];
  },
  explain(cv, step, p, seat, move): Refusal | null {
    const card = cardOf(cv, step, p);
    const holder = p.made ? -1 : holderOf(cv, step, p);
    const name = card >= 0 ? cv.deck.names[card] : `the ${cv.deck.ranks[step.rank]} of trumps`;
    if (move.kind === 'give') {
      const why = exchangeRefusal(cv.deck.names, holder, seat, card, move.cards);
      return why ? { clause: step.id, reason: `${why} (rule ${step.id})` } : null;
    }
    if (move.kind === 'pass') {
      return seat === holder
        ? null
        : { clause: step.id, reason: `only the holder of ${name} may keep it or exchange it (rule ${step.id})` };
    }
    return {
      clause: step.id,
      reason: `the holder of ${name} first exchanges it for the trump card or keeps it (rule ${step.id})`,
    };
  },
  apply(cv, step, p, seat, move) {
    if (move.kind === 'pass') return { ...p, made: true, plays: [...p.plays, `${seat}:keep`] };
    if (move.kind !== 'give') return p;
    const card = cardOf(cv, step, p);
    return {
      ...p,
      hands: handsAfterExchange(p.hands, seat, card, p.deal.upcard),
      deal: { ...p.deal, upcard: card },
      made: true,
      plays: [...p.plays, `${seat}:give:${card}`],
    };
  },
  swapAsked: (cv, step, p, seat) =>
    !p.made && seat === holderOf(cv, step, p)
      ? { card: cardOf(cv, step, p), upcard: p.deal.upcard, rule: step.id }
      : null,
  done: (_cv, _step, p) => p.made,
};
