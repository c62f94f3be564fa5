/**
 * The Play page's strong bot, in a Web Worker so that its search never holds up the page. It is
 * sent the variant once, then for each move only what the moving seat sees (`SeatView`: its own
 * hand and the table): the other hands never reach it. A move searches a number of playouts fixed
 * before it starts (./strong-playouts.ts): the one asked for (a kept game restored), else what fits
 * a quarter of a second in this browser; the answer says which, so the same move can be made again.
 */
import { compileVariant, type CompiledVariant } from '../compile/compile.ts';
import { viewMove } from '../engine/bot-move.ts';
import { ismctsBot } from '../engine/bots.ts';
import { createRng } from '../engine/rng.ts';
import { fromWire } from '../resolve/wire.ts';
import type { BotReply, BotRequest } from './bot-client.ts';
import { playoutBudget } from './strong-playouts.ts';

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<BotRequest>) => void) | null;
  postMessage(reply: BotReply): void;
};
let cv: CompiledVariant | null = null;
/** Playouts a millisecond, as the moves searched so far ran here (null until one has). */
let perMs: number | null = null;

scope.onmessage = (e) => {
  const m = e.data;
  if (m.kind === 'setup') {
    cv = compileVariant(fromWire(m.wire), m.options);
    return;
  }
  try {
    const playouts = m.playouts ?? playoutBudget(perMs);
    const started = performance.now();
    const move = viewMove(cv!, m.view, ismctsBot({ iterations: playouts }), createRng(m.seed));
    const ms = performance.now() - started;
    // A move with one choice searches nothing: it says nothing of the speed.
    if (m.playouts === undefined && ms >= 1) perMs = perMs === null ? playouts / ms : (perMs + playouts / ms) / 2;
    scope.postMessage({ id: m.id, move, ms, playouts });
  } catch (err) {
    scope.postMessage({
      id: m.id,
      move: null,
      ms: 0,
      playouts: null,
      error: err instanceof Error ? err.message : String(err),
    });
  }
};
