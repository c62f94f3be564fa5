/**
 * A rule in words: each clause kind of the language said as a sentence, built from the clause and
 * the variant's names (words.ts), so that every rule a file writes, a house rule's too, reads as
 * prose where readers compare rules ("The bottom card of the pack is turned for trumps when there
 * are 4 players."). The file's own text stays the authority; this is how it reads.
 */
import type { ClauseBody, ClauseNode, Cond, DealBody, Effect, NumExpr } from '../parse/ast.ts';
import type { VariantRules } from '../resolve/resolve.ts';
import type { Deck } from './cards.ts';
import { rankTitleEn, suitTitleEn } from './pack.ts';
import { dealEndWords, mustWhen, mustWords } from './play-words.ts';
import {
  capital,
  cardNoun,
  condWords,
  figure,
  list,
  numWords,
  ordinal,
  rankWord,
  suitTitle,
  symWords,
  type Names,
} from './words.ts';
import { anEvent, gameWords, playersWords, seatWords, valueNoun } from './game-words.ts';

/**
 * Whether clause `id` of `v` (in `phase`) comes after another of its kind in that phase that is
 * tried first (see ruleWords).
 */
export function afterAnother(v: VariantRules, id: string, phase: string | null): boolean {
  const same = v.clauses.filter((c) => c.phase === phase);
  const at = same.findIndex((c) => c.id === id);
  const kind = same[at]?.node.body.kind;
  // An earlier clause held under another reading of the same question never stands beside this one.
  const g = same[at]?.node.guard;
  const apart = (c: (typeof same)[number]) =>
    !!g && c.node.guard?.ambiguity.name === g.ambiguity.name && c.node.guard.reading.name !== g.reading.name;
  return (
    at > 0 &&
    (kind === 'Score' || kind === 'Trump') &&
    same.slice(0, at).some((c) => c.node.body.kind === kind && !apart(c))
  );
}

/**
 * "; values add up, so the King of Hearts counts 9": where a card is named and its suit or rank
 * also has a value, the card counts the sum (cards.ts).
 */
function addsUp(body: Extract<ClauseBody, { kind: 'Points' }>, names: Names): string {
  const deck = names.deck;
  const n = deck.ranks.length;
  for (const x of body.values) {
    const card = deck.byName.get(x.card.name);
    if (card === undefined || names.special(x.card.name)) continue;
    const suit = deck.suits[Math.floor(card / n)],
      rank = deck.ranks[card % n];
    const others = body.values.filter((y) => y !== x && (y.card.name === suit || y.card.name === rank));
    if (others.length)
      return `; values add up, so ${symWords(deck, x.card.name)} counts ${figure(others.reduce((t, y) => t + y.value, x.value))}`;
  }
  return '';
}

/** The names of resolved variant `v` with deck `deck`: titles where the file gives them, else ids. */
export function variantNames(v: VariantRules, deck: Deck): Names {
  const tallies = new Map<string, string>();
  const shared = new Set<string>();
  const specials = new Map<string, string>();
  const options = new Map<string, string>();
  for (const c of v.clauses) {
    const b = c.node.body;
    if (b.kind === 'Choice') for (const o of b.options) options.set(o.id.name, o.title);
    if (b.kind === 'Tally') tallies.set(c.id, b.title ?? c.id);
    if (b.kind === 'Tally' && b.scope === 'shared') shared.add(c.id);
    if (b.kind === 'Special') specials.set(c.id, b.nickname ?? specialWords(b.rank.name, b.of, deck));
  }
  const phases = new Map(v.phases.map((p) => [p.id, p.title]));
  const counts = new Map([...v.events.values()].map((e) => [e.count.name, e.title]));
  const names: Names = {
    deck,
    trumps: v.clauses.some(
      (c) => (c.node.body.kind === 'Trump' && c.node.body.source !== 'none') || c.node.body.kind === 'TrumpNamed',
    ),
    eventCount: (id) => counts.get(id) ?? null,
    countEvent: (count) => [...v.events].find(([, e]) => e.count.name === count)?.[0] ?? null,
    playerEvent: (player) => [...v.events].find(([, e]) => e.player.name === player)?.[0] ?? null,
    sharedTally: (id) => shared.has(id),
    tally: (id) => tallies.get(id) ?? id,
    event: (id) => {
      const e = v.events.get(id);
      return e ? { title: e.title, player: e.player.name } : null;
    },
    phase: (id) => phases.get(id) ?? id,
    phaseIds: [...phases.keys()],
    reading: (a, r) => v.ambiguities.get(a)?.readings.find((x) => x.id.name === r)?.title ?? r,
    isDefault: (a, r) => v.ambiguities.get(a)?.default.name === r,
    special: (id) => specials.get(id) ?? null,
    option: (id) => options.get(id) ?? null,
    // The German words read the variant's German titles (its `titles de` blocks, merged along `extends`).
    ...(v.german ? { german: v.german } : {}),
  };
  names.game = gameWords(names);
  return names;
}

