/**
 * The "Simulate" panel: plays N games of one or two variants in a Web Worker, with a progress bar
 * and a cancel button, and draws what came out — game lengths, each seat's losses (or places) and
 * settlement, the events, the phases reached — each figure with its 95% interval, and for two
 * variants which differences are significant. The page never waits on the run.
 */
import type { ComparisonReport, Difference } from '../sim/compare.ts';
import type { Estimate } from '../sim/intervals.ts';
import type { SimulationReport } from '../sim/report.ts';
import type { WireVariant } from '../resolve/wire.ts';
import { differenceCells, significanceNote } from '../sim/difference-text.ts';
import { intervalChart, legend, lengthChart, type IntervalRow } from './sim-charts.ts';
import { saidAt, worthSaying, type Said } from './sim-announce.ts';
import { startSimulation, type RunHandle, type SimulateReply } from './simulate-client.ts';
import { BOTS, GAMES, readBots, readGames, readSeed, SEED_MAX, type Read } from './simulate-form.ts';
import { simUi } from './i18n/sim-ui.ts';

/** A variant to simulate, as the page has it. */
export interface SimVariant {
  wire: WireVariant;
  title: string;
  options?: Record<string, string>;
}

/** What a run was started with: the status describes the run by these, whatever the form says by its end. */
interface RunSettings {
  total: number;
  seed: number;
  bot: string;
  bots: string;
}

/** Builds the panel inside `host` for `variants` (one, or two to compare), simulating in workers `makeWorker` starts. */
export function mountSimulatePanel(host: HTMLElement, variants: SimVariant[], makeWorker: () => Worker): void {
  const t = simUi();
  const form = document.createElement('form');
  form.className = 'sim-form';
  const games = select(
    t.games,
    GAMES.map((n) => [String(n), t.number(n)]),
    '1000',
  );
  const bots = select(
    t.bots,
    BOTS.map((name) => [name, t.botNames[name]!]),
    'random',
  );
  const seedLabel = document.createElement('label');
  const seed = document.createElement('input');
  // Required: an empty seed is refused by the form, as an out-of-range one is, rather than run as seed 0.
  seed.type = 'number';
  seed.min = '0';
  seed.max = String(SEED_MAX);
  seed.value = '1';
  seed.required = true;
  seed.className = 'sim-seed';
  seed.inputMode = 'numeric';
  seedLabel.append(`${t.seed} `, seed);
  // What is wrong with a field is said beside it (and is its description); the browser's own limits can be edited away.
  const notes = {
    games: fieldNote(games.label, games.select),
    bots: fieldNote(bots.label, bots.select),
    seed: fieldNote(seedLabel, seed),
  };
  const run = button(t.simulate, 'submit');
  const cancel = button(t.cancel, 'button');
  cancel.hidden = true;
  form.append(games.label, bots.label, seedLabel, run, cancel);
  const bar = document.createElement('progress');
  bar.className = 'sim-progress';
  bar.setAttribute('aria-label', t.progress);
  bar.hidden = true;
  // During a run the moving text is shown but not spoken (aria-hidden); the live status, out of
  // sight until the run ends, speaks only now and then (sim-announce.ts).
  const ticker = document.createElement('p');
  ticker.className = 'sim-ticker';
  ticker.setAttribute('aria-hidden', 'true');
  ticker.hidden = true;
  const status = document.createElement('p');
  status.className = 'sim-status';
  status.setAttribute('role', 'status');
  const results = document.createElement('div');
  results.className = 'sim-results';
  host.replaceChildren(form, bar, ticker, status, results);
  const node = nodeFigure(host, variants);

  let current: RunHandle | null = null;
  let said: Said = saidAt(0, 1, 0);
  /** The last run's reports, kept to draw again at a new width. */
  let shown: { reports: SimulationReport[]; comparison: ComparisonReport | null } | null = null;
  let drawnWidth = 0;
  const width = () => Math.max(280, results.clientWidth);
  const redraw = () => {
    if (!shown || width() === drawnWidth) return;
    drawnWidth = width();
    results.replaceChildren(
      ...draw(
        shown.reports,
        variants.map((v) => v.title),
        shown.comparison,
        drawnWidth,
      ),
    );
  };
  // A phone turned, a window resized: the charts are drawn again for the new width once it settles.
  let resizing = 0;
  new ResizeObserver(() => {
    clearTimeout(resizing);
    resizing = window.setTimeout(redraw, 150);
  }).observe(results);

  /** Locks the form while a run goes (its status describes the settings it began with), and keeps the keyboard on the button that acts. */
  const running = (on: boolean) => {
    const focused = host.contains(document.activeElement);
    if (!on) current = null;
    run.disabled = on;
    cancel.hidden = !on;
    bar.hidden = !on;
    ticker.hidden = !on;
    for (const field of [games.select, bots.select, seed]) field.disabled = on;
    status.classList.toggle('sr-only', on);
    if (focused) (on ? cancel : run).focus();
  };

  form.addEventListener('submit', (e) => {
    e.preventDefault();
    if (current) return;
    const read = {
      games: readGames(games.select.value),
      bots: readBots(bots.select.value),
      seed: readSeed(seed.value),
    };
    for (const k of ['games', 'bots', 'seed'] as const) notes[k](read[k].ok ? null : read[k].why);
    const wrong = (['games', 'bots', 'seed'] as const).find((k) => !read[k].ok);
    if (wrong) {
      ({ games: games.select, bots: bots.select, seed })[wrong].focus();
      return;
    }
    const value = <T>(r: Read<T>) => (r as { value: T }).value;
    const bot = value(read.bots);
    const settings: RunSettings = {
      total: value(read.games),
      seed: value(read.seed),
      bot,
      bots: t.botNames[bot]!,
    };
    running(true);
    bar.max = settings.total;
    bar.value = 0;
    ticker.textContent = status.textContent = t.running(settings.total, variants.length > 1);
    said = saidAt(0, 1, 0);
    shown = null;
    results.replaceChildren();
    try {
      current = startSimulation(
        {
          variants: variants.map((v) => ({ wire: v.wire, options: v.options ?? {} })),
          games: settings.total,
          seed: settings.seed,
          bot,
        },
        (reply) => hear(reply, settings),
        makeWorker,
      );
    } catch {
      // A worker the browser would not start (turned off, refused by the page's policy): said, and the form is free again.
      running(false);
      status.textContent = t.noWorker;
    }
  });
  cancel.addEventListener('click', () => {
    current?.cancel();
    status.textContent = t.cancelled(bar.value, bar.max);
    running(false);
  });

  function hear(reply: SimulateReply, settings: RunSettings): void {
    if (reply.kind === 'progress') {
      bar.value = reply.done;
      const text = t.ticker(reply.done, settings.total, rate(reply.deals, reply.elapsedMs));
      ticker.textContent = text;
      if (worthSaying(said, reply.done, settings.total, reply.elapsedMs)) {
        said = saidAt(reply.done, settings.total, reply.elapsedMs);
        status.textContent = `${text}.`;
      }
      return;
    }
    running(false);
    if (reply.kind === 'failed') {
      status.textContent = t.stopped(reply.message);
      return;
    }
    const reports = reply.kind === 'comparison' ? [reply.report.a, reply.report.b] : [reply.report];
    const deals = reports.reduce((a, r) => a + r.deals + r.playoffs, 0);
    status.textContent = t.done({
      games: settings.total,
      each: reports.length > 1,
      seconds: reports[0]!.elapsedMs / 1000,
      rate: rate(deals, reports[0]!.elapsedMs),
      node: node(settings.bot),
      seed: settings.seed,
      bots: settings.bots,
    });
    shown = { reports, comparison: reply.kind === 'comparison' ? reply.report : null };
    drawnWidth = 0;
    redraw();
  }
}

