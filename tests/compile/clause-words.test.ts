/**
 * Rules in words (src/compile/clause-words.ts): each clause kind said as a sentence built from the
 * clause and the variant's names. Sentences for clauses of the shipped files and the gallery, and
 * a sentence for every clause there is.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkPath } from '../../src/check/check.ts';
import { compileVariant } from '../../src/compile/compile.ts';
import { afterAnother, ruleWords, variantNames } from '../../src/compile/clause-words.ts';
import { diskReader } from '../../src/resolve/disk.ts';

/** Every clause of variant file `path` in words, by clause id (the last of an id in several phases wins). */
function sentences(path: string): Map<string, string> {
  const { variant } = checkPath(diskReader, path);
  if (!variant) throw new Error(`${path} does not check`);
  const names = variantNames(variant, compileVariant(variant).deck);
  return new Map(variant.clauses.map((c) => [c.id, ruleWords(c.node, names, afterAnother(variant, c.id, c.phase))]));
}

const FILES = [
  ...readdirSync('variants')
    .filter((f) => f.endsWith('.stw'))
    .map((f) => `variants/${f}`),
  ...readdirSync('variants/house')
    .filter((f) => f.endsWith('.stw'))
    .map((f) => `variants/house/${f}`),
];

describe('a rule in words', () => {
  it('Hindersche (Pagat): the trump card, the march, a score by the figures and the excess in Butzen', () => {
    const s = sentences('variants/hindersche-pagat.stw');
    expect(s.get('upcard-four')).toBe(
      'The bottom card of the pack is turned for trumps when the number of players dealt in is 4.',
    );
    // The first trump clause whose condition holds decides: the second reads "Otherwise".
    expect(s.get('upcard-fewer')).toBe('Otherwise, the top card of the stock is turned for trumps.');
    expect(s.get('follow-or-trump')).toBe(
      'A player following must play a card of the suit led or a trump when they hold a card of the suit led.',
    );
    expect(s.get('playoff-rank')).toBe(
      'A play-off is won by the player who makes a march in it; otherwise by the player with the fewest points.',
    );
    expect(s.get('march-1')).toBe('A player makes a march when their points are at least 100.');
    expect(s.get('march-made')).toBe('When someone made a march, each of the others gets 1 mark.');
    expect(s.get('last-one-in')).toBe(
      'The game is over when the number of players still in is 1; then the player left loses the game and gets 1 on the frame.',
    );
    // Scoring clauses after the first in their phase are tried only when no earlier one holds.
    expect(s.get('excess')).toBe(
      'Otherwise, when the marks of all players together are more than 4, each of the N players with the fewest points, ' +
        'where N is the smaller of (the marks of all players together minus 4) and (the number of players still in minus 1), has 1 mark erased.',
    );
    expect(s.get('card-points')).toBe(
      'Cards count: Aces 11, Kings 4, Queens 3, Jacks 2, 10s 10, de Alt 12, de Kloei 12. A deal holds 140 points.',
    );
    expect(s.get('settlement')).toBe(
      'At the end of the rubber, each player pays 1 to each opponent for every 1 on their frame.',
    );
  });

  it('Kein Stich: tricks that cost, a pot paid into and out of, a lay-off', () => {
    const s = sentences('variants/kein-stich.stw');
    expect(s.get('no-tricks-cost')).toBe('Tricks count: every trick 5. A deal holds 40 points.');
    // `otherwise` alone in its phase is what every deal scores: no "Otherwise" before nothing.
    expect(s.get('no-tricks-pay')).toBe('Every player pays their points from their stakes into the pot.');
    expect(s.get('round-over')).toBe(
      'The game ends when the phase is Domino (lay-off) and 1 deal of this phase has been played.',
    );
    expect(s.get('plain-order')).toBe('Each suit ranks, from the highest: Ace, King, Ober, Unter, 10, 9, 8, 7.');
    expect(s.get('domino-play')).toBe('The cards are laid off in suit rows, starting from the Unter of Acorns.');
    expect(s.get('dealing')).toBe('Each player gets 8 cards, dealt from forehand; any cards left over form the stock.');
    expect(s.get('ties')).toBe('When players tie, each of them gets the full result.');
  });

  it('Bauernheinrich: beating with personal trumps, under the reading that holds it', () => {
    const s = sentences('variants/bauernheinrich.stw');
    expect(s.get('beat')).toBe(
      'Each card played must beat the one on top: a higher card of its suit, or a card of the player’s own trump suit; ' +
        'Unters beat every other card; among them, the Acorns one is highest, then Leaves, Hearts and Bells; ' +
        'each player has a trump suit of their own: Acorns, Leaves, Hearts and Bells, in the order of play from the holder of the Ace of Acorns; ' +
        'a player who cannot beat picks up the pile (under the reading “Beat if you can, else pick up”, the default).',
    );
    expect(s.get('trump-against-trump-plain')).toBe(
      'A card of a player’s own trump suit beats a card of another suit only if that card was not its player’s own trump ' +
        '(only under the reading “A card of its own trump suit beats only in suit”, if chosen).',
    );
    // A rule of a reading that is not the default says it holds only if chosen.
    expect(s.get('beat-or-pick-up')).toMatch(/\(only under the reading “Pick up whenever you like”, if chosen\)\.$/);
    expect(sentences('variants/house/bauernheinrich-chosen-trumps.stw').get('beat')).toContain(
      'each player in turn from forehand names a trump suit of their own, no two the same',
    );
  });

  it('house rules: passing cards, naming trumps, exchanging for the trump card, the loser dealing', () => {
    expect(sentences('variants/house/kein-stich-passing.stw').get('passing')).toMatch(
      /^Before play, every player passes 3 cards: in deal 1 to the next player, in deal 2 to the previous player, in deal 3 to the player across and in deal 4 no pass; then round again/,
    );
    expect(sentences('variants/house/hindersche-sweep.stw').get('swept')).toMatch(
      /each of the others gets marks, as many as the number of earlier deals of this game with a sweep\.$/,
    );
    expect(sentences('variants/kein-stich-power.stw').get('no-tricks-cost')).toBe(
      'Cards count: Hearts 1, Obers 2, King of Hearts 8; tricks count: every trick 1; values add up, so the King of Hearts counts 9. A deal holds 32 points.',
    );
    expect(sentences('variants/house/hindersche-forehand-names-trump.stw').get('call')).toBe(
      'The next player still in after the dealer names the trump suit after the deal.',
    );
    expect(sentences('variants/house/hindersche-six-for-trump.stw').get('swap')).toBe(
      'The holder of the 6 of trumps may exchange it for the turned trump card.',
    );
    expect(sentences('variants/house/bauernheinrich-loser-deals.stw').get('loser-deals')).toBe(
      'The first deal of the next game is dealt by the loser of the last game.',
    );
    expect(sentences('variants/house/kein-stich-partners.stw').get('partners')).toBe(
      'Players play in partnerships: each partners the player sitting opposite (under the reading “Four players”, the default).',
    );
    expect(sentences('variants/house/kein-stich-partners.stw').get('domino-pay')).toBe(
      'The pot pays 80 to every member of the team of the players whose place is 1, into their stakes.',
    );
    expect(sentences('variants/house/hindersche-partners.stw').get('most-points')).toBe(
      'Otherwise, every member of the team with the most points (no team when two have as many) gets 1 mark.',
    );
    expect(sentences('variants/house/hindersche-called-ace.stw').get('partners')).toBe(
      'Once the cards are dealt, the dealer and the holder of the Ace of Hearts play together against the others (a player who is both plays alone); the partner is known when the card is played.',
    );
    expect(sentences('variants/house/kein-stich-loser-deals.stw').get('rotation')).toBe(
      'The next deal is dealt by the player with the most points; when several share it, by the next player still in after the dealer.',
    );
  });

  it('gives every clause of every shipped and gallery file a sentence, with no gap in it', () => {
    let n = 0;
    for (const path of FILES) {
      for (const [id, text] of sentences(path)) {
        expect(text, `${path} ${id}`).toMatch(/^[A-Z0-9].*\.$/s);
        expect(text, `${path} ${id}`).not.toMatch(/undefined|NaN|\[object|\bnull\b|\s{2}|\bthe the\b/);
        n++;
      }
    }
    expect(n).toBeGreaterThan(500);
  });
});
