/**
 * The results panel and the score bar of the Play table in words, without the DOM: who won and who
 * lost a deal, a game or a rubber, the ranking, what each player pays or collects in the variant's
 * own units, why (the scoring clauses that applied), whether a tally counts for or against a
 * player; and where the game stands ("Deal 3 of 5 · No Queens: each Queen costs 10", "Game 2 of
 * 4"). Built from the engine's figures (src/engine/standings.ts), so a test can read the same.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import { agree, capital, figure, list, ordinal, signed, tallyAmount, tallyUnit } from '../compile/words.ts';
import { dealsPerGame, phaseStakes } from '../engine/game-plan.ts';
import { pointsNoun, rubberNoun } from '../engine/nouns.ts';
import { polarities, type Placing, type Standings } from '../engine/standings.ts';
import type { GameState, LogEntry } from '../engine/state.ts';
import type { Effect } from '../parse/ast.ts';
import { dealEndMessages, type Said, type Sections } from './play-words.ts';
import { dealLabel } from './slate-sheet.ts';

/** The panel as words: its heading, the lines that say who won, the ranking table, and why. */
export interface ResultsWords {
  heading: string;
  /** Who won and who lost, in sentences. */
  summary: string[];
  /** The ranking: the header cells, then a row per player (place, player, then the figures). */
  columns: string[];
  rows: { place: string; player: string; cells: string[] }[];
  /** The table's shared tallies: "Pot: 160 (+40)". */
  shared: string[];
  /** Whether each tally counts for or against a player: "A mark counts against you." */
  meaning: string[];
  /** Why: the scoring clauses that applied, in words, each with its rulebook section. */
  why: Said[];
  /** The button that goes on ("Next deal", "Deal the play-off", "Next game"), or null at the end. */
  next: string | null;
}

/** The title of tally `id`. */
const titleOf = (cv: CompiledVariant, id: string): string => cv.tallies.find((t) => t.name === id)?.title ?? id;

/**
 * Whether tally `id` holds money (paid and collected: a `pay` moves it, or the rubber's settlement
 * pays it to each opponent) rather than a count of things (marks, wins).
 */
function holdsMoney(cv: CompiledVariant, id: string): boolean {
  const moves = (e: Effect) => (e.kind === 'PayIn' && e.from.name === id) || (e.kind === 'PayOut' && e.to.name === id);
  return cv.variant.clauses.some((c) => 'effects' in c.node.body && (c.node.body.effects as Effect[]).some(moves));
}

/** A change of tally `id` as a player reads it: "pays 10", "collects 100" for money, else "+1 mark"; "—" for none. */
function moveWords(cv: CompiledVariant, id: string, change: number): string {
  if (change === 0) return '—';
  if (holdsMoney(cv, id)) return `${change < 0 ? 'pays' : 'collects'} ${figure(Math.abs(change))}`;
  return `${change > 0 ? '+' : ''}${tallyAmount(change, titleOf(cv, id))}`;
}

/** What a player pays or collects at the end of the rubber, in the settled tally's terms. */
function settlementWords(cv: CompiledVariant, n: number): string {
  const settle = cv.settle;
  const money = !settle?.asIs || holdsMoney(cv, settle.tally);
  if (!money) return tallyAmount(n, titleOf(cv, settle.tally));
  return n > 0 ? `collects ${figure(n)}` : n < 0 ? `pays ${figure(-n)}` : 'even';
}

/** The rubber's settlement in a sentence ("At the end, each player pays 1 to each opponent for every 1 on the frame."). */
function settlementRule(cv: CompiledVariant): string {
  const s = cv.settle;
  const noun = rubberNoun(cv);
  if (!s) return `At the end of the ${noun}, each player pays 1 to each opponent for every game lost.`;
  const title = titleOf(cv, s.tally);
  if (s.asIs) return `At the end of the ${noun}, the ${title.toLowerCase()} stand as the result.`;
  const u = tallyUnit(title);
  const per = u.one.startsWith('on the ') ? `every one ${u.one}` : `every ${u.one}`;
  return `At the end of the ${noun}, each player ${s.receives ? 'receives' : 'pays'} ${figure(s.amount)} ${s.receives ? 'from' : 'to'} each opponent for ${per}.`;
}

/** Whether each per-player tally counts for or against a player, in a sentence each. */
export function meaningWords(cv: CompiledVariant): string[] {
  return [...polarities(cv)].map(([id, polarity]) => {
    const title = titleOf(cv, id);
    const u = tallyUnit(title);
    const one = u.one.startsWith('on the ') ? `each one ${u.one}` : `a ${u.one}`;
    // A title that names things in the plural ("Stakes", "Last places") takes "are".
    const many = u.one !== u.other;
    if (polarity === 'record')
      return `${capital(title)} ${many ? 'are' : 'is'} only a record: ${many ? 'they count' : 'it counts'} neither for nor against you.`;
    if (holdsMoney(cv, id))
      return `${capital(title)} ${many ? 'are' : 'is'} money: what you collect counts for you, what you pay against you.`;
    return `${capital(one)} counts ${polarity === 'for' ? 'for' : 'against'} you.`;
  });
}

