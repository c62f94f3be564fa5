/**
 * A rule in German: each clause kind of the language said as a German sentence, built from the
 * clause and the variant's names (./names.ts) with German word order — the verb second in a main
 * clause ("Nach jedem Spiel erhält …"), last in a subordinate one ("…, wenn er eine Herzkarte hat")
 * — and every noun phrase through `phrase` (./nouns.ts), so that gender, case and number agree.
 * The German twin of ../clause-words.ts; ../rule-words.ts picks between the two by language.
 */
import type { Gender, Noun } from '../../core/lang.ts';
import type { ClauseBody, ClauseNode, Cond, Effect, NumExpr, Seat } from '../../parse/ast.ts';
import { packStyle } from '../pack.ts';
import type { Names } from '../words.ts';
import { anEventDe, gameWordsDe, playersDe, seatDe, valueDe } from './game-words.ts';
import { optionDe, rankDe, readingDe, specialDe, suitDe, tallyDe } from './names.ts';
import { article, type Case, cardNoun, knownCardWord, noun, phrase, rankNoun, suitCardNoun } from './nouns.ts';
import { dealEndDe, followDe, mustDe } from './play-words.ts';
import {
  capitalDe,
  cardDe,
  cardPhrase,
  cardsDe,
  condDe,
  countDe,
  figureDe,
  type GameWordsDe,
  listDe,
  numberDe,
  numDe,
  oneDe,
  ordinalDe,
  orListDe,
  tidy,
} from './words.ts';

/** "jeder", "jede", "jedes" in a case. */
const jed = (g: Gender, kase: Case): string =>
  `jed${{ m: { nom: 'er', acc: 'en', dat: 'em', gen: 'es' }, f: { nom: 'e', acc: 'e', dat: 'er', gen: 'er' }, n: { nom: 'es', acc: 'es', dat: 'em', gen: 'es' } }[g][kase]}`;
/** The personal pronoun of a noun's gender, nominative and accusative ("er"/"ihn", "sie", "es"). */
const PRONOUN: Record<Gender, { nom: string; acc: string }> = {
  m: { nom: 'er', acc: 'ihn' },
  f: { nom: 'sie', acc: 'sie' },
  n: { nom: 'es', acc: 'es' },
};

/** The words a clause needs: the names, and the game-level words in German. */
interface Ctx {
  names: Names;
  game: GameWordsDe;
}

/** A special card in German: its nickname, else "der Trumpf-Unter", "der Unter der anderen Farbe …". */
function specialNameDe(rank: string, of: 'trump' | 'partner' | { name: string }, ctx: Ctx, kase: Case): string {
  const deck = ctx.names.deck;
  const r = rankDe(ctx.names, deck.ranks.indexOf(rank));
  if (of === 'trump') return phrase(cardNoun(noun('Trumpf', 'm'), r), 'def', kase);
  if (of === 'partner')
    return `${phrase(r, 'def', kase)} der anderen Farbe, die dieselbe Kartenfarbe (rot oder schwarz) hat wie Trumpf,`;
  const card = deck.byName.get(`${rank}${of.name}`);
  return card === undefined ? phrase(r, 'def', kase) : phrase(cardDe(ctx.names, card), 'def', kase);
}

/** A symbol of the deck as an item of a list: a rank, a suit or a card by its German name, a special by its own. */
function itemDe(sym: string, ctx: Ctx, plural: boolean): string {
  const names = ctx.names;
  const special = specialDe(names, sym);
  if (special && names.special(sym)) return special.one;
  const deck = names.deck;
  const r = deck.ranks.indexOf(sym);
  if (r >= 0) {
    const n = rankDe(names, r);
    return plural ? n.many : n.one;
  }
  const s = deck.suits.indexOf(sym);
  if (s >= 0) return plural ? suitCardNoun(suitDe(names, s)).many : suitDe(names, s).one;
  const card = deck.byName.get(sym);
  return card === undefined ? sym : cardDe(names, card).one;
}

/**
 * A scoring effect as the parts of a German main clause, so that it can stand with its subject
 * first ("jeder andere Spieler erhält 1 Strich") or after a first part, verb second ("…, erhält
 * jeder andere Spieler 1 Strich"); `tail` is what ends the clause (a participle, a separable prefix).
 */
interface Said {
  subj: string;
  verb: string;
  rest: string;
  tail: string;
}

