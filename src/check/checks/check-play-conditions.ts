/**
 * Rule `play-condition`: conditions are one language, typed by where they stand.
 *
 * - In a card-play clause (`must [not] play|lead CARDS when COND`) a condition sees the player to
 *   move, the trick and the deal so far: `holding`, `holding only`, `first trick`, `last trick`,
 *   `led is`, `reading ... is`, `chosen OPTION` (a choice made before play), and numbers built from
 *   `trick`, `played CARDS`, `held CARDS`. Values of
 *   the game (`points`, a tally, `deals`, `count(...)`, the deal's outcome, `phase = ...`) are not known while a
 *   card is chosen, and are refused there; a rule for one phase's deals stands in that phase's block.
 * - A redeal's condition reads the asker's hand (`holding`, `holding only`, `held`), never a trick
 *   (redeal-hand.ts).
 * - Everywhere else (scoring, marches, ends, seats, claims) the card-play atoms `trick`, `first
 *   trick`, `last trick`, `led is`, `played`, `held`, `holding` and `holding only` have no meaning, and
 *   are refused (the engine reads no hand there: `holding` would never hold).
 * - In a `must lead` clause nothing has been led yet: `led` and `led is` are refused there.
 * - A card set names a suit (`H`), a card (`KH`) or, with `rank`, a rank (`rank Q`) of the deck.
 */
import type { CardPred, Cond, DealEndsBody, DeckBody, MustBody, NumExpr, Sym } from '../../parse/ast.ts';
import type { Loc } from '../../core/location.ts';
import { visit, type AstNode } from '../../resolve/visit.ts';
import type { ResolvedVariant } from '../../resolve/resolve.ts';
import { together, underEachDeck } from './combinations.ts';
import { handSets, refuseTrickAtoms } from './redeal-hand.ts';
import { diagnostic, didYouMean, nameList, type Diagnostic } from '../../core/diagnostic.ts';

/** Node kinds that only card play gives a meaning. */
const PLAY_ONLY: ReadonlyMap<string, string> = new Map([
  ['TrickNumber', '`trick`'],
  ['StockCount', '`stock`'],
  ['TrickIs', '`first trick` / `last trick`'],
  ['LedIs', '`led is`'],
  ['PlayedCount', '`played`'],
  ['HeldCount', '`held`'],
  ['Holding', '`holding`'],
  ['HoldingOnly', '`holding only`'],
]);

/** Node kinds that only scoring gives a meaning, with what they read. */
const SCORING_ONLY: ReadonlyMap<string, string> = new Map([
  ['Happened', 'the outcome of the deal'],
  ['PhaseIs', '`phase =`'],
  ['AllEqual', '`all ... equal`'],
  ['AllAre', '`all ... =`'],
  ['Value', 'a per-player value'],
  ['Count', '`count(...)`'],
  ['Total', '`total`'],
  ['Active', '`active`'],
  ['Deals', '`deals`'],
  ['Times', '`times`'],
  ['Aggregate', '`highest` / `lowest`'],
  ['TeamValue', '`team` values'],
]);

/** Checks every condition of the variant against the place it stands in. */
export function checkPlayConditions(v: ResolvedVariant): Diagnostic[] {
  const out: Diagnostic[] = [];
  const decks = v.clauses.filter((c) => c.node.body.kind === 'Deck');
  for (const c of v.clauses) {
    const body = c.node.body;
    // A card-play rule names cards of every pack it can be played with (a file may offer packs by readings).
    // A deal's end reads the cards played, as a card-play rule does (check-deal-ends.ts refuses the hand and the trick).
    const musts = (must: MustBody, atEnd = false): void => {
      const packs = decks.filter((d) => together(d, c));
      if (packs.length === 0) checkMust(must, undefined, out, atEnd);
      else
        out.push(
          ...underEachDeck(packs, (d) => {
            const found: Diagnostic[] = [];
            checkMust(must, d.node.body as DeckBody, found, atEnd);
            return found;
          }),
        );
    };
    if (body.kind === 'Must') musts(body);
    else if (body.kind === 'DealEnds') musts(asMust(body), true);
    // A redeal is asked once the cards are dealt: its condition may read the asker's hand, not a trick.
    else if (body.kind === 'Action' && body.effect === 'redeal' && body.when) {
      refuseTrickAtoms(body.when, out);
      for (const set of handSets(body.when)) musts(set);
    } else
      outsidePlay(
        body,
        out,
        body.kind === 'Action'
          ? 'an action that takes a trick reads no hand: leave the hand to the players, who ask only when it applies'
          : undefined,
      );
    if (c.node.guard) outsidePlay(c.node.guard, out);
  }
  for (const claim of v.claims) {
    outsidePlay(claim.when, out);
    outsidePlay(claim.holds, out);
  }
  return out;
}

/** Refuses card-play atoms anywhere under `node` (a clause body outside card play, a claim); `hint` says why there. */
function outsidePlay(node: AstNode | null, out: Diagnostic[], hint?: string): void {
  if (!node) return;
  // The card sets under `holding`, `played` and `held` hold no card-play atom: what is refused is the atom itself.
  const refuse = (n: AstNode): void => {
    out.push(
      diagnostic(
        'play-condition',
        n.loc,
        `${PLAY_ONLY.get(n.kind)} has a meaning only while cards are played`,
        hint ?? 'use it in a card-play rule: `must [not] play|lead CARDS when ...`',
      ),
    );
  };
  visit(node, {
    TrickNumber: refuse,
    StockCount: refuse,
    TrickIs: refuse,
    LedIs: refuse,
    PlayedCount: refuse,
    HeldCount: refuse,
    Holding: refuse,
    HoldingOnly: refuse,
  });
}

