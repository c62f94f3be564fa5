/**
 * The course's sentences in German (../words.ts says what each one is for), written for German
 * card players and said to the reader as „du“: the variant's cards, suits, phases and tallies are
 * named through their German nouns (src/compile/de/), put in the case each sentence needs.
 */
import type { CompiledVariant } from '../../../compile/compile.ts';
import { phaseDe, specialDe, suitDe, tallyDe } from '../../../compile/de/names.ts';
import { article, phrase, suitCardNoun } from '../../../compile/de/nouns.ts';
import { capitalDe, cardDe, figureDe, listDe, scoreDe } from '../../../compile/de/words.ts';
import type { Names } from '../../../compile/words.ts';
import { germanNamesOf } from '../../../engine/de/names.ts';
import { pointsNoun } from '../../../engine/nouns.ts';
import { LESSON_KEYS } from '../../../islands/course/lessons.ts';
import type { SiteVariant } from '../../data.ts';
import { gameTitle } from '../../i18n/titles.ts';
import { SEATS } from '../../tutorial-positions.ts';
import { ui } from '../../i18n/ui.ts';
import type { CourseWords } from '../words.ts';
import { countWordsDe, numberDe, placeDe, pointsNounDe, SEATS_DE, seatDoes, seatIn, STICH } from './grammar.ts';

const namesOf = new WeakMap<CompiledVariant, Names>();
/** The names `v`'s German sentences are said with: its German titles over the pack's German words. */
function names(v: SiteVariant): Names {
  let n = namesOf.get(v.compiled);
  if (!n) {
    n = germanNamesOf(v.compiled, v.resolved.german);
    namesOf.set(v.compiled, n);
  }
  return n;
}

/** A phase in running text: „der Phase „Butzen““ reads as „in der Phase „Butzen““. */
const phase = (v: SiteVariant, id: string): string => `„${phaseDe(names(v), id)}“`;
/** A card with its article in `kase`: „die Herz-Sieben“, „den Eichel-Ober“. */
const card = (v: SiteVariant, c: number, kase: 'nom' | 'acc' | 'dat' = 'nom'): string =>
  phrase(cardDe(names(v), c), 'def', kase);
/** A deal's points as a German noun (Augen, Punkte, Strafpunkte). */
const points = (v: SiteVariant, ph: string) => pointsNounDe(pointsNoun(v.compiled, ph));
/** Tallies in the dative plural, listed: „in Strichen und Einsätzen“. */
const talliesDat = (v: SiteVariant, ids: string[]): string =>
  listDe(ids.map((t) => phrase(tallyDe(names(v), t), 'none', 'dat', true)));
/** Which way play goes. */
const direction = (v: SiteVariant): string =>
  v.compiled.players.direction === 'clockwise' ? 'im Uhrzeigersinn' : 'gegen den Uhrzeigersinn';
/** A player named by the game machine (an English seat name) as the German page names them. */
const seatName = (player: string): string => {
  const i = SEATS.indexOf(player);
  return i >= 0 ? SEATS_DE[i]! : player;
};
const seatOf = (player: string): number => SEATS.indexOf(player);

const catalog = ui('de');

