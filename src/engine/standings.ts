/**
 * Who won and who lost a deal, a game and a rubber, and what each player pays or collects: read
 * from the log the machine keeps (the latest entry of each deal) and the rubber's settlement, with
 * the variant's own tallies. Figures only, no words: the Play table's results panel says them
 * (src/islands/results-words.ts), and a test replays a game in Node and reads the same figures.
 *
 * A tally counts for a player, against them, or is only a record, as the bots weigh it
 * (bot-objective.ts tallyWeights: the settled tally for, when it is received or stands as it is;
 * the lost-games tally against; any other as the game's losing clauses treat it). A player's gain
 * is the weighted change of their tallies; players are ranked by it, then by the deal's own
 * outcome (places, or points the way the phase wants them), ties sharing a place and standing in
 * seat order.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import { dealObjective, tallyWeights } from './bot-objective.ts';
import type { LogEntry } from './state.ts';

/** What a results panel is about: the deal just scored, the game it ended, or the rubber. */
type Level = 'deal' | 'game' | 'rubber';

/** What a tally is to a player: it counts for them, against them, or is only kept as a record. */
type Polarity = 'for' | 'against' | 'record';

/** A tally's change for one player (or the table's, for a shared tally) and where it stands after. */
interface TallyMove {
  tally: string;
  change: number;
  total: number;
}

/** One player's line of the results. */
export interface Placing {
  player: string;
  /** 1 for the best; players who tie share a place. */
  place: number;
  /** The weighted change of the player's tallies (see the module comment). */
  gain: number;
  /** Each per-player tally's change over what the panel is about, in the variant's order. */
  moves: TallyMove[];
  /** What the player pays (negative) or collects at the end of the rubber; null before. */
  settlement: number | null;
  /** The deal's own outcome for the player (deal panels): points and tricks, or place in going out. */
  points: number | null;
  tricks: number | null;
  out: number | null;
}

/** The results of a deal, a game or a rubber. */
export interface Standings {
  level: Level;
  /** The entry the panel is about (the last deal scored). */
  entry: LogEntry;
  /** The players ranked, ties in seat order. */
  placings: Placing[];
  /** Those ranked first, and those ranked last (both empty when everybody ties). */
  winners: string[];
  losers: string[];
  /** The shared tallies (a pot): their change and total. */
  shared: TallyMove[];
}

/** Each tally's polarity for a player, by tally id (shared tallies are nobody's: not listed). */
export function polarities(cv: CompiledVariant): Map<string, Polarity> {
  const out = new Map<string, Polarity>();
  for (const [t, w] of tallyWeights(cv)) out.set(t, w > 0 ? 'for' : w < 0 ? 'against' : 'record');
  return out;
}

/**
 * The standings after the last entry of `log` (the latest entry of each deal, in order), for the
 * players `names` in seat order; `settlement` is the rubber's (the machine's context) once it is
 * over. Null for an empty log or a redealt deal (nothing was scored).
 */
