/**
 * The game-level half of the German expressions: per-player values (Punkte, Stiche, Platz, a
 * tally's noun), counts and totals, events and phases, sets of players and seats, each a noun
 * phrase that a sentence puts in the case it needs ("der Spieler mit den wenigsten Punkten", "dem
 * nächsten Spieler nach dem Geber"). The German twin of ../game-words.ts.
 */
import type { Noun } from '../../core/lang.ts';
import type { Cond, Ident, NumExpr, PlayerSet, Seat } from '../../parse/ast.ts';
import type { Names } from '../words.ts';
import { eventDe, optionDe, phaseDe, tallyDe } from './names.ts';
import { article, type Case, noun, phrase } from './nouns.ts';
import {
  cardDe,
  compareDe,
  condDe,
  countDe,
  type GameWordsDe,
  numberDe,
  numDe,
  OP_DE,
  type Op,
  ordinalDe,
  ownDe,
  type Whose,
} from './words.ts';

/** A per-player value as a German noun, and whether a sentence takes its plural ("Punkte", "Platz"). */
export function valueDe(names: Names, id: Ident): { noun: Noun; plural: boolean } {
  switch (id.name) {
    case 'points':
      return { noun: noun('Punkt', 'm', 'Punkte'), plural: true };
    case 'tricks':
      return { noun: noun('Stich', 'm', 'Stiche'), plural: true };
    case 'place':
      return { noun: noun('Platz', 'm', 'Plätze'), plural: false };
    case 'cards':
      return { noun: noun('Handkarte', 'f', 'Handkarten'), plural: true };
    case 'passes':
      return { noun: noun('Pass', 'm', 'Pässe'), plural: true };
    case 'pickups':
      return { noun: noun('Aufnahme', 'f', 'Aufnahmen'), plural: true };
    default: {
      const t = tallyDe(names, id.name);
      return { noun: t, plural: t.one !== t.many };
    }
  }
}

/** A declared event with the indefinite article: "einen Durchmarsch" (the event's id where the file declares none). */
export function anEventDe(names: Names, id: string, kase: Case = 'acc'): string {
  const ev = eventDe(names, id);
  return ev ? phrase(ev.title, 'indef', kase) : `das Ereignis ${id}`;
}

/** The German game-level words of `names` (what `condDe` and `numDe` take as `game`). */
export function gameWordsDe(names: Names): GameWordsDe {
  const game: GameWordsDe = {
    plural: (e) =>
      (e.kind === 'Value' && !names.countEvent?.(e.name.name) && valueDe(names, e.name).plural) ||
      (e.kind === 'Total' && valueDe(names, e.tally).plural),
    num: (e, whose) => gameNum(e, names, game, whose),
    compare: (left, op, right, holder) => gameCompare(left, op, right, holder, names),
    cond: (c, not, whose) => gameCond(c, names, game, not, whose),
  };
  return game;
}

/** "dem ersten Platz", "den dritten Platz": a place in the dative or accusative after its article. */
const placeDe = (n: number, kase: 'acc' | 'dat'): string =>
  `${kase === 'dat' ? 'dem' : 'den'} ${ordinalDe(n, 'en')} Platz`;

/** The comparison before a count: "mehr als vier", "genau vier" (`exact`: '=' says "genau"). */
const opBefore = (op: Op, exact: boolean): string =>
  op === '=' ? (exact ? 'genau ' : '') : op === '!=' ? 'nicht genau ' : OP_DE.get(op)!;

/**
 * A player's own value compared, verb last, `subject` first ("er mindestens 100 Punkte hat", "der
 * keine Striche hat", "die die meisten Punkte haben", "der den ersten Platz belegt"); `many`: the
 * subject is plural. Null for a value or comparison a rulebook has no plain words for.
 */
function hasDe(subject: string, many: boolean, id: Ident, op: Op, right: NumExpr, names: Names): string | null {
  if (names.countEvent?.(id.name)) return null;
  const v = valueDe(names, id);
  const s = subject ? `${subject} ` : '';
  const has = many ? 'haben' : 'hat';
  if (!v.plural) {
    if (id.name !== 'place' || right.kind !== 'Num' || op !== '=' || right.value < 1) return null;
    return `${s}${placeDe(right.value, 'acc')} ${many ? 'belegen' : 'belegt'}`;
  }
  if (right.kind === 'Aggregate' && right.value.name === id.name && !right.among && op === '=')
    return `${s}die ${right.fn === 'highest' ? 'meisten' : 'wenigsten'} ${phrase(v.noun, 'none', 'acc', true)} ${has}`;
  if (right.kind !== 'Num') return null;
  if (right.value === 0 && op === '=') return `${s}keine ${phrase(v.noun, 'none', 'acc', true)} ${has}`;
  if (right.value === 0 && op === '>') return `${s}${phrase(v.noun, 'none', 'acc', true)} ${has}`;
  return `${s}${opBefore(op, true)}${countDe(right.value, v.noun, 'acc')} ${has}`;
}

