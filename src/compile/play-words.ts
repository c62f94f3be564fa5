/**
 * A card-play clause in words, for refusals: "Hearts may not be led until a Heart has been played
 * (no-hearts-lead)". Built from the clause itself, so every rule a variant writes explains itself
 * and no sentence is written by hand per rule. Names come from the deck (`H "Hearts"`); a symbol
 * without a name is shown as written.
 */
import type { CardPred, Cond, MustBody, NumExpr } from '../parse/ast.ts';
import type { Deck } from './cards.ts';

/** A card set as a noun: with an article (`a Heart`), bare after "no" (`Heart`), and plural (`Hearts`). */
interface Noun { a: string; bare: string; plural: string }

const noun = (bare: string, plural = `${bare}s`, a = `${/^[aeiouAEIOU8]/.test(bare) ? 'an' : 'a'} ${bare}`): Noun => ({ a, bare, plural });

/** A suit's name in the singular ("Hearts" → "Heart"), or its symbol. */
function suitWord(deck: Deck, s: number): { one: string; many: string } {
  const name = deck.suitNames[s]?.[0];
  if (!name) return { one: `${deck.suits[s]} card`, many: `${deck.suits[s]} cards` };
  return name.endsWith('s') ? { one: name.slice(0, -1), many: name } : { one: `card of ${name}`, many: `cards of ${name}` };
}

const rankWord = (deck: Deck, r: number): string => deck.rankNames[r]?.[0] ?? deck.ranks[r]!;

function cardNoun(p: CardPred, deck: Deck): Noun {
  switch (p.kind) {
    case 'CardLed': return noun('card of the suit led', 'cards of the suit led');
    case 'CardTrump': return noun('trump');
    case 'CardBeating': return noun('card that beats the trick', 'cards that beat the trick');
    case 'CardUndertrump': return noun('undertrump');
    case 'CardPoints': return noun('card worth points', 'cards worth points');
    case 'CardRank': return noun(rankWord(deck, deck.ranks.indexOf(p.rank.name)));
    case 'CardSym': {
      const s = deck.suits.indexOf(p.sym.name);
      if (s >= 0) { const w = suitWord(deck, s); return noun(w.one, w.many); }
      const card = deck.byName.get(p.sym.name);
      if (card === undefined) return noun(p.sym.name);
      const r = deck.ranks.length;
      const name = `${rankWord(deck, card % r)} of ${deck.suitNames[Math.floor(card / r)]?.[0] ?? deck.suits[Math.floor(card / r)]}`;
      return { a: `the ${name}`, bare: name, plural: `the ${name}` };
    }
    case 'CardAny': {
      const parts = p.options.map((o) => cardNoun(o, deck));
      const join = (f: (n: Noun) => string) => parts.map(f).join(' or ');
      return { a: join((n) => n.a), bare: join((n) => n.bare), plural: join((n) => n.plural) };
    }
  }
}

const OP_WORDS: Record<string, string> = { '=': 'is', '!=': 'is not', '<': 'is less than', '<=': 'is at most', '>': 'is more than', '>=': 'is at least' };

function numWords(e: NumExpr, deck: Deck): string {
  switch (e.kind) {
    case 'Num': return String(e.value);
    case 'TrickNumber': return 'the trick number';
    case 'PlayedCount': return `the number of ${cardNoun(e.card, deck).plural} played`;
    case 'HeldCount': return `the number of ${cardNoun(e.card, deck).plural} held`;
    case 'Arith': return `${numWords(e.left, deck)} ${e.op === '*' ? 'times' : e.op === '+' ? 'plus' : 'minus'} ${numWords(e.right, deck)}`;
    case 'MinMax': return `the ${e.fn === 'min' ? 'smaller' : 'larger'} of ${numWords(e.a, deck)} and ${numWords(e.b, deck)}`;
    default: return 'a value of the game';
  }
}

/** A condition as a clause of a sentence ("a trump is led"); `not` flips it. */
function condWords(c: Cond, deck: Deck, not = false): string {
  switch (c.kind) {
    case 'Logic': {
      // De Morgan, so that a negation reads as a plain sentence.
      const op = (c.op === 'and') !== not ? 'and' : 'or';
      return `${condWords(c.left, deck, not)} ${op} ${condWords(c.right, deck, not)}`;
    }
    case 'Not': return condWords(c.cond, deck, !not);
    case 'Holding': {
      const n = cardNoun(c.card, deck);
      return not ? `the player holds no ${n.bare}` : `the player holds ${n.a}`;
    }
    case 'HoldingOnly': return `the player holds ${not ? 'more than' : 'only'} ${cardNoun(c.card, deck).plural}`;
    case 'TrickIs': return `it is ${not ? 'not ' : ''}the ${c.which} trick`;
    case 'LedIs': {
      const what = c.suit === null ? 'a trump' : cardNoun({ kind: 'CardSym', sym: c.suit, loc: c.loc }, deck).a;
      return `${what} ${not ? 'was not' : 'was'} led`;
    }
    case 'ReadingIs': return `the reading ${c.reading.name} of ${c.ambiguity.name} is ${not ? 'not ' : ''}in force`;
    case 'Compare': {
      // `played H = 0` and `played H > 0` read as "no Heart / a Heart has been played".
      const count = c.left.kind === 'PlayedCount' || c.left.kind === 'HeldCount' ? c.left : null;
      if (count && c.right.kind === 'Num' && c.right.value === 0 && (c.op === '=' || c.op === '>' || c.op === '!=')) {
        const none = (c.op === '=') !== not;
        const n = cardNoun(count.card, deck);
        if (count.kind === 'PlayedCount') return none ? `no ${n.bare} has been played` : `${n.a} has been played`;
        return none ? `the player holds no ${n.bare}` : `the player holds ${n.a}`;
      }
      if (c.left.kind === 'TrickNumber' && c.right.kind === 'Num' && c.op === '=') return `it is ${not ? 'not ' : ''}trick ${c.right.value}`;
      const ops = not ? { '=': '!=', '!=': '=', '<': '>=', '<=': '>', '>': '<=', '>=': '<' }[c.op] : c.op;
      return `${numWords(c.left, deck)} ${OP_WORDS[ops]} ${numWords(c.right, deck)}`;
    }
    default: return not ? 'a condition of the game does not hold' : 'a condition of the game holds';
  }
}

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The reason a card is refused under `must` clause `id`, as a sentence: "Hearts may not be led until
 * a Heart has been played (no-hearts-lead)", "A card that beats the trick must be played when a
 * trump was led (overtrump)".
 */
export function describeMust(body: MustBody, deck: Deck, id: string): string {
  const n = cardNoun(body.card, deck);
  const verb = body.lead ? 'led' : 'played';
  const head = body.negate ? `${capital(n.plural)} may not be ${verb}` : `${capital(n.a)} must be ${verb}`;
  // `when played X = 0` is a rule that lasts until the first such card: say so.
  const w = body.when;
  if (w?.kind === 'Compare' && w.op === '=' && w.left.kind === 'PlayedCount' && w.right.kind === 'Num' && w.right.value === 0) {
    return `${head} until ${cardNoun(w.left.card, deck).a} has been played (${id})`;
  }
  return `${head}${w ? ` when ${condWords(w, deck)}` : ''} (${id})`;
}
