/**
 * The course's sentences in English (./words.ts says what each one is for): the words the course
 * has always said, each pattern in one place.
 */
import { ordinal } from '../../compile/words.ts';
import { pointsNoun } from '../../engine/nouns.ts';
import { suitName } from '../../engine/explain.ts';
import type { CompiledVariant } from '../../compile/compile.ts';
import { LESSON_TITLES } from '../../islands/course/lessons.ts';
import { cardOf, SEATS } from '../tutorial-positions.ts';
import type { SiteVariant } from '../data.ts';
import type { CourseWords } from './words.ts';

/** A number as players read it: a negative one with a minus sign (−105), not a hyphen. */
const signed = (x: number): string => new Intl.NumberFormat('en').format(x).replace('-', '\u2212');

const phaseTitle = (v: SiteVariant, id: string): string => v.compiled.phases.find((p) => p.id === id)!.title;
const tallyTitle = (cv: CompiledVariant, id: string): string => cv.tallies.find((t) => t.name === id)?.title ?? id;
const card = (v: SiteVariant, c: number): string => cardOf(v.compiled, c).name;
/** "You lead", "Ada leads": a seat with its verb. */
const does = (seat: number, verb: string): string => `${SEATS[seat]} ${seat === 0 ? verb : `${verb}s`}`;

