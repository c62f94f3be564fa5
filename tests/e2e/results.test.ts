/**
 * A whole game of Hindersche, Kein Stich and Bauernheinrich on the Play table, at 1280 and 390 px,
 * played by keyboard alone (issue 26): the human plays the first card the rules allow, the bots
 * play at once. Checked against the game machine, replayed in Node from what the page keeps (its
 * seed and moves):
 * - the results panel at the end ranks the players and says what each pays or collects as the
 *   machine's settlement has it;
 * - focus is never on the page's body after a move or the bots' moves: it goes to the next control
 *   that makes sense (a card to play, "Go on", the results panel's button);
 * - the take-the-trick offer (Hindersche's) leaves "Go on" under Enter, never "Take", and its
 *   "Don't ask again this game" stops it;
 * - the hand marks as trumps exactly the cards the engine plays as trumps: Hindersche's Little Man
 *   (the Jack of the other suit of the trump's colour), Bauernheinrich's Jacks and own trump suit;
 * - the score bar stays in view on a phone.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createActor } from 'xstate';
import { haveBrowser, instantBots, siteUnderTest } from './browser.ts';
import { keptGame } from './kept-game.ts';
import { compiled } from '../helpers.ts';
import { createGameMachine, type GameActor } from '../../src/engine/machine.ts';
import { isTrump } from '../../src/engine/trumps.ts';
import { replaySaved, type SavedGame } from '../../src/islands/saved-game.ts';
import type { CompiledVariant } from '../../src/compile/compile.ts';

const NAMES = ['You', 'Ada', 'Ben', 'Cleo'];
const WIDTHS = [1280, 390];

/** The game the page keeps for `id`: its seed and every move, the bots' made again from their marks. */
const kept = (page: Page, id: string): Promise<SavedGame> => keptGame(page, compiled(id));

/** The machine after the page's moves, replayed in Node by the rules. */
function replayed(cv: CompiledVariant, game: SavedGame): GameActor {
  const actor = createActor(createGameMachine(cv), { input: { players: NAMES, dealer: cv.players.max - 1 } });
  actor.start();
  expect(replaySaved(cv, actor, game, NAMES, 0, 0)).toBeNull();
  return actor;
}

/** What has focus: "body", or the focused control's class and text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const a = document.activeElement as HTMLElement | null;
    if (!a || a === document.body)
      return { body: true, inTable: false, card: null as string | null, legal: false, text: '' };
    return {
      body: false,
      inTable: !!a.closest('stichwort-play'),
      card: a.dataset.card ?? null,
      legal: a.dataset.legal === 'true',
      text: (a.textContent ?? '').trim(),
    };
  });

/** The players of the final ranking as drawn, with their place and the cells of each column by header. */
async function drawnRanking(page: Page): Promise<{ place: string; player: string; cells: Record<string, string> }[]> {
  return page.evaluate(() => {
    const table = document.querySelector('stichwort-play .results-ranking table')!;
    const heads = Array.from(table.querySelectorAll('thead th')).map((th) => th.textContent!.trim());
    return Array.from(table.querySelectorAll('tbody tr')).map((tr) => {
      const cells = Array.from(tr.children).map((c) => c.textContent!.trim());
      return { place: cells[0]!, player: cells[1]!, cells: Object.fromEntries(heads.map((h, i) => [h, cells[i]!])) };
    });
  });
}

/** A figure as the panel writes what a player pays or collects: "collects 4", "pays 60", "even". */
const payment = (n: number) => (n > 0 ? `collects ${n}` : n < 0 ? `pays ${-n}` : 'even');
const ordinalOf = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

