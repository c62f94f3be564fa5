/**
 * The words of the site's pages, one catalog per language: the English one gives the keys, and the
 * German one must have every key (its type is the English one's, so a missing key fails the build's
 * type check, and tests/site/ui-catalog.test.ts checks that each German entry is German). Pages are
 * built on the server, so both catalogs stay out of the browser; the islands have their own.
 */
import type { Lang } from '../../core/lang.ts';
import { partsDe, partsEn } from './ui-parts.ts';
import { pagesDe, pagesEn } from './ui-pages.ts';

const en = {
  siteDescription: 'Rules of folk card games, their regional variants and the questions the sources leave open.',
  skipToText: 'Skip to the text',
  sections: 'Sections',
  navLearn: 'Learn',
  navPlay: 'Play',
  navRulebooks: 'Rulebooks',
  navGlossary: 'Glossary',
  navSlate: 'Slate',
  navVariants: 'Variants',
  navCompare: 'Compare',
  navAmbiguities: 'Ambiguities',
  navSources: 'Sources',
  navPlayground: 'Playground',
  searchLabel: 'Search the site',
  searchPlaceholder: 'Search',
  theme: 'Theme',
  themeAuto: 'auto',
  themeLight: 'light',
  themeDark: 'dark',
  onThisPage: 'On this page',
  otherRulebooks: 'Other rulebooks',
  tutorialTitle: 'Write your first house rule',
  tutorialDescription:
    'A house rule as a variant file, from a one-line override to a cited rule with an example, then compared with its base and simulated.',
  /** The footer, before and after the command's name (shown as code). */
  footer: [
    'Rules written in our own words from the sources each page cites. Variant files are checked and compiled by the same pipeline as the',
    'command line.',
  ] as readonly [string, string],
  /** The switch to the other edition, in that edition's language. */
  otherEdition: 'Deutsch',
  otherEditionLabel: 'Diese Seite auf Deutsch',
  /** The offer shown once to a reader whose browser prefers the other edition's language. */
  offer: 'Diese Seite gibt es auch auf Deutsch.',
  offerFollow: 'Auf Deutsch lesen',
  offerDismiss: 'Nein, danke',
  offerDismissLabel: 'Das Angebot schließen',
  termIn: (term: string, book: string) => `${term} in ${book}`,
  ...pagesEn,
  ...partsEn,
};

/** The keys of the page catalog, and what each must hold. */
export type PageCatalog = typeof en;

const de: PageCatalog = {
  siteDescription: 'Regeln alter Kartenspiele, ihre regionalen Varianten und die Fragen, die die Quellen offenlassen.',
  skipToText: 'Zum Text springen',
  sections: 'Bereiche',
  navLearn: 'Lernen',
  navPlay: 'Spielen',
  navRulebooks: 'Regelbücher',
  navGlossary: 'Glossar',
  navSlate: 'Tafel',
  navVariants: 'Varianten',
  navCompare: 'Vergleichen',
  navAmbiguities: 'Offene Fragen',
  navSources: 'Quellen',
  navPlayground: 'Werkstatt',
  searchLabel: 'Die Seite durchsuchen',
  searchPlaceholder: 'Suchen',
  theme: 'Darstellung',
  themeAuto: 'auto',
  themeLight: 'hell',
  themeDark: 'dunkel',
  onThisPage: 'Auf dieser Seite',
  otherRulebooks: 'Weitere Regelbücher',
  tutorialTitle: 'Deine erste Hausregel',
  tutorialDescription:
    'Eine Hausregel als Variantendatei: von einer einzigen geänderten Zeile bis zur belegten Regel mit Beispiel, dann mit ihrer Grundvariante verglichen und simuliert.',
  footer: [
    'Die Regeln stehen hier in eigenen Worten, nach den Quellen, die jede Seite nennt. Die Variantendateien prüft und übersetzt dasselbe Werkzeug wie das Kommandozeilenprogramm',
    '.',
  ],
  otherEdition: 'English',
  otherEditionLabel: 'This page in English',
  offer: 'This page is also available in English.',
  offerFollow: 'Read it in English',
  offerDismiss: 'No, thanks',
  offerDismissLabel: 'Close this offer',
  termIn: (term: string, book: string) => `${term} im Regelbuch ${book}`,
  ...pagesDe,
  ...partsDe,
};

const CATALOGS: ReadonlyMap<Lang, PageCatalog> = new Map([
  ['en', en],
  ['de', de],
]);

/** The page catalog of `lang`. */
export const ui = (lang: Lang): PageCatalog => CATALOGS.get(lang) ?? en;
