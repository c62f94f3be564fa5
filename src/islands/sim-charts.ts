/**
 * Charts of simulation figures, drawn as SVG with the DOM (every label is text content: titles come
 * from variant files, which a reader may have written). Each series has its own colour and its own
 * marker shape, so the charts read without colour too; every interval is drawn as a whisker.
 */
import type { Estimate } from '../sim/intervals.ts';
import { simUi } from './i18n/sim-ui.ts';

const SVG = 'http://www.w3.org/2000/svg';
/** The series' marker shapes and colour classes, in order. */
const SERIES = [
  { shape: 'circle', cls: 'series-a' },
  { shape: 'square', cls: 'series-b' },
] as const;

function el<K extends keyof SVGElementTagNameMap>(
  name: K,
  attrs: Record<string, string | number>,
  text?: string,
): SVGElementTagNameMap[K] {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  if (text !== undefined) e.textContent = text;
  return e;
}

/** Charts drawn so far in the page: numbers their captions, for ids that no two share. */
let figures = 0;

/**
 * A `<figure>` holding an SVG chart of `width` × `height`, named by its caption; the SVG is described
 * by `summary` for screen readers.
 */
function figure(
  caption: string,
  width: number,
  height: number,
  summary: string,
): { fig: HTMLElement; svg: SVGSVGElement } {
  const fig = document.createElement('figure');
  fig.className = 'sim-chart';
  const svg = el('svg', { viewBox: `0 0 ${width} ${height}`, width, height, role: 'img' });
  svg.append(el('title', {}, summary));
  const cap = document.createElement('figcaption');
  cap.textContent = caption;
  // Chromium does not name a figure by its caption by itself: the name is given outright.
  cap.id = `sim-chart-${++figures}`;
  fig.setAttribute('aria-labelledby', cap.id);
  fig.append(cap, svg);
  return { fig, svg };
}

/** Each series' value by the name of its variant ("A 3.4% against B 2.9%"), skipping a series without one. */
const byName = (names: string[], values: (string | null)[]): string =>
  simUi().charts.against(
    values.flatMap((v, s) => (v === null ? [] : [`${names[s] ?? simUi().charts.series(s + 1)} ${v}`])),
  );

function marker(series: number, x: number, y: number): SVGElement {
  const s = SERIES[series % SERIES.length]!;
  return s.shape === 'circle'
    ? el('circle', { cx: x, cy: y, r: 4.5, class: s.cls })
    : el('rect', { x: x - 4, y: y - 4, width: 8, height: 8, class: s.cls });
}

/** Round ticks spanning `lo`..`hi`. */
function ticks(lo: number, hi: number, count = 4): number[] {
  const span = hi - lo || 1;
  const raw = span / count;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? raw;
  const out: number[] = [];
  for (let t = Math.ceil(lo / step) * step; t <= hi + 1e-9; t += step) out.push(Math.round(t / step) * step);
  return out;
}

/** One row of an interval chart: its label and each series' estimate (null: the series has none). */
export interface IntervalRow {
  label: string;
  values: (Estimate | null)[];
}

/**
 * How an interval chart's axis reads: `share` as percentages from 0, `place` from first place
 * (places run from 1, so 0 would be a place nobody takes), `plain` as numbers with 0 on the axis.
 */
export type Scale = 'share' | 'place' | 'plain';

/** Estimates with their 95% intervals, one row each (seats, events, phases), a marker per series (`names`, in order). */
export function intervalChart(
  caption: string,
  rows: IntervalRow[],
  names: string[],
  width: number,
  scale: Scale,
): HTMLElement {
  const percent = scale === 'share';
  const labelW = Math.min(170, Math.round(width * 0.38));
  const rowH = 16 * Math.max(1, rows[0]?.values.length ?? 1) + 12;
  const height = rows.length * rowH + 34;
  const all = rows.flatMap((r) =>
    r.values.filter((v): v is Estimate => v !== null).flatMap((v) => [v.low, v.high, v.value]),
  );
  let lo = Math.min(0, ...all),
    hi = Math.max(0, ...all);
  if (percent) {
    lo = 0;
    hi = hi > 0.5 ? 1 : Math.max(hi, 0.05);
  }
  if (scale === 'place') {
    lo = Math.min(1, ...all);
    hi = Math.max(lo + 1, Math.ceil(Math.max(...all)));
  }
  if (hi === lo) hi = lo + 1;
  const x = (v: number) => labelW + 8 + ((v - lo) / (hi - lo)) * (width - labelW - 24);
  const fmt = (v: number) =>
    percent ? `${Math.round(v * 1000) / 10}%` : `${Math.round(v * 100) / 100}`.replace('-', '−');
  const summary = `${caption}: ${rows
    .map(
      (r) =>
        `${r.label}: ${
          byName(
            names,
            r.values.map((v) => (v ? `${fmt(v.value)} (${fmt(v.low)} to ${fmt(v.high)})` : null)),
          ) || 'none'
        }`,
    )
    .join('; ')}`;
  const { fig, svg } = figure(caption, width, height, summary);
  for (const t of ticks(lo, hi)) {
    svg.append(el('line', { x1: x(t), x2: x(t), y1: 4, y2: height - 26, class: t === 0 ? 'axis zero' : 'axis' }));
    svg.append(el('text', { x: x(t), y: height - 10, 'text-anchor': 'middle', class: 'tick' }, fmt(t)));
  }
  rows.forEach((r, i) => {
    const top = 8 + i * rowH;
    svg.append(
      el(
        'text',
        { x: 0, y: top + rowH / 2, 'dominant-baseline': 'middle', class: 'row-label' },
        fitted(r.label, labelW),
      ),
    );
    r.values.forEach((v, s) => {
      if (!v) return;
      const y = top + 8 + s * 16;
      svg.append(
        el('line', { x1: x(v.low), x2: x(v.high), y1: y, y2: y, class: `whisker ${SERIES[s % SERIES.length]!.cls}` }),
      );
      svg.append(marker(s, x(v.value), y));
    });
  });
  return fig;
}