describe.skipIf(!haveBrowser)('a whole game on the Play table, by keyboard, to its results', () => {
  const site = siteUnderTest();

  /**
   * Plays game `id` from seed `seed` to its end by keyboard. Checks focus after every key, the take
   * offer, the trumps at the first turn of every deal; returns what the checks saw.
   */
  async function playToEnd(id: string, seed: number, width: number, refuseOffersAfter = Infinity) {
    const cv = compiled(id);
    const context = await site.browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
    await instantBots(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${site.base}/play/${id}/?seed=${seed}`);
    await page.waitForSelector('stichwort-play[data-ready="true"]');
    // Keyboard only: Tab to the table's Deal button.
    for (let i = 0; i < 80 && (await focused(page)).text !== 'Deal'; i++) await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Deal');
    const seen = { offers: 0, offersAfterStop: 0, specialTrumps: 0, trumpChecks: 0, keys: 0, barChecks: 0 };
    let stopped = false;
    let lastDealChecked = -1;
    for (let step = 0; step < 3000; step++) {
      if (await page.locator('stichwort-play[data-awaiting="rubber-over"]').count()) break;
      const f = await focused(page);
      expect(f.body, `focus fell to the body at key ${seen.keys}`).toBe(false);
      expect(f.inTable, `focus left the table at key ${seen.keys}: ${f.text}`).toBe(true);
      if (await page.locator('stichwort-play .offer').count()) {
        seen.offers++;
        if (stopped) seen.offersAfterStop++;
        // "Go on" is under Enter; "Take" never is.
        expect(f.text).toBe('Go on');
        const before = (await kept(page, id)).moves.length;
        if (seen.offers > refuseOffersAfter) {
          await page.keyboard.press('Tab');
          await page.keyboard.press('Tab');
          expect((await focused(page)).text).toBe('Don’t ask again this game');
          stopped = true;
        }
        await page.keyboard.press('Enter');
        seen.keys++;
        expect((await kept(page, id)).moves.slice(before).some((m) => m.endsWith(':take'))).toBe(false);
        continue;
      }
      if (f.card !== null) {
        const game = await kept(page, id);
        const deals = game.moves.filter((m) => m === 'deal').length;
        // The trumps of the hand as drawn, against the engine's, at the human's first turn of each deal.
        if (deals !== lastDealChecked) {
          lastDealChecked = deals;
          const p = replayed(cv, game).getSnapshot().context.play!;
          const drawn = await page.evaluate(() =>
            Array.from(document.querySelectorAll<HTMLElement>('stichwort-play .hand button')).map(
              (b) => [b.dataset.card!, b.classList.contains('trump')] as const,
            ),
          );
          expect(drawn.map(([c]) => c).sort()).toEqual(p.hands[0]!.map((c) => cv.deck.names[c]!).sort());
          for (const [name, trump] of drawn) {
            const c = cv.deck.byName.get(name)!;
            expect(trump, `${name} marked as a trump`).toBe(isTrump(cv, p, 0, c));
            // A trump not of the deal's trump suit (the Little Man) or of no trump suit at all (a permanent Jack).
            if (trump && Math.floor(c / cv.deck.ranks.length) !== (p.trumps ? p.trumps[0] : p.trump))
              seen.specialTrumps++;
          }
          seen.trumpChecks++;
          if (width === 390) {
            const bar = await page.locator('stichwort-play .scorebar').boundingBox();
            expect(bar!.y).toBeGreaterThanOrEqual(-1);
            expect(bar!.y + bar!.height).toBeLessThanOrEqual(844);
            seen.barChecks++;
          }
        }
        // The first card the rules allow, reached with the arrow keys.
        const cards = await page.evaluate(() =>
          Array.from(document.querySelectorAll<HTMLElement>('stichwort-play .hand button')).map(
            (b) => [b.dataset.card!, b.dataset.legal === 'true'] as const,
          ),
        );
        const at = cards.findIndex(([c]) => c === f.card);
        const first = cards.findIndex(([, legal]) => legal);
        expect(first, 'a card to play has focus only when one may be played').toBeGreaterThanOrEqual(0);
        for (let k = at; k < first; k++) await page.keyboard.press('ArrowRight');
        for (let k = at; k > first; k--) await page.keyboard.press('ArrowLeft');
        expect((await focused(page)).card).toBe(cards[first]![0]);
      } else {
        // A move the rules leave (pass, pick up), keeping a hand a redeal is offered on, or the results
        // panel's button: what has focus is what to press.
        expect(f.text).toMatch(
          /^(Deal|Pass|Pick up the trick|Pick up the top .+|Next deal|Next game|Deal the play-off|Keep this hand)$/,
        );
      }
      await page.keyboard.press('Enter');
      seen.keys++;
    }
    expect(await page.locator('stichwort-play[data-awaiting="rubber-over"]').count()).toBe(1);
    // The results panel, with the focus on "Play again".
    expect(await page.locator('stichwort-play .results').isVisible()).toBe(true);
    expect((await focused(page)).text).toBe('Play again');
    expect(errors).toEqual([]);
    return { page, cv, seen };
  }

  /** The final ranking and payments as the machine, replayed in Node, has them. */
  async function checkRanking(page: Page, cv: CompiledVariant, id: string): Promise<void> {
    const snap = replayed(cv, await kept(page, id)).getSnapshot();
    const settlement = snap.context.settlement!;
    const entry = snap.context.entry!;
    // One deal decides a game of places: ties on the settlement go by the order of going out.
    const byPlace = entry.places && entry.deal === 1 && snap.context.game === 1;
    const order = NAMES.map((n, q) => ({ n, q })).sort(
      (a, b) =>
        settlement[b.q]! - settlement[a.q]! || (byPlace ? entry.places![a.n]! - entry.places![b.n]! : 0) || a.q - b.q,
    );
    const places = order.map((x, k) =>
      k > 0 && settlement[order[k - 1]!.q] === settlement[x.q] && !byPlace ? -1 : k + 1,
    );
    for (let k = 0; k < places.length; k++) if (places[k] === -1) places[k] = places[k - 1]!;
    const drawn = await drawnRanking(page);
    expect(drawn.map((r) => r.player)).toEqual(order.map((x) => x.n));
    expect(drawn.map((r) => r.place)).toEqual(places.map(ordinalOf));
    // What each pays or collects, in the settled tally's own column when the settlement is that tally as it stands.
    const settle = cv.settle!;
    const column = settle.asIs ? cv.tallies.find((t) => t.name === settle.tally)!.title : 'Settlement';
    for (const r of drawn) {
      const n = settlement[NAMES.indexOf(r.player)]!;
      const said = r.cells[column]!;
      if (id === 'bauernheinrich') expect(said).toBe(`${n} ${n === 1 ? 'win' : 'wins'}`);
      else expect(said).toBe(payment(n));
    }
    // Who won is said in words, as ranked.
    const winners = order.filter((x) => settlement[x.q] === settlement[order[0]!.q]!).map((x) => x.n);
    expect(await page.locator('stichwort-play .results-summary').innerText()).toContain(
      byPlace ? order[0]!.n : winners[0]!,
    );
  }

  it('keeps Undo and "Finish the trick" in reach while the bots play at their pace: a bot move re-creates no control', async () => {
    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(() => {
      try {
        localStorage.setItem('stichwort-speed', 'slow');
      } catch {
        /* storage off */
      }
    });
    const page = await context.newPage();
    await page.goto(`${site.base}/play/hindersche-pagat/?seed=3`);
    await page.waitForSelector('stichwort-play[data-ready="true"]');
    for (let i = 0; i < 80 && (await focused(page)).text !== 'Deal'; i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    // The bots lead at their pace; then a card of ours has focus.
    await page.waitForFunction(() => (document.activeElement as HTMLElement | null)?.dataset.legal === 'true', null, {
      timeout: 20_000,
    });
    await page.keyboard.press('Enter');
    expect(await page.locator('stichwort-play').getAttribute('data-busy')).toBe('true');
    // The card played, focus went to its neighbour in the hand; Tab leads on to "Finish the trick", then to Undo.
    expect((await focused(page)).card).not.toBeNull();
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Finish the trick');
    await page.evaluate(() => {
      (document.activeElement as HTMLElement & { mark?: boolean }).mark = true;
    });
    const moves = async () =>
      JSON.parse((await page.evaluate(() => localStorage.getItem('stichwort-play:hindersche-pagat')))!).moves
        .length as number;
    const before = await moves();
    await expect.poll(moves, { timeout: 10_000 }).toBeGreaterThan(before);
    // A bot played: the same button still has focus.
    expect(await page.evaluate(() => (document.activeElement as HTMLElement & { mark?: boolean }).mark === true)).toBe(
      true,
    );
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Undo my last card');
    await page.keyboard.press('Enter');
    expect(await page.locator('stichwort-play .message').innerText()).toBe('Your last move was taken back.');
    expect((await focused(page)).body).toBe(false);
    await context.close();
  }, 60_000);

  for (const width of WIDTHS) {
    it(`Hindersche at ${width} px: a whole rubber by keyboard, the Little Man marked, Go on under Enter, the results as the machine settles them`, async () => {
      const { page, cv, seen } = await playToEnd('hindersche-pagat', 3, width, width === 1280 ? 2 : Infinity);
      expect(seen.offers).toBeGreaterThan(2);
      if (width === 1280) expect(seen.offersAfterStop).toBe(0);
      expect(seen.specialTrumps, 'the Little Man was held and marked').toBeGreaterThan(0);
      await checkRanking(page, cv, 'hindersche-pagat');
      expect(await page.locator('stichwort-play .results h2').innerText()).toBe('The rubber is over');
      await page.context().close();
    }, 300_000);

    it(`Kein Stich at ${width} px: a whole game by keyboard, the pot paid out, the stakes as the machine settles them`, async () => {
      const { page, cv, seen } = await playToEnd('kein-stich', 3, width);
      expect(seen.trumpChecks).toBe(5);
      await checkRanking(page, cv, 'kein-stich');
      if (width === 390) expect(seen.barChecks).toBeGreaterThan(3);
      await page.context().close();
    }, 180_000);

    it(`Bauernheinrich at ${width} px: a hand by keyboard, the Jacks marked as trumps, the places as the machine has them`, async () => {
      const { page, cv, seen } = await playToEnd('bauernheinrich', 3, width);
      expect(seen.specialTrumps, 'a Jack was held and marked').toBeGreaterThan(0);
      await checkRanking(page, cv, 'bauernheinrich');
      await page.context().close();
    }, 180_000);
  }
});