/**
 * The condition of a `players where …` set as a relative clause's body, verb last, `subject` its
 * relative pronoun ("der keine Striche hat", "der den ersten Platz belegt und keine Aufnahmen
 * hat"); null where only "für den gilt, dass …" fits.
 */
function whereDe(c: Cond, subject: string, many: boolean, names: Names): string | null {
  if (c.kind === 'Compare' && c.left.kind === 'Value') return hasDe(subject, many, c.left.name, c.op, c.right, names);
  if (c.kind === 'Logic' && c.op === 'and') {
    const left = whereDe(c.left, subject, many, names);
    const right = whereDe(c.right, '', many, names);
    return left && right ? `${left} und ${right}` : null;
  }
  return null;
}

/**
 * A game-level comparison as a rulebook says it: how many play ("vier Spieler mitspielen"), how
 * many are still in ("nur noch ein Spieler im Spiel ist"), how many players a set holds ("genau
 * ein Spieler Striche hat"), all players' total ("alle Spieler zusammen mehr als vier Striche
 * haben"), a player's own value ("er mindestens 100 Punkte hat"); null for the plain "A is B".
 */
function gameCompare(left: NumExpr, op: Op, right: NumExpr, holder: string, names: Names): string | null {
  if (left.kind === 'Value') return hasDe(holder, false, left.name, op, right, names);
  if (right.kind !== 'Num' || right.value < 0) return null;
  const n = right.value;
  const players = (exact: boolean) => `${opBefore(op, exact)}${n === 0 ? 'kein Spieler' : countDe(n, SPIELER, 'nom')}`;
  const many = n !== 1 && n !== 0;
  if (left.kind === 'Count' && left.set.kind === 'Everyone')
    return `${players(false)} ${many ? 'mitspielen' : 'mitspielt'}`;
  if (left.kind === 'Active') {
    if (op === '=' && n === 1) return 'nur noch ein Spieler im Spiel ist';
    return op === '='
      ? `noch ${players(false)} im Spiel ${many ? 'sind' : 'ist'}`
      : `${players(false)} noch im Spiel ${many ? 'sind' : 'ist'}`;
  }
  if (left.kind === 'Count' && left.set.kind === 'Where') {
    const rest = whereDe(left.set.cond, '', many, names);
    return rest ? `${players(true)} ${rest}` : null;
  }
  if (left.kind === 'Total' && !names.sharedTally?.(left.tally.name)) {
    const v = valueDe(names, left.tally);
    if (!v.plural) return null;
    return `alle Spieler zusammen ${opBefore(op, false)}${countDe(n, v.noun, 'acc')} haben`;
  }
  return null;
}

function gameNum(e: NumExpr, names: Names, game: GameWordsDe, whose: Whose): string | null {
  switch (e.kind) {
    case 'Value': {
      const ev = names.countEvent?.(e.name.name) ?? null;
      if (ev) return `die Anzahl der früheren Spiele dieser Partie mit ${anEventDe(names, ev, 'dat')}`;
      const v = valueDe(names, e.name);
      return ownDe(v.noun, v.plural, whose);
    }
    case 'Total': {
      const v = valueDe(names, e.tally);
      // A shared tally is one thing (the pot): "die ganze Kasse".
      return names.sharedTally?.(e.tally.name)
        ? `${article('def', v.noun.gender, 'nom')} ganze ${phrase(v.noun, 'none', 'nom')}`
        : `${phrase(v.noun, 'def', 'nom', v.plural)} aller Spieler zusammen`;
    }
    case 'Active':
      return 'die Anzahl der Spieler, die noch im Spiel sind,';
    case 'Deals':
      return 'die Anzahl der Spiele dieser Phase';
    case 'Count':
      return e.set.kind === 'Everyone'
        ? 'die Anzahl der Spieler, die Karten erhalten haben,'
        : `die Anzahl der Spieler${playersDe(e.set, names, game).among.replace(/^(?!,)/, ' ')}`;
    case 'Times':
      return `wie oft Regel ${e.clause.name} in dieser Partie gegriffen hat`;
    case 'Aggregate': {
      const v = valueDe(names, e.value);
      const among = e.among ? `unter ${playersDe(e.among, names, game).plural('dat')}` : 'im Spiel';
      return `${e.fn === 'highest' ? 'der höchste Wert' : 'der niedrigste Wert'} ${v.plural ? 'der' : 'des'} ${phrase(v.noun, 'none', 'gen', v.plural)} ${among}`;
    }
    case 'TeamValue': {
      const v = valueDe(names, e.value);
      return `${phrase(v.noun, 'def', 'nom', v.plural)} ${whose === 'their' ? 'seiner' : 'der'} Partei${whose === 'their' ? '' : ' des Spielers'}`;
    }
    default:
      return null;
  }
}

