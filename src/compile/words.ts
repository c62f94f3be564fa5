/**
 * The expression language in words: card sets, numbers, conditions, sets of players and seats, as
 * the refusals (play-words.ts) and the rules in words (clause-words.ts) say them. Names come from
 * the variant (`Names`): the deck's suit and rank titles, the tallies' and events' titles, the
 * phases' and readings' titles; an id is shown only where the file gives no title.
 */
import type { CardPred, Cond, Ident, NumExpr, PlayerSet, Seat } from '../parse/ast.ts';
import type { Deck } from './cards.ts';

/** What words need of a variant beyond the clause itself. Every lookup falls back to the id. */
export interface Names {
  deck: Deck;
  /** The fewest players the variant allows (where known). */
  players?: number;
  /** A tally's title ("Marks"). */
  tally(id: string): string;
  /** An event's title and the noun of its player ("March", "marcher"). */
  event(id: string): { title: string; player: string } | null;
  /** A phase's title. */
  phase(id: string): string;
  /** A reading's title. */
  reading(ambiguity: string, reading: string): string;
  /** A special card's name (`old-man` → "de Alt"). */
  special(id: string): string | null;
}

/** Names with nothing but the deck: every other name is its id. */
export const deckNames = (deck: Deck): Names => ({
  deck, tally: (id) => id, event: () => null, phase: (id) => id, reading: (_a, r) => r, special: () => null,
});

/** A card set as a noun: with an article (`a Heart`), bare after "no" (`Heart`), and plural (`Hearts`). */
export interface Noun { a: string; bare: string; plural: string }

const noun = (bare: string, plural = `${bare}s`, a = `${/^[aeiouAEIOU8]/.test(bare) ? 'an' : 'a'} ${bare}`): Noun => ({ a, bare, plural });

/** A suit's name in the singular ("Hearts" → "Heart"), or its symbol. */
function suitWord(deck: Deck, s: number): { one: string; many: string } {
  const name = deck.suitNames[s]?.[0];
  if (!name) return { one: `${deck.suits[s]} card`, many: `${deck.suits[s]} cards` };
  return name.endsWith('s') ? { one: name.slice(0, -1), many: name } : { one: `card of ${name}`, many: `cards of ${name}` };
}

/** A rank's title ("Jack"), or its symbol ("10"). */
export const rankWord = (deck: Deck, r: number): string => deck.rankNames[r]?.[0] ?? deck.ranks[r]!;

/** A suit's title ("Hearts"), or its symbol. */
export const suitTitle = (deck: Deck, s: number): string => deck.suitNames[s]?.[0] ?? deck.suits[s]!;

/** A card or suit symbol in words: "the Ace of Clubs", "Hearts", "Jacks"; as written when unknown. */
export function symWords(deck: Deck, sym: string): string {
  const s = deck.suits.indexOf(sym);
  if (s >= 0) return suitTitle(deck, s);
  const r = deck.ranks.indexOf(sym);
  if (r >= 0) return `${rankWord(deck, r)}s`;
  const card = deck.byName.get(sym);
  if (card === undefined) return sym;
  const n = deck.ranks.length;
  return `the ${rankWord(deck, card % n)} of ${suitTitle(deck, Math.floor(card / n))}`;
}

/** A set of cards as a noun. */
export function cardNoun(p: CardPred, deck: Deck): Noun {
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
      if (deck.byName.get(p.sym.name) === undefined) return noun(p.sym.name);
      const name = symWords(deck, p.sym.name).replace(/^the /, '');
      return { a: `the ${name}`, bare: name, plural: `the ${name}` };
    }
    case 'CardAny': {
      const parts = p.options.map((o) => cardNoun(o, deck));
      const join = (f: (n: Noun) => string) => parts.map(f).join(' or ');
      return { a: join((n) => n.a), bare: join((n) => n.bare), plural: join((n) => n.plural) };
    }
  }
}

/** A per-player value's noun: the deal's card points, tricks or place, or a tally's title. */
function valueNoun(names: Names, id: Ident): { text: string; plural: boolean } {
  switch (id.name) {
    // "points", not "card points": in some deals a trick is worth points by itself.
    case 'points': return { text: 'points', plural: true };
    case 'tricks': return { text: 'tricks', plural: true };
    case 'place': return { text: 'place', plural: false };
    case 'cards': return { text: 'cards left', plural: true };
    default: {
      const t = names.tally(id.name).toLowerCase();
      return { text: t, plural: t.endsWith('s') };
    }
  }
}

