/**
 * Rules `unknown-phase`, `unknown-ambiguity`, `unknown-reading`, `unknown-tally`, `unknown-value`:
 * every name used inside a clause's conditions, numbers, player sets and effects refers to
 * something the variant declares.
 *
 * - `phase = X`: X is a phase;
 * - `reading A is R`: A is an ambiguity and R one of its readings;
 * - `add`/`erase`/`loses game with`/`total`/`settle`: the tally is a `tally` clause;
 * - a per-player value (`points >= 100`, `most points`, `all marks equal`, `playoff rank fewest
 *   points`): `points`, `tricks`, or a per-player tally;
 * - `unknown-event`: an event (`<event> when`, `<event>` as a condition, `<event> first`), its
 *   player noun (a set of players) and its count noun (a number) are declared by an `event`
 *   statement (the prelude's included). An event's id must not be a field of the transcript.
 */
import type { ClauseBody, Cond, Effect, Ident, NumExpr, PlayerSet, Seat } from '../../parse/ast.ts';
import type { ResolvedVariant } from '../../resolve/resolve.ts';
import { diagnostic, didYouMean, nameList, type Diagnostic } from '../../core/diagnostic.ts';

/** The per-player values every variant has: card points taken and tricks taken in the deal. */
const BUILTIN_VALUES = ['points', 'tricks', 'place', 'cards'] as const;