function gameCond(c: Cond, names: Names, game: GameWordsDe, not: boolean, whose: Whose): string | null {
  switch (c.kind) {
    case 'Happened':
      return `${not ? 'niemand' : 'jemand'} ${anEventDe(names, c.event.name)} gemacht hat`;
    case 'Chosen': {
      const title = optionDe(names, c.option.name);
      return `${title ? `„${title}“` : 'diese Möglichkeit'} ${not ? 'nicht ' : ''}gewählt wurde`;
    }
    case 'PhaseIs':
      return `${not ? 'nicht ' : ''}die Phase „${phaseDe(names, c.phase.name)}“ gespielt wird`;
    case 'AllEqual': {
      const v = valueDe(names, c.value);
      return v.plural
        ? `${not ? 'nicht ' : ''}alle Spieler gleich viele ${phrase(v.noun, 'none', 'acc', true)} haben`
        : `${not ? 'nicht ' : ''}alle Spieler denselben ${phrase(v.noun, 'none', 'acc')} haben`;
    }
    case 'AllAre': {
      const each = hasDe('jeder Spieler', false, c.value, '=', c.to, names);
      if (each) return not ? `nicht ${each}` : each;
      const v = valueDe(names, c.value);
      const left = `${phrase(v.noun, 'def', 'nom', v.plural)} jedes Spielers`;
      return `${not ? 'nicht ' : ''}${compareDe(left, '=', numDe(c.to, names, game, whose), v.plural)}`;
    }
    default:
      return null;
  }
}

const SPIELER = noun('Spieler', 'm');

/**
 * Tie-breaks, said in the nominative whatever case the set is in ("entscheiden die meisten Stiche,
 * dann der höchste Platz"), the verb agreeing with the first.
 */
function tieBreak(then: readonly { dir: 'most' | 'fewest'; value: Ident }[], names: Names): string {
  const said = then.map((t) => {
    const x = valueDe(names, t.value);
    return {
      plural: x.plural,
      text: x.plural
        ? `die ${t.dir === 'most' ? 'meisten' : 'wenigsten'} ${phrase(x.noun, 'none', 'nom', true)}`
        : `${article('def', x.noun.gender, 'nom')} ${t.dir === 'most' ? 'höchste' : 'niedrigste'} ${phrase(x.noun, 'none', 'nom')}`,
    };
  });
  return `${said[0]!.plural ? 'entscheiden' : 'entscheidet'} ${said.map((x) => x.text).join(', dann ')}`;
}
/** A masculine singular adjective after a definite article or "jeder": -e in the nominative, -en otherwise. */
const weakM = (stem: string, kase: Case): string => `${stem}${kase === 'nom' ? 'e' : 'en'}`;
/** "jeder", "jeden", "jedem" (masculine). */
const jeder = (kase: Case): string => ({ nom: 'jeder', acc: 'jeden', dat: 'jedem', gen: 'jedes' })[kase];

/**
 * A set of players in German: `each` one of them in the singular ("jeder andere Spieler", the verb
 * agrees in the singular), the set in the `plural`, `one` player of it (a seat: "der Spieler mit
 * den meisten Punkten"), each in the case asked; `among` is what follows "die Anzahl der Spieler".
 */
export interface PlayersDe {
  each(kase: Case): string;
  plural(kase: Case): string;
  one(kase: Case): string;
  among: string;
}

/** The player noun with a definite article and what follows it, in a case. */
const the =
  (post: string, plural = false) =>
  (kase: Case) =>
    `${phrase(SPIELER, 'def', kase, plural)}${post}`;

