/**
 * The Simulate panel's words in German, checked against the English catalog's shape (`satisfies
 * SimCatalog`) and by tests/islands/i18n-catalog.test.ts.
 */
import type { SimCatalog } from './sim-en.ts';

const NUMBERS = new Intl.NumberFormat('de');
const LISTS = new Intl.ListFormat('de', { type: 'disjunction' });
const n = (x: number): string => NUMBERS.format(x);

export const simDe = {
  number: n,
  games: 'Partien',
  bots: 'Bots',
  seed: 'Startwert',
  simulate: 'Simulieren',
  cancel: 'Abbrechen',
  progress: 'Simulierte Partien',
  botNames: {
    random: 'zufällig',
    greedy: 'gierig',
    'ismcts,random,random,random': 'ein starker Bot (P1) gegen zufällige – langsam',
    'greedy,random,random,random': 'gierig (P1) gegen zufällige',
  } as Record<string, string>,
  chooseGames: (offered: readonly number[]): string =>
    `Wähl eine Zahl von Partien aus der Liste: ${LISTS.format(offered.map(n))}.`,
  badSeed: (max: number): string => `Der Startwert ist eine ganze Zahl von 0 bis ${n(max)}.`,
  chooseBots: 'Wähl die Bots aus der Liste.',
  running: (games: number, each: boolean): string =>
    `${n(games)} Partien${each ? ' je Variante' : ''} werden simuliert …`,
  noWorker:
    'Die Simulation konnte nicht starten: Dieser Browser lässt sie nicht im Hintergrund laufen (in einem Web Worker).',
  cancelled: (done: number, of: number): string => `Abgebrochen nach ${n(done)} von ${n(of)} Partien.`,
  ticker: (done: number, of: number, rate: number): string =>
    `${n(done)} von ${n(of)} Partien · ${n(rate)} Spiele pro Sekunde in diesem Browser`,
  stopped: (why: string): string => `Die Simulation ist stehen geblieben: ${why}`,
  done: (s: {
    games: number;
    each: boolean;
    seconds: number;
    rate: number;
    node: string;
    seed: number;
    bots: string;
  }): string =>
    `${n(s.games)} Partien${s.each ? ' je Variante' : ''} in ${s.seconds.toLocaleString('de', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} s (${n(s.rate)} Spiele pro Sekunde in diesem Browser${s.node}), Startwert ${s.seed}, Bots: ${s.bots}.`,
  nodeRate: (rate: number, itself: string | null, random: boolean): string =>
    `; Node auf dem Rechner, der diese Seite gebaut hat${itself === null ? '' : `, für ${itself} gegen sich selbst`}${random ? '' : ', mit zufälligen Bots'}: ${n(rate)}`,
  charts: {
    length: 'Spiele je Partie (Anteil der Partien)',
    lost: 'Anteil der Partien, die jeder Platz verloren hat',
    place: 'Mittlerer Platz in einer Partie',
    settlement: (tally: string): string => `Mittlere Abrechnung eines Robbers (${tally})`,
    settlementOf: (tally: string, variant: string): string =>
      `Mittlere Abrechnung eines Robbers in ${tally}: ${variant}`,
    events: 'Anteil der Spiele mit jedem Ereignis',
    phases: 'Anteil der Partien, die jede Phase erreichen',
    against: (values: readonly string[]): string => values.join(' gegen '),
    series: (k: number): string => `Reihe ${k}`,
  },
  differences: {
    caption: (a: string, b: string): string =>
      `Was sich unterscheidet: ${a} minus ${b}, Partie für Partie mit denselben Karten, wo eine Zahl je Partie gilt`,
    figure: 'Kennzahl',
    difference: 'Unterschied (95-%-Intervall)',
    differenceShort: 'Unterschied',
    verdict: 'Urteil',
    significant: 'signifikant',
    chance: 'im Rahmen des Zufalls',
  },
} satisfies SimCatalog;
