/**
 * Game words leave the core: no file under src/ (the generated parser included) names a game, a
 * shipped variant or a game's own word outside comments. The variants declare them (an event
 * with its title and nouns, tallies, phases), and the engine, the simulator and the site read
 * them from the compiled variant. `node scripts/game-words.ts` prints the same check and its grep.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameWordHits, stripComments, titleWords } from '../../scripts/game-words.ts';

const ROOT = join(import.meta.dirname, '..', '..');

describe('game words in src/', () => {
  it('the comment scanner keeps code and strings and blanks only comments', () => {
    const ts = "const a = 'march'; // march\nconst r = /x\\/y/; /* frame\n */ const b = `url://x`;";
    expect(stripComments(ts, 'x.ts')).toBe(
      "const a = 'march';         \nconst r = /x\\/y/;         \n    const b = `url://x`;",
    );
    const astro = '---\n// march\nconst t = "frame";\n---\n<!-- march -->\n<p>{/* frame */}march</p>';
    expect(stripComments(astro, 'x.astro')).toBe(
      '---\n        \nconst t = "frame";\n---\n              \n<p>             march</p>',
    );
    expect(stripComments('a { color: red; } /* frame */ .march {}', 'x.css')).toBe(
      'a { color: red; }             .march {}',
    );
  });

  it('the titles of the shipped variants are among the words', () => {
    expect(titleWords(ROOT)).toEqual(expect.arrayContaining(['Kein Stich: Black Pig', 'Black Pig', 'after Schoch']));
  });

  it('are named nowhere outside comments, the generated parser included', () => {
    execFileSync(process.execPath, [join(ROOT, 'scripts/build-parser.mjs')]);
    const hits = gameWordHits(ROOT).map((h) => `${h.file}:${h.line}: [${h.word}] ${h.text}`);
    expect(hits, `${hits.length} line(s) name a game word:\n${hits.join('\n')}`).toEqual([]);
  });
});
