/**
 * The witness of a comparison as readers see it: both transcripts row by row with the cells that
 * differ marked as `stichwort diff` marks them (≠), and a sentence naming the rules that made the
 * difference — by the rulebook section that explains them and their citations, never by clause id.
 */
import { replayWithState, type Transcript } from '../scenario/replay.ts';
import { type ResultWords, resultWordsFor } from '../scenario/result-words.ts';
import type { Lang } from '../core/lang.ts';
import { titlesIn, type Titles } from './i18n/titles.ts';
import type { Comparison } from './data.ts';
import { sectionFor, type RuleSection } from './sections.ts';
import type { ShownEntry } from '../engine/state.ts';
import type { CompiledVariant } from '../compile/compile.ts';
import { type PageCatalog, ui } from './i18n/ui.ts';

/** A cell of a witness row; `differs`: the other variant shows something else in the same place. */
export interface WitnessCell {
  text: string;
  differs: boolean;
}

/** One deal of the witness under one variant. */
export interface WitnessRow {
  deal: string;
  phase: string;
  figures: string;
  tallies: WitnessCell[];
  notes: WitnessCell;
}

/** The witness under both variants, aligned deal by deal; `tallies`: the shared tallies' titles, as the columns read. */
export interface WitnessTables {
  tallies: string[];
  a: WitnessRow[];
  b: WitnessRow[];
  firstDifference: number | null;
}

/** Figures by seat, each seat as the page's language shows it ("N 50, O 30"). */
const showIn =
  (rw: ResultWords) =>
  (v: Record<string, number> | number | undefined): string =>
    typeof v === 'number'
      ? String(v)
      : Object.entries(v ?? {})
          .map(([p, n]) => `${rw.seat(p)} ${n}`)
          .join(', ');

