/**
 * The courses in German (src/site/course/de/): every sentence a German course page shows — the
 * lessons' titles and sentences, the rules they rest on, the exercises' prompts, settings, options,
 * seat lines and explanations, the positions of the card questions, the next steps — is German,
 * for every shipped game and every gallery house rule; samples checked by hand for their articles
 * and cases; and the language changes no answer.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPath } from '../../src/check/check.ts';
import { compileVariant } from '../../src/compile/compile.ts';
import { noun } from '../../src/compile/de/nouns.ts';
import { diskReader, VARIANTS_DIR } from '../../src/resolve/disk.ts';
import { courseFor } from '../../src/site/course/course.ts';
import { countWordsDe, STICH } from '../../src/site/course/de/grammar.ts';
import { houseCourseFor } from '../../src/site/course/house.ts';
import type { Course, Exercise, Lesson } from '../../src/site/course/types.ts';
import { games, houseRules, siteVariants } from '../../src/site/data.ts';

const de = new Map(games().map((g) => [g.id, courseFor(g, '/de', 'de')]));
const en = new Map(games().map((g) => [g.id, courseFor(g, '')]));
const houses = houseRules().map((h) => h.id);

/** Words of the English patterns that no German sentence has. */
const ENGLISH =
  /\b(the|of|a|and|or|to|is|are|you|your|trick|tricks|play|plays|played|card|cards|points|wins|won|lost|must|who|which|what|lead|leads|led|deal|deals|takes|game|first|highest|trumps|there|no|after|come|comes|out|order|put|hold|holds)\b/i;

/** Every sentence of lessons a reader sees (not the links, nor the deck names kept for answers). */
function sentences(lessons: Lesson[]): string[] {
  const out: string[] = [];
  for (const l of lessons) {
    out.push(l.title, ...l.text, ...l.rules.map((r) => r.sentence));
    for (const e of l.exercises) out.push(...exerciseText(e));
  }
  return out;
}

function exerciseText(e: Exercise): string[] {
  if (e.kind === 'pick') {
    const q = e.question;
    return [
      q.title,
      ...q.setting,
      ...q.trick.map((t) => t.seat),
      ...q.refusals.map((r) => r.sentence),
      ...(q.also ? [q.also] : []),
      ...q.hand.map((c) => c.name),
    ];
  }
  if (e.kind === 'order') return [e.prompt, ...e.setting, e.why, ...e.cards.map((c) => c.name)];
  return [e.prompt, ...e.setting, ...e.seats.flatMap((s) => [s.seat, s.text]), ...e.options.map((o) => o.label), e.why];
}

/** The English titles a German page falls back on (a house rule with no German title for them): marked English on the page. */
function fallbacks(id: string): string[] {
  const path = join(VARIANTS_DIR, 'house', `${id}.stw`);
  const v = checkPath(diskReader, path).variant!;
  const cv = compileVariant(v);
  const g = v.german;
  return [
    ...cv.phases.filter((p) => !g.phases.has(p.id)).map((p) => p.title),
    ...cv.tallies.filter((t) => !g.tallies.has(t.name)).flatMap((t) => [t.title, t.title.replace(/s$/, '')]),
    ...cv.tallies.filter((t) => !g.tallies.get(t.name)?.description).map((t) => t.description),
    ...cv.events.filter((e) => !g.events.has(e.id)).flatMap((e) => [e.title, e.player]),
    ...v.clauses.flatMap((c) =>
      c.node.body.kind === 'Choice'
        ? c.node.body.options.filter((o) => !g.options.has(o.id.name)).map((o) => o.title)
        : [],
    ),
    ...[...v.ambiguities].flatMap(([id, a]) => [
      ...(g.ambiguities.has(id) ? [] : [a.question ?? '']),
      ...a.readings.filter((r) => !g.readings.has(`${id}.${r.id.name}`)).map((r) => r.title ?? ''),
    ]),
  ].filter(Boolean);
}

/** Ids of clauses, phases, questions and readings: never shown to a reader. */
const ids = new Set<string>();
for (const v of siteVariants()) {
  for (const c of v.resolved.clauses) ids.add(c.id);
  for (const p of v.compiled.phases) ids.add(p.id);
  for (const [a, amb] of v.resolved.ambiguities) {
    ids.add(a);
    for (const r of amb.readings) ids.add(r.id.name);
  }
}

function expectGerman(texts: string[], english: string[] = []): void {
  for (const t of texts) {
    const plain = english.reduce((s, x) => s.split(x).join(''), t);
    expect(plain, t).not.toMatch(ENGLISH);
    for (const id of ids) if (id.includes('-')) expect(t, id).not.toContain(id);
  }
}