/** A number in words; `whose` is whose per-player values are read ("the player's", "their"). */
export function numWords(e: NumExpr, names: Names, whose = 'the player’s'): string {
  const deck = names.deck;
  switch (e.kind) {
    case 'Num': return e.value < 0 ? `−${-e.value}` : String(e.value);
    case 'TrickNumber': return 'the trick number';
    case 'PlayedCount': return `the number of ${cardNoun(e.card, deck).plural} played`;
    case 'HeldCount': return `the number of ${cardNoun(e.card, deck).plural} held`;
    case 'Arith': return `${numWords(e.left, names, whose)} ${e.op === '*' ? 'times' : e.op === '+' ? 'plus' : 'minus'} ${numWords(e.right, names, whose)}`;
    case 'MinMax': return `the ${e.fn === 'min' ? 'smaller' : 'larger'} of ${numWords(e.a, names, whose)} and ${numWords(e.b, names, whose)}`;
    case 'Value': return `${whose} ${valueNoun(names, e.name).text}`;
    case 'Total': return `the ${valueNoun(names, e.tally).text} of all players together`;
    case 'Active': return 'the number of players still in';
    case 'Deals': return 'the number of deals played in this phase';
    case 'Count': return `the number of ${playersWords(e.set, names).plural.replace(/^the /, '')}`;
    case 'Times': return `the number of times rule ${e.clause.name} has applied this game`;
    case 'Aggregate': return `the ${e.fn} ${valueNoun(names, e.value).text} ${e.among ? `among ${playersWords(e.among, names).plural}` : 'in the deal'}`;
  }
}

const OP_WORDS: Record<string, [string, string]> = {
  '=': ['is', 'are'], '!=': ['is not', 'are not'], '<': ['is less than', 'are fewer than'], '<=': ['is at most', 'are at most'],
  '>': ['is more than', 'are more than'], '>=': ['is at least', 'are at least'],
};
const NEGATED: Record<string, string> = { '=': '!=', '!=': '=', '<': '>=', '<=': '>', '>': '<=', '>=': '<' };

/** Whether a number phrase is plural ("the player's card points are", "the trick number is"). */
const pluralNum = (e: NumExpr, names: Names): boolean => e.kind === 'Value' && valueNoun(names, e.name).plural
  || e.kind === 'Total' && valueNoun(names, e.tally).plural;

/** A condition as a clause of a sentence ("a trump was led"); `not` flips it; `whose` as in numWords. */
export function condWords(c: Cond, names: Names, not = false, whose = 'the player’s'): string {
  const deck = names.deck;
  const holder = whose === 'their' ? 'they hold' : 'the player holds';
  switch (c.kind) {
    case 'Logic': {
      // De Morgan, so that a negation reads as a plain sentence.
      const op = (c.op === 'and') !== not ? 'and' : 'or';
      const side = (x: Cond) => (x.kind === 'Logic' && x.op !== c.op ? `(${condWords(x, names, not, whose)})` : condWords(x, names, not, whose));
      return `${side(c.left)} ${op} ${side(c.right)}`;
    }
    case 'Not': return condWords(c.cond, names, !not, whose);
    case 'Holding': {
      const n = cardNoun(c.card, deck);
      return not ? `${holder} no ${n.bare}` : `${holder} ${n.a}`;
    }
    case 'HoldingOnly': return `${holder} ${not ? 'more than' : 'only'} ${cardNoun(c.card, deck).plural}`;
    case 'TrickIs': return `it is ${not ? 'not ' : ''}the ${c.which} trick`;
    case 'LedIs': {
      const what = c.suit === null ? 'a trump' : cardNoun({ kind: 'CardSym', sym: c.suit, loc: c.loc }, deck).a;
      return `${what} ${not ? 'was not' : 'was'} led`;
    }
    case 'ReadingIs': return `the reading “${names.reading(c.ambiguity.name, c.reading.name)}” is ${not ? 'not ' : ''}followed`;
    case 'Happened': {
      const ev = names.event(c.event.name);
      return `${not ? 'nobody' : 'someone'} made ${ev ? `a ${ev.title.toLowerCase()}` : `the event ${c.event.name}`}`;
    }
    case 'PhaseIs': return `the game is ${not ? 'not ' : ''}in ${names.phase(c.phase.name)}`;
    case 'AllEqual': return `${not ? 'not ' : ''}all players have the same ${valueNoun(names, c.value).text}`;
    case 'AllAre': return `${not ? 'not ' : ''}every player’s ${valueNoun(names, c.value).text} ${valueNoun(names, c.value).plural ? 'are' : 'is'} ${numWords(c.to, names, whose)}`;
    case 'Compare': {
      // `played H = 0` and `played H > 0` read as "no Heart / a Heart has been played".
      const count = c.left.kind === 'PlayedCount' || c.left.kind === 'HeldCount' ? c.left : null;
      if (count && c.right.kind === 'Num' && c.right.value === 0 && (c.op === '=' || c.op === '>' || c.op === '!=')) {
        const none = (c.op === '=') !== not;
        const n = cardNoun(count.card, deck);
        if (count.kind === 'PlayedCount') return none ? `no ${n.bare} has been played` : `${n.a} has been played`;
        return none ? `${holder} no ${n.bare}` : `${holder} ${n.a}`;
      }
      if (c.left.kind === 'TrickNumber' && c.right.kind === 'Num' && c.op === '=') return `it is ${not ? 'not ' : ''}trick ${c.right.value}`;
      // `deals = 1`: "1 deal of this phase has been played".
      if (c.left.kind === 'Deals' && c.right.kind === 'Num' && c.op === '=' && !not) return `${c.right.value} deal${c.right.value === 1 ? ' of this phase has' : 's of this phase have'} been played`;
      const op = not ? NEGATED[c.op]! : c.op;
      return `${numWords(c.left, names, whose)} ${OP_WORDS[op]![pluralNum(c.left, names) ? 1 : 0]} ${numWords(c.right, names, whose)}`;
    }
  }
}