const normal = (x: Said): string => `${x.subj} ${x.verb}${x.rest}${x.tail}`;
const inverted = (x: Said): string => `${x.verb} ${x.subj}${x.rest}${x.tail}`;

/**
 * An amount of a tally in `kase`: "einen Strich", "zwei Striche", "2 auf den Rahmen", "so viele
 * Striche, wie …" (the nominative where the amount is a passive's subject: "ein Strich wird …").
 */
function amountDe(amount: NumExpr, tally: string, ctx: Ctx, kase: Case = 'acc'): string {
  const t = tallyDe(ctx.names, tally);
  const countable = t.one !== t.many;
  if (amount.kind !== 'Num') {
    const n = numDe(amount, ctx.names, ctx.game, 'their');
    const what = countable ? `so viele ${phrase(t, 'none', 'acc', true)}` : `so viel auf ${phrase(t, 'def', 'acc')}`;
    return `${what}, wie ${n} ${ctx.game.plural(amount) ? 'angeben' : 'angibt'},`;
  }
  if (!countable) return `${figureDe(amount.value)} auf ${phrase(t, 'def', 'acc')}`;
  return countDe(amount.value, t, kase);
}

/** A scoring effect in German, as the parts of a clause. */
function effectDe(e: Effect, ctx: Ctx): Said {
  const who = (x: { who: Parameters<typeof playersDe>[0] }) => playersDe(x.who, ctx.names, ctx.game);
  switch (e.kind) {
    case 'Nothing':
      return { subj: 'nichts', verb: 'wird', rest: '', tail: ' gewertet' };
    case 'EndGame':
      return { subj: 'die Partie', verb: 'endet', rest: '', tail: '' };
    case 'Add':
      return { subj: who(e).each('nom'), verb: 'erhält', rest: ` ${amountDe(e.amount, e.tally.name, ctx)}`, tail: '' };
    case 'Erase': {
      // Marks are wiped off the slate ("weggewischt"); an amount that is not counted is taken off.
      const t = tallyDe(ctx.names, e.tally.name);
      if (t.one === t.many) {
        const n = numDe(e.amount, ctx.names, ctx.game, 'their');
        return {
          subj: who(e).each('dat'),
          verb: 'wird',
          rest: ` ${n} von ${phrase(t, 'def', 'dat')}`,
          tail: ' abgezogen',
        };
      }
      const one = e.amount.kind === 'Num' && oneDe(Math.abs(e.amount.value));
      return {
        subj: who(e).each('dat'),
        verb: one ? 'wird' : 'werden',
        rest: ` ${amountDe(e.amount, e.tally.name, ctx, 'nom')}`,
        tail: ' weggewischt',
      };
    }
    case 'DropOut':
      return { subj: who(e).each('nom'), verb: 'scheidet', rest: '', tail: ' aus' };
    case 'LoseGame':
      return {
        subj: who(e).each('nom'),
        verb: 'verliert',
        rest: ` die Partie und erhält ${amountDe(e.amount, e.tally.name, ctx)}`,
        tail: '',
      };
    case 'PayIn': {
      const from = tallyDe(ctx.names, e.from.name);
      const to = tallyDe(ctx.names, e.to.name);
      const sein = article('indef', from.gender, 'dat').replace(/^ein/, 'sein');
      return {
        subj: who(e).each('nom'),
        verb: 'zahlt',
        rest: ` ${numDe(e.amount, ctx.names, ctx.game, 'their')} aus ${sein} ${phrase(from, 'none', 'dat')} in ${phrase(to, 'def', 'acc')}`,
        tail: ' ein',
      };
    }
    case 'PayOut': {
      const from = tallyDe(ctx.names, e.from.name);
      const to = tallyDe(ctx.names, e.to.name);
      const sein = article('indef', to.gender, 'acc').replace(/^ein/, 'sein');
      return {
        subj: phrase(from, 'def', 'nom'),
        verb: 'zahlt',
        rest: ` ${who(e).each('dat')} ${numDe(e.amount, ctx.names, ctx.game, 'their')} in ${sein} ${phrase(to, 'none', 'acc')}`,
        tail: ' aus',
      };
    }
  }
}

/** Effects in a row: the first verb second after `lead` when one is given ("Nach jedem Spiel erhält …"). */
function effectsDe(effects: Effect[], ctx: Ctx, lead: string | null): string {
  const said = effects.map((e, i) =>
    i === 0 && lead !== null ? inverted(effectDe(e, ctx)) : normal(effectDe(e, ctx)),
  );
  const joined = said.length < 3 && !said.some((x) => x.includes(',')) ? listDe(said) : said.join('; ');
  return lead === null ? capitalDe(joined) : `${lead} ${joined}`;
}

