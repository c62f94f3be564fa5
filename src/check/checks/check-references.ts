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
import type { Statement } from '../../parse/ast.ts';
import type { ResolvedVariant } from '../../resolve/resolve.ts';
import type { Located } from '../../resolve/symbols.ts';
import { diagnostic, didYouMean, nameList, type Diagnostic } from '../../core/diagnostic.ts';

/**
 * The per-player values every variant has: card points and tricks taken in the deal, the place in
 * going out, cards left, and the passes (a lay-off) and pick-ups (a beating deal) made in it.
 */
const BUILTIN_VALUES = ['points', 'tricks', 'place', 'cards', 'passes', 'pickups'] as const;

/** Reports the names used in the clauses in force and the claims that the symbol table finds declared nowhere. */
export function checkReferences(v: ResolvedVariant): Diagnostic[] {
  const out: Diagnostic[] = [];
  const t = v.symbols;
  const phases = [...t.declared('phase').keys()];
  const tallies = new Map<string, 'player' | 'shared'>();
  for (const [name, st] of t.declared('tally'))
    if (st.kind === 'Clause' && st.body.kind === 'Tally') tallies.set(name, st.body.scope);
  const values = [...BUILTIN_VALUES, ...[...tallies].filter(([, scope]) => scope === 'player').map(([id]) => id)];
  // Looked up in sets and maps: a file with thousands of names is checked in linear time.
  const valueIds = new Set<string>(values);
  const scoring = [...t.declared('clause')].flatMap(([name, st]) =>
    st.kind === 'Clause' && st.body.kind === 'Score' ? [name] : [],
  );
  const scoringIds = new Set(scoring);
  const eventIds = [...t.declared('event').keys()];
  const playerNouns = new Set(t.declared('event-player').keys());
  const countNouns = new Set(t.declared('event-count').keys());
  for (const e of v.events.values()) {
    if (TRANSCRIPT_FIELDS.has(e.id.name)) {
      out.push(
        diagnostic(
          'unknown-event',
          e.id.loc,
          `an event cannot be called \`${e.id.name}\`: each deal's transcript entry already has a field of that name`,
          'give the event another id',
        ),
      );
    }
    // A noun the language already reads otherwise would never be read as the event's.
    if (RESERVED_WORDS.has(e.player.name)) {
      out.push(
        diagnostic(
          'unknown-event',
          e.player.loc,
          `\`${e.player.name}\` already means something in a set of players`,
          'call the player who made the event something else',
        ),
      );
    }
    if (RESERVED_WORDS.has(e.count.name) || valueIds.has(e.count.name) || tallies.has(e.count.name)) {
      out.push(
        diagnostic(
          'unknown-event',
          e.count.loc,
          `\`${e.count.name}\` already means something in a number`,
          'call the count of the event something else',
        ),
      );
    }
  }

  const event = (id: Located): void => {
    if (t.has('event', id.name)) return;
    out.push(
      diagnostic(
        'unknown-event',
        id.loc,
        `no event \`${id.name}\` is declared`,
        didYouMean(id.name, eventIds) ??
          `declare it: event ${id.name} "Title" player <who made it> count <how often this game>`,
      ),
    );
  };

  const tally = (id: Located): void => {
    const scope = tallies.get(id.name);
    if (!scope) {
      out.push(
        diagnostic(
          'unknown-tally',
          id.loc,
          `no tally \`${id.name}\` is declared`,
          didYouMean(id.name, tallies.keys()) ?? `declare it: ${id.name}: tally per player "what it counts"`,
        ),
      );
    } else if (id.wants === 'player' && scope === 'shared') {
      out.push(
        diagnostic(
          'tally-kind',
          id.loc,
          `\`${id.name}\` is a shared tally; here each player's own tally is meant`,
          'pay from (or to) a `tally per player`, e.g. `stakes`',
        ),
      );
    } else if (id.wants === 'shared' && scope === 'player') {
      out.push(
        diagnostic(
          'tally-kind',
          id.loc,
          `\`${id.name}\` is kept per player; a payment goes into (or out of) a shared tally`,
          'declare the pot as `tally shared "the pot"`',
        ),
      );
    }
  };

  const value = (id: Located): void => {
    if (valueIds.has(id.name)) return;
    if (tallies.get(id.name) === 'shared') {
      out.push(
        diagnostic(
          'unknown-value',
          id.loc,
          `\`${id.name}\` is a shared tally, not a value each player has`,
          `use \`total ${id.name}\` for its amount`,
        ),
      );
      return;
    }
    out.push(
      diagnostic(
        'unknown-value',
        id.loc,
        `\`${id.name}\` is not a per-player value`,
        didYouMean(id.name, values) ?? `a per-player value is ${nameList(values)}`,
      ),
    );
  };

  const number = (id: Located): void => {
    if (countNouns.has(id.name)) return;
    if (!valueIds.has(id.name) && tallies.get(id.name) !== 'shared' && didYouMean(id.name, countNouns)) {
      out.push(
        diagnostic(
          'unknown-value',
          id.loc,
          `\`${id.name}\` is not a number this variant knows`,
          didYouMean(id.name, [...values, ...countNouns])!,
        ),
      );
      return;
    }
    value(id);
  };

  const reference = (o: Located): void => {
    switch (o.kind) {
      case 'event':
        return event(o);
      case 'ambiguity': {
        if (t.has('ambiguity', o.name)) return;
        out.push(
          diagnostic(
            'unknown-ambiguity',
            o.loc,
            `no ambiguity \`${o.name}\` is declared`,
            didYouMean(o.name, v.ambiguities.keys()) ??
              'declare it: ambiguity id "question" { reading "text" [source] ... default reading }',
          ),
        );
        return;
      }
      case 'reading': {
        // An unknown question is reported once, at its name.
        const amb = v.ambiguities.get(o.scope!);
        if (!amb || t.has('reading', o.name, o.scope)) return;
        const readings = amb.readings.map((r) => r.id.name);
        out.push(
          diagnostic(
            'unknown-reading',
            o.loc,
            `ambiguity \`${amb.id.name}\` has no reading \`${o.name}\``,
            didYouMean(o.name, readings) ?? `its readings are ${nameList(readings)}`,
          ),
        );
        return;
      }
      case 'phase':
        if (t.has('phase', o.name)) return;
        out.push(
          diagnostic(
            'unknown-phase',
            o.loc,
            `no phase \`${o.name}\` is declared`,
            didYouMean(o.name, phases) ??
              (phases.length ? `the phases are ${nameList(phases)}` : 'declare it: phase id "Title" { ... }'),
          ),
        );
        return;
      case 'value':
        return o.wants === 'number' ? number(o) : value(o);
      case 'tally':
        return tally(o);
      case 'event-player':
        if (playerNouns.has(o.name)) return;
        out.push(
          diagnostic(
            'unknown-event',
            o.loc,
            `\`${o.name}\` is not a set of players`,
            didYouMean(o.name, [...playerNouns, 'everyone', 'others', 'remaining']) ??
              `a set of players is everyone, others, remaining, most <value>, players where <condition>${playerNouns.size ? `, or ${nameList([...playerNouns])}` : ''}`,
          ),
        );
        return;
      case 'clause':
        if (o.role !== 'times' || scoringIds.has(o.name)) return;
        out.push(
          diagnostic(
            'unknown-clause',
            o.loc,
            `no scoring clause \`${o.name}\``,
            didYouMean(o.name, scoring) ?? '`times` counts how often a scoring clause (`label: when ...: ...`) applied',
          ),
        );
        return;
      // Citations are check-citations' and card symbols check-cards'; the rest are declarations.
      default:
        return;
    }
  };

  // The names written in the clauses in force and in this file's claims, wherever they were written.
  const checked = new Set<Statement>([...v.clauses.map((c) => c.node), ...v.claims]);
  for (const o of t.occurrences())
    if ((o.role === 'use' || o.role === 'times') && o.owner && checked.has(o.owner)) reference(o);
  return out;
}

/** Words the grammar reads as themselves where a set of players or a number stands. */
const RESERVED_WORDS = new Set([
  'and',
  'or',
  'not',
  'when',
  'otherwise',
  'to',
  'from',
  'by',
  'with',
  'is',
  'all',
  'min',
  'max',
  'count',
  'total',
  'active',
  'deals',
  'times',
  'highest',
  'lowest',
  'everyone',
  'others',
  'remaining',
  'players',
  'most',
  'fewest',
]);

/** The fields of a transcript entry: an event's id is a key beside them. */
const TRANSCRIPT_FIELDS = new Set([
  'game',
  'deal',
  'kind',
  'phase',
  'dealer',
  'forehand',
  'players',
  'points',
  'tricks',
  'places',
  'tallies',
  'out',
  'playoff',
  'gameOver',
  'teams',
  'rules',
  'trump',
  'open',
]);
