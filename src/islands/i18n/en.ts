/**
 * The islands' words in English: the catalog every other language's is checked against (its type is
 * `IslandCatalog`, so a key missing in ./de.ts fails the typecheck). Loaded by ./ui.ts only on an
 * English page. A message with a number or a name is a small function that writes the whole sentence.
 */
import { agree, capital, figure, list, ordinal, plural, signed, tallyAmount, tallyUnit } from '../../compile/words.ts';
import type { Noun } from '../../core/lang.ts';
import type { Lang } from '../../core/lang.ts';
import { YOU } from './you.ts';

/** What play ends with (../../engine/nouns.ts). */
type PlayNoun = 'game' | 'rubber';
const you = (name: string): boolean => name === YOU;
const PLURAL = new Intl.PluralRules('en');
const NUMBER = new Intl.NumberFormat('en');
/** "3 cards", "1 point" (grouped digits, the minus sign U+2212). */
const count = (n: number, thing: 'card' | 'point' | 'trick'): string =>
  `${NUMBER.format(n).replace('-', '\u2212')} ${PLURAL.select(n) === 'one' ? thing : `${thing}s`}`;
/** A third person's verb: "plays", "passes". */
const verbS = (verb: string): string => (/(s|sh|ch|x)$/.test(verb) ? `${verb}es` : `${verb}s`);
/** "You play", "Ada plays". */
const does = (name: string, verb: string, rest = ''): string => `${name} ${you(name) ? verb : verbS(verb)}${rest}`;

