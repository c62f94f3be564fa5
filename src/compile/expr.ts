/**
 * Compiles conditions, numbers, player sets and seats into closures over a plain scope object.
 * Readings are fixed at compile time, so `reading x is y` folds to a constant.
 * Nothing here evaluates variant text at run time: every node becomes a closure once.
 */
import type { Cond, NumExpr, PlayerSet, Seat } from '../parse/ast.ts';
import type { Deck } from './cards.ts';
import { handAtom, handCardTest, type HandEnv, type HandInView } from './hand-cards.ts';

/** What scoring reads and writes while one deal is settled. Arrays are indexed by seat. */
export interface ScoreScope {
  seats: number;
  /** Players dealt in, in order of play from forehand. */
  participants: number[];
  points: number[];
  tricks: number[];
  /** Order of going out in a lay-off deal (1 = first), else zeros. */
  places: number[];
  /** Cards left in hand when the deal ended (null: not known, e.g. a deal scored without its cards). */
  cards: number[] | null;
  /** Passes in a lay-off deal, pick-ups in a beating deal (null: not counted, e.g. a deal in tricks or scored without them). */
  passes?: number[] | null;
  pickups?: number[] | null;
  /** Per-player tallies by seat; a shared tally keeps its amount at index 0. */
  tallies: Record<string, number[]>;
  out: boolean[];
  /** By declared event (in declaration order): the seat of the player who made it this deal, or -1. */
  eventBy: number[];
  /** The ids of the options chosen in this deal's `choice` steps (and choices made once a game); empty when none. */
  chosen?: readonly string[];
  /** With teams found from the cards: each seat's team (its first seat) in this deal; absent: each alone. */
  teams?: readonly number[];
  phase: string;
  /** Ordinary deals settled in this phase, deals with each declared event in this game, clause use counts. */
  deals: number;
  eventCounts: number[];
  fired: Record<string, number>;
  /**
   * The hand a redeal's condition reads (the asker's, with the tables of the deal's trump); absent
   * or null: not known, and the condition is read permissively (hand-cards.ts).
   */
  hand?: HandInView | null;
  /** With no hand known: the values the permissive reading gives the hand atoms (bit i: atom i true). */
  assumed?: number;
}

/** A choice of players; when a tie straddles the cut, `tie` says who plays off for how many places. */
export interface Selection {
  chosen: number[];
  tie: { group: number[]; slots: number; dir: 'most' | 'fewest'; value: string } | null;
}

/**
 * Where seats are counted from when walking the order of play. In a play-off clause `dealer` is
 * the dealer of the tied deal and `playoffDealer` that of the play-off (-1 while it is being chosen).
 */
export interface SeatScope {
  seats: number;
  out: boolean[];
  tied: number[];
  dealer: number;
  playoffDealer: number;
  /**
   * What seats named by a card or a result read; absent where it is not known (the checker allows
   * `holder of` only in the lead clauses, `loser of last game` only in `next game dealer`, `winner
   * of last playoff` only in `playoff then lead` and `playoff then dealer`). Cards in hand by seat,
   * as dealt (after any passing).
   */
  hands?: number[][];
  /** Card index by name (`2C`), for `holder of`. */
  cardIndex?: (name: string) => number;
  /** The seat that lost the last game, or -1 (it ended without a loser). */
  lastLoser?: number;
  /** The seat placed first alone in the play-off just settled, or -1. */
  playoffWinner?: number;
  /**
   * What a seat named by a measure reads (`player with most points`): the last deal settled and the
   * tallies, among the players still in; absent where it is not known (the checker allows such a
   * seat only in `next dealer`), and then the seat does not exist.
   */
  values?: ScoreScope;
  /**
   * In a `give cards` step: the card being given (its holder in `hands`, its suit by `suitOf`) and
   * each seat's personal trump suit (-1: none), for `their holder` and `owner of their suit`.
   */
  card?: number;
  suitOf?: (card: number) => number;
  personalTrumps?: readonly number[] | null;
  /** The players dealt in, in order of play from forehand (whose trump a suit is, the first of them). */
  participants?: readonly number[];
  /** With teams found from the cards: each seat's team (its first seat) in the deal; absent: each alone. */
  teams?: readonly number[];
}

