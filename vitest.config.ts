import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    testTimeout: 60_000,
    // Says once which tests are skipped here (no Chromium, no built site); CI fails them instead.
    globalSetup: ['tests/skipped-notice.ts'],
  },
});
