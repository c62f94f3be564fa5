/**
 * The README links the scenario contract inside the repository (tests/scenarios/scenario-format.md),
 * a copy of the team's shared contract. Where the shared one is at hand, the copy must say the same.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const copy = new URL('../scenarios/scenario-format.md', import.meta.url);
const shared = new URL('../../../shared/scenario-format.md', import.meta.url);

describe('the scenario contract kept in the repository', () => {
  it.runIf(existsSync(shared))('is the shared contract, word for word, under its provenance note', () => {
    const body = readFileSync(copy, 'utf8').replace(/^<!--[\s\S]*?-->\n\n/, '');
    expect(body).toBe(readFileSync(shared, 'utf8'));
  });
});
