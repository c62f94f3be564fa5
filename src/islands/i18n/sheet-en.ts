/**
 * The score sheet's words in English (the Slate's, and the sheet under the Play table): the catalog
 * ./sheet-de.ts is checked against (its type is `SheetCatalog`). A family of its own so that a page
 * with a Slate alone loads these few words, not the Play table's (./ui.ts).
 */
import { figure, ordinal, plural } from '../../compile/words.ts';

/** What a deal's points are called (../../engine/nouns.ts). */
type PointsNoun = 'card points' | 'points' | 'penalty points';

/** A deal as the sheet names it. */
interface DealOf {
  kind: string;
  deal: number;
  game: number;
}

const tricks = (n: number): string => `${figure(n)} ${plural(n, 'trick', 'tricks')}`;

export const sheetEn = {
  /** The human's seat as a column's name ("You"). */
  seat: (name: string): string => name,
  label: 'Score sheet',
  deal: 'Deal',
  what: 'What happened',
  caption: (titles: readonly string[]): string => `${titles.join(' and ')} after each deal, change in brackets`,
  out: ' out',
  /** A deal as every page names it: "Deal 3", "Game 2, deal 1", "Play-off deal 5", "Deal 2, dealt again". */
  dealLabel: (e: DealOf): string => {
    const deal =
      e.kind === 'playoff'
        ? `play-off deal ${e.deal}`
        : e.kind === 'redeal'
          ? `deal ${e.deal}, dealt again`
          : `deal ${e.deal}`;
    return e.game > 1 ? `Game ${e.game}, ${deal}` : deal[0]!.toUpperCase() + deal.slice(1);
  },
  /** What a deal's points are called; "card points" where the page says nothing else. */
  pointsNoun: (noun: PointsNoun): string => noun,
  cardPoints: 'card points',
  /** A player's place in the order of going out: "Ada 1st". */
  place: (name: string, n: number): string => `${name} ${ordinal(n)}`,
  /** A player's points in a deal, with the tricks where tricks were taken: "Ada 12 (3 tricks)". */
  points: (name: string, points: number, taken: number | null): string =>
    `${name} ${figure(points)}${taken === null ? '' : ` (${tricks(taken)})`}`,
  /** The deal's figures in seat order, then what they are. */
  figures: (parts: readonly string[], noun: string): string => `${parts.join(', ')} ${noun}`,
  /** A team's line: "N and S: 72 card points and 5 tricks between them; Marks 2". */
  team: (names: readonly string[], points: number, noun: string, taken: number, tallies: readonly string[]): string => {
    const who = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
    const figures = `${figure(points)} ${noun} and ${tricks(taken)}${names.length > 1 ? ' between them' : ''}`;
    return `${who}: ${figures}${tallies.length ? `; ${tallies.join(', ')}` : ''}`;
  },
  outWith: (name: string, state: string): string => `${name} is out with ${state}`,
  playoffBetween: (names: readonly string[]): string => `play-off between ${names.join(' and ')}`,
  gameOver: (loser: string | null): string => (loser ? `game over: ${loser} lost the game` : 'game over'),

  /** The Slate's own controls and sentences. */
  slate: {
    variant: 'Variant',
    load: (example: string): string => `Load ${example}`,
    back: 'Back one deal',
    forward: 'Forward one deal',
    clear: 'Clear',
    cannotScore: (n: number, variant: string, why: string): string =>
      `Deal ${n} cannot be scored under ${variant}: ${why}`,
    /** Where the deals entered leave the game: "After 3 of 5 deals: game 1, <phase>, out: Ada." */
    after: (s: {
      at: number;
      of: number;
      game: number;
      phase: string;
      playoff: readonly string[] | null;
      out: readonly string[];
      over: 'game' | 'rubber' | null;
      refused: string | null;
    }): string =>
      `After ${s.at} of ${s.of} deals: game ${s.game}, ${s.phase}${s.playoff ? `, play-off between ${s.playoff.join(' and ')}` : ''}${s.out.length ? `, out: ${s.out.join(', ')}` : ''}${s.over ? `, the ${s.over} is over` : ''}${s.refused ? `; refused: ${s.refused}` : ''}.`,
    enterNext: 'Enter the next deal',
    nextFor: (places: boolean, players: readonly string[]): string =>
      `Next deal (${places ? 'order of going out' : 'card points and tricks'}) for ${players.join(', ')}:`,
    place: (name: string): string => `${name} place`,
    points: (name: string): string => `${name} points`,
    tricks: (name: string): string => `${name} tricks`,
    score: 'Score the deal',
    /** A refused entry of deal `n` ("Deal 3: the points add up to 7, …"). */
    refused: (n: number, why: string): string => `Deal ${n}: ${why}`,
    /** The drawing in a sentence: "The slate. N: Marks 2. E: …." */
    drawing: (players: readonly string[]): string => `The slate. ${players.join('. ')}.`,
    /** A signed tally's value as the drawing says it: "plus 3", "minus 2". */
    signedValue: (n: number): string => `${n > 0 ? 'plus' : 'minus'} ${Math.abs(n)}`,
  },
};

/** The shape every language's score-sheet catalog has: the English one's. */
export type SheetCatalog = typeof sheetEn;
