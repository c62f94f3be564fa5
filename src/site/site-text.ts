/**
 * What the site's generic pages say about particular games (content/site.json, and its German
 * edition content/de/site.json, of the same shape): the home page's opening, the glossary, the
 * slate's introduction, the defaults of the compare and playground pages.
 */
import en from '../../content/site.json' with { type: 'json' };
import de from '../../content/de/site.json' with { type: 'json' };
import type { Lang } from '../core/lang.ts';

/** The shape of the site's text (the English file's). */
export type SiteText = typeof en;

/** The site's text in `lang`. */
export const siteText = (lang: Lang): SiteText => (lang === 'de' ? (de as SiteText) : en);
