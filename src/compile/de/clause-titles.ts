/**
 * A rule's name in German: what a clause is about, in a few words („Die Trumpfkarte, wenn …“, „Wer
 * ein Stechen gibt“), for the places that list rules by name (Compare's Rule column, the Sources
 * page, a rulebook's list of its rules). The German twin of ../clause-titles.ts: two clauses of one
 * phase get different names, the name carrying the clause's condition and its reading.
 */
import type { ClauseBody, ClauseNode, Cond } from '../../parse/ast.ts';
import type { Names } from '../words.ts';
import { gameWordsDe } from './game-words.ts';
import { eventDe, optionDe, readingDe, specialDe } from './names.ts';
import { phrase } from './nouns.ts';
import { capitalDe, cardPhrase, cardsDe, condDe, orListDe, tidy } from './words.ts';

/** ", wenn …" for a condition; ", sonst" after another clause of its kind that is tried first. */
const whenOr = (cond: Cond | null, names: Names, afterAnother: boolean): string =>
  cond ? `, wenn ${condDe(cond, names, gameWordsDe(names))}` : afterAnother ? ', sonst' : '';

/** What a clause body is about, as a German name (no full stop). */
function clauseNameDe(clause: ClauseNode, names: Names, afterAnother: boolean): string {
  const body: ClauseBody = clause.body;
  switch (body.kind) {
    case 'Players':
      return 'Spieler und Spielrichtung';
    case 'Deck':
      return 'Das Blatt';
    case 'Special': {
      const nick = specialDe(names, clause.id.name);
      return nick ? `Die besondere Karte „${nick.one}“` : 'Eine besondere Karte';
    }
    case 'Order':
      return body.which === 'trump'
        ? 'Die Rangfolge der Trümpfe'
        : names.trumps === false
          ? 'Die Rangfolge der Karten'
          : 'Die Rangfolge der anderen Farben';
    case 'Points':
      return body.values.length ? 'Was die Karten zählen' : 'Was die Stiche zählen';
    case 'Deal':
      return 'Das Geben';
    case 'Trump':
      return body.source === 'none'
        ? `Keine Trümpfe${whenOr(body.when, names, afterAnother)}`
        : `Die Trumpfkarte${whenOr(body.when, names, afterAnother)}`;
    case 'TrumpNamed':
      return 'Wer die Trumpffarbe bestimmt';
    case 'Choice':
      return `Eine Wahl: ${orListDe(body.options.map((o) => `„${optionDe(names, o.id.name) ?? o.title}“`))}`;
    case 'PhaseOrder':
      return 'Wer die nächste Spielart wählt';
    case 'Exchange':
      return 'Eine Karte gegen die Trumpfkarte tauschen';
    case 'Give':
      return 'Karten weitergeben vor dem Ausspielen';
    case 'GiveRule':
      return body.talon ? 'Wer den Talon nimmt' : 'Karten, die vor dem Ausspielen wandern';
    case 'LayAway':
      return 'Karten, die vor dem Ausspielen beiseitegelegt werden';
    case 'PassOn':
      return 'Karten, die beim Aufnehmen weitergehen';
    case 'Draw':
      return 'Ziehen aus dem Stock';
    case 'Lead':
      return 'Wer zuerst ausspielt';
    case 'NextDealer':
      return 'Wer als Nächster gibt';
    case 'NextGameDealer':
      return 'Wer die nächste Partie gibt';
    case 'PlayoffNextLead':
      return 'Wer nach einem Stechen ausspielt';
    case 'Must': {
      const n = cardPhrase(body.card, names);
      const verb = body.lead ? 'ausgespielt' : 'gespielt';
      // Following suit is "Bedienen" ("Bedienen oder Trumpf").
      const rest = body.card.kind === 'CardAny' ? body.card.options.filter((o) => o.kind !== 'CardLed') : [];
      const follows =
        !body.lead &&
        (body.card.kind === 'CardLed' || (body.card.kind === 'CardAny' && rest.length < body.card.options.length));
      if (!body.negate && follows)
        return `Bedienen${rest.map((o) => ` oder ${cardsDe(cardPhrase(o, names), 'none', 'nom')}`).join('')}`;
      return body.negate
        ? `Welche Karten nicht ${verb} werden dürfen: ${cardsDe(n, 'none', 'nom', true)}`
        : `${body.lead ? 'Ausspielen' : 'Spielen'}: ${cardsDe(n, 'indef', 'nom')}`;
    }
    case 'Winner':
      return 'Wer einen Stich gewinnt';
    case 'Play':
      return body.mode === 'tricks'
        ? 'Spiel in Stichen'
        : body.mode === 'layoff'
          ? 'Anlegen in Farbreihen'
          : 'Schlagen und Aufnehmen';
    case 'TrumpsBeat':
      return 'Trumpf gegen Trumpf';
    case 'Action':
      return body.effect === 'take-trick' ? 'Einen fremden Stich nehmen' : 'Neues Geben verlangen';
    case 'Tally': {
      const own = names.german?.tallies.get(clause.id.name);
      // What is counted, by its noun: "Die Striche", a shared tally one thing ("Die Kasse").
      if (own) return capitalDe(phrase(own.noun, 'def', 'nom', body.scope !== 'shared'));
      return body.title ? `„${body.title}“` : 'Ein Zähler';
    }
    case 'Ties':
      return 'Gleichstand';
    case 'Teams':
      return 'Partner';
    case 'EventWhen':
      return `Was als ${eventDe(names, body.event.name)?.title.one ?? body.event.name} zählt${body.playoff ? ' im Stechen' : ''}`;
    case 'Ends':
      return 'Wann die Phase endet';
    case 'DealEnds':
      return 'Wann ein Spiel vorzeitig endet';
    case 'AtEnd':
      return `Am Ende der Phase${whenOr(body.when, names, false)}`;
    case 'AfterDeal':
      return `Nach jedem Spiel${whenOr(body.when, names, false)}`;
    case 'GameOver':
      return 'Wann die Partie vorbei ist';
    case 'Score':
      return `Wertung${whenOr(body.cond, names, afterAnother)}`;
    case 'PlayoffDealer':
      return 'Wer ein Stechen gibt';
    case 'PlayoffLead':
      return 'Wer im Stechen ausspielt';
    case 'PlayoffRank':
      return 'Wer ein Stechen gewinnt';
    case 'PlayoffNextDealer':
      return 'Wer nach einem Stechen gibt';
    case 'Rubber':
      return 'Wie lange ein Robber dauert';
    case 'Settle':
      return 'Abrechnung nach dem Robber';
  }
}

/** A clause's German name, with the reading it holds under („…, nach der Lesart „…““). */
export function clauseTitleDe(clause: ClauseNode, names: Names, afterAnother = false): string {
  const name = tidy(clauseNameDe(clause, names, afterAnother));
  const g = clause.guard;
  return g ? `${name}, nach der Lesart „${readingDe(names, g.ambiguity.name, g.reading.name)}“` : name;
}
