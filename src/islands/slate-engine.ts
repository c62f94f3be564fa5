/**
 * The slate island: enter each deal's points (or load an example) and watch the score develop —
 * phase 1, excess marks, drop-outs, play-offs, the final stage — step back and forward, and switch
 * variant or reading to see the same deals scored another way. Every view is a replay of the deals
 * entered so far through the variant's machine (scenario/replay.ts), so there is one game flow.
 * Small non-negative counts (marks) are drawn as chalk strokes; a tally the variant adds negative
 * amounts to (Hindersi-Jass's plus and minus marks) as chalk plus signs and minus bars; other tallies
 * (money, card points) as numbers.
 */
import { compileVariant, type CompiledVariant } from '../compile/compile.ts';
import { replay, replayWithState, type Transcript } from '../scenario/replay.ts';
import { ScenarioInputError } from '../scenario/errors.ts';
import { participantsOf } from '../engine/flow/order.ts';
import { fromWire, type WireVariant } from '../resolve/wire.ts';
import type { VariantRules } from '../resolve/resolve.ts';
import { slateDrawing } from './slate-svg.ts';
import { scoreSheet, type Sheet, type SheetSection } from './slate-sheet.ts';
import { sheetTitles } from './sheet-titles.ts';
import { pageLang } from './i18n/lang.ts';
import { sheetTable } from './sheet-table.ts';
import { saveButtons } from './save-button.ts';
import { pointsNoun, rubberNoun } from '../engine/nouns.ts';
import { takesTricks } from '../engine/steps/index.ts';
import { loadSheetUi, sheetUi } from './i18n/sheet-ui.ts';

/**
 * The island's data. `outSections`, per variant: the clauses that put a player out, each with the
 * rulebook section that explains it (found at build time, where the rulebooks are).
 */
interface SlateData {
  variants: WireVariant[];
  players: string[];
  dealer: string;
  examples: { name: string; deals: unknown[]; options?: Record<string, string> }[];
  outSections?: Record<string, { phase: string | null; section: SheetSection | null }>[];
}

