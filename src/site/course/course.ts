/**
 * A game's course, goal first: the lessons in the order a teacher would take them (the aim, the
 * cards, the deal, what you must play, who takes a trick, the scoring, the phases, the special
 * events, the end), each with a few sentences made from the compiled variant, the rules it rests
 * on in words, and exercises whose answers the engine gives (./exercises.ts). A lesson with no rule
 * of its kind in the variant is left out.
 */
import { tallyWeights } from '../../engine/bot-objective.ts';
import { pointsNoun } from '../../engine/nouns.ts';
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
import { LESSON_TITLES, type LessonKey } from '../../islands/course/lessons.ts';
import type { Course, Exercise, Lesson } from './types.ts';
import { playStepOf, takesTricks } from '../../engine/steps/index.ts';

/** The course of game `game`, from its base variant; links start with `base`. */
export function courseFor(game: { id: string; title: string; variants: SiteVariant[] }, base: string): Course {
  const v = baseVariant(game.variants);
  return {
    game: game.id,
    title: game.title,
    variant: { id: v.id, title: v.title },
    lessons: lessonsOf(v, base),
    next: [
      {
        key: 'guided',
        title: 'A guided deal',
        text: 'Now play a whole deal against three bots. The hint says, for each card you may play, what it would do and whether that is good for you.',
        href: `${base}/play/${v.id}/?guided=1`,
        label: `Play a guided deal of ${v.title}`,
      },
      {
        key: 'free',
        title: 'A game of your own',
        text: 'Then a whole game, without hints: the score stays in view, and the end of every deal and of the game says who won and why.',
        href: `${base}/play/${v.id}/`,
        label: `Play ${v.title}`,
      },
    ],
  };
}

/**
 * The lessons of variant `v`, in order, each with the rules it teaches and its exercises. With
 * `only` (a house rule's course: the clauses it changes or adds), only the lessons that teach one of
 * those, with just those rules.
 */
export function lessonsOf(v: SiteVariant, base: string, only?: ReadonlySet<string>): Lesson[] {
  const rules = rulesByLesson(v, base, only);
  // Bot games are played only for a lesson that asks about them (a house rule's course may need none).
  let observed: Observed | null = null;
  const seen = () => (observed ??= observe(v.compiled));
  const exercises = new Map<LessonKey, () => (Exercise | null)[]>([
    ['aim', () => [aimExercise(v, base)]],
    ['cards', () => [orderExercise(v, base)]],
    ['deal', () => [leadExercise(v, base)]],
    ['play', () => questionsFor(v, base, 2, only).map((question): Exercise => ({ kind: 'pick', question }))],
    ['winner', () => [winnerExercise(v, base, seen())]],
    ['scoring', () => [scoringExercise(v, base, seen())]],
    ['phases', () => [phasesExercise(v, base)]],
    ['end', () => [endExercise(v, base, seen())]],
  ]);
  const lessons: Lesson[] = [];
  for (const [key, title] of LESSON_TITLES) {
    const r = rules.get(key) ?? [];
    const text = only ? [] : introOf(v, key);
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

/** A lesson's opening sentences, from the compiled variant (the rules follow them in full). */
function introOf(v: SiteVariant, key: LessonKey): string[] {
  const cv = v.compiled;
  const n = cv.players.max;
  switch (key) {
    case 'aim': {
      const out = [
        `${v.resolved.game.title} is a game for ${cv.players.min === n ? n : `${cv.players.min} to ${n}`} players, played ${cv.players.direction}.`,
      ];
      const kinds = new Set(cv.phases.map((p) => playStepOf(p).kind));
      if (kinds.has('tricks'))
        out.push(`Most deals are played in tricks: each player plays a card, and the best card takes them all.`);
      if (kinds.has('beating'))
        out.push(
          'Each card played must beat the one before it; whoever cannot, picks the cards up. The aim is to be rid of your cards.',
        );
      if (kinds.has('layoff'))
        out.push(
          'In a lay-off deal the cards are laid out in rows by suit, and the aim is to be rid of your cards first.',
        );
      const against = [...tallyWeights(cv)]
        .filter(([, w]) => w < 0)
        .map(([name]) => cv.tallies.find((t) => t.name === name)?.title ?? name);
      const forYou = [...tallyWeights(cv)]
        .filter(([, w]) => w > 0)
        .map(([name]) => cv.tallies.find((t) => t.name === name)?.title ?? name);
      if (against.length)
        out.push(
          `The score is kept as ${against.join(' and ')}: ${against.length === 1 ? 'it counts' : 'they count'} against you.`,
        );
      if (forYou.length) out.push(`The score is kept as ${forYou.join(' and ')}: the more, the better for you.`);
      return out;
    }
    case 'cards':
      return cv.pointsTotal
        ? [
            `Cards rank within their suit, and some carry ${pointsNoun(cv, cv.phases[0]!.id)}: ${cv.pointsTotal} in all.`,
          ]
        : ['Cards rank within their suit.'];
    case 'deal':
      return ['Who deals, how the cards are dealt, and who plays first.'];
    case 'play':
      return ['The first player to a trick may play any card; the rules say what the others must play.'];
    case 'winner':
      return cv.phases.some(takesTricks)
        ? [
            'When everyone has played to a trick, the best card takes it, and whoever played it leads to the next trick.',
          ]
        : [];
    case 'scoring':
      return ['After each deal the cards are counted and the score is written down.'];
    case 'phases':
      return cv.phases.length > 1
        ? [
            `A game goes through ${cv.phases.length} stages, in this order: ${cv.phases.map((p) => p.title).join(', ')}.`,
          ]
        : [];
    case 'events':
      return ['A few things happen only now and then: here is what the rules say of them.'];
    case 'end':
      return [];
  }
}
