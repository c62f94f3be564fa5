/**
 * How a beating deal is said in German: why a card is refused, what on the table makes it so, and
 * what a card would do (the Play table's hint). The German twin of ./words.ts, read through
 * ../words-de-registry.ts.
 */
import type { CompiledVariant } from '../../../compile/compile.ts';
import type { BeatingStep } from '../../../compile/steps.ts';
import { rankDe, suitDe } from '../../../compile/de/names.ts';
import { phrase } from '../../../compile/de/nouns.ts';
import { cardDe } from '../../../compile/de/words.ts';
import type { Names } from '../../../compile/words.ts';
import { playCard } from '../../play.ts';
import type { PlayState } from '../../state.ts';
import { beats } from './rules.ts';

const PRONOUN = { m: 'er', f: 'sie', n: 'es' } as const;

/** Why `card` may not beat: a card of the suit on top must beat where one can, or it does not beat at all. */
export function beatingReasonDe(
  cv: CompiledVariant,
  step: BeatingStep,
  names: Names,
  p: PlayState,
  seat: number,
  card: number,
): string {
  const it = PRONOUN[cardDe(names, card).gender];
  const beatsTop =
    p.trick.length > 0 && beats(cv.deck, step, p.trumps!, p.trick.at(-1)!, p.trickSeats.at(-1)!, card, seat);
  return beatsTop
    ? `Wer mit einer Karte der obersten Farbe schlagen kann, muss das tun, und ${it} gehört nicht zu dieser Farbe`
    : `${it.charAt(0).toUpperCase()}${it.slice(1)} schlägt die oberste Karte nicht`;
}

/** The card on top and whose trump suit it is, the seat's own trump suit, and the permanent trumps. */
export function beatingSituationDe(
  step: BeatingStep,
  names: Names,
  p: PlayState,
  seat: number,
  card: number,
  players: readonly string[],
  you: number,
): string {
  if (!p.trick.length || !p.trumps) return '';
  const n = names.deck.ranks.length;
  const top = p.trick.at(-1)!;
  const by = p.trickSeats.at(-1)!;
  const own = p.trumps[seat]!;
  const theirs = p.trumps[by]!;
  const perm =
    step.permanent >= 0
      ? ` ${phrase(rankDe(names, step.permanent), 'def', 'nom', true).replace(/^d/, 'D')} schlagen jede andere Karte.`
      : '';
  const whose = seat === you ? 'deine Trumpffarbe' : `die Trumpffarbe von ${players[seat]}`;
  return (
    `Oben liegt ${phrase(cardDe(names, top), 'def', 'nom')}, gespielt von ${by === you ? 'dir' : players[by]}` +
    `${theirs >= 0 ? ` (Trumpffarbe: ${suitDe(names, theirs).one})` : ''}; ` +
    `${whose} ist ${own >= 0 ? suitDe(names, own).one : 'keine'}, und ${phrase(cardDe(names, card), 'def', 'nom')} ` +
    `${Math.floor(card / n) === own ? 'gehört dazu' : 'gehört nicht dazu'}.${perm}`
  );
}

/** What beating with `card` would do: go out with it, or beat the card on top. */
export function beatingHintDe(cv: CompiledVariant, names: Names, p: PlayState, seat: number, card: number): string {
  const name = phrase(cardDe(names, card), 'def', 'nom');
  return playCard(cv, p, seat, card).hands[seat]!.length === 0
    ? `${name}: deine letzte Karte, du gehst hinaus`
    : `${name} schlägt die oberste Karte`;
}

/** A tutorial position in a beating deal, for the player at seat 0: beat the top card, or pick the trick up. */
export const beatingPositionDe = (p: PlayState): string[] => [
  p.trick.length ? 'Schlag die oberste Karte, oder nimm den Stich auf. Du bist am Zug.' : 'Du spielst aus.',
];
