/**
 * What the Play table shows at a moment, without the DOM: the status line, the human's hand (in
 * the order the engine ranks it, its trumps marked by the engine's own predicate), the moves open
 * to the human, the score bar, the score list and the results panel. The controller
 * (./play-controller.ts) builds it after every move; the view (./play-view.ts) draws it in place.
 * Only the human's hand is ever in it: the other hands are counts on the table.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import { teamsOfTable } from '../compile/expr.ts';
import { legalMoves } from '../engine/bot-move.ts';
import { awaiting, phaseOf, type GameSnapshot } from '../engine/machine.ts';
import { pointsNoun, rubberNoun } from '../engine/nouns.ts';
import { choicesFor, legalPlays, passRefused } from '../engine/play.ts';
import { standingsOf } from '../engine/standings.ts';
import type { LogEntry, PlayState } from '../engine/state.ts';
import { isTrump, rankedHand } from '../engine/trumps.ts';
import { seatsToMove } from '../engine/steps/index.ts';
import type { PlayGame } from './play-game.ts';
import { phaseChooserNow, phaseOptions } from './bot-phase-choice.ts';
import { botSeatNow, giveModel, type GiveModel } from './play-give.ts';
import { mayRedeal } from './play-redeal.ts';
import { swapOffer } from './play-swap.ts';
import { hintFor, hintLines, type Sections } from './play-words.ts';
import { resultsWords, whereWords, type ResultsWords } from './results-words.ts';
import { tableSentences, tableWords } from './table-words.ts';
import { scoreSheet, type Sheet } from './slate-sheet.ts';
import { sheetUi, ui } from './i18n/ui.ts';

/** The controller's side of a moment: what is not in the game itself. */
export interface Moment {
  game: PlayGame;
  /** The machine as the inspector shows it, when looking back; null when live. */
  viewing: GameSnapshot | null;
  /** Bots are playing (a timer or the strong bot's answer pending). */
  busy: boolean;
  /** The human may take the trick another player just won (and the bots wait). */
  offer: boolean;
  hint: boolean;
  showLast: boolean;
  confirming: boolean;
  preset: boolean;
  sections: Sections;
  /** The human kept the hand just dealt where a redeal was offered (no offer then). */
  keptHand?: boolean;
  /** The redeal rule in words (the page's; absent: the offer names the rule by its id). */
  redealRule?: string | null;
}

/** A card of the human's hand as drawn. */
export interface HandCard {
  card: number;
  label: string;
  trump: boolean;
  legal: boolean;
  hint: boolean;
  /** Whether the card may be chosen to give (cards given by choice: the hand's buttons toggle). */
  givable?: boolean;
}

/** The score bar: where the game stands, and each tally by player in seat order. */
export interface ScoreBar {
  where: string;
  players: string[];
  rows: { title: string; cells: string[] }[];
  shared: string[];
}

/** Everything the view draws. */
export interface TableModel {
  status: string;
  play: PlayState | null;
  dealer: number;
  showLast: boolean;
  hand: HandCard[];
  myTurn: boolean;
  looking: boolean;
  hints: string[];
  offer: string | null;
  takeLabel: string;
  pass: boolean;
  pickUps: (number | null)[];
  /** The cards the human is to choose and give now (the line in words, how many, which may go), or null. */
  give: GiveModel | null;
  /** The options of a choice at the table the player may choose now, by id and title (the buttons). */
  choices: { option: string; title: string }[];
  finish: string | null;
  /** A redeal offered on the human's hand just dealt, in words, or null. */
  redeal: string | null;
  deal: string | null;
  hintLabel: string | null;
  lastLabel: string | null;
  undo: boolean;
  between: boolean;
  confirming: boolean;
  newLabel: string;
  scores: string[];
  bar: ScoreBar;
  /** The score sheet (a row per deal scored), and a key that changes when a deal is scored. */
  sheet: { sheet: Sheet | null; key: string };
  /** The results panel, and a key that changes whenever another panel opens; null between none. */
  results: (ResultsWords & { key: string; over: boolean }) | null;
  awaiting: string;
  busy: boolean;
  /**
   * Whether the game is over, so that its number (the seed of every deal) may be shown and shared:
   * before, it would tell every hand to whoever replays it, this deal's and the ones to come.
   */
  over: boolean;
}

