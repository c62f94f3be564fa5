/**
 * "Save this deal as an example": a finished run of deals (played at the table or scored on the
 * slate) written as an `example` block with `expect` lines, so that a house rule carries its own
 * tests. The block replays the same deals: a played deal as its hands, trump and moves; and the
 * expectations are what the machine scored for the last deal, found by replaying the deals here
 * (the same replay that runs the examples), so the text passes against the variant it came from.
 *
 * Earlier deals of the game are written by their figures (`deal points ... tricks ...`) when that
 * scores exactly as the cards did, which keeps the block short; the deal saved is written in full.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import type { GameEvent } from '../engine/machine.ts';
import type { Move } from '../engine/steps/step.ts';
import type { ShownEntry } from '../engine/state.ts';
import { replay, type Scenario, type Transcript } from './replay.ts';
import { ScenarioInputError } from './errors.ts';
import { freshId, type ExampleBlock } from './example-ids.ts';

export { exampleIds, withFreshId, type ExampleBlock } from './example-ids.ts';

/** The deals to save, as the scenario format writes them (played, scored or redeal), with the table. */
export interface SavedRun {
  players: string[];
  dealer: string;
  /** The readings chosen, by ambiguity id (only those the player picked; the defaults need no line). */
  options?: Record<string, string>;
  deals: unknown[];
}

/** Where the deals were finished: played at the table, or scored on the slate (only words in the title differ). */
export type SavedFrom = 'table' | 'slate';

/** An example block ready to append: its id, its title and its text (ending in a newline). */

/** A played deal as the scenario format has it. */
interface PlayedDeal {
  hands: Record<string, string[]>;
  trump?: string;
  /** The talon dealt apart, when the deal has one. */
  talon?: string[];
  plays: string[];
}

/**
 * The example block for `run` under `cv`, with an id not among `taken`; or, in words, why there is
 * none (no deal finished yet, or deals the rules refuse).
 */
export function exampleText(
  cv: CompiledVariant,
  run: SavedRun,
  from: SavedFrom,
  taken: Iterable<string> = [],
): ExampleBlock | string {
  const full = tryReplay(cv, run, run.deals);
  if (typeof full === 'string') return `these deals cannot be replayed: ${full}`;
  if (full.error) return `these deals cannot be replayed: ${full.error.message}`;
  const last = full.log.at(-1);
  if (!last) return 'no deal is finished yet';
  // One entry per deal lets the earlier deals be written by their figures; checked by replaying them so.
  let deals = run.deals;
  if (full.log.length === run.deals.length && run.deals.length > 1) {
    const short = run.deals.map((d, i) => (i < run.deals.length - 1 ? figuresOf(d, full.log[i]!) : d));
    const t = tryReplay(cv, run, short);
    if (typeof t !== 'string' && !t.error && sameScores(t.log, full.log)) deals = short;
  }
  const id = freshId(taken);
  const title = titleOf(cv, full.log, from);
  const lines = [
    `players ${run.players.join(' ')} dealer ${run.dealer}`,
    ...(run.options && Object.keys(run.options).length
      ? [
          `options ${Object.entries(run.options)
            .map(([a, r]) => `${a} = ${r}`)
            .join(', ')}`,
        ]
      : []),
    ...deals.flatMap((d) => dealLines(d)),
    ...expectLines(last),
  ];
  return { id, title, text: `example ${id} "${title}" {\n${lines.map((l) => `  ${l}`).join('\n')}\n}\n` };
}

/**
 * The deals of a game as the play island's machine took its events: `CARDS` opens a played deal,
 * each move goes into its plays (a take as `P:take`), `REDEAL` is a redeal (the table sends no `DEAL`).
 * `names`: the players by seat. A deal not yet counted is left out.
 */
