/**
 * Draws a house rule's changes lesson by lesson (./house-lessons.ts) in the Playground: one heading
 * per lesson of the game's course, the changed rules in words, each marked new, changed or no
 * longer, and a link to the game's course for everything the house rule leaves as it was.
 * Every text from the file is set with textContent, its bidi and zero-width controls shown as code points.
 */
import type { HouseLessons } from './house-run.ts';
import { showControls } from './visible-text.ts';

const MARK = { added: 'New: ', changed: 'Changed: ', removed: 'No longer: ' } as const;

/** The section showing `h`, with links to the courses under `learn` (e.g. `/learn/`). */
export function houseLessonsView(h: HouseLessons, learn: string): HTMLElement {
  const section = document.createElement('section');
  section.className = 'house-lessons panel';
  section.setAttribute('aria-labelledby', 'house-lessons-h');
  const heading = document.createElement('h2');
  heading.id = 'house-lessons-h';
  heading.textContent = `Learn what “${showControls(h.title)}” changes`;
  const intro = document.createElement('p');
  const link = document.createElement('a');
  link.href = `${learn}${encodeURIComponent(h.game.id)}/`;
  link.textContent = `the course of ${h.game.title}`;
  intro.append(
    h.lessons.length
      ? `Only the lessons whose rules it changes, against ${showControls(h.base)}; the rest is as in `
      : `It changes no rule a lesson teaches; everything is as in `,
    link,
    '.',
  );
  section.append(heading, intro);
  for (const lesson of h.lessons) {
    const h3 = document.createElement('h3');
    h3.textContent = lesson.title;
    const list = document.createElement('ul');
    for (const r of lesson.rules) {
      const li = document.createElement('li');
      const mark = document.createElement('strong');
      mark.textContent = MARK[r.change];
      li.append(mark, showControls(r.sentence));
      list.append(li);
    }
    section.append(h3, list);
  }
  return section;
}
