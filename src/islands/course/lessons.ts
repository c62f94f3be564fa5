/**
 * The lessons of a course, in a teacher's order, and which lesson teaches each kind of clause.
 * Plain data with no build-time imports, so that the Playground's worker can sort a house rule's
 * changes into the same lessons as the pages of /learn/ (src/site/course/rules-by-lesson.ts does
 * it at build).
 */
import type { ClauseBody } from '../../parse/ast.ts';

/** The lessons that teach rules, in the order a teacher takes them. */
export const LESSON_KEYS = ['aim', 'cards', 'deal', 'play', 'winner', 'scoring', 'phases', 'events', 'end'] as const;
/** A lesson's key: its anchor on the course page, and its key in the progress kept in the browser. */
export type LessonKey = (typeof LESSON_KEYS)[number];

/** Each lesson's title, in the order of LESSON_KEYS. */
export const LESSON_TITLES: ReadonlyMap<LessonKey, string> = new Map<LessonKey, string>([
  ['aim', 'The aim of the game'],
  ['cards', 'The cards'],
  ['deal', 'The deal and who leads'],
  ['play', 'What you must play'],
  ['winner', 'Who takes the trick'],
  ['scoring', 'How a deal is scored'],
  ['phases', 'The order of the deals'],
  ['events', 'Special moments'],
  ['end', 'The end of the game, and who wins'],
]);

/** The lesson that teaches each clause kind. */
const LESSON_OF = new Map<ClauseBody['kind'], LessonKey>([
  ['GameOver', 'aim'],
  ['Deck', 'cards'],
  ['Special', 'cards'],
  ['Order', 'cards'],
  ['Points', 'cards'],
  ['Players', 'deal'],
  ['Deal', 'deal'],
  ['Trump', 'deal'],
  ['TrumpNamed', 'deal'],
  ['Give', 'deal'],
  ['Exchange', 'deal'],
  ['Choice', 'deal'],
  ['Lead', 'deal'],
  ['NextDealer', 'deal'],
  ['Must', 'play'],
  ['Play', 'play'],
  ['Winner', 'winner'],
  ['TrumpsBeat', 'winner'],
  ['Tally', 'scoring'],
  ['Score', 'scoring'],
  ['EventWhen', 'scoring'],
  ['Ties', 'scoring'],
  ['Ends', 'phases'],
  ['AtEnd', 'phases'],
  ['AfterDeal', 'phases'],
  ['PhaseOrder', 'phases'],
  ['Action', 'events'],
  ['PlayoffDealer', 'events'],
  ['PlayoffLead', 'events'],
  ['PlayoffRank', 'events'],
  ['PlayoffNextDealer', 'events'],
  ['PlayoffNextLead', 'events'],
  ['Rubber', 'end'],
  ['Settle', 'end'],
  ['NextGameDealer', 'end'],
]);

/** The lesson that teaches a clause of kind `kind`, or null for a kind no lesson teaches (a source, a claim). */
export function lessonOf(kind: ClauseBody['kind']): LessonKey | null {
  return LESSON_OF.get(kind) ?? null;
}
