/**
 * The play island's engine side: the variant is compiled in the browser by the same compiler as the
 * CLI, the game runs in its XState machine, and the page shows only what the human player may see:
 * their own hand, the cards on the table, the scores. Bots decide from their own seat's view.
 *
 * Each new game is dealt from a seed of its own (`crypto.getRandomValues`); `?seed=N` in the page's
 * URL, or a `data-seed` on the element, fixes it instead (the browser tests do). The game is kept in
 * localStorage as that seed and the moves made (./saved-game.ts), no hand: a reload deals the hands
 * again from the seed and replays the moves through the machine, and a stored game the rules refuse
 * is reported in words, with a new game offered.
 */
import { createActor, type InspectionEvent } from 'xstate';
import { compileVariant, type CompiledVariant } from '../compile/compile.ts';
import { awaiting, createGameMachine, phaseOf, type GameActor, type GameEvent } from '../engine/machine.ts';
import { greedyBot } from '../engine/bots.ts';
import { stateScope } from '../engine/flow.ts';
import { legalPlays, passRefused, takeRefused, whyRefused } from '../engine/play.ts';
import { botMove, legalMoves } from '../engine/bot-move.ts';
import { createRng } from '../engine/rng.ts';
import { fromWire, type WireVariant } from '../site/wire.ts';
import { cardName, eventOf, isCounting, parseSaved, randomSeed, replaySaved, seedFrom, type SavedGame } from './saved-game.ts';