export type CondFn = (s: ScoreScope, p: number) => boolean;
export type NumFn = (s: ScoreScope, p: number) => number;
export type SetFn = (s: ScoreScope) => Selection;
export type SeatFn = (s: SeatScope) => number;

/** Compile-time context: the readings in force, which names are tallies, how ties are broken. */
export interface ExprEnv {
  readings: Record<string, string>;
  tallies: Set<string>;
  /** `playoff`: a tie across a cut waits for a play-off; `share`: every tied player is included. */
  ties: 'playoff' | 'share';
  /** Tallies kept as one amount for the table (a pot), stored at index 0. */
  shared: Set<string>;
  /** The declared events, in declaration order (their index in ScoreScope.eventBy and eventCounts). */
  events: readonly EventNouns[];
  /** How the players form teams (`teams across`, `teams alternate`, found from the cards), or null: everyone plays alone. */
  teams?: Exclude<TeamsKind, 'alone'> | null;
  /** Present where a condition reads one player's hand (a redeal's `when`): its deck and hand atoms. */
  hand?: HandEnv;
  /** Inside a hand atom that compares numbers: the deck `held` reads its card sets in. */
  handHeld?: Deck;
}

/**
 * How a `teams` clause pairs the seats: `across` partners sit opposite, `alternate` two teams of
 * every other seat; `found` the teams are found from the cards of each deal (`partners: dealer with
 * holder of AH`), read from the scope's `teams`; `alone` (no `teams` clause in force under the
 * readings chosen) each player is a team of one, so `team points` is the player's own points and
 * `partner of X` is X.
 */
export type TeamsKind = 'across' | 'alternate' | 'found' | 'alone';

/**
 * What a team is read from: the table size, and for teams found from the cards each seat's team
 * (its first seat) in the deal being read; absent before the cards are dealt, or in a deal scored
 * without them: then each player is a team of one.
 */
export interface TeamTable {
  seats: number;
  teams?: readonly number[];
}

/**
 * The team of seat `p`, numbered by its first seat in the order of play: across, seat p partners
 * p + seats/2; alternate, the even seats play the odd ones; found, as the deal's cards made them. The
 * checker refuses a table that cannot be split; an odd table still gets teams here, never a loop.
 */
function teamOf(kind: TeamsKind, s: TeamTable, p: number): number {
  if (kind === 'found') return s.teams?.[p] ?? p;
  return p % teamCount(kind, s.seats);
}

/** How many teams a table of `seats` has: half the seats across, two alternating. */
function teamCount(kind: TeamsKind, seats: number): number {
  if (kind === 'alone' || kind === 'found') return Math.max(1, seats);
  return kind === 'across' ? Math.max(1, Math.floor(seats / 2)) : Math.min(2, Math.max(1, seats));
}

/** The members of seat `p`'s team, in the order of play from the team's first seat. */
function teamMembers(kind: TeamsKind, s: TeamTable, p: number): number[] {
  const members: number[] = [];
  if (kind === 'found') {
    const t = teamOf(kind, s, p);
    for (let q = 0; q < s.seats; q++) if (teamOf(kind, s, q) === t) members.push(q);
    return members;
  }
  const n = teamCount(kind, s.seats);
  for (let q = p % n; q < s.seats; q += n) members.push(q);
  return members;
}

/**
 * Every team of a table of `seats`, each its seats in order of play, the team of seat 0 first;
 * `found`: each seat's team in the deal (see TeamTable), absent: each player alone.
 */
export function teamsOfTable(kind: TeamsKind, seats: number, found?: readonly number[]): number[][] {
  const table: TeamTable = { seats, teams: found };
  const teams: number[][] = [];
  for (let q = 0; q < seats; q++) if (teamOf(kind, table, q) === q) teams.push(teamMembers(kind, table, q));
  return teams;
}