/** ", wenn …" for a clause's condition, or nothing. */
const wennDe = (cond: Cond | null, ctx: Ctx): string => (cond ? `, wenn ${condDe(cond, ctx.names, ctx.game)}` : '');

/** Whether a seat is, or counts from, the holder of a card passed on ("its holder"). */
const holderOfCard = (s: Seat): boolean =>
  s.kind === 'SeatOfCard' ? s.which === 'holder' : s.kind === 'SeatStep' ? holderOfCard(s.from) : false;

/** `after packet N` in German: "nach dem ersten Paket, wobei er nur dessen Karten kennt". */
const afterPacketDe = (n: number): string =>
  n === 1
    ? 'nach dem ersten Paket des Gebens, wobei er nur dessen Karten kennt'
    : `nach den ersten ${numberDe(n)} Paketen des Gebens, wobei er nur deren Karten kennt`;

/** A player's dealing direction in German. */
const giveTo = (d: string): string =>
  d === 'none'
    ? 'keine Weitergabe'
    : d === 'across'
      ? 'an den Spieler gegenüber'
      : d === 'next'
        ? 'an den nächsten Spieler'
        : 'an den vorigen Spieler';

const FROM: Record<'forehand' | 'dealer', string> = { forehand: 'Vorhand', dealer: 'dem Geber' };

