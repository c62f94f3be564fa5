/**
 * Seats round the table the way the game goes: the Play table draws an anticlockwise game mirrored
 * (the next player on the human's right, seen from above), and the seats the project names itself
 * (searches, slates, the Playground) go N, E, S, W in a clockwise game and N, W, S, E anticlockwise.
 */
import { describe, expect, it } from 'vitest';
import { compassSeats } from '../../src/engine/seat-names.ts';
import { seatSpots } from '../../src/islands/play-table.ts';
import { scoredWitness } from '../../src/explore/witness.ts';
import { compiled } from '../helpers.ts';

describe('seats round the table the way the game goes', () => {
  it('the next player sits on the left in a clockwise game, on the right in an anticlockwise one', () => {
    expect(seatSpots(4, 'clockwise')).toEqual(['bottom', 'left', 'top', 'right']);
    expect(seatSpots(4, 'anticlockwise')).toEqual(['bottom', 'right', 'top', 'left']);
    expect(seatSpots(5, 'anticlockwise')).toEqual(['bottom', 'right', 'top-right', 'top-left', 'left']);
    expect(seatSpots(3, 'clockwise')).toEqual(['bottom', 'left', 'right']);
  });
  it('compass names in the order of play, from North', () => {
    expect(compassSeats('clockwise', 4)).toEqual(['N', 'E', 'S', 'W']);
    expect(compassSeats('anticlockwise', 4)).toEqual(['N', 'W', 'S', 'E']);
    expect(compassSeats('clockwise', 3)).toEqual(['N', 'E', 'S']);
    expect(compassSeats('anticlockwise', 6)).toEqual(['N', 'W', 'S', 'E', 'P5', 'P6']);
  });
  it('a witness between two variants of a clockwise game seats them clockwise; of an anticlockwise one, anticlockwise', () => {
    const bounds = { maxDepth: 3, maxStates: 5_000 };
    const clockwise = compiled('kein-stich');
    expect(clockwise.players.direction).toBe('clockwise');
    expect(scoredWitness(clockwise, compiled('kein-stich-march'), bounds).scenario!.players).toEqual([
      'N',
      'E',
      'S',
      'W',
    ]);
    const anticlockwise = compiled('hindersche-pagat');
    expect(anticlockwise.players.direction).toBe('anticlockwise');
    expect(scoredWitness(anticlockwise, compiled('hindersche-swedish'), bounds).scenario!.players).toEqual([
      'N',
      'W',
      'S',
      'E',
    ]);
  });
});
