/**
 * The words of the site's pages beyond the frame (home, the index pages, variants, comparisons, open
 * questions, sources, house rules, slate, search, playground), English and German: part of the page
 * catalog (./ui.ts). A sentence with links or code keeps its marks (`[link]`, `` `code` ``, `*em*`)
 * for src/components/Words.astro, so that each language places them where its word order wants.
 */

/** `n` with the singular or plural noun, as English or German count it (Intl's plural rules). */
const count = (locale: string, n: number, one: string, other: string): string =>
  `${n} ${new Intl.PluralRules(locale).select(n) === 'one' ? one : other}`;

export const pagesEn = {
  homeTitle: 'Folk card games to learn, play and look up',
  learnGame: (game: string) => `Learn ${game}`,
  playAgainstBots: 'Play against three bots',
  readTheRules: 'Read the rules',
  homeNew:
    'New to these games? [Learn] starts with what each game is about and goes one rule at a time; the [glossary] explains every word the tables use, and the [slate] keeps the score of a game you play at a real table.',
  homeAuthors: 'For rule collectors and authors',
  homeAuthorsText:
    'Traditional card games live in regional variants whose written rules disagree and leave gaps. Here each variant is a small checked file: every rule cites its source, and every open question is named, with its possible answers. The files compile into the machines that score, play and compare the games.',
  homeEveryRulebook: 'Every rulebook: ',
  homeCompare: 'See where the regional rules part ways: [{pair}], or [any two variants].',
  homeAmbiguities: 'Find every question the sources leave open: [Ambiguities].',
  homeSources: 'See what each rule rests on: [the sources], section by section.',
  homeHouse:
    'See the rules players add at their own tables, and write yours: [House rules], the [playground], and a tutorial: [Write your first house rule].',
  homeGamesVariants: 'The games and their variants',
  homeVariantLine: (rules: number, questions: number) => ` — ${rules} rules, ${questions} open questions`,
  homeExtends: (base: string) => `, extends ${base}`,

  rulebooksIntro:
    "Each game's rules in our own words, with the sources cited rule by rule and the open questions shown where they arise.",
  rulebooksHouse:
    'Players add rules of their own at the table: the [gallery of house rules] writes them down, each checked against the variant it extends.',

  learnTitle: 'Learn a game',
  learnIntro:
    'Never played one of these games? Each course starts with what the game is about, then the cards, the deal, what you must play, who takes a trick and how a deal is scored, each with a short exercise; then a guided deal against bots, and a game of your own.',
  learnRulesOf: (variant: string) => ` — the rules of ${variant}`,
  learnWriting: 'Writing rules',
  learnWritingText:
    '[Write your first house rule]: a rule of your own table as a variant file, from one line to a cited rule with an example, compared with the game it changes and simulated.',
  lessons: 'Lessons',
  courseDescription: (game: string) =>
    `Learn ${game} from scratch: the aim, the cards, the play and the scoring, each with an exercise, then a guided deal.`,
  courseLead: (lessons: number) =>
    `${lessons} short lessons take you from the aim of the game to who wins, each with an exercise on real positions; every answer says which rule decides and links to the rulebook. Then a guided deal with hints, and a game of your own. The rules are those of [{variant}].`,
  allCourses: 'All courses',
  /** The lessons' titles, in the order of LESSON_TITLES (src/islands/course/lessons.ts). */
  lessonTitles: [
    'The aim of the game',
    'The cards',
    'The deal and who leads',
    'What you must play',
    'Who takes the trick',
    'How a deal is scored',
    'The order of the deals',
    'Special moments',
    'The end of the game, and who wins',
  ] as readonly string[],
  guidedTitle: 'A guided deal',
  guidedText:
    'Now play a whole deal against three bots. The hint says, for each card you may play, what it would do and whether that is good for you.',
  guidedLabel: (variant: string) => `Play a guided deal of ${variant}`,
  freeTitle: 'A game of your own',
  freeText:
    'Then a whole game, without hints: the score stays in view, and the end of every deal and of the game says who won and why.',
  atTheTable: 'At the table',
  houseAtTheTable: (rule: string) =>
    `Play ${rule} against bots in the Playground, where the house rule's file is open beside the table.`,
  housePlayIn: (rule: string) => `Play ${rule} in the Playground`,
  houseLearnTitle: (rule: string) => `Learn the house rule ${rule}`,
  houseLearnDescription: (rule: string, base: string) =>
    `What the house rule ${rule} changes in ${base}, lesson by lesson.`,
  houseLearnHeading: 'Learn the house rule: ',
  houseLearnLead: (base: string) => `What this house rule changes in ${base}, and nothing else.`,
  houseLearnNew: (game: string) => `New to the game? Start with [the course of ${game}].`,
  houseTakesAway: (n: number, base: string) => `It takes away ${n === 1 ? 'this rule' : 'these rules'} of ${base}:`,
  houseNoRule: (base: string) => `It changes no rule of ${base}, only which reading of an open question holds.`,
  allHouseRules: 'All house rules',

  playIntro:
    'Play any variant against three bots. Cards you may not play say which rule forbids them. A game in progress is kept in your browser across reloads. The bots see only their own hands.',
  playVariant: (variant: string) => `Play ${variant}`,
  playAt: (variant: string, game: string) =>
    `You sit first in the order of play; Ada, Ben and Cleo follow. The rules are those of [${variant}], with its default readings. Bots play at the speed set under “Settings”; a refused card says why, with the rule it comes from. New to ${game}? [Learn it] first: a short course, lesson by lesson.`,
  theGame: 'the game',

  variantsIntro:
    'Every variant file, with the rules it puts in force, where each comes from, and the questions it leaves open. Rules that players add at their own tables are in the [gallery of house rules].',
  colVariant: 'Variant',
  colExtends: 'Extends',
  colRules: 'Rules',
  colOpenQuestions: 'Open questions',
  colExamples: 'Examples',

  wholeGame: 'The whole game',
  cardsRankingPoints: 'Cards, ranking and points',
  rulesInForce: 'Rules in force',
  openQuestions: 'Open questions',
  workedExamples: 'Worked examples',
  theVariantFile: 'The variant file',
  variantsOf: (game: string) => `Variants of ${game}`,
  rulebook: 'Rulebook',
  variantDescription: (variant: string) =>
    `The rules of ${variant}, each with its source, and the questions its sources leave open.`,
  variantWord: 'Variant',
  variantExtends: ' — extends [{base}]; [see what it changes]',
  sourcesColon: 'Sources: ',
  rankingOpen: 'Open a trump suit to see the order of the cards and what they are worth.',
  rankingPlain: 'The order of the cards in each suit and what they are worth.',
  playThisVariant: 'Play this variant',
  colRule: 'Rule',
  colInWords: 'In words, and as written',
  colSource: 'Source',
  theRule: 'The rule',
  read: 'Read: ',
  fromVariant: (variant: string) => `from ${variant}`,
  asWrittenColon: 'As written: ',
  noOpenQuestions: "None: this variant's sources settle every question its rules raise.",

  compareTitle: 'Compare variants',
  compareIntro:
    'Each comparison lists the rules one variant adds, removes or changes against the other, with citations on both sides, and — where the search finds one — a *witness*: the shortest run of deals on which the two score differently, shown under each variant side by side and on a slate. Variants of two different games get the rules side by side only. Any two files, also your own: `stichwort diff A B`.',
  pickTwo: 'Pick two variants',
  firstVariant: 'First variant',
  secondVariant: 'Second variant',
  pickDifferent: 'Pick two different variants.',
  acrossGames: 'Across games',
  acrossCount: (n: number) => `${n} comparisons of variants of two different games, rules only`,

  addedIn: (b: string) => `Added in ${b}`,
  droppedIn: (b: string) => `Dropped in ${b}`,
  changedIn: (b: string) => `Changed in ${b}`,
  onlyIn: (x: string) => `Only in ${x}`,
  saidDifferently: 'Said differently',
  againstTitle: (a: string, b: string) => `${a} against ${b}`,
  swapped: (a: string, b: string, extendsIt: boolean) =>
    `You picked ${b} first. The pair has one page, which reads from ${a} to ${b}${extendsIt ? `, since ${b} extends ${a}` : ''}. “Changed” and “added” say what ${b} does differently.`,
  pairAgainst: '[{a}] against [{b}]: ',
  sameGameCounts: (changed: number, removed: number, added: number, same: number) =>
    `${changed} rule${changed === 1 ? '' : 's'} changed, ${removed} removed, ${added} added, ${same} the same.`,
  acrossCounts: (changed: number, removed: number, a: string, added: number, b: string, same: number) =>
    `${changed} rule${changed === 1 ? '' : 's'} said differently, ${removed} only in ${a}, ${added} only in ${b}, ${same} the same.`,
  rulesSideBySide: 'Rules side by side',
  highlighted: [
    'Where a rule is said differently, the words that differ are ',
    'highlighted',
    ' on both sides.',
  ] as readonly [string, string, string],
  colDifference: 'Difference',
  asWritten: 'As written',
  noSuchRule: 'No such rule',
  questionsIntro:
    'Where one of the two leaves a question open and the other settles it, or where their defaults differ: the answer each gives.',
  byTheNumbers: 'By the numbers',
  simulateIntro:
    "Let bots play the same games under both: each game starts from the same shuffle in the two, so a difference that shows is the rules' doing more than the cards'. Every figure comes with its 95% confidence interval, and the table says which differences chance does not explain. The games run in your browser, in the background; `stichwort simulate {a} {b}` gives the same figures for the same seed.",
  simulateLabel: (a: string, b: string) => `Simulate ${a} against ${b}`,
  witness: 'Witness',
  witnessScores: 'The shortest run of scored deals after which the two variants score differently:',
  witnessPlayers:
    'No score differs within the search bounds; the shortest run after which the two variants deal the next deal to different players:',
  witnessDealer:
    'No score differs within the search bounds; the shortest run after which the two variants give the next deal to different dealers:',
  readColon: ' Read: ',
  cellsMarked: ['Cells marked ', 'with a not-equal sign', ' differ between the two.'] as readonly [
    string,
    string,
    string,
  ],
  under: (v: string) => `Under ${v}`,
  witnessUnder: (v: string) => `The witness under ${v}`,
  stepThrough: 'Step through it on the slate',
  stepThroughText: 'Load the witness, step back and forward, and switch between the two variants.',
  witnessOnSlate: 'The witness on the slate',
  theWitness: 'the witness',
  noWitness:
    'No scored deals tell these two apart within the search bounds; where their card rules differ, `stichwort diff` also searches played deals.',
  noWitnessAcross: (a: string, b: string) =>
    `These are variants of two different games (${a} and ${b}), so no witness is searched: their deals are scored from different things (card points, tricks taken, places), and the same run of deals would not stand for the same play under both. The rules above show how the one language writes each game.`,

  ambiguitiesIntro:
    "Every place where a source is silent or could be read two ways is declared in the variant files as a named question with readings, each reading citing where it comes from. A scenario picks a reading with its `options`; the default is what the variant assumes. Under each question, one example runs under every reading side by side: the variant file's own example where it has one, otherwise the shortest run of deals that our search finds the readings treat differently (the same search as `stichwort diff`).",
  noQuestionsDeclared: 'No open questions declared.',
  inForceIn: 'In force in: ',

  sourcesDescription:
    'The documents the rules come from, and for each cited section, the rules and rulebook passages that rest on it.',
  sourcesIntro: (cited: number) =>
    `Every rule in a variant file names the source it comes from, and the section of it. Here is each source, and for each of its sections that is cited (${cited} in all), what rests on it: the rules of the variant files, the readings of their open questions, and the passages of the rulebooks. A citation anywhere on the site leads here.`,
  sourcesNames:
    'A source is named within the file that declares it, so one short name can stand for different documents in different games.',
  kindRules: 'Rules',
  kindReadings: 'Readings of open questions',
  kindRulebook: 'Rulebook',
  citedAsSmall: 'cited as ',
  dated: (date: string) => `Dated ${date}. `,
  citedAs: 'Cited as ',
  declaredIn: '; declared in the file of',
  theRulesOf: '; the rules of ',
  and: ' and ',
  citeIt: ' cite it',
  wholeSource: '(the source as a whole)',
  quoted: (text: string) => `“${text}”`,
  readingOf: (question: string) => `, a reading of “${question}”`,

  houseRules: 'House rules',
  houseIntro:
    'Rules that players add at their own tables, each written as a variant file that extends a shipped variant (or another house rule), cites where it comes from, and carries a worked example that comes out differently under its base. They live in `variants/house/`; write your own in the [playground], and see [Write your first house rule] for how.',
  houseAdded: 'Adds',
  houseRemoved: 'Removes',
  houseChanged: 'Changes',
  inPhase: (phase: string) => ` (in ${phase})`,
  extendsWord: 'Extends ',
  thenBase: ', then ',
  sourceColon: (sources: string) => ` Source: ${sources}.`,
  houseNoChange: 'It changes no rule of its first base, only which reading of an open question holds.',
  examplesColon: 'Examples: ',
  learnWhat: (rule: string) => `Learn what “${rule}” changes`,
  openInPlayground: 'Open it in the Playground',
  theFile: 'The file',

  slateTitle: 'The slate',
  slateSeats: (seats: string) => `Seats ${seats} in the order of play; the rules: [{title}].`,
  scoreSheetFor: (game: string) => `Score sheet for ${game}`,

  searchTitle: 'Search',
  searchIntro: 'Search the rulebooks, the lessons, the glossary and the open questions.',
  searchNoScript: 'Search needs JavaScript; every page is also reachable from the menu.',
  searchMissing: 'The search index is built with the site: run npm start or npm run build.',

  playgroundTitle: 'Playground: write a house rule',
  playgroundIntro:
    "Write the rules your table plays as a small variant file that `extends` one of ours: add a clause, change one with `override`, drop one with `remove`, read one of its open questions your way with `default`, and cite where each comes from. It is checked as you type by the same parser and checker as `stichwort check`, with each problem underlined where it is and listed by line and column. The editor completes what can come next (after `override`, the clause ids of the variant you extend; press Ctrl-Space to ask), shows the base's clause as written and its source when you rest the pointer on an id, and offers a fix for a misspelt id or a missing citation. Once it checks clean you see what it changes, and you can play it against bots, score deals on the slate beside the variant it extends, or simulate thousands of games of both; a deal you play or score can be saved into the file as an example. New to this? Follow [Write your first house rule], or start from one of the [house rules in the gallery].",
  playgroundKept:
    'What you write stays in this browser (localStorage) and survives a reload; starting afresh keeps the text before, to bring back (and undo takes it back too). Share a file as a link (the file travels in the link itself, never to a server), download it as a `.stw` file to run `npx stichwort check` on, or open one from your disk.',
  playgroundGallery: 'Start from a house rule of the gallery',
  playgroundGalleryText:
    'Each opens in the editor below, checked, with its examples; the text you had is kept, to bring back.',
  playgroundLabel: 'Write and check a house rule',
  playgroundLoads: 'The playground loads when it comes into view (it needs JavaScript).',
};