/** The course in English. */
export const courseWordsEn: CourseWords = {
  seats: SEATS,
  lessonTitles: LESSON_TITLES,
  guided: {
    title: 'A guided deal',
    text: 'Now play a whole deal against three bots. The hint says, for each card you may play, what it would do and whether that is good for you.',
    label: (variant) => `Play a guided deal of ${variant}`,
  },
  free: {
    title: 'A game of your own',
    text: 'Then a whole game, without hints: the score stays in view, and the end of every deal and of the game says who won and why.',
    label: (variant) => `Play ${variant}`,
  },
  intro: {
    aim(v, { kinds, against: a, forYou: f }) {
      const cv = v.compiled;
      const n = cv.players.max;
      const out = [
        `${v.resolved.game.title} is a game for ${cv.players.min === n ? n : `${cv.players.min} to ${n}`} players, played ${cv.players.direction}.`,
      ];
      if (kinds.has('tricks'))
        out.push(`Most deals are played in tricks: each player plays a card, and the best card takes them all.`);
      if (kinds.has('beating'))
        out.push(
          'Each card played must beat the one before it; whoever cannot, picks the cards up. The aim is to be rid of your cards.',
        );
      if (kinds.has('layoff'))
        out.push(
          'In a lay-off deal the cards are laid out in rows by suit, and the aim is to be rid of your cards first.',
        );
      const against = a.map((t) => tallyTitle(cv, t));
      const forYou = f.map((t) => tallyTitle(cv, t));
      if (against.length)
        out.push(
          `The score is kept as ${against.join(' and ')}: ${against.length === 1 ? 'it counts' : 'they count'} against you.`,
        );
      if (forYou.length) out.push(`The score is kept as ${forYou.join(' and ')}: the more, the better for you.`);
      return out;
    },
    cards(v) {
      const cv = v.compiled;
      return cv.pointsTotal
        ? [
            `Cards rank within their suit, and some carry ${pointsNoun(cv, cv.phases[0]!.id)}: ${cv.pointsTotal} in all.`,
          ]
        : ['Cards rank within their suit.'];
    },
    deal: ['Who deals, how the cards are dealt, and who plays first.'],
    play: ['The first player to a trick may play any card; the rules say what the others must play.'],
    winner: [
      'When everyone has played to a trick, the best card takes it, and whoever played it leads to the next trick.',
    ],
    scoring: ['After each deal the cards are counted and the score is written down.'],
    phases(v) {
      const ph = v.compiled.phases;
      return [`A game goes through ${ph.length} stages, in this order: ${ph.map((p) => p.title).join(', ')}.`];
    },
    events: ['A few things happen only now and then: here is what the rules say of them.'],
  },
  aim: {
    takePrompt: (v, ph) => `In ${phaseTitle(v, ph)}, what do you want to take in a deal?`,
    takeOptions: (v, ph) => {
      const noun = pointsNoun(v.compiled, ph);
      return [`As few ${noun} as I can`, `As many ${noun} as I can`];
    },
    takeWhy(v, ph, fewer) {
      const noun = pointsNoun(v.compiled, ph);
      return fewer
        ? `${noun.charAt(0).toUpperCase()}${noun.slice(1)} count against you in ${phaseTitle(v, ph)}: the more you take, the worse the deal ends for you.`
        : `In ${phaseTitle(v, ph)} the ${noun} you take count for you.`;
    },
    outPrompt: (v, ph) => `In ${phaseTitle(v, ph)}, what do you want?`,
    outOptions: ['To get rid of all my cards first', 'To keep my cards longest'],
    outWhy: (early) =>
      early
        ? 'The first player out of cards does best; the last one still holding cards does worst.'
        : 'The last player holding cards does best.',
  },
  order: {
    prompt: 'Put these cards in order, the highest first.',
    beatingSetting: `Two of these cards beat every other card; the rest are of one suit.`,
    beatingWhy: (v, high, suit) =>
      `The ${card(v, high)} is the higher of the two, and both beat every other card; the ${suitName(v.compiled, suit)} rank as the suit order says.`,
    trumpSetting: (v, suit, specials) =>
      `${suitName(v.compiled, suit)} are trumps.${specials ? ` ${specials === 1 ? 'One of these cards is' : 'Some of these cards are'} special: ${specials === 1 ? 'it counts' : 'they count'} as trumps, whatever suit is printed on ${specials === 1 ? 'it' : 'them'}.` : ''}`,
    why(v, cards) {
      // A special card is named with its nickname too ("the Jack of Spades, de Alt").
      const nickname = (id: string | null) => {
        const c = id === null ? undefined : v.resolved.clauses.find((x) => x.id === id)?.node.body;
        return c?.kind === 'Special' ? c.nickname : undefined;
      };
      const named = ({ card: c, special }: { card: number; special: string | null }) => {
        const nick = nickname(special);
        return `the ${card(v, c)}${nick ? ` (${nick})` : ''}`;
      };
      return `From the highest: ${cards.map(named).join(', ')}.`;
    },
  },
  winner: {
    trumps: (v, ph, suit) =>
      suit >= 0
        ? `${phaseTitle(v, ph)}. Trumps are ${suitName(v.compiled, suit)}.`
        : `${phaseTitle(v, ph)}. There are no trumps.`,
    led: (seat) => `${SEATS[seat]} led; the others followed in turn.`,
    prompt: 'Which card takes this trick?',
    option: (v, seat, c) => `${SEATS[seat]}: the ${card(v, c)}`,
    why: (v, c, seat) => `The ${card(v, c)} takes it, so ${does(seat, 'lead')} next.`,
  },
  scoring: {
    prompt: (worst) => (worst ? 'Who comes off worst in this deal?' : 'Who comes off best in this deal?'),
    setting: (v, ph) => `A deal of ${phaseTitle(v, ph)} has just been played.`,
    figures(v, e, player) {
      const place = e.places?.[player];
      if (place) return `out ${ordinal(place)}`;
      const points = e.points[player] ?? 0;
      const tricks = e.tricks[player] ?? 0;
      return `${points} ${pointsNoun(v.compiled, e.phase)}, ${tricks} trick${tricks === 1 ? '' : 's'}`;
    },
    player: (name) => name,
    why: (_v, said) => said.join(' '),
  },
  phases: {
    prompt: (v, ph) => `What comes after ${phaseTitle(v, ph)}?`,
    option: (v, ph) => phaseTitle(v, ph),
    over: 'Nothing: the game is over',
    why: (v, from, to) => `${phaseTitle(v, to)} follows ${phaseTitle(v, from)}.`,
  },
  lead: {
    deals: (seat) => `${does(seat, 'deal')}.`,
    holds: (v, seat, c) => `${does(seat, 'hold')} the ${card(v, c)}.`,
    prompt: 'Who leads to the first trick?',
    why: (v, turn, dealer, after) =>
      `${does(turn, 'lead')}. Play goes ${v.compiled.players.direction}: after ${SEATS[dealer]} come ${after.map((s) => SEATS[s]).join(', ')}.`,
  },
  end: {
    tallyLine: (v, t, x) => `${tallyTitle(v.compiled, t)} ${signed(x)}`,
    out: ' (out)',
    lostPrompt: 'The game is over. Who lost it?',
    wonPrompt: 'The game is over. Who won it?',
    setting: 'The last deal has just been scored.',
    lostWhy: (loser) => `${loser} lost the game.`,
    wonWhy: (v, winner, t) => `${winner} won: the ${tallyTitle(v.compiled, t)} decide.`,
  },
};
