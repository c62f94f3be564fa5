/**
 * The course's sentences, one pattern per sentence, per language: the English ones (./words-en.ts)
 * and the German ones (./de/words.ts) take the same facts — the variant, seat numbers, card numbers,
 * phase ids, tally ids — and each names them as its language does (German through the variant's
 * German nouns, with article, case and number). course.ts and exercises.ts decide what to ask and
 * what the answer is; these modules only say it, so the language never changes an answer.
 */
import type { Lang } from '../../core/lang.ts';
import type { LogEntry } from '../../engine/state.ts';
import type { LessonKey } from '../../islands/course/lessons.ts';
import type { SiteVariant } from '../data.ts';
import { courseWordsDe } from './de/words.ts';
import { courseWordsEn } from './words-en.ts';

/** A tally's change for one player in a deal, for the German "why" of a scoring exercise. */
export interface TallyChange {
  player: string;
  tally: string;
  by: number;
}

/** What the aim lesson opens with: the facts its sentences say. */
export interface AimFacts {
  kinds: ReadonlySet<string>;
  /** Tallies (ids) that count against a player, and for one. */
  against: string[];
  forYou: string[];
}

/** Every sentence the course makes, in one language. Seats are indexes into the seats' names. */
export interface CourseWords {
  /** The seats' names as labels (the reader first). */
  seats: readonly string[];
  /** The lessons' titles. */
  lessonTitles: ReadonlyMap<LessonKey, string>;
  /** The next steps after the lessons: a guided deal and a free game. */
  guided: { title: string; text: string; label: (variant: string) => string };
  free: { title: string; text: string; label: (variant: string) => string };
  /** A lesson's opening sentences. */
  intro: {
    aim(v: SiteVariant, facts: AimFacts): string[];
    cards(v: SiteVariant): string[];
    deal: string[];
    play: string[];
    winner: string[];
    scoring: string[];
    phases(v: SiteVariant): string[];
    events: string[];
  };
  aim: {
    takePrompt(v: SiteVariant, phase: string): string;
    takeOptions(v: SiteVariant, phase: string): [string, string];
    takeWhy(v: SiteVariant, phase: string, fewer: boolean): string;
    outPrompt(v: SiteVariant, phase: string): string;
    outOptions: [string, string];
    outWhy(early: boolean): string;
  };
  order: {
    prompt: string;
    beatingSetting: string;
    beatingWhy(v: SiteVariant, high: number, suit: number): string;
    trumpSetting(v: SiteVariant, suit: number, specials: number): string;
    /** "From the highest: …", each card with its special's clause id when it is one. */
    why(v: SiteVariant, cards: { card: number; special: string | null }[]): string;
  };
  winner: {
    trumps(v: SiteVariant, phase: string, suit: number): string;
    led(seat: number): string;
    prompt: string;
    option(v: SiteVariant, seat: number, card: number): string;
    why(v: SiteVariant, card: number, seat: number): string;
  };
  scoring: {
    prompt(worst: boolean): string;
    setting(v: SiteVariant, phase: string): string;
    /** A seat's figures in a deal ("45 card points, 3 tricks", "out 2nd"). */
    figures(v: SiteVariant, e: LogEntry, player: string): string;
    /** A player's name as a label. */
    player(name: string): string;
    /** Why: the English explanation of the deal (`said`), or the tallies' changes in words. */
    why(v: SiteVariant, said: string[], player: string, worst: boolean, changes: TallyChange[]): string;
  };
  phases: {
    prompt(v: SiteVariant, phase: string): string;
    option(v: SiteVariant, phase: string): string;
    over: string;
    why(v: SiteVariant, from: string, to: string): string;
  };
  lead: {
    deals(seat: number): string;
    holds(v: SiteVariant, seat: number, card: number): string;
    prompt: string;
    why(v: SiteVariant, turn: number, dealer: number, after: number[]): string;
  };
  end: {
    tallyLine(v: SiteVariant, tally: string, value: number): string;
    out: string;
    lostPrompt: string;
    wonPrompt: string;
    setting: string;
    lostWhy(loser: string): string;
    wonWhy(v: SiteVariant, winner: string, tally: string): string;
  };
}

/** The course's sentences in `lang`. */
export const courseWords = (lang: Lang): CourseWords => (lang === 'de' ? courseWordsDe : courseWordsEn);
