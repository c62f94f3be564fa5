/**
 * The language of the CLI's words (`--lang`): the rules in words, refusals and `explain` in English
 * or German. Without `--lang` the environment's locale decides, as POSIX reads it (LC_ALL, then
 * LC_MESSAGES, then LANG: `LANG=de_DE.UTF-8` picks German); anything else is English. Diagnostics
 * (`check`, malformed input) stay English whatever the language.
 */
import { DEFAULT_LANG, LANGS, langOf, type Lang } from '../core/lang.ts';
import { UsageError } from './io.ts';

/** The `--lang` option for node:util's parseArgs. */
export const LANG_OPTION = { lang: { type: 'string' } } as const;

/** The usage's words for `--lang`, shared by the commands that take it. */
export const LANG_USAGE = `--lang ${LANGS.join('|')} writes the rules and refusals in English or German (Deutsch); without it
the locale decides (LC_ALL, LC_MESSAGES or LANG, e.g. LANG=de_DE.UTF-8 for German), else English.
Diagnostics stay English.`;

/**
 * The language asked for: `--lang`'s value ("de", "de-CH", "de_AT.UTF-8" are German), or an
 * unknown one a UsageError naming the languages; without it the locale's, else English.
 */
export function cliLang(value: string | undefined, env: NodeJS.ProcessEnv = process.env): Lang {
  if (value !== undefined) {
    const lang = langOf(value);
    if (!lang)
      throw new UsageError(
        `unknown --lang value ${JSON.stringify(value)}: the languages are ${LANGS.map((l) => `"${l}"`).join(' and ')}`,
      );
    return lang;
  }
  const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG;
  return langOf(locale) ?? DEFAULT_LANG;
}
