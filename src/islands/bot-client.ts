/**
 * The page's side of the strong bot (./bot-worker.ts): asks it for a seat's move, given only that
 * seat's view, and hears the answer as a promise. A worker that cannot start or fails leaves the
 * move to `fallback` on the page, so a game never stalls.
 */
import type { SeatView, Move } from '../engine/bot-move.ts';
import type { WireVariant } from '../site/wire.ts';

/** What the page sends: the variant once, then a move to think about. */
export type BotRequest = { kind: 'setup'; wire: WireVariant; options: Record<string, string> } | { kind: 'move'; id: number; view: SeatView; seed: number };
/** The move the bot chose (null: the rules left it none), and how long it thought. */
export interface BotReply { id: number; move: Move | null; ms: number; error?: string }

/** A strong bot thinking off the page. */
export class StrongBot {
  private worker: Worker | null = null;
  private next = 0;
  private readonly waiting = new Map<number, { resolve: (m: Move | null) => void; view: SeatView; seed: number }>();
  private readonly wire: WireVariant;
  private readonly options: Record<string, string>;
  private readonly fallback: (view: SeatView, seed: number) => Move | null;
  /** How long each answered move took, in milliseconds (the page can show it). */
  readonly times: number[] = [];

  constructor(wire: WireVariant, options: Record<string, string>, fallback: (view: SeatView, seed: number) => Move | null) {
    this.wire = wire;
    this.options = options;
    this.fallback = fallback;
  }

  /** The move for `view`'s seat. */
  ask(view: SeatView, seed: number): Promise<Move | null> {
    const w = this.start();
    if (!w) return Promise.resolve(this.fallback(view, seed));
    const id = ++this.next;
    return new Promise((resolve) => {
      this.waiting.set(id, { resolve, view, seed });
      w.postMessage({ kind: 'move', id, view, seed } satisfies BotRequest);
    });
  }

  /** Ends the worker; moves still awaited are made by the fallback. */
  stop(): void {
    this.worker?.terminate();
    this.worker = null;
    for (const [id, w] of this.waiting) { this.waiting.delete(id); w.resolve(this.fallback(w.view, w.seed)); }
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
        waiting.resolve(r.error ? this.fallback(waiting.view, waiting.seed) : r.move);
      };
      w.onerror = (e) => { e.preventDefault(); this.stop(); };
      w.postMessage({ kind: 'setup', wire: this.wire, options: this.options } satisfies BotRequest);
      this.worker = w;
      return w;
    } catch {
      return null;
    }
  }
}
