/**
 * Rules in German (src/compile/de/clause-words.ts): every clause of every shipped variant and
 * gallery house rule said in German, with no English sentence part left (titles the file gives only
 * in English stand in „…“), and samples checked by hand for articles, cases, plurals, negation and
 * lists, from each game.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { afterAnother, ruleWords } from '../../../src/compile/clause-words.ts';
import { ruleWordsDe } from '../../../src/compile/de/clause-words.ts';
import { wordsFor } from '../../../src/compile/rule-words.ts';
import { germanNames } from './titles.ts';

/** Every clause of `path` in German, by clause id (the last of an id in several phases wins). */
function german(path: string): Map<string, string> {
  const { variant, names } = germanNames(path);
  return new Map(variant.clauses.map((c) => [c.id, ruleWordsDe(c.node, names, afterAnother(variant, c.id, c.phase))]));
}

const FILES = [
  ...readdirSync('variants')
    .filter((f) => f.endsWith('.stw'))
    .map((f) => `variants/${f}`),
  ...readdirSync('variants/house')
    .filter((f) => f.endsWith('.stw'))
    .map((f) => `variants/house/${f}`),
];

/** English words that never belong in a German sentence (an English title stands quoted, „…“). */
const ENGLISH = /\b(the|when|must|may|and|of|or|is|are|a|to|with|player|players|trick|card|cards|each|every|not)\b/;

describe('every rule in German', () => {
  it.each(FILES)('%s: each clause reads as a German sentence, no English part left', (path) => {
    const { variant, names } = germanNames(path);
    const kinds = new Set<string>();
    for (const c of variant.clauses) {
      const s = ruleWordsDe(c.node, names, afterAnother(variant, c.id, c.phase));
      kinds.add(c.node.body.kind);
      const bare = s.replace(/„[^“]*“/g, '„…“');
      expect(bare, `${c.id}: ${s}`).not.toMatch(ENGLISH);
      expect(s, c.id).toMatch(/^[\p{Lu}0-9]/u);
      expect(s, c.id).toMatch(/[.)]$/);
      expect(s, c.id).not.toMatch(/ {2}| ,|,,|,\.|undefined|null|NaN/);
    }
    expect(kinds.size).toBeGreaterThan(0);
  });

  it('says every clause kind the shipped files and the gallery use', () => {
    const kinds = new Set<string>();
    for (const path of FILES) for (const c of germanNames(path).variant.clauses) kinds.add(c.node.body.kind);
    // All 41 clause kinds: the German switch is exhaustive (type-checked), and the files use each.
    expect(kinds.size).toBeGreaterThanOrEqual(41);
  });

  it('wordsFor picks the language in one place, English as it always was', () => {
    const { variant, names } = germanNames('variants/hindersche-pagat.stw');
    for (const c of variant.clauses) {
      const after = afterAnother(variant, c.id, c.phase);
      expect(wordsFor('en').ruleWords(c.node, names, after)).toBe(ruleWords(c.node, names, after));
      expect(wordsFor('de').ruleWords(c.node, names, after)).toBe(ruleWordsDe(c.node, names, after));
    }
  });
});

/**
 * Samples checked by hand (listed in the branch's report for a German reviewer): nominative,
 * accusative and dative articles, weak nouns, plurals, negation with "kein", lists with "und" and
 * "oder", verb second after a fronted clause and verb last in a subordinate one.
 */
