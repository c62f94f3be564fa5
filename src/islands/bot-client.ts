/**
 * The page's side of the strong bot (./bot-worker.ts): asks it for a seat's move, given only that
 * seat's view, and hears the answer as a promise. A worker that cannot start or fails leaves the
 * move to `fallback` on the page, so a game never stalls.
 */
import type { SeatView, Move } from '../engine/bot-move.ts';
import type { WireVariant } from '../resolve/wire.ts';

/** What the page sends: the variant once, then a move to think about (with `playouts`: exactly so many, to make a kept move again). */
export type BotRequest =
  | { kind: 'setup'; wire: WireVariant; options: Record<string, string> }
  | { kind: 'move'; id: number; view: SeatView; seed: number; playouts?: number };
/** The move the bot chose (null: the rules left it none), how long it thought and how many playouts it searched. */
export interface BotReply {
  id: number;
  move: Move | null;
  ms: number;
  playouts: number | null;
  error?: string;
}
/** A move and the playouts that found it; null playouts: the page's fallback made it (the fair bot's move, same seed). */
export interface StrongMove {
  move: Move | null;
  playouts: number | null;
}

/** A strong bot thinking off the page. */
export class StrongBot {
  private worker: Worker | null = null;
  private next = 0;
  private readonly waiting = new Map<number, { resolve: (m: StrongMove) => void; view: SeatView; seed: number }>();
  private readonly wire: WireVariant;
  private readonly options: Record<string, string>;
  private readonly fallback: (view: SeatView, seed: number) => Move | null;
  /** How long each answered move took, in milliseconds (the page can show it). */
  readonly times: number[] = [];

  constructor(
    wire: WireVariant,
    options: Record<string, string>,
    fallback: (view: SeatView, seed: number) => Move | null,
  ) {
    this.wire = wire;
    this.options = options;
    this.fallback = fallback;
  }

  /** The move for `view`'s seat (searching exactly `playouts` playouts when given). */
  ask(view: SeatView, seed: number, playouts?: number): Promise<StrongMove> {
    const w = this.start();
    if (!w) return Promise.resolve(this.fallen(view, seed));
    const id = ++this.next;
    return new Promise((resolve) => {
      this.waiting.set(id, { resolve, view, seed });
      w.postMessage({
        kind: 'move',
        id,
        view,
        seed,
        ...(playouts === undefined ? {} : { playouts }),
      } satisfies BotRequest);
    });
  }

  private fallen(view: SeatView, seed: number): StrongMove {
    return { move: this.fallback(view, seed), playouts: null };
  }

  /** Ends the worker; moves still awaited are made by the fallback. */
  stop(): void {
    this.worker?.terminate();
    this.worker = null;
    for (const [id, w] of this.waiting) {
      this.waiting.delete(id);
      w.resolve(this.fallen(w.view, w.seed));
    }
  }

  private start(): Worker | null {
    if (this.worker) return this.worker;
    try {
      const w = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
      w.onmessage = (e: MessageEvent<BotReply>) => {
        const r = e.data;
        const waiting = this.waiting.get(r.id);
        if (!waiting) return;
        this.waiting.delete(r.id);
        this.times.push(r.ms);
        waiting.resolve(r.error ? this.fallen(waiting.view, waiting.seed) : { move: r.move, playouts: r.playouts });
      };
      w.onerror = (e) => {
        e.preventDefault();
        this.stop();
      };
      w.postMessage({ kind: 'setup', wire: this.wire, options: this.options } satisfies BotRequest);
      this.worker = w;
      return w;
    } catch {
      return null;
    }
  }
}
