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
import { cardDe, compareDe, condDe, type GameWordsDe, numDe, ownDe, type Whose } from './words.ts';

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
    cond: (c, not, whose) => gameCond(c, names, game, not, whose),
  };
  return game;
}

function gameNum(e: NumExpr, names: Names, game: GameWordsDe, whose: Whose): string | null {
  switch (e.kind) {
    case 'Value': {
      const ev = names.countEvent?.(e.name.name) ?? null;
      if (ev) return `die Zahl der früheren Spiele dieser Partie mit ${anEventDe(names, ev, 'dat')}`;
      const v = valueDe(names, e.name);
      return ownDe(v.noun, v.plural, whose);
    }
    case 'Total': {
      const v = valueDe(names, e.tally);
      return names.sharedTally?.(e.tally.name)
        ? `${article('def', v.noun.gender, 'nom', v.plural)} ganze ${phrase(v.noun, 'none', 'nom', v.plural)}`
        : `${phrase(v.noun, 'def', 'nom', v.plural)} aller Spieler zusammen`;
    }
    case 'Active':
      return 'die Zahl der Spieler, die noch im Spiel sind,';
    case 'Deals':
      return 'die Zahl der Spiele dieser Phase';
    case 'Count':
      return e.set.kind === 'Everyone'
        ? 'die Zahl der Spieler, die Karten erhalten haben,'
        : `die Zahl der Spieler${playersDe(e.set, names, game).among.replace(/^(?!,)/, ' ')}`;
    case 'Times':
      return `die Zahl der Male, die Regel ${e.clause.name} in dieser Partie gegriffen hat,`;
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
 * den meisten Punkten"), each in the case asked; `among` is what follows "die Zahl der Spieler".
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
          each: (k) => `${jeder(k)} der ${n} Spieler${post}`,
          plural: (k) => `${article('def', 'm', k, true)} ${n} ${phrase(SPIELER, 'none', k, true)}${post}`,
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