/**
 * Teams found from the cards of a deal (`partner of SEAT is PARTNER`): the two seats, as the scope
 * finds them (`holder of AH` reads its hands), play together, the rest of the table as the other
 * team; one seat named twice (the dealer holds the called Ace) plays alone against the rest. Each
 * seat's team is its team's first seat; null when neither seat exists (both cards out of the hands):
 * then each player plays alone.
 */
export function compileFoundTeams(seat: Seat, partner: Seat, env: ExprEnv): (s: SeatScope) => number[] | null {
  const a = compileSeat(seat, env),
    b = compileSeat(partner, env);
  return (s) => {
    const x = a(s),
      y = b(s);
    const pair = [x, y].filter((q) => q >= 0 && q < s.seats);
    if (pair.length === 0) return null;
    const first = Math.min(...pair);
    let rest = -1;
    const teams: number[] = [];
    for (let q = 0; q < s.seats; q++) {
      if (pair.includes(q)) teams.push(first);
      else {
        if (rest < 0) rest = q;
        teams.push(rest);
      }
    }
    return teams;
  };
}

/**
 * The env's teams. The checker refuses a team construct in a file without any `teams` clause; one
 * guarded by a reading leaves the other readings without teams, where each player plays alone.
 */
function teamsOf(env: ExprEnv): TeamsKind {
  return env.teams ?? 'alone';
}

/** A declared event's id and its nouns: the player who made it, how often it happened. */
export interface EventNouns {
  id: string;
  player: string;
  count: string;
}

/** The index of the event whose `key` (id, player or count noun) is `name`; the checker has made sure there is one. */
function eventIndex(env: ExprEnv, key: keyof EventNouns, name: string): number {
  const i = env.events.findIndex((e) => e[key] === name);
  if (i < 0) throw new Error(`unknown event ${name}`); // the checker reports this first
  return i;
}

/** Compiles a condition; `p` is the player in scope (for per-player values) or -1. */
export function compileCond(c: Cond, env: ExprEnv): CondFn {
  switch (c.kind) {
    case 'Logic': {
      const l = compileCond(c.left, env),
        r = compileCond(c.right, env);
      return c.op === 'and' ? (s, p) => l(s, p) && r(s, p) : (s, p) => l(s, p) || r(s, p);
    }
    case 'Not': {
      const inner = compileCond(c.cond, env);
      return (s, p) => !inner(s, p);
    }
    case 'Happened': {
      const i = eventIndex(env, 'id', c.event.name);
      return (s) => s.eventBy[i]! >= 0;
    }
    case 'Chosen': {
      const id = c.option.name;
      return (s) => s.chosen?.includes(id) === true;
    }
    case 'ReadingIs': {
      const holds = Object.hasOwn(env.readings, c.ambiguity.name) && env.readings[c.ambiguity.name] === c.reading.name;
      return () => holds;
    }
    case 'PhaseIs': {
      const ph = c.phase.name;
      return (s) => s.phase === ph;
    }
    case 'AllEqual': {
      const v = valueReader(c.value.name, env);
      return (s) => s.participants.every((q) => v(s, q) === v(s, s.participants[0]!));
    }
    case 'AllAre': {
      const v = valueReader(c.value.name, env),
        to = compileNum(c.to, env);
      return (s, p) => s.participants.every((q) => v(s, q) === to(s, p));
    }
    case 'Compare': {
      // A comparison that reads the hand (`held trump = 0`) is one hand atom of a redeal's condition.
      if (env.hand && (readsHeld(c.left) || readsHeld(c.right))) {
        const hand = env.hand;
        return handAtom(c, hand, compileCond(c, { ...env, hand: undefined, handHeld: hand.deck }));
      }
      const l = compileNum(c.left, env);
      // Against a number written in the clause (`points >= 100`, most comparisons): the number read
      // once, not through a function per test (conditions run for every player, every deal).
      if (c.right.kind === 'Num') return compareTo(l, c.op, c.right.value);
      const r = compileNum(c.right, env);
      switch (c.op) {
        case '=':
          return (s, p) => l(s, p) === r(s, p);
        case '!=':
          return (s, p) => l(s, p) !== r(s, p);
        case '<':
          return (s, p) => l(s, p) < r(s, p);
        case '<=':
          return (s, p) => l(s, p) <= r(s, p);
        case '>':
          return (s, p) => l(s, p) > r(s, p);
        case '>=':
          return (s, p) => l(s, p) >= r(s, p);
      }
      // The switch covers every operator the grammar has; this is never reached.
      return () => false;
    }
    // In a redeal's `when`, `holding` reads the asker's hand; elsewhere it is a play-time condition,
    // compiled by play-rules.ts, and in scoring it never holds (the checker refuses it there).
    case 'Holding': {
      if (!env.hand) return () => false;
      const test = handCardTest(c.card, env.hand.deck);
      return handAtom(c, env.hand, (s) => s.hand!.cards.some((x) => test(s.hand!.t, x)));
    }
    case 'HoldingOnly': {
      if (!env.hand) return () => false;
      const test = handCardTest(c.card, env.hand.deck);
      return handAtom(c, env.hand, (s) => s.hand!.cards.length > 0 && s.hand!.cards.every((x) => test(s.hand!.t, x)));
    }
    // The other card-play atoms; the checker refuses them outside a `must` (check-play-conditions).
    case 'TrickIs':
    case 'LedIs':
      return () => false;
  }
}

