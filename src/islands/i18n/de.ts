/**
 * The islands' words in German, as players say them at the table („Du bist dran“, „Stich an Ada“,
 * „Neu geben?“). Checked against the English catalog's shape (`satisfies IslandCatalog`: a missing
 * key fails the typecheck) and by tests/islands/i18n-catalog.test.ts (every message differs from the
 * English one and says no English word). Loaded by ./ui.ts only on a German page.
 *
 * The human's seat is „du“: a sentence about a seat is written whole for both persons („Du spielst
 * aus“, „Ada spielt aus“), and a list with „du“ takes the second person plural („Ada und du seid raus“).
 */
import type { IslandCatalog, SettlementSaid, TallyName } from './en.ts';
import { phrase } from '../../compile/de/nouns.ts';
import type { Noun } from '../../core/lang.ts';
import { YOU } from './you.ts';

const LOCALE = 'de';
const LISTS = new Intl.ListFormat(LOCALE, { type: 'conjunction' });
const PLURAL = new Intl.PluralRules(LOCALE);
const NUMBERS = new Intl.NumberFormat(LOCALE, { useGrouping: false });
const SIGNED = new Intl.NumberFormat(LOCALE, { useGrouping: false, signDisplay: 'exceptZero' });
const GROUPED = new Intl.NumberFormat(LOCALE);

const minus = (parts: Intl.NumberFormatPart[]): string =>
  parts.map((x) => (x.type === 'minusSign' ? '−' : x.value)).join('');
const figure = (n: number): string => minus(NUMBERS.formatToParts(n));
const signed = (n: number, zero = '0'): string => (n === 0 ? zero : minus(SIGNED.formatToParts(n)));
const one = (n: number): boolean => PLURAL.select(n) === 'one';

const you = (name: string): boolean => name === YOU;
/** A seat in the middle of a sentence: „du“ for the human. */
const who = (name: string): string => (you(name) ? 'du' : name);
/** A seat at the start of a sentence or alone: „Du“. */
const Who = (name: string): string => (you(name) ? 'Du' : name);
/** Seats as a list („Ada, Ben und du“), the human last as German puts it. */
const list = (names: readonly string[]): string =>
  LISTS.format([...names.filter((n) => !you(n)), ...names.filter(you)].map(who));
const List = (names: readonly string[]): string => {
  const s = list(names);
  return s.charAt(0).toUpperCase() + s.slice(1);
};
/** A verb's form for `names` as its subject: du, er/sie, ihr (a list with du), sie (plural). */
interface Verb {
  du: string;
  er: string;
  ihr: string;
  sie: string;
}
const agree = (names: readonly string[], v: Verb): string =>
  names.length === 1 ? (you(names[0]!) ? v.du : v.er) : names.some(you) ? v.ihr : v.sie;
const HABEN: Verb = { du: 'hast', er: 'hat', ihr: 'habt', sie: 'haben' };
const SEIN: Verb = { du: 'bist', er: 'ist', ihr: 'seid', sie: 'sind' };
/** „Du spielst …“, „Ada spielt …“: one seat and the two forms of its verb. */
const does = (name: string, du: string, er: string, rest = ''): string => `${Who(name)} ${you(name) ? du : er}${rest}`;

const THINGS = {
  card: ['Karte', 'Karten'],
  point: ['Auge', 'Augen'],
  trick: ['Stich', 'Stiche'],
} as const;
const count = (n: number, thing: 'card' | 'point' | 'trick'): string =>
  `${minus(GROUPED.formatToParts(n))} ${THINGS[thing][one(n) ? 0 : 1]}`;

/** A deal, a game and a rubber: what was won, in the accusative, and its own name. */
const LEVEL = {
  deal: { acc: 'das Spiel', nom: 'Das Spiel' },
  game: { acc: 'die Partie', nom: 'Die Partie' },
  rubber: { acc: 'den Robber', nom: 'Der Robber' },
} as const;

