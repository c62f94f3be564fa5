/**
 * The shape of a game's course as the pages draw it: lessons in a teacher's order, each a few
 * sentences, the rules it rests on (in words, linked to the rulebook) and an exercise whose answer
 * the build worked out from the engine. Plain JSON-able data: the page is static, and the course's
 * script (src/islands/course.ts) only reveals what is already in it.
 */
import type { TutorialCard, TutorialQuestion } from '../tutorial-positions.ts';

/** A rulebook section: its heading and address. */
export interface RuleLink {
  heading: string;
  href: string;
}

/** A rule a lesson rests on: its sentence, and the section of the rulebook that explains it. */
export interface LessonRule {
  sentence: string;
  rule: RuleLink | null;
}

/** What a seat shows in an exercise's position: its name and figures in words ("45 card points, 3 tricks"). */
export interface SeatLine {
  seat: string;
  text: string;
  cards?: TutorialCard[];
}

/**
 * An exercise. `pick`: pick every card you may play (the positions of tutorial-positions.ts).
 * `order`: put cards from highest to lowest. `choose`: one right option among a few.
 */
export type Exercise =
  | { kind: 'pick'; question: TutorialQuestion }
  | {
      kind: 'order';
      prompt: string;
      setting: string[];
      cards: TutorialCard[];
      answer: string[];
      why: string;
      rule: RuleLink | null;
    }
  | {
      kind: 'choose';
      prompt: string;
      setting: string[];
      seats: SeatLine[];
      options: { label: string; card?: TutorialCard }[];
      answer: number;
      why: string;
      rule: RuleLink | null;
    };

/** One lesson: a key for its anchor and progress, a title, a few sentences, its rules, exercises. */
export interface Lesson {
  key: string;
  title: string;
  text: string[];
  rules: LessonRule[];
  exercises: Exercise[];
}

/** A game's course, from its base variant. */
export interface Course {
  game: string;
  title: string;
  variant: { id: string; title: string };
  lessons: Lesson[];
  /** What comes after the lessons: a guided deal, a game of one's own (a section each, with its link). */
  next: NextStep[];
}

/** A step after the lessons: its anchor, heading, a sentence, and the link that takes it. */
export interface NextStep {
  key: string;
  title: string;
  text: string;
  href: string;
  label: string;
}
