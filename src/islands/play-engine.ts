/**
 * The play island's engine side: the variant is compiled in the browser by the same compiler as the
 * CLI, the game runs in its XState machine, and the page shows only what the human player may see:
 * their own hand, the cards on the table, the scores. Bots decide from their own seat's view.
 *
 * Each new game is dealt from a seed of its own (`crypto.getRandomValues`); `?seed=N` in the page's
 * URL, or a `data-seed` on the element, fixes it instead (the browser tests do), and the game's
 * number on the page is that seed, so a deal can be played again. The game is kept in localStorage
 * as that seed and the moves made (./saved-game.ts), no hand: a reload deals the hands again from the
 * seed and replays the moves through the machine, and a stored game the rules refuse is reported in
 * words, with a new game offered. Undo replays the moves without the last card played.
 *
 * Bots play one card at a time at the chosen speed (kept in localStorage; `?speed=instant` for a
 * page's visit), so that a trick can be followed; "Finish the trick" plays the rest of it at once.
 * The opponents' strength is a setting too (`?opponents=strong`): easy ones play any card they may,
 * fair ones play greedily, strong ones search (ISMCTS) in a Web Worker sent only their own seat's view.
 */
import { createActor, type InspectionEvent } from 'xstate';
import { compileVariant, type CompiledVariant } from '../compile/compile.ts';
import { awaiting, createGameMachine, phaseOf, type GameActor, type GameEvent, type GameSnapshot } from '../engine/machine.ts';
import { greedyBot, randomBot, type Bot } from '../engine/bots.ts';
import { redealAllowed, stateScope } from '../engine/flow.ts';
import { pointsNoun, rubberNoun } from '../engine/nouns.ts';
import { legalPlays, passRefused, takeRefused } from '../engine/play.ts';
import { botMove, legalMoves, moveText, seatView, viewMove } from '../engine/bot-move.ts';
import type { StrongBot } from './bot-client.ts';
import { createRng } from '../engine/rng.ts';
import type { LogEntry } from '../engine/state.ts';
import { fromWire, type WireVariant } from '../site/wire.ts';
import { cardFace, drawTable } from './play-table.ts';
import { dealEndMessages, eventText, hintFor, hintLines, refusalMessage, takeRefusedMessage, type RuleLink, type Said, type Sections } from './play-words.ts';
import { cardName, eventOf, isCounting, parseSaved, randomSeed, replaySaved, seedFrom, type SavedGame } from './saved-game.ts';
import { scoreSheet } from './slate-sheet.ts';
import { sheetTable } from './sheet-table.ts';
import { eventNotes } from '../scenario/replay.ts';
import { saveButtons } from './save-button.ts';

let PLAYERS = ['You', 'Ada', 'Ben', 'Cleo'];
let HUMAN = 0;

/** How long a bot takes per move, by speed. */
const SPEEDS = new Map([['slow', 1200], ['normal', 550], ['fast', 200], ['instant', 0]]);
const SPEED_KEY = 'stichwort-speed';
/** How well the bots play: a bot run on the page, or (`strong`) the search in a worker. */
const OPPONENTS = new Map<string, Bot | 'search'>([['easy', randomBot], ['fair', greedyBot], ['strong', 'search']]);
const OPPONENTS_KEY = 'stichwort-opponents';
const NEVER_ASK_KEY = 'stichwort-never-ask-take';

/** A prepared position (the trick trainer): hands by seat, the trump, and the cards played so far. */
interface Preset { players: string[]; human: number; dealer: number; hands: string[][]; trump: string | null; plays: string[] }

/** The localStorage key of a game of `id` under `options`. */
export function storageKey(id: string, options: Record<string, string>): string {
  const chosen = Object.entries(options).sort(([a], [b]) => a.localeCompare(b));
  return `stichwort-play:${id}${chosen.length ? `?${new URLSearchParams(chosen)}` : ''}`;
}

