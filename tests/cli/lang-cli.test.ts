/**
 * The CLI in German (src/cli/lang.ts): `explain --lang de` says each rule as a German sentence,
 * `run --lang de` words a refused move in German, a German locale (LANG=de_*) picks German when no
 * --lang is given, an unknown --lang is a usage error naming the languages, and diagnostics stay
 * English.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** `stichwort ARGS` with the locale `env` (nothing else of the caller's locale leaks in). */
function cli(args: string[], env: Record<string, string> = {}) {
  const { LANG: _l, LC_ALL: _a, LC_MESSAGES: _m, ...rest } = process.env;
  const r = spawnSync(process.execPath, ['bin/stichwort.js', ...args], {
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...rest, ...env },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const FOLLOW_DE = 'Wer bedienen kann, muss bedienen oder einen Trumpf spielen.';

describe('stichwort explain --lang de', () => {
  it('says each rule in German, with its citation, grouped by phase', () => {
    const r = cli(['explain', 'hindersche-pagat', '--lang', 'de']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines).toContain('Quellen');
    expect(lines).toContain('Ganze Partie');
    expect(lines).toContain('Phase butzen: Phase 2 – Butzen');
    expect(lines).toContain(`  follow-or-trump    ${FOLLOW_DE}`);
    // The tally by the file's German title, the march by the prelude's (grammar/prelude.stw declares the event).
    expect(lines).toContain(
      '  march-made         Wenn jemand einen Durchmarsch gemacht hat, erhält jeder andere Spieler einen Strich.',
    );
    expect(lines).toContain('Offene Fragen');
    expect(r.stdout).not.toContain('Whole game');
  });

  it('picks German from a German locale, and English from --lang en or LC_ALL over LANG', () => {
    expect(cli(['explain', 'kein-stich'], { LANG: 'de_DE.UTF-8' }).stdout).toContain('Ganze Partie');
    expect(cli(['explain', 'kein-stich'], { LANG: 'de_AT' }).stdout).toContain('Ganze Partie');
    expect(cli(['explain', 'kein-stich', '--lang', 'en'], { LANG: 'de_DE.UTF-8' }).stdout).toContain('Whole game');
    expect(cli(['explain', 'kein-stich'], { LANG: 'de_DE.UTF-8', LC_ALL: 'C' }).stdout).toContain('Whole game');
    // No locale, or one of another language: English, as before.
    expect(cli(['explain', 'kein-stich']).stdout).toContain('Whole game');
    expect(cli(['explain', 'kein-stich'], { LANG: 'fr_FR.UTF-8' }).stdout).toContain('Whole game');
  });

  it('refuses an unknown --lang with the languages it takes (exit 2)', () => {
    const r = cli(['explain', 'kein-stich', '--lang', 'fr']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('stichwort explain: unknown --lang value "fr": the languages are "en" and "de"');
    expect(r.stderr).toContain('Usage: stichwort explain VARIANT [--json] [--lang en|de]');
    expect(r.stdout).toBe('');
  });

  it('keeps diagnostics English in German', () => {
    const dir = mkdtempSync(join(tmpdir(), 'stw-lang-'));
    const bad = join(dir, 'bad.stw');
    writeFileSync(bad, 'variant bad "Bad"\nfoo\n');
    const r = cli(['explain', bad, '--lang', 'de'], { LANG: 'de_DE.UTF-8' });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('error[syntax]: expected `(` or `:` but found the end of the file');
  });

  it('documents --lang in --help', () => {
    for (const command of ['explain', 'run']) {
      const r = cli([command, '--help']);
      expect(r.stdout).toContain('--lang en|de writes the rules and refusals in English or German');
      expect(r.stdout).toContain('LANG=de_DE.UTF-8');
    }
  });
});

describe('stichwort run --lang de', () => {
  const file = 'tests/scenarios/public/pagat-04-illegal-play.json';
  it('words the refused move in German, in the transcript and on stderr (exit 1)', () => {
    const r = cli(['run', file, '--lang', 'de']);
    expect(r.status).toBe(1);
    const message = `W darf AS nicht spielen: ${FOLLOW_DE} Herz wurde ausgespielt, und W hat eine Herzkarte; Trumpf ist Ecke. (Regel follow-or-trump [pagat "Rules of Play"])`;
    expect(JSON.parse(r.stdout).error).toEqual({ deal: 1, play: 11, rule: 'follow-or-trump', message });
    expect(r.stderr).toBe(`${file}: deal 1, play 11: ${message}\n`);
  });

  it('in English without --lang, and in German from LANG=de_*', () => {
    expect(JSON.parse(cli(['run', file]).stdout).error.message).toMatch(/^W may not play AS: /);
    expect(JSON.parse(cli(['run', file], { LANG: 'de_CH.UTF-8' }).stdout).error.message).toMatch(
      /^W darf AS nicht spielen: /,
    );
  });

  it('refuses an unknown --lang (exit 2)', () => {
    const r = cli(['run', file, '--lang', 'english']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('stichwort run: unknown --lang value "english": the languages are "en" and "de"');
  });
});