describe('the courses in German', () => {
  it('say every lesson, exercise and next step of each game in German', () => {
    for (const c of de.values()) {
      expectGerman(sentences(c.lessons));
      expectGerman(c.next.flatMap((n) => [n.title, n.text, n.label]));
      for (const l of c.lessons) for (const r of l.rules) expect(r.rule?.href).toMatch(/^\/de\/rules\/[\w-]+\/#\S+$/u);
    }
  });

  it("say every gallery house rule's lessons and the rules it takes away in German", () => {
    expect(houses.length).toBeGreaterThan(20);
    for (const id of houses) {
      const c = houseCourseFor(id, '/de', 'de');
      expectGerman([...sentences(c.lessons), ...c.removed], fallbacks(id));
    }
  });

  it('title the lessons and the next steps from the German catalog', () => {
    const h = de.get('hindersche')!;
    expect(h.lessons.map((l) => l.title).slice(0, 3)).toEqual([
      'Das Ziel des Spiels',
      'Die Karten',
      'Das Geben und wer ausspielt',
    ]);
    expect(h.next.map((n) => n.title)).toEqual(['Ein begleitetes Spiel', 'Eine Partie auf eigene Faust']);
  });
});

const lesson = (c: Course, key: string) => c.lessons.find((l) => l.key === key)!;
const choose = (c: Course, key: string) => {
  const e = lesson(c, key).exercises.find((x) => x.kind === 'choose');
  if (e?.kind !== 'choose') throw new Error(`no choice in ${key}`);
  return e;
};

describe('German sentences checked by hand', () => {
  it('say who leads after a trick, and that the next player after the dealer leads („nach dir“: dative)', () => {
    const h = de.get('hindersche')!;
    expect(lesson(h, 'winner').text).toEqual([
      'Wenn jeder zu einem Stich eine Karte gespielt hat, macht die beste Karte den Stich. Wer den Stich macht, spielt zum nächsten aus.',
    ]);
    const lead = choose(h, 'deal');
    expect(lead.setting).toEqual(['Du gibst.']);
    expect(lead.why).toBe('Ada spielt aus. Gespielt wird gegen den Uhrzeigersinn: Nach dir kommen Ada, Ben und Cleo.');
  });

  it('name a card in the accusative where it is held („Cleo hat das Eichel-Ass“) and a masculine card in the nominative („der Laub-Unter“)', () => {
    const b = de.get('bauernheinrich')!;
    expect(choose(b, 'deal').setting).toEqual(['Cleo gibt.', 'Cleo hat das Eichel-Ass.']);
    const order = lesson(b, 'cards').exercises[0]!;
    if (order.kind !== 'order') throw new Error('no ordering');
    expect(order.why).toBe(
      'Der Laub-Unter ist der höhere der beiden, und beide schlagen jede andere Karte; die Herzkarten folgen der Rangfolge ihrer Farbe.',
    );
  });

  it('say which card takes the trick with its article („das Laub-Daus“, neuter)', () => {
    const w = choose(de.get('kein-stich')!, 'winner');
    expect(w.prompt).toBe('Welche Karte macht diesen Stich?');
    expect(w.options.map((o) => o.label)).toEqual([
      'Du: die Laub-Sieben',
      'Ada: die Laub-Acht',
      'Ben: die Laub-Neun',
      'Cleo: das Laub-Daus',
    ]);
    expect(w.why).toBe('Das Laub-Daus macht den Stich, also spielt Cleo zum nächsten aus.');
  });

  it('count figures with the plural right („1 Stich“, „2 Stiche“) and a mark as a word in running text („einen Strich“)', () => {
    const k = choose(de.get('kein-stich')!, 'scoring');
    expect(k.seats.map((s) => s.text)).toEqual([
      '10 Strafpunkte, 2 Stiche',
      '10 Strafpunkte, 2 Stiche',
      '5 Strafpunkte, 1 Stich',
      '15 Strafpunkte, 3 Stiche',
    ]);
    const h = choose(de.get('hindersche')!, 'scoring');
    expect(h.why).toBe('Ada kommt am schlechtesten weg: Ada bekommt einen Strich.');
    expect(choose(de.get('bauernheinrich')!, 'scoring').seats[0]!.text).toBe('als Zweiter fertig');
  });

  it('write numbers one to twelve as words with the gender and case of their noun', () => {
    expect(countWordsDe(1, STICH)).toBe('einen Stich');
    expect(countWordsDe(1, STICH, 'dat')).toBe('einem Stich');
    expect(countWordsDe(1, noun('Partie', 'f', 'Partien'))).toBe('eine Partie');
    expect(countWordsDe(3, STICH)).toBe('drei Stiche');
    expect(countWordsDe(12, STICH, 'dat')).toBe('zwölf Stichen');
    expect(countWordsDe(13, STICH)).toBe('13 Stiche');
  });

  it("set a card question out in German, with the play step's German words", () => {
    const pick = lesson(de.get('kein-stich')!, 'play').exercises[0]!;
    if (pick.kind !== 'pick') throw new Error('no question');
    expect(pick.question.title).toBe('Keine Herzen: 5. Stich');
    expect(pick.question.setting).toEqual(['Es gibt keinen Trumpf.', 'Ada hat ausgespielt; du bist am Zug.']);
    const rows = lesson(de.get('kein-stich')!, 'play').exercises[1]!;
    if (rows.kind !== 'pick') throw new Error('no question');
    expect(rows.question.title).toBe('Domino (Anlegen): acht Karten angelegt');
    expect(rows.question.rows?.map((r) => r.suit)).toEqual(['Eichel', 'Laub', 'Herz', 'Schellen']);
  });
});

/** What a course asks and answers, without its words: the lessons, and each exercise's cards and answer. */
function answers(lessons: Lesson[]): unknown {
  return lessons.map((l) => ({
    key: l.key,
    rules: l.rules.map((r) => r.rule?.href.replace(/^\/de/, '') ?? null),
    exercises: l.exercises.map((e) =>
      e.kind === 'pick'
        ? {
            legal: e.question.legal,
            hand: e.question.hand.map((c) => c.id),
            refused: e.question.refusals.map((r) => r.card),
          }
        : e.kind === 'order'
          ? { cards: e.cards.map((c) => c.id), answer: e.answer }
          : { options: e.options.length, cards: e.options.map((o) => o.card?.id ?? null), answer: e.answer },
    ),
  }));
}

describe('the language of a course', () => {
  it('changes no answer: the same lessons, cards, options and answers in English and German', () => {
    for (const [id, c] of de) expect(answers(c.lessons), id).toEqual(answers(en.get(id)!.lessons));
    for (const id of houses.slice(0, 12))
      expect(answers(houseCourseFor(id, '/de', 'de').lessons), id).toEqual(answers(houseCourseFor(id, '').lessons));
  });
});