/** The course in German. */
export const courseWordsDe: CourseWords = {
  seats: SEATS_DE,
  // The catalog's titles are in the order of LESSON_KEYS (tests/site/ui-catalog.test.ts).
  lessonTitles: new Map(LESSON_KEYS.map((k, i) => [k, catalog.lessonTitles[i]!])),
  guided: { title: catalog.guidedTitle, text: catalog.guidedText, label: catalog.guidedLabel },
  free: { title: catalog.freeTitle, text: catalog.freeText, label: catalog.playVariant },
  intro: {
    aim(v, { kinds, against, forYou }) {
      const { min, max } = v.compiled.players;
      const many = min === max ? numberDe(max) : `${numberDe(min)} bis ${numberDe(max)}`;
      const out = [`${gameTitle('de', v).text} ist ein Spiel für ${many} Spieler; gespielt wird ${direction(v)}.`];
      if (kinds.has('tricks'))
        out.push(
          'Die meisten Spiele werden in Stichen gespielt: Jeder spielt eine Karte, und die beste macht den Stich.',
        );
      if (kinds.has('beating'))
        out.push(
          'Jede Karte muss die vorige schlagen; wer das nicht kann, nimmt die Karten auf. Ziel ist es, deine Karten loszuwerden.',
        );
      if (kinds.has('layoff'))
        out.push(
          'Beim Anlegen werden die Karten nach Farben in Reihen ausgelegt; Ziel ist es, deine Karten als Erster loszuwerden.',
        );
      if (against.length) out.push(`Der Stand wird in ${talliesDat(v, against)} geführt, und die zählen gegen dich.`);
      if (forYou.length)
        out.push(`Der Stand wird in ${talliesDat(v, forYou)} geführt: Je mehr du davon hast, desto besser für dich.`);
      return out;
    },
    cards(v) {
      const cv = v.compiled;
      const first = 'Die Karten haben innerhalb ihrer Farbe eine Rangfolge';
      return cv.pointsTotal
        ? [
            `${first}, und manche zählen ${phrase(points(v, cv.phases[0]!.id), 'none', 'acc', true)}: ${figureDe(cv.pointsTotal)} im ganzen Blatt.`,
          ]
        : [`${first}.`];
    },
    deal: ['Wer gibt, wie die Karten gegeben werden und wer zuerst ausspielt.'],
    play: [
      'Wer zu einem Stich ausspielt, darf jede Karte spielen; was die anderen dazu spielen müssen, sagen die Regeln.',
    ],
    winner: [
      'Wenn jeder zu einem Stich eine Karte gespielt hat, macht die beste Karte den Stich. Wer den Stich macht, spielt zum nächsten aus.',
    ],
    scoring: ['Nach jedem Spiel werden die Karten gezählt, und der Stand wird aufgeschrieben.'],
    phases(v) {
      const ph = v.compiled.phases;
      return [
        `Eine Partie durchläuft ${numberDe(ph.length)} Phasen, in dieser Reihenfolge: ${listDe(ph.map((p) => phase(v, p.id)))}.`,
      ];
    },
    events: ['Manches kommt nur ab und zu vor; hier steht, was die Regeln dazu sagen.'],
  },
  aim: {
    takePrompt: (v, ph) => `Was willst du in der Phase ${phase(v, ph)} in einem Spiel bekommen?`,
    takeOptions: (v, ph) => {
      const many = phrase(points(v, ph), 'none', 'acc', true);
      return [`So wenige ${many} wie möglich`, `So viele ${many} wie möglich`];
    },
    takeWhy(v, ph, fewer) {
      const many = phrase(points(v, ph), 'none', 'nom', true);
      return fewer
        ? `In der Phase ${phase(v, ph)} zählen ${many} gegen dich: Je mehr du bekommst, desto schlechter endet das Spiel für dich.`
        : `In der Phase ${phase(v, ph)} zählen die ${many}, die du bekommst, für dich.`;
    },
    outPrompt: (v, ph) => `Was willst du in der Phase ${phase(v, ph)}?`,
    outOptions: ['Als Erster alle Karten loswerden', 'Meine Karten am längsten behalten'],
    outWhy: (early) =>
      early
        ? 'Wer als Erster keine Karten mehr hat, steht am besten da; wer als Letzter noch Karten hält, am schlechtesten.'
        : 'Wer als Letzter noch Karten hält, steht am besten da.',
  },
  order: {
    prompt: 'Bring diese Karten in ihre Rangfolge, die höchste zuerst.',
    beatingSetting: 'Zwei dieser Karten schlagen jede andere Karte; die übrigen sind von einer Farbe.',
    beatingWhy(v, high, suit) {
      const c = cardDe(names(v), high);
      const suitCards = phrase(suitCardNoun(suitDe(names(v), suit)), 'def', 'nom', true);
      return `${capitalDe(phrase(c, 'def', 'nom'))} ist ${article('def', c.gender, 'nom')} höhere der beiden, und beide schlagen jede andere Karte; ${suitCards} folgen der Rangfolge ihrer Farbe.`;
    },
    trumpSetting(v, suit, specials) {
      const trump = `Trumpf ist ${suitDe(names(v), suit).one}.`;
      if (!specials) return trump;
      return specials === 1
        ? `${trump} Eine dieser Karten ist besonders: Sie zählt als Trumpf, gleich welche Farbe sie zeigt.`
        : `${trump} Einige dieser Karten sind besonders: Sie zählen als Trumpf, gleich welche Farbe sie zeigen.`;
    },
    why(v, cards) {
      const named = ({ card: c, special }: { card: number; special: string | null }) => {
        const own = special === null ? undefined : names(v).german?.specials.get(special);
        const nick = own ? phrase(own, 'def', 'nom') : special === null ? null : specialDe(names(v), special)?.one;
        return `${card(v, c)}${nick ? ` (${nick})` : ''}`;
      };
      return `Von der höchsten an: ${cards.map(named).join(', ')}.`;
    },
  },
  winner: {
    trumps: (v, ph, suit) =>
      suit >= 0
        ? `In der Phase ${phase(v, ph)} ist ${suitDe(names(v), suit).one} Trumpf.`
        : `In der Phase ${phase(v, ph)} gibt es keinen Trumpf.`,
    led: (seat) =>
      `${capitalDe(seatDoes(seat, 'hast', 'hat'))} ausgespielt; die anderen haben der Reihe nach zugegeben.`,
    prompt: 'Welche Karte macht diesen Stich?',
    option: (v, seat, c) => `${SEATS_DE[seat]}: ${card(v, c)}`,
    why: (v, c, seat) =>
      `${capitalDe(card(v, c))} macht den Stich, also ${seat === 0 ? 'spielst du' : `spielt ${SEATS_DE[seat]}`} zum nächsten aus.`,
  },
  scoring: {
    prompt: (worst) =>
      worst ? 'Wer kommt in diesem Spiel am schlechtesten weg?' : 'Wer kommt in diesem Spiel am besten weg?',
    setting: (v, ph) => `Gerade wurde ein Spiel der Phase ${phase(v, ph)} gespielt.`,
    figures(v, e, player) {
      const place = e.places?.[player];
      if (place) return `${placeDe(place)} fertig`;
      return `${scoreDe(e.points[player] ?? 0, points(v, e.phase), 'nom')}, ${scoreDe(e.tricks[player] ?? 0, STICH, 'nom')}`;
    },
    player: seatName,
    why(v, _said, player, worst, changes) {
      const head = `${capitalDe(seatDoes(seatOf(player), 'kommst', 'kommt'))} am ${worst ? 'schlechtesten' : 'besten'} weg`;
      // Each player once, in seat order: what they get and what they lose („Cleo bekommt eine Niederlage und drei Strafpunkte“).
      const said = [...new Set(changes.map((c) => c.player))].map((p) => {
        const mine = changes.filter((c) => c.player === p);
        const counted = (up: boolean) =>
          listDe(
            mine.filter((c) => c.by > 0 === up).map((c) => countWordsDe(Math.abs(c.by), tallyDe(names(v), c.tally))),
          );
        const gets = counted(true),
          loses = counted(false);
        const seat = seatOf(p);
        const verbs = [
          gets ? `${seat === 0 ? 'bekommst' : 'bekommt'} ${gets}` : '',
          loses ? `${seat === 0 ? 'verlierst' : 'verliert'} ${loses}` : '',
        ].filter(Boolean);
        return `${seatIn(seat)} ${verbs.join(' und ')}`;
      });
      return said.length ? `${head}: ${capitalDe(said.join('; '))}.` : `${head}.`;
    },
  },
  phases: {
    prompt: (v, ph) => `Was kommt nach der Phase ${phase(v, ph)}?`,
    option: (v, ph) => phaseDe(names(v), ph),
    over: 'Nichts: Die Partie ist vorbei',
    why: (v, from, to) => `Auf die Phase ${phase(v, from)} folgt die Phase ${phase(v, to)}.`,
  },
  lead: {
    deals: (seat) => `${capitalDe(seatDoes(seat, 'gibst', 'gibt'))}.`,
    holds: (v, seat, c) => `${capitalDe(seatDoes(seat, 'hast', 'hat'))} ${card(v, c, 'acc')}.`,
    prompt: 'Wer spielt zum ersten Stich aus?',
    why: (v, turn, dealer, after) =>
      `${capitalDe(seatDoes(turn, 'spielst', 'spielt'))} aus. Gespielt wird ${direction(v)}: Nach ${seatIn(dealer, 'dat')} ${after.length === 1 ? 'kommt' : 'kommen'} ${listDe(after.map((s) => seatIn(s)))}.`,
  },
  end: {
    tallyLine: (v, t, x) => {
      // A tally's title is its noun, plural where the English title is ("Marks": Striche), as the pages title it.
      const n = tallyDe(names(v), t);
      const english = v.compiled.tallies.find((x) => x.name === t)?.title ?? t;
      return `${/[^s]s$/.test(english) ? n.many : n.one} ${figureDe(x)}`;
    },
    out: ' (ausgeschieden)',
    lostPrompt: 'Die Partie ist vorbei. Wer hat sie verloren?',
    wonPrompt: 'Die Partie ist vorbei. Wer hat sie gewonnen?',
    setting: 'Das letzte Spiel ist gerade gewertet worden.',
    lostWhy: (loser) => `${capitalDe(seatDoes(seatOf(loser), 'hast', 'hat'))} die Partie verloren.`,
    wonWhy: (v, winner, t) =>
      `${capitalDe(seatDoes(seatOf(winner), 'hast', 'hat'))} gewonnen: Es entscheidet der Stand ${phrase(tallyDe(names(v), t), 'def', 'gen', true)}.`,
  },
};
