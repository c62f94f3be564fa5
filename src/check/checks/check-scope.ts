/**
 * Rule `no-player-in-scope`: a per-player value (`points`, `tricks`, a per-player tally) is read
 * only where a player is in scope — inside `players where ...`, a `march when ...` rule, an
 * effect's amount (read for each player it applies to), a `playoff rank`, or an action's
 * condition (the player asking). Elsewhere, say a scoring clause's `when`, there is no player to
 * read it for: `all points = 35`, `highest points`, `count(players where ...)` say what is meant.
 */
import type { Cond, Effect, NumExpr, PlayerSet } from '../../parse/ast.ts';
import type { ResolvedVariant } from '../../resolve/resolve.ts';
import { diagnostic, type Diagnostic } from '../../core/diagnostic.ts';

/** Reports per-player values read where no player is in scope. */
export function checkScope(v: ResolvedVariant): Diagnostic[] {
  const out: Diagnostic[] = [];
  // An event's count noun is one number for the game, not a value each player has.
  const counts = new Set([...v.events.values()].map((e) => e.count.name));
  const num = (n: NumExpr, scoped: boolean): void => {
    switch (n.kind) {
      case 'Arith':
        num(n.left, scoped);
        num(n.right, scoped);
        return;
      case 'MinMax':
        num(n.a, scoped);
        num(n.b, scoped);
        return;
      case 'Count':
        set(n.set);
        return;
      case 'Value':
        if (!scoped && !counts.has(n.name.name)) {
          out.push(
            diagnostic(
              'no-player-in-scope',
              n.name.loc,
              `\`${n.name.name}\` is a value each player has, but no player is in scope here`,
              `say whose: \`all ${n.name.name} = ...\`, \`highest ${n.name.name}\`, \`count(players where ${n.name.name} ...)\`, or \`total ${n.name.name}\` for a tally`,
            ),
          );
        }
        return;
      // `team points` is summed over the team of the player in scope: no player, no team.
      case 'TeamValue':
        if (!scoped) {
          out.push(
            diagnostic(
              'no-player-in-scope',
              n.loc,
              `\`team ${n.value.name}\` is a value each team has, read for the team of a player, but no player is in scope here`,
              `name the team: \`team with most ${n.value.name}\` in an effect, or \`count(players where team ${n.value.name} ...)\``,
            ),
          );
        }
        return;
      default:
        return;
    }
  };
  const cond = (c: Cond | null, scoped: boolean): void => {
    if (!c) return;
    switch (c.kind) {
      case 'Logic':
        cond(c.left, scoped);
        cond(c.right, scoped);
        return;
      case 'Not':
        cond(c.cond, scoped);
        return;
      case 'Compare':
        num(c.left, scoped);
        num(c.right, scoped);
        return;
      case 'AllAre':
        num(c.to, scoped);
        return;
      default:
        return;
    }
  };
  const set = (s: PlayerSet): void => {
    if (s.kind === 'Where') cond(s.cond, true);
    if (s.kind === 'Extreme' && s.count) num(s.count, false);
    if (s.kind === 'TeamOf') set(s.who);
  };
  const effect = (e: Effect): void => {
    if (e.kind === 'Add' || e.kind === 'Erase' || e.kind === 'LoseGame') {
      num(e.amount, true);
      set(e.who);
    }
    if (e.kind === 'DropOut') set(e.who);
    if (e.kind === 'PayIn' || e.kind === 'PayOut') {
      num(e.amount, true);
      set(e.who);
    }
  };
  for (const c of v.clauses) {
    const b = c.node.body;
    switch (b.kind) {
      case 'EventWhen':
        cond(b.cond, true);
        break;
      case 'Action':
        cond(b.when, true);
        break;
      case 'Score':
        cond(b.cond, false);
        b.effects.forEach(effect);
        break;
      case 'AtEnd':
      case 'AfterDeal':
      case 'GameOver':
        cond(b.when, false);
        b.effects.forEach(effect);
        break;
      case 'Ends':
        cond(b.cond, false);
        break;
      // A `must` condition is typed by check-play-conditions, which refuses every value of the game there.
      case 'Trump':
        cond(b.when, false);
        break;
      case 'Rubber':
        cond(b.until, false);
        break;
      case 'PlayoffNextDealer':
        b.choices.forEach((ch) => cond(ch.when, false));
        break;
      default:
        break;
    }
  }
  for (const claim of v.claims) {
    cond(claim.when, false);
    cond(claim.holds, false);
  }
  return out;
}
