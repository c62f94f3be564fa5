/**
 * The play island's engine side: the variant is compiled in the browser by the same compiler as the
 * CLI, the game runs in its XState machine, and the page shows only what the human player may see:
 * their own hand, the cards on the table, the scores. Bots see only their own hands too.
 * The events of the game are kept in localStorage, so a reload replays them.
 */
import { createActor, type InspectionEvent } from 'xstate';
import { compileVariant, type CompiledVariant } from '../compile/compile.ts';
import { awaiting, createGameMachine, type GameActor, type GameEvent } from '../compile/machine.ts';
import { greedyBot } from '../engine/bots.ts';
import { participantsOf, stateScope } from '../engine/flow.ts';
import { dealCards, legalPlays, passRefused, pickUpRefused, takeRefused, whyRefused } from '../engine/play.ts';
import { botMove } from '../engine/bot-move.ts';
import { createRng } from '../engine/rng.ts';
import { fromWire, type WireVariant } from '../site/wire.ts';

let PLAYERS = ['You', 'Ada', 'Ben', 'Cleo'];
let HUMAN = 0;

/** A prepared position (the trick trainer): hands by seat, the trump, and the cards played so far. */
interface Preset { players: string[]; human: number; dealer: number; hands: string[][]; trump: string | null; plays: string[] }

