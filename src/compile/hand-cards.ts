/**
 * A condition that reads one player's hand outside card play: the `when` of an `action redeal`
 * ("a redeal when dealt no trumps"). The hand atoms (`holding`, `holding only`, a comparison that
 * reads `held`) read the asker's hand under the card tables of the deal's trump; with no hand known
 * (a scenario's redeal without `hands`), the redeal is taken as agreed: each hand atom counts as
 * whichever value lets it through.
 */
import type { CardPred } from '../parse/ast.ts';
import { type CardTables, type Deck, trumpSuit } from './cards.ts';
import type { CondFn } from './expr.ts';
import { memberSet } from './play-rules.ts';

/** One player's cards and the card tables of the deal's trump (which cards are trumps, which count points). */
export interface HandInView {
  cards: readonly number[];
  t: CardTables;
}

/** Whether a card is of a card set, under the tables of the deal's trump. */
export type HandCardTest = (t: CardTables, card: number) => boolean;

/**
 * Compile-time context of a condition that reads the hand: the deck its card sets name, and the
 * hand atoms met so far, each with its index (its bit in `ScoreScope.assumed`).
 */
export interface HandEnv {
  deck: Deck;
  atoms: Map<object, number>;
}

/**
 * Hand atoms past this many are taken as true when no hand is known: the permissive reading tries
 * every combination of the others (2^12 at most, a redeal's condition names a handful).
 */
const FREE_ATOMS = 12;

/**
 * A card set known before play, as a per-card test: a suit, a card, a rank, `trump`, `points`. The
 * sets that read a trick (`led`, `beating`, `undertrump`) are refused by the checker outside card
 * play, and hold for no card here.
 */
export function handCardTest(p: CardPred, deck: Deck): HandCardTest {
  switch (p.kind) {
    case 'CardPoints':
      return (t, c) => t.points[c] !== 0;
    case 'CardRank':
    case 'CardSym': {
      const inSet = memberSet(p, deck);
      return (_t, c) => inSet[c] === 1;
    }
    case 'CardTrump': {
      const trump = trumpSuit(deck);
      return (t, c) => t.eff[c] === trump;
    }
    case 'CardAny': {
      const options = p.options.map((o) => handCardTest(o, deck));
      return (t, c) => options.some((f) => f(t, c));
    }
    default:
      return () => false;
  }
}

/**
 * A hand atom: `real` on the hand when one is known, else the atom's bit of `assumed` (see
 * `readPermissively`). Registers the atom in `env` under `node`.
 */
export function handAtom(node: object, env: HandEnv, real: CondFn): CondFn {
  const i = env.atoms.get(node) ?? env.atoms.size;
  env.atoms.set(node, i);
  if (i >= FREE_ATOMS) return (s, p) => (s.hand ? real(s, p) : true);
  return (s, p) => (s.hand ? real(s, p) : ((s.assumed ?? 0) >>> i) % 2 === 1);
}

/**
 * `fn` (a condition with `atoms` hand atoms) read permissively when no hand is known: it holds when
 * some choice of values for its hand atoms makes it hold. With a hand, `fn` as it is.
 */
export function readPermissively(fn: CondFn, atoms: number): CondFn {
  if (atoms === 0) return fn;
  const combinations = 1 << Math.min(atoms, FREE_ATOMS);
  return (s, p) => {
    if (s.hand) return fn(s, p);
    const before = s.assumed;
    try {
      for (let a = 0; a < combinations; a++) {
        s.assumed = a;
        if (fn(s, p)) return true;
      }
      return false;
    } finally {
      s.assumed = before;
    }
  };
}