/** What the results panel of `st` says; `log` is the game's log (the latest entry of each deal). */
export function resultsWords(
  cv: CompiledVariant,
  st: Standings,
  log: readonly LogEntry[],
  sections: Sections,
  awaitingPlayoff: boolean,
): ResultsWords {
  const e = st.entry;
  const noun = rubberNoun(cv);
  const games = cv.rubberGames > 1 && cv.rubberUntil === null ? cv.rubberGames : null;
  const label = dealLabel(e, (id) => cv.phases.find((ph) => ph.id === id)?.title ?? '');
  const heading =
    st.level === 'deal'
      ? `End of ${label.charAt(0).toLowerCase()}${label.slice(1)}`
      : st.level === 'game'
        ? `Game ${e.game}${games ? ` of ${games}` : ''} is over`
        : `The ${noun} is over`;
  const summary: string[] = [];
  const what = st.level === 'deal' ? 'the deal' : st.level === 'game' ? 'the game' : `the ${noun}`;
  if (st.level !== 'deal' && e.gameOver?.loser)
    summary.push(`${e.gameOver.loser} ${agree([e.gameOver.loser], 'loses', 'lose')} the game.`);
  if (st.winners.length) summary.push(`${list(st.winners)} ${agree(st.winners, 'wins', 'win')} ${what}.`);
  if (
    st.losers.length &&
    !(st.level !== 'deal' && e.gameOver?.loser && st.losers.length === 1 && st.losers[0] === e.gameOver.loser)
  ) {
    summary.push(`${list(st.losers)} ${agree(st.losers, 'comes', 'come')} last.`);
  }
  if (!st.winners.length) summary.push(`Nobody gains on anybody in ${what}.`);
  if (st.level === 'deal' && e.playoff) summary.push(`A tie: ${list(e.playoff)} play it off in a deal of their own.`);
  const byDeal = st.level === 'deal';
  // A deal's panel shows the tallies it moved (their totals are in the score bar); a game's and a rubber's, all they keep.
  const shown = (st.placings[0]?.moves ?? [])
    .map((_, k) => k)
    .filter((k) => !byDeal || st.placings.some((p) => p.moves[k]!.change !== 0));
  // A settlement that is a tally as it stands is that tally's column already.
  const settles = st.level === 'rubber' && !cv.settle?.asIs;
  const columns = [
    'Place',
    'Player',
    ...(byDeal ? [e.places ? 'Out' : capital(pointsNoun(cv, e.phase))] : []),
    ...shown.map((k) => titleOf(cv, st.placings[0]!.moves[k]!.tally)),
    ...(settles ? ['Settlement'] : []),
  ];
  const cell = (m: Placing['moves'][number]): string => {
    if (st.level === 'rubber')
      return holdsMoney(cv, m.tally) ? moveWords(cv, m.tally, m.total) : tallyAmount(m.total, titleOf(cv, m.tally));
    if (byDeal) return moveWords(cv, m.tally, m.change);
    return m.change ? `${moveWords(cv, m.tally, m.change)} (${figure(m.total)} in all)` : `${figure(m.total)} in all`;
  };
  const rows = st.placings.map((p: Placing) => ({
    place: ordinal(p.place),
    player: p.player,
    cells: [
      ...(byDeal ? [p.out !== null ? ordinal(p.out) : figure(p.points ?? 0)] : []),
      ...shown.map((k) => cell(p.moves[k]!)),
      ...(settles ? [settlementWords(cv, p.settlement ?? 0)] : []),
    ],
  }));
  const shared = st.shared.map(
    (s) => `${titleOf(cv, s.tally)}: ${figure(s.total)}${s.change ? ` (${signed(s.change)})` : ''}`,
  );
  const at = log.indexOf(e);
  const why = dealEndMessages(cv, e, at > 0 && log[at - 1]!.game === e.game ? log[at - 1]! : null, sections);
  if (st.level === 'rubber') why.push({ text: settlementRule(cv), rule: null });
  const next =
    st.level === 'rubber'
      ? null
      : st.level === 'game'
        ? 'Next game'
        : awaitingPlayoff
          ? 'Deal the play-off'
          : 'Next deal';
  return { heading, summary, columns, rows, shared, meaning: meaningWords(cv), why, next };
}

/**
 * Where the game stands, for the score bar: the game of the rubber ("Game 2 of 4"), the deal
 * being played or next ("Deal 3 of 5", "Play-off"), and its phase with what it costs ("No Queens:
 * each Queen costs 10"), joined by "·"; at the end, that play is over.
 */
export function whereWords(cv: CompiledVariant, s: GameState, log: readonly LogEntry[], over: boolean): string {
  const noun = rubberNoun(cv);
  if (over) return `The ${noun} is over`;
  const parts: string[] = [];
  if (noun === 'rubber') parts.push(cv.rubberUntil === null ? `Game ${s.game} of ${cv.rubberGames}` : `Game ${s.game}`);
  const planned = dealsPerGame(cv);
  const dealt = log.filter((x) => x.game === s.game && x.kind === 'deal').length;
  if (s.playoff) parts.push('Play-off');
  else if (planned === null) parts.push(`Deal ${dealt + 1}`);
  else if (planned > 1) parts.push(`Deal ${Math.min(dealt + 1, planned)} of ${planned}`);
  const phase = cv.phases.find((ph) => ph.id === s.phase);
  if (phase) {
    const stakes = phaseStakes(cv, phase.id);
    parts.push(stakes ? `${phase.title}: ${stakes}` : phase.title);
  }
  return parts.join(' · ');
}
