/**
 * The inspector: the game machine as a reader may look into it. It draws the statechart as the
 * nested states it is (taken from the machine definition, XState's `machine.root` and its state
 * nodes), with the active path from `snapshot.value` marked; the context as a reader sees it; and the
 * event log, with Back, Forward and Live controls that ask the host to redraw its table as it was
 * after the first n events.
 *
 * The host owns the game and decides what is safe to show: the inspector only draws what the host
 * hands it, so a host that keeps the other hands out of `snapshot().context` keeps them out of the
 * page. Nothing here imports the engine, so a page may ship the inspector without it.
 */
import { button } from './dom.ts';
import { kindTitle } from '../engine/steps/kind-titles.ts';

/** What the inspector reads from the page that owns the game. */
export interface InspectorHost {
  /** The events sent to the machine so far, in order, each with a label a reader can read. */
  events(): readonly { type: string; label: string }[];
  /**
   * The machine's state as the table shows it now (after `showAt(n)`, as it was after the first n
   * events): its value, tags and the context as a reader may see it, by reader-facing labels.
   */
  snapshot(): { value: unknown; tags: readonly string[]; context: Record<string, unknown> };
  /** Redraws the table as it was after the first `n` events; null goes back to the live game. */
  showAt(n: number | null): void;
}

/** One state of the chart: its key in the machine, its title for readers, its substates. */
export interface ChartNode {
  key: string;
  title: string;
  children: ChartNode[];
}

/** The part of an XState state node the chart reads (public: `key`, `states`). */
export interface StateNodeLike {
  key: string;
  states: Record<string, StateNodeLike>;
}

/** Titles for states by key and path (the keys from the root down to the state, itself last). */
export type StateTitles = (key: string, path: readonly string[]) => string | undefined;

/**
 * The chart of `machine` (anything with XState's `root` state node): every state with its substates,
 * in the order the machine declares them. The root stands for the whole machine; its children are the
 * top-level states, whose paths match `snapshot.value`.
 */
export function chartOf(machine: { root: StateNodeLike }, titles: StateTitles = () => undefined): ChartNode {
  const walk = (node: StateNodeLike, path: string[]): ChartNode => ({
    key: node.key,
    title: (path.length ? titles(node.key, path) : undefined) ?? words(node.key),
    children: Object.values(node.states).map((c) => walk(c, [...path, c.key])),
  });
  return walk(machine.root, []);
}

/**
 * The active paths of a state value (`'a'`, `{ a: 'b' }`, `{ a: { b: 'c', d: 'e' } }` for parallel
 * regions): one list of keys per active leaf, from the top-level state down.
 */
