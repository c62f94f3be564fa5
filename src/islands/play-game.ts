/**
 * The Play island's game, without the page: the seed and the moves made (kept without the bots'
 * cards: see ./saved-game.ts), the XState machine they are replayed through, the events it took
 * (for the inspector) and the log of scored deals (for the score sheet and the results). A move is
 * checked by the rules before the machine takes it; an error inside the machine leaves the game
 * `broken` with the reason in words. Its moves are the page's own (a kept game is restored by
 * ./restore-game.ts first, and only what restores is replayed here).
 */
import { createActor, type InspectionEvent } from 'xstate';
import type { CompiledVariant } from '../compile/compile.ts';
import { createGameMachine, type GameActor, type GameEvent, type GameSnapshot } from '../engine/machine.ts';
import type { LogEntry } from '../engine/state.ts';
import { eventText, passedOnWords } from './play-words.ts';
import { swapWords } from './play-swap.ts';
import { eventOf, replaySaved, type SavedGame } from './saved-game.ts';
import { ui } from './i18n/ui.ts';

/** A prepared position (the trick trainer): hands by seat, the trump, and the cards played so far. */
export interface Preset {
  players: string[];
  human: number;
  dealer: number;
  hands: string[][];
  trump: string | null;
  plays: string[];
}

/** Who sits where: the players' names in seat order, the human's seat, the first dealer. */
export interface Seating {
  names: string[];
  human: number;
  dealer: number;
}

/** An event the machine took, and a label a reader may see for it (no hand in it). */
export interface SentEvent {
  event: GameEvent;
  label: string;
}

/** A game in progress (see the module comment). */
export interface PlayGame {
  readonly cv: CompiledVariant;
  readonly seating: Seating;
  /** The seed and every move made, the bots' cards included (in memory only). */
  readonly saved: SavedGame;
  /** The game as it is kept in the browser: each bot's move as its mark, no card of a bot's (see ./saved-game.ts). */
  kept(): SavedGame;
  /** By move, the mark a bot's move is kept as, or null (a move kept as it is). */
  readonly marks: readonly (string | null)[];
  /** The machine's snapshot now. */
  snapshot(): GameSnapshot;
  /** The events the machine took, in order. */
  readonly sent: readonly SentEvent[];
  /** The deals scored so far (the latest entry of each), in order. */
  readonly log: readonly LogEntry[];
  /** Why there is no game to show, in a sentence, or null. */
  readonly broken: string | null;
  /** Makes a move (saved-game.ts's form), kept as `mark` when a bot made it; the refusal in words, or null when made. */
  move(move: string, mark?: string | null): string | null;
  /** Starts `saved` afresh: the preset's cards, then its moves replayed by the rules (`marks`: how the bots' are kept). */
  restart(saved: SavedGame, marks?: readonly (string | null)[]): void;
  /** The machine after the first `n` events (the inspector's Back and Forward). */
  snapshotAfter(n: number): GameSnapshot;
  /** The index of the human's last move in the deal in progress, or -1. */
  lastHumanMove(): number;
}

/** The preset's events: its hands and trump, then the cards already played. */
function presetEvents(cv: CompiledVariant, preset: Preset | null): GameEvent[] {
  if (!preset) return [];
  const card = (name: string) => cv.deck.byName.get(name)!;
  return [
    {
      type: 'CARDS',
      hands: preset.hands.map((h) => h.map(card)),
      trump: preset.trump ? cv.deck.suits.indexOf(preset.trump) : -1,
    },
    ...preset.plays.map(
      (x): GameEvent => ({
        type: 'PLAY',
        seat: preset.players.indexOf(x.split(':')[0]!),
        card: card(x.split(':')[1]!),
      }),
    ),
  ];
}

/**
 * A game of `cv` for `seating`, started from `saved` (its moves replayed by the rules) after the
 * preset's cards; `marks` say which of its moves bots made, and how they are kept (./restore-game.ts).
 */
