/**
 * A rule's name in words: what a clause is about, in a few words ("The trump card, when the number
 * of players dealt in is 4", "Who deals a play-off"), for the places that list rules by name —
 * Compare's Rule column, the Sources page, a rulebook's list of the rules it explains — where the
 * file's id (`upcard-four`) would otherwise stand. Two clauses of one phase get different names:
 * the name carries the clause's condition, and the reading it holds under.
 */
import type { ClauseBody, ClauseNode, Cond } from '../parse/ast.ts';
import { capital, cardNoun, condWords, type Names } from './words.ts';
import { anEvent } from './game-words.ts';
import { specialWords } from './clause-words.ts';

/** ", when …" for a condition; ", otherwise" after another clause of its kind that is tried first. */
const whenOr = (cond: Cond | null, names: Names, afterAnother: boolean): string =>
  cond ? `, when ${condWords(cond, names)}` : afterAnother ? ', otherwise' : '';

/** What a clause body is about, as a name (no full stop). */
function clauseName(body: ClauseBody, names: Names, afterAnother = false): string {
  const deck = names.deck;
  switch (body.kind) {
    case 'Players':
      return 'Players and the direction of play';
    case 'Deck':
      return 'The pack';
    case 'Special':
      return `${capital(specialWords(body.rank.name, body.of, deck))}${body.nickname ? `, “${body.nickname}”` : ''}`;
    case 'Order':
      return body.which === 'trump'
        ? 'The order of the trumps'
        : names.trumps === false
          ? 'The order of the cards'
          : 'The order of the other suits';
    case 'Points':
      return body.values.length ? 'What the cards count' : 'What the tricks count';
    case 'Deal':
      return 'The deal';
    case 'Trump':
      return body.source === 'none'
        ? `No trumps${whenOr(body.when, names, afterAnother)}`
        : `The trump card${whenOr(body.when, names, afterAnother)}`;
    case 'TrumpNamed':
      return 'Who names the trump suit';
    case 'Choice':
      return `A choice: ${body.options.map((o) => o.title).join(' or ')}`;
    case 'PhaseOrder':
      return 'Who chooses the next contract';
    case 'Exchange':
      return 'Exchanging a card for the trump card';
    case 'Give':
      return 'Passing cards before play';
    case 'GiveRule':
      return body.talon ? 'Who takes the talon' : 'Cards that move before play';
    case 'LayAway':
      return 'Cards laid away before play';
    case 'PassOn':
      return 'Cards that pass on when picked up';
    case 'Draw':
      return 'Drawing from the stock';
    case 'Lead':
      return 'Who leads first';
    case 'NextDealer':
      return 'Who deals next';
    case 'NextGameDealer':
      return 'Who deals the next game';
    case 'PlayoffNextLead':
      return 'Who leads after a play-off';
    case 'Must': {
      const n = cardNoun(body.card, deck);
      const head = body.lead
        ? body.negate
          ? `Which cards may not be led`
          : `Leading ${n.a}`
        : body.negate
          ? `Which cards may not be played`
          : `Playing ${n.a}`;
      return body.negate ? `${head}: ${n.plural}` : head;
    }
    case 'Winner':
      return 'Who takes a trick';
    case 'Play':
      return body.mode === 'tricks'
        ? 'Playing in tricks'
        : body.mode === 'layoff'
          ? 'Laying off in suit rows'
          : 'Beating and picking up';
    case 'TrumpsBeat':
      return 'Trump against trump';
    case 'Action':
      return body.effect === 'take-trick' ? 'Taking a trick that is not yours' : 'Asking for a redeal';
    case 'Tally':
      return body.title ? `The tally “${body.title}”` : `The tally of ${body.description}`;
    case 'Ties':
      return 'Ties';
    case 'Teams':
      return 'Partners';
    case 'EventWhen':
      return `What counts as ${anEvent(names, body.event.name)}${body.playoff ? ' in a play-off' : ''}`;
    case 'Ends':
      return 'When the phase ends';
    case 'DealEnds':
      return 'When a deal stops early';
    case 'AtEnd':
      return `At the end of the phase${whenOr(body.when, names, false)}`;
    case 'AfterDeal':
      return `After each deal${whenOr(body.when, names, false)}`;
    case 'GameOver':
      return 'When the game is over';
    case 'Score':
      return `Scoring${whenOr(body.cond, names, afterAnother)}`;
    case 'PlayoffDealer':
      return 'Who deals a play-off';
    case 'PlayoffLead':
      return 'Who leads in a play-off';
    case 'PlayoffRank':
      return 'Who wins a play-off';
    case 'PlayoffNextDealer':
      return 'Who deals after a play-off';
    case 'Rubber':
      return 'How long a rubber lasts';
    case 'Settle':
      return 'Settling up after the rubber';
  }
}

/**
 * A clause's name, with the reading it holds under where it has one ("Who deals a play-off, under
 * the reading “From the tied deal's dealer”"). `afterAnother` as in ruleWords.
 */
export function clauseTitle(clause: ClauseNode, names: Names, afterAnother = false): string {
  const name = clauseName(clause.body, names, afterAnother);
  const g = clause.guard;
  return g ? `${name}, under the reading “${names.reading(g.ambiguity.name, g.reading.name)}”` : name;
}