/** `l` compared with the number `k` by `op`. */
function compareTo(l: NumFn, op: '=' | '!=' | '<' | '<=' | '>' | '>=', k: number): CondFn {
  switch (op) {
    case '=':
      return (s, p) => l(s, p) === k;
    case '!=':
      return (s, p) => l(s, p) !== k;
    case '<':
      return (s, p) => l(s, p) < k;
    case '<=':
      return (s, p) => l(s, p) <= k;
    case '>':
      return (s, p) => l(s, p) > k;
    case '>=':
      return (s, p) => l(s, p) >= k;
  }
}

/** Reads a per-player value: `points`, `tricks` or a tally. */
function valueReader(name: string, env: ExprEnv): NumFn {
  if (name === 'points') return (s, p) => s.points[p] ?? 0;
  if (name === 'tricks') return (s, p) => s.tricks[p] ?? 0;
  if (name === 'place') return (s, p) => s.places[p] ?? 0;
  // A tally a file declared as `cards` before the value existed keeps its meaning.
  if (name === 'cards' && !env.tallies.has(name)) {
    return (s, p) => {
      // The scenario reader asks for `cards` whenever a rule reads it; a deal without them is a bug upstream.
      if (!s.cards) throw new Error('the cards left in hand are not known for this deal');
      return s.cards[p] ?? 0;
    };
  }
  // Moves counted in the deal; a tally of the same name, declared before the values existed, keeps its meaning.
  // A deal that does not count them (one in tricks) had none.
  if (name === 'passes' && !env.tallies.has(name)) return (s, p) => s.passes?.[p] ?? 0;
  if (name === 'pickups' && !env.tallies.has(name)) return (s, p) => s.pickups?.[p] ?? 0;
  if (env.tallies.has(name)) return (s, p) => s.tallies[name]![p] ?? 0;
  throw new Error(`unknown value ${name}`); // the checker reports this first
}

