/**
 * A deal's results in German: what the scoring of a finished deal did, a sentence per effect of
 * each clause that fired ("N hat die meisten Augen (65) und bekommt einen Strich"), and the events
 * a transcript notes ("Durchmarsch von N"). The German twin of ../explain.ts's `explainDeal` and of
 * the transcript's `eventNotes`, pure functions of the same data, with the variant's German tally
 * and event nouns (its `titles de`) in the case and number each sentence needs. Kept apart from the
 * English so that a German page loads it alone.
 */
import type { CompiledVariant } from '../../compile/compile.ts';
import { phrase } from '../../compile/de/nouns.ts';
import { countDe, listDe } from '../../compile/de/words.ts';
import type { GermanTitles, Noun } from '../../core/lang.ts';
import type { Effect, PlayerSet } from '../../parse/ast.ts';
import { pointsNoun } from '../nouns.ts';
import { seatLabelDe } from '../seat-names.ts';
import type { LogEntry, ShownEntry } from '../state.ts';
import { pickedByFigure, scoringEffects, seatOrder, tallyChange } from '../deal-figures.ts';

/** A sentence about a deal's scoring, and the clause it comes from (as `Explanation` in ../explain.ts). */
export interface ExplanationDe {
  sentence: string;
  clause: string | null;
}

type Tallies = LogEntry['tallies'];

/** An English title a German sentence falls back on, as a noun marked English. */
const english = (title: string): Noun => ({ one: title, many: title, gender: 'm', english: true });

/** A tally's German noun (the file's `titles de`), else its English title. */
const tallyNoun = (cv: CompiledVariant, german: GermanTitles | undefined, id: string): Noun =>
  german?.tallies.get(id)?.noun ?? english(cv.tallies.find((t) => t.name === id)?.title ?? id);

/** An event's German title ("Durchmarsch"), else its English one. */
const eventNoun = (german: GermanTitles | undefined, ev: { id: string; title: string }): Noun =>
  german?.events.get(ev.id)?.title ?? english(ev.title);

/** What a deal's points are called in German: Augen where only the cards count, else Punkte or Strafpunkte. */
const POINTS: Record<ReturnType<typeof pointsNoun>, string> = {
  'card points': 'Augen',
  points: 'Punkte',
  'penalty points': 'Strafpunkte',
};

/** Names in a German list, compass seats with their German letters ("N, O und S"). */
const names = (xs: readonly string[]): string => listDe(xs.map(seatLabelDe));

/** The verb in the singular or plural, by how many players are its subject. */
const verb = (xs: readonly string[], one: string, many: string): string => (xs.length > 1 ? many : one);

/**
 * The events an entry records as made, in German: "Durchmarsch von N", in declaration order, each
 * with the variant's German title. `events`: the variant's declared events.
 */
export function eventNotesDe(
  e: ShownEntry,
  events: readonly { id: string; title: string }[],
  german?: GermanTitles,
): string[] {
  return events.flatMap((ev) =>
    typeof e[ev.id] === 'string' ? [`${eventNoun(german, ev).one} von ${seatLabelDe(e[ev.id] as string)}`] : [],
  );
}

/**
 * What the scoring of a finished deal did, in German, a sentence per effect of each clause that
 * fired (see `explainDeal`); `before` is the tallies before the deal, null for the first deal;
 * `german` the variant's German titles (by default those the compiled variant carries).
 */
export function explainDealDe(
  cv: CompiledVariant,
  entry: LogEntry,
  before: Tallies | null,
  german: GermanTitles | undefined = cv.variant.german,
): ExplanationDe[] {
  const out: ExplanationDe[] = [];
  const players = seatOrder(entry).filter((p) => Object.hasOwn(entry.points, p));
  for (const { effect, clause } of scoringEffects(cv, entry)) {
    const said = effectDe(cv, german, entry, before, players, effect);
    if (said && !out.some((x) => x.sentence === said)) out.push({ sentence: said, clause });
  }
  return out;
}

