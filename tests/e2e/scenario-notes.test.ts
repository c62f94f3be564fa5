/**
 * A variant page's "In a scenario" notes name only the forms its scenarios can use: a trick taken
 * out of turn (the Schleipfe, `"schleipfen"`) only where a rule lets a player take one.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, haveBuiltSite } from '../built-site.ts';

const notes = (variant: string): string => {
  const html = readFileSync(join(DIST, 'variants', variant, 'index.html'), 'utf8');
  return html.slice(
    html.indexOf('id="scenario-notes"'),
    html.indexOf('</section>', html.indexOf('id="scenario-notes"')),
  );
};

describe.skipIf(!haveBuiltSite)('the scenario notes of a variant page', () => {
  it('name the trick taken out of turn where a rule allows one, and nowhere else', () => {
    expect(notes('hindersche-pagat')).toContain('schleipfen');
    expect(notes('bauernheinrich')).not.toContain('schleipfen');
    expect(notes('kein-stich')).not.toContain('schleipfen');
  });
});