/** The keys of the pages' words, and what each must hold. */
export type PagesCatalog = typeof pagesEn;

export const pagesDe: PagesCatalog = {
  homeTitle: 'Alte Kartenspiele zum Lernen, Spielen und Nachschlagen',
  learnGame: (game) => `${game} lernen`,
  playAgainstBots: 'Gegen drei Computergegner spielen',
  readTheRules: 'Die Regeln lesen',
  homeNew:
    'Neu bei diesen Spielen? [Lernen] beginnt damit, worum es in jedem Spiel geht, und nimmt eine Regel nach der anderen durch; das [Glossar] erklärt jedes Wort, das am Tisch fällt, und auf der [Schiefertafel] schreibst du an, wenn du an einem echten Tisch spielst.',
  homeAuthors: 'Für Regelsammler und Autoren',
  homeAuthorsText:
    'Überlieferte Kartenspiele leben in regionalen Varianten, deren aufgeschriebene Regeln einander widersprechen und Lücken lassen. Hier ist jede Variante eine kleine, geprüfte Datei: Jede Regel nennt ihre Quelle, und jede offene Frage ist benannt, mit ihren möglichen Antworten. Aus den Dateien entstehen die Programme, die die Spiele werten, spielen und vergleichen.',
  homeEveryRulebook: 'Alle Regelbücher: ',
  homeCompare: 'Sieh, wo die regionalen Regeln auseinandergehen: [{pair}] oder [zwei beliebige Varianten].',
  homeAmbiguities: 'Jede Frage, die die Quellen offenlassen: [Offene Fragen].',
  homeSources: 'Worauf jede Regel beruht: [die Quellen], Abschnitt für Abschnitt.',
  homeHouse:
    'Die Regeln, die Spieler an ihrem eigenen Tisch hinzufügen, und wie du deine schreibst: [Hausregeln], die [Werkstatt] und eine Anleitung: [Deine erste Hausregel].',
  homeGamesVariants: 'Die Spiele und ihre Varianten',
  homeVariantLine: (rules, questions) =>
    ` — ${count('de', rules, 'Regel', 'Regeln')}, ${count('de', questions, 'offene Frage', 'offene Fragen')}`,
  homeExtends: (base) => `, erweitert ${base}`,

  rulebooksIntro:
    'Die Regeln jedes Spiels in eigenen Worten, mit den Quellen Regel für Regel belegt und den offenen Fragen dort, wo sie sich stellen.',
  rulebooksHouse:
    'Am Tisch kommen eigene Regeln dazu: Die [Sammlung der Hausregeln] schreibt sie auf, jede geprüft gegen die Variante, die sie erweitert.',

  learnTitle: 'Ein Spiel lernen',
  learnIntro:
    'Noch nie eines dieser Spiele gespielt? Jeder Kurs beginnt damit, worum es im Spiel geht, dann kommen die Karten, das Geben, was du spielen musst, wer einen Stich macht und wie ein Spiel gewertet wird, jeweils mit einer kurzen Übung; danach ein begleitetes Spiel gegen Computergegner und eine Partie auf eigene Faust.',
  learnRulesOf: (variant) => ` — nach den Regeln von ${variant}`,
  learnWriting: 'Regeln schreiben',
  learnWritingText:
    '[Deine erste Hausregel]: eine Regel deines eigenen Tisches als Variantendatei, von einer einzigen Zeile bis zur belegten Regel mit Beispiel, verglichen mit dem Spiel, das sie ändert, und simuliert.',
  lessons: 'Lektionen',
  courseDescription: (game) =>
    `${game} von Grund auf lernen: das Ziel, die Karten, das Spiel und die Wertung, jeweils mit einer Übung, dann ein begleitetes Spiel.`,
  courseLead: (lessons) =>
    `${count('de', lessons, 'kurze Lektion führt', 'kurze Lektionen führen')} dich vom Ziel des Spiels bis dahin, wer gewinnt, jede mit einer Übung an echten Stellungen; jede Antwort sagt, welche Regel entscheidet, und verweist aufs Regelbuch. Dann ein begleitetes Spiel mit Tipps und eine Partie auf eigene Faust. Es gelten die Regeln von [{variant}].`,
  allCourses: 'Alle Kurse',
  lessonTitles: [
    'Das Ziel des Spiels',
    'Die Karten',
    'Das Geben und wer ausspielt',
    'Was du spielen musst',
    'Wer den Stich macht',
    'Wie ein Spiel gewertet wird',
    'Die Reihenfolge der Spiele',
    'Besondere Momente',
    'Das Ende der Partie und wer gewinnt',
  ],
  guidedTitle: 'Ein begleitetes Spiel',
  guidedText:
    'Spiel jetzt ein ganzes Spiel gegen drei Computergegner. Der Tipp sagt dir zu jeder Karte, die du spielen darfst, was sie bewirken würde und ob das gut für dich ist.',
  guidedLabel: (variant) => `Ein begleitetes Spiel ${variant} spielen`,
  freeTitle: 'Eine Partie auf eigene Faust',
  freeText:
    'Dann eine ganze Partie ohne Tipps: Der Stand bleibt im Blick, und am Ende jedes Spiels und der Partie steht, wer gewonnen hat und warum.',
  atTheTable: 'Am Tisch',
  houseAtTheTable: (rule) =>
    `Spiel ${rule} gegen Computergegner in der Werkstatt, wo die Datei der Hausregel neben dem Tisch offen liegt.`,
  housePlayIn: (rule) => `${rule} in der Werkstatt spielen`,
  houseLearnTitle: (rule) => `Die Hausregel ${rule} lernen`,
  houseLearnDescription: (rule, base) => `Was die Hausregel ${rule} an ${base} ändert, Lektion für Lektion.`,
  houseLearnHeading: 'Die Hausregel lernen: ',
  houseLearnLead: (base) => `Was diese Hausregel an ${base} ändert, und sonst nichts.`,
  houseLearnNew: (game) => `Neu in diesem Spiel? Fang mit [dem Kurs zu ${game}] an.`,
  houseTakesAway: (n, base) => `Sie streicht ${n === 1 ? 'diese Regel' : 'diese Regeln'} von ${base}:`,
  houseNoRule: (base) => `Sie ändert keine Regel von ${base}, nur welche Lesart einer offenen Frage gilt.`,
  allHouseRules: 'Alle Hausregeln',

  playIntro:
    'Spiel jede Variante gegen drei Computergegner. Karten, die du nicht spielen darfst, sagen dir, welche Regel sie verbietet. Eine laufende Partie bleibt in deinem Browser erhalten, auch wenn du die Seite neu lädst. Die Computergegner sehen nur ihre eigenen Karten.',
  playVariant: (variant) => `${variant} spielen`,
  playAt: (variant, game) =>
    `Du sitzt als Erster in der Spielreihenfolge; Ada, Ben und Cleo folgen. Es gelten die Regeln von [${variant}] mit ihren Standard-Lesarten. Die Computergegner spielen so schnell, wie unter „Einstellungen“ gewählt; eine abgelehnte Karte sagt, warum, und nennt die Regel, aus der das folgt. Neu bei ${game}? [Lern es] zuerst: ein kurzer Kurs, Lektion für Lektion.`,
  theGame: 'diesem Spiel',

  variantsIntro:
    'Jede Variantendatei mit den Regeln, die sie in Kraft setzt, der Herkunft jeder Regel und den Fragen, die sie offenlässt. Regeln, die Spieler an ihrem eigenen Tisch hinzufügen, stehen in der [Sammlung der Hausregeln].',
  colVariant: 'Variante',
  colExtends: 'Erweitert',
  colRules: 'Regeln',
  colOpenQuestions: 'Offene Fragen',
  colExamples: 'Beispiele',

  wholeGame: 'Die ganze Partie',
  cardsRankingPoints: 'Karten, Rangfolge und Augen',
  rulesInForce: 'Geltende Regeln',
  openQuestions: 'Offene Fragen',
  workedExamples: 'Durchgerechnete Beispiele',
  theVariantFile: 'Die Variantendatei',
  variantsOf: (game) => `Varianten von ${game}`,
  rulebook: 'Regelbuch',
  variantDescription: (variant) =>
    `Die Regeln von ${variant}, jede mit ihrer Quelle, und die Fragen, die ihre Quellen offenlassen.`,
  variantWord: 'Variante',
  variantExtends: ' — erweitert [{base}]; [sieh, was sie ändert]',
  sourcesColon: 'Quellen: ',
  rankingOpen: 'Öffne eine Trumpffarbe, um die Rangfolge der Karten und ihren Wert zu sehen.',
  rankingPlain: 'Die Rangfolge der Karten in jeder Farbe und ihr Wert.',
  playThisVariant: 'Diese Variante spielen',
  colRule: 'Regel',
  colInWords: 'In Worten und im Wortlaut',
  colSource: 'Quelle',
  theRule: 'Die Regel',
  read: 'Nachlesen: ',
  fromVariant: (variant) => `aus ${variant}`,
  asWrittenColon: 'Im Wortlaut: ',
  noOpenQuestions: 'Keine: Die Quellen dieser Variante klären jede Frage, die ihre Regeln aufwerfen.',

  compareTitle: 'Varianten vergleichen',
  compareIntro:
    'Jeder Vergleich listet die Regeln auf, die eine Variante gegenüber der anderen hinzufügt, streicht oder ändert, mit Belegen auf beiden Seiten, und – wo die Suche eines findet – ein *Gegenbeispiel*: die kürzeste Folge von Spielen, die die beiden verschieden werten, unter jeder Variante nebeneinander und auf einer Schiefertafel gezeigt. Varianten zweier verschiedener Spiele stehen nur mit ihren Regeln nebeneinander. Zwei beliebige Dateien, auch deine eigenen: `stichwort diff A B`.',
  pickTwo: 'Zwei Varianten wählen',
  firstVariant: 'Erste Variante',
  secondVariant: 'Zweite Variante',
  pickDifferent: 'Wähle zwei verschiedene Varianten.',
  acrossGames: 'Über Spiele hinweg',
  acrossCount: (n) =>
    `${count('de', n, 'Vergleich', 'Vergleiche')} von Varianten zweier verschiedener Spiele, nur die Regeln`,

  addedIn: (b) => `Neu in ${b}`,
  droppedIn: (b) => `Gestrichen in ${b}`,
  changedIn: (b) => `Geändert in ${b}`,
  onlyIn: (x) => `Nur in ${x}`,
  saidDifferently: 'Anders formuliert',
  againstTitle: (a, b) => `${a} im Vergleich mit ${b}`,
  swapped: (a, b, extendsIt) =>
    `Du hast ${b} zuerst gewählt. Das Paar hat eine einzige Seite, die ${a} mit ${b} vergleicht${extendsIt ? `, weil ${b} ${a} erweitert` : ''}. „Geändert“ und „Neu“ sagen, was ${b} anders macht.`,
  pairAgainst: '[{a}] im Vergleich mit [{b}]: ',
  sameGameCounts: (changed, removed, added, same) =>
    `${count('de', changed, 'Regel', 'Regeln')} geändert, ${removed} gestrichen, ${added} neu, ${same} gleich.`,
  acrossCounts: (changed, removed, a, added, b, same) =>
    `${count('de', changed, 'Regel', 'Regeln')} anders formuliert, ${removed} nur in ${a}, ${added} nur in ${b}, ${same} gleich.`,
  rulesSideBySide: 'Die Regeln nebeneinander',
  highlighted: [
    'Wo eine Regel anders formuliert ist, sind die abweichenden Wörter auf beiden Seiten ',
    'hervorgehoben',
    '.',
  ],
  colDifference: 'Unterschied',
  asWritten: 'Im Wortlaut',
  noSuchRule: 'Keine solche Regel',
  questionsIntro:
    'Wo eine der beiden eine Frage offenlässt und die andere sie klärt oder wo ihre Standard-Lesarten verschieden sind: die Antwort, die jede gibt.',
  byTheNumbers: 'In Zahlen',
  simulateIntro:
    'Lass Computergegner dieselben Partien unter beiden spielen: Jede Partie beginnt in beiden mit demselben Mischen, so dass ein Unterschied, der sich zeigt, eher an den Regeln liegt als an den Karten. Jede Zahl steht mit ihrem 95-%-Konfidenzintervall, und die Tabelle sagt, welche Unterschiede der Zufall nicht erklärt. Die Partien laufen im Hintergrund in deinem Browser; `stichwort simulate {a} {b}` liefert für denselben Startwert dieselben Zahlen.',
  simulateLabel: (a, b) => `${a} und ${b} simulieren`,
  witness: 'Gegenbeispiel',
  witnessScores: 'Die kürzeste Folge gewerteter Spiele, nach der die beiden Varianten verschieden werten:',
  witnessPlayers:
    'Innerhalb der Suchgrenzen unterscheidet sich kein Stand; die kürzeste Folge, nach der die beiden Varianten das nächste Spiel an verschiedene Spieler austeilen:',
  witnessDealer:
    'Innerhalb der Suchgrenzen unterscheidet sich kein Stand; die kürzeste Folge, nach der bei den beiden Varianten verschiedene Spieler das nächste Spiel geben:',
  readColon: ' Nachlesen: ',
  cellsMarked: ['Mit ', 'einem Ungleichzeichen', ' markierte Zellen unterscheiden sich zwischen den beiden.'],
  under: (v) => `Unter ${v}`,
  witnessUnder: (v) => `Das Gegenbeispiel unter ${v}`,
  stepThrough: 'Schritt für Schritt auf der Tafel',
  stepThroughText: 'Lade das Gegenbeispiel, geh vor und zurück und wechsle zwischen den beiden Varianten.',
  witnessOnSlate: 'Das Gegenbeispiel auf der Tafel',
  theWitness: 'das Gegenbeispiel',
  noWitness:
    'Innerhalb der Suchgrenzen unterscheidet kein gewertetes Spiel die beiden; wo ihre Kartenregeln verschieden sind, durchsucht `stichwort diff` auch gespielte Spiele.',
  noWitnessAcross: (a, b) =>
    `Das sind Varianten zweier verschiedener Spiele (${a} und ${b}), daher wird kein Gegenbeispiel gesucht: Ihre Spiele werden nach verschiedenen Dingen gewertet (Augen, gemachte Stiche, Plätze), und dieselbe Folge von Spielen stünde unter beiden nicht für dasselbe Spielgeschehen. Die Regeln oben zeigen, wie die eine Sprache jedes der beiden Spiele schreibt.`,

  ambiguitiesIntro:
    'Jede Stelle, an der eine Quelle schweigt oder sich auf zwei Arten lesen lässt, ist in den Variantendateien als benannte Frage mit Lesarten festgehalten, und jede Lesart nennt, woher sie stammt. Ein Szenario wählt eine Lesart mit seinen `options`; der Standard ist, wovon die Variante ausgeht. Unter jeder Frage läuft ein Beispiel unter allen Lesarten nebeneinander: das eigene Beispiel der Variantendatei, wo sie eines hat, sonst die kürzeste Folge von Spielen, die nach unserer Suche die Lesarten verschieden behandeln (dieselbe Suche wie `stichwort diff`).',
  noQuestionsDeclared: 'Keine offenen Fragen festgehalten.',
  inForceIn: 'Gilt in: ',

  sourcesDescription:
    'Die Dokumente, aus denen die Regeln stammen, und zu jedem zitierten Abschnitt die Regeln und Regelbuchstellen, die darauf beruhen.',
  sourcesIntro: (cited) =>
    `Jede Regel in einer Variantendatei nennt die Quelle, aus der sie stammt, und den Abschnitt darin. Hier steht jede Quelle und zu jedem ihrer zitierten Abschnitte (${cited} insgesamt), was darauf beruht: die Regeln der Variantendateien, die Lesarten ihrer offenen Fragen und die Stellen der Regelbücher. Jeder Beleg auf der Website führt hierher.`,
  sourcesNames:
    'Eine Quelle wird in der Datei benannt, die sie angibt; so kann ein Kurzname in verschiedenen Spielen für verschiedene Dokumente stehen.',
  kindRules: 'Regeln',
  kindReadings: 'Lesarten offener Fragen',
  kindRulebook: 'Regelbuch',
  citedAsSmall: 'zitiert als ',
  dated: (date) => `Datiert ${date}. `,
  citedAs: 'Zitiert als ',
  declaredIn: '; angegeben in der Datei von',
  theRulesOf: '; zitiert von den Regeln von ',
  and: ' und ',
  citeIt: '',
  wholeSource: '(die Quelle als Ganzes)',
  quoted: (text) => `„${text}“`,
  readingOf: (question) => `, eine Lesart von „${question}“`,

  houseRules: 'Hausregeln',
  houseIntro:
    'Regeln, die Spieler an ihrem eigenen Tisch hinzufügen, jede als Variantendatei, die eine mitgelieferte Variante (oder eine andere Hausregel) erweitert, nennt, woher sie stammt, und ein durchgerechnetes Beispiel mitbringt, das unter ihrer Grundvariante anders ausgeht. Sie liegen in `variants/house/`; schreib deine eigene in der [Werkstatt], und wie das geht, zeigt [Deine erste Hausregel].',
  houseAdded: 'Fügt hinzu',
  houseRemoved: 'Streicht',
  houseChanged: 'Ändert',
  inPhase: (phase) => ` (in der Phase ${phase})`,
  extendsWord: 'Erweitert ',
  thenBase: ', dann ',
  sourceColon: (sources) => ` Quelle: ${sources}.`,
  houseNoChange: 'Sie ändert keine Regel ihrer ersten Grundvariante, nur welche Lesart einer offenen Frage gilt.',
  examplesColon: 'Beispiele: ',
  learnWhat: (rule) => `Lernen, was „${rule}“ ändert`,
  openInPlayground: 'In der Werkstatt öffnen',
  theFile: 'Die Datei',

  slateTitle: 'Die Tafel',
  slateSeats: (seats) => `Plätze ${seats} in Spielreihenfolge; die Regeln: [{title}].`,
  scoreSheetFor: (game) => `Punkteliste für ${game}`,

  searchTitle: 'Suche',
  searchIntro: 'Durchsuche die Regelbücher, die Lektionen, das Glossar und die offenen Fragen.',
  searchNoScript: 'Die Suche braucht JavaScript; jede Seite ist auch über das Menü erreichbar.',
  searchMissing: 'Der Suchindex entsteht mit der Website: Führe npm start oder npm run build aus.',

  playgroundTitle: 'Werkstatt: eine Hausregel schreiben',
  playgroundIntro:
    'Schreib die Regeln deines Tisches als kleine Variantendatei, die eine unserer Varianten mit `extends` erweitert: Füg eine Regel hinzu, ändere eine mit `override`, streich eine mit `remove`, entscheide eine ihrer offenen Fragen mit `default` auf deine Art und nenne für jede, woher sie stammt. Geprüft wird schon beim Tippen, von demselben Parser und Prüfer wie `stichwort check`; jedes Problem ist an seiner Stelle unterstrichen und mit Zeile und Spalte aufgeführt. Der Editor ergänzt, was als Nächstes kommen kann (nach `override` die Regel-Ids der erweiterten Variante; Strg-Leertaste fragt danach), zeigt die Regel der Grundvariante, wie sie geschrieben ist, und ihre Quelle, wenn der Zeiger auf einer Id ruht, und bietet eine Korrektur für eine falsch geschriebene Id oder einen fehlenden Beleg an. Sobald die Datei fehlerfrei ist, siehst du, was sie ändert, und kannst sie gegen Computergegner spielen, Spiele auf der Schiefertafel neben der erweiterten Variante werten oder Tausende Partien beider simulieren; ein Spiel, das du spielst oder wertest, lässt sich als Beispiel in die Datei übernehmen. Neu hier? Folge [Deine erste Hausregel], oder fang mit einer der [Hausregeln aus der Sammlung] an.',
  playgroundKept:
    'Was du schreibst, bleibt in diesem Browser (localStorage) und übersteht ein Neuladen; wer neu anfängt, behält den Text von vorher, um ihn zurückzuholen (und Rückgängig holt ihn auch zurück). Teile eine Datei als Link (die Datei reist im Link selbst, nie zu einem Server), lade sie als `.stw`-Datei herunter, um `npx stichwort check` darauf laufen zu lassen, oder öffne eine von deiner Festplatte.',
  playgroundGallery: 'Mit einer Hausregel aus der Sammlung beginnen',
  playgroundGalleryText:
    'Jede öffnet sich geprüft und mit ihren Beispielen im Editor unten; dein bisheriger Text bleibt erhalten, um ihn zurückzuholen.',
  playgroundLabel: 'Eine Hausregel schreiben und prüfen',
  playgroundLoads: 'Die Werkstatt lädt, sobald sie ins Bild kommt (sie braucht JavaScript).',
};
