/**
 * Rules `teams-table` and `no-teams`: partnerships can be formed, and a team is named only where
 * the file says who partners whom.
 *
 * - `teams-table`: `teams across` pairs each player with the player opposite, and `teams alternate`
 *   makes two teams of every other seat; both need an even table of at least four. A `players`
 *   clause in force with the `teams` clause that allows another table is refused, at the word
 *   `across` (or `alternate`). Teams are seats, so players dropping out later change nothing.
 * - `no-teams`: `team points`, `team of ...`, `team with most ...` and `partner of ...` read the
 *   teams; in a variant with no `teams` clause they are refused where they stand.
 * - `team-tie`: teams do not play off. Under `ties playoff` (the default) a tie between teams in
 *   `team with most ...` would wait for a play-off that cannot be played, so the set must say what a
 *   tie does: `nobody if tied` (after any `then ...` tie-breaks), or the file plays `ties share`.
 *   Refused at the set, unless an unguarded `ties share` is in force.
 * Teams found from the cards (`partner of dealer is holder of AH`) pair two seats against the
 * rest, at any table: `teams-table` reads `across` and `alternate` only.
 */
import type { PlayersBody, TeamsBody, TiesBody } from '../../parse/ast.ts';
import type { ResolvedVariant } from '../../resolve/resolve.ts';
import { visit, type Handlers } from '../../resolve/visit.ts';
import { diagnostic, type Diagnostic } from '../../core/diagnostic.ts';
import type { Loc } from '../../core/location.ts';
import { TogetherIndex } from './together.ts';

/** The first table size in `min..max` that cannot be split into teams of two or more, or null. */
function unsplittable(min: number, max: number): number | null {
  if (min < 4) return min;
  if (min % 2 === 1) return min;
  return max > min ? min + 1 : null;
}

/** Reports teams at a table that cannot be split, and teams named in a variant without teams. */
export function checkTeams(v: ResolvedVariant): Diagnostic[] {
  const out: Diagnostic[] = [];
  const teams = v.clauses.filter((c) => c.node.body.kind === 'Teams');
  const badTables = new TogetherIndex();
  for (const t of v.clauses) {
    if (t.node.body.kind !== 'Players') continue;
    const { min, max } = t.node.body as PlayersBody;
    if (unsplittable(min, max) !== null) badTables.add(t);
  }
  for (const t of teams) {
    if ((t.node.body as TeamsBody).how === 'found') continue;
    const table = badTables.firstWith(t);
    if (!table) continue;
    const body = t.node.body as TeamsBody;
    const { min, max } = table.node.body as PlayersBody;
    const n = unsplittable(min, max)!;
    out.push(
      diagnostic(
        'teams-table',
        body.loc,
        `\`teams ${body.how}\` needs an even number of players, at least 4, but \`${table.id}\` allows ${n}`,
        n % 2 === 1
          ? 'with an odd number somebody has no partner: seat an even table (`players 4 ...`), or guard the teams clause by a reading with an even table'
          : 'with fewer than four players nobody has a partner: seat four or six, or play without teams',
      ),
    );
  }
  if (teams.length > 0) {
    const share = v.clauses.some(
      (c) => c.node.body.kind === 'Ties' && (c.node.body as TiesBody).policy === 'share' && !c.node.guard,
    );
    if (share) return out;
    const tie: Handlers = {
      TeamExtreme: (n) => {
        if (n.nobody) return;
        const then = (n.then ?? []).map((k) => ` then ${k.dir} ${k.value.name}`).join('');
        out.push(
          diagnostic(
            'team-tie',
            n.loc,
            `\`team with ${n.dir} ${n.value.name}${then}\` can find two teams level, and teams do not play off a tie (\`ties playoff\` is in force)`,
            `say what a tie does: \`team with ${n.dir} ${n.value.name}${then}, nobody if tied\` names no team, and \`then most tricks\` (before it) breaks a tie first; or play \`ties: ties share\` (every tied team)`,
          ),
        );
      },
    };
    for (const c of v.clauses) visit(c.node.body, tie);
    for (const c of v.claims) visit(c, tie);
    return out;
  }
  const named = (loc: Loc, what: string) =>
    out.push(
      diagnostic(
        'no-teams',
        loc,
        `${what} reads the teams, but this variant declares none`,
        'say who partners whom with a clause such as `partners: teams across` (each player partners the one opposite)',
      ),
    );
  const handlers: Handlers = {
    TeamValue: (n) => named(n.loc, `\`team ${n.value.name}\``),
    TeamOf: (n) => named(n.loc, '`team of`'),
    TeamExtreme: (n) => named(n.loc, `\`team with ${n.dir} ${n.value.name}\``),
    SeatStep: (n) => {
      if (n.step === 'partner') named(n.loc, '`partner of`');
    },
  };
  for (const c of v.clauses) visit(c.node.body, handlers);
  for (const c of v.claims) visit(c, handlers);
  return out;
}