export const de = {
  lang: 'de',
  seat: Who,
  figure,
  signed,
  ordinal: (n: number): string => `${n}.`,
  list,
  count,

  layout: {
    score: 'Punktestand',
    atTable: 'Am Tisch',
    yourHand: 'Deine Karten',
    hints: 'Tipp: was jede Karte bewirkt, die du spielen darfst',
    takeOffer: 'Den letzten Stich nehmen?',
    results: 'Ergebnis',
    settings: 'Einstellungen und Partienummer',
    botsPlayAt: 'Die Bots spielen',
    speeds: { slow: 'langsam', normal: 'normal', fast: 'schnell', instant: 'sofort (ohne Pause)' },
    opponents: 'Gegner',
    levels: { easy: 'leicht: irgendeine Karte', fair: 'mittel: mit Bedacht', strong: 'stark: rechnet voraus' },
    levelsNote:
      'Bedachte Bots halten niedrige Karten zurück und werden Augen los; starke spielen viele Möglichkeiten durch, wie die Karten liegen könnten, die sie nicht sehen.',
    neverAsk: 'Nie anbieten, einen Stich zu nehmen, den ein anderer gemacht hat',
    playNumber: 'Partie Nummer',
    playIt: 'Spielen',
    inspector: 'Inspektor: die Maschine, ihr Zustand und ihre Ereignisse',
    noGame: 'Gerade läuft keine Partie.',
    cardsToGive: 'Karten zum Abgeben',
    redealGroup: 'Neu geben?',
    throwAway: 'Diese Partie abbrechen und eine neue beginnen?',
  },

  buttons: {
    give: 'Abgeben',
    layAway: 'Weglegen',
    goOn: 'Weiter',
    noMore: 'In dieser Partie nicht mehr fragen',
    pass: 'Passen',
    deal: 'Geben',
    dealPlayoff: 'Zum Stechen geben',
    hint: 'Tipp',
    hideHint: 'Tipp ausblenden',
    showLast: 'Letzten Stich zeigen',
    hideLast: 'Letzten Stich ausblenden',
    undo: 'Meine letzte Karte zurücknehmen',
    newGame: 'Neue Partie',
    startAgain: 'Von vorn',
    yesNew: 'Ja, neue Partie',
    keepPlaying: 'Weiterspielen',
    askRedeal: 'Neu geben lassen',
    keepHand: 'Diese Hand behalten',
    playOnNow: 'Gleich weiterspielen',
    finishTrick: 'Stich zu Ende spielen',
    pickUpTrick: 'Den Stich aufnehmen',
    pickUpTop: (n: number): string => (one(n) ? 'Die oberste Karte aufnehmen' : `Die obersten ${n} Karten aufnehmen`),
    takeLast: (title: string | null): string => `Den letzten Stich nehmen (${title ?? 'Stich nehmen'})`,
    chosen: (verb: string, k: number, of: number): string => `${verb} (${k} von ${of} gewählt)`,
    asTrumps: (suit: string): string => `${suit} als Trumpf`,
    nextDeal: 'Nächstes Spiel',
    nextGame: 'Nächste Partie',
    playAgain: 'Noch einmal spielen',
    share: 'Diese Partie teilen',
  },

  cardLabel: (card: string, trump: boolean, ok: boolean, give: boolean): string =>
    `${card}${trump ? ', Trumpf' : ''}${ok ? '' : give ? ' (darf nicht abgegeben werden)' : ' (jetzt nicht spielbar)'}`,

  status: {
    lookingBack: 'Rückblick (Inspektor): ',
    game: (n: number, phase: string): string => `Partie ${n}${phase ? `, ${phase}` : ''}. `,
    trumps: (suit: string): string => `Trumpf ist ${suit}. `,
    tookTrick: (name: string): string => `Stich an ${who(name)}: weiter, oder nimm ihn dir.`,
    chooseToGive: (layAway: boolean): string =>
      `Du bist dran: wähl die Karten zum ${layAway ? 'Weglegen' : 'Abgeben'}.`,
    stillToGive: (names: readonly string[]): string =>
      `${List(names)} ${agree(names, { du: 'musst', er: 'muss', ihr: 'müsst', sie: 'müssen' })} noch abgeben.`,
    toMove: (name: string, choose: boolean): string =>
      choose ? does(name, 'wählst', 'wählt', ' gerade.') : `${Who(name)} ${you(name) ? 'bist' : 'ist'} dran.`,
    yourTurnNext: 'Gleich bist du dran, sobald die eben gespielten Karten zu sehen sind.',
    yourChoice: 'Du hast die Wahl: nimm eine der Möglichkeiten unten.',
    yourTurn: 'Du bist dran.',
    over: (noun: 'game' | 'rubber'): string => `${LEVEL[noun].nom} ist zu Ende.`,
    yourContract: 'Du hast die Wahl: such unten das nächste Spiel aus.',
    choosesContract: (name: string): string => does(name, 'suchst', 'sucht', ' das nächste Spiel aus.'),
    dealsNext: (name: string): string => `Als Nächstes ${you(name) ? 'gibst du' : `gibt ${name}`}.`,
  },

  offer: (taker: string, title: string | null): string =>
    `Stich an ${who(taker)}. Die Regeln erlauben dir, ihn stattdessen zu nehmen (${title ?? 'Stich nehmen'}): Dann spielst du aus, und seine Augen zählen für dich.`,
  redeal: (rule: string | null, id: string): string =>
    `Mit dieser Hand darfst du neu geben lassen${rule ? `: „${rule}“.` : ` (Regel ${id}).`} Neu geben lassen oder die Hand behalten?`,

  scores: {
    lastDeal: (figures: string): string => `Letztes Spiel: ${figures}`,
    out: (names: readonly string[]): string => `Ausgeschieden: ${list(names)}`,
    lostBy: (name: string): string => `${Who(name)} ${you(name) ? 'hast' : 'hat'} die Partie verloren`,
    gameOver: 'Partie zu Ende',
    team: (names: readonly string[], sums: readonly string[]): string =>
      `Partei ${names.map(Who).join(' & ')}: ${sums.join(', ')}`,
  },

  said: {
    takeRefused: (what: string | null): string =>
      `Diesen Stich darfst du jetzt nicht nehmen: Die Regel „${what ?? 'Stich nehmen'}“ erlaubt es hier nicht.`,
    dealEnd: (label: string, places: boolean, noun: string, result: string): string =>
      `${label}: ${places ? 'ausgeschieden in dieser Reihenfolge: ' : `${noun}: `}${result}.`,
    redealt: (label: string): string => `${label}.`,
    outOfGame: (names: readonly string[]): string =>
      `${List(names)} ${agree(names, SEIN)} aus der Partie ausgeschieden.`,
    saysOut: (sentence: string): boolean => sentence.includes('ausgeschieden') || sentence.includes('out of the game'),
    gameOver: (loser: string | null): string =>
      loser ? `Partie zu Ende: ${who(loser)} ${you(loser) ? 'hast' : 'hat'} verloren.` : 'Partie zu Ende.',
    anyCard: (n: number, hint: string): string => `jede deiner ${n} Karten: ${hint}`,
    nobodyObjects: 'Niemand hat etwas dagegen: Der Stich gehört dir, und du spielst aus.',
    noMoreOffers: 'In dieser Partie fragen wir nicht mehr, ob du einen Stich nehmen willst.',
    askedRedeal: 'Auf deinen Wunsch wird neu gegeben.',
    takenBack: 'Dein letzter Zug ist zurückgenommen.',
    storageFull:
      'Dieser Browser speichert die Partie nicht (Speicher voll oder abgeschaltet): Es geht weiter, aber nach dem Neuladen beginnt eine neue Partie.',
    badNumber: (max: number): string => `Eine Partienummer ist eine ganze Zahl von 0 bis ${max}.`,
    notAllowed: (why: string): string => `Dieser Zug ist nicht erlaubt: ${why}.`,
    stopped: (error: string): string => `Die Partie ist mit einem Fehler stehen geblieben (${error})`,
    notRestoredBecause: (why: string): string => `Deine gespeicherte Partie ließ sich nicht wiederherstellen: ${why}`,
    notRestored: 'Die gespeicherte Partie ließ sich nicht wiederherstellen; eine neue Partie hat begonnen.',
    startNew: (why: string): string => `${why}. Fang eine neue Partie an; die gespeicherte wird dann ersetzt.`,
    restoring: 'Deine Partie wird wiederhergestellt: Die starken Bots machen ihre Züge noch einmal …',
    gameNumber: (n: number): string => `Partie Nummer ${n}`,
    numberLater: 'Die Partienummer erscheint, wenn die Partie zu Ende ist (vorher verriete sie jede Hand).',
    rulebook: ' Im Regelbuch: ',
  },

  moves: {
    play: (name: string, card: string): string => does(name, 'spielst', 'spielt', ` ${card}`),
    give: (name: string): string => does(name, 'gibst', 'gibt', ' Karten ab'),
    own: (name: string, verb: string, rest: string): string => `${Who(name)}: ${verb}${rest}`,
    name: (name: string, suit: string): string => does(name, 'sagst', 'sagt', ` ${suit} an`),
    pass: (name: string): string => `${Who(name)} passt`,
    pickUp: (name: string): string => does(name, 'nimmst', 'nimmt', ' auf'),
    choose: (name: string, title: string | null): string =>
      does(name, 'wählst', 'wählt', ` „${title ?? 'eine der Möglichkeiten'}“`),
    take: (name: string): string => does(name, 'nimmst', 'nimmt', ' den letzten Stich'),
    redeal: (name: string): string => `${Who(name)} lässt neu geben`,
    dealt: 'die Karten werden gegeben',
    scored: 'ein Spiel wird abgerechnet',
    counted: 'das Spiel wird gezählt',
    passedOn: (card: string, to: string): string => `${card} geht an ${you(to) ? 'dich' : to}`,
    swapped: (name: string, card: string, up: string): string =>
      does(name, 'tauschst', 'tauscht', ` ${card} gegen ${up}`),
    kept: (name: string, card: string, up: string): string =>
      you(name) ? `Du behältst ${card}` : `${name} lässt ${up} liegen`,
  },

  give: {
    where: {
      left: 'links von dir',
      right: 'rechts von dir',
      top: 'dir gegenüber',
      'top-left': 'gegenüber links',
      'top-right': 'gegenüber rechts',
    } as Record<string, string>,
    layAway: (n: number): string => `Leg ${one(n) ? 'eine deiner Karten' : `${n} deiner Karten`} verdeckt weg.`,
    toEach: 'jeweils dem Spieler, den die Regel nennt,',
    to: (name: string, where: string | null): string => `${name}${where ? ` (${where})` : ''}`,
    ofSet: (n: number, set: string | null, marked: number): string =>
      `${n} deiner ${set ?? `hier markierten Karten (${marked})`}`,
    cards: (n: number): string => `${n} ${one(n) ? 'Karte' : 'Karten'}`,
    line: (what: string, to: string): string => `Gib ${to} ${what}.`,
  },

  swap: {
    line: (card: string, up: string, rule: string): string =>
      `Du hast die Wahl: Tausch ${card} gegen die aufgedeckte Karte (${up}) oder behalt sie (Regel ${rule}).`,
    swap: (card: string, up: string): string => `${card} gegen ${up} tauschen`,
    keep: (card: string): string => `${card} behalten`,
  },

  table: {
    middle: 'Auf dem Tisch',
    noCards: 'Keine Karten auf dem Tisch.',
    trumpTurned: 'Aufgedeckter Trumpf:',
    trumps: 'Trumpf: ',
    talon: (n: number): string => `Talon: ${n} ${one(n) ? 'Karte' : 'Karten'} verdeckt.`,
    stock: (n: number): string =>
      n > 0
        ? `Nachziehstapel: ${n} ${one(n) ? 'Karte' : 'Karten'} verdeckt, nach jedem Stich wird gezogen.`
        : 'Der Nachziehstapel ist leer.',
    noPile: 'Noch keine Karte auf dem Ablagestapel.',
    noLead: 'Noch nichts ausgespielt.',
    pile: 'Der Ablagestapel (die letzte Karte liegt oben)',
    trick: 'Der Stich',
    pileTaken: 'Der aufgenommene Stapel',
    trickTaken: 'Der genommene Stich',
    rows: 'Die ausgelegten Reihen',
    pickedUpPile: (name: string): string => does(name, 'hast', 'hat', ' den Stapel aufgenommen.'),
    tookTrick: (name: string, inPlace: boolean, points: number, winner: string | null): string =>
      `${inPlace ? 'Stich' : 'Letzter Stich'} an ${you(name) ? 'dich' : name}${points ? ` (${count(points, 'point')})` : ''}${winner ? `, gemacht von ${you(winner) ? 'dir' : winner}` : ''}.`,
    badges: {
      partner: 'Partner',
      dealer: 'Geber',
      led: 'ausgespielt',
      onTop: 'oben',
      yourLead: 'du spielst aus',
      yourTurn: 'du bist dran',
      toLead: 'spielt aus',
      toPlay: 'ist dran',
    },
    sitsOut: 'setzt dieses Spiel aus',
    outPlace: (n: number): string => `als ${n}. ausgeschieden`,
    seatTrumps: 'Trumpf: ',
    inHand: (name: string, n: number): string => `${Who(name)}: ${count(n, 'card')} auf der Hand`,
  },

  results: {
    amount: (n: number, tally: TallyName): string =>
      `${figureDe(n)} ${Math.abs(n) === 1 ? nounOf(tally).one : nounOf(tally).many}`,
    settlementRule: (s: SettlementSaid): string => {
      const end = `Am Ende ${s.rubber === 'rubber' ? 'des Robbers' : 'der Partie'}`;
      if (!s.tally) return `${end} zahlt jeder Spieler jedem Gegner 1 für jede verlorene Partie.`;
      const noun = nounOf(s.tally);
      if (s.asIs) return `${end} gelten ${phrase(noun, 'def', 'nom', true)} als Ergebnis.`;
      const each = { m: 'jeden', f: 'jede', n: 'jedes' }[noun.gender];
      return `${end} ${s.receives ? 'bekommt' : 'zahlt'} jeder Spieler ${s.receives ? 'von jedem Gegner' : 'jedem Gegner'} ${figureDe(s.amount)} für ${each} ${noun.one}.`;
    },
    meaning: (tally: TallyName, polarity: 'for' | 'against' | 'record', money: boolean): string => {
      const noun = nounOf(tally);
      const they = phrase(noun, 'def', 'nom', true);
      if (polarity === 'record') return `${cap(they)} werden nur mitgeschrieben: Sie zählen weder für noch gegen dich.`;
      if (money) return `${cap(they)} sind Geld: Was du bekommst, zählt für dich, was du zahlst, gegen dich.`;
      return `${cap(phrase(noun, 'indef', 'nom'))} zählt ${polarity === 'for' ? 'für' : 'gegen'} dich.`;
    },
    caption: 'Die Rangliste, bei Gleichstand in Sitzreihenfolge',
    why: 'Warum',
    link: 'Der Link zu dieser Partie (dieselben Karten von Anfang an): ',
    copied: 'Kopiert. ',
    endOf: (label: string): string => `Ergebnis: ${label}`,
    gameIsOver: (n: number, of: number | null): string => `Partie ${n}${of ? ` von ${of}` : ''} ist zu Ende`,
    playIsOver: (noun: 'game' | 'rubber'): string => `${LEVEL[noun].nom} ist zu Ende`,
    loses: (name: string): string => `${Who(name)} ${you(name) ? 'hast' : 'hat'} die Partie verloren.`,
    win: (names: readonly string[], level: 'deal' | 'game' | 'rubber'): string =>
      `${List(names)} ${agree(names, HABEN)} ${LEVEL[level].acc} gewonnen.`,
    last: (names: readonly string[]): string => `${List(names)} ${agree(names, SEIN)} auf dem letzten Platz.`,
    nobodyGains: (level: 'deal' | 'game' | 'rubber'): string => `${LEVEL[level].nom} endet ohne Gewinner.`,
    tie: (names: readonly string[]): string =>
      `Gleichstand: ${List(names)} ${agree(names, { du: 'gehst', er: 'geht', ihr: 'geht', sie: 'gehen' })} ins Stechen.`,
    place: 'Platz',
    player: 'Spieler',
    out: 'Ausgeschieden',
    settlement: 'Abrechnung',
    inAll: (move: string | null, total: string): string =>
      move ? `${move} (insgesamt ${total})` : `insgesamt ${total}`,
    pays: (n: string): string => `zahlt ${n}`,
    collects: (n: string): string => `bekommt ${n}`,
    even: 'quitt',
    whereGame: (n: number, of: number | null): string => (of === null ? `Partie ${n}` : `Partie ${n} von ${of}`),
    playoff: 'Stechen',
    whereDeal: (n: number, of: number | null): string => (of === null ? `Spiel ${n}` : `Spiel ${n} von ${of}`),
  },

  course: {
    done: ' ✓ erledigt',
    allDone: (n: number, next: string): string =>
      `Alle ${n} Lektionen erledigt.${next ? ` Weiter geht’s mit: ${next}.` : ''}`,
    progress: (n: number, of: number): string =>
      `${n} von ${of} Lektionen erledigt. Dein Fortschritt bleibt in diesem Browser gespeichert.`,
    right: 'Richtig.',
    notQuite: 'Nicht ganz.',
    chooseFirst: 'Wähl zuerst eine Antwort.',
    answerIs: (answer: string): string => `Richtig wäre: ${answer}.`,
    order: (cards: readonly string[]): string => `Deine Reihenfolge: ${cards.join(', ')}.`,
    pressAll: (n: number): string => `Drück alle ${n} Karten, von der höchsten an.`,
    outOfPlace: (n: number): string => `Deine ${n}. Karte liegt an der falschen Stelle.`,
    pickFirst: 'Wähl zuerst die Karten, die du spielen darfst.',
    exactly: ' Du hast genau die Karten gewählt, die die Regeln erlauben.',
    mayNot: (card: string): string => `Diese Karte darf nicht gespielt werden: ${card}.`,
    pickedWrong: 'Du hast eine Karte gewählt, die du nicht spielen darfst. ',
    leftOut: (card: string): string =>
      `Du hast eine Karte ausgelassen, die du spielen darfst (keine Regel verbietet sie hier): ${card}.`,
  },
} satisfies IslandCatalog;

/** A tally's German noun, or its English title kept as it is (a house rule without German titles). */
const nounOf = (t: TallyName): Noun => t.noun ?? { one: t.title, many: t.title, gender: 'n', english: true };

/** A number as the German pages write it, the minus sign U+2212. */
const figureDe = (n: number): string => (n < 0 ? `−${-n}` : String(n));

/** A sentence's first letter in capitals. */
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