export function standingsOf(
  cv: CompiledVariant,
  log: readonly LogEntry[],
  names: readonly string[],
  settlement: readonly number[] | null,
): Standings | null {
  const entry = log.at(-1);
  if (!entry || entry.kind === 'redeal') return null;
  const level: Level = settlement ? 'rubber' : entry.gameOver ? 'game' : 'deal';
  // What the panel measures from: the deal's own tallies before it, the game's before its first
  // deal, or (the rubber) nothing: a rubber's figures are its totals.
  const from = level === 'deal' ? log.length - 1 : level === 'game' ? log.findIndex((e) => e.game === entry.game) : 0;
  const before = log[from - 1] ?? null;
  const weights = tallyWeights(cv);
  // A rubber's figures are the tallies it keeps: one cleared for each game says nothing of it.
  const perPlayer = cv.tallies.filter((t) => t.scope === 'player' && !(level === 'rubber' && t.clearedEachGame));
  const was = (t: (typeof cv.tallies)[number], p: string | null): number => {
    // A tally cleared for each game starts the game at 0.
    if (!before || (t.clearedEachGame && before.game !== entry.game)) return 0;
    const v = before.tallies[t.name];
    return typeof v === 'number' ? v : p !== null ? (v?.[p] ?? 0) : 0;
  };
  const now = (t: string, p: string): number => {
    const v = entry.tallies[t];
    return typeof v === 'object' ? (v[p] ?? 0) : 0;
  };
  const inDeal = names.filter((p) => level !== 'deal' || entry.players.includes(p));
  const lines = inDeal.map((player, i): Placing & { seat: number } => {
    const moves = perPlayer.map((t) => ({
      tally: t.name,
      change: now(t.name, player) - was(t, player),
      total: now(t.name, player),
    }));
    const gain = moves.reduce((g, m) => g + (weights.get(m.tally) ?? 0) * m.change, 0);
    const out = entry.places?.[player] ?? null;
    return {
      player,
      seat: i,
      place: 0,
      gain,
      moves,
      settlement: settlement ? (settlement[names.indexOf(player)] ?? 0) : null,
      points: entry.places ? null : (entry.points[player] ?? null),
      tricks: entry.places ? null : (entry.tricks[player] ?? null),
      out: out && out > 0 ? out : null,
    };
  });
  const key = rankKey(cv, log, entry, level);
  const compare = (a: Placing, b: Placing) => {
    const ka = key(a),
      kb = key(b);
    for (let k = 0; k < ka.length; k++) if (ka[k] !== kb[k]) return kb[k]! - ka[k]!;
    return 0;
  };
  // A stable sort keeps seat order among players who tie.
  const ranked = [...lines].sort(compare);
  ranked.forEach((x, k) => {
    x.place = k > 0 && compare(ranked[k - 1]!, x) === 0 ? ranked[k - 1]!.place : k + 1;
  });
  const last = ranked.at(-1)?.place ?? 1;
  const shared = cv.tallies
    .filter((t) => t.scope === 'shared')
    .map((t) => {
      const total = typeof entry.tallies[t.name] === 'number' ? (entry.tallies[t.name] as number) : 0;
      return { tally: t.name, change: total - was(t, null), total };
    });
  return {
    level,
    entry,
    placings: ranked.map(({ seat: _seat, ...p }) => p),
    winners: last > 1 ? ranked.filter((x) => x.place === 1).map((x) => x.player) : [],
    losers: last > 1 ? ranked.filter((x) => x.place === last).map((x) => x.player) : [],
    shared,
  };
}

/**
 * What ranks a player, greater first: at the rubber's end what they collect; the game's loser
 * last; the weighted gain; and where a game was a single deal (or for a deal), the deal's own
 * outcome: first out first, else the points as the phase wants them (fewer where points cost).
 */
function rankKey(
  cv: CompiledVariant,
  log: readonly LogEntry[],
  entry: LogEntry,
  level: Level,
): (p: Placing) => number[] {
  const loser = entry.gameOver?.loser ?? null;
  const dealsOfGame = log.filter((e) => e.game === entry.game && e.kind !== 'redeal').length;
  const rubberOfOne = entry.game === 1;
  const phase = cv.phases.find((ph) => ph.id === entry.phase);
  const pointsBad = phase ? dealObjective(cv, phase, Math.max(2, entry.players.length)).pointsBad : true;
  const byDeal = level === 'deal' || dealsOfGame === 1;
  const dealKey = (p: Placing): number[] =>
    !byDeal ? [] : p.out !== null ? [-p.out] : p.points !== null ? [pointsBad ? -p.points : p.points] : [];
  return (p) => [
    ...(level === 'rubber' ? [p.settlement ?? 0] : []),
    ...(level !== 'rubber' || rubberOfOne ? [p.player === loser ? -1 : 0, p.gain, ...dealKey(p)] : []),
  ];
}