/** One effect in German; null when it did nothing to say. */
function effectDe(
  cv: CompiledVariant,
  german: GermanTitles | undefined,
  entry: LogEntry,
  before: Tallies | null,
  players: string[],
  e: Effect,
): string | null {
  if (e.kind === 'Nothing' || e.kind === 'EndGame') return null;
  const who = 'who' in e ? whoDe(cv, german, entry, players, e.who) : null;
  const change = (t: string, p: string) => tallyChange(entry, before, t, p);
  const changedIn = (t: string) => players.filter((p) => change(t, p) !== 0 && (!who?.picked || who.names.includes(p)));
  const amounts = (t: string, xs: string[]) => xs.map((p) => `${seatLabelDe(p)} ${Math.abs(change(t, p))}`).join(', ');
  switch (e.kind) {
    case 'Add':
    case 'Erase': {
      const changed = changedIn(e.tally.name);
      if (!who || changed.length === 0) return null;
      const t = tallyNoun(cv, german, e.tally.name);
      const sizes = [...new Set(changed.map((p) => Math.abs(change(e.tally.name, p))))];
      // "bekommt einen Strich", "bekommen je zwei Striche", "wischt einen Strich weg".
      const [one, many, tail] = e.kind === 'Add' ? ['bekommt', 'bekommen', ''] : ['wischt', 'wischen', ' weg'];
      if (sizes.length > 1) {
        // Different amounts: each player's own ("N bekommt einen Strich, S bekommt zwei Striche").
        const each = changed.map(
          (p) => `${seatLabelDe(p)} ${one} ${countDe(Math.abs(change(e.tally.name, p)), t)}${tail}`,
        );
        return `${who.picked ? `${who.text}: ` : ''}${each.join(', ')}`;
      }
      const does = `${verb(changed, one, many)} ${changed.length > 1 ? 'je ' : ''}${countDe(sizes[0]!, t)}${tail}`;
      return who.picked ? `${who.text} und ${does}` : `${names(changed)} ${does}`;
    }
    case 'PayIn': {
      const payers = changedIn(e.from.name);
      const into = phrase(tallyNoun(cv, german, e.to.name), 'def', 'acc');
      return payers.length
        ? `${who?.picked ? `${who.text}; in` : 'In'} ${into} zahlen: ${amounts(e.from.name, payers)}`
        : null;
    }
    case 'PayOut': {
      const paid = changedIn(e.to.name).sort((p, q) => change(e.to.name, q) - change(e.to.name, p));
      const from = phrase(tallyNoun(cv, german, e.from.name), 'def', 'dat');
      return paid.length
        ? `${who?.picked ? `${who.text}; aus` : 'Aus'} ${from} bekommen: ${amounts(e.to.name, paid)}`
        : null;
    }
    case 'DropOut': {
      const out = seatOrder(entry).filter((p) => entry.out.includes(p));
      return out.length ? `${names(out)} ${verb(out, 'scheidet', 'scheiden')} aus` : null;
    }
    case 'LoseGame':
      if (!who?.names.length) return null;
      return `${who.text}${who.picked ? ' und' : ''} ${who.many ? 'verlieren' : 'verliert'} die Partie`;
  }
}

/** Whom a clause picked, in German with the figure that picked them: "N hat die meisten Augen (65)". */
function whoDe(
  cv: CompiledVariant,
  german: GermanTitles | undefined,
  entry: LogEntry,
  players: string[],
  who: PlayerSet,
): { text: string; names: string[]; many: boolean; picked: boolean } {
  const picked = who.kind === 'Extreme' || who.kind === 'EventPlayer' || who.kind === 'TeamExtreme';
  const named = (xs: string[], text: string, many = xs.length > 1) => ({ text, names: xs, many, picked });
  const most = (dir: 'most' | 'fewest') => (dir === 'most' ? 'die meisten' : 'die wenigsten');
  const noun = (value: string) => (value === 'points' ? POINTS[pointsNoun(cv, entry.phase)] : 'Stiche');
  switch (who.kind) {
    case 'Extreme': {
      const value = who.value.name;
      const picked = pickedByFigure(entry, players, value, who.dir);
      if (!picked) return named([], 'niemand');
      const { best, names: xs } = picked;
      if (value === 'place')
        return named(
          xs,
          `${names(xs)} ${verb(xs, 'ist', 'sind')} als ${who.dir === 'fewest' ? 'Erster' : 'Letzter'} ausgegangen`,
        );
      return named(xs, `${names(xs)} ${verb(xs, 'hat', 'haben')} ${most(who.dir)} ${noun(value)} (${best})`);
    }
    case 'EventPlayer': {
      const ev = cv.events.find((x) => x.player === who.name.name || x.id === who.name.name);
      const by = ev ? entry[ev.id] : undefined;
      return typeof by === 'string'
        ? named([by], `${seatLabelDe(by)} hat ${phrase(eventNoun(german, ev!), 'indef', 'acc')} gemacht`)
        : named([], 'niemand');
    }
    case 'TeamExtreme': {
      const value = who.value.name;
      const teams = entry.teams;
      if (!teams?.length || (value !== 'points' && value !== 'tricks')) return named([], 'keine Partei');
      const sum = (t: (typeof teams)[number]) => (value === 'points' ? t.points : t.tricks);
      const best = who.dir === 'most' ? Math.max(...teams.map(sum)) : Math.min(...teams.map(sum));
      const xs = teams.filter((t) => sum(t) === best).flatMap((t) => t.players);
      return named(xs, `${names(xs)} haben zusammen ${most(who.dir)} ${noun(value)} (${best})`);
    }
    // Other sets are said by the names of those whose tally changed (a scoring sentence), or as the clause names them.
    case 'Everyone':
      return named(players, 'alle', true);
    case 'Others':
      return named(players, 'die anderen', true);
    case 'Remaining':
      return named(players, 'der übrig gebliebene Spieler', false);
    case 'Where':
      return named(players, 'die Spieler, die die Regel nennt,', true);
    case 'TeamOf':
      return named(players, 'die Partei, die die Regel nennt,', false);
  }
}