/** The table at moment `m`. */
export function tableModel(m: Moment): TableModel {
  const { game } = m;
  const cv = game.cv;
  const { names, human } = game.seating;
  const live = game.snapshot();
  const snap = m.viewing ?? live;
  const s = snap.context;
  const p = s.play;
  const at = awaiting(snap);
  // Cards given by choice: the human chooses while the bots give, whoever's turn it is.
  const give = !m.viewing && !m.busy && p ? giveModel(cv, p, human, names) : null;
  // A swap with the table the human may make (or not), whoever's turn it is: two buttons.
  const swap = !m.viewing && !m.busy && p ? swapOffer(cv, p, human) : null;
  const mine =
    !m.viewing &&
    !m.busy &&
    !!p &&
    (give !== null || swap !== null || (p.turn === human && botSeatNow(cv, p, human) === null));
  // The next phase is to be chosen before the deal (`phases ... chosen by`): by the human, with buttons.
  const chooser = m.viewing ? null : phaseChooserNow(cv, live);
  const choosing = !m.busy && chooser === human;
  const legal = mine ? legalPlays(cv, p, human) : [];
  const hand = p
    ? rankedHand(cv, p, human, p.hands[human]!).map((c): HandCard => {
        const trump = isTrump(cv, p, human, c);
        const ok = give ? give.cards.includes(c) : legal.includes(c);
        return {
          card: c,
          trump,
          legal: ok,
          hint: m.hint && legal.includes(c),
          label: ui().cardLabel(tableWords().card(cv, c, 'label'), trump, ok, !!give),
          ...(give ? { givable: ok } : {}),
        };
      })
    : [];
  const between = !m.viewing && !p && at !== 'rubber-over';
  const scored = m.viewing || p ? null : resultsOf(cv, game.log, names, s.settlement, m.sections, at);
  // While the human chooses the next phase, its buttons stand where the results' "Next deal" was.
  const results = scored && choosing ? { ...scored, next: null, key: `${scored.key}:choosing` } : scored;
  const t = ui();
  const b = t.buttons;
  return {
    status: statusLine(cv, snap, m, names, human, chooser, give ? give.away : null, swap?.line ?? null),
    give,
    play: p,
    dealer: s.dealer,
    showLast: m.showLast,
    hand,
    myTurn: mine || choosing,
    looking: !!m.viewing,
    hints: hintLines(m.hint && mine && p ? legal.map((c) => hintFor(cv, p, human, c, names, human)) : []),
    offer: m.offer && !m.viewing && p ? t.offer(names[p.lastTrick!.takenBy]!, cv.trickTaking?.title ?? null) : null,
    takeLabel: b.takeLast(cv.trickTaking?.title ?? null),
    pass: mine && !swap && passRefused(cv, p, human) === null,
    // Every pick-up the rules allow now: the whole trick, or (`pick up top N`, `pick up any number`) its top cards.
    pickUps: mine ? legalMoves(cv, p, human).flatMap((x) => (x.kind === 'pickup' ? [x.count ?? null] : [])) : [],
    choices: mine
      ? [...(swap?.choices ?? []), ...choicesFor(cv, p, human), ...suitsToName(cv, p, human)]
      : choosing
        ? phaseOptions(cv, live)
        : [],
    // A lay-off has rows, not tricks: its bots' cards are shown at once by "Play on now".
    finish: !m.viewing && m.busy && p ? (p.rows ? b.playOnNow : b.finishTrick) : null,
    redeal: !m.viewing && !m.busy && !m.keptHand && mayRedeal(game, human) ? redealLine(cv, m.redealRule) : null,
    deal: between && chooser === null && !results ? (at === 'playoff' ? b.dealPlayoff : b.deal) : null,
    hintLabel: mine ? (m.hint ? b.hideHint : b.hint) : null,
    lastLabel: p?.lastTrick && p.trick.length && !p.rows ? (m.showLast ? b.hideLast : b.showLast) : null,
    undo: !m.viewing && game.lastHumanMove() >= 0,
    between: !m.viewing && !p && game.log.length > 0,
    confirming: m.confirming,
    newLabel: m.preset ? b.startAgain : b.newGame,
    scores: scoreLines(cv, s.entry, names),
    sheet: sheetOf(cv, game.log, names),
    bar: scoreBar(cv, snap, game.log, names, at === 'rubber-over'),
    results,
    awaiting: awaiting(live),
    busy: m.busy,
    over: awaiting(live) === 'rubber-over',
  };
}

