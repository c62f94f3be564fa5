/**
 * The Play table's controller: the human's moves, the bots (./play-bots.ts), undo, a new game, the
 * take-the-trick offer, and what is kept in localStorage. After every change it builds what the
 * table shows (./play-model.ts) and has the view draw it in place (./play-view.ts), saying where
 * focus should go when something opens: the hand when the human is to play, the results panel when
 * a deal ends, "Go on" when a trick may be taken (never "Take": Enter must not take points).
 */
import { stateScope } from '../engine/flow/scopes.ts';
import { takeRefused } from '../engine/play.ts';
import { explainMove } from '../engine/steps/index.ts';
import type { WireVariant } from '../resolve/wire.ts';
import { createBots, OPPONENTS, SPEEDS, type Bots } from './play-bots.ts';
import type { PlayGame } from './play-game.ts';
import { tableModel, type TableModel } from './play-model.ts';
import { NEVER_ASK_KEY, OPPONENTS_KEY, removeStorage, SPEED_KEY, writeStorage } from './play-storage.ts';
import type { FocusIntent, PlayHandlers, PlayView } from './play-view.ts';
import { refusalMessage, takeRefusedMessage, type RuleLink, type Sections } from './play-words.ts';
import { mayRedeal } from './play-redeal.ts';
import { MOVE } from './play-swap.ts';
import { isCounting, randomSeed, seedFrom, type SavedGame } from './saved-game.ts';
import { ui } from './i18n/ui.ts';
import { loadTableSentences, tableSentences } from './table-words.ts';

/** What the controller is given: the game, where it is kept, the settings read at start, the view. */
export interface ControllerSetup {
  game: PlayGame;
  wire: WireVariant;
  options: Record<string, string>;
  sections: Sections;
  /** The localStorage key of the game, or null when it is not kept (a preset, the playground). */
  key: string | null;
  /** The seed every new game is dealt from (`?seed=N`), or null for a fresh random one each time. */
  pinned: number | null;
  preset: boolean;
  settings: { speed: string; opponents: string; neverAsk: boolean; hint: boolean };
  /** The redeal rule in words, for the offer on a hand that allows one (the page's), or null. */
  redealRule?: string | null;
  /** Called after every drawing (the inspector refreshes). */
  afterDraw?: () => void;
}

/** A table's controller. */
export interface Controller {
  readonly view: PlayView;
  /** What the table shows now. */
  model(): TableModel;
  /** Draws the table and lets the bots begin. */
  start(): void;
  /** Shows the table as it was after `n` events (the inspector), or (null) as it is. */
  look(n: number | null): void;
}

/** The controller's own state between moves (none of it is the game). */
interface TableState {
  speed: string;
  opponents: string;
  neverAsk: boolean;
  /** "Don't ask again this game": no more take offers until a new game. */
  noOffer: boolean;
  /** The number of events when the human kept the hand a redeal was offered on (-1: none). */
  keptAt: number;
  /** The trick after which the human said "Go on". */
  resumedAfter: number;
  hint: boolean;
  showLast: boolean;
  confirming: boolean;
  viewing: ReturnType<PlayGame['snapshot']> | null;
  /** What was open at the last drawing (the results panel's key, the offer, the human's turn), to move focus when it changes. */
  shown: { results: string | null; offer: boolean; turn: number };
  /** How many of the game's events have been announced to screen readers. */
  announced: number;
}

/** The table as its parts see it: the game, the controller's state, the bots, the view, and its few actions. */
interface Table {
  game: PlayGame;
  setup: ControllerSetup;
  st: TableState;
  bots: Bots;
  view: PlayView;
  /** Makes a move (kept as `mark` when a bot made it) and keeps the game; false when the rules refuse it (said in words). */
  send(move: string, mark?: string | null): boolean;
  draw(): void;
  newGame(seed?: number): void;
  undo(): void;
}

/** The controller of a table: the view's handlers, and `start` to draw the table and let the bots begin. */
export function createController(setup: ControllerSetup, makeView: (handlers: PlayHandlers) => PlayView): Controller {
  const { game } = setup;
  const st: TableState = {
    ...setup.settings,
    noOffer: false,
    keptAt: -1,
    resumedAfter: -1,
    showLast: false,
    confirming: false,
    viewing: null,
    shown: { results: null, offer: false, turn: -1 },
    announced: game.sent.length,
  };
  const t = { game, setup, st } as Table;
  t.bots = createBots(
    {
      game: () => game,
      speed: () => st.speed,
      opponents: () => st.opponents,
      // The bots wait while the human may take a trick, or ask for a redeal on the hand just dealt.
      held: () => mayTake(game, st) || (st.keptAt !== game.sent.length && mayRedeal(game, game.seating.human)),
      send: (m, mark) => t.send(m, mark),
      changed: () => t.draw(),
    },
    setup.wire,
    setup.options,
  );
  t.send = (move, mark) => send(t, move, mark);
  t.draw = () => draw(t);
  t.newGame = (seed = setup.pinned ?? randomSeed()) => newGame(t, seed);
  t.undo = () => undo(t);
  t.view = makeView(handlersFor(t));
  return {
    view: t.view,
    model: () => modelOf(t),
    start() {
      if (game.broken === null) t.bots.run();
      else t.draw();
    },
    look(n) {
      st.viewing = n === null ? null : game.snapshotAfter(n);
      t.draw();
    },
  };
}

