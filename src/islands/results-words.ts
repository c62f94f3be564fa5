/**
 * The results panel and the score bar of the Play table in words, without the DOM: who won and who
 * lost a deal, a game or a rubber, the ranking, what each player pays or collects in the variant's
 * own units, why (the scoring clauses that applied), whether a tally counts for or against a
 * player; and where the game stands ("Deal 3 of 5 · No Queens: each Queen costs 10", "Game 2 of
 * 4"). Built from the engine's figures (src/engine/standings.ts), so a test can read the same.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import { capital } from '../compile/words.ts';
import type { TallyName } from './i18n/en.ts';
import { dealsPerGame } from '../engine/game-plan.ts';
import { pointsNoun, rubberNoun } from '../engine/nouns.ts';
import { polarities, type Placing, type Standings } from '../engine/standings.ts';
import type { GameState, LogEntry } from '../engine/state.ts';
import type { Effect } from '../parse/ast.ts';
import { dealEndMessages, dealTitle, type Said, type Sections } from './play-words.ts';
import { sheetUi, ui } from './i18n/ui.ts';
import { tableWords } from './table-words.ts';

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
const titleOf = (cv: CompiledVariant, id: string): string => tableWords().tally(cv, id);

/** Tally `id` as the results name it: its title, and its German noun where the variant's German titles give one. */
const tallyName = (cv: CompiledVariant, id: string): TallyName => ({
  title: titleOf(cv, id),
  noun: cv.variant.german?.tallies.get(id)?.noun ?? null,
});

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
  const t = ui();
  if (holdsMoney(cv, id)) return (change < 0 ? t.results.pays : t.results.collects)(t.figure(Math.abs(change)));
  return `${change > 0 ? '+' : ''}${t.results.amount(change, tallyName(cv, id))}`;
}

/** What a player pays or collects at the end of the rubber, in the settled tally's terms. */
function settlementWords(cv: CompiledVariant, n: number): string {
  const settle = cv.settle;
  const money = !settle?.asIs || holdsMoney(cv, settle.tally);
  const t = ui();
  if (!money) return t.results.amount(n, tallyName(cv, settle.tally));
  return n > 0 ? t.results.collects(t.figure(n)) : n < 0 ? t.results.pays(t.figure(-n)) : t.results.even;
}

/** The rubber's settlement in a sentence ("At the end, each player pays 1 to each opponent for every 1 on the frame."). */
function settlementRule(cv: CompiledVariant): string {
  const s = cv.settle;
  return ui().results.settlementRule({
    rubber: rubberNoun(cv),
    tally: s ? tallyName(cv, s.tally) : null,
    asIs: !!s?.asIs,
    receives: !!s?.receives,
    amount: s?.amount ?? 1,
  });
}

