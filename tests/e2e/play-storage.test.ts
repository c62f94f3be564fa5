/**
 * What the Play island keeps in the browser, tried as an attacker would: a stored game that is
 * damaged or edited (a bot's card put in, a move the rules refuse, junk) is discarded and a new
 * game started, said in one sentence that is the same for all and names no card (never a
 * TypeError, never believed, never a way to ask what a bot holds); what is stored is the seed and
 * the human's moves, a bot's move only as a mark, no hand; a kept game restores to the same table;
 * and every new game is dealt from its own random seed, unless the page's URL fixes one
 * (`?seed=N`, what the browser tests use).
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { haveBrowser, humanMove, instantBots, siteUnderTest } from './browser.ts';
import { createActor } from 'xstate';
import { compiled } from '../helpers.ts';
import { createGameMachine } from '../../src/engine/machine.ts';
import { legalMoves } from '../../src/engine/bot-move.ts';
import { cardName, replaySaved } from '../../src/islands/saved-game.ts';

const PAGE = '/play/hindersche-pagat/';
const SIX_OF_SPADES = compiled('hindersche-pagat').deck.byName.get('6S')!;

describe.skipIf(!haveBrowser)('the Play island and its stored game', () => {
  const site = siteUnderTest();

  async function open(context: BrowserContext, query = ''): Promise<{ page: Page; errors: string[] }> {
    await instantBots(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto(`${site.base}${PAGE}${query}`);
    await page.waitForSelector('stichwort-play[data-ready="true"]');
    return { page, errors };
  }

  /** The localStorage entries the island keeps for this variant, by key. */
  const stored = (page: Page) =>
    page.evaluate(() =>
      Object.fromEntries(
        Object.keys(localStorage)
          .filter((k) => k.startsWith('stichwort-play:hindersche-pagat'))
          .map((k) => [k, localStorage.getItem(k)!]),
      ),
    );

  const hand = (page: Page) => page.locator('stichwort-play .hand button').allInnerTexts();

  it('refuses every damaged or edited stored game with one sentence that names no card, discards it and starts a new game', async () => {
    const cv = compiled('hindersche-pagat');
    const names = ['You', 'Ada', 'Ben', 'Cleo'];
    const seed = 7;
    // The deal from seed 7 as the page deals it, the human's lead, and then what Ada may and may not play.
    const actor = createActor(createGameMachine(cv), { input: { players: names, dealer: 3 } }).start();
    expect(replaySaved(cv, actor, { seed, moves: ['deal'] }, names, 0, 0)).toBeNull();
    const p0 = actor.getSnapshot().context.play!;
    expect(p0.turn).toBe(0);
    const lead = `0:${cv.deck.names[legalMoves(cv, p0, 0).find((m) => m.kind === 'play')!.card as number]}`;
    expect(replaySaved(cv, actor, { seed, moves: [lead] }, names, 1, 0)).toBeNull();
    const p1 = actor.getSnapshot().context.play!;
    expect(p1.turn).toBe(1);
    const legal = legalMoves(cv, p1, 1).flatMap((m) => (m.kind === 'play' ? [m.card] : []));
    const held = p1.hands[1]!.filter((c) => !legal.includes(c));
    const notHeld = p1.hands[2]![0]!;
    const forged = [
      // Ada's card, chosen by the editor: one she may play, one she holds but may not, one she does not hold.
      { seed, moves: ['deal', lead, `1:${cv.deck.names[legal[0]!]}`] },
      ...(held.length ? [{ seed, moves: ['deal', lead, `1:${cv.deck.names[held[0]!]}`] }] : []),
      { seed, moves: ['deal', lead, `1:${cv.deck.names[notHeld]}`] },
      // The human's own card played twice; a bot's mark on the human's turn; a mark for the human's seat; a strong mark without playouts.
      { seed, moves: ['deal', lead, lead] },
      { seed, moves: ['deal', '1:fair'] },
      { seed, moves: ['deal', '0:fair'] },
      { seed, moves: ['deal', lead, '1:strong'] },
      { seed, moves: ['count'] },
      { seed: -1, moves: [] },
    ].map((g) => JSON.stringify(g));
    const values = [
      ...forged,
      '{}',
      'null',
      '{oops',
      JSON.stringify([{ type: 'CARDS', hands: [[SIX_OF_SPADES, SIX_OF_SPADES]], trump: 0 }]),
    ];
    const cardWords = cv.deck.names.flatMap((n, c) => [cardName(cv, c), n]);
    const said = new Set<string>();
    for (const value of values) {
      const context = await site.browser.newContext();
      const { page, errors } = await open(context);
      await page.getByRole('button', { name: 'Deal', exact: true }).click();
      const keys = Object.keys(await stored(page));
      expect(keys.length, value).toBeGreaterThan(0);
      await page.evaluate(
        ([ks, v]) => {
          for (const k of ks as string[]) localStorage.setItem(k, v as string);
        },
        [keys, value],
      );
      await page.reload();
      await page.waitForSelector('stichwort-play[data-ready="true"]');
      const message = page.locator('stichwort-play .message');
      await expect.poll(() => message.innerText(), { timeout: 10_000, message: value }).not.toBe('');
      const text = await message.innerText();
      said.add(text);
      for (const w of cardWords) expect(text, value).not.toMatch(new RegExp(`(^|[^0-9A-Za-z])${w}($|[^0-9A-Za-z])`));
      // A new game is there to play, and the edited value is gone from storage.
      expect(Object.values(await stored(page)).join(' '), value).not.toContain(value);
      await page.getByRole('button', { name: 'Deal', exact: true }).click();
      expect((await hand(page)).length, value).toBe(9);
      expect(errors, value).toEqual([]);
      await context.close();
    }
    expect([...said]).toEqual(['The saved game could not be restored; a new game was started.']);
  }, 180_000);

  it("restores a game from the human's own moves, the bots making theirs again, the same table as before the reload", async () => {
    const context = await site.browser.newContext();
    // Seed 2: the human's fifth card is the lead after a trick taken, whose slide is then on the table.
    const { page, errors } = await open(context, '?seed=2');
    await page.getByRole('button', { name: 'Deal', exact: true }).click();
    for (let i = 0; i < 5; i++) expect(await humanMove(page)).toBe(true);
    // A taken trick slides to its taker, then its copy leaves the table (a reload draws no slide).
    await page.waitForFunction(() => !document.querySelector('stichwort-play .pgone'), null, { timeout: 5_000 });
    const table = async () => ({
      hand: await hand(page),
      table: await page.locator('stichwort-play .ptable').innerText(),
      scores: await page.locator('stichwort-play .scorebar').innerText(),
    });
    const before = await table();
    await page.reload();
    await page.waitForSelector('stichwort-play[data-ready="true"]');
    expect(await table()).toEqual(before);
    expect(await page.locator('stichwort-play .message').innerText()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('stores the seed and the moves, and no hand', async () => {
    const context = await site.browser.newContext();
    const { page } = await open(context);
    await page.getByRole('button', { name: 'Deal', exact: true }).click();
    const legal = page.locator('stichwort-play .hand button[data-legal="true"]').first();
    if (await legal.count()) await legal.click();
    const entries = Object.values(await stored(page));
    expect(entries.length).toBe(1);
    const game = JSON.parse(entries[0]!) as { seed: number; moves: string[] };
    expect(Object.keys(game).sort()).toEqual(['moves', 'seed']);
    expect(Number.isInteger(game.seed)).toBe(true);
    expect(game.moves[0]).toBe('deal');
    // Every move is a deal, a count, one of the human's own actions or a bot's mark: no bot's card, no list of cards anywhere.
    expect(game.moves.some((m) => /^[123]:fair$/.test(m))).toBe(true);
    for (const m of game.moves)
      expect(m).toMatch(/^(deal|count|0:(pass|pickup|take|[0-9A-Z]{2,3})|[123]:(easy|fair|strong:\d+))$/);
    expect(game.moves.filter((m) => m === 'deal').length).toBe(1);
    // A game kept by the earlier form of the page (every hand in plain text) is removed.
    await page.evaluate(
      (six) =>
        localStorage.setItem(
          'stichwort-play:hindersche-pagat:1',
          JSON.stringify([{ type: 'CARDS', hands: [[six]], trump: 0 }]),
        ),
      SIX_OF_SPADES,
    );
    await page.reload();
    await page.waitForSelector('stichwort-play[data-ready="true"]');
    expect(Object.keys(await stored(page))).toEqual(['stichwort-play:hindersche-pagat']);
    await context.close();
  });

  it('deals every new game from its own random seed, unless the URL fixes one', async () => {
    const hands: string[][] = [];
    for (const query of ['', '', '?seed=42', '?seed=42']) {
      const context = await site.browser.newContext();
      const { page } = await open(context, query);
      await page.getByRole('button', { name: 'Deal', exact: true }).click();
      hands.push((await hand(page)).sort());
      if (query) expect(JSON.parse(Object.values(await stored(page))[0]!).seed).toBe(42);
      await context.close();
    }
    expect(hands.every((h) => h.length === 9)).toBe(true);
    expect(hands[0]).not.toEqual(hands[1]);
    expect(hands[2]).toEqual(hands[3]);
  });
});
