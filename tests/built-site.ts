/**
 * Whether the tests that need the built site (and Chromium, for the browser tests) can run here.
 * Locally they are skipped when either is missing, and tests/skipped-notice.ts says so once; in CI
 * (`CI` or `STICHWORT_REQUIRE_BROWSER` set, as `.ci/run` does) they fail instead, so that they can
 * never pass by not running.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Debian's Chromium; the tests never download a browser. */
export const CHROMIUM = '/usr/bin/chromium';
/** The built site under test: dist/, or the folder STICHWORT_DIST names (a build with `astro build --outDir`). */
export const DIST = resolve(process.cwd(), process.env.STICHWORT_DIST ?? 'dist');
/** Whether the tests must run: set in CI, where a skipped test would hide a missing browser or build. */
export const REQUIRED = Boolean(process.env.STICHWORT_REQUIRE_BROWSER || process.env.CI);

/** What is missing for the built-site tests (empty when nothing is). */
export const missingForSite = (): string[] =>
  existsSync(join(DIST, 'index.html')) ? [] : [`a built site in ${DIST} (npm test builds it; or npm run build)`];
/** What is missing for the browser tests (empty when nothing is). */
export const missingForBrowser = (): string[] => [
  ...(existsSync(CHROMIUM) ? [] : [`${CHROMIUM} (apt-get install -y chromium)`]),
  ...missingForSite(),
];

/** Whether the built site is there; in CI its absence fails the test file that asks. */
export const haveBuiltSite = missingForSite().length === 0;
if (!haveBuiltSite && REQUIRED) throw new Error(`the built-site tests need ${missingForSite().join(' and ')}`);