/** "the Jack of trumps", "the Jack of the other suit of the trump's colour", "the Jack of Hearts". */
export function specialWords(rank: string, of: 'trump' | 'partner' | { name: string }, deck: Deck): string {
  const r = rankWord(deck, deck.ranks.indexOf(rank));
  if (of === 'trump') return `the ${r} of trumps`;
  if (of === 'partner') return `the ${r} of the other suit of the trump’s colour`;
  return `the ${r} of ${symWords(deck, of.name)}`;
}

/**
 * An amount of a tally: "1 mark", "2 marks" for a title that names its unit in the plural, "2 on
 * the frame" for one that names a place; an amount that is not a number says what it comes to
 * after the verb (`rest`), "marks …, as many as the smaller of …".
 */
function amountOf(amount: NumExpr, tally: string, names: Names, whose: string): { what: string; rest: string } {
  const title = names.tally(tally).toLowerCase();
  if (amount.kind !== 'Num')
    return {
      what: title.endsWith('s') ? title : `points on the ${title}`,
      rest: `, as many as ${numWords(amount, names, whose)}`,
    };
  const n = `${amount.value < 0 ? '−' : ''}${Math.abs(amount.value)}`;
  if (!title.endsWith('s')) return { what: `${n} on the ${title}`, rest: '' };
  return { what: Math.abs(amount.value) === 1 ? `${n} ${title.slice(0, -1)}` : `${n} ${title}`, rest: '' };
}

/** What a scoring effect does, as a clause of a sentence. */
export function effectWords(e: Effect, names: Names): string {
  switch (e.kind) {
    case 'Nothing':
      return 'nothing is scored';
    case 'EndGame':
      return 'the game ends';
    case 'Add': {
      const a = amountOf(e.amount, e.tally.name, names, 'their');
      return `${playersWords(e.who, names).each} gets ${a.what}${a.rest}`;
    }
    case 'Erase': {
      const a = amountOf(e.amount, e.tally.name, names, 'their');
      return `${playersWords(e.who, names).each} has ${a.what} erased${a.rest}`;
    }
    case 'DropOut':
      return `${playersWords(e.who, names).each} drops out`;
    case 'LoseGame': {
      const a = amountOf(e.amount, e.tally.name, names, 'their');
      return `${playersWords(e.who, names).each} loses the game and gets ${a.what}${a.rest}`;
    }
    case 'PayIn':
      return `${playersWords(e.who, names).each} pays ${numWords(e.amount, names, 'their')} from their ${names.tally(e.from.name).toLowerCase()} into the ${names.tally(e.to.name).toLowerCase()}`;
    case 'PayOut':
      return `the ${names.tally(e.from.name).toLowerCase()} pays ${numWords(e.amount, names, 'their')} to ${playersWords(e.who, names).each}, into their ${names.tally(e.to.name).toLowerCase()}`;
  }
}

/** Effects in a row: "a, b and c"; with three or more, or commas inside, "a; b; and c". */
const effectsWords = (effects: Effect[], names: Names): string => {
  const said = effects.map((e) => effectWords(e, names));
  if (said.length < 3 && !said.some((x) => x.includes(','))) return list(said);
  return said.length < 2 ? said.join('') : `${said.slice(0, -1).join('; ')}; and ${said.at(-1)}`;
};
/** " when …" for a clause's condition, or nothing. */
const when = (cond: Cond | null, names: Names): string => (cond ? ` when ${condWords(cond, names)}` : '');

