/**
 * The Play table's controller: the human's moves, the bots (./play-bots.ts), undo, a new game, the
 * take-the-trick offer, and what is kept in localStorage. After every change it builds what the
 * table shows (./play-model.ts) and has the view draw it in place (./play-view.ts), saying where
 * focus should go when something opens: the hand when the human is to play, the results panel when
 * a deal ends, "Go on" when a trick may be taken (never "Take": Enter must not take points).
 */
import type { CompiledVariant } from '../compile/compile.ts';
import { stateScope } from '../engine/flow.ts';
import { takeRefused } from '../engine/play.ts';
import type { WireVariant } from '../site/wire.ts';
import { createBots, OPPONENTS, SPEEDS } from './play-bots.ts';
import type { PlayGame } from './play-game.ts';
import { tableModel, type TableModel } from './play-model.ts';
import { NEVER_ASK_KEY, OPPONENTS_KEY, removeStorage, SPEED_KEY, writeStorage } from './play-storage.ts';
import type { FocusIntent, PlayHandlers, PlayView } from './play-view.ts';
import { refusalMessage, takeRefusedMessage, type Sections } from './play-words.ts';
import { isCounting, randomSeed, seedFrom, type SavedGame } from './saved-game.ts';

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
  speed: string; opponents: string; neverAsk: boolean;
  /** "Don't ask again this game": no more take offers until a new game. */
  noOffer: boolean;
  /** The trick after which the human said "Go on". */
  resumedAfter: number;
  hint: boolean; showLast: boolean; confirming: boolean;
  viewing: ReturnType<PlayGame['snapshot']> | null;
  /** What was open at the last drawing (the results panel's key, the offer, the human's turn), to move focus when it changes. */
  shown: { results: string | null; offer: boolean; turn: number };
  /** How many of the game's events have been announced to screen readers. */
  announced: number;
}