/** The share of games of each length, per series (`names`, in order), as grouped bars (lengths beyond `maxBars` grouped into the last). */
export function lengthChart(
  caption: string,
  series: { histogram: Record<string, number>; games: number }[],
  names: string[],
  width: number,
  maxBars = 24,
): HTMLElement {
  const lengths = series.flatMap((s) => Object.keys(s.histogram).map(Number));
  const min = Math.min(...lengths),
    max = Math.max(...lengths);
  const last = Math.min(max, min + maxBars - 1);
  const bins = Array.from({ length: last - min + 1 }, (_, i) => min + i);
  const share = series.map((s) =>
    bins.map(
      (b) =>
        Object.entries(s.histogram)
          .filter(([k]) => (b === last ? Number(k) >= b : Number(k) === b))
          .reduce((a, [, n]) => a + n, 0) / Math.max(1, s.games),
    ),
  );
  const top = Math.max(0.01, ...share.flat());
  const height = 170;
  const plotW = width - 44;
  const binW = plotW / bins.length;
  const barW = Math.max(2, (binW - 3) / series.length);
  const y = (v: number) => height - 30 - (v / top) * (height - 44);
  const summary = `${caption}: ${bins
    .map(
      (b, i) =>
        `${b}${b === last && last < max ? ' or more deals' : b === 1 ? ' deal' : ' deals'}: ${byName(
          names,
          share.map((s) => `${Math.round(s[i]! * 1000) / 10}%`),
        )}`,
    )
    .join('; ')}`;
  const { fig, svg } = figure(caption, width, height, summary);
  for (const t of ticks(0, top, 3)) {
    svg.append(el('line', { x1: 40, x2: width, y1: y(t), y2: y(t), class: t === 0 ? 'axis zero' : 'axis' }));
    svg.append(
      el(
        'text',
        { x: 36, y: y(t), 'text-anchor': 'end', 'dominant-baseline': 'middle', class: 'tick' },
        `${Math.round(t * 100)}%`,
      ),
    );
  }
  const every = Math.ceil(bins.length / Math.max(1, Math.floor(plotW / 28)));
  bins.forEach((b, i) => {
    share.forEach((s, k) => {
      svg.append(
        el('rect', {
          x: 42 + i * binW + k * barW,
          y: y(s[i]!),
          width: barW - 1,
          height: Math.max(0, y(0) - y(s[i]!)),
          class: `bar ${SERIES[k % SERIES.length]!.cls}`,
        }),
      );
    });
    if (i % every === 0 || i === bins.length - 1) {
      svg.append(
        el(
          'text',
          { x: 42 + i * binW + binW / 2, y: height - 12, 'text-anchor': 'middle', class: 'tick' },
          `${b}${b === last && last < max ? '+' : ''}`,
        ),
      );
    }
  });
  return fig;
}

/** The legend: each series' marker and name. */
export function legend(names: string[]): HTMLElement {
  const ul = document.createElement('ul');
  ul.className = 'sim-legend';
  names.forEach((name, s) => {
    const li = document.createElement('li');
    const svg = el('svg', { viewBox: '0 0 12 12', width: 12, height: 12, 'aria-hidden': 'true' });
    svg.append(marker(s, 6, 6));
    li.append(svg, document.createTextNode(` ${name}`));
    ul.append(li);
  });
  return ul;
}

/** `text` cut to about the width `px` allows (labels come from files and may be long). */
function fitted(text: string, px: number): string {
  const max = Math.floor(px / 6.6);
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
