/**
 * The playground's checking off the page (src/islands/check-client.ts, src/islands/house-rule.ts):
 * a check that takes too long is abandoned (its worker ended, a fresh one started) and located at
 * the step it was at; a crash in the checker or the worker is reported, never silent; a newer text
 * replaces a check still running. A fake worker and a fake clock stand in for the browser's.
 */
import { describe, expect, it } from 'vitest';
import {
  CheckClient,
  type CheckOutcome,
  type CheckRequest,
  type Clock,
  type WorkerLike,
  type WorkerReply,
} from '../../src/islands/check-client.ts';
import type { Progress } from '../../src/islands/house-rule.ts';
import { reportHouseRule } from '../../src/islands/house-run.ts';
import { siteVariants } from '../../src/site/data.ts';

class FakeWorker implements WorkerLike {
  onmessage: ((e: { data: WorkerReply }) => void) | null = null;
  onerror: ((e: { message?: string; preventDefault?: () => void }) => void) | null = null;
  sent: CheckRequest[] = [];
  ended = false;
  postMessage(m: CheckRequest): void {
    this.sent.push(m);
  }
  terminate(): void {
    this.ended = true;
  }
  reply(r: WorkerReply): void {
    this.onmessage?.({ data: r });
  }
}

function setup() {
  let now = 0;
  const timers: { at: number; f: () => void; live: boolean }[] = [];
  const clock: Clock = {
    setTimeout: (f, ms) => {
      const t = { at: now + ms, f, live: true };
      timers.push(t);
      return t;
    },
    clearTimeout: (t) => {
      (t as { live: boolean }).live = false;
    },
    now: () => now,
  };
  const advance = (ms: number) => {
    now += ms;
    for (const t of timers)
      if (t.live && t.at <= now) {
        t.live = false;
        t.f();
      }
  };
  const workers: FakeWorker[] = [];
  const outcomes: CheckOutcome[] = [];
  const client = new CheckClient(
    () => {
      const w = new FakeWorker();
      workers.push(w);
      return w;
    },
    { base: 'text' },
    (o) => outcomes.push(o),
    5000,
    clock,
  );
  return { client, workers, outcomes, advance };
}

const example: Progress = {
  step: 'example',
  what: 'running example `slow`',
  where: 'house-rule.stw:9:9',
  house: true,
  from: 120,
  to: 124,
  line: 9,
};

describe('checking in a worker', () => {
  it('answers with the report and the time it took', () => {
    const { client, workers, outcomes, advance } = setup();
    client.check('variant x');
    // The files go once, when the worker starts; then only texts.
    expect(workers[0]!.sent).toEqual([
      { kind: 'init', sources: { base: 'text' }, prelude: null },
      { kind: 'check', id: 1, text: 'variant x' },
    ]);
    workers[0]!.reply({ kind: 'report', id: 1, report: { problems: [], clean: null } });
    outcomes.length = 0;
    client.check('variant x');
    expect(workers[0]!.sent.slice(2)).toEqual([{ kind: 'check', id: 2, text: 'variant x' }]);
    advance(120);
    workers[0]!.reply({ kind: 'report', id: 2, report: { problems: [], clean: null } });
    expect(outcomes).toEqual([{ kind: 'report', report: { problems: [], clean: null }, ms: 120 }]);
    expect(client.busy).toBe(false);
    advance(10_000);
    expect(outcomes).toHaveLength(1);
  });

  it('abandons a check that takes too long, says where it was, and checks the next text in a fresh worker', () => {
    const { client, workers, outcomes, advance } = setup();
    client.check('slow');
    workers[0]!.reply({ kind: 'progress', id: 1, progress: example });
    advance(4999);
    expect(outcomes).toEqual([]);
    advance(1);
    expect(outcomes).toEqual([{ kind: 'timeout', ms: 5000, progress: example }]);
    expect(workers[0]!.ended).toBe(true);
    // An answer from the ended worker is not heard.
    workers[0]!.reply({ kind: 'report', id: 1, report: { problems: [], clean: null } });
    expect(outcomes).toHaveLength(1);
    client.check('quick');
    expect(workers).toHaveLength(2);
    workers[1]!.reply({ kind: 'report', id: 2, report: { problems: [], clean: null } });
    expect(outcomes[1]!.kind).toBe('report');
  });

  it('reports a crash in the checker, and a worker that fails, with the step it was at', () => {
    const { client, workers, outcomes } = setup();
    client.check('deep');
    workers[0]!.reply({ kind: 'progress', id: 1, progress: example });
    workers[0]!.reply({ kind: 'crash', id: 1, message: 'RangeError: Maximum call stack size exceeded' });
    expect(outcomes).toEqual([
      { kind: 'crash', message: 'RangeError: Maximum call stack size exceeded', progress: example },
    ]);
    client.check('again');
    let prevented = false;
    workers[0]!.onerror!({
      message: 'out of memory',
      preventDefault: () => {
        prevented = true;
      },
    });
    expect(outcomes[1]).toEqual({ kind: 'crash', message: 'out of memory', progress: null });
    expect([prevented, workers[0]!.ended, client.busy]).toEqual([true, true, false]);
    client.check('once more');
    expect(workers).toHaveLength(2);
  });

  it('replaces a check still running by the newer text', () => {
    const { client, workers, outcomes } = setup();
    client.check('a');
    client.check('ab');
    expect(workers[0]!.ended).toBe(true);
    expect(workers[1]!.sent.map((m) => (m.kind === 'check' ? m.text : m.kind))).toEqual(['init', 'ab']);
    workers[1]!.reply({ kind: 'report', id: 2, report: { problems: [], clean: null } });
    expect(outcomes.map((o) => o.kind)).toEqual(['report']);
  });
});

