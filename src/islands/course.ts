/**
 * A game's course in the browser (src/components/course/Course.astro): the exercises — pick the
 * cards you may play, put cards in order, choose one answer — and the reader's progress, kept in
 * localStorage as the keys of the lessons done. Every answer and reason is in the page already;
 * this only checks the reader's pick against it and reveals it. A stored progress is input: only
 * lesson keys this page has are read back.
 */
import { setUpQuestion } from './pick-question.ts';
import { loadUi, ui } from './i18n/ui.ts';

const root = document.querySelector<HTMLElement>('.course');
// The page's words first (its language's catalog alone): the feedback is written with them.
if (root) void loadUi(undefined, { sheet: false }).then(() => setUpCourse(root));

/** The progress of a course: which lessons are done, kept under the game's key. */
function progressStore(game: string, lessons: readonly string[]) {
  const key = `stichwort-course:${game}`;
  const known = new Set(lessons);
  const read = (): Set<string> => {
    try {
      const raw: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
      return new Set(Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string' && known.has(x)) : []);
    } catch {
      return new Set();
    }
  };
  const done = read();
  return {
    done,
    add(lesson: string): void {
      done.add(lesson);
      try {
        localStorage.setItem(key, JSON.stringify([...done]));
      } catch {
        /* storage off: progress lasts this visit */
      }
    },
  };
}

function setUpCourse(course: HTMLElement): void {
  const lessons = JSON.parse(course.dataset.lessons ?? '[]') as string[];
  const store = progressStore(course.dataset.game ?? '', lessons);
  const progress = course.querySelector<HTMLElement>('.course-progress')!;
  const next = course.dataset.next ?? '';
  const show = () => {
    // The sidebar's links to each lesson (both copies: the wide column and the narrow disclosure).
    for (const key of lessons) {
      for (const a of Array.from(document.querySelectorAll<HTMLAnchorElement>(`.toc a[href="#${CSS.escape(key)}"]`))) {
        let mark = a.querySelector<HTMLElement>('.course-done');
        if (!mark) {
          mark = document.createElement('span');
          mark.className = 'course-done';
          mark.textContent = ui().course.done;
          a.append(mark);
        }
        mark.hidden = !store.done.has(key);
      }
    }
    const n = store.done.size;
    progress.textContent =
      n === lessons.length ? ui().course.allDone(lessons.length, next) : ui().course.progress(n, lessons.length);
  };
  for (const lesson of Array.from(course.querySelectorAll<HTMLElement>('.lesson'))) {
    const exercises = Array.from(lesson.querySelectorAll<HTMLElement>('.tq, .ex'));
    const right = new Set<HTMLElement>();
    // A lesson is done once each of its exercises has been answered right (or, without one, read).
    const heard = (ex: HTMLElement) => (ok: boolean) => {
      if (ok) right.add(ex);
      else right.delete(ex);
      if (right.size === exercises.length) {
        store.add(lesson.dataset.lesson!);
        show();
      }
    };
    for (const ex of exercises) {
      if (ex.classList.contains('tq')) setUpQuestion(ex, heard(ex));
      else if (ex.classList.contains('ex-order')) setUpOrder(ex, heard(ex));
      else setUpChoose(ex, heard(ex));
    }
    lesson.querySelector<HTMLButtonElement>('.lesson-read')?.addEventListener('click', () => {
      store.add(lesson.dataset.lesson!);
      show();
    });
  }
  show();
}

/** Shows a verdict in `ex`'s feedback and reveals the reason. */
function verdict(ex: HTMLElement, right: boolean | null, text: string): void {
  const feedback = ex.querySelector<HTMLElement>('.ex-feedback')!;
  const p = document.createElement('p');
  const strong = document.createElement('strong');
  strong.textContent = right === null ? text : right ? ui().course.right : ui().course.notQuite;
  p.append(strong);
  if (right !== null && text) p.append(` ${text}`);
  if (right === null) delete feedback.dataset.right;
  else feedback.dataset.right = String(right);
  feedback.replaceChildren(p);
  if (right !== null) ex.querySelector<HTMLElement>('.ex-why')!.hidden = false;
}

/** One answer among options (radio buttons). */
function setUpChoose(ex: HTMLElement, onAnswer: (right: boolean) => void): void {
  const answer = ex.dataset.answer;
  ex.querySelector<HTMLButtonElement>('.ex-check')!.addEventListener('click', () => {
    const picked = ex.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    if (!picked) {
      verdict(ex, null, ui().course.chooseFirst);
      return;
    }
    const right = picked.value === answer;
    const label = (i: string | undefined) =>
      ex.querySelectorAll<HTMLElement>('.ex-option span:last-child')[Number(i)]?.textContent ?? '';
    verdict(ex, right, right ? '' : ui().course.answerIs(label(answer)));
    onAnswer(right);
  });
}

/** Cards pressed from the highest down; the order is checked against the answer. */
function setUpOrder(ex: HTMLElement, onAnswer: (right: boolean) => void): void {
  const answer = JSON.parse(ex.dataset.answer ?? '[]') as string[];
  const cards = Array.from(ex.querySelectorAll<HTMLButtonElement>('.ex-card'));
  const picked: HTMLButtonElement[] = [];
  const said = ex.querySelector<HTMLElement>('.ex-picked')!;
  const nameOf = (b: HTMLButtonElement) => b.querySelector('.visually-hidden')?.textContent ?? b.dataset.card ?? '';
  const draw = () => {
    for (const b of cards) {
      const at = picked.indexOf(b);
      b.setAttribute('aria-pressed', String(at >= 0));
      b.querySelector<HTMLElement>('.ex-place')!.textContent = at >= 0 ? String(at + 1) : '';
    }
    said.textContent = picked.length ? ui().course.order(picked.map(nameOf)) : '';
  };
  for (const b of cards) {
    b.addEventListener('click', () => {
      // Pressing a card again takes it, and those after it, back out of the order.
      const at = picked.indexOf(b);
      if (at >= 0) picked.splice(at);
      else picked.push(b);
      draw();
    });
  }
  ex.querySelector<HTMLButtonElement>('.ex-reset')!.addEventListener('click', () => {
    picked.length = 0;
    draw();
  });
  ex.querySelector<HTMLButtonElement>('.ex-check')!.addEventListener('click', () => {
    if (picked.length < cards.length) {
      verdict(ex, null, ui().course.pressAll(cards.length));
      return;
    }
    const wrongAt = picked.findIndex((b, i) => b.dataset.card !== answer[i]);
    const right = wrongAt < 0;
    verdict(ex, right, right ? '' : ui().course.outOfPlace(wrongAt + 1));
    onAnswer(right);
  });
}