/** Whether the human may take the trick another player just won, and is to be asked. */
function mayTake(game: PlayGame, st: TableState): boolean {
  const { cv } = game;
  const human = game.seating.human;
  const snap = game.snapshot();
  const p = snap.context.play;
  return (
    !st.neverAsk &&
    !st.noOffer &&
    !!p &&
    cv.takeTrick !== null &&
    p.trick.length === 0 &&
    p.lastTrick !== null &&
    p.lastTrick.takenBy !== human &&
    p.participants.includes(human) &&
    p.tricksPlayed !== st.resumedAfter &&
    !isCounting(snap) &&
    takeRefused(cv, p, human, stateScope(snap.context)) === null
  );
}

function send(t: Table, move: string, mark: string | null = null): boolean {
  const refused = t.game.move(move, mark);
  if (refused !== null) {
    if (t.game.broken === null) t.view.say({ text: refused, rule: null });
    return false;
  }
  if (t.setup.key && !writeStorage(t.setup.key, JSON.stringify(t.game.kept()))) {
    t.view.say({ text: ui().said.storageFull, rule: null });
  }
  return true;
}

/** What the table shows now. */
const modelOf = ({ game, st, bots, setup }: Table): TableModel =>
  tableModel({
    game,
    viewing: st.viewing,
    busy: bots.busy(),
    offer: mayTake(game, st),
    hint: st.hint,
    showLast: st.showLast,
    confirming: st.confirming,
    preset: setup.preset,
    sections: setup.sections,
    keptHand: st.keptAt === game.sent.length,
    redealRule: setup.redealRule ?? null,
  });

/** Draws the table, announces the bots' moves since the last drawing, and says where focus goes when something opened. */
function draw(t: Table): void {
  const { game, st } = t;
  if (game.broken !== null) {
    t.view.broken(game.broken);
    return;
  }
  const m = modelOf(t);
  // A turn of the human's is new when moves were made since the last (the bots', or the human's own).
  const turn = m.myTurn ? game.sent.length : -1;
  // The human is to choose the next phase: its buttons take focus before the results they stand in.
  const intent: FocusIntent =
    m.myTurn && !m.play && turn !== st.shown.turn
      ? 'hand'
      : m.results && m.results.key !== st.shown.results
        ? 'results'
        : m.offer && !st.shown.offer
          ? 'offer'
          : m.myTurn && turn !== st.shown.turn
            ? 'hand'
            : null;
  st.shown = { results: m.results?.key ?? null, offer: m.offer !== null, turn };
  t.view.update(m, intent);
  announce(t, m);
  t.setup.afterDraw?.();
}

/** Tells screen readers (a polite live region) what the bots did since the last drawing, and how a deal ended. */
function announce({ game, st, view }: Table, m: TableModel): void {
  const human = game.seating.human;
  const fresh = game.sent
    .slice(st.announced)
    .filter((x) => 'seat' in x.event && x.event.seat !== human)
    .map((x) => `${x.label}.`);
  st.announced = game.sent.length;
  const lines = [
    ...fresh,
    ...(m.results && fresh.length ? [`${m.results.heading}. ${m.results.summary.join(' ')}`] : []),
  ];
  if (lines.length) view.announce(lines.slice(-6).join(' '));
}

/** Starts game `seed` afresh. */
function newGame(t: Table, seed: number): void {
  t.bots.cancel();
  if (t.setup.key) removeStorage(t.setup.key);
  Object.assign(t.st, { confirming: false, viewing: null, noOffer: false, resumedAfter: -1, keptAt: -1 });
  t.game.restart({ seed, moves: [] } satisfies SavedGame);
  t.st.announced = t.game.sent.length;
  t.view.say(null);
  t.bots.run();
}