/**
 * Node's throughput for this run, measured when the site was built (src/site/node-rate.ts, random
 * bots) and carried by the page in `data-node-rates`: of these very variants, or else of the last
 * one against itself (the Playground's base; its house rule was not known at build), said as such.
 */
function nodeFigure(host: HTMLElement, variants: SimVariant[]): (bot: string) => string {
  const carried = host.closest<HTMLElement>('[data-node-rates]')?.dataset.nodeRates;
  const rates = new Map(carried ? (JSON.parse(carried) as [string, number][]) : []);
  const last = variants.at(-1)!;
  const own = rates.get(variants.map((v) => v.wire.id).join(' '));
  const base = rates.get(`${last.wire.id} ${last.wire.id}`);
  const rate = own ?? base;
  if (rate === undefined) return () => '';
  return (bot) => simUi().nodeRate(rate, own === undefined ? last.title : null, bot === 'random');
}

/** The charts and the table of differences, `width` pixels wide. */
function draw(
  reports: SimulationReport[],
  names: string[],
  comparison: ComparisonReport | null,
  width: number,
): HTMLElement[] {
  const t = simUi().charts;
  const out: HTMLElement[] = [legend(names)];
  const r0 = reports[0]!;
  out.push(
    lengthChart(
      t.length,
      reports.map((r) => ({ histogram: r.gameLength.histogram, games: r.games })),
      names,
      width,
    ),
  );
  const seatRows = (
    pick: (s: SimulationReport['seats'][number], r: SimulationReport) => Estimate | null,
  ): IntervalRow[] =>
    r0.seats.map((s, q) => ({
      label: s.player,
      values: reports.map((r) => (r.seats[q] ? pick(r.seats[q]!, r) : null)),
    }));
  // A variant that names no loser (money, places) has no bar here, rather than a 0% that reads as nobody losing.
  if (reports.some((r) => r.losers))
    out.push(
      intervalChart(
        t.lost,
        seatRows((s, r) => (r.losers ? s.lost : null)),
        names,
        width,
        'share',
      ),
    );
  if (reports.some((r) => r.seats.some((s) => s.place)))
    out.push(
      intervalChart(
        t.place,
        seatRows((s) => s.place),
        names,
        width,
        'place',
      ),
    );
  const settled = reports.filter((r) => r.rubbers > 1);
  if (new Set(settled.map((r) => r.settlementTitle)).size === 1) {
    out.push(
      intervalChart(
        t.settlement(settled[0]!.settlementTitle),
        seatRows((s, r) => (r.rubbers > 1 ? s.settlement : null)),
        names,
        width,
        'plain',
      ),
    );
  } else {
    // Different tallies are different units (games won, marks): one scale each, never one axis for both.
    for (const mine of settled) {
      const name = names[reports.indexOf(mine)]!;
      out.push(
        intervalChart(
          t.settlementOf(mine.settlementTitle, name),
          seatRows((s, r) => (r === mine ? s.settlement : null)),
          names,
          width,
          'plain',
        ),
      );
    }
  }
  const events = union(reports.map((r) => r.events.map((e) => [e.id, e.title])));
  if (events.length) {
    out.push(
      intervalChart(
        t.events,
        events.map(([id, title]) => ({
          label: title,
          values: reports.map((r) => r.events.find((e) => e.id === id)?.rate ?? null),
        })),
        names,
        width,
        'share',
      ),
    );
  }
  const phases = union(reports.map((r) => r.phases.map((p) => [p.id, p.title])));
  if (phases.length) {
    out.push(
      intervalChart(
        t.phases,
        phases.map(([id, title]) => ({
          label: title,
          values: reports.map((r) => r.phases.find((p) => p.id === id)?.reached ?? null),
        })),
        names,
        width,
        'share',
      ),
    );
  }
  if (comparison) out.push(differencesTable(comparison.differences, names));
  return out;
}