export const en = {
  /**
   * The catalog's language: what an island passes to the words layer's sentences (a refusal, a hint,
   * a deal's explanation) once they take a language, so that they are said in the page's.
   */
  lang: 'en' as Lang,
  /** The human's seat as a name at the table ("You"). */
  seat: (name: string): string => name,
  /** A number as a reader sees it, its minus sign U+2212; a change ("+5", "−5"). */
  figure,
  signed,
  /** "1st", "2nd". */
  ordinal,
  /** "a, b and c". */
  list,
  count,

  layout: {
    score: 'Score',
    atTable: 'At the table',
    yourHand: 'Your hand',
    hints: 'Hint: what each card you may play would do',
    takeOffer: 'Take the last trick?',
    results: 'Results',
    settings: 'Settings and game number',
    botsPlayAt: 'Bots play at',
    speeds: { slow: 'slow speed', normal: 'normal speed', fast: 'fast speed', instant: 'once (no pause)' },
    opponents: 'Opponents',
    levels: { easy: 'easy: any card', fair: 'fair: careful', strong: 'strong: think ahead' },
    levelsNote:
      'Careful bots keep low cards and shed points; strong ones try out many ways the cards they cannot see could lie.',
    neverAsk: 'Never offer to take a trick another player won',
    playNumber: 'Play game number',
    playIt: 'Play it',
    inspector: 'Inspector: the machine, its context and its events',
    noGame: 'No game in progress.',
    cardsToGive: 'Cards to give',
    redealGroup: 'Ask for a redeal?',
    throwAway: 'Throw this game away and start a new one?',
  },

  buttons: {
    give: 'Give',
    layAway: 'Lay away',
    goOn: 'Go on',
    noMore: 'Don’t ask again this game',
    pass: 'Pass',
    deal: 'Deal',
    dealPlayoff: 'Deal the play-off',
    hint: 'Hint',
    hideHint: 'Hide the hint',
    showLast: 'Show the last trick',
    hideLast: 'Hide the last trick',
    undo: 'Undo my last card',
    newGame: 'New game',
    startAgain: 'Start again',
    yesNew: 'Yes, a new game',
    keepPlaying: 'Keep playing',
    askRedeal: 'Ask for a redeal',
    keepHand: 'Keep this hand',
    playOnNow: 'Play on now',
    finishTrick: 'Finish the trick',
    pickUpTrick: 'Pick up the trick',
    pickUpTop: (n: number): string => `Pick up the top ${plural(n, 'card', `${n} cards`)}`,
    takeLast: (title: string | null): string => `Take the last trick (${title ?? 'taking a trick'})`,
    /** The give button while cards are chosen: "Give (1 of 3 chosen)". */
    chosen: (verb: string, k: number, of: number): string => `${verb} (${k} of ${of} chosen)`,
    asTrumps: (suit: string): string => `${suit} as trumps`,
    nextDeal: 'Next deal',
    nextGame: 'Next game',
    playAgain: 'Play again',
    share: 'Share this game',
  },

  /** A card of the hand as a screen reader hears it. */
  cardLabel: (card: string, trump: boolean, ok: boolean, give: boolean): string =>
    `${card}${trump ? ', trump' : ''}${ok ? '' : give ? ' (not to be given)' : ' (not playable now)'}`,

  status: {
    lookingBack: 'Looking back (the inspector): ',
    game: (n: number, phase: string): string => `Game ${n}${phase ? `, ${phase}` : ''}. `,
    trumps: (suit: string): string => `Trumps: ${suit}. `,
    tookTrick: (name: string): string => `${name} took the trick: go on, or take it.`,
    chooseToGive: (layAway: boolean): string => `Your turn: choose the cards to ${layAway ? 'lay away' : 'give'}.`,
    stillToGive: (names: readonly string[]): string => `${list(names)} still to give.`,
    toMove: (name: string, choose: boolean): string => `${name} to ${choose ? 'choose' : 'play'}.`,
    yourTurnNext: 'Your turn next, once the cards just played are shown.',
    yourChoice: 'Your choice: pick one of the options below.',
    yourTurn: 'Your turn.',
    over: (noun: PlayNoun): string => `The ${noun} is over.`,
    yourContract: 'Your choice: pick the next contract below.',
    choosesContract: (name: string): string => `${name} chooses the next contract.`,
    dealsNext: (name: string): string => `${you(name) ? 'You deal' : `${name} deals`} next.`,
  },

  offer: (taker: string, title: string | null): string =>
    `${taker} took that trick. The rules let you take it instead (${title ?? 'taking a trick'}): you would lead next, with its points counted to you.`,
  redeal: (rule: string | null, id: string): string =>
    `Your hand allows a redeal${rule ? `: “${rule}”` : ` (rule ${id}).`} Ask for one, or keep this hand.`,

  scores: {
    lastDeal: (figures: string): string => `Last deal: ${figures}`,
    out: (names: readonly string[]): string => `Out: ${list(names)}`,
    lostBy: (name: string): string => `Game lost by ${name}`,
    gameOver: 'Game over',
    team: (names: readonly string[], sums: readonly string[]): string =>
      `Team ${names.join(' & ')}: ${sums.join(', ')}`,
  },

  said: {
    takeRefused: (what: string | null): string =>
      `You may not take that trick now: the rules allow ${what ?? 'taking the last trick'} only as they say.`,
    /** `noun`: what the deal's points are called, in the page's language (./sheet-en.ts `pointsNoun`). */
    dealEnd: (label: string, places: boolean, noun: string, result: string): string =>
      `${label}: ${places ? 'out in this order: ' : `${noun}: `}${result}.`,
    redealt: (label: string): string => `${label}.`,
    outOfGame: (names: readonly string[]): string => `${list(names)} ${agree(names, 'is', 'are')} out of the game.`,
    /** Whether a sentence already says that someone went out of the game. */
    saysOut: (sentence: string): boolean => sentence.includes('out of the game'),
    gameOver: (loser: string | null): string =>
      loser ? `Game over: ${loser} ${agree([loser], 'loses', 'lose')} the game.` : 'Game over.',
    anyCard: (n: number, hint: string): string => `any of your ${n} cards: ${hint}`,
    nobodyObjects: 'Nobody objects: the trick is yours, and you lead.',
    noMoreOffers: 'No more offers to take a trick in this game.',
    askedRedeal: 'You asked for a redeal: the deal is dealt again.',
    takenBack: 'Your last move was taken back.',
    storageFull:
      'This browser would not keep the game (its storage is full or turned off): it goes on, but a reload will start afresh.',
    badNumber: (max: number): string => `A game number is a whole number from 0 to ${max}.`,
    notAllowed: (why: string): string => `That move is not allowed: ${why}.`,
    stopped: (error: string): string => `The game stopped with an error (${error})`,
    notRestoredBecause: (why: string): string => `Your saved game could not be restored: ${why}`,
    notRestored: 'The saved game could not be restored; a new game was started.',
    startNew: (why: string): string => `${why}. Start a new game; the saved one is replaced when you do.`,
    restoring: 'Restoring your game: the strong bots make their moves again…',
    gameNumber: (n: number): string => `Game number ${n}`,
    numberLater: 'The game number is shown when the game is over (it would tell every hand).',
    rulebook: ' Rulebook: ',
  },

  /** A move as the inspector's log and the announcements say it. */
  moves: {
    play: (who: string, card: string): string => does(who, 'play', ` the ${card}`),
    give: (who: string): string => does(who, 'give', ' cards'),
    /** A move a step words itself ("lays 2 cards away"): its English verb and the rest. */
    own: (who: string, verb: string, rest: string): string => does(who, verb, rest),
    name: (who: string, suit: string): string => does(who, 'name', ` ${suit}`),
    pass: (who: string): string => does(who, 'pass'),
    pickUp: (who: string): string => does(who, 'pick', ' up'),
    choose: (who: string, title: string | null): string => does(who, 'choose', ` “${title ?? 'an option'}”`),
    take: (who: string): string => does(who, 'take', ' the last trick'),
    redeal: (who: string): string => does(who, 'ask', ' for a redeal'),
    dealt: 'the cards are dealt',
    scored: 'a deal is scored',
    counted: 'the deal is counted',
    passedOn: (card: string, to: string): string => `the ${card} ${you(to) ? 'comes to you' : `passes to ${to}`}`,
    swapped: (who: string, card: string, up: string): string =>
      `${who} swap${you(who) ? '' : 's'} the ${card} for the ${up}`,
    kept: (who: string, card: string, up: string): string =>
      you(who) ? `You keep the ${card}` : `${who} leaves the turned ${up}`,
  },

  give: {
    where: {
      left: 'on your left',
      right: 'on your right',
      top: 'opposite you',
      'top-left': 'across the table, on the left',
      'top-right': 'across the table, on the right',
    } as Record<string, string>,
    layAway: (n: number): string => `Lay ${n} of your cards away, face down.`,
    toEach: 'to the player the rule names for each',
    to: (name: string, where: string | null): string => `to ${name}${where ? `, ${where}` : ''}`,
    ofSet: (n: number, set: string | null, marked: number): string =>
      `${n} of your ${set ?? `cards marked here (${marked})`}`,
    cards: (n: number): string => `${n} card${n === 1 ? '' : 's'}`,
    line: (what: string, to: string): string => `Give ${what} ${to}.`,
  },

  swap: {
    line: (card: string, up: string, rule: string): string =>
      `Your choice: you may swap your ${card} for the turned ${up}, or keep it (rule ${rule}).`,
    swap: (card: string, up: string): string => `Swap your ${card} for the turned ${up}`,
    keep: (card: string): string => `Keep the ${card}`,
  },

  table: {
    middle: 'On the table',
    noCards: 'No cards on the table.',
    trumpTurned: 'Trump card turned:',
    trumps: 'Trumps: ',
    talon: (n: number): string => `Talon: ${n} card${n === 1 ? '' : 's'} face down.`,
    stock: (n: number): string =>
      n > 0 ? `Stock: ${n} card${n === 1 ? '' : 's'} face down, drawn after each trick.` : 'The stock is empty.',
    noPile: 'No card on the pile yet.',
    noLead: 'No card led yet.',
    pile: 'The pile (the last card is on top)',
    trick: 'The trick',
    pileTaken: 'The pile picked up',
    trickTaken: 'The trick taken',
    rows: 'The rows laid out',
    pickedUpPile: (name: string): string => `${name} picked up the pile.`,
    tookTrick: (name: string, inPlace: boolean, points: number, winner: string | null): string =>
      `${name} took the ${inPlace ? '' : 'last '}trick${points ? ` (${count(points, 'point')})` : ''}${winner ? `, won by ${winner}` : ''}.`,
    badges: {
      partner: 'partner',
      dealer: 'dealer',
      led: 'led',
      onTop: 'on top',
      yourLead: 'your lead',
      yourTurn: 'your turn',
      toLead: 'to lead',
      toPlay: 'to play',
    },
    sitsOut: 'sits this deal out',
    outPlace: (n: number): string => `out ${ordinal(n)}`,
    seatTrumps: 'trumps: ',
    inHand: (who: string, n: number): string => `${who}: ${count(n, 'card')} in hand`,
  },

  results: {
    /** An amount of a tally: "1 mark", "−2 marks", "3 on the frame". */
    amount: (n: number, tally: TallyName): string => tallyAmount(n, tally.title),
    /** The rubber's settlement in a sentence ("At the end, each player pays 1 to each opponent for every 1 on the frame."). */
    settlementRule: (s: SettlementSaid): string => {
      const noun = s.rubber;
      if (!s.tally) return `At the end of the ${noun}, each player pays 1 to each opponent for every game lost.`;
      const title = s.tally.title;
      if (s.asIs) return `At the end of the ${noun}, the ${title.toLowerCase()} stand as the result.`;
      const u = tallyUnit(title);
      const per = u.one.startsWith('on the ') ? `every one ${u.one}` : `every ${u.one}`;
      return `At the end of the ${noun}, each player ${s.receives ? 'receives' : 'pays'} ${figure(s.amount)} ${s.receives ? 'from' : 'to'} each opponent for ${per}.`;
    },
    /** Whether a tally counts for or against a player, in a sentence. */
    meaning: (tally: TallyName, polarity: 'for' | 'against' | 'record', money: boolean): string => {
      const title = tally.title;
      const u = tallyUnit(title);
      const one = u.one.startsWith('on the ') ? `each one ${u.one}` : `a ${u.one}`;
      // A title that names things in the plural ("Stakes", "Last places") takes "are".
      const many = u.one !== u.other;
      if (polarity === 'record')
        return `${capital(title)} ${many ? 'are' : 'is'} only a record: ${many ? 'they count' : 'it counts'} neither for nor against you.`;
      if (money)
        return `${capital(title)} ${many ? 'are' : 'is'} money: what you collect counts for you, what you pay against you.`;
      return `${capital(one)} counts ${polarity === 'for' ? 'for' : 'against'} you.`;
    },
    caption: 'The ranking, in seat order where players tie',
    why: 'Why',
    link: 'The link to this game (the same deals from its first): ',
    copied: 'Copied. ',
    endOf: (label: string): string => `End of ${label.charAt(0).toLowerCase()}${label.slice(1)}`,
    gameIsOver: (n: number, of: number | null): string => `Game ${n}${of ? ` of ${of}` : ''} is over`,
    playIsOver: (noun: PlayNoun): string => `The ${noun} is over`,
    loses: (name: string): string => `${name} ${agree([name], 'loses', 'lose')} the game.`,
    /** `level`: what was won, the deal, a game or what play ends with. */
    win: (names: readonly string[], level: 'deal' | PlayNoun): string =>
      `${list(names)} ${agree(names, 'wins', 'win')} the ${level}.`,
    last: (names: readonly string[]): string => `${list(names)} ${agree(names, 'comes', 'come')} last.`,
    nobodyGains: (level: 'deal' | PlayNoun): string => `Nobody gains on anybody in the ${level}.`,
    tie: (names: readonly string[]): string => `A tie: ${list(names)} play it off in a deal of their own.`,
    place: 'Place',
    player: 'Player',
    out: 'Out',
    settlement: 'Settlement',
    inAll: (move: string | null, total: string): string => (move ? `${move} (${total} in all)` : `${total} in all`),
    pays: (n: string): string => `pays ${n}`,
    collects: (n: string): string => `collects ${n}`,
    even: 'even',
    whereGame: (n: number, of: number | null): string => (of === null ? `Game ${n}` : `Game ${n} of ${of}`),
    playoff: 'Play-off',
    whereDeal: (n: number, of: number | null): string => (of === null ? `Deal ${n}` : `Deal ${n} of ${of}`),
  },

  course: {
    done: ' ✓ done',
    allDone: (n: number, next: string): string => `All ${n} lessons done.${next ? ` Next: ${next}.` : ''}`,
    progress: (n: number, of: number): string => `${n} of ${of} lessons done. Your progress is kept in this browser.`,
    right: 'Right.',
    notQuite: 'Not quite.',
    chooseFirst: 'Choose an answer first.',
    answerIs: (answer: string): string => `The answer is: ${answer}.`,
    order: (cards: readonly string[]): string => `Your order: ${cards.join(', ')}.`,
    pressAll: (n: number): string => `Press all ${n} cards, from the highest.`,
    outOfPlace: (n: number): string => `Your card number ${n} is out of place.`,
    pickFirst: 'Pick the cards you may play first.',
    exactly: ' You picked exactly the cards the rules allow.',
    mayNot: (card: string): string => `The ${card} may not be played.`,
    pickedWrong: 'You picked a card you may not play. ',
    leftOut: (card: string): string => `You left out the ${card}: no rule refuses it here, so it may be played.`,
  },
};

/** The shape every language's catalog has: the English one's. */
export type IslandCatalog = typeof en;

/** A tally as the results name it: its English title, and its German noun where the variant gives one. */
export interface TallyName {
  title: string;
  noun: Noun | null;
}

/** What the results panel says of the rubber's settlement: the play's noun, and the settled tally. */
export interface SettlementSaid {
  rubber: 'game' | 'rubber';
  /** The settled tally; null where the rubber is settled by games lost. */
  tally: TallyName | null;
  asIs: boolean;
  receives: boolean;
  amount: number;
}
