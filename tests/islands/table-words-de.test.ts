/**
 * A table on a German page says the game's words in German (src/islands/table-words.ts): a refused
 * card's reason is the German sentence from the clause that refuses it, the hand's labels name the
 * cards by the pack's German names, the log plays them in the catalog's case, and the status line
 * heads the phase by the variant's German title.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { compiled } from '../helpers.ts';
import { de } from '../../src/islands/i18n/de.ts';
import { en } from '../../src/islands/i18n/en.ts';
import { sheetDe } from '../../src/islands/i18n/sheet-de.ts';
import { sheetEn } from '../../src/islands/i18n/sheet-en.ts';
import { simDe } from '../../src/islands/i18n/sim-de.ts';
import { simEn } from '../../src/islands/i18n/sim-en.ts';
import { useUi } from '../../src/islands/i18n/ui.ts';
import { tableSentencesDe } from '../../src/islands/i18n/table-sentences-de.ts';
import { tableWordsDe } from '../../src/islands/i18n/table-words-de.ts';
import { eventText } from '../../src/islands/play-words.ts';
import {
  loadTableSentences,
  loadTableWords,
  tableSentences,
  tableSentencesEn,
  tableWordsEn,
  useTableWords,
} from '../../src/islands/table-words.ts';
import { playOn, table } from './table-harness.ts';

/** A German card name: a suit of the German pack, a hyphen, a rank ("Eichel-Ober", "Schellen-Sieben"). */
const GERMAN_CARD = /^(Eichel|Blatt|Grün|Laub|Herz|Schellen)-(Sieben|Acht|Neun|Zehn|Unter|Ober|König|Daus|Ass)$/;

/** Lets a refusal said after its words have loaded reach the table. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a table on a German page, in the game’s words', () => {
  afterEach(() => {
    useUi(en, sheetEn, simEn);
    useTableWords(tableWordsEn);
  });

  it('refuses a card with the German sentence of its clause and names the hand’s cards in German', async () => {
    useUi(de, sheetDe, simDe);
    useTableWords(tableWordsDe, tableSentencesDe);
    const cv = compiled('kein-stich');
    const t = table(cv, 3);
    // Play on until the human is to play with a card it may not (it holds the suit led).
    playOn(t, () => {
      const m = t.model();
      return m.myTurn && !!m.play && m.hand.some((h) => !h.legal);
    });
    const m = t.model();
    expect(m.status).toMatch(/^Partie 1, Keine Stiche\. /);
    for (const h of m.hand)
      expect(h.label.replace(/, Trumpf/, '').replace(/ \(jetzt nicht spielbar\)$/, '')).toMatch(GERMAN_CARD);
    const refused = m.hand.find((h) => !h.legal)!;
    expect(refused.label).toMatch(/ \(jetzt nicht spielbar\)$/);
    t.h.play(refused.card);
    await settled();
    const why = t.said.at(-1)!;
    const name = refused.label.replace(/ \(jetzt nicht spielbar\)$/, '');
    expect(why).toMatch(new RegExp(`^(Der|Die|Das) ${name} darf nicht gespielt werden: `));
    expect(why).toBe(tableSentencesDe.refusal(cv, m.play!, 0, refused.card, t.game.seating.names, 0)!.sentence);
    // The follow-suit clause said as a German rule, and what on the table makes it apply.
    expect(why).toBe(
      'Der Eichel-König darf nicht gespielt werden: Wer bedienen kann, muss bedienen. ' +
        'Schellen wurde ausgespielt, und du hast eine Schellenkarte.',
    );
  });

  it('plays a card in the log in the case the catalog’s sentence takes', () => {
    useUi(de, sheetDe, simDe);
    useTableWords(tableWordsDe);
    const cv = compiled('kein-stich');
    expect(eventText(cv, { type: 'PLAY', seat: 1, card: 4 + 8 * 0 } as never, ['You', 'Ada'])).toBe(
      'Ada spielt den Eichel-Unter',
    );
  });

  it('loads the German words only for German, and the English ones say what the table said before', async () => {
    expect(await loadTableWords('en')).toBe(tableWordsEn);
    expect(await loadTableWords('de')).toBe(tableWordsDe);
    const cv = compiled('kein-stich');
    expect(tableWordsEn.card(cv, 4, 'acc')).toBe('Unter of Acorns');
    expect(tableWordsEn.phase(cv, 'no-tricks')).toBe('No Tricks');
    // The variant's German titles, and the pack's German names inflected as the catalog's sentences take them.
    expect(tableWordsDe.phase(cv, 'no-tricks')).toBe('Keine Stiche');
    expect(tableWordsDe.tally(cv, 'pot')).toBe('Kasse');
    expect(tableWordsDe.tally(cv, 'stakes')).toBe('Einsätze');
    expect(tableWordsDe.suitSet(cv, 2)).toBe('Herzkarten');
    expect(tableWordsDe.rankSet(cv, 6)).toBe('Könige');
    expect(tableWordsDe.card(cv, 4, 'nom')).toBe('der Eichel-Unter');
    expect(tableWordsDe.suit(cv, 3)).toBe('Schellen');
  });

  it('loads the German sentences only when a card is first refused, and then says the refusal in German', async () => {
    useUi(de, sheetDe, simDe);
    await loadTableWords('de');
    // The names are there for the table to draw with; the sentences are not loaded yet.
    expect(tableSentences()).toBeNull();
    const cv = compiled('kein-stich');
    const t = table(cv, 3);
    playOn(t, () => {
      const m = t.model();
      return m.myTurn && !!m.play && m.hand.some((h) => !h.legal);
    });
    const m = t.model();
    // A hint asked for before the sentences are there shows nothing rather than English.
    expect(m.hints).toEqual([]);
    const refused = m.hand.find((h) => !h.legal)!;
    const before = t.said.length;
    t.h.play(refused.card);
    await loadTableSentences('de');
    await settled();
    expect(tableSentences()).toBe(tableSentencesDe);
    expect(t.said.length).toBe(before + 1);
    expect(t.said.at(-1)).toMatch(/ darf nicht gespielt werden: /);
  });

  it('plays a card the engine allows at once, with no words to wait for', () => {
    useTableWords(tableWordsEn, tableSentencesEn);
    const cv = compiled('kein-stich');
    const t = table(cv, 3);
    playOn(t, () => {
      const m = t.model();
      return m.myTurn && !!m.play && m.hand.some((h) => h.legal);
    });
    const m = t.model();
    const legal = m.hand.find((h) => h.legal)!;
    const held = m.hand.length;
    t.h.play(legal.card);
    expect(t.model().hand.length).toBe(held - 1);
  });

  it('heads the score bar by the German tally titles and says no English stakes', () => {
    useUi(de, sheetDe, simDe);
    useTableWords(tableWordsDe, tableSentencesDe);
    const cv = compiled('kein-stich');
    const bar = table(cv, 3).model().bar;
    expect(bar.rows.map((r) => r.title)).toEqual(['Einsätze']);
    expect(bar.shared).toEqual(['Kasse 0']);
    expect(bar.where).toMatch(/Keine Stiche$/);
    expect(bar.where).not.toMatch(/costs|each/);
  });
});