/** A set of players: the singular form ("each of the others": the verb agrees in the singular) and a plural ("the others"). */
export function playersWords(p: PlayerSet, names: Names): { each: string; plural: string } {
  switch (p.kind) {
    case 'Everyone': return { each: 'every player', plural: 'players' };
    case 'Others': return { each: 'each of the others', plural: 'the others' };
    case 'Remaining': return { each: 'the player left', plural: 'the players left' };
    case 'EventPlayer': {
      // The event's player noun, as the file names it (`marcher`).
      return { each: `the ${p.name.name}`, plural: `the ${p.name.name}s` };
    }
    case 'Extreme': {
      const value = valueNoun(names, p.value).text;
      const then = p.then?.length ? `, ties going to the ${p.then.map((t) => `${t.dir} ${valueNoun(names, t.value).text}`).join(', then the ')}` : '';
      if (p.count?.kind === 'Num' && p.count.value !== 1) {
        const n = p.count.value;
        return { each: `each of the ${n} players with the ${p.dir} ${value}${then}`, plural: `the ${n} players with the ${p.dir} ${value}${then}` };
      }
      if (p.count && p.count.kind !== 'Num') {
        const n = numWords(p.count, names);
        return { each: `each of the players with the ${p.dir} ${value} (as many as ${n})${then}`, plural: `the players with the ${p.dir} ${value} (as many as ${n})${then}` };
      }
      return { each: `the player with the ${p.dir} ${value}${then}`, plural: `the players with the ${p.dir} ${value}${then}` };
    }
    case 'Where': {
      // `players where marks > 0`: "every player whose marks are more than 0".
      const c = p.cond;
      if (c.kind === 'Compare' && c.left.kind === 'Value') {
        const v = valueNoun(names, c.left.name);
        const rest = `${v.text} ${OP_WORDS[c.op]![v.plural ? 1 : 0]} ${numWords(c.right, names, 'their')}`;
        return { each: `every player whose ${rest}`, plural: `the players whose ${rest}` };
      }
      const cond = condWords(c, names, false, 'their');
      return { each: `every player for whom ${cond}`, plural: `the players for whom ${cond}` };
    }
  }
}

/** A seat in words: "the next player still in after the dealer", "the holder of the Ace of Clubs". */
export function seatWords(s: Seat, names: Names): string {
  switch (s.kind) {
    case 'SeatRef': return s.ref === 'dealer' ? 'the dealer' : s.ref === 'playoff-dealer' ? 'the play-off’s dealer' : 'the dealer of the tied deal';
    case 'SeatHolder': return `the holder of ${symWords(names.deck, s.card.name)}`;
    case 'SeatResult': return s.result === 'loser-of-last-game' ? 'the loser of the last game' : 'the winner of the last play-off';
    case 'SeatStep': {
      const pool = s.pool === 'active' ? 'player still in' : s.pool === 'tied' ? 'tied player' : 'player';
      const from = seatWords(s.from, names);
      if (s.step === 'first') return `the first ${pool} counting from ${from}`;
      return s.step === 'next' ? `the next ${pool} after ${from}` : `the ${pool} before ${from}`;
    }
  }
}
