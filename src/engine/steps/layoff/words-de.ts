/**
 * How a lay-off is said in German: why a card is refused, the rows on the table, and what a card
 * would do (the Play table's hint). The German twin of ./words.ts, read through
 * ../words-de-registry.ts.
 */
import type { Noun } from '../../../core/lang.ts';
import type { LayoffStep } from '../../../compile/steps.ts';
import { rankDe, suitDe } from '../../../compile/de/names.ts';
import { article, phrase } from '../../../compile/de/nouns.ts';
import { cardDe } from '../../../compile/de/words.ts';
import type { Names } from '../../../compile/words.ts';
import type { PlayState } from '../../state.ts';

const PRONOUN = { m: 'Er', f: 'Sie', n: 'Es' } as const;

/** Why `card` may not be laid: it fits no row. */
export const layoffReasonDe = (names: Names, card: number): string =>
  `${PRONOUN[cardDe(names, card).gender]} passt an keine Reihe`;

/** "vom Unter", "von der Sieben" (von + dative, contracted as German writes it). */
const von = (x: Noun): string =>
  x.gender === 'f' ? `von ${phrase(x, 'def', 'dat')}` : `vom ${phrase(x, 'none', 'dat')}`;
/** "bis zum König", "bis zur Sieben". */
const bis = (x: Noun): string => `bis ${x.gender === 'f' ? 'zur' : 'zum'} ${phrase(x, 'none', 'dat')}`;

/** The rows on the table, and the card a new row opens with. */
export function layoffSituationDe(step: LayoffStep, names: Names, p: PlayState): string {
  if (!p.rows) return '';
  const n = names.deck.ranks.length;
  const open = names.deck.suits.map((_, s) => s).filter((s) => p.rows!.lo[s]! >= 0);
  const rows = open.map((s) => {
    const lo = rankDe(names, p.rows!.lo[s]!);
    const hi = rankDe(names, p.rows!.hi[s]!);
    return p.rows!.lo[s] === p.rows!.hi[s]
      ? `${suitDe(names, s).one}: ${phrase(lo, 'def', 'nom')} allein`
      : `${suitDe(names, s).one} ${von(lo)} ${bis(hi)}`;
  });
  const start = rankDe(names, step.start % n);
  return rows.length
    ? `Die Reihen auf dem Tisch: ${rows.join('; ')}. Eine Karte passt neben die Endkarte einer Reihe, einen Rang höher oder tiefer; eine neue Reihe beginnt mit ${article('indef', start.gender, 'dat')} ${phrase(start, 'none', 'dat')}.`
    : `Noch liegt keine Reihe: das Anlegen beginnt mit ${phrase(cardDe(names, step.start), 'def', 'dat')}.`;
}

/** What laying `card` would do (a card offered fits a row). */
export const layoffHintDe = (names: Names, card: number): string =>
  `${phrase(cardDe(names, card), 'def', 'nom')} passt an eine Reihe`;

/** A tutorial position in a lay-off, for the player at seat 0: lay a card that fits a row, or pass. */
export const layoffPositionDe = (p: PlayState): string[] => [
  p.rows?.laid
    ? 'Leg eine Karte an, die an eine Reihe passt, oder pass, wenn keine passt. Du bist am Zug.'
    : 'Du bist am Zug.',
];
