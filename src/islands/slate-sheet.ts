/**
 * The score sheet as a table a player would keep: a column per player in seat order, a row per
 * deal naming the deal (its phase's title) and what happened in it, and each player's tallies after
 * it with the change. A pure function of a transcript's log, without the DOM, so the slate, the
 * tests and any other page read the same sheet.
 */
import type { ShownEntry } from '../engine/state.ts';
import { figure, signed as signedFigure } from '../compile/words.ts';
import { sheetUi } from './i18n/sheet-ui.ts';

/** The rulebook section that explains a clause, as readers see it. */
export interface SheetSection {
  heading: string;
  href: string;
}

/** What the sheet needs to know about the variant, all from the compiled or resolved variant. */
export interface SheetContext {
  /** Players in seat order. */
  players: readonly string[];
  /** The title of a phase by its id (what readers see instead of the id). */
  phaseTitle: (id: string) => string;
  /** What a deal's points are called in a phase ("card points", or "points" where tricks count too: pointsNoun); "card points" if not given. */
  pointsNoun?: (phase: string) => string;
  /** Declared events as readers see them (`eventNotes`). */
  notes: (e: ShownEntry) => string[];
  /** The scoring clauses that applied in the deal of row `i` (for the reason a player went out), if known. */
  rulesOf?: (i: number) => readonly string[];
  /** The clauses whose effect puts a player out, each with its phase (null: any phase). */
  dropClauses?: ReadonlyMap<string, string | null>;
  /** The section explaining a clause, if the rulebook has one. */
  section?: (clause: string) => SheetSection | null;
  /** A tally's title, as readers see it (its id when not given). */
  tallyTitle?: (id: string) => string;
}

/** One player's cell: the per-player tallies after the deal, a line per tally with its change. */
export interface SheetCell {
  text: string;
  lines: { text: string; changed: boolean }[];
  changed: boolean;
  out: boolean;
}

/** A player put out by a deal, and why. */
export interface SheetOut {
  player: string;
  reason: string;
  section: SheetSection | null;
}

/** A row of the sheet: one deal. */
export interface SheetRow {
  /** "Deal 3 · <phase title>"; "Game 2, deal 1 · …"; "Play-off …" (dealLabel). */
  label: string;
  /** What happened in the deal, in seat order: points, places, events. */
  what: string;
  /** By player, in seat order. */
  cells: SheetCell[];
  /** Shared tallies after the deal (a pot), by name. */
  shared: { name: string; text: string; changed: boolean }[];
  outs: SheetOut[];
  /** Play-off, end of game: the rest of the row's notes. */
  notes: string[];
  /**
   * A game in teams only: each team's line in words, in the entry's order ("N and S: 72 card points
   * and 5 tricks between them; marks 2"), the deal's figures and the tallies after it added up.
   */
  teams?: string[];
}

/** The whole sheet. */
/** The whole sheet; `titles` gives each tally's title by its id (`perPlayer` and `shared` are ids). */
export interface Sheet {
  players: string[];
  perPlayer: string[];
  shared: string[];
  titles: Record<string, string>;
  rows: SheetRow[];
}

/** A change as the sheet writes it: "+1", "−5", "±0" (the minus sign, as `figure` writes it). */
const signed = (n: number): string => signedFigure(n, '±0');

/** The sheet of a transcript's `log`. */
export function scoreSheet(log: readonly ShownEntry[], ctx: SheetContext): Sheet {
  const players = [...ctx.players];
  const title = ctx.tallyTitle ?? ((id: string) => id);
  const first = log[0];
  const names = first ? Object.keys(first.tallies) : [];
  const perPlayer = names.filter((n) => typeof first!.tallies[n] !== 'number');
  const shared = names.filter((n) => typeof first!.tallies[n] === 'number');
  const rows: SheetRow[] = log.map((e, i) => {
    const prev = log[i - 1];
    // A new game starts its tallies afresh only where the variant clears them; the change is against the row before.
    const before = (name: string, p?: string): number => {
      const v = prev?.tallies[name];
      if (v === undefined) return 0;
      return typeof v === 'number' ? v : (v[p!] ?? 0);
    };
    const cells = players.map((p): SheetCell => {
      const parts = perPlayer.map((name) => {
        const now = (e.tallies[name] as Record<string, number>)[p] ?? 0;
        const d = now - before(name, p);
        return { name, now, d };
      });
      const lines = parts.map(({ name, now, d }) => ({
        text: `${perPlayer.length > 1 ? `${title(name)} ` : ''}${figure(now)}${d ? ` (${signed(d)})` : ''}`,
        changed: d !== 0,
      }));
      return {
        text: lines.map((l) => l.text).join('\n'),
        lines,
        changed: parts.some((x) => x.d !== 0),
        out: e.out.includes(p),
      };
    });
    const sharedCells = shared.map((name) => {
      const now = e.tallies[name] as number;
      const d = now - before(name);
      return { name, text: `${figure(now)}${d ? ` (${signed(d)})` : ''}`, changed: d !== 0 };
    });
    const wasOut = new Set(prev && prev.game === e.game ? prev.out : []);
    const outs = players
      .filter((p) => e.out.includes(p) && !wasOut.has(p))
      .map((p) => outReason(e, i, p, perPlayer, ctx));
    const w = sheetUi();
    const notes = [
      ...ctx.notes(e),
      e.playoff ? w.playoffBetween(e.playoff) : '',
      e.gameOver ? w.gameOver(e.gameOver.loser ?? null) : '',
    ].filter(Boolean);
    const noun = ctx.pointsNoun?.(e.phase) ?? w.cardPoints;
    return {
      label: dealLabel(e, ctx.phaseTitle),
      what: dealWords(e, players, noun),
      cells,
      shared: sharedCells,
      outs,
      notes,
      // Only a game in teams has the key: other sheets keep their rows as they were.
      ...(e.teams ? { teams: e.teams.map((t) => teamWords(t, noun, title)) } : {}),
    };
  });
  return { players, perPlayer, shared, titles: Object.fromEntries(names.map((n) => [n, title(n)])), rows };
}

