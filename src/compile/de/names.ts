/**
 * A variant's names in German, read from its `Names`: the German title the variant gives (its
 * `titles de` block, `Names.german`), else the pack's German card word (nouns.ts), else the English
 * title marked English (`english: true`, which the page marks lang="en"); which pack the deck is,
 * ../pack.ts decides. Every German sentence (./words.ts, ./clause-words.ts) names the variant's
 * things through these, as nouns with their gender, so that `phrase` can put them in any case.
 */
import type { Noun } from '../../core/lang.ts';
import { packStyle } from '../pack.ts';
import type { Names } from '../words.ts';
import { knownCardWord, noun, rankNoun, suitNoun } from './nouns.ts';

/** The German noun of suit `s`: the variant's German title, a German word among its titles, the pack's word. */
export function suitDe(names: Names, s: number): Noun {
  const deck = names.deck;
  const own = names.german?.suits.get(deck.suits[s]!);
  if (own) return own;
  const titles = deck.suitNames[s] ?? [];
  for (const t of titles.slice(1)) {
    const k = knownCardWord(t);
    if (k) return k;
  }
  // A German-suited pack's second title (Acorns) names the German suit where the first is French.
  for (const t of [...titles.slice(1), ...titles.slice(0, 1)]) {
    const n = suitNoun(t);
    if (!n.english) return n;
  }
  return suitNoun(titles[0] ?? deck.suits[s]!);
}

/** The German noun of rank `r`: the variant's German title, a German card word among its titles, the pack's. */
export function rankDe(names: Names, r: number): Noun {
  const deck = names.deck;
  const own = names.german?.ranks.get(deck.ranks[r]!);
  if (own) return own;
  const titles = deck.rankNames[r] ?? [];
  for (const t of titles.slice(1)) {
    const k = knownCardWord(t);
    if (k) return k;
  }
  return rankNoun(deck.ranks[r]!, titles[0], packStyle(deck));
}

/** An English title a German sentence falls back on, as a noun marked English (plural: the title as it is). */
const englishNoun = (title: string, gender: Noun['gender'] = 'm'): Noun => ({
  ...noun(title, gender),
  english: true,
});

/** A tally's German noun ("Striche"), else its English title marked English ("Marks": one "Mark"). */
export function tallyDe(names: Names, id: string): Noun {
  const own = names.german?.tallies.get(id)?.noun;
  if (own) return own;
  const t = names.tally(id);
  return /[^s]s$/.test(t) ? { ...noun(t.slice(0, -1), 'm', t), english: true } : englishNoun(t);
}

/** An event's German title and player nouns ("Durchmarsch", "Durchmarschierer"), else its English ones. */
export function eventDe(names: Names, id: string): { title: Noun; player: Noun } | null {
  const own = names.german?.events.get(id);
  if (own) return own;
  const e = names.event(id);
  return e ? { title: englishNoun(e.title), player: englishNoun(e.player) } : null;
}

/** A phase's German title, else its English one. */
export const phaseDe = (names: Names, id: string): string => names.german?.phases.get(id) ?? names.phase(id);

/** A reading's German title, else its English one. */
export const readingDe = (names: Names, a: string, r: string): string =>
  names.german?.readings.get(`${a}.${r}`)?.title ?? names.reading(a, r);

/** A `choice` option's German title, else its English one, or null. */
export const optionDe = (names: Names, id: string): string | null =>
  names.german?.options.get(id) ?? names.option?.(id) ?? null;

/** A special card's German nickname ("de Alt"), else the one the file gives, or null. */
export function specialDe(names: Names, id: string): Noun | null {
  const own = names.german?.specials.get(id);
  if (own) return own;
  const s = names.special(id);
  return s ? noun(s, 'm') : null;
}