export function activePaths(value: unknown): string[][] {
  if (typeof value === 'string') return [[value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => {
    const below = activePaths(v);
    return below.length ? below.map((p) => [k, ...p]) : [[k]];
  });
}

/** Whether the state at `path` is on one of the active `paths` (itself active, or an ancestor of an active state). */
export function isActive(paths: readonly (readonly string[])[], path: readonly string[]): boolean {
  return paths.some((p) => p.length >= path.length && path.every((k, i) => p[i] === k));
}

/** The titles of the states along each active path: `[['Game', 'No Tricks', 'Playing the deal', 'Card play']]`. */
export function activeTitles(chart: ChartNode, value: unknown): string[][] {
  return activePaths(value).map((path) => {
    const out: string[] = [];
    let node: ChartNode | undefined = chart;
    for (const k of path) {
      node = node?.children.find((c) => c.key === k);
      out.push(node?.title ?? words(k));
    }
    return out;
  });
}

/** What the game machine's own states are called (src/engine/machine.ts names them; the variant names its phases and steps). */
const MACHINE_STATES = new Map<string, string>([
  ['game', 'Game'],
  ['gameOver', 'Game over'],
  ['rubberOver', 'Rubber over'],
  ['deal', 'Waiting for the deal'],
  ['playoff', 'Waiting for a play-off deal'],
  ['play', 'Playing the deal'],
  ['playoff-play', 'Playing the play-off'],
  ['counting', 'Counting the deal'],
  ['ending', 'End of the phase'],
]);

/**
 * Titles for the game machine's states from a compiled variant's phases (their titles) and steps
 * (what their kind does), and words for the machine's own states (waiting for the deal, counting...).
 */
export function gameStateTitles(
  phases: readonly { id: string; title: string; steps: readonly { id: string; kind: string }[] }[],
): StateTitles {
  return (key, path) => {
    // Under `game` the second key is a phase; a step state sits under its phase's `play` or `playoff-play`.
    if (path.length === 2 && path[0] === 'game') return phases.find((p) => p.id === key)?.title;
    if (path.length === 4 && path[0] === 'game' && key !== 'counting') {
      const step = phases.find((p) => p.id === path[1])?.steps.find((s) => s.id === key.replace(/-\d+$/, ''));
      if (step) return kindTitle(step.kind);
    }
    return MACHINE_STATES.get(key);
  };
}

/** What the machine's tags mean for a reader. */
const TAGS = new Map<string, string>([
  ['awaiting-move', 'waits for a move'],
  ['counting', 'waits to be counted'],
  ['awaiting-deal', 'waits for the deal'],
  ['awaiting-playoff', 'waits for a play-off deal'],
]);

/** A key in words: `playoff-play` → `Playoff play` (for states no title names). */
function words(key: string): string {
  const w = key
    .replace(/[-_]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return w.charAt(0).toUpperCase() + w.slice(1);
}

/** A context value as text: lists joined, records as `name value` pairs. */
export function valueText(v: unknown): string {
  if (v === null || v === undefined) return '—';
  if (Array.isArray(v)) return v.length ? v.map(valueText).join(', ') : 'none';
  if (typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>);
    return entries.length ? entries.map(([k, x]) => `${k} ${valueText(x)}`).join(', ') : 'none';
  }
  return String(v);
}

/**
 * Mounts the inspector in `details` (a `<details>` element; its summary is kept or made). `chart`
 * is the machine's chart (`chartOf(createGameMachine(cv), gameStateTitles(cv.phases))`). The host
 * calls `refresh()` when its game has moved on; the controls call `host.showAt` and redraw.
 */
export function mountInspector(details: HTMLElement, host: InspectorHost, chart: ChartNode): { refresh(): void } {
  details.classList.add('inspector');
  if (!details.querySelector(':scope > summary')) {
    const s = document.createElement('summary');
    s.textContent = 'Inspector: the machine, its context and its events';
    details.prepend(s);
  }
  details.querySelectorAll(':scope > .inspector-body').forEach((old) => old.remove());
  const body = el('div', 'inspector-body');
  const where = el('p', 'inspector-where');
  where.setAttribute('aria-live', 'polite');
  const pathLine = el('p', 'inspector-path');
  const chartBox = el('div', 'inspector-chart');
  const context = el('dl', 'inspector-context');
  const controls = el('div', 'inspector-controls');
  const back = button('Back', () => go(-1));
  const forward = button('Forward', () => go(1));
  const live = button('Live', () => show(null));
  controls.append(back, forward, live);
  const log = el('ol', 'inspector-log');
  body.append(
    heading('State chart'),
    pathLine,
    chartBox,
    heading('Context'),
    context,
    heading('Events'),
    where,
    controls,
    log,
  );
  details.append(body);

  // null: the live game; a number: the table as it was after that many events.
  let at: number | null = null;

  function show(n: number | null): void {
    const count = host.events().length;
    at = n === null || n >= count ? null : Math.max(0, n);
    host.showAt(at);
    draw();
  }

  function go(step: number): void {
    const count = host.events().length;
    show((at ?? count) + step);
  }

  function draw(): void {
    const events = host.events();
    const count = events.length;
    if (at !== null && at >= count) at = null;
    const shown = at ?? count;
    const snap = host.snapshot();
    const paths = activePaths(snap.value);
    const tags = snap.tags.map((t) => TAGS.get(t) ?? words(t).toLowerCase());
    pathLine.textContent =
      `Active: ${
        activeTitles(chart, snap.value)
          .map((p) => p.join(' › '))
          .join('; ') || 'none'
      }` +
      (tags.length ? ` (the machine ${tags.join(', ')})` : '') +
      '.';
    chartBox.replaceChildren(drawChart(chart.children, [], paths));
    context.replaceChildren(
      ...Object.entries(snap.context).flatMap(([k, v]) => [text('dt', k), text('dd', valueText(v))]),
    );
    where.textContent =
      at === null ? `Live: the table after all ${count} events.` : `The table as it was after event ${at} of ${count}.`;
    back.disabled = shown === 0;
    forward.disabled = at === null;
    live.disabled = at === null;
    log.replaceChildren(
      ...events.map((e, i) => {
        const li = text('li', e.label);
        if (i >= shown) li.className = 'undone';
        if (i === shown - 1) li.setAttribute('aria-current', 'step');
        return li;
      }),
    );
    // Keep the current event in view inside the log's own scroll box (the page does not move).
    const current = log.querySelector<HTMLElement>('[aria-current]');
    if (current) log.scrollTop = Math.max(0, current.offsetTop - log.offsetTop - log.clientHeight / 2);
  }

  function drawChart(nodes: readonly ChartNode[], parent: string[], paths: string[][]): HTMLUListElement {
    const ul = el('ul', 'chart-level');
    for (const n of nodes) {
      const path = [...parent, n.key];
      const on = isActive(paths, path);
      const li = el('li', on ? 'chart-state active' : 'chart-state');
      const label = text('span', n.title);
      label.className = 'chart-name';
      if (on && !n.children.some((c) => isActive(paths, [...path, c.key]))) li.setAttribute('aria-current', 'true');
      li.append(label);
      // Every top-level state and phase is drawn; below that, only the active one opens (the others keep their place, closed).
      if (n.children.length && (on || path.length < 2)) li.append(drawChart(n.children, path, paths));
      else if (n.children.length) label.textContent = `${n.title} …`;
      ul.append(li);
    }
    return ul;
  }

  draw();
  return { refresh: draw };
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string): HTMLElementTagNameMap[K] {
  const x = document.createElement(tag);
  x.className = className;
  return x;
}
function text<K extends keyof HTMLElementTagNameMap>(tag: K, content: string): HTMLElementTagNameMap[K] {
  const x = document.createElement(tag);
  x.textContent = content;
  return x;
}
function heading(content: string): HTMLElement {
  const h = text('h3', content);
  h.className = 'inspector-heading';
  return h;
}
