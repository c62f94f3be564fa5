/**
 * Rules about where clauses stand and how many of a kind may be in force:
 * - `misplaced-clause`: deal-scoring clauses (`march when`, `when ...:`, `ends when`, `at end`,
 *   `after deal`) belong in a phase; whole-game clauses (`game over`, play-off, table and card
 *   clauses) do not; a card-play rule (`must`) may stand in a phase whose deals are played in tricks;
 * - `unreachable-clause`: the last phase has no next phase, so its `ends when` / `at end` never run;
 * - `conflicting-clauses`: of a kind that says one thing (players, deck, deal, winner, lead, ...),
 *   two clauses in force at once, where the compiler would silently use the first;
 * - `deal-packets`: the packets of a deal add up to the cards each player gets, and the players
 *   can all be dealt from the pack: the `players`, `deck` and `deal` in force together, under each
 *   combination of the readings that guard them (combinations.ts).
 */
import type { ClauseBody, DealBody, DeckBody, PlayBody, PlayersBody } from '../../parse/ast.ts';
import type { ResolvedClause, ResolvedVariant } from '../../resolve/resolve.ts';
import { diagnostic, type Diagnostic } from '../../core/diagnostic.ts';
import { guardCombinations, inForceUnder, underEach } from './combinations.ts';

type Kind = ClauseBody['kind'];
const PHASE_ONLY: Kind[] = ['EventWhen', 'Score', 'Ends', 'AtEnd', 'AfterDeal'];
const GAME_ONLY: Kind[] = [
  'GameOver',
  'PlayoffDealer',
  'PlayoffLead',
  'PlayoffRank',
  'PlayoffNextDealer',
  'PlayoffNextLead',
  'Players',
  'Deck',
  'Deal',
  'Winner',
  'Lead',
  'NextDealer',
  'NextGameDealer',
  'Tally',
  'Ties',
  'Teams',
  'Rubber',
  'Settle',
  'Order',
  'Special',
  'Trump',
  'Action',
  'TrumpsBeat',
  'PhaseOrder',
];
/**
 * Why a whole-game clause cannot be scoped to a phase, for the hint: what a phase does scope, and
 * for the clauses of card play, that they are read for every deal alike.
 */
const PHASE_SCOPES =
  'a phase scopes its scoring, its `points` and `play`, its steps before play (`give`, `exchange`, `trump named by`) and card-play rules (`must`, `must not`)';
const PLAY_WIDE: ReadonlyMap<Kind, string> = new Map<Kind, string>([
  ['Winner', 'one trick winner holds in every deal'],
  [
    'Trump',
    'the trump is chosen the same way in every deal (a condition on the deal may choose among `trump` clauses)',
  ],
  ['Action', 'an action is allowed the same way in every deal (its `when` may ask for `phase = ...`)'],
  ['TrumpsBeat', 'trumps beat trumps the same way in every beating deal'],
  ['Lead', 'who leads is found the same way in every deal'],
  ['Deal', 'every deal is dealt alike'],
  ['Order', 'the cards rank alike in every deal'],
  ['Special', 'a special card is special in every deal'],
]);

/** Kinds of which one clause is read (per phase for `points` and `play`); more than one in force at once is a conflict. */
const SINGLE: Kind[] = [
  'PhaseOrder',
  'Players',
  'Deck',
  'Deal',
  'Winner',
  'Lead',
  'NextDealer',
  'NextGameDealer',
  'Ties',
  'Teams',
  'Rubber',
  'Settle',
  'Points',
  'Play',
  'DealEnds',
  'Draw',
  'PassOn',
  'TrumpsBeat',
  'PlayoffDealer',
  'PlayoffLead',
  'PlayoffRank',
  'PlayoffNextDealer',
  'PlayoffNextLead',
];

/** The word a clause starts with: its keyword, or the event it gives the condition of. */
const keyword = (c: ResolvedClause) =>
  c.node.body.kind === 'EventWhen' ? c.node.body.event.name : (c.node.body as { keyword: string }).keyword;