/** Compiles a number expression. */
export function compileNum(e: NumExpr, env: ExprEnv): NumFn {
  switch (e.kind) {
    case 'Num': {
      const v = e.value;
      return () => v;
    }
    case 'Arith': {
      const l = compileNum(e.left, env),
        r = compileNum(e.right, env);
      if (e.op === '+') return (s, p) => l(s, p) + r(s, p);
      if (e.op === '-') return (s, p) => l(s, p) - r(s, p);
      return (s, p) => l(s, p) * r(s, p);
    }
    case 'MinMax': {
      const a = compileNum(e.a, env),
        b = compileNum(e.b, env);
      return e.fn === 'min' ? (s, p) => Math.min(a(s, p), b(s, p)) : (s, p) => Math.max(a(s, p), b(s, p));
    }
    case 'Count': {
      const set = compileSet(e.set, env);
      return (s) => set(s).chosen.length;
    }
    case 'Total': {
      const name = e.tally.name;
      // Loops rather than `reduce` and its callback: conditions run several times a deal.
      return (s) => {
        const t = s.tallies[name]!;
        let sum = 0;
        for (let i = 0; i < t.length; i++) sum += t[i]!;
        return sum;
      };
    }
    case 'Active':
      return (s) => {
        let n = 0;
        for (let i = 0; i < s.out.length; i++) if (!s.out[i]) n++;
        return n;
      };
    case 'Deals':
      return (s) => s.deals;
    // `fired` is keyed by clause ids: only its own keys count (`times constructor` is 0, not a function).
    case 'Times': {
      const id = e.clause.name;
      return (s) => (Object.hasOwn(s.fired, id) ? s.fired[id]! : 0);
    }
    case 'Aggregate': {
      const v = valueReader(e.value.name, env);
      const pick = e.fn === 'highest' ? Math.max : Math.min;
      const among = e.among ? compileSet(e.among, env) : null;
      // Over an empty group (`highest points among players where tricks > 9`) the measure is 0, never ±Infinity.
      return (s) => {
        const pool = among ? among(s).chosen : s.participants;
        if (pool.length === 0) return 0;
        let m = e.fn === 'highest' ? -Infinity : Infinity;
        for (const q of pool) m = pick(m, v(s, q));
        return m;
      };
    }
    case 'Value': {
      const i = env.events.findIndex((ev) => ev.count === e.name.name);
      return i >= 0 ? (s) => s.eventCounts[i]! : valueReader(e.name.name, env);
    }
    case 'TeamValue':
      return teamReader(e.value.name, env);
    // Card-play numbers, refused by the checker outside a `must` (check-play-conditions).
    // `held` in a redeal's condition: the asker's cards of that set (see the `Compare` atom).
    case 'HeldCount': {
      if (!env.handHeld) return () => 0;
      const test = handCardTest(e.card, env.handHeld);
      return (s) => {
        let n = 0;
        for (const x of s.hand?.cards ?? []) if (test(s.hand!.t, x)) n++;
        return n;
      };
    }
    case 'TrickNumber':
    case 'StockCount':
    case 'PlayedCount':
      return () => 0;
  }
}

/** Whether a number reads `held` (a hand atom of a redeal's condition). */
function readsHeld(e: NumExpr): boolean {
  switch (e.kind) {
    case 'HeldCount':
      return true;
    case 'Arith':
      return readsHeld(e.left) || readsHeld(e.right);
    case 'MinMax':
      return readsHeld(e.a) || readsHeld(e.b);
    default:
      return false;
  }
}

/** A per-player value added up over the team of the player `p` (every member, also one who is out); 0 for nobody. */
function teamReader(name: string, env: ExprEnv): NumFn {
  const kind = teamsOf(env);
  const v = valueReader(name, env);
  return (s, p) => {
    if (p < 0) return 0;
    let sum = 0;
    for (const q of teamMembers(kind, s, p)) sum += v(s, q);
    return sum;
  };
}

const activeSeats = (s: ScoreScope): number[] => {
  const seats: number[] = [];
  for (let i = 0; i < s.seats; i++) if (!s.out[i]) seats.push(i);
  return seats;
};

