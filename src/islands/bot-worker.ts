/**
 * The Play page's strong bot, in a Web Worker so that its search never holds up the page. It is
 * sent the variant once, then for each move only what the moving seat sees (`SeatView`: its own
 * hand and the table): the other hands never reach it.
 */
import { compileVariant, type CompiledVariant } from '../compile/compile.ts';
import { viewMove } from '../engine/bot-move.ts';
import { ismctsBot } from '../engine/bots.ts';
import { createRng } from '../engine/rng.ts';
import { fromWire } from '../site/wire.ts';
import type { BotReply, BotRequest } from './bot-client.ts';

const scope = self as unknown as { onmessage: ((e: MessageEvent<BotRequest>) => void) | null; postMessage(reply: BotReply): void };
/** Thinks for at most a quarter of a second a move (or 1,000 playouts, whichever comes first). */
const strong = ismctsBot({ iterations: 1000, timeMs: 250 });
let cv: CompiledVariant | null = null;

scope.onmessage = (e) => {
  const m = e.data;
  if (m.kind === 'setup') { cv = compileVariant(fromWire(m.wire), m.options); return; }
  try {
    const started = performance.now();
    const move = viewMove(cv!, m.view, strong, createRng(m.seed));
    scope.postMessage({ id: m.id, move, ms: performance.now() - started });
  } catch (err) {
    scope.postMessage({ id: m.id, move: null, ms: 0, error: err instanceof Error ? err.message : String(err) });
  }
};