/** A clause body as a German sentence (with its full stop); `otherwise`: after another of its kind. */
function clauseDe(clause: ClauseNode, ctx: Ctx, otherwise: boolean): string {
  const body: ClauseBody = clause.body;
  const names = ctx.names;
  const deck = names.deck;
  const seat = (s: Seat, k: Case = 'nom') => seatDe(s, names, ctx.game, k);
  switch (body.kind) {
    case 'Players': {
      const n =
        body.min === body.max
          ? numberDe(body.max)
          : `${numberDe(body.min)} ${body.max === body.min + 1 ? 'oder' : 'bis'} ${numberDe(body.max)}`;
      return `Es spielen ${n} Spieler; gespielt wird ${body.direction === 'clockwise' ? 'im Uhrzeigersinn' : 'gegen den Uhrzeigersinn'}.`;
    }
    case 'Deck': {
      const suits = body.suits.map((s) => {
        const i = deck.suits.indexOf(s.name);
        return i >= 0 ? suitDe(names, i).one : s.name;
      });
      // The clause's own ranks: a reading's deck may have ranks the default deck lacks.
      const ranks = body.ranks.map((r) => {
        const i = deck.ranks.indexOf(r.name);
        if (i >= 0) return rankDe(names, i).one;
        const known = (r.names ?? [])
          .slice(1)
          .map(knownCardWord)
          .find((k) => k);
        return (known ?? rankNoun(r.name, r.names?.[0], packStyle(deck))).one;
      });
      return `Ein Blatt mit ${body.suits.length * body.ranks.length} Karten: ${listDe(suits)}, jede Farbe mit ${ranks.join(', ')}.`;
    }
    case 'Special': {
      const nick = specialDe(names, clause.id.name);
      return `${capitalDe(specialNameDe(body.rank.name, body.of, ctx, 'nom'))} ist eine Karte für sich${body.nickname ? `, „${nick?.one ?? body.nickname}“` : ''}.`;
    }
    case 'Order': {
      const items = body.items.map((x) => itemDe(x.name, ctx, false));
      const which =
        body.which === 'trump' ? 'der Trümpfe' : names.trumps === false ? 'in jeder Farbe' : 'in den anderen Farben';
      return `Rangfolge ${which}, von der höchsten Karte an: ${items.join(', ')}.`;
    }
    case 'Points': {
      const cards = body.values.map((x) => `${itemDe(x.card.name, ctx, true)} ${figureDe(x.value)}`);
      const tricks = [
        ...body.tricks.map((t) =>
          t.trick === 'each'
            ? `jeder Stich ${figureDe(t.value)}`
            : t.trick === 'last'
              ? `der letzte Stich ${figureDe(t.value)}`
              : `der ${ordinalDe(t.trick, 'e')} Stich ${figureDe(t.value)}`,
        ),
        ...(body.lastTrick ? [`der letzte Stich ${body.lastTrick}`] : []),
      ];
      const parts = [
        ...(cards.length ? [`die Karten zählen: ${cards.join(', ')}`] : []),
        ...(tricks.length ? [`die Stiche zählen: ${tricks.join(', ')}`] : []),
      ];
      return `${capitalDe(parts.join('; ') || 'nichts zählt')}${addsUpDe(body, ctx)}${body.total !== null ? `. Ein Spiel hat insgesamt ${body.total} Punkte` : ''}.`;
    }
    case 'Deal': {
      const packets = body.packets.length > 1 ? ` in Paketen zu ${listDe(body.packets.map(numberDe))}` : '';
      const talon = body.talon
        ? `; dann kommen ${countDe(body.talon.count, noun('Karte', 'f', 'Karten'), 'nom')} als Talon beiseite${body.talon.seat ? `, den ${seat(body.talon.seat)} ebenfalls erhält` : ''}`
        : '';
      return `Jeder Spieler erhält ${countDe(body.count, noun('Karte', 'f', 'Karten'))}${packets}, gegeben ab ${FROM[body.from]}${talon}; übrige Karten bilden den Stock.`;
    }
    case 'Trump': {
      const card =
        body.source === 'bottom-of-pack'
          ? 'die unterste Karte des Stapels'
          : body.source === 'top-of-stock'
            ? 'die oberste Karte des Stocks'
            : 'die letzte Karte des Gebers';
      const when = wennDe(body.when, ctx);
      if (body.source === 'none')
        return otherwise ? `Sonst gibt es keine Trümpfe${when}.` : `Es gibt keine Trümpfe${when}.`;
      return otherwise
        ? `Sonst wird ${card} als Trumpf aufgedeckt${when}.`
        : `${capitalDe(card)} wird als Trumpf aufgedeckt${when}.`;
    }
    case 'TrumpNamed':
      return `${capitalDe(seat(body.seat))} bestimmt die Trumpffarbe ${body.packet ? afterPacketDe(body.packet.count) : 'nach dem Geben'}.`;
    case 'Choice': {
      const options = body.options.map(
        (o) =>
          `„${optionDe(names, o.id.name) ?? o.title}“${o.when ? ` (wenn ${condDe(o.when, names, ctx.game)})` : ''}${o.once ? ' (einmal je Partie)' : ''}`,
      );
      const moment = body.afterPlay
        ? `${body.once ? 'einmal je Partie ' : ''}nach dem Ausspielen aller Karten, bevor das Spiel gewertet wird`
        : body.once
          ? 'einmal je Partie'
          : 'vor dem Ausspielen';
      const none = body.afterPlay ? ' Gibt es keinen solchen Spieler, wählt niemand.' : '';
      return `${capitalDe(seat(body.seat))} wählt ${moment}${body.packet ? `, ${afterPacketDe(body.packet.count)}` : ''}: ${orListDe(options)}.${none}`;
    }
    case 'PhaseOrder': {
      const ids = body.phases.length > 0 ? body.phases.map((x) => x.name) : (names.phaseIds ?? []).slice(0, -1);
      const titles = ids.map((id) => `„${names.german?.phases.get(id) ?? names.phase(id)}“`);
      return `${capitalDe(seat(body.seat))} wählt die nächste Spielart unter denen, die in dieser Partie noch nicht gespielt wurden: ${titles.length ? orListDe(titles) : 'keine'}; jede wird einmal je Partie gespielt.`;
    }
    case 'Exchange': {
      const r = rankDe(names, deck.ranks.indexOf(body.rank.name));
      const card = cardNoun(noun('Trumpf', 'm'), r);
      return `Der Spieler mit ${phrase(card, 'def', 'dat')} darf ${PRONOUN[card.gender].acc} gegen die aufgedeckte Trumpfkarte tauschen.`;
    }
    case 'Give': {
      const cards = countDe(body.count, noun('Karte', 'f', 'Karten'));
      if (body.directions.length === 1)
        return `Vor dem Ausspielen gibt jeder Spieler ${cards} ${giveTo(body.directions[0]!.dir)} weiter.`.replace(
          'keine Weitergabe weiter',
          'nicht weiter',
        );
      const turns = body.directions.map((d, i) => `im ${ordinalDe(i + 1, 'en')} Spiel ${giveTo(d.dir)}`);
      return `Vor dem Ausspielen gibt jeder Spieler ${cards} weiter: ${listDe(turns)}; danach wieder von vorn.`;
    }
    case 'GiveRule': {
      if (body.count !== undefined) {
        const n = cardPhrase(body.cards!, names);
        // "einen seiner Trümpfe", "zwei seiner Herzkarten".
        const how =
          body.count === 1 ? article('indef', n.kind === 'noun' ? n.noun.gender : 'f', 'acc') : numberDe(body.count);
        return `Vor dem Ausspielen gibt jeder Spieler ${how} seiner ${cardsDe(n, 'none', 'gen', true)} an ${seat(body.seat, 'acc')} (alle, wenn er nicht mehr hat).`;
      }
      if (body.talon) return `Vor dem Ausspielen nimmt ${seat(body.seat)} den Talon auf die Hand.`;
      const n = cardPhrase(body.cards!, names);
      const each =
        n.kind === 'noun' && !n.unique
          ? `${jed(n.noun.gender, 'nom')} ${phrase(n.noun, 'none', 'nom')}${n.post ?? ''}${n.rel?.one ?? ''}`
          : cardsDe(n, 'def', 'nom');
      const g = n.kind === 'noun' ? n.noun.gender : 'f';
      return `Vor dem Ausspielen geht ${each} an ${seat(body.seat, 'acc')}, falls ${PRONOUN[g].nom} nicht schon dort ist.`;
    }
    case 'LayAway':
      return `Vor dem Ausspielen legt ${seat(body.seat)} ${countDe(body.count, noun('Karte', 'f', 'Karten'))} seiner Hand verdeckt beiseite; sie sind aus dem Spiel${body.counting ? ', ihre Augen zählen für ihn' : ''}.`;
    case 'PassOn': {
      const n = cardPhrase(body.cards, names);
      const each =
        n.kind === 'noun' && !n.unique
          ? `${jed(n.noun.gender, 'nom')} ${phrase(n.noun, 'none', 'nom')}${n.post ?? ''}${n.rel?.one ?? ''}`
          : cardsDe(n, 'def', 'nom');
      const note = holderOfCard(body.seat)
        ? ' (ihr Besitzer: wer sie aufgenommen hat; noch beteiligt: wer Karten hält)'
        : '';
      return `Nimmt ein Spieler auf, geht ${each} unter den aufgenommenen Karten sofort und ohne Zug an ${seat(body.seat, 'acc')} über${note}.`;
    }
    case 'Draw':
      return `Nach jedem Stich zieht, solange der Stock noch ${countDe(body.count, noun('Karte', 'f', 'Karten'))} für jeden Spieler hat, jeder ${body.count === 1 ? 'eine' : numberDe(body.count)} davon: zuerst der Gewinner des Stichs, dann die anderen in Spielreihenfolge.`;
    case 'Lead':
      return `${capitalDe(seat(body.seat))} spielt zum ersten Stich aus${body.seat.kind === 'SeatHolder' ? ' (wurde diese Karte nicht gegeben, der nächste noch beteiligte Spieler nach dem Geber)' : ''}.`;
    case 'NextDealer':
      return `Das nächste Spiel gibt ${seat(body.seat)}${body.seat.kind === 'SeatBy' ? '; teilen sich mehrere diesen Platz, der nächste noch beteiligte Spieler nach dem Geber' : ''}.`;
    case 'NextGameDealer':
      return `Das erste Spiel der nächsten Partie gibt ${seat(body.seat)}.`;
    case 'PlayoffNextLead':
      return `Nach einem Stechen spielt ${seat(body.seat)} im nächsten Spiel aus.`;
    case 'Must':
      return `${body.lead ? mustDe(body, names, ctx.game) : followDe(body, names, ctx.game)}.`;
    case 'Winner':
      return body.ranks.length === 2
        ? 'Der höchste Trumpf gewinnt den Stich; liegt kein Trumpf darin, die höchste Karte der ausgespielten Farbe.'
        : `${body.ranks[0] === 'trump' ? 'Der höchste Trumpf' : 'Die höchste Karte der ausgespielten Farbe'} gewinnt den Stich.`;
    case 'Play':
      return playDe(body, ctx);
    case 'TrumpsBeat':
      return body.anySuit
        ? 'Eine Karte der eigenen Trumpffarbe eines Spielers schlägt jede Karte einer anderen Farbe, auch eine, die ihr Spieler als eigenen Trumpf gespielt hat.'
        : 'Eine Karte der eigenen Trumpffarbe eines Spielers schlägt eine Karte einer anderen Farbe nur, wenn diese nicht der eigene Trumpf ihres Spielers war.';
    case 'Action': {
      const who =
        body.who === 'anyone' ? 'Jeder Spieler' : 'Der Spieler mit der höchsten Karte der ausgespielten Farbe';
      const time = body.timing === 'until-next-lead' ? 'bis zum nächsten Ausspielen' : 'vor dem Ausspielen';
      const what =
        body.effect === 'take-trick'
          ? 'einen Stich an sich nehmen, der nicht seiner ist,'
          : 'verlangen, dass neu gegeben wird,';
      return `${who} darf ${time} ${what}${wennDe(body.when, ctx)}${body.consent ? ', sofern die Gegner zustimmen' : ''}.`;
    }
    case 'Tally':
      return tallyDeclDe(clause.id.name, body, names);
    case 'Ties':
      return body.policy === 'playoff'
        ? 'Einen Gleichstand entscheidet ein Stechen unter den gleichauf liegenden Spielern.'
        : 'Bei Gleichstand erhält jeder der Beteiligten das volle Ergebnis.';
    case 'Teams': {
      const out = body.together
        ? ' Eine Partei ist draußen, wenn alle ihre Spieler draußen sind, und das Spiel endet, sobald die erste Partei draußen ist: die anderen werden nach den wenigsten verbliebenen Karten platziert.'
        : '';
      if (body.how === 'found' && body.seat && body.partner)
        return `Sobald die Karten gegeben sind, spielen ${seat(body.seat)} und ${seat(body.partner)} gemeinsam gegen die anderen (wer beides ist, spielt allein); der Partner gibt sich zu erkennen, wenn die Karte gespielt wird.${out}`;
      return `${
        body.how === 'across'
          ? 'Es wird in Partnerschaften gespielt: Partner ist jeweils der gegenübersitzende Spieler.'
          : 'Es wird in zwei Parteien gespielt: jeder zweite Spieler gehört zur selben Partei.'
      }${out}`;
    }
    case 'EventWhen':
      return `${body.playoff ? 'Im Stechen macht ein Spieler' : 'Ein Spieler macht'} ${anEventDe(names, body.event.name)}, wenn ${condDe(body.cond, names, ctx.game, false, 'their')}.`;
    case 'Ends':
      return `Die Phase endet, wenn ${condDe(body.cond, names, ctx.game)}.`;
    case 'DealEnds':
      return `Das Spiel endet nach dem ersten Stich, an dessen Ende ${dealEndDe(body.cond, names, ctx.game)}: die Karten, die noch auf der Hand sind, werden nicht gespielt, und das Spiel wird nach den genommenen Stichen gewertet.`;
    case 'AtEnd':
      return `${effectsDe(body.effects, ctx, `Am Ende der Phase${body.when ? `${wennDe(body.when, ctx)},` : ''}`)}.`;
    case 'AfterDeal':
      return `${effectsDe(body.effects, ctx, `Nach jedem Spiel${body.when ? `${wennDe(body.when, ctx)},` : ''}`)}.`;
    case 'GameOver':
      return body.effects.length === 1 && body.effects[0]!.kind === 'EndGame'
        ? `Die Partie endet, wenn ${condDe(body.when, names, ctx.game)}.`
        : `Die Partie ist vorbei, wenn ${condDe(body.when, names, ctx.game)}; dann ${effectsDe(body.effects, ctx, '').slice(1)}.`;
    case 'Score': {
      // An else-chain as a rulebook reads it: "Wenn …, …. Wenn nicht, aber …, …. Sonst …".
      const cond = body.cond ? condDe(body.cond, names, ctx.game) : null;
      const lead = cond ? (otherwise ? `Wenn nicht, aber ${cond},` : `Wenn ${cond},`) : otherwise ? 'Sonst' : null;
      return `${effectsDe(body.effects, ctx, lead)}.`;
    }
    case 'PlayoffDealer':
      return `Ein Stechen gibt ${seat(body.seat)}.`;
    case 'PlayoffLead':
      return `Im Stechen spielt ${seat(body.seat)} aus.`;
    case 'PlayoffRank': {
      const keys = body.keys.map((k) => {
        if (k.by === 'first') return `der Spieler, der darin ${anEventDe(names, k.event.name)} macht`;
        const v = valueDe(names, k.value);
        return v.plural
          ? `der Spieler mit den ${k.by === 'most' ? 'meisten' : 'wenigsten'} ${phrase(v.noun, 'none', 'dat', true)}`
          : `der Spieler mit ${article('def', v.noun.gender, 'dat')} ${k.by === 'most' ? 'höchsten' : 'niedrigsten'} ${phrase(v.noun, 'none', 'dat')}`;
      });
      return `Ein Stechen gewinnt ${keys.join('; sonst ')}.`;
    }
    case 'PlayoffNextDealer':
      return `Nach einem Stechen gibt das nächste Spiel ${body.choices.map((c) => `${seat(c.seat)}${c.when ? `, wenn ${condDe(c.when, names, ctx.game)}` : ''}`).join('; sonst ')}.`;
    case 'Rubber':
      return body.until
        ? `Ein Robber endet nach der ersten Partie, an deren Ende ${condDe(body.until, names, ctx.game)}.`
        : `Ein Robber besteht aus ${countDe(body.games ?? 1, noun('Partie', 'f', 'Partien'), 'dat')}.`;
    case 'Settle': {
      const t = tallyDe(names, body.tally.name);
      if (body.asIs)
        return t.one !== t.many
          ? `Am Ende des Robbers gelten ${phrase(t, 'def', 'nom', true)} als Ergebnis.`
          : `Am Ende des Robbers gilt ${phrase(t, 'def', 'nom')} als Ergebnis.`;
      const sein = article('indef', t.gender, 'dat').replace(/^ein/, 'sein');
      const per =
        t.one !== t.many
          ? `${jed(t.gender, 'acc')} ${phrase(t, 'none', 'acc')}, ${article('def', t.gender, 'acc')} er hat`
          : `jeden Punkt auf ${sein} ${phrase(t, 'none', 'dat')}`;
      return body.receives
        ? `Am Ende des Robbers erhält jeder Spieler von jedem Gegner ${body.amount} für ${per}.`
        : `Am Ende des Robbers zahlt jeder Spieler jedem Gegner ${body.amount} für ${per}.`;
    }
  }
}

