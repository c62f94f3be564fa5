/**
 * The courses (src/site/course): each game's lessons in a teacher's order, and exercises whose
 * answers agree with the rules as the sources give them — the aim of each game, the Old and Little
 * Man at the head of the trumps, who leads, who comes off worst — with no id in any text.
 */
import { describe, expect, it } from 'vitest';
import { games, siteVariants } from '../../src/site/data.ts';
import { courseFor } from '../../src/site/course/course.ts';
import type { Course, Exercise } from '../../src/site/course/types.ts';

const courses = new Map(games().map((g) => [g.id, courseFor(g, '/base')]));
const course = (id: string): Course => courses.get(id)!;
const exercise = (c: Course, lesson: string, kind: Exercise['kind']) =>
  c.lessons.find((l) => l.key === lesson)?.exercises.find((e) => e.kind === kind);
const chosen = (e: Exercise | undefined) => (e?.kind === 'choose' ? e.options[e.answer]!.label : null);

describe('courses', () => {
  it('teach the aim first, then the cards, the deal, the play, the scoring and the end, each lesson with its rules linked', () => {
    for (const c of courses.values()) {
      const keys = c.lessons.map((l) => l.key);
      expect(keys[0]).toBe('aim');
      for (const k of ['cards', 'deal', 'play', 'scoring', 'end']) expect(keys).toContain(k);
      expect(keys.indexOf('cards')).toBeLessThan(keys.indexOf('play'));
      expect(keys.indexOf('play')).toBeLessThan(keys.indexOf('scoring'));
      for (const l of c.lessons)
        for (const r of l.rules) expect(r.rule?.href, r.sentence).toMatch(/^\/base\/rules\/[\w-]+\/#\S+$/u);
      expect(c.lessons.filter((l) => l.exercises.length).length).toBeGreaterThanOrEqual(6);
    }
  });

  it('ask about the aim as each game scores it', () => {
    expect(chosen(exercise(course('hindersche'), 'aim', 'choose'))).toBe('As few card points as I can');
    expect(chosen(exercise(course('kein-stich'), 'aim', 'choose'))).toBe('As few penalty points as I can');
    expect(chosen(exercise(course('bauernheinrich'), 'aim', 'choose'))).toBe('To get rid of all my cards first');
  });

  it('rank the Old Man and then the Little Man above every other trump (Pagat) and the Jacks above every suit (Bauernheinrich)', () => {
    const h = exercise(course('hindersche'), 'cards', 'order');
    if (h?.kind !== 'order') throw new Error('no ordering exercise');
    const trump = h.answer[2]!.slice(-1);
    const partner = new Map([
      ['S', 'C'],
      ['C', 'S'],
      ['H', 'D'],
      ['D', 'H'],
    ]).get(trump);
    expect(h.answer.slice(0, 3)).toEqual([`J${trump}`, `J${partner}`, `A${trump}`]);
    const b = exercise(course('bauernheinrich'), 'cards', 'order');
    if (b?.kind !== 'order') throw new Error('no ordering exercise');
    expect(b.answer.slice(0, 2).every((c) => c.startsWith('J'))).toBe(true);
    // Shown in another order than the answer.
    for (const e of [h, b]) expect(e.cards.map((c) => c.id)).not.toEqual(e.answer);
  });

  it('name the leader as each game does: the next player after the dealer, or the holder of the Ace of Acorns', () => {
    for (const id of ['hindersche', 'kein-stich']) {
      const e = exercise(course(id), 'deal', 'choose');
      if (e?.kind !== 'choose') throw new Error('no lead exercise');
      const dealer = /^(\w+) deals?\./.exec(e.setting[0]!)![1]!;
      const names = e.options.map((o) => o.label);
      expect(names[e.answer]).toBe(names[(names.indexOf(dealer) + 1) % names.length]);
    }
    const b = exercise(course('bauernheinrich'), 'deal', 'choose');
    if (b?.kind !== 'choose') throw new Error('no lead exercise');
    const holder = /^(\w+) holds? the Ace of Acorns\.$/.exec(b.setting[1]!)![1]!;
    expect(b.options[b.answer]!.label).toBe(holder);
  });

  it('make the player with the most card points come off worst in Phase 1 (a mark), and say why', () => {
    const e = exercise(course('hindersche'), 'scoring', 'choose');
    if (e?.kind !== 'choose') throw new Error('no scoring exercise');
    const points = e.seats.map((s) => Number(/^(\d+) card points/.exec(s.text)![1]));
    expect(e.prompt).toBe('Who comes off worst in this deal?');
    expect(points[e.answer]).toBe(Math.max(...points));
    expect(e.why).toMatch(/most card points/);
  });

  it('show no clause, phase, question or reading id to the reader', () => {
    const ids = new Set<string>();
    for (const v of siteVariants()) {
      for (const c of v.resolved.clauses) ids.add(c.id);
      for (const p of v.compiled.phases) ids.add(p.id);
      for (const [a, amb] of v.resolved.ambiguities) {
        ids.add(a);
        for (const r of amb.readings) ids.add(r.id.name);
      }
    }
    for (const c of courses.values()) {
      // The reader's text: everything but links and the deck names of cards (data the page keeps for answers).
      const text = JSON.stringify(c.lessons, (k, v) =>
        k === 'href' || k === 'id' || k === 'answer' || k === 'legal' || (k === 'card' && typeof v === 'string')
          ? undefined
          : v,
      );
      for (const id of ids) if (id.includes('-')) expect(text, id).not.toContain(id);
    }
  });
});

describe("a house rule's course", () => {
  it('teaches only what the house rule changes, asking first where its own rule refuses a card', async () => {
    const { houseCourseFor } = await import('../../src/site/course/house.ts');
    const c = houseCourseFor('kein-stich-hearts-broken', '');
    expect(c.lessons.map((l) => l.key)).toEqual(['play']);
    expect(c.lessons[0]!.rules.map((r) => r.sentence)).toEqual([
      'Hearts may not be led until a Heart has been played.',
    ]);
    const first = c.lessons[0]!.exercises[0]!;
    if (first.kind !== 'pick') throw new Error('no question');
    expect(
      first.question.refusals.some((r) => /Hearts may not be led until a Heart has been played/.test(r.sentence)),
    ).toBe(true);
  });

  it('says which rule of its base it takes away', async () => {
    const { houseCourseFor } = await import('../../src/site/course/house.ts');
    const c = houseCourseFor('hindersche-no-schleipfe', '');
    expect(c.lessons).toEqual([]);
    expect(c.removed).toEqual(['Any player may take a trick that is not theirs, until the next lead.']);
  });
});