let PLAYERS = ['You', 'Ada', 'Ben', 'Cleo'];
let HUMAN = 0;

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
  const cv = compileVariant(variant, options);
  // A seed fixed by the page's URL or its host, else a fresh random one for every new game.
  const pinned = seedFrom(new URLSearchParams(location.search).get('seed')) ?? seedFrom(root.dataset.seed);
  const newSeed = () => pinned ?? randomSeed();
  const preset: Preset | null = root.dataset.preset ? JSON.parse(root.dataset.preset) : null;
  if (preset) { PLAYERS = preset.players; HUMAN = preset.human; }
  const names = PLAYERS.slice(0, cv.players.max);
  // A prepared position starts afresh each time; so does a game whose host says not to keep it (the playground).
  const key = preset || root.dataset.persist === 'false' ? null : storageKey(cv.id, options);
  if (key) forgetOldGames(cv.id);
  const ui = layout(root);
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
  const inspected: string[] = [];
  let actor = start();

  /** A fresh machine, with the preset's events and the game's moves replayed (checked by the rules). */
  function start(): GameActor {
    const a = createActor(createGameMachine(cv), {
      input: { players: names, dealer: preset ? preset.dealer : cv.players.max - 1 },
      inspect: (e: InspectionEvent) => { if (e.type === '@xstate.event' && e.event.type !== 'xstate.init') inspected.push(describe(cv, e.event as GameEvent)); },
    });
    // An error inside the machine stops the game: it is shown in words (not left to the console as uncaught).
    a.subscribe({ error: (err) => { broken = `The game stopped with an error (${err instanceof Error ? err.message : String(err)})`; } });
    a.start();
    const before = presetEvents();
    for (const e of before) a.send(e);
    if (!broken) {
      const why = replaySaved(cv, a, game, names, before.length, HUMAN);
      if (why) broken = `Your saved game could not be restored: ${why}`;
    }
    return a;
  }

  /** Makes a move, written as saved-game.ts writes it (checked by the rules), and keeps the game; false when the rules refuse it. */
  const send = (move: string): boolean => {
    const e = eventOf(cv, actor.getSnapshot(), game.seed, presetEvents().length + game.moves.length, move, names, HUMAN);
    if (typeof e === 'string') { ui.message.textContent = `That move is not allowed: ${e}.`; return false; }
    actor.send(e);
    if (broken !== null) return false;
    game.moves.push(move);
    if (key && !writeStorage(key, JSON.stringify(game))) ui.message.textContent = 'This browser would not keep the game (its storage is full or turned off): it goes on, but a reload will start afresh.';
    return true;
  };

  function newGame(): void {
    game = { seed: newSeed(), moves: [] };
    broken = null;
    if (key) removeStorage(key);
    inspected.length = 0;
    actor.stop();
    actor = start();
    ui.message.textContent = '';
    botsMove();
    render();
  }

  // After a trick someone else took, the bots wait (where the variant has a Schleipfe), so that the
  // human may try to haul it before the next lead; "Go on" lets play continue.
  let resumedAfter = -1;
  const mayHaul = () => {
    const p = actor.getSnapshot().context.play;
    return !!p && cv.takeTrick !== null && p.trick.length === 0 && p.lastTrick !== null && p.lastTrick.takenBy !== HUMAN
      && p.participants.includes(HUMAN) && p.tricksPlayed !== resumedAfter && !isCounting(actor.getSnapshot());
  };

  /** Lets the bots move until it is the human's turn, a trick may be hauled, or the deal is over. */
  function botsMove(): void {
    for (let guard = 0; guard < 5000; guard++) {
      const s = actor.getSnapshot().context;
      const p = s.play;
      // Only while the machine waits for a move or a count (its tags), never from the data alone.
      if (!p || awaiting(actor.getSnapshot()) !== 'play') return;
      if (mayHaul() && p.turn !== HUMAN) return;
      // Every card is out: count the deal (it is scored by the machine).
      if (isCounting(actor.getSnapshot())) { send('count'); return; }
      if (p.turn === HUMAN && p.participants.includes(HUMAN)) return;
      const seat = p.turn;
      const move = botMove(cv, p, seat, greedyBot, createRng(game.seed * 7919 + game.moves.length));
      if (!move || !send(`${seat}:${move.kind === 'play' ? cv.deck.names[move.card] : move.kind === 'pickup' && move.count != null ? `pickup:${move.count}` : move.kind}`)) return;
    }
  }

  function nextDeal(): void {
    // The hands are shuffled from the game's seed (see saved-game.ts).
    send('deal');
    botsMove();
    render();
  }

  function playHuman(card: number): void {
    const p = actor.getSnapshot().context.play!;
    const why = whyRefused(cv, p, HUMAN, card);
    if (why) { ui.message.textContent = refusal(cv, why, card); render(false); return; }
    ui.message.textContent = '';
    send(`${HUMAN}:${cv.deck.names[card]}`);
    botsMove();
    render();
  }

  function render(focus = true): void {
    if (broken !== null) return renderBroken(broken);
    for (const part of ui.parts) part.hidden = false;
    const snap = actor.getSnapshot();
    const s = snap.context;
    const p = s.play;
    const names = (xs: number[]) => xs.map((c) => cardName(cv, c)).join(', ');
    ui.status.textContent = `Game ${s.game}, ${cv.phases.find((ph) => ph.id === phaseOf(snap))?.title ?? phaseOf(snap)}. `
      + (p ? (p.trump >= 0 ? `Trumps: ${cv.deck.suitNames[p.trump]?.[0] ?? cv.deck.suits[p.trump]}. ` : '') + (p.turn === HUMAN ? 'Your turn.' : `${PLAYERS[p.turn]} to play.`)
        : awaiting(snap) === 'rubber-over' ? 'The rubber is over.' : `${s.dealer === HUMAN ? 'You deal' : `${PLAYERS[s.dealer]} deals`} next.`);
    ui.table.replaceChildren(...(p ? p.trick.map((c, i) => li(`${PLAYERS[p.trickSeats[i]!]}: ${cardName(cv, c)}`)) : []));
    ui.last.textContent = p?.lastTrick ? `Last trick (${names(p.lastTrick.cards)}) taken by ${PLAYERS[p.lastTrick.takenBy]}.` : '';
    const hand = p ? [...p.hands[HUMAN]!].sort((a, b) => a - b) : [];
    const legal = p && p.turn === HUMAN ? legalPlays(cv, p, HUMAN) : [];
    ui.hand.replaceChildren(...hand.map((c) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'card';
      b.textContent = cardName(cv, c);
      b.dataset.legal = String(legal.includes(c));
      b.setAttribute('aria-label', `${cardName(cv, c)}${legal.includes(c) ? '' : ' (not playable now)'}`);
      b.addEventListener('click', () => playHuman(c));
      return b;
    }));
    const canPass = p && p.turn === HUMAN && passRefused(cv, p, HUMAN) === null;
    const canTake = mayHaul();
    const held = canTake && p!.turn !== HUMAN;
    // Every pick-up the rules allow now: the whole trick, or (`pick up top N`, `pick up any number`) its top cards.
    const pickUps = p && p.turn === HUMAN ? legalMoves(cv, p, HUMAN).flatMap((m) => (m.kind === 'pickup' ? [m.count ?? null] : [])) : [];
    ui.actions.replaceChildren(
      ...(canPass ? [button('Pass', () => { send(`${HUMAN}:pass`); botsMove(); render(); })] : []),
      ...pickUps.map((n) => button(n === null ? 'Pick up the trick' : `Pick up the top ${n === 1 ? 'card' : `${n} cards`}`,
        () => { send(`${HUMAN}:${n === null ? 'pickup' : `pickup:${n}`}`); botsMove(); render(); })),
      ...(canTake ? [button('Take the last trick (Schleipfe)', () => {
        const why = takeRefused(cv, p!, HUMAN, stateScope(actor.getSnapshot().context));
        if (why) { ui.message.textContent = `You may not take that trick: rule ${why}${citeOf(cv, why)}.`; render(false); return; }
        ui.message.textContent = 'Nobody objects: the trick is yours, and you lead.';
        send(`${HUMAN}:take`);
        botsMove();
        render(false);
      })] : []),
      ...(held ? [button('Go on', () => { resumedAfter = p!.tricksPlayed; ui.message.textContent = ''; botsMove(); render(); })] : []),
      ...(!p && awaiting(snap) !== 'rubber-over' ? [button(awaiting(snap) === 'playoff' ? 'Deal the play-off' : 'Deal', nextDeal)] : []),
      button(preset ? 'Start again' : 'New game', newGame),
    );
    const entry = s.entry;
    ui.scores.replaceChildren(...(entry ? [li(`Last deal: ${Object.entries(entry.places ?? entry.points).map(([n, v]) => `${n} ${v}`).join(', ')}`),
      ...Object.entries(entry.tallies).map(([t, v]) => li(`${t}: ${typeof v === 'number' ? v : Object.entries(v).map(([n, x]) => `${n} ${x}`).join(', ')}`)),
      ...(entry.out.length ? [li(`Out: ${entry.out.join(', ')}`)] : []),
      ...(entry.gameOver ? [li(entry.gameOver.loser ? `Game lost by ${entry.gameOver.loser}` : 'Game over')] : [])] : []));
    ui.statePath.textContent = JSON.stringify(snap.value);
    ui.log.replaceChildren(...inspected.slice(-30).map((x) => li(x)));
    root.dataset.ready = 'true';
    root.dataset.awaiting = awaiting(snap);
    if (focus) (ui.hand.querySelector<HTMLButtonElement>('button[data-legal="true"]') ?? ui.actions.querySelector<HTMLButtonElement>('button'))?.focus();
  }

  /** No game to show (a stored game the rules refused, or a machine error): the reason in words and a new game; nothing of the broken game in view. */
  function renderBroken(why: string): void {
    ui.status.textContent = 'No game in progress.';
    for (const list of [ui.table, ui.hand, ui.scores, ui.log]) list.replaceChildren();
    ui.last.textContent = '';
    ui.statePath.textContent = '';
    for (const part of ui.parts) part.hidden = true;
    ui.message.textContent = `${why}. Start a new game; the saved one is replaced when you do.`;
    ui.actions.replaceChildren(button('New game', newGame));
    root.dataset.ready = 'true';
    root.dataset.awaiting = 'broken';
  }

  if (!broken) botsMove();
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