/** Takes back the human's last move in the deal being played, and the bots' moves after it. */
function undo(t: Table): void {
  const i = t.game.lastHumanMove();
  if (i < 0) return;
  t.bots.cancel();
  t.game.restart({ seed: t.game.saved.seed, moves: t.game.saved.moves.slice(0, i) }, t.game.marks.slice(0, i));
  if (t.setup.key) writeStorage(t.setup.key, JSON.stringify(t.game.kept()));
  t.st.announced = t.game.sent.length;
  t.view.say({ text: ui().said.takenBack, rule: null });
  t.draw();
}

/** What each control of the view does. */
function handlersFor(t: Table): PlayHandlers {
  const { game, st, setup } = t;
  const { cv } = game;
  const { sections } = setup;
  const human = game.seating.human;
  /** A human move, then the bots'. */
  const act = (move: string) => {
    t.view.say(null);
    // A German page loads its sentences (a deal's results, refusals, hints) once the reader plays.
    if (!tableSentences()) void loadTableSentences().then(() => t.draw());
    if (t.send(move)) t.bots.run();
    else t.draw();
  };
  const say = (text: string, rule: RuleLink | null = null) => t.view.say({ text, rule });
  return {
    play(card) {
      const p = game.snapshot().context.play;
      if (!p || st.viewing) return;
      // The engine decides at once; the words of a refusal may have to be loaded first (a German page).
      if (!explainMove(cv, p, human, { kind: 'card', card })) {
        act(`${human}:${cv.deck.names[card]}`);
        return;
      }
      void refusalMessage(cv, p, human, card, game.seating.names, human, sections).then((why) => {
        t.view.say(why);
        t.draw();
      });
    },
    pass: () => act(`${human}:pass`),
    pickUp: (n) => act(`${human}:${n === null ? 'pickup' : `pickup:${n}`}`),
    // An option with a colon is a move: a suit to name (`trump:H`, see play-model.ts) or a swap's
    // (`move:give:6S`, `move:pass`, ./play-swap.ts); a choice's id has none.
    choose: (option) =>
      act(
        `${human}:${option.startsWith(MOVE) ? option.slice(MOVE.length) : option.includes(':') ? option : `choose:${option}`}`,
      ),
    take() {
      const snap = game.snapshot();
      const why = takeRefused(cv, snap.context.play!, human, stateScope(snap.context));
      if (why) {
        t.view.say(takeRefusedMessage(cv, why, sections));
        t.draw();
        return;
      }
      say(ui().said.nobodyObjects);
      if (t.send(`${human}:take`)) t.bots.run();
      else t.draw();
    },
    goOn() {
      st.resumedAfter = game.snapshot().context.play?.tricksPlayed ?? -1;
      t.view.say(null);
      t.bots.run();
    },
    noMoreOffers() {
      st.noOffer = true;
      say(ui().said.noMoreOffers);
      t.bots.run();
    },
    finish: () => t.bots.finishTrick(),
    redeal() {
      if (t.send(`${human}:redeal`)) {
        say(ui().said.askedRedeal, sections.get(cv.redeal!.id) ?? null);
        t.draw();
      }
    },
    keepHand() {
      st.keptAt = game.sent.length;
      t.view.say(null);
      t.bots.run();
    },
    give() {
      act(
        `${human}:give:${t.view
          .chosen()
          .map((c) => cv.deck.names[c])
          .join(',')}`,
      );
    },
    deal() {
      st.viewing = null;
      t.send('deal');
      t.view.say(null);
      t.bots.run();
    },
    playAgain: () => t.newGame(),
    hint() {
      st.hint = !st.hint;
      t.draw();
      // A German page loads its hint sentences the first time; the hint shows once they are there.
      if (st.hint && !tableSentences()) void loadTableSentences().then(() => t.draw());
    },
    last() {
      st.showLast = !st.showLast;
      t.draw();
    },
    undo: () => t.undo(),
    newGame() {
      if (game.saved.moves.length === 0 || setup.preset) t.newGame();
      else {
        st.confirming = true;
        t.draw();
      }
    },
    keepPlaying() {
      st.confirming = false;
      t.draw();
    },
    confirmNew: () => t.newGame(),
    speed(v) {
      if (SPEEDS.has(v)) {
        st.speed = v;
        writeStorage(SPEED_KEY, v);
      }
    },
    opponents(v) {
      if (OPPONENTS.has(v)) {
        st.opponents = v;
        writeStorage(OPPONENTS_KEY, v);
      }
    },
    neverAsk(b) {
      st.neverAsk = b;
      writeStorage(NEVER_ASK_KEY, String(b));
      t.draw();
    },
    replay(text) {
      const seed = seedFrom(text.trim());
      if (seed === null) say(ui().said.badNumber(2 ** 32 - 1));
      else t.newGame(seed);
    },
    seed: () => game.saved.seed,
  };
}