/** Compiles a player set. `most points`-style picks report a tie instead of guessing. */
export function compileSet(set: PlayerSet, env: ExprEnv): SetFn {
  switch (set.kind) {
    case 'Everyone':
      return (s) => ({ chosen: [...s.participants], tie: null });
    // `others`: the participants who made no event this deal (everyone, when none happened).
    case 'Others':
      return (s) => ({ chosen: s.participants.filter((q) => !s.eventBy.includes(q)), tie: null });
    case 'EventPlayer': {
      const i = eventIndex(env, 'player', set.name.name);
      return (s) => ({ chosen: s.eventBy[i]! >= 0 ? [s.eventBy[i]!] : [], tie: null });
    }
    case 'Remaining':
      return (s) => ({ chosen: activeSeats(s), tie: null });
    case 'Where': {
      const cond = compileCond(set.cond, env);
      // The seats still in for whom the condition holds, in one list (no list of all seats first,
      // no callback): `after deal` drop-outs read one every deal.
      return (s) => {
        const chosen: number[] = [];
        for (let q = 0; q < s.seats; q++) if (!s.out[q] && cond(s, q)) chosen.push(q);
        return { chosen, tie: null };
      };
    }
    case 'TeamOf': {
      const kind = teamsOf(env);
      const who = compileSet(set.who, env);
      // Every member still in of a team one of `who` is on, in seat order. A tie inside `who` is not
      // played off: only the players clear of it name their teams (every tied one under `ties share`).
      return (s) => {
        const sel = who(s);
        const teams = new Set([...sel.chosen].map((q) => teamOf(kind, s, q)));
        const chosen: number[] = [];
        for (let q = 0; q < s.seats; q++) if (!s.out[q] && teams.has(teamOf(kind, s, q))) chosen.push(q);
        return { chosen, tie: null };
      };
    }
    case 'TeamExtreme': {
      const kind = teamsOf(env);
      const keys = [
        { most: set.dir === 'most', read: teamReader(set.value.name, env) },
        ...(set.then ?? []).map((k) => ({ most: k.dir === 'most', read: teamReader(k.value.name, env) })),
      ];
      // `nobody if tied` holds under `ties share` too: the file said what a tie does.
      const share = env.ties === 'share' && !set.nobody;
      // How team q's figures compare with the best so far (read at `b`): > 0 better, 0 level on every key.
      const better = (s: ScoreScope, q: number, b: number): number => {
        for (const k of keys) {
          const d = k.read(s, q) - k.read(s, b);
          if (d !== 0) return k.most ? d : -d;
        }
        return 0;
      };
      // The team whose members' values add up to the most (fewest), among teams with a member dealt in;
      // `then` keys break a tie in turn. Teams still level are all chosen under `ties share`, none
      // otherwise (no play-off between teams: the checker asks for `nobody if tied` under `ties playoff`).
      return (s) => {
        const seen = new Set<number>();
        let best = -1;
        let at: number[] = [];
        for (const q of s.participants) {
          const t = teamOf(kind, s, q);
          if (seen.has(t)) continue;
          seen.add(t);
          const d = best < 0 ? 1 : better(s, q, best);
          if (d > 0) {
            best = q;
            at = [t];
          } else if (d === 0) at.push(t);
        }
        if (at.length > 1 && !share) return { chosen: [], tie: null };
        const chosen: number[] = [];
        for (let q = 0; q < s.seats; q++) if (!s.out[q] && at.includes(teamOf(kind, s, q))) chosen.push(q);
        return { chosen, tie: null };
      };
    }
    case 'Extreme': {
      const value = valueReader(set.value.name, env);
      const count = set.count ? compileNum(set.count, env) : () => 1;
      const dir = set.dir,
        name = set.value.name;
      const share = env.ties === 'share';
      const breaks = (set.then ?? []).map((k) => ({ dir: k.dir, read: valueReader(k.value.name, env) }));
      // The value of a player in the scope being read: one reader per compiled set, not a closure per
      // use (this runs every deal). Safe because the value read is a plain reading, which never
      // reads this same set again before the pick is made.
      let at: ScoreScope;
      const readAt = (q: number): number => value(at, q);
      return (s) => {
        at = s;
        const read =
          breaks.length === 0
            ? readAt
            : chainRank(
                s.participants,
                [
                  { dir, read: (q) => value(s, q) },
                  ...breaks.map((b) => ({ dir: b.dir, read: (q: number) => b.read(s, q) })),
                ],
                dir,
              );
        const sel = pickExtreme(s.participants, read, Math.max(0, count(s, -1)), dir, name);
        return share && sel.tie ? { chosen: [...sel.chosen, ...sel.tie.group], tie: null } : sel;
      };
    }
  }
}