function notesOf(e: ShownEntry, cv: CompiledVariant, t: PageCatalog, rw: ResultWords): string {
  return [
    ...rw.eventNotes(e, cv.events, cv.variant.german),
    e.out.length ? t.outNote(e.out.map(rw.seat).join(' ')) : '',
    e.playoff ? t.playoffNote([...e.playoff].sort().map(rw.seat).join(' ')) : '',
    e.gameOver ? (e.gameOver.loser ? t.gameLostBy(rw.seat(e.gameOver.loser)) : t.gameOver) : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/**
 * Both transcripts as rows, the tallies the two variants share compared cell by cell (as the CLI's
 * side-by-side view compares them). A side that refused the run has no rows. Its words are `t`'s,
 * the variants' titles (phases, tallies) `titles`' (A's, B's), the events' notes and the seats'
 * letters `lang`'s.
 */
export function witnessTables(
  ta: Transcript | string,
  tb: Transcript | string,
  a: CompiledVariant,
  b: CompiledVariant,
  t: PageCatalog = ui('en'),
  titles: readonly [Titles, Titles] = [titlesIn('en', undefined), titlesIn('en', undefined)],
  lang: Lang = 'en',
): WitnessTables {
  const rw = resultWordsFor(lang);
  const show = showIn(rw);
  const tallies = a.tallies.map((x) => x.name).filter((x) => b.tallies.some((u) => u.name === x));
  const raw = (tr: Transcript | string, cv: CompiledVariant, tt: Titles) =>
    typeof tr === 'string'
      ? []
      : tr.log.map((e) => ({
          deal: `${e.deal}${e.kind === 'playoff' ? t.witnessPlayoff : e.kind === 'redeal' ? t.witnessRedeal : ''}`,
          phase: ((p) => (p ? tt('phase', p.id, p.title).text : e.phase))(cv.phases.find((p) => p.id === e.phase)),
          figures: e.places ? show(e.places) : show(e.points),
          tallies: tallies.map((n) => show(e.tallies[n])),
          notes: notesOf(e, cv, t, rw),
        }));
  const ra = raw(ta, a, titles[0]),
    rb = raw(tb, b, titles[1]);
  let first: number | null = null;
  const mark = (mine: typeof ra, other: typeof ra) =>
    mine.map((r, i) => {
      const o = other[i];
      const tallyCells = r.tallies.map((text, k) => ({ text, differs: !o || o.tallies[k] !== text }));
      const notes = { text: r.notes, differs: !!o && o.notes !== r.notes };
      if ((tallyCells.some((c) => c.differs) || notes.differs) && (first === null || i < first)) first = i;
      return { deal: r.deal, phase: r.phase, figures: r.figures, tallies: tallyCells, notes };
    });
  // Where one side refused the run, there is nothing to compare its rows with.
  const both = ra.length > 0 && rb.length > 0;
  // Columns are headed by the tallies' titles ("Stakes"), never their ids.
  const heads = tallies.map((n) =>
    ((x) => (x ? titles[0]('tally', n, x.title).text : n))(a.tallies.find((t) => t.name === n)),
  );
  const out = { tallies: heads, a: both ? mark(ra, rb) : mark(ra, ra), b: both ? mark(rb, ra) : mark(rb, rb) };
  return { ...out, firstDifference: both ? first : null };
}

/** A rule that made the difference: how it differs and where the rulebook explains it. */
export interface DifferenceRule {
  change: 'added' | 'removed' | 'changed';
  section: (RuleSection & { href: string }) | null;
  /** The citations on either side, as `variant: “section”`. */
  cites: string[];
}

/** Why the witness parts: the deal (1-based) where it does, and the differing rules that applied in it. */
export interface WitnessReason {
  deal: number;
  rules: DifferenceRule[];
}

/**
 * The rules that made the difference at deal `deal` (1-based) of the witness: the scoring clauses
 * that applied in that deal under either variant (the machine's entry records them) and that the
 * two variants do not share. With none among them (the difference lies in who is dealt in or who
 * deals), the differing rules of the phase the deal was in.
 */
export function witnessReason(c: Comparison, deal: number, base = ''): WitnessReason | null {
  if (!c.witness) return null;
  const sc = { ...c.witness.scenario, deals: c.witness.scenario.deals.slice(0, deal) };
  const applied = (cv: CompiledVariant): string[] => {
    try {
      return replayWithState(cv, { ...sc, variant: cv.id }).state.entry?.rules ?? [];
    } catch {
      return [];
    }
  };
  const fired = new Set([...applied(c.a.compiled), ...applied(c.b.compiled)]);
  let changes = c.rules.rules.filter((r) => fired.has(r.id));
  if (!changes.length) {
    const phase = typeof c.witness.ta !== 'string' ? c.witness.ta.log[deal - 1]?.phase : undefined;
    changes = c.rules.rules.filter((r) => (r.a?.phase ?? r.b?.phase) === phase);
  }
  // A citation as readers see it: the variant that makes it and the section it cites (not the source's id).
  const cite = (s: { cite: { source: string; section: string | null } | null } | null, by: string) =>
    s?.cite?.section ? `${by}: “${s.cite.section}”` : '';
  const rules = changes.map((r): DifferenceRule => {
    const chain = r.change === 'removed' ? c.a.resolved.chain : c.b.resolved.chain;
    const s =
      sectionFor(chain, r.id) ?? sectionFor(r.change === 'removed' ? c.b.resolved.chain : c.a.resolved.chain, r.id);
    return {
      change: r.change,
      section: s ? { ...s, href: `${base}/rules/${s.book}/#${s.anchor}` } : null,
      cites: [...new Set([cite(r.a, c.a.title), cite(r.b, c.b.title)].filter(Boolean))],
    };
  });
  // One entry per section: two clauses explained in one place are one reason to a reader.
  const seen = new Set<string>();
  return {
    deal,
    rules: rules.filter((r) => {
      const k = r.section ? r.section.href : r.cites.join();
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    }),
  };
}

/** The reason as a sentence in `t`'s words (plain text; the page links each section). */
export function reasonSentence(r: WitnessReason, a: string, b: string, t: PageCatalog = ui('en')): string {
  const one = (x: DifferenceRule) =>
    `${x.change === 'changed' ? t.reasonChanged : x.change === 'added' ? t.reasonOnly(b) : t.reasonOnly(a)}` +
    `${x.section ? t.reasonExplained(x.section.heading) : ''}${x.cites.length ? ` (${x.cites.join('; ')})` : ''}`;
  return t.reasonPart(r.deal, r.rules.length ? r.rules.map(one).join(t.reasonAnd) : t.reasonListed);
}