/**
 * A tally's declaration as a score sheet is explained: "Für jeden Spieler werden Striche gezählt:
 * Striche auf der Tafel; zu jeder Partie wird neu gezählt." A shared tally is one thing on the
 * table ("Am Tisch wird eine Kasse geführt: …").
 */
function tallyDeclDe(id: string, body: Extract<ClauseBody, { kind: 'Tally' }>, names: Names): string {
  const own = names.german?.tallies.get(id);
  const description = own?.description ?? `„${body.description}“`;
  const what = own?.noun ?? { ...tallyDe(names, id), one: `„${body.title}“`, many: `„${body.title}“` };
  const head =
    body.scope === 'player'
      ? `Für jeden Spieler werden ${phrase(what, 'none', 'nom', true)} gezählt`
      : `Am Tisch wird ${phrase(what, 'indef', 'nom')} geführt`;
  return `${head}: ${description}${body.clearedEachGame ? '; zu jeder Partie wird neu gezählt' : ''}.`;
}

/** "; die Werte addieren sich, also zählt die Herz-Dame 14": a card named beside its suit or rank counts the sum. */
function addsUpDe(body: Extract<ClauseBody, { kind: 'Points' }>, ctx: Ctx): string {
  const deck = ctx.names.deck;
  const n = deck.ranks.length;
  for (const x of body.values) {
    const card = deck.byName.get(x.card.name);
    if (card === undefined || ctx.names.special(x.card.name)) continue;
    const suit = deck.suits[Math.floor(card / n)],
      rank = deck.ranks[card % n];
    const others = body.values.filter((y) => y !== x && (y.card.name === suit || y.card.name === rank));
    if (others.length)
      return `; die Werte addieren sich, also zählt ${phrase(cardDe(ctx.names, card), 'def', 'nom')} ${figureDe(others.reduce((t, y) => t + y.value, x.value))}`;
  }
  return '';
}