/**
 * Orders `pool` by `keys` in turn (each `most` or `fewest` of its value: `most points then most
 * tricks`) and returns a reader of one number per player that `pickExtreme` in direction `dir`
 * orders the same way: players equal on every key read the same number, so only they still tie.
 */
function chainRank(
  pool: number[],
  keys: { dir: 'most' | 'fewest'; read: (q: number) => number }[],
  dir: 'most' | 'fewest',
): (q: number) => number {
  const vals = new Map(pool.map((q) => [q, keys.map((k) => (k.dir === 'most' ? -k.read(q) : k.read(q)))]));
  const cmp = (a: number, b: number) => {
    const x = vals.get(a)!,
      y = vals.get(b)!;
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
    return 0;
  };
  const sorted = [...pool].sort(cmp);
  // Rank 0 is the best; equal players share the rank of the first of them.
  const rank = new Map(pool.map((q) => [q, sorted.findIndex((r) => cmp(r, q) === 0)]));
  return (q) => (dir === 'most' ? -rank.get(q)! : rank.get(q)!);
}

/**
 * The `slots` players with the most (or fewest) of a value. Players strictly inside the cut are
 * chosen; a group tied across the cut is returned as `tie` with the number of places still open.
 */
export function pickExtreme(
  pool: number[],
  value: (q: number) => number,
  slots: number,
  dir: 'most' | 'fewest',
  name: string,
): Selection {
  // A pick made while another is being made (none is today: a value read never picks) sorts in lists of its own.
  if (picking) return pickIn([], [], pool, value, slots, dir, name);
  picking = true;
  try {
    return pickIn(pickSeats, pickValues, pool, value, slots, dir, name);
  } finally {
    picking = false;
  }
}

/**
 * The lists pickExtreme sorts in, reused from pick to pick (a pick is made every deal, and lists
 * grown by pushing reserve room for many more players than a table has); what it returns is
 * copied out of them at its exact length. Written from index 0 up, so they stay packed.
 */
const pickSeats: number[] = [];
const pickValues: number[] = [];
/** Whether a pick is using `pickSeats` and `pickValues`. */
let picking = false;

/** pickExtreme, sorting in `sorted` and `vals` (their first `pool.length` places are overwritten). */
function pickIn(
  sorted: number[],
  vals: number[],
  pool: number[],
  value: (q: number) => number,
  slots: number,
  dir: 'most' | 'fewest',
  name: string,
): Selection {
  // Each player's value read once (readers are pure), then a stable insertion sort, best first:
  // the order a stable sort by the same comparison gives, without its closures (this runs every deal).
  const n = pool.length;
  for (let j = 0; j < n; j++) {
    const q = pool[j]!;
    const v = value(q);
    let i = j;
    sorted[j] = q;
    vals[j] = v;
    for (; i > 0 && (dir === 'most' ? v - vals[i - 1]! : vals[i - 1]! - v) > 0; i--) {
      sorted[i] = sorted[i - 1]!;
      vals[i] = vals[i - 1]!;
    }
    sorted[i] = q;
    vals[i] = v;
  }
  if (slots >= n) return { chosen: sorted.slice(0, n), tie: null };
  if (slots <= 0) return { chosen: [], tie: null };
  const cut = vals[slots - 1]!;
  // Those inside the cut, and those at the cut (the group), counted first, so that each list is
  // made at its length: most picks have no tie, and then one list holds both, in the order the
  // two would be joined.
  let inside = 0,
    atCut = 0;
  for (let i = 0; i < n; i++) {
    if (vals[i] === cut) atCut++;
    else if (i < slots) inside++;
  }
  const open = slots - inside;
  const chosen = new Array<number>(atCut === open ? inside + atCut : inside);
  let k = 0;
  for (let i = 0; i < slots && i < n; i++) if (vals[i] !== cut) chosen[k++] = sorted[i]!;
  if (atCut === open) {
    for (let i = 0; i < n; i++) if (vals[i] === cut) chosen[k++] = sorted[i]!;
    return { chosen, tie: null };
  }
  const group = new Array<number>(atCut);
  let g = 0;
  for (let i = 0; i < n; i++) if (vals[i] === cut) group[g++] = sorted[i]!;
  return { chosen, tie: { group, slots: open, dir, value: name } };
}