/** Starts the island inside `root`. */
export function boot(root: HTMLElement): void {
  const wire = JSON.parse(root.querySelector('script[type="application/json"]')!.textContent!) as WireVariant;
  const variant = fromWire(wire);
  const cv = compileVariant(variant, JSON.parse(root.dataset.options ?? '{}'));
  const seed = Number(root.dataset.seed ?? '1');
  const preset: Preset | null = root.dataset.preset ? JSON.parse(root.dataset.preset) : null;
  if (preset) { PLAYERS = preset.players; HUMAN = preset.human; }
  // A prepared position starts afresh each time; so does a game whose host says not to keep it (the playground).
  const key = preset || root.dataset.persist === 'false' ? null : `stichwort-play:${cv.id}:${seed}`;
  const ui = layout(root);
  const presetEvents = (): GameEvent[] => {
    if (!preset) return [];
    const card = (name: string) => cv.deck.byName.get(name)!;
    return [{ type: 'CARDS', hands: preset.hands.map((h) => h.map(card)), trump: preset.trump ? cv.deck.suits.indexOf(preset.trump) : -1 },
      ...preset.plays.map((x): GameEvent => ({ type: 'PLAY', seat: PLAYERS.indexOf(x.split(':')[0]!), card: card(x.split(':')[1]!) }))];
  };
  let events: GameEvent[] = key ? JSON.parse(localStorage.getItem(key) ?? '[]') : presetEvents();
  const inspected: string[] = [];
  let actor = start();

  function start(): GameActor {
    const a = createActor(createGameMachine(cv), {
      input: { players: PLAYERS.slice(0, cv.players.max), dealer: preset ? preset.dealer : cv.players.max - 1 },
      inspect: (e: InspectionEvent) => { if (e.type === '@xstate.event' && e.event.type !== 'xstate.init') inspected.push(describe(cv, e.event as GameEvent)); },
    }).start();
    for (const e of events) a.send(e);
    return a;
  }
  const send = (e: GameEvent) => { events.push(e); actor.send(e); if (key) localStorage.setItem(key, JSON.stringify(events)); };

  // After a trick someone else took, the bots wait (where the variant has a Schleipfe), so that the
  // human may try to haul it before the next lead; "Go on" lets play continue.
  let resumedAfter = -1;
  const mayHaul = () => {
    const p = actor.getSnapshot().context.play;
    return !!p && cv.takeTrick !== null && p.trick.length === 0 && p.lastTrick !== null && p.lastTrick.takenBy !== HUMAN
      && p.participants.includes(HUMAN) && p.tricksPlayed !== resumedAfter && !isCounting(actor);
  };

  /** Lets the bots move until it is the human's turn, a trick may be hauled, or the deal is over. */
  function botsMove(): void {
    for (let guard = 0; guard < 5000; guard++) {
      const s = actor.getSnapshot().context;
      const p = s.play;
      if (!p) return;
      if (mayHaul() && p.turn !== HUMAN) return;
      // Every card is out: count the deal (it is scored by the machine).
      if (isCounting(actor)) { send({ type: 'COUNT' }); return; }
      if (p.turn === HUMAN && p.participants.includes(HUMAN)) return;
      const seat = p.turn;
      const move = botMove(cv, p, seat, greedyBot, createRng(seed * 7919 + events.length));
      if (!move) return;
      send(move.kind === 'play' ? { type: 'PLAY', seat, card: move.card } : { type: move.kind === 'pass' ? 'PASS' : 'PICKUP', seat });
    }
  }

  function nextDeal(): void {
    const s = actor.getSnapshot().context;
    const rng = createRng(seed * 104729 + events.length);
    const { hands, trump } = dealCards(cv, s, rng, participantsOf(cv, s));
    send({ type: 'CARDS', hands, trump });
    botsMove();
    render();
  }

  function playHuman(card: number): void {
    const p = actor.getSnapshot().context.play!;
    const why = whyRefused(cv, p, HUMAN, card);
    if (why) { ui.message.textContent = refusal(cv, why, card); render(false); return; }
    ui.message.textContent = '';
    send({ type: 'PLAY', seat: HUMAN, card });
    botsMove();
    render();
  }

  function render(focus = true): void {
    const snap = actor.getSnapshot();
    const s = snap.context;
    const p = s.play;
    const names = (xs: number[]) => xs.map((c) => cardName(cv, c)).join(', ');
    ui.status.textContent = `Game ${s.game}, ${cv.phases.find((ph) => ph.id === s.phase)?.title ?? s.phase}. `
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
    const canPick = p && p.turn === HUMAN && pickUpRefused(cv, p, HUMAN) === null;
    ui.actions.replaceChildren(
      ...(canPass ? [button('Pass', () => { send({ type: 'PASS', seat: HUMAN }); botsMove(); render(); })] : []),
      ...(canPick ? [button('Pick up the trick', () => { send({ type: 'PICKUP', seat: HUMAN }); botsMove(); render(); })] : []),
      ...(canTake ? [button('Take the last trick (Schleipfe)', () => {
        const why = takeRefused(cv, p!, HUMAN, stateScope(actor.getSnapshot().context));
        if (why) { ui.message.textContent = `You may not take that trick: rule ${why}${citeOf(cv, why)}.`; render(false); return; }
        ui.message.textContent = 'Nobody objects: the trick is yours, and you lead.';
        send({ type: 'TAKE', seat: HUMAN });
        botsMove();
        render(false);
      })] : []),
      ...(held ? [button('Go on', () => { resumedAfter = p!.tricksPlayed; ui.message.textContent = ''; botsMove(); render(); })] : []),
      ...(!p && awaiting(snap) !== 'rubber-over' ? [button(awaiting(snap) === 'playoff' ? 'Deal the play-off' : 'Deal', nextDeal)] : []),
      button(preset ? 'Start again' : 'New game', () => {
        events = presetEvents(); if (key) localStorage.removeItem(key); inspected.length = 0; actor.stop(); actor = start(); ui.message.textContent = ''; render();
      }),
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

  botsMove();
  render(false);
}

function isCounting(actor: GameActor): boolean {
  return JSON.stringify(actor.getSnapshot().value).includes('counting');
}

function cardName(cv: CompiledVariant, c: number): string {
  const n = cv.deck.ranks.length;
  const rank = cv.deck.rankNames[c % n]?.[0] ?? cv.deck.ranks[c % n]!;
  const suit = cv.deck.suitNames[Math.floor(c / n)]?.[0] ?? cv.deck.suits[Math.floor(c / n)]!;
  return `${rank} of ${suit}`;
}

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
    <h2 class="sub">On the table</h2><ul class="table"></ul><p class="last"></p>
    <h2 class="sub">Your hand</h2><div class="hand" role="group" aria-label="Your hand"></div>
    <div class="actions"></div>
    <p class="message" role="alert"></p>
    <h2 class="sub">Score</h2><ul class="scores"></ul>
    <details class="inspector"><summary>Inspector: machine state and events</summary>
      <p>State: <code class="state-path"></code></p><ol class="log"></ol></details>`;
  root.append(body);
  return {
    status: q('.status'), table: q('.table'), last: q('.last'), hand: q('.hand'), actions: q('.actions'),
    message: q('.message'), scores: q('.scores'), statePath: q('.state-path'), log: q('.log'),
  };
}