describe("the editor's questions", () => {
  it('are answered by id, in any order, from the same worker', async () => {
    const { client, workers } = setup();
    const first = client.ask({ kind: 'playable', text: 'a' });
    const second = client.ask({ kind: 'playable', text: 'b' });
    expect(workers).toHaveLength(1);
    expect(workers[0]!.sent.slice(1)).toEqual([
      { kind: 'ask', id: 1, question: { kind: 'playable', text: 'a' } },
      { kind: 'ask', id: 2, question: { kind: 'playable', text: 'b' } },
    ]);
    workers[0]!.reply({ kind: 'answer', id: 2, answer: { kind: 'playable', playable: null } });
    workers[0]!.reply({ kind: 'answer', id: 1, answer: null });
    expect(await second).toEqual({ kind: 'playable', playable: null });
    expect(await first).toBeNull();
  });

  it('go unanswered (null), never rejected, when the worker is ended for a newer text', async () => {
    const { client, workers } = setup();
    client.check('a');
    const asked = client.ask({ kind: 'playable', text: 'a' });
    client.check('ab');
    expect(workers[0]!.ended).toBe(true);
    expect(await asked).toBeNull();
    // A late answer from the ended worker changes nothing.
    workers[0]!.reply({ kind: 'answer', id: 2, answer: { kind: 'playable', playable: null } });
  });
});

describe('the steps a check announces', () => {
  it('checking the rules, then each example at its location', () => {
    const sources = Object.fromEntries(siteVariants().map((v) => [v.id, v.source]));
    const text = `variant our-table "Ours"
extends hindersche-pagat
source house "Our table" by "Us" dated "2026"
override rubber: rubber 2 games [house]

example two-deals "Two deals" {
  players N W S E dealer N
  deal points N 50 W 30 S 35 E 25
  expect marks N 1 W 0 S 0 E 0
}
`;
    const heard: Progress[] = [];
    const report = reportHouseRule(sources, text, (p) => heard.push(p));
    expect(report.problems.map((p) => p.text)).toEqual([]);
    expect(heard.map((p) => [p.step, p.where, p.what])).toEqual([
      ['rules', 'house-rule.stw', 'checking its rules'],
      ['rules', 'house-rule.stw', 'comparing it with its base'],
      ['example', 'house-rule.stw:6:9', 'running example `two-deals`'],
    ]);
    expect(text.slice(heard[2]!.from, heard[2]!.to)).toBe('two-deals');
    expect(report.clean?.changes?.rows.map((r) => [r.id, r.change])).toEqual([['rubber', 'changed']]);
  });
});
