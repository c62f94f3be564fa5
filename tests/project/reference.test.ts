/**
 * The language reference (grammar/README.md) documents every construct with an example that parses
 * and checks (issue 11). The convention for its ```stw blocks is stated at the top of the README
 * and implemented in tests/project/reference-blocks.ts: whole files stand alone, fragments are read into the
 * variant their fence names (```` ```stw in=kein-stich ````, default hindersche-pagat).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { checkBlocks, checkReference, extractBlocks, formsUsed, grammarForms } from './reference-blocks.ts';

describe('the language reference', () => {
  const results = checkReference();

  it('has its examples in ```stw blocks', () => {
    expect(results.length).toBeGreaterThan(40);
  });

  it('every ```stw block parses and checks, and the examples it writes pass', () => {
    const problems = results.flatMap((r) => r.problems);
    expect(problems, problems.join('\n\n')).toEqual([]);
  });

  it('every form of the syntax tree (src/parse/ast.ts) appears in a block that checks', () => {
    const used = new Set<string>();
    for (const r of results)
      if (r.problems.length === 0)
        for (const f of formsUsed([...r.ownStatements, ...(r.file?.titles ?? [])])) used.add(f);
    const missing = grammarForms()
      .filter((f) => !used.has(f.key))
      .map((f) => `${f.category}: ${f.key}`);
    expect(missing, `no checked example in grammar/README.md uses:\n  ${missing.join('\n  ')}`).toEqual([]);
  });

  it('states the convention for its blocks at the top', () => {
    const top = readFileSync('grammar/README.md', 'utf8').split('## 1.')[0];
    expect(top).toContain('```stw in=');
  });
});

describe('the reference harness', () => {
  const page = [
    '# A page', // 1
    '', // 2
    '```stw', // 3
    'players 4 anticlockwise     [pagat "Players"]', // 4
    '```', // 5
    '', // 6
    '```stw in=kein-stich', // 7
    'round-over: game over when phase = domino and deals = 1: end game [wiki "Rules"]', // 8
    'dealing: deal 9 each in packts 3 3 3 from forehand [wiki "Deal"]', // 9
    '```', // 10
    '', // 11
    '```stw', // 12
    'rotation: next dealer next active after dealer  [pagat "Deal"]', // 13
    'late: when total slates > 4: nothing            [pagat "Deal"]', // 14
    '```', // 15
    '', // 16
    '```stw', // 17
    'variant tiny "Tiny" extends hindersche-pagat', // 18
    'example wrong "a wrong expectation" {', // 19
    '  players N W S E dealer N', // 20
    '  deal points N 45 W 30 S 25 E 20', // 21
    '  expect marks N 0', // 22
    '}', // 23
    '```', // 24
    '',
    '```stw in=tiny', // 26
    'override players: players 4 anticlockwise [pagat "Players"]', // 27
    '```',
  ].join('\n');

  it('reads each block with its line and the variant it is written into', () => {
    expect(extractBlocks(page).map((b) => [b.line, b.context, b.wholeFile])).toEqual([
      [4, 'hindersche-pagat', false],
      [8, 'kein-stich', false],
      [13, 'hindersche-pagat', false],
      [18, null, true],
      [27, 'tiny', false],
    ]);
  });

  const results = checkBlocks(page, 'page.md');
  const r = (i: number) => results[i]!;

  it('passes a fragment that checks in its variant', () => {
    expect(r(0).problems).toEqual([]);
  });

  it('fails a block with a syntax error at the line of the page', () => {
    expect(r(1).problems).toHaveLength(1);
    expect(r(1).problems[0]).toMatch(/^page\.md:9 \(block 2 from line 8, in=kein-stich\): syntax: /);
  });

  it('fails a block with a check error at the line of the page', () => {
    expect(r(2).problems.map((p) => p.split('\n')[0])).toEqual([
      'page.md:14 (block 3 from line 13, in=hindersche-pagat): misplaced-clause: `score` clause `late` is outside any phase, so it never applies',
      'page.md:14 (block 3 from line 13, in=hindersche-pagat): unknown-tally: no tally `slates` is declared',
    ]);
  });

  it('fails a whole-file block whose example fails, and later blocks may be written into it', () => {
    expect(r(3).problems).toHaveLength(1);
    expect(r(3).problems[0]).toMatch(/^page\.md:18 \(block 4, a whole file\): example `wrong` fails:/);
    expect(r(4).problems).toEqual([]);
  });

  it('reports the forms a block uses, with the word-valued fields', () => {
    const used = formsUsed(r(0).ownStatements);
    expect([...used].filter((f) => f.startsWith('Players'))).toEqual(['Players', 'Players.direction=anticlockwise']);
  });
});
