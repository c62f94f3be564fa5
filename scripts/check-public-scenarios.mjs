#!/usr/bin/env node
// Runs the shared public scenarios (../shared/tools/check-public-scenarios.mjs) when the shared
// folder is next to this checkout, as it is on the team's machines and CI. The same scenarios are
// also vendored in tests/scenarios/public and run by Vitest, so a checkout without ../shared is
// still tested; this step adds the outside view: the real CLI, spawned as `npx stichwort run`.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const tool = new URL('../../shared/tools/check-public-scenarios.mjs', import.meta.url);
if (!existsSync(tool)) {
  console.log('public scenarios: ../shared not found next to this checkout; the vendored copies ran in Vitest');
  process.exit(0);
}
// Only the variants that exist are checked: a scenario naming a variant not yet written is listed, not failed.
const { readdirSync } = await import('node:fs');
const variants = new Set(readdirSync(new URL('../variants/', import.meta.url)).map((f) => f.replace(/\.stw$/, '')));
const prefixes = { pagat: 'hindersche-pagat', swedish: 'hindersche-swedish' };
let failed = 0;
for (const [prefix, variant] of Object.entries(prefixes)) {
  if (!variants.has(variant)) {
    console.log(`public scenarios ${prefix}-*: variant ${variant} not written yet`);
    continue;
  }
  const r = spawnSync(process.execPath, [tool.pathname, '--only', prefix], { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
