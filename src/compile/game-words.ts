/**
 * The game-level half of the expression language in words: per-player values (points, tricks,
 * places, tallies), counts and totals, events and phases, sets of players and seats. Rules said
 * whole (clause-words.ts) give these to words.ts through `Names.game`; a refusal during play needs
 * none of them, so the Play page's bundle leaves this module out.
 */
import type { Cond, Ident, NumExpr, PlayerSet, Seat } from '../parse/ast.ts';
import { condWords, numWords, OP_WORDS, symWords, type GameWords, type Names } from './words.ts';

/** A per-player value's noun: the deal's points, tricks or place, or a tally's title. */
export function valueNoun(names: Names, id: Ident): { text: string; plural: boolean } {
  switch (id.name) {
    // "points", not "card points": in some deals a trick is worth points by itself.
    case 'points':
      return { text: 'points', plural: true };
    case 'tricks':
      return { text: 'tricks', plural: true };
    case 'place':
      return { text: 'place', plural: false };
    case 'cards':
      return { text: 'cards left', plural: true };
    case 'passes':
      return { text: 'passes', plural: true };
    case 'pickups':
      return { text: 'pick-ups', plural: true };
    default: {
      const t = names.tally(id.name).toLowerCase();
      return { text: t, plural: t.endsWith('s') };
    }
  }
}

/** A declared event with its article: "a march" (the event's id where the file declares none). */
export function anEvent(names: Names, id: string): string {
  const ev = names.event(id);
  return ev ? `a ${ev.title.toLowerCase()}` : `the event ${id}`;
}

/** The game-level words of `names` (to set as its `game`). */
export function gameWords(names: Names): GameWords {
  return {
    plural: (e) =>
      (e.kind === 'Value' && valueNoun(names, e.name).plural) ||
      (e.kind === 'Total' && valueNoun(names, e.tally).plural),
    num: (e, whose) => gameNum(e, names, whose),
    cond: (c, not, whose) => gameCond(c, names, not, whose),
  };
}

function gameNum(e: NumExpr, names: Names, whose: string): string | null {
  switch (e.kind) {
    case 'Value': {
      // An event's count noun (`sweeps`) is the table's: the deals of this game before this one that had it.
      const ev = names.eventCount?.(e.name.name);
      if (ev) return `the number of earlier deals of this game with a ${ev.toLowerCase()}`;
      return `${whose} ${valueNoun(names, e.name).text}`;
    }
    case 'Total':
      return names.sharedTally?.(e.tally.name)
        ? `the whole ${valueNoun(names, e.tally).text}`
        : `the ${valueNoun(names, e.tally).text} of all players together`;
    case 'Active':
      return 'the number of players still in';
    case 'Deals':
      return 'the number of deals played in this phase';
    // Everyone is the players dealt in to this deal (fewer once players drop out), not the table.
    case 'Count':
      return e.set.kind === 'Everyone'
        ? 'the number of players dealt in'
        : `the number of ${playersWords(e.set, names).plural.replace(/^the /, '')}`;
    case 'Times':
      return `the number of times rule ${e.clause.name} has applied this game`;
    case 'Aggregate':
      return `the ${e.fn} ${valueNoun(names, e.value).text} ${e.among ? `among ${playersWords(e.among, names).plural}` : 'in the deal'}`;
    // "their team's points": the members' values added up.
    case 'TeamValue':
      return `${whose} team’s ${valueNoun(names, e.value).text}`;
    default:
      return null;
  }
}

function gameCond(c: Cond, names: Names, not: boolean, whose: string): string | null {
  switch (c.kind) {
    case 'Happened':
      return `${not ? 'nobody' : 'someone'} made ${anEvent(names, c.event.name)}`;
    case 'Chosen': {
      const title = names.option?.(c.option.name);
      return `${title ? `“${title}”` : 'that option'} was ${not ? 'not ' : ''}chosen`;
    }
    case 'PhaseIs':
      return `the phase is ${not ? 'not ' : ''}${names.phase(c.phase.name)}`;
    case 'AllEqual':
      return `${not ? 'not ' : ''}all players have the same ${valueNoun(names, c.value).text}`;
    case 'AllAre': {
      const v = valueNoun(names, c.value);
      return `${not ? 'not ' : ''}every player’s ${v.text} ${v.plural ? 'are' : 'is'} ${numWords(c.to, names, whose)}`;
    }
    default:
      return null;
  }
}

