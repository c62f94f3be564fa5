/**
 * A refused move of a scenario in German (`stichwort run --lang de`): who may not make it, the
 * sentence the engine builds from the clause and the table (../../engine/de/explain.ts, the same
 * the German Play table shows), and the rule with its citation. The German twin of replay.ts'
 * English messages, given to the replay as `ReplayOptions.moveRefusal`.
 */
import type { CompiledVariant } from '../../compile/compile.ts';
import type { GermanTitles } from '../../core/lang.ts';
import { clauseSentenceDe, refusedDe } from '../../engine/de/explain.ts';
import { germanNamesOf } from '../../engine/de/names.ts';
import { legalStepMoves } from '../../engine/steps/index.ts';
import type { Move } from '../../engine/steps/step.ts';
import type { MoveRefusalWords } from '../replay.ts';

/** What a player may not do, after "darf": "7C nicht spielen", "den letzten Stich jetzt nicht nehmen". */
function verbDe(cv: CompiledVariant, move: Move): string {
  switch (move.kind) {
    case 'card':
      return `${cv.deck.names[move.card]} nicht spielen`;
    case 'pass':
      return 'nicht passen';
    case 'pickup':
      return 'jetzt nicht aufnehmen';
    case 'give':
      return `${move.cards.map((c) => cv.deck.names[c]).join(', ')} jetzt nicht geben`;
    case 'name':
      return `${cv.deck.suits[move.suit]} jetzt nicht als Trumpf bestimmen`;
    case 'take':
      return 'den letzten Stich jetzt nicht nehmen';
    case 'choose':
      return `„${move.option}“ jetzt nicht wählen`;
  }
}

/** The German words of a refused move, with the variant's German titles when the caller has them. */
export const moveRefusalDe =
  (german?: GermanTitles): MoveRefusalWords =>
  (cv, why, p, players, seat, move) => {
    const who = players[seat]!;
    const names = germanNamesOf(cv, german);
    const clause = cv.variant.clauses.find((c) => c.id === why.clause);
    const cite = clause?.node.cite
      ? ` [${clause.node.cite.source.name}${clause.node.cite.section ? ` "${clause.node.cite.section}"` : ''}]`
      : '';
    const rule = ` (Regel ${why.clause}${cite})`;
    if (why.clause === 'turn') return `${who} darf ${verbDe(cv, move)}: ${players[p.turn]} ist am Zug`;
    if (why.clause === 'deal-over') return `${who} darf ${verbDe(cv, move)}: das Spiel ist vorbei`;
    switch (move.kind) {
      case 'card': {
        if (why.clause === 'hand') return `${who} hat ${cv.deck.names[move.card]} nicht`;
        const said = refusedDe(cv, names, why, p, seat, move.card, players, -1).replace(
          /^.+? darf nicht gespielt werden: /,
          '',
        );
        return `${who} darf ${verbDe(cv, move)}: ${said}${rule}`;
      }
      case 'pass':
        return why.clause === 'no-pass'
          ? `${who} darf nicht passen: in diesem Spiel muss jede Karte gespielt werden`
          : `${who} darf nicht passen: Wer eine Karte anlegen kann, muss sie anlegen${rule}`;
      case 'pickup':
        if (why.clause === 'no-pickup') return `${who} darf nicht aufnehmen: dieses Spiel wird in Stichen gespielt`;
        if (p.trick.length === 0) return `${who} darf nicht aufnehmen: es liegt nichts zum Aufnehmen${rule}`;
        if (legalStepMoves(cv, p, seat).some((m) => m.kind === 'card'))
          return `${who} darf nicht aufnehmen: Wer schlagen kann, muss schlagen, und ${who} hat eine Karte, die schlägt${rule}`;
        break;
      case 'take': {
        if (why.clause === 'no-take-trick')
          return `${who} darf den letzten Stich nicht nehmen: in dieser Variante nimmt niemand einen Stich, den ein anderer gewonnen hat`;
        const won = p.lastTrick ? `, den ${players[p.lastTrick.takenBy]} gewonnen hat` : '';
        const sentence = clauseSentenceDe(cv, names, p, why.clause);
        return `${who} darf den ${p.tricksPlayed}. Stich${won}, nicht nehmen${sentence ? `: ${sentence.replace(/\.$/, '')}` : ''}${rule}`;
      }
    }
    const sentence = clauseSentenceDe(cv, names, p, why.clause);
    return `${who} darf ${verbDe(cv, move)}${sentence ? `: ${sentence.replace(/\.$/, '')}` : ''}${rule}`;
  };
