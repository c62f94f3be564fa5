/**
 * A "which cards may you play?" question (src/components/TutorialQuestion.astro): the reader picks cards, then
 * checks. The feedback says whether the pick was right and, card by card, what was wrong: a refused
 * card picked comes with the rule's sentence and its rulebook link (the answer's own line for it),
 * a legal card left out is named. Everything shown is in the page already; this only reveals it.
 */
import { ui } from './i18n/ui.ts';

/** Makes question `q` answerable (the page's words loaded: ./i18n/ui.ts); `onAnswer` hears whether each checked answer was right. */
export function setUpQuestion(q: HTMLElement, onAnswer: (right: boolean) => void = () => {}): void {
  const legal = new Set<string>(JSON.parse(q.dataset.legal ?? '[]') as string[]);
  const cards = Array.from(q.querySelectorAll<HTMLButtonElement>('.tq-card'));
  const feedback = q.querySelector<HTMLElement>('.tq-feedback')!;
  const answer = q.querySelector<HTMLElement>('.tq-answer')!;
  const nameOf = (b: HTMLButtonElement) => b.querySelector('.visually-hidden')?.textContent ?? '';
  for (const b of cards) {
    b.addEventListener('click', () =>
      b.setAttribute('aria-pressed', String(b.getAttribute('aria-pressed') !== 'true')),
    );
  }
  q.querySelector<HTMLButtonElement>('.tq-check')!.addEventListener('click', () => {
    const t = ui().course;
    const picked = cards.filter((b) => b.getAttribute('aria-pressed') === 'true');
    // Nothing picked yet: ask for a pick, and give nothing of the answer away.
    if (picked.length === 0) {
      const ask = document.createElement('p');
      const strong = document.createElement('strong');
      strong.textContent = t.pickFirst;
      ask.append(strong);
      delete feedback.dataset.right;
      feedback.replaceChildren(ask);
      return;
    }
    const wrong = picked.filter((b) => !legal.has(b.dataset.card!));
    const missed = cards.filter((b) => legal.has(b.dataset.card!) && !picked.includes(b));
    const right = wrong.length === 0 && missed.length === 0;
    const verdict = document.createElement('p');
    const strong = document.createElement('strong');
    strong.textContent = right ? t.right : t.notQuite;
    verdict.append(strong, right ? t.exactly : '');
    const list = document.createElement('ul');
    for (const b of wrong) {
      const why = answer.querySelector(`li[data-card="${CSS.escape(b.dataset.card!)}"]`);
      const li = why ? (why.cloneNode(true) as HTMLElement) : document.createElement('li');
      if (!why) li.textContent = t.mayNot(nameOf(b));
      li.prepend(t.pickedWrong);
      list.append(li);
    }
    for (const b of missed) {
      const li = document.createElement('li');
      li.textContent = t.leftOut(nameOf(b));
      list.append(li);
    }
    feedback.dataset.right = String(right);
    feedback.replaceChildren(verdict, ...(list.children.length ? [list] : []));
    answer.hidden = false;
    onAnswer(right);
  });
}