/** Starts the island inside `root`, once the page's words for the sheet are loaded. */
export async function boot(root: HTMLElement): Promise<void> {
  await loadSheetUi();
  const data = JSON.parse(root.querySelector('script[type="application/json"]')!.textContent!) as SlateData;
  const variants = data.variants.map(fromWire);
  let vi = 0;
  let options: Record<string, string> = {};
  let deals: unknown[] = [];
  let cursor = 0;
  let message = '';
  root.querySelector('.slate-placeholder')?.remove();
  const body = document.createElement('div');
  root.append(body);

  const signed = variants.map(signedTallies);
  const compiled = (): CompiledVariant => compileVariant(variants[vi]!, options);
  const run = (upTo: number): Transcript | string => {
    try {
      return replay(compiled(), {
        variant: variants[vi]!.id,
        players: data.players,
        dealer: data.dealer,
        deals: deals.slice(0, upTo),
      });
    } catch (e) {
      if (e instanceof ScenarioInputError) return e.message;
      throw e;
    }
  };

  /** The sheet of transcript `t` (the deals up to the cursor) under `cv`. */
  function sheetOf(cv: CompiledVariant, t: Transcript): Sheet {
    const titles = sheetTitles(cv, pageLang());
    const out = data.outSections?.[vi] ?? {};
    const drops = new Map(Object.entries(out).map(([c, x]) => [c, x.phase]));
    return scoreSheet(t.log, {
      players: data.players,
      phaseTitle: titles.phase,
      pointsNoun: (ph) => sheetUi().pointsNoun(pointsNoun(cv, ph)),
      notes: titles.notes,
      // The clauses a deal applied are in the machine's entry for that deal: replayed only for a row where someone went out.
      rulesOf: (i) => {
        try {
          return (
            replayWithState(cv, {
              variant: cv.id,
              players: data.players,
              dealer: data.dealer,
              deals: deals.slice(0, i + 1),
            }).state.entry?.rules ?? []
          );
        } catch {
          return [];
        }
      },
      dropClauses: drops,
      section: (c) => (Object.hasOwn(out, c) ? out[c]!.section : null),
      tallyTitle: titles.tally,
    });
  }

  /** Who is dealt in to the next deal, and whether it is scored by places (lay-off, beating). */
  function nextDeal(cv: CompiledVariant): { players: string[]; places: boolean } {
    try {
      const { state } = replayWithState(cv, {
        variant: cv.id,
        players: data.players,
        dealer: data.dealer,
        deals: deals.slice(0, cursor),
      });
      const phase = cv.phases.find((p) => p.id === state.phase)!;
      return { players: participantsOf(cv, state).map((q) => data.players[q]!), places: !takesTricks(phase) };
    } catch {
      return { players: data.players, places: false };
    }
  }

  function render(): void {
    const cv = compiled();
    const titles = sheetTitles(cv, pageLang());
    const t = run(cursor);
    const v = variants[vi]!;
    const next = nextDeal(cv);
    const tallies = typeof t === 'string' ? {} : t.state.tallies;
    const w = sheetUi().slate;
    body.innerHTML = '';
    const controls = el('div', 'slate-controls');
    if (variants.length > 1) {
      const sel = select(
        w.variant,
        variants.map((x, i) => [String(i), pageLang() === 'de' ? (x.german?.variant ?? x.title) : x.title]),
        String(vi),
        (value) => {
          vi = Number(value);
          options = {};
          render();
        },
      );
      controls.append(sel);
    }
    for (const [id, a] of v.ambiguities) {
      const amb = a as {
        readings: { id: { name: string }; text: string }[];
        default: { name: string };
        question: string;
      };
      controls.append(
        select(
          titles.ambiguity(id, amb),
          amb.readings.map((r) => [r.id.name, titles.reading(id, r)]),
          Object.hasOwn(options, id) ? options[id]! : amb.default.name,
          (value) => {
            options = { ...options, [id]: value };
            render();
          },
        ),
      );
    }
    for (const ex of data.examples)
      controls.append(
        button(w.load(ex.name), () => {
          deals = [...ex.deals];
          options = ex.options ?? {};
          cursor = deals.length;
          message = '';
          render();
        }),
      );
    controls.append(
      button(
        w.back,
        () => {
          cursor = Math.max(0, cursor - 1);
          render();
        },
        cursor === 0,
      ),
    );
    controls.append(
      button(
        w.forward,
        () => {
          cursor = Math.min(deals.length, cursor + 1);
          render();
        },
        cursor >= deals.length,
      ),
    );
    controls.append(
      button(w.clear, () => {
        deals = [];
        cursor = 0;
        message = '';
        render();
      }),
    );
    body.append(controls);

    const status = el('p', 'slate-status');
    status.setAttribute('aria-live', 'polite');
    status.textContent =
      typeof t === 'string'
        ? w.cannotScore(cursor, v.id, t)
        : w.after({
            at: cursor,
            of: deals.length,
            game: t.state.game,
            phase: titles.phase(t.state.phase),
            playoff: t.state.playoff ?? null,
            out: t.state.out,
            over: t.state.awaiting === 'rubber-over' ? rubberNoun(cv) : null,
            refused: t.error ? t.error.message : null,
          });
    body.append(status);
    body.append(drawSlate(data.players, tallies, signed[vi]!, cv.players.direction, titles.tally));

    if (typeof t !== 'string' && t.state.awaiting !== 'rubber-over') {
      const form = el('form', 'slate-entry') as HTMLFormElement;
      form.setAttribute('aria-label', w.enterNext);
      const legend = el('p');
      legend.textContent = w.nextFor(next.places, next.players);
      form.append(legend);
      for (const p of next.players) {
        form.append(input(next.places ? w.place(p) : w.points(p), `v-${p}`));
        if (!next.places) form.append(input(w.tricks(p), `t-${p}`));
      }
      form.append(button(w.score, () => {}, false, 'submit'));
      form.addEventListener('submit', (e) => {
        e.preventDefault();
        const get = (name: string) => Number((form.elements.namedItem(name) as HTMLInputElement).value);
        const vals = Object.fromEntries(next.players.map((p) => [p, get(`v-${p}`)]));
        const deal = next.places
          ? { places: vals }
          : next.players.every((p) => (form.elements.namedItem(`t-${p}`) as HTMLInputElement).value !== '')
            ? { points: vals, tricks: Object.fromEntries(next.players.map((p) => [p, get(`t-${p}`)])) }
            : { points: vals };
        const trial = [...deals.slice(0, cursor), deal];
        try {
          replay(cv, { variant: v.id, options, players: data.players, dealer: data.dealer, deals: trial });
          deals = trial;
          cursor = trial.length;
          message = '';
        } catch (err) {
          message = err instanceof ScenarioInputError ? readerWords(err) : String(err);
        }
        render();
      });
      body.append(form);
    }
    const msg = el('p', 'slate-message');
    msg.setAttribute('role', 'alert');
    msg.textContent = message;
    body.append(msg);
    if (typeof t !== 'string' && t.log.length) body.append(sheetTable(sheetOf(cv, t)));
    // The deals up to the cursor, as scored here, for a host that asks (the Playground).
    if (typeof t !== 'string' && !t.error && cursor > 0) {
      const run = { players: data.players, dealer: data.dealer, options, deals: deals.slice(0, cursor) };
      body.append(
        ...saveButtons(
          root,
          cv,
          'slate',
          () => ({ run }),
          (text) => {
            msg.textContent = text;
          },
        ),
      );
    }
    root.dataset.ready = 'true';
    root.dataset.cursor = String(cursor);
  }
  render();
}

