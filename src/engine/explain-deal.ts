/**
 * A finished deal's scoring in words, for the Play table's results panel, the course and the
 * transcripts: a sentence per effect of each clause that fired, built from the clause (whom it
 * picks, what it does) and the deal's figures. A module apart from the refusals (./explain.ts),
 * which a replay needs: a page that only replays (the Slate) does not load these.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import type { Effect, PlayerSet } from '../parse/ast.ts';
import type { LogEntry } from './state.ts';
import { pickedByFigure, scoringEffects, seatOrder, tallyChange } from './deal-figures.ts';
import { pointsNoun } from './nouns.ts';
import { agree, list, tallyUnit } from '../compile/words.ts';

/** A sentence about a deal's scoring, and the clause it comes from (for the section that explains it). */
export interface Explanation {
  sentence: string;
  clause: string | null;
}

type Tallies = LogEntry['tallies'];

/**
 * What the scoring of a finished deal did, a sentence per effect of each clause that fired, built
 * from the clause (whom it picks, what it does) and the figures of the deal: "Ada took the most
 * points (65): 1 mark on the slate". `before` is the deal's tallies before it (the last entry's),
 * null for the first deal; a change is read off the two.
 */
export function explainDeal(cv: CompiledVariant, entry: LogEntry, before: Tallies | null): Explanation[] {
  const out: Explanation[] = [];
  const players = seatOrder(entry).filter((p) => Object.hasOwn(entry.points, p));
  for (const { effect, clause } of scoringEffects(cv, entry)) {
    const said = effectWords(cv, entry, before, players, effect);
    // Effects on a set the sentence cannot tell apart (`players where ...`) say the same thing once.
    if (said && !out.some((x) => x.sentence === said)) out.push({ sentence: said, clause });
  }
  return out;
}

/** One effect of a clause, in words, with whom it picked and by what figure; null when it did nothing to say. */
function effectWords(
  cv: CompiledVariant,
  entry: LogEntry,
  before: Tallies | null,
  players: string[],
  e: Effect,
): string | null {
  if (e.kind === 'Nothing' || e.kind === 'EndGame') return null;
  const who = 'who' in e ? whoWords(cv, entry, players, e.who) : null;
  const short = (t: string) => shortTitle(cv, t);
  const unit = (t: string) => tallyUnit(cv.tallies.find((x) => x.name === t)?.title ?? t);
  const change = (t: string, p: string) => tallyChange(entry, before, t, p);
  // The players whose tally `t` changed, among those the clause picked when it picked by a figure.
  const changedIn = (t: string) => players.filter((p) => change(t, p) !== 0 && (!who?.picked || who.names.includes(p)));
  const amounts = (t: string, names: string[]) => names.map((p) => `${p} ${Math.abs(change(t, p))}`).join(', ');
  switch (e.kind) {
    case 'Add':
    case 'Erase': {
      const changed = changedIn(e.tally.name);
      if (!who || changed.length === 0) return null;
      const sizes = [...new Set(changed.map((p) => Math.abs(change(e.tally.name, p))))];
      const each = changed.length > 1 && sizes.length === 1 ? ' each' : '';
      // Whom a figure picked is said with the figure; others by name (those whose tally changed).
      const subject = who.picked ? who.text : list(changed);
      const sign = e.kind === 'Add' ? '+' : '−';
      const u = unit(e.tally.name);
      // "+1 mark", "+2 marks": the unit agrees with the figure (one figure), else stays plural.
      const noun = sizes.length === 1 && sizes[0] === 1 ? u.one : u.other;
      return `${subject}: ${sizes.length === 1 ? `${sign}${sizes[0]}` : list(changed.map((p) => `${p} ${sign}${Math.abs(change(e.tally.name, p))}`))} ${noun}${each}`;
    }
    case 'PayIn': {
      const payers = changedIn(e.from.name);
      return payers.length
        ? `${who?.picked ? `${who.text}: ` : ''}paid into the ${short(e.to.name)}: ${amounts(e.from.name, payers)}`
        : null;
    }
    case 'PayOut': {
      // Prizes in the order they rank, the largest first (a stable sort keeps seat order among equals).
      const paid = changedIn(e.to.name).sort((p, q) => change(e.to.name, q) - change(e.to.name, p));
      return paid.length
        ? `${who?.picked ? `${who.text}: ` : ''}paid from the ${short(e.from.name)}: ${amounts(e.to.name, paid)}`
        : null;
    }
    case 'DropOut': {
      const out = seatOrder(entry).filter((p) => entry.out.includes(p));
      return out.length ? `${list(out)} ${agree(out, 'is', 'are')} out of the game` : null;
    }
    case 'LoseGame':
      return who?.names.length ? `${who.text}: ${agree(who.names, 'loses', 'lose')} the game` : null;
  }
}