export function dealsFromEvents(
  cv: CompiledVariant,
  names: readonly string[],
  events: readonly GameEvent[],
): unknown[] {
  const deals: unknown[] = [];
  let open: PlayedDeal | null = null;
  const move = (seat: number, m: Move) => open?.plays.push(`${names[seat]}:${moveWords(cv, m)}`);
  for (const e of events) {
    switch (e.type) {
      case 'CARDS': {
        const hands = Object.fromEntries(
          e.hands.flatMap((h, q) => (h.length ? [[names[q]!, h.map((c) => cv.deck.names[c]!)]] : [])),
        );
        // The turned card itself when there is one (an exchange with the table needs it), else the suit.
        const trump =
          e.upcard !== undefined && e.upcard >= 0
            ? cv.deck.names[e.upcard]
            : e.trump >= 0
              ? cv.deck.suits[e.trump]
              : undefined;
        open = {
          hands,
          ...(trump !== undefined ? { trump } : {}),
          ...(e.talon?.length ? { talon: e.talon.map((c) => cv.deck.names[c]!) } : {}),
          plays: [],
        };
        deals.push(open);
        break;
      }
      case 'PLAY':
        move(e.seat, { kind: 'card', card: e.card });
        break;
      case 'MOVE':
        move(e.seat, e.move);
        break;
      case 'PASS':
        move(e.seat, { kind: 'pass' });
        break;
      case 'PICKUP':
        move(e.seat, { kind: 'pickup', count: e.count ?? null });
        break;
      case 'TAKE':
        move(e.seat, { kind: 'take' });
        break;
      case 'COUNT':
        open = null;
        break;
      case 'REDEAL':
        open = null;
        deals.push({ redeal: true, askedBy: names[e.seat] });
        break;
      default:
        break;
    }
  }
  // A deal still being played is left out: its hands are not to be seen before it is over.
  if (open !== null) deals.pop();
  return deals;
}

function tryReplay(cv: CompiledVariant, run: SavedRun, deals: unknown[]): Transcript | string {
  const sc: Scenario = { variant: cv.id, options: run.options ?? {}, players: run.players, dealer: run.dealer, deals };
  try {
    return replay(cv, sc);
  } catch (e) {
    if (e instanceof ScenarioInputError) return e.message;
    // A rule failing while the deals replay: said in words, the block is not offered.
    return e instanceof Error ? e.message : String(e);
  }
}

/** A played deal written by what it scored (points and tricks, or places); others as they are. */
function figuresOf(d: unknown, e: ShownEntry): unknown {
  if (!d || typeof d !== 'object' || !('hands' in d)) return d;
  const dealt = Object.keys((d as PlayedDeal).hands);
  const pick = (xs: Record<string, number>) => Object.fromEntries(dealt.map((p) => [p, xs[p] ?? 0]));
  return e.places ? { places: pick(e.places) } : { points: pick(e.points), tricks: pick(e.tricks) };
}

/** Whether two logs score alike: every deal's tallies, drop-outs, play-offs, game ends and dealers. */
function sameScores(a: ShownEntry[], b: ShownEntry[]): boolean {
  const key = (e: ShownEntry) =>
    JSON.stringify([e.kind, e.phase, e.dealer, e.forehand, e.tallies, e.out, e.playoff, e.gameOver]);
  return a.length === b.length && a.every((e, i) => key(e) === key(b[i]!));
}

function dealLines(d: unknown): string[] {
  const x = d as Partial<PlayedDeal> & {
    redeal?: boolean;
    askedBy?: string;
    points?: Record<string, number>;
    tricks?: Record<string, number>;
    places?: Record<string, number>;
    cards?: Record<string, number>;
  };
  const pairs = (o: Record<string, number>) =>
    Object.entries(o)
      .map(([p, n]) => `${p} ${n}`)
      .join(' ');
  if (x.redeal) return [`redeal by ${x.askedBy}`];
  if (x.hands) {
    const plays = x.plays ?? [];
    // A line per group of moves, as the shipped files lay them out.
    const rows: string[] = [];
    for (let i = 0; i < plays.length; i += 12) rows.push(`moves ${plays.slice(i, i + 12).join(' ')}`);
    return [
      ...Object.entries(x.hands).map(([p, h]) => `hand ${p} ${h.join(' ')}`),
      ...(x.trump ? [`trump ${x.trump}`] : []),
      ...(x.talon ? [`talon ${x.talon.join(' ')}`] : []),
      ...rows,
    ];
  }
  if (x.places) return [`deal places ${pairs(x.places)}${x.cards ? ` cards ${pairs(x.cards)}` : ''}`];
  return [`deal points ${pairs(x.points ?? {})}${x.tricks ? ` tricks ${pairs(x.tricks)}` : ''}`];
}