/**
 * The per-player tallies that the variant adds negative amounts to (`add -1 marks to ...`): plus and
 * minus marks, such as Hindersi-Jass's. Read from the clauses, not from the values on the slate, so a
 * signed tally that happens to hold no negative value is still drawn as signs, and a money tally that
 * happens to be small (Kein Stich's stakes, paid with `pay`) is never drawn as chalk.
 */
function signedTallies(v: VariantRules): Set<string> {
  const found = new Set<string>();
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) {
      x.forEach(walk);
      return;
    }
    if (!x || typeof x !== 'object') return;
    const o = x as { kind?: unknown; amount?: { kind?: unknown; value?: unknown }; tally?: { name?: unknown } };
    if (
      o.kind === 'Add' &&
      o.amount?.kind === 'Num' &&
      typeof o.amount.value === 'number' &&
      o.amount.value < 0 &&
      typeof o.tally?.name === 'string'
    )
      found.add(o.tally.name);
    Object.values(o).forEach(walk);
  };
  walk(v.clauses);
  return found;
}

function drawSlate(
  players: string[],
  tallies: Transcript['state']['tallies'],
  signed: ReadonlySet<string>,
  direction: 'clockwise' | 'anticlockwise',
  title: (id: string) => string,
): HTMLElement {
  const wrap = el('figure', 'slate');
  const names = Object.keys(tallies);
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 320 220');
  svg.setAttribute('role', 'img');
  const drawing = slateDrawing(players, tallies, signed, direction);
  svg.innerHTML = drawing.markup;
  svg.setAttribute('aria-label', drawing.label);
  wrap.append(svg);
  const cap = el('figcaption', 'slate-tallies');
  cap.textContent = names
    .map(
      (n) =>
        `${title(n)}: ${
          typeof tallies[n] === 'number'
            ? tallies[n]
            : Object.entries(tallies[n]!)
                .map(([p, v]) => `${p} ${v}`)
                .join(', ')
        }`,
    )
    .join(' · ');
  wrap.append(cap);
  return wrap;
}

function el(tag: string, cls?: string): HTMLElement {
  const x = document.createElement(tag);
  if (cls) x.className = cls;
  return x;
}
function button(
  text: string,
  onClick: () => void,
  disabled = false,
  type: 'button' | 'submit' = 'button',
): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = type;
  b.textContent = text;
  b.disabled = disabled;
  if (type === 'button') b.addEventListener('click', onClick);
  return b;
}
function input(label: string, name: string): HTMLLabelElement {
  const l = document.createElement('label');
  l.textContent = `${label} `;
  const i = document.createElement('input');
  i.name = name;
  i.type = 'number';
  i.min = '0';
  i.inputMode = 'numeric';
  i.size = 4;
  i.setAttribute('aria-label', label);
  l.append(i);
  return l;
}
function select(
  label: string,
  choices: [string, string][],
  value: string,
  onChange: (v: string) => void,
  title?: string,
): HTMLLabelElement {
  const l = document.createElement('label');
  l.textContent = `${label} `;
  if (title) l.title = title;
  const s = document.createElement('select');
  s.setAttribute('aria-label', label);
  for (const [v, text] of choices) {
    const o = document.createElement('option');
    o.value = v;
    o.textContent = text;
    o.selected = v === value;
    s.append(o);
  }
  s.addEventListener('change', () => onChange(s.value));
  l.append(s);
  return l;
}

/**
 * A refused entry as the slate's reader should see it: "Deal 3: the points add up to 7, …" rather than
 * the scenario's path (`deals[2].points: …`, which `stichwort run` prints for a file).
 */
export function readerWords(err: ScenarioInputError): string {
  const text = err.message.slice(err.where.length + 2);
  const deal = /^deals\[(\d+)\]/.exec(err.where);
  return deal ? sheetUi().slate.refused(Number(deal[1]) + 1, text) : text.charAt(0).toUpperCase() + text.slice(1);
}