const SAMPLES: [string, string, string][] = [
  // Hindersche (Pagat)
  [
    'variants/hindersche-pagat.stw',
    'upcard-four',
    'Die unterste Karte des Stapels wird als Trumpf aufgedeckt, wenn vier Spieler mitspielen.',
  ],
  ['variants/hindersche-pagat.stw', 'upcard-fewer', 'Sonst wird die oberste Karte des Stocks als Trumpf aufgedeckt.'],
  ['variants/hindersche-pagat.stw', 'follow-or-trump', 'Wer bedienen kann, muss bedienen oder einen Trumpf spielen.'],
  [
    'variants/hindersche-pagat.stw',
    'march-1',
    'Ein Spieler macht einen Durchmarsch, wenn er mindestens 100 Punkte hat.',
  ],
  [
    'variants/hindersche-pagat.stw',
    'march-made',
    'Wenn jemand einen Durchmarsch gemacht hat, erhält jeder andere Spieler einen Strich.',
  ],
  [
    'variants/hindersche-pagat.stw',
    'four',
    'Sonst wird dem Spieler mit den wenigsten Punkten ein Strich weggewischt und der Spieler mit den meisten Punkten erhält einen Strich.',
  ],
  [
    'variants/hindersche-pagat.stw',
    'four-march',
    'Wenn nicht, aber jemand einen Durchmarsch gemacht hat, werden dem Durchmarschierer zwei Striche weggewischt und jeder andere Spieler erhält einen Strich.',
  ],
  [
    'variants/hindersche-pagat.stw',
    'last-one-in',
    'Die Partie ist vorbei, wenn nur noch ein Spieler im Spiel ist; dann verliert der übrig gebliebene Spieler die Partie und erhält 1 auf den Rahmen.',
  ],
  [
    'variants/hindersche-pagat.stw',
    'playoff-rank',
    'Ein Stechen gewinnt der Spieler, der darin einen Durchmarsch macht; sonst der Spieler mit den wenigsten Punkten.',
  ],
  [
    'variants/hindersche-pagat.stw',
    'playoff-leader',
    'Im Stechen spielt der nächste gleichauf liegende Spieler nach dem Geber des Stechens aus.',
  ],
  ['variants/hindersche-pagat.stw', 'old-man', 'Der Trumpf-Bauer ist eine Karte für sich, „de Alt“.'],
  [
    'variants/hindersche-pagat.stw',
    'card-points',
    'Die Karten zählen: Asse 11, Könige 4, Damen 3, Bauern 2, Zehner 10, de Alt 12, de Kloei 12. Ein Spiel hat insgesamt 140 Punkte.',
  ],
  [
    'variants/hindersche-pagat.stw',
    'settlement',
    'Am Ende des Robbers zahlt jeder Spieler jedem Gegner 1 für jeden Punkt auf seinem Rahmen.',
  ],
  ['variants/hindersche-pagat.stw', 'all-tied', 'Wenn alle Spieler gleich viele Punkte haben, wird nichts gewertet.'],
  [
    'variants/hindersche-pagat.stw',
    'clean-drop-out',
    'Am Ende der Phase scheidet jeder Spieler, der keine Striche hat, aus.',
  ],
  [
    'variants/house/hindersche-six-for-trump.stw',
    'swap',
    'Der Spieler mit der Trumpf-Sechs darf sie gegen die aufgedeckte Trumpfkarte tauschen.',
  ],
  [
    'variants/house/hindersche-trump-after-packet.stw',
    'call',
    'Der nächste noch beteiligte Spieler nach dem Geber bestimmt die Trumpffarbe nach dem ersten Paket des Gebens, wobei er nur dessen Karten kennt.',
  ],
  [
    'variants/house/hindersche-tricks-break-ties.stw',
    'most-points',
    'Sonst erhält der Spieler mit den meisten Punkten (bei gleich vielen Punkten entscheiden die meisten Stiche) einen Strich.',
  ],
  [
    'variants/house/hindersche-talon-laid-away.stw',
    'laid-away',
    'Vor dem Ausspielen legt der Geber zwei Karten seiner Hand verdeckt beiseite; sie sind aus dem Spiel, ihre Augen zählen für ihn.',
  ],
  [
    'variants/house/hindersche-sweep.stw',
    'swept',
    'Wenn jemand einen Kehraus gemacht hat, erhält der Kehrer zwei Striche; jeder andere Spieler erhält so viele Striche, wie die Anzahl der früheren Spiele dieser Partie mit einem Kehraus angibt.',
  ],
  [
    'variants/hindersi-jass.stw',
    'no-undertrump',
    'Wer bedienen kann, darf keine Trümpfe, die niedriger sind als ein Trumpf im Stich, spielen.',
  ],
  // Kein Stich
  [
    'variants/kein-stich.stw',
    'deck',
    'Ein Blatt mit 32 Karten: Eichel, Laub, Herz und Schellen, jede Farbe mit Sieben, Acht, Neun, Zehn, Unter, Ober, König, Daus.',
  ],
  [
    'variants/house/kein-stich-hearts-broken.stw',
    'no-hearts-lead',
    'Herzkarten dürfen nicht ausgespielt werden, solange keine Herzkarte gespielt wurde.',
  ],
  [
    'variants/house/kein-stich-king-discard.stw',
    'king-discard',
    'Wer nicht bedienen kann, muss den Herz-König spielen.',
  ],
  ['variants/house/kein-stich-obers-discard.stw', 'obers-discard', 'Wer nicht bedienen kann, muss einen Ober spielen.'],
  [
    'variants/house/kein-stich-no-points-first-trick.stw',
    'no-points-first',
    'Wer zugibt, darf keine Zählkarten spielen, wenn der erste Stich gespielt wird.',
  ],
  [
    'variants/house/kein-stich-penalties-out.stw',
    'obers-out',
    'Das Spiel endet nach dem ersten Stich, an dessen Ende vier Ober gespielt sind: die Karten, die noch auf der Hand sind, werden nicht gespielt, und das Spiel wird nach den genommenen Stichen gewertet.',
  ],
  [
    'variants/house/kein-stich-seven-leads.stw',
    'forehand',
    'Der Spieler mit der Eichel-Sieben spielt zum ersten Stich aus (wurde diese Karte nicht gegeben, der nächste noch beteiligte Spieler nach dem Geber).',
  ],
  [
    'variants/house/kein-stich-domino-any-jack.stw',
    'domino-play',
    'Die Karten werden in Farbreihen angelegt, beginnend mit einem beliebigen Unter.',
  ],
  [
    'variants/house/kein-stich-passing.stw',
    'passing',
    'Vor dem Ausspielen gibt jeder Spieler drei Karten weiter: im ersten Spiel an den nächsten Spieler, im zweiten Spiel an den vorigen Spieler, im dritten Spiel an den Spieler gegenüber und im vierten Spiel keine Weitergabe; danach wieder von vorn (nach der Lesart „Four players“, der Standardlesart).',
  ],
  [
    'variants/kein-stich-march.stw',
    'no-tricks-marched',
    'Wenn jemand einen Durchmarsch gemacht hat, zahlt jeder andere Spieler 30 aus seinem Einsatz in die Kasse ein und die Kasse zahlt dem Durchmarschierer 50 in seinen Einsatz aus (nach der Lesart „The rest stays in the pot“, der Standardlesart).',
  ],
  ['variants/kein-stich-black-pig.stw', 'settlement', 'Am Ende des Robbers gilt der Einsatz als Ergebnis.'],
  // Bauernheinrich
  ['variants/bauernheinrich.stw', 'settlement', 'Am Ende des Robbers gelten die Siege als Ergebnis.'],
  [
    'variants/house/bauernheinrich-widow.stw',
    'widow',
    'Vor dem Ausspielen nimmt der Spieler mit dem Eichel-Ass den Talon auf die Hand.',
  ],
  [
    'variants/house/bauernheinrich-place-points.stw',
    'place-points',
    'Nach jedem Spiel erhält jeder Spieler auf dem ersten Platz drei Wertungspunkte; jeder Spieler auf dem zweiten Platz erhält zwei Wertungspunkte; jeder Spieler auf dem dritten Platz erhält einen Wertungspunkt.',
  ],
  [
    'variants/house/bauernheinrich-sixes-to-owners.stw',
    'sixes',
    'Vor dem Ausspielen geht jede Sechs an den Spieler, dessen eigene Trumpffarbe ihre Farbe ist, falls sie nicht schon dort ist.',
  ],
  [
    'variants/house/bauernheinrich-cards-left.stw',
    'left-over',
    'Nach jedem Spiel erhält jeder Spieler auf dem vierten Platz so viele Strafpunkte, wie seine Handkarten angeben.',
  ],
  [
    'variants/house/bauernheinrich-clean-win.stw',
    'clean-win',
    'Nach jedem Spiel erhält jeder Spieler, der den ersten Platz belegt und keine Aufnahmen hat, einen Sieg.',
  ],
  [
    'variants/house/bauernheinrich-partners-out.stw',
    'partners',
    'Es wird in Partnerschaften gespielt: Partner ist jeweils der gegenübersitzende Spieler. Eine Partei ist draußen, wenn alle ihre Spieler draußen sind, und das Spiel endet, sobald die erste Partei draußen ist: die anderen werden nach den wenigsten verbliebenen Karten platziert.',
  ],
];

describe('German samples checked by hand', () => {
  it.each(SAMPLES)('%s %s', (path, id, sentence) => {
    expect(german(path).get(id)).toBe(sentence);
  });
});