/** A set of players in German words. */
export function playersDe(p: PlayerSet, names: Names, game: GameWordsDe): PlayersDe {
  switch (p.kind) {
    case 'Everyone':
      return {
        each: (k) => `${jeder(k)} Spieler`,
        plural: (k) => phrase(SPIELER, 'def', k, true),
        one: (k) => `${jeder(k)} Spieler`,
        among: 'im Spiel',
      };
    case 'Others':
      return {
        each: (k) => `${jeder(k)} ${weakM('ander', k)} Spieler`,
        plural: (k) => `${article('def', 'm', k, true)} anderen`,
        one: (k) => `${jeder(k)} ${weakM('ander', k)} Spieler`,
        among: 'außer ihm',
      };
    case 'Remaining':
      return {
        each: (k) => `${article('def', 'm', k)} ${weakM('übrig geblieben', k)} Spieler`,
        plural: (k) => `${article('def', 'm', k, true)} übrig gebliebenen ${phrase(SPIELER, 'none', k, true)}`,
        one: (k) => `${article('def', 'm', k)} ${weakM('übrig geblieben', k)} Spieler`,
        among: 'die übrig geblieben sind',
      };
    case 'EventPlayer': {
      const id = names.playerEvent?.(p.name.name) ?? null;
      const ev = id ? eventDe(names, id) : null;
      const who: Noun = ev?.player ?? { ...noun(p.name.name, 'm'), english: true };
      return {
        each: (k) => phrase(who, 'def', k),
        plural: (k) => phrase(who, 'def', k, true),
        one: (k) => phrase(who, 'def', k),
        among: `mit ${phrase(ev?.title ?? who, 'indef', 'dat')}`,
      };
    }
    case 'Extreme': {
      const by = (dir: 'most' | 'fewest', v: Ident) => {
        const x = valueDe(names, v);
        return x.plural
          ? `den ${dir === 'most' ? 'meisten' : 'wenigsten'} ${phrase(x.noun, 'none', 'dat', true)}`
          : `${article('def', x.noun.gender, 'dat')} ${dir === 'most' ? 'höchsten' : 'niedrigsten'} ${phrase(x.noun, 'none', 'dat')}`;
      };
      const v = valueDe(names, p.value);
      const then = p.then?.length
        ? ` (bei gleich ${v.plural ? 'vielen' : 'hohem'} ${phrase(v.noun, 'none', 'dat', v.plural)} ${tieBreak(p.then, names)})`
        : '';
      const post = ` mit ${by(p.dir, p.value)}${then}`;
      if (p.count?.kind === 'Num' && p.count.value !== 1) {
        const n = p.count.value;
        return {
          each: (k) => `${jeder(k)} der ${numberDe(n)} Spieler${post}`,
          plural: (k) => `${article('def', 'm', k, true)} ${numberDe(n)} ${phrase(SPIELER, 'none', k, true)}${post}`,
          one: the(post),
          among: post,
        };
      }
      if (p.count && p.count.kind !== 'Num') {
        const where = `, wobei N ${numDe(p.count, names, game)} ist,`;
        return {
          each: (k) => `${jeder(k)} der N Spieler${post}${where}`,
          plural: (k) => `${article('def', 'm', k, true)} N ${phrase(SPIELER, 'none', k, true)}${post}${where}`,
          one: the(post),
          among: `${post}${where}`,
        };
      }
      return { each: the(post), plural: the(post, true), one: the(post), among: post };
    }
    case 'TeamOf': {
      const of = playersDe(p.who, names, game).plural('gen');
      return {
        each: (k) => `${jeder(k)} Spieler der Partei ${of}`,
        plural: (k) => `${phrase(noun('Partei', 'f', 'Parteien'), 'def', k)} ${of}`,
        one: (k) => `${jeder(k)} Spieler der Partei ${of}`,
        among: `der Partei ${of}`,
      };
    }
    case 'TeamExtreme': {
      const by = (dir: 'most' | 'fewest', id: Ident) => {
        const x = valueDe(names, id);
        return x.plural
          ? `den ${dir === 'most' ? 'meisten' : 'wenigsten'} ${phrase(x.noun, 'none', 'dat', true)}`
          : `${article('def', x.noun.gender, 'dat')} ${dir === 'most' ? 'höchsten' : 'niedrigsten'} ${phrase(x.noun, 'none', 'dat')}`;
      };
      const then = p.then?.length ? ` (bei Gleichstand ${tieBreak(p.then, names)})` : '';
      const v = `${by(p.dir, p.value)}${then}${p.nobody ? ' (keine Partei, wenn zwei gleichauf liegen)' : ''}`;
      return {
        each: (k) => `${jeder(k)} Spieler der Partei mit ${v}`,
        plural: (k) => `${phrase(noun('Partei', 'f', 'Parteien'), 'def', k)} mit ${v}`,
        one: (k) => `${jeder(k)} Spieler der Partei mit ${v}`,
        among: `der Partei mit ${v}`,
      };
    }
    case 'Where': {
      const c = p.cond;
      const one = whereDe(c, 'der', false, names);
      const many = whereDe(c, 'die', true, names);
      if (one && many) {
        // A place reads as a place: "jeder Spieler auf dem ersten Platz".
        const place =
          c.kind === 'Compare' && c.left.kind === 'Value' && c.left.name.name === 'place' && c.right.kind === 'Num'
            ? c.right.value
            : null;
        const post = (rel: string) => (place !== null ? ` auf ${placeDe(place, 'dat')}` : `, ${rel},`);
        return {
          each: (k) => `${jeder(k)} Spieler${post(one)}`,
          plural: (k) => `${phrase(SPIELER, 'def', k, true)}${post(many)}`,
          one: (k) => `${phrase(SPIELER, 'def', k)}${post(one)}`,
          among: post(many),
        };
      }
      if (c.kind === 'Compare' && c.left.kind === 'Value') {
        const v = valueDe(names, c.left.name);
        const rest = (rel: string) =>
          `, ${compareDe(`${rel} ${phrase(v.noun, 'none', 'nom', v.plural)}`, c.op, numDe(c.right, names, game, 'their'), v.plural)},`;
        return {
          each: (k) => `${jeder(k)} Spieler${rest('dessen')}`,
          plural: (k) => `${phrase(SPIELER, 'def', k, true)}${rest('deren')}`,
          one: (k) => `${phrase(SPIELER, 'def', k)}${rest('dessen')}`,
          among: rest('deren'),
        };
      }
      const cond = `, für die gilt, dass ${condDe(c, names, game, false, 'their')},`;
      return {
        each: (k) => `${jeder(k)} Spieler, für den gilt, dass ${condDe(c, names, game, false, 'their')},`,
        plural: (k) => `${phrase(SPIELER, 'def', k, true)}${cond}`,
        one: (k) => `${phrase(SPIELER, 'def', k)}, für den gilt, dass ${condDe(c, names, game, false, 'their')},`,
        among: cond,
      };
    }
  }
}

