/**
 * Refused cards in words, for every front-end (the CLI's exit-1 message, the Play table, the
 * tutorials): a sentence built from the clause that refuses the card (its reason, from the step's
 * `explain`) and what on the table makes it apply (the suit led and what the player holds, the card
 * on top and the trump suits, the rows laid out), said to the player as "you" or by name.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import type { Effect, PlayerSet } from '../parse/ast.ts';
import type { LogEntry, PlayState } from './state.ts';
import { pointsNoun } from './nouns.ts';
import { agree, isCardTitle, list, rankWord, suitTitle, tallyUnit } from '../compile/words.ts';
import { currentStep, explainMove, kindOf } from './steps/index.ts';

/** A card in words: "Ace of Spades", "Ober of Hearts" (its rank and suit as its pack names them, ../compile/pack.ts). */
export function cardName(cv: CompiledVariant, c: number): string {
  const n = cv.deck.ranks.length;
  return `${rankWord(cv.deck, c % n)} of ${suitTitle(cv.deck, Math.floor(c / n))}`;
}

/** A suit's name for readers, as its pack names it ("Acorns", "Clubs"), else its letter. */
export const suitName = (cv: CompiledVariant, s: number): string => suitTitle(cv.deck, s);

/**
 * Why `seat` may not play `card` in `p`, as a sentence for a reader: the engine's reason for the
 * refusal (without the clause id) and what on the table makes it apply, said to `seat` ("you")
 * when it is `you`, else naming the player from `names`. The one place the site words a refused
 * card (the tutorials and the Play table). Null when the card may be played.
 */
export function refusalSentence(
  cv: CompiledVariant,
  p: PlayState,
  seat: number,
  card: number,
  names: readonly string[],
  you = -1,
): { clause: string; sentence: string } | null {
  const r = explainMove(cv, p, seat, { kind: 'card', card });
  if (!r) return null;
  const who =
    seat === you
      ? { holds: 'you hold', is: 'you', Is: 'You', your: 'your' }
      : { holds: `${names[seat]} holds`, is: names[seat]!, Is: names[seat]!, your: `${names[seat]}’s` };
  if (r.clause === 'turn')
    return {
      clause: r.clause,
      sentence: `It is not ${seat === you ? 'your' : who.your} turn: ${names[p.turn]} ${p.turn === you ? 'are' : 'is'} to play.`,
    };
  if (r.clause === 'hand')
    return {
      clause: r.clause,
      sentence: `${who.Is} ${seat === you ? 'do' : 'does'} not hold the ${cardName(cv, card)}.`,
    };
  const rule = afterColon(cv, r.reason.replace(/\s*\((?:rule )?[\w-]+\)\s*$/, ''))
    .replace(/\bthe player holds\b/g, who.holds)
    .replace(/\bthe player\b/g, who.is);
  const facts = situation(cv, p, seat, card, names, you);
  return {
    clause: r.clause,
    sentence: `The ${cardName(cv, card)} may not be played: ${rule}.${facts ? ` ${facts}` : ''}`,
  };
}

/**
 * A clause's reason as it reads after a colon: its first word in lower case ("may not be played:
 * a card of the suit led …"), unless that word is a name the deck gives a suit or rank ("King").
 */
function afterColon(cv: CompiledVariant, reason: string): string {
  const first = /^\p{Lu}[\p{L}']*/u.exec(reason)?.[0];
  if (!first || (first.length > 1 && first === first.toUpperCase())) return reason;
  return isCardTitle(cv.deck, first) ? reason : reason.charAt(0).toLowerCase() + reason.slice(1);
}

/** What on the table makes a refusal apply, as the step's kind says it (its `situation` hook), or ''. */
function situation(
  cv: CompiledVariant,
  p: PlayState,
  seat: number,
  card: number,
  names: readonly string[],
  you: number,
): string {
  const step = currentStep(cv, p);
  return kindOf(step).situation?.(cv, step, p, seat, card, names, you) ?? '';
}

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
  for (const id of entry.rules) {
    const clause = cv.variant.clauses.find((c) => c.id === id);
    const body = clause?.node.body;
    if (!body || !(body.kind === 'Score' || body.kind === 'AfterDeal' || body.kind === 'AtEnd')) continue;
    for (const effect of body.effects) {
      const said = effectWords(cv, entry, before, players, effect);
      // Effects on a set the sentence cannot tell apart (`players where ...`) say the same thing once.
      if (said && !out.some((x) => x.sentence === said)) out.push({ sentence: said, clause: id });
    }
  }
  return out;
}

/**
 * The players of `entry` in seat order: a per-player tally lists every seat in order (the flow
 * writes them so), where the deal's own figures go in the order of play from its forehand.
 */
export function seatOrder(entry: Pick<LogEntry, 'tallies' | 'points'>): string[] {
  const perPlayer = Object.values(entry.tallies).find((v) => typeof v === 'object');
  return perPlayer ? Object.keys(perPlayer) : Object.keys(entry.points);
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
  const change = (t: string, p: string) => {
    const after = entry.tallies[t];
    const was = before?.[t];
    const a = typeof after === 'object' ? (after[p] ?? 0) : 0;
    const b = typeof was === 'object' ? (was[p] ?? 0) : 0;
    return a - b;
  };
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
      const figures: Record<string, number> | undefined =
        value === 'points'
          ? entry.points
          : value === 'tricks'
            ? entry.tricks
            : value === 'place'
              ? entry.places
              : undefined;
      if (!figures) return named([], `the ${who.dir} ${value}`);
      const best = who.dir === 'most' ? Math.max(...Object.values(figures)) : Math.min(...Object.values(figures));
      const names = players.filter((p) => figures[p] === best);
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