/** A tally as a sentence names it in passing: its description when short, else its name. */
function shortTitle(cv: CompiledVariant, t: string): string {
  const tally = cv.tallies.find((x) => x.name === t);
  // Said after "the": a description that starts with its own article loses it ("the pot").
  const d = (tally?.description ?? t).replace(/^the\s+/i, '');
  return d.length <= 24 && !d.includes(',') && !d.includes('(') ? d : (tally?.title ?? t).toLowerCase();
}

/** Whom a clause picked, in words with the figure that picked them: "Ada took the most points (65)". */
function whoWords(
  cv: CompiledVariant,
  entry: LogEntry,
  players: string[],
  who: PlayerSet,
): { text: string; names: string[]; many: boolean; picked: boolean } {
  // `picked`: chosen by a figure or an event, said with it; other sets are said by the names they hit.
  const picked = who.kind === 'Extreme' || who.kind === 'EventPlayer' || who.kind === 'TeamExtreme';
  const named = (names: string[], text: string) => ({ text, names, many: names.length > 1, picked });
  switch (who.kind) {
    case 'Extreme': {
      const value = who.value.name;
      const picked = pickedByFigure(entry, players, value, who.dir);
      if (!picked) return named([], `the ${who.dir} ${value}`);
      const { best, names } = picked;
      if (value === 'place') return named(names, `${list(names)} went out ${who.dir === 'fewest' ? 'first' : 'last'}`);
      const noun = value === 'points' ? pointsNoun(cv, entry.phase) : 'tricks';
      return named(names, `${list(names)} took the ${who.dir === 'most' ? 'most' : 'fewest'} ${noun} (${best})`);
    }
    case 'EventPlayer': {
      const ev = cv.events.find((x) => x.player === who.name.name || x.id === who.name.name);
      const by = ev ? entry[ev.id] : undefined;
      return typeof by === 'string' ? named([by], `${by} made the ${ev!.title}`) : named([], 'nobody');
    }
    case 'Everyone':
      return named(players, 'everyone');
    case 'Others':
      return named(players, 'the others');
    case 'Remaining':
      return named(players, 'the player left');
    case 'Where':
      return named(players, 'the players it names');
    case 'TeamOf':
      return named(players, 'the team it names');
    case 'TeamExtreme': {
      // The team the deal's figures picked, from the entry's teams (points and tricks added up there).
      const value = who.value.name;
      const teams = entry.teams;
      if (!teams?.length || (value !== 'points' && value !== 'tricks'))
        return named([], `the team with the ${who.dir} ${value}`);
      const sum = (t: (typeof teams)[number]) => (value === 'points' ? t.points : t.tricks);
      const best = who.dir === 'most' ? Math.max(...teams.map(sum)) : Math.min(...teams.map(sum));
      const at = teams.filter((t) => sum(t) === best);
      const names = at.flatMap((t) => t.players);
      const noun = value === 'points' ? pointsNoun(cv, entry.phase) : 'tricks';
      return named(names, `${list(names)} took the ${who.dir} ${noun} between them (${best})`);
    }
  }
}