/** What a deal's talon is and where it goes, in words ('' without one). */
const talonWords = (body: DealBody, names: Names): string =>
  body.talon
    ? `, then ${body.talon.count} card${body.talon.count === 1 ? '' : 's'} apart as a talon${body.talon.seat ? `, which ${seatWords(body.talon.seat, names)} also gets` : ''}`
    : '';

/** A clause body as a sentence (with its full stop). */
function clauseWords(body: ClauseBody, names: Names): string {
  const deck = names.deck;
  switch (body.kind) {
    case 'Players':
      return `${body.min === body.max ? body.max : `${body.min} ${body.max === body.min + 1 ? 'or' : 'to'} ${body.max}`} players; play goes ${body.direction}.`;
    case 'Deck': {
      // The clause's own pack, named as that pack names its cards (a reading's deck may differ from the default).
      const own = {
        suits: body.suits.map((s) => s.name),
        suitNames: body.suits.map((s) => s.names ?? []),
        ranks: body.ranks.map((r) => r.name),
        rankNames: body.ranks.map((r) => r.names ?? []),
      };
      const ranks = own.ranks.map((_, i) => rankTitleEn(own, i));
      return `A pack of ${body.suits.length * body.ranks.length} cards: ${list(own.suits.map((_, i) => suitTitleEn(own, i)))}, each ${ranks.join(', ')}.`;
    }
    case 'Special':
      return `${capital(specialWords(body.rank.name, body.of, deck))} is a card of its own${body.nickname ? `, “${body.nickname}”` : ''}.`;
    case 'Order': {
      const items = body.items.map((x) => names.special(x.name) ?? symWords(deck, x.name).replace(/s$/, ''));
      return `${body.which === 'trump' ? 'Trumps rank' : names.trumps === false ? 'Each suit ranks' : 'The other suits rank'}, from the highest: ${items.join(', ')}.`;
    }
    case 'Points': {
      const cards = body.values.map(
        (x) => `${names.special(x.card.name) ?? symWords(deck, x.card.name).replace(/^the /, '')} ${figure(x.value)}`,
      );
      const tricks = [
        ...body.tricks.map((t) =>
          t.trick === 'each'
            ? `every trick ${figure(t.value)}`
            : t.trick === 'last'
              ? `the last trick ${figure(t.value)}`
              : `the ${ordinal(t.trick)} trick ${figure(t.value)}`,
        ),
        ...(body.lastTrick ? [`the last trick ${body.lastTrick}`] : []),
      ];
      const parts = [
        ...(cards.length ? [`cards count: ${cards.join(', ')}`] : []),
        ...(tricks.length ? [`tricks count: ${tricks.join(', ')}`] : []),
      ];
      return `${capital(parts.join('; ') || 'nothing counts')}${addsUp(body, names)}${body.total !== null ? `. A deal holds ${body.total} points` : ''}.`;
    }
    case 'Deal':
      return `Each player gets ${body.count} cards${body.packets.length > 1 ? `, in packets of ${body.packets.join(', ')}` : ''}, dealt from ${body.from === 'forehand' ? 'forehand' : 'the dealer'}${talonWords(body, names)}; any cards left over form the stock.`;
    case 'Trump': {
      const how =
        body.source === 'none'
          ? 'There are no trumps'
          : body.source === 'bottom-of-pack'
            ? 'The bottom card of the pack is turned for trumps'
            : body.source === 'top-of-stock'
              ? 'The top card of the stock is turned for trumps'
              : 'The dealer’s last card is turned for trumps';
      return `${how}${when(body.when, names)}.`;
    }
    case 'TrumpNamed':
      return `${capital(seatWords(body.seat, names))} names the trump suit ${body.packet ? afterPacketWords(body.packet.count) : 'after the deal'}.`;
    case 'Choice': {
      // Titles only: players never see an option's id.
      const options = body.options.map((o) => `“${o.title}”${when(o.when, names)}${o.once ? ' (once a game)' : ''}`);
      // After play the seat may name nobody (no moon shot): then nobody chooses, and the sentence says so.
      const moment = body.afterPlay
        ? `${body.once ? 'once a game, ' : ''}after play, before the deal is scored`
        : body.once
          ? 'once a game'
          : 'before play';
      const none = body.afterPlay ? ' When there is no such player, nobody chooses.' : '';
      return `${capital(seatWords(body.seat, names))} chooses ${moment}${body.packet ? `, ${afterPacketWords(body.packet.count)}` : ''}: ${options.length > 1 ? `${options.slice(0, -1).join(', ')} or ${options.at(-1)}` : options[0]}.${none}`;
    }
    case 'PhaseOrder': {
      // Titles only; no list names every phase but the last.
      const ids = body.phases.length > 0 ? body.phases.map((x) => x.name) : (names.phaseIds ?? []).slice(0, -1);
      const titles = ids.map((id) => `“${names.phase(id)}”`);
      return `${capital(seatWords(body.seat, names))} chooses the next contract among those not yet played this game: ${titles.length > 1 ? `${titles.slice(0, -1).join(', ')} or ${titles.at(-1)}` : (titles[0] ?? 'none')}; each is played once a game.`;
    }
    case 'Exchange':
      return `The holder of the ${rankWord(deck, deck.ranks.indexOf(body.rank.name))} of trumps may exchange it for the turned trump card.`;
    case 'Give': {
      const to = (d: string) =>
        d === 'none' ? 'no pass' : d === 'across' ? 'to the player across' : `to the ${d} player`;
      const cards = `${body.count} card${body.count === 1 ? '' : 's'}`;
      if (body.directions.length === 1)
        return `Before play, every player passes ${cards} ${to(body.directions[0]!.dir)}.`;
      const turns = body.directions.map((d, i) => `in deal ${i + 1} ${to(d.dir)}`);
      return `Before play, every player passes ${cards}: ${list(turns)}; then round again.`;
    }
    case 'GiveRule':
      if (body.count !== undefined)
        return `Before play, every player gives ${body.count} of their ${cardNoun(body.cards!, deck).plural} to ${seatWords(body.seat, names)} (all of them, when they hold no more).`;
      return body.talon
        ? `Before play, ${seatWords(body.seat, names)} takes the talon into their hand.`
        : `Before play, every ${cardNoun(body.cards!, deck).bare} goes to ${seatWords(body.seat, names)}, if not already there.`;
    case 'LayAway':
      return `Before play, ${seatWords(body.seat, names)} lays ${body.count} card${body.count === 1 ? '' : 's'} of their hand away, face down and out of play${body.counting ? '; their card points count for that player' : ''}.`;
    case 'PassOn': {
      const to = seatWords(body.seat, names);
      return `When a player picks up, every ${cardNoun(body.cards, deck).bare} among the cards picked up passes at once, without a move, to ${to}${to.includes('its holder') ? ' (its holder: the player who picked it up; still in: holding cards)' : ''}.`;
    }
    case 'Draw':
      return `After each trick, while the stock holds ${body.count === 1 ? 'a card' : `${body.count} cards`} for every player, each draws ${body.count === 1 ? 'one' : body.count} from it: the trick's winner first, then the others in order of play.`;
    // A card's holder leads; when the card was not dealt, the next player after the dealer (compile.ts: seatOr).
    case 'Lead':
      return `${capital(seatWords(body.seat, names))} leads to the first trick${body.seat.kind === 'SeatHolder' ? ' (if that card was not dealt, the next player still in after the dealer)' : ''}.`;
    // A measure several players share names nobody: the usual rotation (compile.ts: seatOr).
    case 'NextDealer':
      return `The next deal is dealt by ${seatWords(body.seat, names)}${body.seat.kind === 'SeatBy' ? '; when several share it, by the next player still in after the dealer' : ''}.`;
    case 'NextGameDealer':
      return `The first deal of the next game is dealt by ${seatWords(body.seat, names)}.`;
    case 'PlayoffNextLead':
      return `After a play-off, ${seatWords(body.seat, names)} leads the next deal.`;
    // A `must play` clause binds the players following; `must lead` the leader.
    case 'Must': {
      if (body.lead) return `${mustWords(body, names)}.`;
      const n = cardNoun(body.card, deck);
      return `A player following ${body.negate ? `may not play ${n.plural}` : `must play ${n.a}`}${mustWhen(body, names, 'their')}.`;
    }
    case 'Winner':
      return body.ranks.length === 2
        ? `The highest trump takes the trick; without a trump in it, the highest card of the suit led.`
        : `The highest ${body.ranks[0] === 'trump' ? 'trump' : 'card of the suit led'} takes the trick.`;
    case 'Play': {
      if (body.mode === 'tricks') return 'The cards are played in tricks.';
      if (body.mode === 'layoff') {
        const start = body.start
          ? body.anyOfRank
            ? `any ${rankWord(deck, deck.ranks.indexOf(body.start.name))}`
            : symWords(deck, body.start.name)
          : 'the first card laid';
        return `The cards are laid off in suit rows, starting from ${start}${body.wrap ? '; a row goes on past the Ace to the lowest card and back' : ''}.`;
      }
      const b = body.beating ?? {};
      const parts = [
        'Each card played must beat the one on top: a higher card of its suit, or a card of the player’s own trump suit',
      ];
      if (b.permanent)
        parts.push(
          `${symWords(deck, b.permanent.name)} beat every other card; among them, the ${suitTitle(deck, 0)} one is highest, then ${list(deck.suits.slice(1).map((_, i) => suitTitle(deck, i + 1)))}`,
        );
      if (b.assign?.by === 'chosen') {
        parts.push(
          `each player in turn from ${b.assign.from} names a trump suit of their own${b.assign.repeats ? ' (two may name the same)' : ', no two the same'}`,
        );
      } else if (b.personal) {
        const suits = b.personal.map((s) => suitTitle(deck, deck.suits.indexOf(s.name)));
        const from = b.assign
          ? `from ${b.assign.from}`
          : b.holder
            ? `from the holder of ${symWords(deck, b.holder.name)}`
            : '';
        parts.push(
          `each player has a trump suit of their own: ${list(suits)}, in the order of play${from ? ` ${from}` : ''}`,
        );
      }
      if (b.suitFirst) parts.push('a player who can beat with a card of the suit on top must do so');
      parts.push(
        b.pickUpAny
          ? 'a player who cannot beat picks up as many cards as they choose, at least one, from the top of the pile'
          : b.pickUpTop
            ? `a player who cannot beat picks up the top ${b.pickUpTop === 1 ? 'card' : `${b.pickUpTop} cards`} of the pile`
            : b.pickUpAtWill
              ? 'a player may pick up the pile instead of beating'
              : 'a player who cannot beat picks up the pile',
      );
      return `${parts.join('; ')}.`;
    }
    case 'TrumpsBeat':
      return body.anySuit
        ? 'A card of a player’s own trump suit beats any card of another suit, even one played as its player’s own trump.'
        : 'A card of a player’s own trump suit beats a card of another suit only if that card was not its player’s own trump.';
    case 'Action': {
      const who = body.who === 'anyone' ? 'Any player' : 'The player with the highest card of the suit led';
      const what = body.effect === 'take-trick' ? 'may take a trick that is not theirs' : 'may ask for a redeal';
      const time = body.timing === 'until-next-lead' ? ', until the next lead' : ' before play';
      return `${who} ${what}${time}${when(body.when, names)}${body.consent ? ', if the opponents agree' : ''}.`;
    }
    case 'Tally':
      return `${body.scope === 'player' ? 'Each player keeps' : 'The table keeps'} a tally${body.title ? `, ${body.title}` : ''}: ${body.description}${body.clearedEachGame ? '; it is cleared for each game' : ''}.`;
    case 'Ties':
      return body.policy === 'playoff'
        ? 'A tie is settled by a play-off among the tied players.'
        : 'When players tie, each of them gets the full result.';
    case 'Teams': {
      const out = body.together
        ? ' A team is out when all its players are, and the deal ends when the first team is out: the others are placed by the fewest cards left.'
        : '';
      if (body.how === 'found' && body.seat && body.partner)
        return `Once the cards are dealt, ${seatWords(body.seat, names)} and ${seatWords(body.partner, names)} play together against the others (a player who is both plays alone); the partner is known when the card is played.${out}`;
      return `${
        body.how === 'across'
          ? 'Players play in partnerships: each partners the player sitting opposite.'
          : 'Players play in two teams: every other player is on the same team.'
      }${out}`;
    }
    case 'EventWhen':
      return `${body.playoff ? 'In a play-off, a' : 'A'} player makes ${anEvent(names, body.event.name)} when ${condWords(body.cond, names, false, 'their')}.`;
    case 'Ends':
      return `The phase ends when ${condWords(body.cond, names)}.`;
    case 'DealEnds':
      return `The deal stops after the first trick at whose end ${dealEndWords(body.cond, names)}: the cards still in hand are not played, and the deal is scored on the tricks taken.`;
    case 'AtEnd':
      return `At the end of the phase${when(body.when, names)}, ${effectsWords(body.effects, names)}.`;
    case 'AfterDeal':
      return `After each deal${when(body.when, names)}, ${effectsWords(body.effects, names)}.`;
    case 'GameOver':
      return body.effects.length === 1 && body.effects[0]!.kind === 'EndGame'
        ? `The game ends when ${condWords(body.when, names)}.`
        : `The game is over when ${condWords(body.when, names)}; then ${effectsWords(body.effects, names)}.`;
    // `otherwise` reads "Otherwise" only after another scoring clause (see ruleWords); alone, it is what every deal scores.
    case 'Score':
      return body.cond
        ? `When ${condWords(body.cond, names)}, ${effectsWords(body.effects, names)}.`
        : `${capital(effectsWords(body.effects, names))}.`;
    case 'PlayoffDealer':
      return `A play-off is dealt by ${seatWords(body.seat, names)}.`;
    case 'PlayoffLead':
      return `In a play-off, ${seatWords(body.seat, names)} leads.`;
    case 'PlayoffRank': {
      const keys = body.keys.map((k) =>
        k.by === 'first'
          ? `the player who makes ${anEvent(names, k.event.name)} in it`
          : `the player with the ${k.by} ${valueNoun(names, k.value).text}`,
      );
      return `A play-off is won by ${keys.join('; otherwise by ')}.`;
    }
    case 'PlayoffNextDealer':
      return `After a play-off, the next deal is dealt by ${body.choices.map((c) => `${seatWords(c.seat, names)}${c.when ? ` when ${condWords(c.when, names)}` : ''}`).join('; or by ')}.`;
    case 'Rubber':
      return body.until
        ? `A rubber ends after the first game at whose end ${condWords(body.until, names)}.`
        : `A rubber is ${body.games} game${body.games === 1 ? '' : 's'}.`;
    case 'Settle': {
      const t = names.tally(body.tally.name).toLowerCase();
      if (body.asIs) return `At the end of the rubber, the ${t} stand as the result.`;
      const per = t.endsWith('s') ? `every ${t.slice(0, -1)} they have` : `every 1 on their ${t}`;
      return `At the end of the rubber, each player ${body.receives ? 'receives' : 'pays'} ${body.amount} ${body.receives ? 'from' : 'to'} each opponent for ${per}.`;
    }
  }
}

