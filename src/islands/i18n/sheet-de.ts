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
/** What a deal's points are called: the card points are „Augen“. */
const POINTS = { 'card points': 'Augen', points: 'Punkte', 'penalty points': 'Strafpunkte' } as const;
const OVER = { game: 'die Partie ist zu Ende', rubber: 'der Robber ist zu Ende' } as const;
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
  pointsNoun: (noun: 'card points' | 'points' | 'penalty points'): string => POINTS[noun],
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

  slate: {
    variant: 'Variante',
    load: (example: string): string => `${example} laden`,
    back: 'Ein Spiel zurück',
    forward: 'Ein Spiel vor',
    clear: 'Alles löschen',
    cannotScore: (n: number, variant: string, why: string): string =>
      `Spiel ${n} lässt sich nach ${variant} nicht abrechnen: ${why}`,
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
      `Nach ${s.at} von ${s.of} Spielen: Partie ${s.game}, ${s.phase}${s.playoff ? `, Stechen zwischen ${list(s.playoff)}` : ''}${s.out.length ? `, ausgeschieden: ${list(s.out)}` : ''}${s.over ? `, ${OVER[s.over]}` : ''}${s.refused ? `; abgelehnt: ${s.refused}` : ''}.`,
    enterNext: 'Das nächste Spiel eintragen',
    nextFor: (places: boolean, players: readonly string[]): string =>
      `Nächstes Spiel (${places ? 'Reihenfolge des Ausscheidens' : 'Augen und Stiche'}) für ${list(players)}:`,
    place: (name: string): string => `${Who(name)}: Platz`,
    points: (name: string): string => `${Who(name)}: Augen`,
    tricks: (name: string): string => `${Who(name)}: Stiche`,
    score: 'Spiel abrechnen',
    refused: (n: number, why: string): string => `Spiel ${n}: ${why}`,
    drawing: (players: readonly string[]): string => `Die Tafel. ${players.join('. ')}.`,
    signedValue: (n: number): string => `${n > 0 ? 'plus' : 'minus'} ${Math.abs(n)}`,
  },
} satisfies SheetCatalog;