/** A set of players: the singular form ("each of the others": the verb agrees in the singular) and a plural ("the others"). */
export function playersWords(p: PlayerSet, names: Names): { each: string; plural: string } {
  switch (p.kind) {
    case 'Everyone':
      return { each: 'every player', plural: 'players' };
    case 'Others':
      return { each: 'each of the others', plural: 'the others' };
    case 'Remaining':
      return { each: 'the player left', plural: 'the players left' };
    case 'EventPlayer': {
      // The event's player noun, as the file names it (`marcher`).
      return { each: `the ${p.name.name}`, plural: `the ${p.name.name}s` };
    }
    case 'Extreme': {
      // "most points" for a count, "highest round score" for a score.
      const noun = (dir: 'most' | 'fewest', v: Ident) => {
        const x = valueNoun(names, v);
        return `${x.plural ? dir : dir === 'most' ? 'highest' : 'lowest'} ${x.text}`;
      };
      const value = noun(p.dir, p.value);
      const then = p.then?.length
        ? ` (on equal ${valueNoun(names, p.value).text}, the one with the ${p.then.map((t) => noun(t.dir, t.value)).join(', then the ')})`
        : '';
      if (p.count?.kind === 'Num' && p.count.value !== 1) {
        const n = p.count.value;
        return {
          each: `each of the ${n} players with the ${value}${then}`,
          plural: `the ${n} players with the ${value}${then}`,
        };
      }
      if (p.count && p.count.kind !== 'Num') {
        const n = numWords(p.count, names);
        return {
          each: `each of the N players with the ${value}${then}, where N is ${n},`,
          plural: `the N players with the ${value}${then}, where N is ${n},`,
        };
      }
      return { each: `the player with the ${value}${then}`, plural: `the players with the ${value}${then}` };
    }
    case 'TeamOf': {
      const of = playersWords(p.who, names).plural;
      return { each: `every member of the team of ${of}`, plural: `the team of ${of}` };
    }
    case 'TeamExtreme': {
      const noun = (dir: 'most' | 'fewest', v: Ident) => {
        const x = valueNoun(names, v);
        return `${x.plural ? dir : dir === 'most' ? 'highest' : 'lowest'} ${x.text}`;
      };
      // Tie-breaks and what a tie does, said only when the file says them (the sentence is otherwise as it was).
      const then = p.then?.length
        ? ` (on equal ${valueNoun(names, p.value).text}, the team with the ${p.then.map((t) => noun(t.dir, t.value)).join(', then the ')})`
        : '';
      const v = `${noun(p.dir, p.value)}${then}${p.nobody ? ' (no team when two have as many)' : ''}`;
      return { each: `every member of the team with the ${v}`, plural: `the team with the ${v}` };
    }
    case 'Where': {
      // `players where marks > 0`: "every player whose marks are more than 0".
      const c = p.cond;
      if (c.kind === 'Compare' && c.left.kind === 'Value') {
        const v = valueNoun(names, c.left.name);
        const rest = `${v.text} ${OP_WORDS.get(c.op)![v.plural ? 1 : 0]} ${numWords(c.right, names, 'their')}`;
        return { each: `every player whose ${rest}`, plural: `the players whose ${rest}` };
      }
      const cond = condWords(c, names, false, 'their');
      return { each: `every player for whom ${cond}`, plural: `the players for whom ${cond}` };
    }
  }
}

/** A seat in words: "the next player still in after the dealer", "the holder of the Ace of Clubs". */
export function seatWords(s: Seat, names: Names): string {
  switch (s.kind) {
    case 'SeatRef':
      return s.ref === 'dealer'
        ? 'the dealer'
        : s.ref === 'playoff-dealer'
          ? 'the play-off’s dealer'
          : 'the dealer of the tied deal';
    case 'SeatHolder':
      return `the holder of ${symWords(names.deck, s.card.name)}`;
    case 'SeatResult':
      return s.result === 'loser-of-last-game' ? 'the loser of the last game' : 'the winner of the last play-off';
    case 'SeatBy': {
      // "the player whose place is 4", "the player with the most points": the set's words, for one player.
      return playersWords(s.set, names).plural.replace(/^the players\b/, 'the player');
    }
    case 'SeatOfCard':
      return s.which === 'holder' ? 'its holder' : 'the player whose personal trump is its suit';
    case 'SeatStep': {
      const pool = s.pool === 'active' ? 'player still in' : s.pool === 'tied' ? 'tied player' : 'player';
      const from = seatWords(s.from, names);
      if (s.step === 'first') return `the first ${pool} counting from ${from}`;
      if (s.step === 'partner') return `the partner of ${from}`;
      // "seated just before": the seat before in the order of play, not a time.
      return s.step === 'next' ? `the next ${pool} after ${from}` : `the ${pool} seated just before ${from}`;
    }
  }
}
