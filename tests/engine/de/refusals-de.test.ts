/**
 * Refused cards, moves and hints in German (src/engine/de/explain.ts, src/scenario/de/refusals.ts):
 * the sentence built from the refusing clause in German and what on the table makes it apply, to
 * "du" or by name, for each game — Hindersche (follow suit or trump; overtrump in Butzen; a
 * Schleipfe refused), Kein Stich (a card that fits no row, passing while a card fits), Bauernheinrich
 * (beat, or pick up).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { refusalSentenceDe, stepHintInGerman } from '../../../src/engine/de/explain.ts';
import { refusalSentence } from '../../../src/engine/explain.ts';
import { playCard, startPlayIn } from '../../../src/engine/play.ts';
import { explainMove } from '../../../src/engine/steps/index.ts';
import type { Move } from '../../../src/engine/steps/step.ts';
import { diskReader } from '../../../src/resolve/disk.ts';
import { moveRefusalDe } from '../../../src/scenario/de/refusals.ts';
import { runScenario } from '../../../src/scenario/run.ts';
import { compiled } from '../../helpers.ts';

const SEATS = ['N', 'E', 'S', 'W'];

describe('Hindersche: a refused card in German', () => {
  const cv = compiled('hindersche-pagat');
  const card = (n: string) => cv.deck.byName.get(n)!;
  // N leads the Ace of Hearts; E holds a Heart and tries a Spade (Schippe in this file's own words).
  const hands = [
    ['AH', '7C', '8C'],
    ['9H', '6S', '7S'],
    ['KC', 'QC', 'JC'],
    ['6D', '7D', '8D'],
  ].map((h) => h.map(card));
  const p = playCard(
    cv,
    startPlayIn(cv, 'vier-strich', [0, 1, 2, 3], hands, cv.deck.suits.indexOf('D')),
    0,
    card('AH'),
  );

  it('follow suit or trump: the rule in German, then the table, to "du"', () => {
    expect(refusalSentenceDe(cv, p, 1, card('6S'), SEATS, 1)).toEqual({
      clause: 'follow-or-trump',
      sentence:
        'Die Schippe-Sechs darf nicht gespielt werden: Wer bedienen kann, muss bedienen oder einen Trumpf spielen. Herz wurde ausgespielt, und du hast eine Herzkarte; Trumpf ist Ecke.',
    });
    // The same card refused in English as before.
    expect(refusalSentence(cv, p, 1, card('6S'), SEATS, 1)?.sentence).toMatch(/^The 6 of Spades may not be played/);
  });

  it('by name, the turn and the hand', () => {
    expect(refusalSentenceDe(cv, p, 1, card('6S'), SEATS)?.sentence).toContain('und E hat eine Herzkarte;');
    expect(refusalSentenceDe(cv, p, 2, card('KC'), SEATS, 2)?.sentence).toBe('Du bist nicht am Zug: E ist am Zug.');
    expect(refusalSentenceDe(cv, p, 1, card('KC'), SEATS, 1)?.sentence).toBe('Du hast den Kreuz-König nicht.');
    expect(refusalSentenceDe(cv, p, 1, card('9H'), SEATS, 1)).toBeNull();
  });

  it('a hint: who would hold the trick, with its points (dative after "mit")', () => {
    expect(stepHintInGerman(cv, p, 1, card('9H'), SEATS, 1)).toBe(
      'die Herz-Neun: N hält den Stich bisher (11 Punkte darin)',
    );
    const q = playCard(cv, playCard(cv, p, 1, card('9H')), 2, card('KC'));
    expect(stepHintInGerman(cv, q, 3, card('6D'), SEATS, 3)).toBe('die Ecke-Sechs: du nimmst den Stich mit 15 Punkten');
  });

  it('overtrump in Butzen: a phase’s rule says its phase', () => {
    const house = compiled('variants/house/hindersche-butzen-overtrump.stw');
    const c = (n: string) => house.deck.byName.get(n)!;
    const h = [
      ['7H', '6S', '7S'],
      ['6H', 'AH', '9S'],
      ['9H', '10H', 'JS'],
      ['QH', 'KH', 'AS'],
    ].map((x) => x.map(c));
    const b = playCard(house, startPlayIn(house, 'butzen', [0, 1, 2, 3], h, house.deck.suits.indexOf('H')), 0, c('7H'));
    expect(refusalSentenceDe(house, b, 1, c('6H'), SEATS, 1)?.sentence).toBe(
      'Die Herz-Sechs darf nicht gespielt werden: In der Phase „Phase 2 – Butzen“ gilt: Wer zugibt, muss eine Karte, die den Stich schlägt, spielen, wenn ein Trumpf ausgespielt wurde. Herz wurde ausgespielt, und du hast eine Herzkarte; Trumpf ist Herz.',
    );
  });

  it('a scenario’s refusal in German (stichwort run --lang de), the rule cited', () => {
    const input = JSON.parse(readFileSync('tests/scenarios/public/pagat-04-illegal-play.json', 'utf8'));
    expect(runScenario(input, diskReader, 'de').error).toEqual({
      deal: 1,
      play: 11,
      rule: 'follow-or-trump',
      message:
        'W darf AS nicht spielen: Wer bedienen kann, muss bedienen oder einen Trumpf spielen. Herz wurde ausgespielt, und W hat eine Herzkarte; Trumpf ist Ecke. (Regel follow-or-trump [pagat "Rules of Play"])',
    });
    // English as it always was without a language.
    expect(runScenario(input, diskReader).error?.message).toMatch(/^W may not play AS: /);
  });

  it('a Schleipfe refused: the winner of a trick may not take it from themselves', () => {
    const raw = JSON.parse(readFileSync('tests/scenarios/public/pagat-03-played-deal.json', 'utf8'));
    const sc = raw.scenario ?? raw;
    sc.deals[0].schleipfen = [{ trick: 1, takenBy: 'W' }];
    expect(runScenario(sc, diskReader, 'de').error?.message).toBe(
      'W darf den 1. Stich, den W gewonnen hat, nicht nehmen: Jeder Spieler darf bis zum nächsten Ausspielen einen Stich an sich nehmen, der nicht seiner ist (Regel schleipfe [pagat "Rules of Play"])',
    );
  });
});

describe('Kein Stich: the lay-off in German', () => {
  const cv = compiled('kein-stich');
  const card = (n: string) => cv.deck.byName.get(n)!;
  const hands = [
    ['JC', '7C', 'KH'],
    ['QC', '9H', '8S'],
    ['JH', 'QD', '7D'],
    ['10C', 'AS', '8D'],
  ].map((h) => h.map(card));
  const p0 = startPlayIn(cv, 'domino', [0, 1, 2, 3], hands, -1);
  const p = playCard(cv, p0, 0, card('JC'));

  it('before any row: the lay-off starts with the Eichel-Unter (dative after "mit")', () => {
    expect(refusalSentenceDe(cv, p0, 0, card('7C'), SEATS, 0)?.sentence).toBe(
      'Die Eichel-Sieben darf nicht gespielt werden: Sie passt an keine Reihe. Noch liegt keine Reihe: das Anlegen beginnt mit dem Eichel-Unter.',
    );
  });

  it('a card that fits no row, with the rows on the table', () => {
    expect(refusalSentenceDe(cv, p, 1, card('9H'), SEATS, 1)?.sentence).toBe(
      'Die Herz-Neun darf nicht gespielt werden: Sie passt an keine Reihe. Die Reihen auf dem Tisch: Eichel: der Unter allein. Eine Karte passt neben die Endkarte einer Reihe, einen Rang höher oder tiefer; eine neue Reihe beginnt mit einem Unter.',
    );
    expect(stepHintInGerman(cv, p, 1, card('QC'), SEATS, 1)).toBe('der Eichel-Ober passt an eine Reihe');
  });

  it('passing while a card fits is refused, in German', () => {
    const pass: Move = { kind: 'pass' };
    const why = explainMove(cv, p, 1, pass)!;
    expect(moveRefusalDe()(cv, why, p, SEATS, 1, pass)).toBe(
      'E darf nicht passen: Wer eine Karte anlegen kann, muss sie anlegen (Regel domino-play [wiki "Rules"])',
    );
  });
});

describe('Bauernheinrich: beat, or pick up, in German', () => {
  const play = (reading: string) => {
    const cv = compiled('bauernheinrich', { 'must-if-possible': reading });
    const card = (n: string) => cv.deck.byName.get(n)!;
    const hands = [
      ['AC', '7H', '8D'],
      ['9H', 'AS', '8C'],
      ['KD', 'QD', '9D'],
      ['7C', '8S', '9C'],
    ].map((h) => h.map(card));
    const p0 = startPlayIn(cv, cv.phases[0]!.id, [0, 1, 2, 3], hands, -1);
    const p = {
      ...p0,
      hands: p0.hands.map((h, i) => (i === 0 ? h.filter((c) => c !== card('7H')) : h)),
      trick: [card('7H')],
      trickSeats: [0],
      turn: 1,
    };
    return { cv, p, card };
  };

  it('a card that does not beat the one on top; a trump refused because the suit on top beats first', () => {
    const { cv, p, card } = play('suit-first');
    expect(refusalSentenceDe(cv, p, 1, card('8C'), SEATS)?.sentence).toBe(
      'Die Eichel-Acht darf nicht gespielt werden: Sie schlägt die oberste Karte nicht. Oben liegt die Herz-Sieben, gespielt von N (Trumpffarbe: Eichel); die Trumpffarbe von E ist Laub, und die Eichel-Acht gehört nicht dazu. Die Unter schlagen jede andere Karte.',
    );
    expect(refusalSentenceDe(cv, p, 1, card('AS'), SEATS, 1)?.sentence).toBe(
      'Das Laub-Ass darf nicht gespielt werden: Wer mit einer Karte der obersten Farbe schlagen kann, muss das tun, und es gehört nicht zu dieser Farbe. Oben liegt die Herz-Sieben, gespielt von N (Trumpffarbe: Eichel); deine Trumpffarbe ist Laub, und das Laub-Ass gehört dazu. Die Unter schlagen jede andere Karte.',
    );
    expect(stepHintInGerman(cv, p, 1, card('9H'), SEATS, 1)).toBe('die Herz-Neun schlägt die oberste Karte');
  });

  it('picking up while a card beats is refused, in German', () => {
    const { cv, p } = play('must-beat');
    const pickup: Move = { kind: 'pickup', count: null };
    const why = explainMove(cv, p, 1, pickup)!;
    expect(moveRefusalDe()(cv, why, p, SEATS, 1, pickup)).toMatch(
      /^E darf nicht aufnehmen: Wer schlagen kann, muss schlagen, und E hat eine Karte, die schlägt \(Regel beat/,
    );
  });
});