/** The redeal offered on the hand just dealt, with its rule in words (the page's) or by its id. */
const redealLine = (cv: CompiledVariant, rule: string | null | undefined): string =>
  ui().redeal(rule || null, cv.redeal!.id);

/**
 * The suits `human` may name as trumps now, as options `trump:SUIT` titled by the suit ("Hearts as
 * trumps"): the controller makes them `SEAT:trump:SUIT` (a choice's id never holds a colon).
 */
function suitsToName(cv: CompiledVariant, p: PlayState, human: number): { option: string; title: string }[] {
  return legalMoves(cv, p, human).flatMap((m) =>
    m.kind === 'name'
      ? [{ option: `trump:${cv.deck.suits[m.suit]}`, title: ui().buttons.asTrumps(tableWords().suit(cv, m.suit)) }]
      : [],
  );
}

/** The status line: the game and phase, the trump suit, and whose turn it is. */
function statusLine(
  cv: CompiledVariant,
  snap: GameSnapshot,
  m: Moment,
  names: readonly string[],
  human: number,
  chooser: number | null,
  giving: boolean | null,
  swapping: string | null,
): string {
  const t = ui().status;
  const s = snap.context;
  const p = s.play;
  // While the next phase is chosen, the game is in none of them yet.
  const phase = chooser === null ? tableWords().phase(cv, phaseOf(snap)) : '';
  const head = `${m.viewing ? t.lookingBack : ''}${t.game(s.game, phase)}`;
  if (p) {
    const trumps = p.trump >= 0 && !p.trumps ? t.trumps(tableWords().trumpSuit(cv, p.trump)) : '';
    if (m.offer) return `${head}${trumps}${t.tookTrick(names[p.lastTrick!.takenBy]!)}`;
    if (giving !== null) return `${head}${trumps}${t.chooseToGive(giving)}`;
    if (swapping) return `${head}${trumps}${swapping}`;
    // Several give at once: who is still to give (the human has given).
    const waiting = seatsToMove(cv, p);
    if (waiting.length > 1 || (waiting.length === 1 && waiting[0] !== p.turn))
      return `${head}${trumps}${t.stillToGive(waiting.map((q) => names[q]!))}`;
    return (
      head +
      trumps +
      (p.turn !== human
        ? t.toMove(names[p.turn]!, choicesFor(cv, p, p.turn).length > 0)
        : m.busy
          ? t.yourTurnNext
          : choicesFor(cv, p, human).length > 0
            ? t.yourChoice
            : t.yourTurn)
    );
  }
  if (awaiting(snap) === 'rubber-over') return `${head}${t.over(rubberNoun(cv))}`;
  if (chooser !== null) return `${head}${chooser === human ? t.yourContract : t.choosesContract(names[chooser]!)}`;
  return `${head}${t.dealsNext(names[s.dealer]!)}`;
}

/** The results panel once a deal is scored (and the next not yet dealt), or null. */
function resultsOf(
  cv: CompiledVariant,
  log: readonly LogEntry[],
  names: readonly string[],
  settlement: number[] | null,
  sections: Sections,
  at: string,
): TableModel['results'] {
  const over = at === 'rubber-over';
  const st = standingsOf(cv, log, names, over ? settlement : null);
  if (!st) return null;
  const e = st.entry;
  return {
    ...resultsWords(cv, st, log, sections, at === 'playoff'),
    key: `${e.game}:${e.deal}:${e.kind}:${st.level}`,
    over,
  };
}