/** Walks every clause body in force and reports names that refer to nothing. */
export function checkReferences(v: ResolvedVariant): Diagnostic[] {
  const out: Diagnostic[] = [];
  const phases = v.phases.map((p) => p.id);
  const phaseIds = new Set(phases);
  const tallies = new Map<string, 'player' | 'shared'>();
  for (const c of v.clauses) if (c.node.body.kind === 'Tally') tallies.set(c.id, c.node.body.scope);
  const values = [...BUILTIN_VALUES, ...[...tallies].filter(([, scope]) => scope === 'player').map(([id]) => id)];
  // Looked up in sets and maps: a file with thousands of names is checked in linear time.
  const valueIds = new Set<string>(values);
  const scoring = v.clauses.filter((c) => c.node.body.kind === 'Score').map((c) => c.id);
  const scoringIds = new Set(scoring);
  const readingsOf = new Map([...v.ambiguities].map(([id, a]) => [id, new Set(a.readings.map((r) => r.id.name))]));
  const events = [...v.events.values()];
  const eventIds = events.map((e) => e.id.name);
  const playerNouns = new Set(events.map((e) => e.player.name));
  const countNouns = new Set(events.map((e) => e.count.name));
  for (const e of v.events.values()) {
    if (TRANSCRIPT_FIELDS.has(e.id.name)) {
      out.push(diagnostic('unknown-event', e.id.loc, `an event cannot be called \`${e.id.name}\`: each deal's transcript entry already has a field of that name`,
        'give the event another id'));
    }
    // A noun the language already reads otherwise would never be read as the event's.
    if (RESERVED_WORDS.has(e.player.name)) {
      out.push(diagnostic('unknown-event', e.player.loc, `\`${e.player.name}\` already means something in a set of players`, 'call the player who made the event something else'));
    }
    if (RESERVED_WORDS.has(e.count.name) || valueIds.has(e.count.name) || tallies.has(e.count.name)) {
      out.push(diagnostic('unknown-event', e.count.loc, `\`${e.count.name}\` already means something in a number`, 'call the count of the event something else'));
    }
  }

  const event = (id: Ident): void => {
    if (v.events.has(id.name)) return;
    out.push(diagnostic('unknown-event', id.loc, `no event \`${id.name}\` is declared`,
      didYouMean(id.name, eventIds) ?? `declare it: event ${id.name} "Title" player <who made it> count <how often this game>`));
  };

  const tally = (id: Ident): void => {
    if (tallies.has(id.name)) return;
    out.push(diagnostic('unknown-tally', id.loc, `no tally \`${id.name}\` is declared`,
      didYouMean(id.name, tallies.keys()) ?? `declare it: ${id.name}: tally per player "what it counts"`));
  };

  const value = (id: Ident): void => {
    if (valueIds.has(id.name)) return;
    if (tallies.get(id.name) === 'shared') {
      out.push(diagnostic('unknown-value', id.loc, `\`${id.name}\` is a shared tally, not a value each player has`,
        `use \`total ${id.name}\` for its amount`));
      return;
    }
    out.push(diagnostic('unknown-value', id.loc, `\`${id.name}\` is not a per-player value`,
      didYouMean(id.name, values) ?? `a per-player value is ${nameList(values)}`));
  };

  const cond = (c: Cond | null): void => {
    if (!c) return;
    switch (c.kind) {
      case 'Logic': cond(c.left); cond(c.right); return;
      case 'Not': cond(c.cond); return;
      // Card-play atoms: check-play-conditions types them and their card sets.
      case 'Holding': case 'HoldingOnly': case 'TrickIs': case 'LedIs': return;
      case 'Happened': event(c.event); return;
      case 'ReadingIs': {
        const amb = v.ambiguities.get(c.ambiguity.name);
        if (!amb) {
          out.push(diagnostic('unknown-ambiguity', c.ambiguity.loc, `no ambiguity \`${c.ambiguity.name}\` is declared`,
            didYouMean(c.ambiguity.name, v.ambiguities.keys()) ?? 'declare it: ambiguity id "question" { reading "text" [source] ... default reading }'));
        } else if (!readingsOf.get(c.ambiguity.name)!.has(c.reading.name)) {
          const readings = amb.readings.map((r) => r.id.name);
          out.push(diagnostic('unknown-reading', c.reading.loc, `ambiguity \`${amb.id.name}\` has no reading \`${c.reading.name}\``,
            didYouMean(c.reading.name, readings) ?? `its readings are ${nameList(readings)}`));
        }
        return;
      }
      case 'PhaseIs':
        if (!phaseIds.has(c.phase.name)) {
          out.push(diagnostic('unknown-phase', c.phase.loc, `no phase \`${c.phase.name}\` is declared`,
            didYouMean(c.phase.name, phases) ?? (phases.length ? `the phases are ${nameList(phases)}` : 'declare it: phase id "Title" { ... }')));
        }
        return;
      case 'AllEqual': value(c.value); return;
      case 'AllAre': value(c.value); num(c.to); return;
      case 'Compare': num(c.left); num(c.right); return;
      default: return unreachable(c);
    }
  };

  const num = (n: NumExpr | null): void => {
    if (!n) return;
    switch (n.kind) {
      case 'Arith': num(n.left); num(n.right); return;
      case 'MinMax': num(n.a); num(n.b); return;
      case 'Count': players(n.set); return;
      case 'Total': tally(n.tally); return;
      case 'Value':
        if (countNouns.has(n.name.name)) return;
        if (!valueIds.has(n.name.name) && tallies.get(n.name.name) !== 'shared' && didYouMean(n.name.name, countNouns)) {
          out.push(diagnostic('unknown-value', n.name.loc, `\`${n.name.name}\` is not a number this variant knows`, didYouMean(n.name.name, [...values, ...countNouns])!));
          return;
        }
        value(n.name); return;
      case 'Num': case 'Active': case 'Deals': return;
      case 'TrickNumber': case 'PlayedCount': case 'HeldCount': return;
      case 'Aggregate': value(n.value); if (n.among) players(n.among); return;
      case 'Times':
        if (!scoringIds.has(n.clause.name)) {
          out.push(diagnostic('unknown-clause', n.clause.loc, `no scoring clause \`${n.clause.name}\``,
            didYouMean(n.clause.name, scoring) ?? '`times` counts how often a scoring clause (`label: when ...: ...`) applied'));
        }
        return;
      default: return unreachable(n);
    }
  };

  const players = (s: PlayerSet): void => {
    switch (s.kind) {
      case 'Extreme': value(s.value); num(s.count); for (const k of s.then ?? []) value(k.value); return;
      case 'Where': cond(s.cond); return;
      case 'Everyone': case 'Others': case 'Remaining': return;
      case 'EventPlayer':
        if (playerNouns.has(s.name.name)) return;
        out.push(diagnostic('unknown-event', s.name.loc, `\`${s.name.name}\` is not a set of players`,
          didYouMean(s.name.name, [...playerNouns, 'everyone', 'others', 'remaining'])
            ?? `a set of players is everyone, others, remaining, most <value>, players where <condition>${playerNouns.size ? `, or ${nameList([...playerNouns])}` : ''}`));
        return;
      default: return unreachable(s);
    }
  };

  const effect = (e: Effect): void => {
    switch (e.kind) {
      case 'Add': case 'Erase': num(e.amount); tally(e.tally); players(e.who); return;
      case 'LoseGame': players(e.who); num(e.amount); tally(e.tally); return;
      case 'DropOut': players(e.who); return;
      case 'PayIn': case 'PayOut': {
        num(e.amount); tally(e.from); tally(e.to); players(e.who);
        // Money goes between each player's tally and one shared tally (the pot).
        const [own, pool] = e.kind === 'PayIn' ? [e.from, e.to] : [e.to, e.from];
        if (tallies.get(own.name) === 'shared') {
          out.push(diagnostic('tally-kind', own.loc, `\`${own.name}\` is a shared tally; here each player's own tally is meant`, 'pay from (or to) a `tally per player`, e.g. `stakes`'));
        }
        if (tallies.get(pool.name) === 'player') {
          out.push(diagnostic('tally-kind', pool.loc, `\`${pool.name}\` is kept per player; a payment goes into (or out of) a shared tally`, 'declare the pot as `tally shared "the pot"`'));
        }
        return;
      }
      case 'Nothing': case 'EndGame': return;
      default: return unreachable(e);
    }
  };

  // Seats name no declared things today; walked so that a future `Seat` form is not forgotten.
  const seat = (s: Seat): void => {
    if (s.kind === 'SeatStep') seat(s.from);
  };

  const body = (b: ClauseBody): void => {
    switch (b.kind) {
      case 'Trump': case 'Must': case 'Action': cond(b.when); return;
      case 'EventWhen': event(b.event); cond(b.cond); return;
      case 'Ends': cond(b.cond); return;
      case 'Score': cond(b.cond); b.effects.forEach(effect); return;
      case 'AtEnd': case 'AfterDeal': case 'GameOver': cond(b.when); b.effects.forEach(effect); return;
      case 'Lead': case 'NextDealer': case 'PlayoffDealer': case 'PlayoffLead': case 'TrumpNamed': seat(b.seat); return;
      case 'PlayoffNextDealer': for (const ch of b.choices) { seat(ch.seat); cond(ch.when); } return;
      case 'PlayoffRank': for (const k of b.keys) if (k.by === 'first') event(k.event); else value(k.value); return;
      case 'Settle': tally(b.tally); return;
      case 'Rubber': cond(b.until); return;
      case 'NextGameDealer': case 'PlayoffNextLead': seat(b.seat); return;
      case 'Players': case 'Deck': case 'Special': case 'Order': case 'Points': case 'Deal': case 'Winner':
      case 'Tally': case 'Ties': case 'Play': case 'TrumpsBeat': case 'Give': case 'Exchange':
        return;
      default: return unreachable(b);
    }
  };

  for (const c of v.clauses) {
    body(c.node.body);
    cond(c.node.guard);
  }
  for (const claim of v.claims) {
    cond(claim.when);
    cond(claim.holds);
  }
  return out;
}

/** Words the grammar reads as themselves where a set of players or a number stands. */
const RESERVED_WORDS = new Set(['and', 'or', 'not', 'when', 'otherwise', 'to', 'from', 'by', 'with', 'is', 'all', 'min', 'max', 'count',
  'total', 'active', 'deals', 'times', 'highest', 'lowest', 'everyone', 'others', 'remaining', 'players', 'most', 'fewest']);

/** The fields of a transcript entry: an event's id is a key beside them. */
const TRANSCRIPT_FIELDS = new Set(['game', 'deal', 'kind', 'phase', 'dealer', 'forehand', 'players', 'points', 'tricks', 'places',
  'tallies', 'out', 'playoff', 'gameOver', 'rules', 'trump', 'open']);

function unreachable(x: never): never {
  throw new Error(`checkReferences: unhandled node ${JSON.stringify((x as { kind?: string }).kind)}`);
}