/**
 * A deal as every page names it, one form throughout: "Deal 3 · <phase title>", with the game when
 * it is not the first ("Game 2, deal 1 · …") and "play-off" for a play-off deal, in the page's
 * language (./i18n/sheet-en.ts). A title keeps its own brackets ("Deal 4 · No Max (King of
 * Hearts)"): none are put round it.
 */
export function dealLabel(
  e: Pick<ShownEntry, 'kind' | 'deal' | 'game' | 'phase'>,
  phaseTitle: (id: string) => string,
): string {
  const head = sheetUi().dealLabel(e);
  const title = phaseTitle(e.phase);
  return title ? `${head} · ${title}` : head;
}

/** What the deal brought, in seat order: card points (and tricks), or the order of going out. */
function dealWords(e: ShownEntry, players: readonly string[], noun: string): string {
  const w = sheetUi();
  const inDeal = players.filter((p) => e.players.includes(p));
  if (e.places) {
    const order = [...inDeal].filter((p) => (e.places![p] ?? 0) > 0).sort((a, b) => e.places![a]! - e.places![b]!);
    return order.map((p) => w.place(p, e.places![p]!)).join(', ');
  }
  const tricks = inDeal.some((p) => (e.tricks[p] ?? 0) > 0);
  return w.figures(
    inDeal.map((p) => w.points(p, e.points[p] ?? 0, tricks ? (e.tricks[p] ?? 0) : null)),
    noun,
  );
}

/** A team's line: "N and S: 72 card points and 5 tricks between them; marks 2" (a team of one: "E: 30 card points and 2 tricks; marks 0"). */
function teamWords(t: NonNullable<ShownEntry['teams']>[number], noun: string, title: (id: string) => string): string {
  const tallies = Object.entries(t.tallies).map(([name, n]) => `${title(name)} ${figure(n)}`);
  return sheetUi().team(t.players, t.points, noun, t.tricks, tallies);
}

/** Why `p` went out in row `i`: the drop clause that applied, as its rulebook section, with the player's tallies then. */
function outReason(e: ShownEntry, i: number, p: string, perPlayer: readonly string[], ctx: SheetContext): SheetOut {
  // The machine's entry names the scoring and end-of-phase clauses that applied; a drop after the deal is
  // not among them, and is then the drop clause of the deal's phase.
  const drops = ctx.dropClauses ?? new Map<string, string | null>();
  const clause =
    ctx.rulesOf?.(i).find((r) => drops.has(r)) ??
    [...drops].find(([, ph]) => ph === e.phase)?.[0] ??
    [...drops].find(([, ph]) => ph === null)?.[0] ??
    null;
  const section = clause ? (ctx.section?.(clause) ?? null) : null;
  const title = ctx.tallyTitle ?? ((id: string) => id);
  const state = perPlayer
    .map((name) => `${title(name)} ${(e.tallies[name] as Record<string, number>)[p] ?? 0}`)
    .join(', ');
  return { player: p, reason: sheetUi().outWith(p, state), section };
}

/** The sentence of a sheet row, as a reader would say it: "Deal 3 · <phase title>: N 4, … card points; E is out …". */
export function rowSentence(r: SheetRow): string {
  return `${r.label}: ${[r.what, ...r.outs.map((o) => o.reason + (o.section ? ` (${o.section.heading})` : '')), ...r.notes, ...(r.teams ?? [])].filter(Boolean).join('; ')}.`;
}