function citeOf(cv: CompiledVariant, id: string): string {
  const clause = cv.variant.clauses.find((c) => c.id === id);
  return clause?.node.cite ? ` [${clause.node.cite.source.name}${clause.node.cite.section ? ` “${clause.node.cite.section}”` : ''}]` : '';
}

function refusal(cv: CompiledVariant, why: string, card: number): string {
  if (why === 'turn') return 'It is not your turn.';
  return `${cardName(cv, card)} may not be played now: rule ${why}${citeOf(cv, why)}.`;
}

function describe(cv: CompiledVariant, e: GameEvent): string {
  switch (e.type) {
    case 'PLAY': return `PLAY ${PLAYERS[e.seat]} ${cardName(cv, e.card)}`;
    case 'CARDS': return 'CARDS (a new deal)';
    case 'DEAL': return 'DEAL (an outcome)';
    default: return 'seat' in e ? `${e.type} ${PLAYERS[e.seat]}` : e.type;
  }
}

function li(text: string): HTMLLIElement { const x = document.createElement('li'); x.textContent = text; return x; }
function button(text: string, onClick: () => void): HTMLButtonElement {
  const b = document.createElement('button'); b.type = 'button'; b.textContent = text; b.addEventListener('click', onClick); return b;
}

function layout(root: HTMLElement) {
  const q = <T extends HTMLElement>(sel: string) => root.querySelector<T>(sel)!;
  root.querySelector('.play-placeholder')?.remove();
  const body = document.createElement('div');
  body.innerHTML = `
    <p class="status" aria-live="polite"></p>
    <div class="game-part">
      <h2 class="sub">On the table</h2><ul class="table"></ul><p class="last"></p>
      <h2 class="sub">Your hand</h2><div class="hand" role="group" aria-label="Your hand"></div>
    </div>
    <div class="actions"></div>
    <p class="message" role="alert"></p>
    <div class="game-part">
      <h2 class="sub">Score</h2><ul class="scores"></ul>
      <details class="inspector"><summary>Inspector: machine state and events</summary>
        <p>State: <code class="state-path"></code></p><ol class="log"></ol></details>
    </div>`;
  root.append(body);
  return {
    status: q('.status'), table: q('.table'), last: q('.last'), hand: q('.hand'), actions: q('.actions'),
    message: q('.message'), scores: q('.scores'), statePath: q('.state-path'), log: q('.log'),
    parts: Array.from(root.querySelectorAll<HTMLElement>('.game-part')),
  };
}
