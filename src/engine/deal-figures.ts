/**
 * What a finished deal's scoring did, as figures, for the sentences that say it in each language
 * (./explain-deal.ts in English, ./de/results.ts in German): the scoring effects of the clauses
 * that fired, the players in seat order, how a tally changed, and whom a figure picked. No words
 * here, so that each language's sentences read the same facts.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import type { Effect } from '../parse/ast.ts';
import type { LogEntry } from './state.ts';

type Tallies = LogEntry['tallies'];

/** The scoring effects of the clauses that fired in `entry`, in order, each with its clause's id. */
export function scoringEffects(cv: CompiledVariant, entry: LogEntry): { effect: Effect; clause: string }[] {
  const out: { effect: Effect; clause: string }[] = [];
  for (const id of entry.rules) {
    const body = cv.variant.clauses.find((c) => c.id === id)?.node.body;
    if (!body || !(body.kind === 'Score' || body.kind === 'AfterDeal' || body.kind === 'AtEnd')) continue;
    for (const effect of body.effects) out.push({ effect, clause: id });
  }
  return out;
}

/**
 * The players of `entry` in seat order: a per-player tally lists every seat in order (the flow
 * writes them so), where the deal's own figures go in the order of play from its forehand.
 */
export function seatOrder(entry: Pick<LogEntry, 'tallies' | 'points'>): string[] {
  const perPlayer = Object.values(entry.tallies).find((v) => typeof v === 'object');
  return perPlayer ? Object.keys(perPlayer) : Object.keys(entry.points);
}

/** How much player `p`'s tally `t` changed in the deal: its value after `entry` less its value `before` (null: 0). */
export function tallyChange(entry: LogEntry, before: Tallies | null, t: string, p: string): number {
  const after = entry.tallies[t];
  const was = before?.[t];
  return (typeof after === 'object' ? (after[p] ?? 0) : 0) - (typeof was === 'object' ? (was[p] ?? 0) : 0);
}

/**
 * The players among `players` whom a figure of the deal picks (`most points`, `fewest tricks`, the
 * first or last `place`), and that figure; null when the deal has no such figure.
 */
export function pickedByFigure(
  entry: LogEntry,
  players: readonly string[],
  value: string,
  dir: 'most' | 'fewest',
): { best: number; names: string[] } | null {
  const figures: Record<string, number> | undefined =
    value === 'points'
      ? entry.points
      : value === 'tricks'
        ? entry.tricks
        : value === 'place'
          ? entry.places
          : undefined;
  if (!figures) return null;
  const best = dir === 'most' ? Math.max(...Object.values(figures)) : Math.min(...Object.values(figures));
  return { best, names: players.filter((p) => figures[p] === best) };
}
