/**
 * A simulation finds the order of play once per deal, before the cards are dealt, unless a lead
 * clause names a seat by a card in hand (then again from the cards): which variants are which.
 */
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../src/engine/bots.ts';
import { playerFor } from '../../src/sim/play-block.ts';
import { join } from 'node:path';
import { VARIANTS_DIR } from '../../src/resolve/disk.ts';
import { compiled } from '../helpers.ts';

describe('leads that read the cards', () => {
  it('a lead by a card holder waits for the cards; the usual lead does not', () => {
    expect(
      playerFor(compiled(join(VARIANTS_DIR, 'house', 'kein-stich-seven-leads.stw')), randomBot).leadReadsHands,
    ).toBe(true);
    for (const id of ['hindersche-pagat', 'kein-stich', 'bauernheinrich'])
      expect(playerFor(compiled(id), randomBot).leadReadsHands).toBe(false);
  });
});
