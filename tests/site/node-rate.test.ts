/** Node's throughput, measured at build time for the Simulate panel: a paired run's comes from its two variants'. */
import { describe, expect, it } from 'vitest';
import { nodeDealsPerSecond, nodeRateEntry } from '../../src/site/node-rate.ts';

describe('nodeDealsPerSecond', () => {
  it('measures each variant once and gives a paired run a rate between its two', () => {
    const a = nodeDealsPerSecond(['kein-stich']);
    const b = nodeDealsPerSecond(['hindersche-pagat']);
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(0);
    // Kept: asked again, the same figure (no second measurement).
    expect(nodeDealsPerSecond(['kein-stich'])).toBe(a);
    const pair = nodeDealsPerSecond(['kein-stich', 'hindersche-pagat']);
    expect(pair).toBeGreaterThanOrEqual(Math.min(a, b));
    expect(pair).toBeLessThanOrEqual(Math.max(a, b));
    // A variant against itself plays at its own rate.
    expect(nodeDealsPerSecond(['kein-stich', 'kein-stich'])).toBe(a);
    expect(nodeRateEntry(['kein-stich', 'kein-stich'])).toEqual(['kein-stich kein-stich', a]);
  });
});
