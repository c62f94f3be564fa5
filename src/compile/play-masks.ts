/**
 * The `must` clauses in the form the random bots' mask loop reads (src/engine/steps/tricks/random-deal.ts keeps a
 * hand as a bit mask per effective suit): card predicates (`undertrump`, `beating`, `points`, a rank
 * or a card) as well as suits. Made on first use from the clauses a variant's PlayRules keeps
 * (`source`): a module of its own, so that a page that plays cards but never simulates does not
 * load it. Each part reads with the same meaning as play-rules.ts's per-card tests
 * (tests/engine/random-deal.test.ts plays every variant both ways).
 */
import type { CardPred, Cond, MustBody } from '../parse/ast.ts';
import { memberSet, suitIndex, type PlayRules, type SuitMask, type SuitRule } from './play-rules.ts';

/** What the mask forms read of a compilation: the trump pseudo-suit, the deck and the readings. */
type MaskContext = PlayRules['source'];

/** The clauses of `play` in mask form, following and leading (see MaskRule); null where one has none. */
export interface MaskRules {
  leading: MaskRule[] | null;
  following: MaskRule[] | null;
}

const made = new WeakMap<PlayRules, MaskRules>();

/** The mask forms of `play`'s `must` clauses (made once per compiled rules). */
export function maskRulesOf(play: PlayRules): MaskRules {
  let rules = made.get(play);
  if (!rules) {
    const ctx = play.source;
    const of = (lead: boolean): MaskRule[] | null => {
      const ks = ctx.musts.filter(({ body }) => body.lead === lead).map(({ body }) => maskRule(body, ctx));
      return ks.every((k) => k) ? ks.map((k) => k!) : null;
    };
    made.set(play, (rules = { leading: of(true), following: of(false) }));
  }
  return rules;
}

/** Whether `m` accepts cards by their effective suit alone (no card, points, undertrump or beating part). */
const bySuitAlone = (m: CardMask): boolean => m.cards === null && !m.points && !m.undertrump && !m.beating;

/**
 * A clause in mask form as a SuitRule, when it reads effective suits alone (no condition, or
 * `holding` a suit set, and a suit set of cards); else null.
 */
export function suitFormOf(rule: MaskRule): SuitRule | null {
  if (!bySuitAlone(rule.card)) return null;
  if (rule.when === null) return { when: null, card: rule.card.suits, negate: rule.negate };
  if (rule.when.kind !== 'holding' || !bySuitAlone(rule.when.card)) return null;
  return { when: rule.when.card.suits, card: rule.card.suits, negate: rule.negate };
}

/**
 * A card predicate as the random bots' mask loop reads it (src/engine/steps/tricks/random-deal.ts keeps a hand
 * as a bit mask per effective suit): what it accepts is the union of these parts, each read with
 * the same meaning as `compileCard`'s per-card test.
 */
export interface CardMask {
  /** Effective suits accepted whole, and the suit led when `suits.led` (as a SuitMask). */
  suits: SuitMask;
  /** Cards accepted by what they are (a rank, a suit by name, a card), by card number; null: none. */
  cards: Uint8Array | null;
  /** Cards worth points (`points`: a non-zero value in the tables). */
  points: boolean;
  /** `undertrump`: a trump weaker (by `power`) than a trump in the trick, when the suit led is not trumps. */
  undertrump: boolean;
  /** `beating`: a card whose `trickBid` beats the trick's highest (every card when leading). */
  beating: boolean;
}

/**
 * A condition of a `must` clause as the mask loop reads it: `holding` (some card of the hand is in
 * the set), `holding-only` (every card, the hand not empty), the first or last trick, the suit led
 * (a suit of the deck, or trumps), a reading, and `and`, `or`, `not` of these.
 */
export type MaskCond =
  | { kind: 'holding' | 'holding-only'; card: CardMask }
  | { kind: 'first-trick' | 'last-trick' | 'led-trump' }
  | { kind: 'led-suit'; suit: number; ranks: number }
  | { kind: 'const'; holds: boolean }
  | { kind: 'and' | 'or'; left: MaskCond; right: MaskCond }
  | { kind: 'not'; cond: MaskCond };

/** A `must` clause in the mask loop's form: its condition (null: always), its card set, negated or not. */
export interface MaskRule {
  when: MaskCond | null;
  card: CardMask;
  negate: boolean;
}

/** The card predicate `p` in its mask form (every predicate has one). */
function cardMask(p: CardPred, ctx: MaskContext): CardMask {
  const none: CardMask = {
    suits: { bits: 0, led: false },
    cards: null,
    points: false,
    undertrump: false,
    beating: false,
  };
  switch (p.kind) {
    case 'CardLed':
      return { ...none, suits: { bits: 0, led: true } };
    case 'CardTrump':
      return { ...none, suits: { bits: 1 << ctx.trump, led: false } };
    case 'CardPoints':
      return { ...none, points: true };
    case 'CardRank':
    case 'CardSym':
      return { ...none, cards: memberSet(p, ctx.deck) };
    case 'CardUndertrump':
      return { ...none, undertrump: true };
    case 'CardBeating':
      return { ...none, beating: true };
    case 'CardAny':
      return p.options.map((o) => cardMask(o, ctx)).reduce(unionMask, none);
  }
}

/** The predicate accepting what `a` or `b` accepts. */
function unionMask(a: CardMask, b: CardMask): CardMask {
  let cards = a.cards ?? b.cards;
  if (a.cards && b.cards) {
    cards = new Uint8Array(a.cards.length);
    for (let c = 0; c < cards.length; c++) cards[c] = a.cards[c]! | b.cards[c]!;
  }
  return {
    suits: { bits: a.suits.bits | b.suits.bits, led: a.suits.led || b.suits.led },
    cards,
    points: a.points || b.points,
    undertrump: a.undertrump || b.undertrump,
    beating: a.beating || b.beating,
  };
}

/** The condition `c` in its mask form, or null when it reads what the mask loop does not keep (counts, numbers). */
function maskCond(c: Cond, ctx: MaskContext): MaskCond | null {
  switch (c.kind) {
    case 'Holding':
      return { kind: 'holding', card: cardMask(c.card, ctx) };
    case 'HoldingOnly':
      return { kind: 'holding-only', card: cardMask(c.card, ctx) };
    case 'TrickIs':
      return { kind: c.which === 'first' ? 'first-trick' : 'last-trick' };
    case 'LedIs':
      return c.suit === null
        ? { kind: 'led-trump' }
        : { kind: 'led-suit', suit: suitIndex(ctx.deck, c.suit.name), ranks: ctx.deck.ranks.length };
    // Readings are named in the file: only the table's own entries count (Object.hasOwn), as in scoring.
    case 'ReadingIs':
      return {
        kind: 'const',
        holds: Object.hasOwn(ctx.readings, c.ambiguity.name) && ctx.readings[c.ambiguity.name] === c.reading.name,
      };
    case 'Not': {
      const cond = maskCond(c.cond, ctx);
      return cond && { kind: 'not', cond };
    }
    case 'Logic': {
      const left = maskCond(c.left, ctx),
        right = maskCond(c.right, ctx);
      return left && right && { kind: c.op, left, right };
    }
    default:
      return null;
  }
}

/** The clause as a MaskRule, or null when its condition has no mask form. */
function maskRule(body: MustBody, ctx: MaskContext): MaskRule | null {
  const card = cardMask(body.card, ctx);
  if (!body.when) return { when: null, card, negate: body.negate };
  const when = maskCond(body.when, ctx);
  return when && { when, card, negate: body.negate };
}