/** Whether each per-player tally counts for or against a player, in a sentence each. */
export function meaningWords(cv: CompiledVariant): string[] {
  return [...polarities(cv)].map(([id, polarity]) =>
    ui().results.meaning(tallyName(cv, id), polarity, polarity !== 'record' && holdsMoney(cv, id)),
  );
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
  const w = ui();
  const t = w.results;
  const noun = rubberNoun(cv);
  const games = cv.rubberGames > 1 && cv.rubberUntil === null ? cv.rubberGames : null;
  const label = dealTitle(cv, e);
  const heading =
    st.level === 'deal' ? t.endOf(label) : st.level === 'game' ? t.gameIsOver(e.game, games) : t.playIsOver(noun);
  const summary: string[] = [];
  const what = st.level === 'deal' ? 'deal' : st.level === 'game' ? 'game' : noun;
  if (st.level !== 'deal' && e.gameOver?.loser) summary.push(t.loses(e.gameOver.loser));
  if (st.winners.length) summary.push(t.win(st.winners, what));
  if (
    st.losers.length &&
    !(st.level !== 'deal' && e.gameOver?.loser && st.losers.length === 1 && st.losers[0] === e.gameOver.loser)
  ) {
    summary.push(t.last(st.losers));
  }
  if (!st.winners.length) summary.push(t.nobodyGains(what));
  if (st.level === 'deal' && e.playoff) summary.push(t.tie(e.playoff));
  const byDeal = st.level === 'deal';
  // A deal's panel shows the tallies it moved (their totals are in the score bar); a game's and a rubber's, all they keep.
  const shown = (st.placings[0]?.moves ?? [])
    .map((_, k) => k)
    .filter((k) => !byDeal || st.placings.some((p) => p.moves[k]!.change !== 0));
  // A settlement that is a tally as it stands is that tally's column already.
  const settles = st.level === 'rubber' && !cv.settle?.asIs;
  const columns = [
    t.place,
    t.player,
    ...(byDeal ? [e.places ? t.out : capital(sheetUi().pointsNoun(pointsNoun(cv, e.phase)))] : []),
    ...shown.map((k) => titleOf(cv, st.placings[0]!.moves[k]!.tally)),
    ...(settles ? [t.settlement] : []),
  ];
  const cell = (m: Placing['moves'][number]): string => {
    if (st.level === 'rubber')
      return holdsMoney(cv, m.tally)
        ? moveWords(cv, m.tally, m.total)
        : ui().results.amount(m.total, tallyName(cv, m.tally));
    if (byDeal) return moveWords(cv, m.tally, m.change);
    return t.inAll(m.change ? moveWords(cv, m.tally, m.change) : null, w.figure(m.total));
  };
  const rows = st.placings.map((p: Placing) => ({
    place: w.ordinal(p.place),
    player: p.player,
    cells: [
      ...(byDeal ? [p.out !== null ? w.ordinal(p.out) : w.figure(p.points ?? 0)] : []),
      ...shown.map((k) => cell(p.moves[k]!)),
      ...(settles ? [settlementWords(cv, p.settlement ?? 0)] : []),
    ],
  }));
  const shared = st.shared.map(
    (s) => `${titleOf(cv, s.tally)}: ${w.figure(s.total)}${s.change ? ` (${w.signed(s.change)})` : ''}`,
  );
  const at = log.indexOf(e);
  const why = dealEndMessages(cv, e, at > 0 && log[at - 1]!.game === e.game ? log[at - 1]! : null, sections);
  if (st.level === 'rubber') why.push({ text: settlementRule(cv), rule: null });
  const b = w.buttons;
  const next =
    st.level === 'rubber' ? null : st.level === 'game' ? b.nextGame : awaitingPlayoff ? b.dealPlayoff : b.nextDeal;
  return { heading, summary, columns, rows, shared, meaning: meaningWords(cv), why, next };
}

/**
 * Where the game stands, for the score bar: the game of the rubber ("Game 2 of 4"), the deal
 * being played or next ("Deal 3 of 5", "Play-off"), and its phase with what it costs ("No Queens:
 * each Queen costs 10"), joined by "·"; at the end, that play is over.
 */
export function whereWords(cv: CompiledVariant, s: GameState, log: readonly LogEntry[], over: boolean): string {
  const t = ui().results;
  const noun = rubberNoun(cv);
  if (over) return t.playIsOver(noun);
  const parts: string[] = [];
  if (noun === 'rubber') parts.push(t.whereGame(s.game, cv.rubberUntil === null ? cv.rubberGames : null));
  const planned = dealsPerGame(cv);
  const dealt = log.filter((x) => x.game === s.game && x.kind === 'deal').length;
  if (s.playoff) parts.push(t.playoff);
  else if (planned === null) parts.push(t.whereDeal(dealt + 1, null));
  else if (planned > 1) parts.push(t.whereDeal(Math.min(dealt + 1, planned), planned));
  const phase = cv.phases.find((ph) => ph.id === s.phase);
  if (phase) {
    const stakes = tableWords().stakes(cv, phase.id);
    const title = tableWords().phase(cv, phase.id);
    parts.push(stakes ? `${title}: ${stakes}` : title);
  }
  return parts.join(' · ');
}