/**
 * A clause in words, with the reading it holds under, if any. `afterAnother`: an earlier clause of
 * the same kind in its phase is tried first (scoring and trump clauses: the first whose condition
 * holds decides), so this one reads "Otherwise, …".
 */
export function ruleWords(clause: ClauseNode, names: Names, afterAnother = false): string {
  let text = clauseWords(clause.body, names);
  const b = clause.body;
  if (afterAnother && (b.kind === 'Score' || b.kind === 'Trump'))
    text = `Otherwise, ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  if (!clause.guard) return text;
  // Said whether the reading is the one the variant goes by, or one a table may choose instead.
  const { ambiguity, reading } = clause.guard;
  const title = names.reading(ambiguity.name, reading.name);
  const which = names.isDefault?.(ambiguity.name, reading.name)
    ? `under the reading “${title}”, the default`
    : `only under the reading “${title}”, if chosen`;
  return `${text.slice(0, -1)} (${which}).`;
}

/** `after packet N` in words: "after the first packet, seeing only its cards" (N = 1), "after the first 2 packets, …". */
const afterPacketWords = (n: number): string =>
  `after the first ${n === 1 ? 'packet' : `${n} packets`} of the deal, seeing only ${n === 1 ? 'its' : 'their'} cards`;

/**
 * The sentence each clause of `cv` says, for a refusal that quotes its rule (scenario/replay.ts'
 * `ruleSentence`: the CLI and the examples pass it; the islands leave the words layer out).
 */
export const clauseSentences =
  (cv: { variant: VariantRules; deck: Deck }) =>
  (clause: ClauseNode): string =>
    ruleWords(clause, variantNames(cv.variant, cv.deck));
