/**
 * The site's two editions: English at the site's own addresses, German under /de/ (Astro's i18n
 * routing, astro.config.mjs). Every page file lives under src/pages/[...lang]/ and is built once per
 * language, so that each page has its counterpart in the other edition by construction; the page
 * reads its language from the address (`Astro.currentLocale`), never from a prop it could forget.
 */
import { DEFAULT_LANG, LANGS, type Lang } from '../../core/lang.ts';

/** A static path of a page, as getStaticPaths returns it. */
interface StaticPath {
  params: Record<string, string | undefined>;
  props?: Record<string, unknown>;
}

/** The `lang` route parameter of `lang`: none for the default edition, so its pages keep their addresses. */
const langParam = (lang: Lang): string | undefined => (lang === DEFAULT_LANG ? undefined : lang);

/** getStaticPaths of a page with no parameters of its own: one path per edition. */
export const langPaths = (): StaticPath[] => LANGS.map((lang) => ({ params: { lang: langParam(lang) } }));

/** getStaticPaths of a page with parameters: each of `paths` once per edition. */
export const withLangs = <P extends StaticPath>(
  paths: readonly P[],
): (P & { params: P['params'] & { lang: string | undefined } })[] =>
  LANGS.flatMap((lang) => paths.map((p) => ({ ...p, params: { ...p.params, lang: langParam(lang) } })));

/** The language of the page being built, from its address. */
export const pageLang = (currentLocale: string | undefined): Lang => (currentLocale === 'de' ? 'de' : DEFAULT_LANG);

/** The site's base path without its trailing slash ("" at the root). */
const BASE = ((import.meta as { env?: { BASE_URL?: string } }).env?.BASE_URL ?? '/').replace(/\/$/, '');

/**
 * The address of the site's page `path` ("/rules/x/", "/" for home) in the edition `lang`, with the
 * base path: "/rules/x/" or "/de/rules/x/".
 */
export const localHref = (lang: Lang, path: string): string =>
  `${BASE}${lang === DEFAULT_LANG ? '' : `/${lang}`}${path.startsWith('/') ? path : `/${path}`}`;

/** A page's address within its edition, without base and language ("/de/rules/x/" → "/rules/x/"). */
export function sitePath(pathname: string): string {
  const rest = pathname.startsWith(BASE) ? pathname.slice(BASE.length) : pathname;
  const m = /^\/(de)(\/.*)?$/.exec(rest);
  return m ? (m[2] ?? '/') : rest || '/';
}

/**
 * The prefix of every page address of the edition `lang` ("" or "/base" for English, "/de" or
 * "/base/de" for German), for the helpers that build links as `${base}/rules/x/`: given this instead
 * of the site's base path, they link within the reader's edition. Files the site serves once for
 * both (Pagefind's index, stylesheets) keep the site's own base.
 */
export const localBase = (lang: Lang): string => localHref(lang, '/').replace(/\/$/, '');