/** The play of a deal in German: in tricks, laid off in rows, or beating and picking up. */
function playDe(body: Extract<ClauseBody, { kind: 'Play' }>, ctx: Ctx): string {
  const names = ctx.names;
  const deck = names.deck;
  if (body.mode === 'tricks') return 'Die Karten werden in Stichen gespielt.';
  if (body.mode === 'layoff') {
    const start = body.start
      ? body.anyOfRank
        ? anyOf(rankDe(names, deck.ranks.indexOf(body.start.name)))
        : startDe(body.start.name, ctx)
      : 'der ersten angelegten Karte';
    return `Die Karten werden in Farbreihen angelegt, beginnend mit ${start}${body.wrap ? '; eine Reihe läuft über das Ass hinaus bis zur niedrigsten Karte weiter' : ''}.`;
  }
  const b = body.beating ?? {};
  const parts = [
    'Jede gespielte Karte muss die oberste schlagen: mit einer höheren Karte ihrer Farbe oder einer Karte der eigenen Trumpffarbe des Spielers',
  ];
  if (b.permanent) {
    const r = deck.ranks.indexOf(b.permanent.name);
    const what = r >= 0 ? phrase(rankDe(names, r), 'def', 'nom', true) : itemDe(b.permanent.name, ctx, true);
    parts.push(
      `${what} schlagen jede andere Karte; untereinander gilt die Farbfolge ${listDe(deck.suits.map((_, i) => suitDe(names, i).one))}, von der höchsten an`,
    );
  }
  if (b.assign?.by === 'chosen') {
    parts.push(
      `jeder Spieler bestimmt reihum ab ${FROM[b.assign.from]} eine eigene Trumpffarbe${b.assign.repeats ? ' (zwei dürfen dieselbe bestimmen)' : ', keine zwei dieselbe'}`,
    );
  } else if (b.personal) {
    const suits = b.personal.map((s) => suitDe(names, deck.suits.indexOf(s.name)).one);
    const from = b.assign
      ? ` ab ${FROM[b.assign.from]}`
      : b.holder
        ? ` ab dem Spieler mit ${startDe(b.holder.name, ctx)}`
        : '';
    parts.push(`jeder Spieler hat eine eigene Trumpffarbe: ${listDe(suits)}, in Spielreihenfolge${from}`);
  }
  if (b.suitFirst) parts.push('wer mit einer Karte der obersten Farbe schlagen kann, muss das tun');
  parts.push(
    b.pickUpAny
      ? 'wer nicht schlagen kann, nimmt beliebig viele Karten, mindestens eine, oben vom Stapel auf'
      : b.pickUpTop
        ? `wer nicht schlagen kann, nimmt ${b.pickUpTop === 1 ? 'die oberste Karte' : `die obersten ${b.pickUpTop} Karten`} des Stapels auf`
        : b.pickUpAtWill
          ? 'ein Spieler darf den Stapel aufnehmen, statt zu schlagen'
          : 'wer nicht schlagen kann, nimmt den Stapel auf',
  );
  return `${parts.join('; ')}.`;
}