/** What the last deal scored, as `expect` lines: its figures, every tally, who is out, a play-off, a game's loser. */
function expectLines(e: ShownEntry): string[] {
  const pairs = (o: Record<string, number>) =>
    Object.entries(o)
      .map(([p, n]) => `${p} ${n}`)
      .join(' ');
  const lines: string[] = [];
  // A deal scored by places has no expectation of its own: its tallies say what the places did.
  if (!e.places && e.kind !== 'redeal' && Object.keys(e.points).length) {
    lines.push(`expect card-points ${pairs(e.points)}`);
    if (Object.keys(e.tricks).length) lines.push(`expect tricks-taken ${pairs(e.tricks)}`);
  }
  for (const [t, v] of Object.entries(e.tallies))
    lines.push(typeof v === 'number' ? `expect ${t} ${v}` : `expect ${t} ${pairs(v)}`);
  if (e.out.length) lines.push(`expect out ${e.out.join(' ')}`);
  if (e.playoff?.length) lines.push(`expect playoff ${e.playoff.join(' ')}`);
  if (e.gameOver?.loser) lines.push(`expect loser ${e.gameOver.loser}`);
  return lines;
}

/** The title in words: which deal, and what it changed on the score. */
function titleOf(cv: CompiledVariant, log: ShownEntry[], from: SavedFrom): string {
  const last = log.at(-1)!;
  const before = log.length > 1 && log.at(-2)!.game === last.game ? log.at(-2)!.tallies : {};
  // Grouped by tally: "marks You +1, Cleo -1"; a shared tally by its new amount: "pot 160".
  const changes: string[] = [];
  for (const [t, v] of Object.entries(last.tallies)) {
    const title = (cv.tallies.find((x) => x.name === t)?.title ?? t).toLowerCase();
    const was = before[t];
    if (typeof v === 'number') {
      if (v !== (typeof was === 'number' ? was : 0)) changes.push(`${title} ${v}`);
      continue;
    }
    const moved = Object.entries(v).flatMap(([p, n]) => {
      const d = n - (typeof was === 'object' ? (was[p] ?? 0) : 0);
      return d === 0 ? [] : [`${p} ${d > 0 ? '+' : ''}${d}`];
    });
    if (moved.length) changes.push(`${title} ${moved.join(', ')}`);
  }
  const which = `Deal ${log.length} ${from === 'table' ? 'as played at the table' : 'as scored on the slate'}`;
  const said = changes.length ? changes.join('; ') : 'nothing changes on the score';
  // A title is one line in double quotes: none may come from a name or a tally title.
  return `${which}: ${said}`.replace(/["\n\r]/g, '');
}

/** A move as the scenario format spells it after the player: `7C`, `pass`, `pickup:2`, `take`, `give:QS,KH`, `trump:H`. */
function moveWords(cv: CompiledVariant, m: Move): string {
  switch (m.kind) {
    case 'card':
      return cv.deck.names[m.card]!;
    case 'pickup':
      return m.count != null ? `pickup:${m.count}` : 'pickup';
    case 'give':
      return `give:${m.cards.map((c) => cv.deck.names[c]).join(',')}`;
    case 'name':
      return `trump:${cv.deck.suits[m.suit]}`;
    case 'choose':
      return `choose:${m.option}`;
    default:
      return m.kind;
  }
}