/** Starts the island inside `root`. */
export function boot(root: HTMLElement): void {
  const wire = JSON.parse(root.querySelector('script[type="application/json"]')!.textContent!) as WireVariant;
  const variant = fromWire(wire);
  const options = JSON.parse(root.dataset.options ?? '{}') as Record<string, string>;
  const sections: Sections = new Map(Object.entries(JSON.parse(root.dataset.sections ?? '{}') as Record<string, RuleLink>));
  const cv = compileVariant(variant, options);
  const query = new URLSearchParams(location.search);
  // A seed fixed by the page's URL or its host, else a fresh random one for every new game.
  const pinned = seedFrom(query.get('seed')) ?? seedFrom(root.dataset.seed);
  const newSeed = () => pinned ?? randomSeed();
  const preset: Preset | null = root.dataset.preset ? JSON.parse(root.dataset.preset) : null;
  if (preset) { PLAYERS = preset.players; HUMAN = preset.human; }
  const names = PLAYERS.slice(0, cv.players.max);
  // A prepared position starts afresh each time; so does a game whose host says not to keep it (the playground).
  const key = preset || root.dataset.persist === 'false' ? null : storageKey(cv.id, options);
  if (key) forgetOldGames(cv.id);
  let speed = SPEEDS.has(query.get('speed') ?? '') ? query.get('speed')! : readStorage(SPEED_KEY) ?? 'normal';
  if (!SPEEDS.has(speed)) speed = 'normal';
  let neverAsk = readStorage(NEVER_ASK_KEY) === 'true';
  let opponents = [query.get('opponents'), readStorage(OPPONENTS_KEY)].find((x) => x !== null && OPPONENTS.has(x)) ?? 'fair';
  // Loaded and made when first needed (a page whose opponents are not strong never fetches it); the
  // page's greedy bot moves for it if the worker cannot.
  let strong: Promise<StrongBot> | null = null;
  const strongBot = () => (strong ??= import('./bot-client.ts').then((m) => new m.StrongBot(wire, options, (view, seed) => viewMove(cv, view, greedyBot, createRng(seed)))));
  const guided = query.get('guided') === '1';
  const ui = layout(root, speed, neverAsk, opponents);
  const presetEvents = (): GameEvent[] => {
    if (!preset) return [];
    const card = (name: string) => cv.deck.byName.get(name)!;
    return [{ type: 'CARDS', hands: preset.hands.map((h) => h.map(card)), trump: preset.trump ? cv.deck.suits.indexOf(preset.trump) : -1 },
      ...preset.plays.map((x): GameEvent => ({ type: 'PLAY', seat: PLAYERS.indexOf(x.split(':')[0]!), card: card(x.split(':')[1]!) }))];
  };
  // The game: its seed and moves; `broken` says, in a sentence, why there is none to show (a stored one refused, a machine error).
  let game: SavedGame = { seed: newSeed(), moves: [] };
  let broken: string | null = null;
  const raw = key ? readStorage(key) : null;
  if (raw !== null) {
    const parsed = parseSaved(raw);
    if (typeof parsed === 'string') broken = `Your saved game could not be restored: ${parsed}`; else game = parsed;
  }
  /** The events the machine took, in order, and a label a reader may see for each (no hand in it). */
  const sent: { event: GameEvent; label: string }[] = [];
  /** The deals scored so far, as the sheet shows them (the latest entry of each deal). */
  let log: LogEntry[] = [];
  let hint = guided;
  let showLast = false;
  let confirming = false;
  let viewing: GameSnapshot | null = null;
  let actor = start();
  // The inspector is loaded and drawn the first time it is opened: most players never open it,
  // and the table loads and redraws without it.
  let inspector: { refresh(): void } | null = null;
  ui.inspector.addEventListener('toggle', () => {
    if (!ui.inspector.open || inspector) return;
    void import('./inspector.ts').then(({ chartOf, gameStateTitles, mountInspector }) => {
      inspector ??= mountInspector(ui.inspector, {
        events: () => sent.map((x) => ({ type: x.event.type, label: x.label })),
        snapshot: () => readerSnapshot(viewing ?? actor.getSnapshot()),
        showAt: (n) => { viewing = n === null ? null : snapshotAfter(n); render(false); },
      }, chartOf(createGameMachine(cv), gameStateTitles(cv.phases)));
    });
  });

  /** A fresh machine, with the preset's events and the game's moves replayed (checked by the rules). */
  function start(): GameActor {
    sent.length = 0;
    log = [];
    const a = createActor(createGameMachine(cv), {
      input: { players: names, dealer: preset ? preset.dealer : cv.players.max - 1 },
      inspect: (e: InspectionEvent) => {
        // XState's own events (start, stop) are not moves of the game.
        if (e.type === '@xstate.event' && e.actorRef === a && !e.event.type.startsWith('xstate.')) sent.push({ event: e.event as GameEvent, label: eventText(cv, e.event as GameEvent, PLAYERS) });
      },
    });
    // An error inside the machine stops the game: it is shown in words (not left to the console as uncaught).
    a.subscribe({
      next: (snap) => {
        const e = snap.context.entry;
        if (!e) return;
        const i = log.findIndex((x) => x.game === e.game && x.deal === e.deal && x.kind === e.kind);
        if (i >= 0) log[i] = e; else if (!log.includes(e)) log.push(e);
      },
      error: (err) => { broken = `The game stopped with an error (${err instanceof Error ? err.message : String(err)})`; },
    });
    a.start();
    const before = presetEvents();
    for (const e of before) a.send(e);
    if (!broken) {
      const why = replaySaved(cv, a, game, names, before.length, HUMAN);
      if (why) broken = `Your saved game could not be restored: ${why}`;
    }
    return a;
  }

  /** The machine as it was after the first `n` events (for the inspector's Back and Forward). */
  function snapshotAfter(n: number): GameSnapshot {
    const a = createActor(createGameMachine(cv), { input: { players: names, dealer: preset ? preset.dealer : cv.players.max - 1 } });
    a.start();
    for (const x of sent.slice(0, n)) a.send(x.event);
    const snap = a.getSnapshot();
    a.stop();
    return snap;
  }

  /** Makes a move, written as saved-game.ts writes it (checked by the rules), and keeps the game; false when the rules refuse it. */
  const send = (move: string): boolean => {
    const e = eventOf(cv, actor.getSnapshot(), game.seed, presetEvents().length + game.moves.length, move, names, HUMAN);
    if (typeof e === 'string') { say({ text: `That move is not allowed: ${e}.`, rule: null }); return false; }
    actor.send(e);
    if (broken !== null) return false;
    game.moves.push(move);
    if (key && !writeStorage(key, JSON.stringify(game))) say({ text: 'This browser would not keep the game (its storage is full or turned off): it goes on, but a reload will start afresh.', rule: null });
    return true;
  };

  /** Starts game `seed` afresh (a new random one by default). */
  function newGame(seed = newSeed()): void {
    game = { seed, moves: [] };
    broken = null;
    confirming = false;
    viewing = null;
    if (key) removeStorage(key);
    cancelBots();
    actor.stop();
    actor = start();
    say(null);
    runBots();
    render();
  }

  /** Takes back the human's last move in the deal being played, and the bots' moves after it. */
  function undo(): void {
    const i = lastHumanMove();
    if (i < 0) return;
    cancelBots();
    game = { seed: game.seed, moves: game.moves.slice(0, i) };
    if (key) writeStorage(key, JSON.stringify(game));
    actor.stop();
    actor = start();
    say({ text: 'Your last move was taken back.', rule: null });
    render();
  }

  /** The index of the human's last move in the deal in progress, or -1. */
  function lastHumanMove(): number {
    for (let i = game.moves.length - 1; i >= 0; i--) {
      const m = game.moves[i]!;
      if (m === 'deal' || m === 'count') return -1;
      if (m.startsWith(`${HUMAN}:`)) return i;
    }
    return -1;
  }

  // After a trick someone else took, the bots wait where the variant lets the human take it
  // (a take-trick action), unless they asked never to be asked.
  let resumedAfter = -1;
  const mayHaul = () => {
    const snap = actor.getSnapshot();
    const p = snap.context.play;
    return !neverAsk && !!p && cv.takeTrick !== null && p.trick.length === 0 && p.lastTrick !== null && p.lastTrick.takenBy !== HUMAN
      && p.participants.includes(HUMAN) && p.tricksPlayed !== resumedAfter && !isCounting(snap)
      && takeRefused(cv, p, HUMAN, stateScope(snap.context)) === null;
  };

  let timer: ReturnType<typeof setTimeout> | null = null;
  /** The strong bot's move being thought about (a number per question), or null. */
  let thinking: number | null = null;
  let questions = 0;
  const cancelBots = () => { if (timer !== null) clearTimeout(timer); timer = null; thinking = null; };

  /**
   * One bot move (or the count of a finished deal); false when it is the human's turn, a trick may
   * be taken, or the deal is over; `thinking` when the strong bot was asked and will answer later.
   */
  function botStep(): boolean | 'thinking' {
    const snap = actor.getSnapshot();
    const p = snap.context.play;
    // Only while the machine waits for a move or a count (its tags), never from the data alone.
    if (!p || awaiting(snap) !== 'play') return false;
    if (mayHaul() && p.turn !== HUMAN) return false;
    // Every card is out: count the deal (it is scored by the machine).
    if (isCounting(snap)) { send('count'); return false; }
    if (p.turn === HUMAN && p.participants.includes(HUMAN)) return false;
    const seat = p.turn;
    const seed = game.seed * 7919 + game.moves.length;
    const bot = OPPONENTS.get(opponents)!;
    if (bot !== 'search') {
      const move = botMove(cv, p, seat, bot, createRng(seed));
      return !!move && send(moveText(cv, String(seat), move));
    }
    // The worker is sent this seat's view only; its answer counts if nothing has moved on meanwhile.
    const asked = thinking = ++questions;
    void strongBot().then((b) => b.ask(seatView(p, seat), seed)).then((move) => {
      if (thinking !== asked) return;
      thinking = null;
      if (move && send(moveText(cv, String(seat), move))) runBots(); else render();
    });
    return 'thinking';
  }


  /** Lets the bots play, one move per beat of the chosen speed (all at once at `instant`, or with `now`). */
  function runBots(now = false): void {
    cancelBots();
    const delay = now ? 0 : SPEEDS.get(speed)!;
    if (delay === 0) {
      let step: boolean | 'thinking' = true;
      for (let guard = 0; guard < 5000 && step === true; guard++) step = botStep(); // every bot move until the human's turn
      render(step !== 'thinking');
      return;
    }
    const tick = () => {
      timer = null;
      const more = botStep();
      // The next move is scheduled before drawing, so the page shows the bots still at play.
      if (more === true) timer = setTimeout(tick, delay);
      render(!more);
    };
    timer = setTimeout(tick, delay);
    render(false);
  }

  /** Plays the rest of the current trick at once (then the bots go on at their speed). */
  function finishTrick(): void {
    cancelBots();
    const startTricks = actor.getSnapshot().context.play?.tricksPlayed ?? 0;
    for (let guard = 0; guard < 64; guard++) {
      const p = actor.getSnapshot().context.play;
      if (!p || p.tricksPlayed !== startTricks || botStep() !== true) break;
    }
    runBots();
  }

  function nextDeal(): void {
    // The hands are shuffled from the game's seed (see saved-game.ts).
    viewing = null;
    send('deal');
    say(null);
    runBots();
  }

  function playHuman(card: number): void {
    const p = actor.getSnapshot().context.play!;
    const why = refusalMessage(cv, p, HUMAN, card, names, HUMAN, sections);
    if (why.text) { say(why); render(false); return; }
    say(null);
    send(`${HUMAN}:${cv.deck.names[card]}`);
    runBots();
  }

  const busy = () => timer !== null || thinking !== null;

  function say(s: Said | null): void {
    ui.message.replaceChildren();
    if (!s) return;
    ui.message.append(s.text);
    if (s.rule) {
      const a = document.createElement('a');
      a.href = s.rule.href;
      a.textContent = s.rule.heading;
      ui.message.append(' (', a, ')');
    }
  }

  function render(focus = true): void {
    if (broken !== null) return renderBroken(broken);
    for (const part of ui.parts) part.hidden = false;
    const live = actor.getSnapshot();
    const snap = viewing ?? live;
    const s = snap.context;
    const p = s.play;
    const phase = cv.phases.find((ph) => ph.id === phaseOf(snap))?.title ?? '';
    ui.status.textContent = `${viewing ? 'Looking back (the inspector): ' : ''}Game ${s.game}${phase ? `, ${phase}` : ''}. `
      + (p ? (p.trump >= 0 && !p.trumps ? `Trumps: ${cv.deck.suitNames[p.trump]?.[0] ?? cv.deck.suits[p.trump]}. ` : '') + (p.turn !== HUMAN ? `${PLAYERS[p.turn]} to play.` : busy() ? 'Your turn next, once the cards just played are shown.' : 'Your turn.')
        : awaiting(snap) === 'rubber-over' ? `The ${rubberNoun(cv)} is over.` : `${s.dealer === HUMAN ? 'You deal' : `${PLAYERS[s.dealer]} deals`} next.`);
    ui.number.textContent = `Game number ${game.seed}`;
    drawTable(ui.table, cv, p, { names, human: HUMAN, dealer: s.dealer, showLast });
    const hand = p ? [...p.hands[HUMAN]!].sort((a, b) => a - b) : [];
    const mine = !viewing && !busy() && p && p.turn === HUMAN;
    const legal = mine ? legalPlays(cv, p, HUMAN) : [];
    const trumpSuit = p ? (p.trumps ? p.trumps[HUMAN]! : p.trump) : -1;
    ui.hand.replaceChildren(...hand.map((c) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'card';
      b.append(cardFace(cv, c, 'pface'));
      const isTrump = trumpSuit >= 0 && Math.floor(c / cv.deck.ranks.length) === trumpSuit;
      if (isTrump) b.classList.add('trump');
      b.dataset.legal = String(legal.includes(c));
      if (hint && legal.includes(c)) b.dataset.hint = 'true';
      b.setAttribute('aria-label', `${cardName(cv, c)}${isTrump ? ', trump' : ''}${legal.includes(c) ? '' : ' (not playable now)'}`);
      b.disabled = !!viewing;
      b.addEventListener('click', () => playHuman(c));
      return b;
    }));
    ui.hints.replaceChildren(...hintLines(hint && mine && p ? legal.map((c) => hintFor(cv, p, HUMAN, c, names, HUMAN)) : []).map(li));
    ui.hints.hidden = !(hint && mine);
    const canPass = mine && passRefused(cv, p, HUMAN) === null;
    const canTake = !viewing && mayHaul();
    const held = canTake && p!.turn !== HUMAN;
    // Every pick-up the rules allow now: the whole trick, or (`pick up top N`, `pick up any number`) its top cards.
    const pickUps = mine ? legalMoves(cv, p, HUMAN).flatMap((m) => (m.kind === 'pickup' ? [m.count ?? null] : [])) : [];
    const takeWords = cv.trickTaking?.title ?? 'taking a trick';
    const canAskRedeal = !viewing && !p && awaiting(snap) !== 'rubber-over' && redealAllowed(cv, s, HUMAN);
    ui.actions.replaceChildren(
      ...(canPass ? [button('Pass', () => { send(`${HUMAN}:pass`); runBots(); })] : []),
      ...pickUps.map((n) => button(n === null ? 'Pick up the trick' : `Pick up the top ${n === 1 ? 'card' : `${n} cards`}`,
        () => { send(`${HUMAN}:${n === null ? 'pickup' : `pickup:${n}`}`); runBots(); })),
      ...(canTake ? [button(`Take the last trick (${takeWords})`, () => {
        const why = takeRefused(cv, p!, HUMAN, stateScope(actor.getSnapshot().context));
        if (why) { say(takeRefusedMessage(cv, why, sections)); render(false); return; }
        say({ text: 'Nobody objects: the trick is yours, and you lead.', rule: null });
        send(`${HUMAN}:take`);
        runBots();
      })] : []),
      ...(held ? [button('Go on', () => { resumedAfter = p!.tricksPlayed; say(null); runBots(); })] : []),
      // A lay-off has rows, not tricks: its bots' cards are shown at once by "Play on now".
      ...(!viewing && busy() && p ? [button(p.rows ? 'Play on now' : 'Finish the trick', finishTrick)] : []),
      ...(canAskRedeal ? [button('Ask for a redeal', () => { if (send(`${HUMAN}:redeal`)) { say({ text: 'You asked for a redeal: the deal is dealt again.', rule: sections.get(cv.redeal!.id) ?? null }); render(); } })] : []),
      ...(!viewing && !p && awaiting(snap) !== 'rubber-over' ? [button(awaiting(snap) === 'playoff' ? 'Deal the play-off' : 'Deal', nextDeal)] : []),
    );
    // Why a take is offered, in a line, where it is.
    ui.offer.replaceChildren(...(canTake ? [document.createTextNode(`${PLAYERS[p!.lastTrick!.takenBy]} took that trick. The rules let you take it instead (${takeWords}): you would lead next, with its points counted to you.`)] : []));
    ui.offer.hidden = !canTake;
    ui.tools.replaceChildren(
      ...(mine ? [button(hint ? 'Hide the hint' : 'Hint', () => { hint = !hint; render(false); })] : []),
      ...(p?.lastTrick && p.trick.length && !p.rows ? [button(showLast ? 'Hide the last trick' : 'Show the last trick', () => { showLast = !showLast; render(false); })] : []),
      ...(!viewing && lastHumanMove() >= 0 ? [button('Undo my last card', undo)] : []),
      // Only between deals, for a host that asks (the Playground): the block shows every hand.
      ...(!viewing && !p && log.length > 0 ? saveButtons(root, cv, 'table', () => ({
        events: sent.map((x) => x.event), names, dealer: names[preset ? preset.dealer : cv.players.max - 1]!, options,
      }), (t) => say({ text: t, rule: null })) : []),
    );
    ui.game.replaceChildren(...(confirming
      ? [text('Throw this game away and start a new one?'), button('Yes, a new game', () => newGame()), button('Keep playing', () => { confirming = false; render(); })]
      : [button(preset ? 'Start again' : 'New game', () => { if (game.moves.length === 0 || preset) newGame(); else { confirming = true; render(); } })]));
    const entry = s.entry;
    ui.scores.replaceChildren(...(entry ? [li(`Last deal: ${Object.entries(entry.places ?? entry.points).map(([n, v]) => `${n} ${v}`).join(', ')}`),
      ...Object.entries(entry.tallies).map(([t, v]) => li(`${cv.tallies.find((x) => x.name === t)?.title ?? t}: ${typeof v === 'number' ? v : Object.entries(v).map(([n, x]) => `${n} ${x}`).join(', ')}`)),
      ...(entry.out.length ? [li(`Out: ${entry.out.join(', ')}`)] : []),
      ...(entry.gameOver ? [li(entry.gameOver.loser ? `Game lost by ${entry.gameOver.loser}` : 'Game over')] : [])] : []));
    // What the last deal did, in words, once it is scored and the next not yet dealt.
    const at = entry ? log.indexOf(entry) : -1;
    const before = at > 0 && log[at - 1]!.game === entry!.game ? log[at - 1]!.tallies : null;
    ui.ended.replaceChildren(...(!p && entry ? dealEndMessages(cv, entry, before, sections).map((x) => { const item = li(x.text); if (x.rule) item.append(' Rulebook: ', link(x.rule), '.'); return item; }) : []));
    ui.sheet.replaceChildren(...(log.length ? [sheetTable(scoreSheet(log, {
      players: names, phaseTitle: (id) => cv.phases.find((ph) => ph.id === id)?.title ?? '', pointsNoun: (ph) => pointsNoun(cv, ph), notes: (e) => eventNotes(e, cv.events),
      tallyTitle: (id) => cv.tallies.find((t) => t.name === id)?.title ?? id,
    }))] : []));
    if (!viewing) inspector?.refresh();
    root.dataset.ready = 'true';
    root.dataset.awaiting = awaiting(live);
    root.dataset.busy = String(busy());
    if (focus && !busy()) (ui.hand.querySelector<HTMLButtonElement>('button[data-legal="true"]') ?? ui.actions.querySelector<HTMLButtonElement>('button'))?.focus();
  }

  /** No game to show (a stored game the rules refused, or a machine error): the reason in words and a new game; nothing of the broken game in view. */
  function renderBroken(why: string): void {
    ui.status.textContent = 'No game in progress.';
    for (const list of [ui.table, ui.hand, ui.scores, ui.ended, ui.sheet, ui.tools, ui.game, ui.hints]) list.replaceChildren();
    for (const part of ui.parts) part.hidden = true;
    say({ text: `${why}. Start a new game; the saved one is replaced when you do.`, rule: null });
    ui.actions.replaceChildren(button('New game', () => newGame()));
    root.dataset.ready = 'true';
    root.dataset.awaiting = 'broken';
  }

  ui.speed.addEventListener('change', () => { speed = ui.speed.value; writeStorage(SPEED_KEY, speed); });
  ui.opponents.addEventListener('change', () => { opponents = ui.opponents.value; writeStorage(OPPONENTS_KEY, opponents); });
  ui.neverAsk.addEventListener('change', () => { neverAsk = ui.neverAsk.checked; writeStorage(NEVER_ASK_KEY, String(neverAsk)); render(false); });
  ui.replay.addEventListener('submit', (ev) => {
    ev.preventDefault();
    const seed = seedFrom(ui.replayInput.value.trim());
    if (seed === null) { say({ text: `A game number is a whole number from 0 to ${2 ** 32 - 1}.`, rule: null }); return; }
    newGame(seed);
  });

  /** The machine's state as the inspector may show it: the human's hand only, the rest as counts. */
  function readerSnapshot(snap: GameSnapshot): { value: unknown; tags: readonly string[]; context: Record<string, unknown> } {
    const s = snap.context;
    const p = s.play;
    const cards = (xs: readonly number[]) => xs.map((c) => cv.deck.names[c]).join(' ');
    const context: Record<string, unknown> = { game: s.game, phase: cv.phases.find((ph) => ph.id === s.phase)?.title ?? '', dealer: names[s.dealer] };
    if (p) {
      context['your hand'] = cards(p.hands[HUMAN]!);
      context['cards held'] = p.participants.map((q) => `${names[q]} ${p.hands[q]!.length}`).join(', ');
      context.trick = p.trick.map((c, i) => `${names[p.trickSeats[i]!]} ${cv.deck.names[c]}`).join(', ');
      context[pointsNoun(cv, p.phase)] = p.participants.map((q) => `${names[q]} ${p.points[q]}`).join(', ');
      context.tricks = p.participants.map((q) => `${names[q]} ${p.tricks[q]}`).join(', ');
    }
    for (const [t, v] of Object.entries(s.tallies)) context[t] = v.map((x, q) => `${names[q]} ${x}`).join(', ');
    return { value: snap.value, tags: [...snap.tags], context };
  }

  if (!broken) runBots();
  render(false);
}

