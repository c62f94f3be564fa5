/**
 * Compiles scoring effects (`add 1 marks to most points`, `erase ...`, `... drop out`,
 * `... loses game with 2 frame`). An effect whose players are not yet known because of a tie
 * is deferred as plain data: the play-off that settles the tie applies it later.
 */
import type { Effect } from '../parse/ast.ts';
import { compileNum, compileSet, type ExprEnv, type ScoreScope, type Selection } from './expr.ts';

/** What an effect does to one player; plain data so that a deferred effect can wait in machine context. */
export type Action =
  | { kind: 'add' | 'erase'; tally: string; shared?: boolean }
  /** Move the amount from the player's tally into a shared one (`in`), or out of it to the player. */
  | { kind: 'pay-in' | 'pay-out'; player: string; shared: string }
  | { kind: 'drop' }
  | { kind: 'lose'; tally: string }
  | { kind: 'nothing' };

/** An effect waiting for a play-off among `group` to fill `slots` places. */
export interface Deferred {
  group: number[];
  slots: number;
  dir: 'most' | 'fewest';
  action: Action;
  /** The amount per candidate seat, fixed when the deal was scored. */
  amounts: Record<number, number>;
  /** Clause that ordered it, for the log. */
  clause: string;
}

/** How a game ended: its loser (-1 when it ends without one) and what the loser was charged. */
export interface GameEnd {
  loser: number;
  amount: number;
  tally: string | null;
}

/** Collects what effects decide beyond tallies: deferred play-offs and the end of the game. */
export interface EffectSink {
  deferred: Deferred[];
  end: GameEnd | null;
}

export type EffectFn = (s: ScoreScope, sink: EffectSink, clause: string) => void;

/** Applies `action` with `amount` to `seat` in scope `s`. */
export function applyAction(s: ScoreScope, sink: EffectSink, action: Action, seat: number, amount: number): void {
  switch (action.kind) {
    case 'add':
      s.tallies[action.tally]![action.shared ? 0 : seat]! += amount;
      return;
    case 'erase': {
      const t = s.tallies[action.tally]!;
      const at = action.shared ? 0 : seat;
      t[at] = Math.max(0, t[at]! - amount);
      return;
    }
    case 'drop':
      s.out[seat] = true;
      return;
    case 'pay-in':
      s.tallies[action.player]![seat]! -= amount;
      s.tallies[action.shared]![0]! += amount;
      return;
    case 'pay-out':
      s.tallies[action.shared]![0]! -= amount;
      s.tallies[action.player]![seat]! += amount;
      return;
    case 'lose':
      s.tallies[action.tally]![seat]! += amount;
      sink.end = { loser: seat, amount, tally: action.tally };
      return;
    case 'nothing':
      return;
  }
}

/** Compiles one effect. */
export function compileEffect(e: Effect, env: ExprEnv): EffectFn {
  if (e.kind === 'Nothing') return () => {};
  if (e.kind === 'EndGame')
    return (_s, sink) => {
      sink.end ??= { loser: -1, amount: 0, tally: null };
    };
  const who = compileSet(e.who, env);
  const amount = e.kind === 'DropOut' ? () => 0 : compileNum(e.amount, env);
  // Adding to a shared tally "for" each player of the set adds each amount to the one amount.
  const action: Action =
    e.kind === 'Add'
      ? { kind: 'add', tally: e.tally.name, shared: env.shared.has(e.tally.name) }
      : e.kind === 'Erase'
        ? { kind: 'erase', tally: e.tally.name, shared: env.shared.has(e.tally.name) }
        : e.kind === 'LoseGame'
          ? { kind: 'lose', tally: e.tally.name }
          : e.kind === 'PayIn'
            ? { kind: 'pay-in', player: e.from.name, shared: e.to.name }
            : e.kind === 'PayOut'
              ? { kind: 'pay-out', player: e.to.name, shared: e.from.name }
              : { kind: 'drop' };
  return (s, sink, clause) => {
    const sel: Selection = who(s);
    // One player and no tie (most effects, every deal): the amount read, then applied, without arrays.
    if (sel.chosen.length === 1 && !sel.tie) {
      const q = sel.chosen[0]!;
      applyAction(s, sink, action, q, amount(s, q));
      return;
    }
    // Amounts are read before anything changes, so `erase 2 ... from marcher` sees the deal's slate.
    const amounts: number[] = [];
    for (const q of sel.chosen) amounts.push(amount(s, q));
    if (sel.tie) {
      const deferred: Deferred = {
        group: sel.tie.group,
        slots: sel.tie.slots,
        dir: sel.tie.dir,
        action,
        amounts: {},
        clause,
      };
      for (const q of sel.tie.group) deferred.amounts[q] = amount(s, q);
      sink.deferred.push(deferred);
    }
    for (let i = 0; i < sel.chosen.length; i++) applyAction(s, sink, action, sel.chosen[i]!, amounts[i]!);
  };
}