/** The controller of a table: the view's handlers, and `start` to draw the table and let the bots begin. */
export function createController(setup: ControllerSetup, makeView: (handlers: PlayHandlers) => PlayView): Controller {
  const { game, key, sections } = setup;
  const cv: CompiledVariant = game.cv;
  const human = game.seating.human;
  const st: TableState = {
    ...setup.settings, noOffer: false, resumedAfter: -1, showLast: false, confirming: false, viewing: null,
    shown: { results: null, offer: false, turn: -1 }, announced: game.sent.length,
  };
  const bots = createBots({
    game: () => game, speed: () => st.speed, opponents: () => st.opponents, held: () => mayTake(), send: (m) => send(m), changed: () => draw(),
  }, setup.wire, setup.options);

  /** Whether the human may take the trick another player just won, and is to be asked. */
  function mayTake(): boolean {
    const snap = game.snapshot();
    const p = snap.context.play;
    return !st.neverAsk && !st.noOffer && !!p && cv.takeTrick !== null && p.trick.length === 0 && p.lastTrick !== null && p.lastTrick.takenBy !== human
      && p.participants.includes(human) && p.tricksPlayed !== st.resumedAfter && !isCounting(snap)
      && takeRefused(cv, p, human, stateScope(snap.context)) === null;
  }

  /** Makes a move and keeps the game; false when the rules refuse it (said in words). */
  function send(move: string): boolean {
    const refused = game.move(move);
    if (refused !== null) { if (game.broken === null) view.say({ text: refused, rule: null }); return false; }
    if (key && !writeStorage(key, JSON.stringify(game.saved))) view.say({ text: 'This browser would not keep the game (its storage is full or turned off): it goes on, but a reload will start afresh.', rule: null });
    return true;
  }

  const model = (): TableModel => tableModel({
    game, viewing: st.viewing, busy: bots.busy(), offer: mayTake(), hint: st.hint, showLast: st.showLast, confirming: st.confirming, preset: setup.preset, sections,
  });

  /** Draws the table, announces the bots' moves since the last drawing, and says where focus goes when something opened. */
  function draw(): void {
    if (game.broken !== null) { view.broken(game.broken); return; }
    const m = model();
    // A turn of the human's is new when moves were made since the last (the bots', or the human's own).
    const turn = m.myTurn ? game.sent.length : -1;
    const intent: FocusIntent = m.results && m.results.key !== st.shown.results ? 'results'
      : m.offer && !st.shown.offer ? 'offer' : m.myTurn && turn !== st.shown.turn ? 'hand' : null;
    st.shown = { results: m.results?.key ?? null, offer: m.offer !== null, turn };
    view.update(m, intent);
    announce(m);
    setup.afterDraw?.();
  }

  /** Tells screen readers (a polite live region) what the bots did since the last drawing, and how a deal ended. */
  function announce(m: TableModel): void {
    const fresh = game.sent.slice(st.announced).filter((x) => 'seat' in x.event && x.event.seat !== human).map((x) => x.label);
    st.announced = game.sent.length;
    const lines = [...fresh.map((t) => `${t}.`), ...(m.results && m.results.key !== null && fresh.length ? [`${m.results.heading}. ${m.results.summary.join(' ')}`] : [])];
    if (lines.length) view.announce(lines.slice(-6).join(' '));
  }

  /** A human move, then the bots'. */
  const act = (move: string) => { view.say(null); if (send(move)) bots.run(); else draw(); };

  const handlers: PlayHandlers = {
    play(card) {
      const p = game.snapshot().context.play;
      if (!p || st.viewing) return;
      const why = refusalMessage(cv, p, human, card, game.seating.names, human, sections);
      if (why.text) { view.say(why); draw(); return; }
      act(`${human}:${cv.deck.names[card]}`);
    },
    pass: () => act(`${human}:pass`),
    pickUp: (n) => act(`${human}:${n === null ? 'pickup' : `pickup:${n}`}`),
    take() {
      const snap = game.snapshot();
      const why = takeRefused(cv, snap.context.play!, human, stateScope(snap.context));
      if (why) { view.say(takeRefusedMessage(cv, why, sections)); draw(); return; }
      view.say({ text: 'Nobody objects: the trick is yours, and you lead.', rule: null });
      if (send(`${human}:take`)) bots.run(); else draw();
    },
    goOn() { st.resumedAfter = game.snapshot().context.play?.tricksPlayed ?? -1; view.say(null); bots.run(); },
    noMoreOffers() { st.noOffer = true; view.say({ text: 'No more offers to take a trick in this game.', rule: null }); bots.run(); },
    finish: () => bots.finishTrick(),
    redeal() {
      if (send(`${human}:redeal`)) { view.say({ text: 'You asked for a redeal: the deal is dealt again.', rule: sections.get(cv.redeal!.id) ?? null }); draw(); }
    },
    deal() { st.viewing = null; send('deal'); view.say(null); bots.run(); },
    playAgain: () => newGame(),
    hint() { st.hint = !st.hint; draw(); },
    last() { st.showLast = !st.showLast; draw(); },
    undo,
    newGame() { if (game.saved.moves.length === 0 || setup.preset) newGame(); else { st.confirming = true; draw(); } },
    keepPlaying() { st.confirming = false; draw(); },
    confirmNew: () => newGame(),
    speed(v) { if (SPEEDS.has(v)) { st.speed = v; writeStorage(SPEED_KEY, v); } },
    opponents(v) { if (OPPONENTS.has(v)) { st.opponents = v; writeStorage(OPPONENTS_KEY, v); } },
    neverAsk(b) { st.neverAsk = b; writeStorage(NEVER_ASK_KEY, String(b)); draw(); },
    replay(text) {
      const seed = seedFrom(text.trim());
      if (seed === null) { view.say({ text: `A game number is a whole number from 0 to ${2 ** 32 - 1}.`, rule: null }); return; }
      newGame(seed);
    },
    seed: () => game.saved.seed,
  };

  /** Starts game `seed` afresh (a new random one by default). */
  function newGame(seed = setup.pinned ?? randomSeed()): void {
    bots.cancel();
    if (key) removeStorage(key);
    Object.assign(st, { confirming: false, viewing: null, noOffer: false, resumedAfter: -1 });
    game.restart({ seed, moves: [] } satisfies SavedGame);
    st.announced = game.sent.length;
    view.say(null);
    bots.run();
  }

  /** Takes back the human's last move in the deal being played, and the bots' moves after it. */
  function undo(): void {
    const i = game.lastHumanMove();
    if (i < 0) return;
    bots.cancel();
    game.restart({ seed: game.saved.seed, moves: game.saved.moves.slice(0, i) });
    if (key) writeStorage(key, JSON.stringify(game.saved));
    st.announced = game.sent.length;
    view.say({ text: 'Your last move was taken back.', rule: null });
    draw();
  }

  const view = makeView(handlers);
  return {
    view, model,
    start() {
      if (game.broken === null) bots.run(); else draw();
    },
    look(n) { st.viewing = n === null ? null : game.snapshotAfter(n); draw(); },
  };
}
