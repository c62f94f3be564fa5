/**
 * The Simulate panel's words in the reader's language: ./sim-en.ts or ./sim-de.ts, only the page's.
 */
import type { Lang } from '../../core/lang.ts';
import { family } from './family.ts';
import { pageLang } from './lang.ts';
import type { SimCatalog } from './sim-en.ts';

// One function per language's import (see ./sheet-ui.ts).
const simDe = () => import('./sim-de.ts').then((m) => m.simDe);
const simEn = () => import('./sim-en.ts').then((m) => m.simEn);

/** The Simulate panel's family (./ui.ts `useUi` replaces it in a test). */
export const sim = family<SimCatalog>('Simulate panel’s', (lang) => (lang === 'de' ? simDe() : simEn()));

/** Loads the Simulate panel's catalog of `lang` (the page's by default), once. */
export const loadSimUi = (lang: Lang = pageLang()): Promise<SimCatalog> => sim.load(lang);

/** The Simulate panel's catalog, loaded. */
export const simUi = (): SimCatalog => sim.get();
