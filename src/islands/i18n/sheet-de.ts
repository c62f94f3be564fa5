/**
 * The score sheet's words in German (the Slate's, and the sheet under the Play table), checked
 * against the English catalog's shape (`satisfies SheetCatalog`) and by tests/islands/i18n-catalog.test.ts.
 */
import type { SheetCatalog } from './sheet-en.ts';
import { YOU } from './you.ts';

const LISTS = new Intl.ListFormat('de', { type: 'conjunction' });
const NUMBERS = new Intl.NumberFormat('de', { useGrouping: false });
const PLURAL = new Intl.PluralRules('de');

const figure = (n: number): string =>
  NUMBERS.formatToParts(n)
    .map((x) => (x.type === 'minusSign' ? '−' : x.value))
    .join('');
const tricks = (n: number): string => `${figure(n)} ${PLURAL.select(n) === 'one' ? 'Stich' : 'Stiche'}`;
const you = (name: string): boolean => name === YOU;
const Who = (name: string): string => (you(name) ? 'Du' : name);
/** Seats as a list, the human last and „du“ („Ada und du“). */
const list = (names: readonly string[]): string =>
  LISTS.format([...names.filter((n) => !you(n)), ...names.filter(you)].map((n) => (you(n) ? 'du' : n)));

export const sheetDe = {
  seat: Who,
  label: 'Spielliste',
  deal: 'Spiel',
  what: 'Was geschah',
  caption: (titles: readonly string[]): string => `${LISTS.format(titles)} nach jedem Spiel, Änderung in Klammern`,
  out: ' raus',
  dealLabel: (e: { kind: string; deal: number; game: number }): string => {
    const deal =
      e.kind === 'playoff'
        ? `Stechen, Spiel ${e.deal}`
        : e.kind === 'redeal'
          ? `Spiel ${e.deal}, neu gegeben`
          : `Spiel ${e.deal}`;
    return e.game > 1 ? `Partie ${e.game}, ${deal}` : deal;
  },
  cardPoints: 'Augen',
  place: (name: string, n: number): string => `${Who(name)} ${n}.`,
  points: (name: string, points: number, taken: number | null): string =>
    `${Who(name)} ${figure(points)}${taken === null ? '' : ` (${tricks(taken)})`}`,
  figures: (parts: readonly string[], noun: string): string => `${noun}: ${parts.join(', ')}`,
  team: (names: readonly string[], points: number, noun: string, taken: number, tallies: readonly string[]): string => {
    const who = list(names);
    const figures = `${figure(points)} ${noun} und ${tricks(taken)}${names.length > 1 ? ' zusammen' : ''}`;
    return `${who.charAt(0).toUpperCase()}${who.slice(1)}: ${figures}${tallies.length ? `; ${tallies.join(', ')}` : ''}`;
  },
  outWith: (name: string, state: string): string =>
    `${Who(name)} ${you(name) ? 'bist' : 'ist'} mit ${state} ausgeschieden`,
  playoffBetween: (names: readonly string[]): string => `Stechen zwischen ${list(names)}`,
  gameOver: (loser: string | null): string =>
    loser ? `Partie zu Ende: ${you(loser) ? 'du hast' : `${loser} hat`} verloren` : 'Partie zu Ende',
} satisfies SheetCatalog;
