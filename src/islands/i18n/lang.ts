/**
 * The language of the page an island runs in: the page says it once, on its root element
 * (`<html lang="de">` for the German edition under /de/). Read here and nowhere else.
 */
import { DEFAULT_LANG, type Lang, langOf } from '../../core/lang.ts';

/** The page's language, or the default where the page names none the islands are written in. */
export function pageLang(): Lang {
  return langOf(typeof document === 'undefined' ? null : document.documentElement.lang) ?? DEFAULT_LANG;
}