/**
 * Two clauses can be in force together unless guarded by different readings of one ambiguity.
 * The clauses of one kind seen so far, indexed so that the first one in force together with a new
 * clause is found at once: the first unguarded one, the first guarded by another ambiguity, or
 * the first guarded by the same reading (all earlier clauses in order, without a scan).
 */
class EarlierClauses {
  private unguarded: { at: number; c: ResolvedClause } | null = null;
  /** The first clause guarded by each ambiguity, in order of first appearance (two suffice). */
  private firstByAmbiguity: { ambiguity: string; at: number; c: ResolvedClause }[] = [];
  private firstByReading = new Map<string, { at: number; c: ResolvedClause }>();
  private count = 0;

  add(c: ResolvedClause): void {
    const at = this.count++;
    const g = c.node.guard;
    if (!g) {
      this.unguarded ??= { at, c };
      return;
    }
    if (this.firstByAmbiguity.length < 2 && !this.firstByAmbiguity.some((x) => x.ambiguity === g.ambiguity.name)) {
      this.firstByAmbiguity.push({ ambiguity: g.ambiguity.name, at, c });
    }
    const key = `${g.ambiguity.name}\u0000${g.reading.name}`;
    if (!this.firstByReading.has(key)) this.firstByReading.set(key, { at, c });
  }

  firstTogetherWith(c: ResolvedClause): ResolvedClause | undefined {
    const g = c.node.guard;
    const candidates = [this.unguarded];
    if (!g) candidates.push(...this.firstByAmbiguity);
    else {
      candidates.push(this.firstByAmbiguity.find((x) => x.ambiguity !== g.ambiguity.name) ?? null);
      candidates.push(this.firstByReading.get(`${g.ambiguity.name}\u0000${g.reading.name}`) ?? null);
    }
    let best: { at: number; c: ResolvedClause } | null = null;
    for (const x of candidates) if (x && (!best || x.at < best.at)) best = x;
    return best?.c;
  }
}

/**
 * How the deals of `phase` are played when no reading plays them in tricks ("played by laying
 * off"), or null when some reading does: the phase's own `play` clauses, else the game's.
 */
export function notInTricks(v: ResolvedVariant, phase: string): string | null {
  const plays = (at: string | null) =>
    v.clauses.filter((c) => c.node.body.kind === 'Play' && c.phase === at).map((c) => c.node.body as PlayBody);
  const own = plays(phase);
  const modes = (own.length > 0 ? own : plays(null)).map((b) => b.mode);
  if (modes.length === 0 || modes.includes('tricks')) return null;
  return modes.every((m) => m === 'layoff') ? 'played by laying off' : 'played as a beating game';
}