/**
 * Removes games kept by earlier versions of this page (`stichwort-play:ID:SEED`), which held every
 * hand in plain text.
 */
function forgetOldGames(id: string): void {
  try {
    for (const k of Object.keys(localStorage)) if (k.startsWith(`stichwort-play:${id}:`)) localStorage.removeItem(k);
  } catch { /* storage turned off: nothing kept, nothing to remove */ }
}

// Storage may be turned off or full: the game goes on without it.
function readStorage(key: string): string | null { try { return localStorage.getItem(key); } catch { return null; } }
function writeStorage(key: string, value: string): boolean { try { localStorage.setItem(key, value); return true; } catch { return false; } }
function removeStorage(key: string): void { try { localStorage.removeItem(key); } catch { /* as above */ } }


function li(text: string): HTMLLIElement { const x = document.createElement('li'); x.textContent = text; return x; }
function text(t: string): HTMLSpanElement { const x = document.createElement('span'); x.textContent = t; return x; }
function link(r: RuleLink): HTMLAnchorElement { const a = document.createElement('a'); a.href = r.href; a.textContent = r.heading; return a; }
function button(label: string, onClick: () => void): HTMLButtonElement {
  const b = document.createElement('button'); b.type = 'button'; b.textContent = label; b.addEventListener('click', onClick); return b;
}

