import { defineConfig } from 'vitest/config';

/**
 * Tests that start the `stichwort` command (each a Node process), search many states, fuzz, or play
 * every reading of every variant: minutes, not seconds. `npm run test:unit` leaves them out.
 */
const SLOW = [
  'tests/cli/**/*.test.ts',
  'tests/explore/**/*.test.ts',
  'tests/check/fuzz.test.ts',
  'tests/format/fmt.test.ts',
  'tests/sim/simulate.test.ts',
  'tests/engine/play-every-reading.test.ts',
  'tests/variants/integration-fixtures.test.ts',
  'tests/variants/hearts-fixture.test.ts',
  'tests/variants/partners-fixture.test.ts',
];
/** Tests that drive the built site in Chromium. */
const BROWSER = ['tests/e2e/**/*.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    // Says once which tests are skipped here (no Chromium, no built site); CI fails them instead.
    globalSetup: ['tests/skipped-notice.ts'],
    // The islands' words in English, as an English page loads them before it draws (src/islands/i18n/ui.ts).
    setupFiles: ['tests/islands/ui-setup.ts'],
    projects: [
      // Pure functions of their input: one worker runs many files, so the sources are loaded once per worker, not per file.
      {
        extends: true,
        test: { name: 'unit', include: ['tests/**/*.test.ts'], exclude: [...SLOW, ...BROWSER], isolate: false },
      },
      { extends: true, test: { name: 'slow', include: SLOW } },
      { extends: true, test: { name: 'browser', include: BROWSER } },
    ],
  },
});