/** Reports misplaced, unreachable and conflicting clauses, and deals that do not add up. */
export function checkPlacement(v: ResolvedVariant): Diagnostic[] {
  const out: Diagnostic[] = [];
  const last = v.phases.at(-1)?.id;
  for (const c of v.clauses) {
    const kind = c.node.body.kind;
    const isPlayoffEvent = kind === 'EventWhen' && (c.node.body as { playoff: boolean }).playoff;
    if (PHASE_ONLY.includes(kind) && !isPlayoffEvent && c.phase === null) {
      out.push(
        diagnostic(
          'misplaced-clause',
          c.node.id.loc,
          `\`${keyword(c)}\` clause \`${c.id}\` is outside any phase, so it never applies`,
          'move it into a `phase id "Title" { ... }` block',
        ),
      );
    }
    if ((GAME_ONLY.includes(kind) || isPlayoffEvent) && c.phase !== null) {
      out.push(
        diagnostic(
          'misplaced-clause',
          c.node.id.loc,
          `\`${keyword(c)}\` clause \`${c.id}\` is about the whole game, not phase \`${c.phase}\``,
          PLAY_WIDE.has(kind)
            ? `move it out of the phase block: ${PLAY_WIDE.get(kind)}; ${PHASE_SCOPES}`
            : 'move it out of the phase block',
        ),
      );
    }
    if (kind === 'Must' && c.phase !== null) {
      const how = notInTricks(v, c.phase);
      if (how)
        out.push(
          diagnostic(
            'misplaced-clause',
            c.node.id.loc,
            `\`must\` clause \`${c.id}\` binds card play in tricks, but the deals of phase \`${c.phase}\` are ${how}, so it never applies`,
            'put it in the block of a phase played in tricks, or at the top level for every deal played in tricks',
          ),
        );
    }
    if ((kind === 'Ends' || kind === 'AtEnd') && c.phase !== null && c.phase === last) {
      out.push(
        diagnostic(
          'unreachable-clause',
          c.node.id.loc,
          `\`${c.id}\` is in the last phase, \`${last}\`, which has no next phase to end into`,
          'end the game with a `game over when ...` clause instead, or add a phase after it',
        ),
      );
    }
  }
  // Grouped in one pass by kind and phase, so that checking stays linear in the clauses.
  const groups = new Map<string, ResolvedClause[]>();
  for (const c of v.clauses) {
    if (!SINGLE.includes(c.node.body.kind)) continue;
    const key = `${c.node.body.kind}\u0000${c.phase ?? ''}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key)!.push(c);
  }
  for (const clauses of groups.values()) {
    const earlier = new EarlierClauses();
    for (const c of clauses) {
      const first = earlier.firstTogetherWith(c);
      if (first) {
        out.push(
          diagnostic(
            'conflicting-clauses',
            c.node.id.loc,
            `\`${c.id}\` and \`${first.id}\` are both \`${keyword(first)}\` clauses in force at once; only one can be`,
            `override \`${first.id}\` instead, or guard each with a different reading (\`if reading ... is ...\`)`,
          ),
        );
      }
      earlier.add(c);
    }
  }
  const deals = v.clauses.filter((x) => x.node.body.kind === 'Deal');
  for (const c of deals) {
    const d = c.node.body as DealBody;
    const sum = d.packets.reduce((a, b) => a + b, 0);
    if (sum !== d.count) {
      out.push(
        diagnostic(
          'deal-packets',
          c.node.body.loc,
          `the packets add up to ${sum} cards, but each player is dealt ${d.count}`,
          `make the packets add up to ${d.count}, e.g. \`in packets ${d.count}\``,
        ),
      );
    }
    if (d.talon && (d.talon.count ?? 0) < 1) {
      out.push(diagnostic('deal-packets', d.talon.countLoc, 'a talon of 0 cards is no talon', 'leave `talon 0` out'));
    }
  }
  // The table, the pack and the deal in force together, under each combination of their readings.
  const table = v.clauses.filter((x) => x.node.body.kind === 'Deck' || x.node.body.kind === 'Players');
  out.push(
    ...underEach(guardCombinations(v, [...table, ...deals]), (readings) => {
      const inForce = (x: ResolvedClause) => inForceUnder(x, readings);
      const deck = table.find((x) => x.node.body.kind === 'Deck' && inForce(x))?.node.body as DeckBody | undefined;
      const players = table.find((x) => x.node.body.kind === 'Players' && inForce(x))?.node.body as
        | PlayersBody
        | undefined;
      const size = deck ? deck.suits.length * deck.ranks.length : 0;
      return deals.filter(inForce).flatMap((c) => {
        const d = c.node.body as DealBody;
        const talon = d.talon?.count ?? 0;
        if (deck && players && talon > 0 && players.max * d.count + talon > size)
          return [
            diagnostic(
              'deal-packets',
              d.talon!.countLoc,
              `${players.max} players of ${d.count} cards and a talon of ${talon} need ${players.max * d.count + talon}; the pack has ${size}`,
              'deal a smaller talon or fewer cards each, or use a larger pack',
            ),
          ];
        if (!deck || !players || players.max * d.count <= size) return [];
        return [
          diagnostic(
            'deal-packets',
            c.node.body.loc,
            `${players.max} players of ${d.count} cards need ${players.max * d.count}; the pack has ${size}`,
            'deal fewer cards each, or use a larger pack',
          ),
        ];
      });
    }),
  );
  return out;
}