/** A `deal ends when` condition as the condition of a `must play` clause that names no card. */
const asMust = (b: DealEndsBody): MustBody => ({
  kind: 'Must',
  keyword: 'must',
  loc: b.loc,
  negate: false,
  lead: false,
  card: { kind: 'CardAny', loc: b.loc, options: [] },
  when: b.cond,
});

/** `atEnd`: the condition of a `deal ends when`, tried between tricks (the words say so). */
function checkMust(body: MustBody, deck: DeckBody | undefined, out: Diagnostic[], atEnd = false): void {
  const moment = atEnd ? 'while the deal is played' : 'while a card is chosen';
  const suits = deck?.suits.map((s) => s.name) ?? [];
  const ranks = deck?.ranks.map((r) => r.name) ?? [];
  const cards = new Set(suits.flatMap((s) => ranks.map((r) => r + s)));

  const card = (p: CardPred): void => {
    switch (p.kind) {
      case 'CardAny':
        for (const o of p.options) card(o);
        return;
      case 'CardLed':
        if (body.lead)
          out.push(
            diagnostic(
              'play-condition',
              p.loc,
              '`led` has no meaning in a `must lead` clause: nothing has been led yet',
              'use `must play` for a rule on following to a trick',
            ),
          );
        return;
      case 'CardRank':
        if (deck && !ranks.includes(p.rank.name)) out.push(unknownSym(p.rank, 'rank', ranks));
        return;
      case 'CardSym': {
        if (!deck || suits.includes(p.sym.name) || cards.has(p.sym.name)) return;
        if (ranks.includes(p.sym.name)) {
          out.push(
            diagnostic(
              'play-condition',
              p.sym.loc,
              `\`${p.sym.name}\` is a rank: a card set names a suit, a card, or \`rank ${p.sym.name}\``,
              `write \`rank ${p.sym.name}\``,
            ),
          );
          return;
        }
        out.push(
          diagnostic(
            'play-condition',
            p.sym.loc,
            `\`${p.sym.name}\` is neither a suit, a rank nor a card of the deck`,
            didYouMean(p.sym.name, [...suits, ...cards]) ??
              `the suits are ${nameList(suits)}; a card is a rank and a suit, e.g. ${ranks.at(-1) ?? ''}${suits[0] ?? ''}`,
          ),
        );
        return;
      }
      default:
        return;
    }
  };

  const scoringAtom = (kind: string, loc: Loc, c?: Cond): boolean => {
    const what = SCORING_ONLY.get(kind);
    if (!what) return false;
    // A rule for one phase's deals is written in that phase's block, not by asking for the phase.
    if (c?.kind === 'PhaseIs') {
      out.push(
        diagnostic(
          'play-condition',
          loc,
          `\`phase =\` is not known ${moment}: a ${atEnd ? "deal's end" : 'card-play rule'} binds in a phase by standing in its block`,
          `write the ${atEnd ? 'clause' : 'rule'} inside the phase's block: \`phase ${c.phase.name} { LABEL: ${atEnd ? 'deal ends when' : 'must'} ... }\` (in a file that extends another, the block adds it to the inherited phase)`,
        ),
      );
      return true;
    }
    out.push(
      diagnostic(
        'play-condition',
        loc,
        `${what} is not known ${moment}`,
        atEnd
          ? "a deal's end can read the cards played so far (`played CARDS`), readings and `chosen`; the deal's score is for its scoring clauses"
          : 'a card-play rule can read `holding`, `holding only`, `first trick`, `last trick`, `led is`, `trick`, `stock`, `played`, `held` and `chosen`',
      ),
    );
    return true;
  };

  const num = (e: NumExpr): void => {
    if (scoringAtom(e.kind, e.loc)) return;
    switch (e.kind) {
      case 'Arith':
        num(e.left);
        num(e.right);
        return;
      case 'MinMax':
        num(e.a);
        num(e.b);
        return;
      case 'PlayedCount':
      case 'HeldCount':
        card(e.card);
        return;
      default:
        return;
    }
  };

  const cond = (c: Cond): void => {
    if (scoringAtom(c.kind, c.loc, c)) return;
    switch (c.kind) {
      case 'Logic':
        cond(c.left);
        cond(c.right);
        return;
      case 'Not':
        cond(c.cond);
        return;
      case 'Holding':
      case 'HoldingOnly':
        card(c.card);
        return;
      case 'LedIs':
        if (body.lead)
          out.push(
            diagnostic(
              'play-condition',
              c.loc,
              '`led is` has no meaning in a `must lead` clause: nothing has been led yet',
              'use `must play` for a rule on following to a trick',
            ),
          );
        else if (c.suit && deck && !suits.includes(c.suit.name)) out.push(unknownSym(c.suit, 'suit', suits));
        return;
      case 'Compare':
        num(c.left);
        num(c.right);
        return;
      default:
        return;
    }
  };

  card(body.card);
  if (body.when) cond(body.when);
}

function unknownSym(s: Sym, what: string, known: string[]): Diagnostic {
  return diagnostic(
    'play-condition',
    s.loc,
    `\`${s.name}\` is not a ${what} of the deck`,
    didYouMean(s.name, known) ?? `the ${what}s are ${nameList(known)}`,
  );
}