/** Pairs `[id, title]` of several lists, each id once, in first-seen order. */
function union(lists: [string, string][][]): [string, string][] {
  const seen = new Map<string, string>();
  for (const l of lists) for (const [id, title] of l) if (!seen.has(id)) seen.set(id, title);
  return [...seen];
}

/** Each compared figure: both values, the difference with its interval, and whether chance explains it. */
function differencesTable(ds: Difference[], names: string[]): HTMLElement {
  const table = document.createElement('table');
  table.className = 'sim-differences stack';
  const w = simUi().differences;
  const caption = table.createCaption();
  caption.textContent = w.caption(names[0]!, names[1]!);
  const head = table.createTHead().insertRow();
  for (const t of [w.figure, names[0]!, names[1]!, w.difference, w.verdict]) {
    const th = document.createElement('th');
    th.scope = 'col';
    th.textContent = t;
    head.append(th);
  }
  const body = table.createTBody();
  for (const d of ds) {
    const tr = body.insertRow();
    if (d.significant) tr.className = 'significant';
    const cells = [d.label, ...differenceCells(d), d.significant ? w.significant : w.chance];
    const labels = [w.figure, names[0]!, names[1]!, w.differenceShort, w.verdict];
    cells.forEach((text, i) => {
      // The figure heads its row (a card of its own on a phone); the rest are labelled cells.
      const cell = i === 0 ? document.createElement('th') : tr.insertCell();
      if (i === 0) {
        (cell as HTMLTableCellElement).scope = 'row';
        tr.append(cell);
      } else cell.dataset.label = labels[i]!;
      cell.textContent = text;
    });
  }
  // What the verdicts mean (made over all the figures together), below the table, as the CLI gives it.
  const note = document.createElement('p');
  note.className = 'sim-note';
  note.textContent = significanceNote(ds).replace(/^significant/, 'Significant');
  const both = document.createElement('div');
  both.append(table, note);
  return both;
}

/** Deals a second, as a whole number (the catalog writes it). */
const rate = (deals: number, ms: number): number => Math.round(deals / Math.max(ms / 1000, 1e-3));

let noteIds = 0;

/** A note beside `control` inside its `label`, said when set (the control marked invalid and described by it), gone when cleared. */
function fieldNote(label: HTMLLabelElement, control: HTMLElement): (why: string | null) => void {
  const note = document.createElement('span');
  note.className = 'sim-field-error';
  note.id = `sim-field-error-${++noteIds}`;
  note.hidden = true;
  label.append(note);
  return (why) => {
    note.textContent = why ?? '';
    note.hidden = why === null;
    if (why === null) {
      control.removeAttribute('aria-invalid');
      control.removeAttribute('aria-describedby');
      return;
    }
    control.setAttribute('aria-invalid', 'true');
    control.setAttribute('aria-describedby', note.id);
  };
}

function select(
  text: string,
  options: [string, string][],
  chosen: string,
): { label: HTMLLabelElement; select: HTMLSelectElement } {
  const label = document.createElement('label');
  const s = document.createElement('select');
  for (const [value, shown] of options) s.append(new Option(shown, value, value === chosen, value === chosen));
  label.append(`${text} `, s);
  return { label, select: s };
}

function button(text: string, type: 'submit' | 'button'): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = type;
  b.textContent = text;
  return b;
}