/** "einer beliebigen Sieben", "einem beliebigen König" (dative, after "mit"). */
const anyOf = (r: Noun): string => `${article('indef', r.gender, 'dat')} beliebigen ${phrase(r, 'none', 'dat')}`;

/** A card or suit symbol after "mit" (dative): "dem Herz-Sieben" is "der Herz-Sieben", a suit "einer Herzkarte". */
function startDe(sym: string, ctx: Ctx): string {
  const deck = ctx.names.deck;
  const card = deck.byName.get(sym);
  if (card !== undefined) return phrase(cardDe(ctx.names, card), 'def', 'dat');
  const s = deck.suits.indexOf(sym);
  if (s >= 0) return phrase(suitCardNoun(suitDe(ctx.names, s)), 'indef', 'dat');
  return sym;
}

/**
 * A clause in German, with the reading it holds under, if any; `afterAnother` as in the English
 * `ruleWords` (the clause reads "Sonst …" or "Wenn nicht, aber …").
 */
export function ruleWordsDe(clause: ClauseNode, names: Names, afterAnother = false): string {
  const ctx: Ctx = { names, game: gameWordsDe(names) };
  const b = clause.body;
  const text = tidy(clauseDe(clause, ctx, afterAnother && (b.kind === 'Score' || b.kind === 'Trump')));
  if (!clause.guard) return text;
  const { ambiguity, reading } = clause.guard;
  const title = readingDe(names, ambiguity.name, reading.name);
  const which = names.isDefault?.(ambiguity.name, reading.name)
    ? `nach der Lesart „${title}“, der Standardlesart`
    : `nur nach der Lesart „${title}“, wenn sie gewählt ist`;
  return tidy(`${text.slice(0, -1)} (${which}).`);
}