export function createPlayGame(
  cv: CompiledVariant,
  seating: Seating,
  preset: Preset | null,
  saved: SavedGame,
  broken: string | null = null,
  marks: readonly (string | null)[] = [],
): PlayGame {
  const { names, human } = seating;
  const before = presetEvents(cv, preset);
  const sent: SentEvent[] = [];
  const log: LogEntry[] = [];
  let game: SavedGame = saved;
  let botMarks: (string | null)[] = [...marks];
  let why: string | null = broken;
  /** The pick-up whose cards passed on by rule are said already (its label is changed once). */
  let passedSaid: SentEvent | null = null;
  let actor = start();

  /** After a pick-up, the cards it passed on by rule added to its label ("…; the King of Hearts passes to Cleo"). */
  function sayPassedOn(snap: GameSnapshot): void {
    const last = sent.at(-1);
    if (!last || last === passedSaid || !snap.context.play) return;
    const e = last.event;
    if (e.type !== 'PICKUP' && !(e.type === 'MOVE' && e.move.kind === 'pickup')) return;
    passedSaid = last;
    const words = passedOnWords(cv, snap.context.play.plays, names);
    if (words.length > 0) last.label += `; ${words.join(', ')}`;
  }

  function start(): GameActor {
    sent.length = 0;
    log.length = 0;
    const a = createActor(createGameMachine(cv), {
      input: { players: names, dealer: seating.dealer },
      inspect: (e: InspectionEvent) => {
        // XState's own events (start, stop) are not moves of the game.
        if (e.type === '@xstate.event' && e.actorRef === a && !e.event.type.startsWith('xstate.'))
          // The deal as the event finds it (inspection comes before the actor takes the event): a swap is said by its cards.
          sent.push({
            event: e.event as GameEvent,
            label:
              swapWords(cv, a.getSnapshot().context.play, e.event as GameEvent, names) ??
              eventText(cv, e.event as GameEvent, names, a.getSnapshot().context.play),
          });
      },
    });
    // An error inside the machine stops the game: it is said in words (not left to the console as uncaught).
    a.subscribe({
      next: (snap) => {
        sayPassedOn(snap);
        const e = snap.context.entry;
        if (!e) return;
        const i = log.findIndex((x) => x.game === e.game && x.deal === e.deal && x.kind === e.kind);
        if (i >= 0) log[i] = e;
        else if (!log.includes(e)) log.push(e);
      },
      error: (err) => {
        why = ui().said.stopped(err instanceof Error ? err.message : String(err));
      },
    });
    a.start();
    for (const e of before) a.send(e);
    if (why === null) {
      const refused = replaySaved(cv, a, game, names, before.length, human);
      if (refused) why = ui().said.notRestoredBecause(refused);
    }
    return a;
  }

  /** Makes `move` by the rules (the machine takes it), kept as `mark`; the refusal in words, or null. */
  function make(move: string, mark: string | null): string | null {
    const e = eventOf(cv, actor.getSnapshot(), game.seed, before.length + game.moves.length, move, names, human);
    if (typeof e === 'string') return ui().said.notAllowed(e);
    actor.send(e);
    if (why !== null) return why;
    botMarks = [...botMarks.slice(0, game.moves.length), mark];
    game = { seed: game.seed, moves: [...game.moves, move] };
    return null;
  }

  function restart(next: SavedGame, nextMarks: readonly (string | null)[] = []): void {
    actor.stop();
    game = next;
    botMarks = [...nextMarks];
    why = null;
    actor = start();
  }

  /** Whether the last move dealt the cards and nothing has moved since (a redeal may still read that hand). */
  const freshDeal = () => game.moves.at(-1) === 'deal' && sent.at(-1)?.event.type === 'CARDS';

  /**
   * A redeal asked once the hand is seen: the deal is taken back and the redeal made in its place,
   * reading the hand that deal dealt (saved-game.ts); where the rules refuse it, the deal stands.
   */
  function throwIn(move: string, mark: string | null): string | null {
    const was = game;
    const wasMarks = botMarks;
    restart({ seed: was.seed, moves: was.moves.slice(0, -1) }, wasMarks.slice(0, -1));
    const refused = make(move, mark);
    if (refused !== null) restart(was, wasMarks);
    return refused;
  }

  return {
    cv,
    seating,
    get saved() {
      return game;
    },
    get sent() {
      return sent;
    },
    get log() {
      return log;
    },
    get broken() {
      return why;
    },
    get marks() {
      return botMarks;
    },
    kept: () => ({ seed: game.seed, moves: game.moves.map((m, i) => botMarks[i] ?? m) }),
    snapshot: () => actor.getSnapshot(),
    move(move, mark = null) {
      // A redeal asked on a hand just dealt (nothing moved since) takes the place of that deal.
      if (/^\d{1,2}:redeal$/.test(move) && freshDeal()) return throwIn(move, mark);
      return make(move, mark);
    },
    restart,
    snapshotAfter(n) {
      const a = createActor(createGameMachine(cv), { input: { players: names, dealer: seating.dealer } });
      a.start();
      for (const x of sent.slice(0, n)) a.send(x.event);
      const snap = a.getSnapshot();
      a.stop();
      return snap;
    },
    lastHumanMove() {
      for (let i = game.moves.length - 1; i >= 0; i--) {
        const m = game.moves[i]!;
        if (m === 'deal' || m === 'count') return -1;
        if (m.startsWith(`${human}:`)) return i;
      }
      return -1;
    },
  };
}
