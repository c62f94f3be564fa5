/**
 * Personal trump suits given without a card's holder (a beating game), as pure functions: by seat
 * (`personal trumps C S H D by seat from forehand`) or chosen by each player in turn from forehand
 * (`personal trumps chosen`). The leader is decided apart from them, by the variant's `lead`.
 */

/**
 * Each seat's personal trump (-1 for players not dealt in): the listed suits go round in order of
 * play from `first` (a participant; the forehand when it is not one).
 */
export function trumpsBySeat(
  suits: readonly number[],
  participants: readonly number[],
  first: number,
  seats: number,
): number[] {
  const trumps = new Array<number>(seats).fill(-1);
  const at = Math.max(0, participants.indexOf(first));
  suits.forEach((suit, k) => {
    if (k < participants.length) trumps[participants[(at + k) % participants.length]!] = suit;
  });
  return trumps;
}

/** Who chooses next: the first participant, in order of play from forehand, without a suit yet; -1 when all have one. */
export const nextChooser = (participants: readonly number[], trumps: readonly number[]): number =>
  participants.find((q) => trumps[q]! < 0) ?? -1;

/** The suits `seat` may choose now: every suit, or with no repeats those nobody has chosen. */
export function choosable(suits: number, trumps: readonly number[], repeats: boolean): number[] {
  const out: number[] = [];
  for (let s = 0; s < suits; s++) if (repeats || !trumps.includes(s)) out.push(s);
  return out;
}

/** Why `seat` may not choose `suit` now, in words (`suitNames`: the deck's suit symbols), or null. */
export function chooseRefusal(
  suitNames: readonly string[],
  participants: readonly number[],
  trumps: readonly number[],
  seat: number,
  suit: number,
  repeats: boolean,
): string | null {
  const turn = nextChooser(participants, trumps);
  if (turn < 0) return 'every player already has a personal trump suit';
  if (seat !== turn) return 'it is not their turn to choose a personal trump suit';
  if (suit < 0 || suit >= suitNames.length) return 'a personal trump must be a suit of the deck';
  if (!repeats && participants.some((q) => trumps[q] === suit))
    return `${suitNames[suit]} is already another player's personal trump suit`;
  return null;
}