/**
 * Compiles a seat expression: walks the order of play from a reference seat. A seat that does not
 * exist here (nobody holds the card, the last game had no loser, the play-off no single winner) is
 * -1, and so is every step from it: the caller falls back to its default.
 */
export function compileSeat(seat: Seat, env?: ExprEnv): SeatFn {
  if (seat.kind === 'SeatBy') {
    if (!env) throw new Error("a seat named by a measure is compiled with the variant's expression context");
    const pick = compileSet(seat.set, env);
    // The one player the measure names; nobody when several share it (a tie the file did not break).
    return (s) => {
      if (!s.values) return -1;
      const { chosen, tie } = pick(s.values);
      return !tie && chosen.length === 1 ? chosen[0]! : -1;
    };
  }
  if (seat.kind === 'SeatHolder') {
    const name = seat.card.name;
    return (s) => {
      const card = s.cardIndex?.(name) ?? -1;
      return card < 0 || !s.hands ? -1 : s.hands.findIndex((h) => h.includes(card));
    };
  }
  if (seat.kind === 'SeatOfCard') {
    if (seat.which === 'holder')
      return (s) => (s.card === undefined || !s.hands ? -1 : s.hands.findIndex((h) => h.includes(s.card!)));
    return (s) => {
      if (s.card === undefined || !s.suitOf || !s.personalTrumps) return -1;
      const suit = s.suitOf(s.card);
      return (s.participants ?? []).find((q) => s.personalTrumps![q] === suit) ?? -1;
    };
  }
  if (seat.kind === 'SeatResult') {
    return seat.result === 'loser-of-last-game' ? (s) => s.lastLoser ?? -1 : (s) => s.playoffWinner ?? -1;
  }
  if (seat.kind === 'SeatRef') {
    // In a play-off clause the scope's `dealer` is the tied deal's (the checker allows
    // `tied-deal dealer` nowhere else, and a bare `dealer` only outside play-off clauses).
    if (seat.ref === 'dealer' || seat.ref === 'tied-deal-dealer') return (s) => s.dealer;
    return (s) => s.playoffDealer;
  }
  const from = compileSeat(seat.from, env);
  if (seat.step === 'partner') {
    const kind = env ? teamsOf(env) : 'alone';
    // The next member of the team after the seat, in the order of play (with two, the partner).
    return (s) => {
      const start = from(s);
      if (start < 0) return -1;
      const members = teamMembers(kind, { seats: s.seats, teams: s.teams ?? s.values?.teams }, start);
      return members[(members.indexOf(start) + 1) % members.length]!;
    };
  }
  const pool = seat.pool;
  const inPool =
    pool === 'active'
      ? (s: SeatScope, q: number) => !s.out[q]
      : pool === 'tied'
        ? (s: SeatScope, q: number) => s.tied.includes(q)
        : () => true;
  const step = seat.step;
  return (s) => {
    const start = from(s);
    if (start < 0) return -1;
    const n = s.seats;
    for (let k = step === 'first' ? 0 : 1; k <= n; k++) {
      const q = step === 'previous' ? (((start - k) % n) + n) % n : (start + k) % n;
      if (inPool(s, q)) return q;
    }
    return start;
  };
}
