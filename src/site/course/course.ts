/**
 * A game's course, goal first: the lessons in the order a teacher would take them (the aim, the
 * cards, the deal, what you must play, who takes a trick, the scoring, the phases, the special
 * events, the end), each with a few sentences made from the compiled variant, the rules it rests
 * on in words, and exercises whose answers the engine gives (./exercises.ts). A lesson with no rule
 * of its kind in the variant is left out.
 */
import type { Lang } from '../../core/lang.ts';
import { tallyWeights } from '../../engine/bot-objective.ts';
import { baseVariant, questionsFor } from '../tutorial-positions.ts';
import type { SiteVariant } from '../data.ts';
import {
  aimExercise,
  endExercise,
  leadExercise,
  observe,
  orderExercise,
  phasesExercise,
  scoringExercise,
  winnerExercise,
  type Observed,
} from './exercises.ts';
import { rulesByLesson } from './rules-by-lesson.ts';
import type { LessonKey } from '../../islands/course/lessons.ts';
import type { Course, Exercise, Lesson } from './types.ts';
import { courseWords } from './words.ts';
import { playStepOf, takesTricks } from '../../engine/steps/index.ts';

/**
 * The course of game `game`, from its base variant, in `lang`; links start with `base`. `title`
 * names the variant in the next steps' links (its title in `lang`; the English one by default).
 */
export function courseFor(
  game: { id: string; title: string; variants: SiteVariant[] },
  base: string,
  lang: Lang = 'en',
  title?: string,
): Course {
  const v = baseVariant(game.variants);
  const w = courseWords(lang);
  const named = title ?? v.title;
  return {
    game: game.id,
    title: game.title,
    variant: { id: v.id, title: v.title },
    lessons: lessonsOf(v, base, undefined, lang),
    next: [
      {
        key: 'guided',
        title: w.guided.title,
        text: w.guided.text,
        href: `${base}/play/${v.id}/?guided=1`,
        label: w.guided.label(named),
      },
      {
        key: 'free',
        title: w.free.title,
        text: w.free.text,
        href: `${base}/play/${v.id}/`,
        label: w.free.label(named),
      },
    ],
  };
}

/**
 * The lessons of variant `v`, in order, each with the rules it teaches and its exercises. With
 * `only` (a house rule's course: the clauses it changes or adds), only the lessons that teach one of
 * those, with just those rules.
 */
export function lessonsOf(v: SiteVariant, base: string, only?: ReadonlySet<string>, lang: Lang = 'en'): Lesson[] {
  const rules = rulesByLesson(v, base, only, lang);
  const w = courseWords(lang);
  // Bot games are played only for a lesson that asks about them (a house rule's course may need none).
  let observed: Observed | null = null;
  const seen = () => (observed ??= observe(v.compiled));
  const exercises = new Map<LessonKey, () => (Exercise | null)[]>([
    ['aim', () => [aimExercise(v, base, lang)]],
    ['cards', () => [orderExercise(v, base, lang)]],
    ['deal', () => [leadExercise(v, base, lang)]],
    ['play', () => questionsFor(v, base, 2, only, lang).map((question): Exercise => ({ kind: 'pick', question }))],
    ['winner', () => [winnerExercise(v, base, seen(), lang)]],
    ['scoring', () => [scoringExercise(v, base, seen(), lang)]],
    ['phases', () => [phasesExercise(v, base, lang)]],
    ['end', () => [endExercise(v, base, seen(), lang)]],
  ]);
  const lessons: Lesson[] = [];
  for (const [key, title] of w.lessonTitles) {
    const r = rules.get(key) ?? [];
    const text = only ? [] : introOf(v, key, lang);
    if (!r.length && !text.length) continue;
    lessons.push({
      key,
      title,
      text,
      rules: r,
      exercises: (exercises.get(key)?.() ?? []).filter((x): x is Exercise => x !== null),
    });
  }
  return lessons;
}

/** A lesson's opening sentences, from the compiled variant (the rules follow them in full), in `lang`. */
function introOf(v: SiteVariant, key: LessonKey, lang: Lang): string[] {
  const cv = v.compiled;
  const say = courseWords(lang).intro;
  switch (key) {
    case 'aim': {
      const weights = [...tallyWeights(cv)];
      return say.aim(v, {
        kinds: new Set(cv.phases.map((p) => playStepOf(p).kind)),
        against: weights.filter(([, w]) => w < 0).map(([name]) => name),
        forYou: weights.filter(([, w]) => w > 0).map(([name]) => name),
      });
    }
    case 'cards':
      return say.cards(v);
    case 'deal':
      return say.deal;
    case 'play':
      return say.play;
    case 'winner':
      return cv.phases.some(takesTricks) ? say.winner : [];
    case 'scoring':
      return say.scoring;
    case 'phases':
      return cv.phases.length > 1 ? say.phases(v) : [];
    case 'events':
      return say.events;
    case 'end':
      return [];
  }
}