/** The score sheet of `log`, keyed by its length and its last entry's tallies (an entry is completed in place). */
function sheetOf(cv: CompiledVariant, log: readonly LogEntry[], names: readonly string[]): TableModel['sheet'] {
  if (!log.length) return { sheet: null, key: '' };
  const title = (id: string) => tableWords().phase(cv, id);
  const sheet = scoreSheet(log, {
    players: names,
    phaseTitle: title,
    pointsNoun: (ph) => sheetUi().pointsNoun(pointsNoun(cv, ph)),
    notes: (e) => tableSentences()?.notes(cv, e) ?? [],
    tallyTitle: (id) => tableWords().tally(cv, id),
  });
  const said = tableSentences() ? 'said' : '';
  return {
    sheet,
    key: `${log.length}:${JSON.stringify(log.at(-1)!.tallies)}:${log.at(-1)!.gameOver ? 'over' : ''}:${said}`,
  };
}

/** The last deal's figures and the tallies as lines, players in seat order. */
function scoreLines(cv: CompiledVariant, entry: LogEntry | null, names: readonly string[]): string[] {
  if (!entry) return [];
  const w = ui();
  const seats = (rec: Record<string, number>, say = w.figure) =>
    names
      .filter((n) => Object.hasOwn(rec, n))
      .map((n) => `${w.seat(n)} ${say(rec[n]!)}`)
      .join(', ');
  const title = (t: string) => tableWords().tally(cv, t);
  const out = names.filter((n) => entry.out.includes(n));
  return [
    w.scores.lastDeal(
      entry.places
        ? seats(entry.places, w.ordinal)
        : `${seats(entry.points)} ${sheetUi().pointsNoun(pointsNoun(cv, entry.phase))}`,
    ),
    ...Object.entries(entry.tallies).map(([t, v]) => `${title(t)}: ${typeof v === 'number' ? w.figure(v) : seats(v)}`),
    ...(out.length ? [w.scores.out(out)] : []),
    ...(entry.gameOver ? [entry.gameOver.loser ? w.scores.lostBy(entry.gameOver.loser) : w.scores.gameOver] : []),
  ];
}

/** The score bar: where the game stands, and the tallies now, by player in seat order. */
function scoreBar(
  cv: CompiledVariant,
  snap: GameSnapshot,
  log: readonly LogEntry[],
  names: readonly string[],
  over: boolean,
): ScoreBar {
  const s = snap.context;
  const { figure, seat, scores } = ui();
  const rows = cv.tallies
    .filter((t) => t.scope === 'player')
    .map((t) => ({
      title: tableWords().tally(cv, t.name),
      cells: names.map((_, q) => figure(s.tallies[t.name]?.[q] ?? 0)),
    }));
  const shared = cv.tallies
    .filter((t) => t.scope === 'shared')
    .map((t) => `${tableWords().tally(cv, t.name)} ${figure(s.tallies[t.name]?.[0] ?? 0)}`);
  // A game in fixed teams: each team's players and their tallies added up, beside the shared ones
  // (teams found by a card change from deal to deal: the score sheet gives each deal's).
  if (cv.teams && cv.teams !== 'found') {
    for (const team of teamsOfTable(cv.teams, names.length)) {
      const sums = cv.tallies
        .filter((t) => t.scope === 'player')
        .map(
          (t) =>
            `${tableWords().tally(cv, t.name)} ${figure(team.reduce((n, q) => n + (s.tallies[t.name]?.[q] ?? 0), 0))}`,
        );
      shared.push(
        scores.team(
          team.map((q) => names[q]!),
          sums,
        ),
      );
    }
  }
  return { where: whereWords(cv, s, log, over), players: names.map(seat), rows, shared };
}
