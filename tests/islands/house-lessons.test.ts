/**
 * The Playground's course of a house rule (src/islands/house-lessons.ts): what it changes, sorted
 * into the lessons of the game's course and said in words, with no clause id in sight (issue 26:
 * "a house rule gets its course too … from the Playground").
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { checkPath } from '../../src/check/check.ts';
import { diskReader } from '../../src/resolve/disk.ts';
import { memoryReader } from '../../src/resolve/load.ts';
import { changesByLesson } from '../../src/islands/house-lessons.ts';

const checked = (path: string) => checkPath(diskReader, path).variant!;

describe("a house rule's changes, lesson by lesson", () => {
  it('a rule about what may be played goes to "What you must play", in words', () => {
    const house = checked('variants/house/hindersche-overtrump.stw');
    const lessons = changesByLesson(checked('hindersche-pagat'), house);
    expect(lessons.map((l) => l.title)).toContain('What you must play');
    const play = lessons.find((l) => l.key === 'play')!;
    expect(play.rules.length).toBeGreaterThan(0);
    for (const r of play.rules) expect(r.sentence).toMatch(/^[A-Z].*[a-z)]/);
  });

  it("keeps the course's order, says removed rules too, and shows no clause id", () => {
    const base = readFileSync('variants/hindersche-pagat.stw', 'utf8');
    const files = {
      'hindersche-pagat': base,
      house:
        'variant house "House"\nextends hindersche-pagat\nsource house "Our table"\nremove lost-all-four [house]\noverride march-1: march when points >= 90 [house]\n',
    };
    const { variant } = checkPath(memoryReader(files), 'house');
    const { variant: pagat } = checkPath(memoryReader(files), 'hindersche-pagat');
    const lessons = changesByLesson(pagat!, variant!);
    const keys = lessons.map((l) => l.key);
    expect(keys).toEqual([...keys].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b)));
    const all = lessons.flatMap((l) => l.rules);
    expect(all.map((r) => r.change).sort()).toEqual(['changed', 'removed']);
    expect(all.find((r) => r.change === 'changed')!.sentence).toMatch(/^Phase 1 – Vier-Strich: .*90/);
    for (const r of all) expect(r.sentence).not.toMatch(/lost-all-four|march-1/);
  });
});

const ORDER = ['aim', 'cards', 'deal', 'play', 'winner', 'scoring', 'phases', 'events', 'end'];
