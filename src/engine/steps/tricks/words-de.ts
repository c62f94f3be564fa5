/**
 * How a trick deal is said in German: what on the table makes a refusal apply ("Herz wurde
 * ausgespielt, und du hast eine Herzkarte; Trumpf ist Schellen.") and what a card would do (the
 * Play table's hint). The German twin of ./words.ts and ./hint.ts, read through
 * ../words-de-registry.ts.
 */
import type { CompiledVariant } from '../../../compile/compile.ts';
import { cardDe, scoreDe } from '../../../compile/de/words.ts';
import { suitDe } from '../../../compile/de/names.ts';
import { noun, phrase, suitCardNoun } from '../../../compile/de/nouns.ts';
import type { Names } from '../../../compile/words.ts';
import type { PlayState } from '../../state.ts';
import { phaseOfPlay, tablesFor } from '../common.ts';

/** The suit led and whether the seat holds it, and the trump suit. */
export function tricksSituationDe(
  cv: CompiledVariant,
  names: Names,
  p: PlayState,
  seat: number,
  players: readonly string[],
  you: number,
): string {
  if (!p.trick.length) return '';
  const n = cv.deck.ranks.length;
  const led = Math.floor(p.trick[0]! / n);
  const holds = p.hands[seat]!.some((c) => Math.floor(c / n) === led);
  const suit = suitDe(names, led);
  const has = seat === you ? 'du hast' : `${players[seat]} hat`;
  return `${suit.one} wurde ausgespielt, und ${has} ${phrase(suitCardNoun(suit), holds ? 'indef' : 'neg', 'acc')}${p.trump >= 0 ? `; Trumpf ist ${suitDe(names, p.trump).one}` : ''}.`;
}

const PUNKT = noun('Punkt', 'm', 'Punkte');

/** What playing `card` would do to the trick, said to the player at seat `you` ("der Eichel-Ober: du nimmst den Stich mit 14 Punkten"). */
export function tricksHintDe(
  cv: CompiledVariant,
  names: Names,
  p: PlayState,
  seat: number,
  card: number,
  players: readonly string[],
  you: number,
): string {
  const phase = phaseOfPlay(cv, p);
  const t = tablesFor(cv, p);
  const trick = [...p.trick, card];
  const seats = [...p.trickSeats, seat];
  const w = seats[cv.play.winner(t, trick)]!;
  let points = phase.trickValues[p.tricksPlayed] ?? 0;
  for (const c of trick) points += t.points[c]!;
  const name = phrase(cardDe(names, card), 'def', 'nom');
  const full = trick.length === p.participants.length;
  if (full)
    return w === you
      ? `${name}: du nimmst den Stich mit ${scoreDe(points, PUNKT, 'dat')}`
      : `${name}: ${players[w]} nimmt den Stich mit ${scoreDe(points, PUNKT, 'dat')}`;
  return `${name}: ${w === you ? 'du hältst' : `${players[w]} hält`} den Stich bisher (${scoreDe(points, PUNKT, 'nom')} darin)`;
}

/** A tutorial position in a trick, for the player at seat 0: the trumps, and who led („Ada hat ausgespielt; du bist am Zug.“). */
export function tricksPositionDe(names: Names, p: PlayState, players: readonly string[]): string[] {
  return [
    p.trump >= 0 ? `Trumpf ist ${suitDe(names, p.trump).one}.` : 'Es gibt keinen Trumpf.',
    p.trick.length ? `${players[p.trickSeats[0]!]} hat ausgespielt; du bist am Zug.` : 'Du spielst aus.',
  ];
}