function layout(root: HTMLElement, speed: string, neverAsk: boolean, opponents: string) {
  const q = <T extends HTMLElement>(sel: string) => root.querySelector<T>(sel)!;
  root.querySelector('.play-placeholder')?.remove();
  const body = document.createElement('div');
  body.innerHTML = `
    <p class="status" aria-live="polite"></p>
    <div class="game-part">
      <h2 class="sub">At the table</h2><div class="ptable"></div>
      <h2 class="sub">Your hand</h2><div class="hand" role="group" aria-label="Your hand"></div>
      <ul class="hints" aria-label="Hint: what each card you may play would do" hidden></ul>
    </div>
    <p class="offer" hidden></p>
    <div class="actions"></div>
    <p class="message" role="alert"></p>
    <div class="game-part">
      <div class="ptools"></div>
      <ul class="ended" aria-live="polite"></ul>
      <h2 class="sub">Score</h2><ul class="scores"></ul>
      <div class="sheet"></div>
      <details class="settings"><summary>Settings and game number</summary>
        <p><label>Bots play at <select class="speed">
          <option value="slow">slow speed</option><option value="normal">normal speed</option><option value="fast">fast speed</option><option value="instant">once (no pause)</option>
        </select></label></p>
        <p><label>Opponents <select class="opponents">
          <option value="easy">easy: any card</option><option value="fair">fair: careful</option><option value="strong">strong: think ahead</option>
        </select></label><br><small>Careful bots keep low cards and shed points; strong ones try out many ways the cards they cannot see could lie.</small></p>
        <p><label><input type="checkbox" class="never-ask"> Never offer to take a trick another player won</label></p>
        <p class="number"></p>
        <form class="replay"><label>Play game number <input class="replay-input" inputmode="numeric" size="10"></label> <button type="submit">Play it</button></form>
      </details>
      <div class="game-controls"></div>
      <details class="inspector-mount inspector"><summary>Inspector: the machine, its context and its events</summary></details>
    </div>`;
  root.append(body);
  const speedSelect = q<HTMLSelectElement>('.speed');
  speedSelect.value = speed;
  const opponentsSelect = q<HTMLSelectElement>('.opponents');
  opponentsSelect.value = opponents;
  const never = q<HTMLInputElement>('.never-ask');
  never.checked = neverAsk;
  return {
    status: q('.status'), table: q('.ptable'), hand: q('.hand'), hints: q('.hints'), actions: q('.actions'), offer: q('.offer'),
    message: q('.message'), scores: q('.scores'), ended: q('.ended'), sheet: q('.sheet'), tools: q('.ptools'), game: q('.game-controls'),
    speed: speedSelect, opponents: opponentsSelect, neverAsk: never, number: q('.number'), replay: q<HTMLFormElement>('.replay'), replayInput: q<HTMLInputElement>('.replay-input'),
    inspector: q<HTMLDetailsElement>('.inspector-mount'),
    parts: Array.from(root.querySelectorAll<HTMLElement>('.game-part')),
  };
}
