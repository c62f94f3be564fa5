/**
 * Vitest's global set-up: says once, before the tests, which tests will be skipped here and why
 * (a missing Chromium or built site), so that a local run never looks complete when it is not.
 */
import { missingForBrowser, REQUIRED } from './built-site.ts';

/** Prints the notice (or nothing when every test can run). */
export default function notice(): void {
  const missing = missingForBrowser();
  if (missing.length === 0 || REQUIRED) return;
  console.warn(
    `\nNotice: the browser and built-site tests are skipped here: they need ${missing.join(' and ')}. CI runs them (STICHWORT_REQUIRE_BROWSER=1).\n`,
  );
}