const GEBER = noun('Geber', 'm');

/** A seat in German, in a case: "der Geber", "dem nächsten noch beteiligten Spieler nach dem Geber". */
export function seatDe(s: Seat, names: Names, game: GameWordsDe, kase: Case): string {
  switch (s.kind) {
    case 'SeatRef':
      return s.ref === 'dealer'
        ? phrase(GEBER, 'def', kase)
        : s.ref === 'playoff-dealer'
          ? `${phrase(GEBER, 'def', kase)} des Stechens`
          : `${phrase(GEBER, 'def', kase)} des Spiels mit Gleichstand`;
    case 'SeatHolder': {
      const card = names.deck.byName.get(s.card.name);
      const what = card === undefined ? s.card.name : phrase(cardDe(names, card), 'def', 'dat');
      return `${phrase(SPIELER, 'def', kase)} mit ${what}`;
    }
    case 'SeatResult':
      return s.result === 'loser-of-last-game'
        ? `${phrase(noun('Verlierer', 'm'), 'def', kase)} der letzten Partie`
        : `${phrase(noun('Gewinner', 'm'), 'def', kase)} des letzten Stechens`;
    case 'SeatBy':
      return playersDe(s.set, names, game).one(kase);
    case 'SeatOfCard':
      return s.which === 'holder'
        ? `${phrase(SPIELER, 'def', kase)}, der sie hält,`
        : `${phrase(SPIELER, 'def', kase)}, dessen eigene Trumpffarbe ihre Farbe ist,`;
    case 'SeatStep': {
      const from = seatDe(s.from, names, game, 'dat');
      if (s.step === 'partner') return `${phrase(noun('Partner', 'm'), 'def', kase)} von ${from}`;
      const pool =
        s.pool === 'active'
          ? ` noch ${weakM('beteiligt', kase)}`
          : s.pool === 'tied'
            ? ` ${weakM('gleichauf liegend', kase)}`
            : '';
      const a = article('def', 'm', kase);
      if (s.step === 'first') return `${a} ${weakM('erst', kase)}${pool} Spieler ab ${from}`;
      if (s.step === 'next') return `${a} ${weakM('nächst', kase)}${pool} Spieler nach ${from}`;
      return `${a}${pool} Spieler direkt vor ${from}`;
    }
  }
}
