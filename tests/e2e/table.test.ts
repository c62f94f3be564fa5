/**
 * The Play table in Chromium at 1280 and 390 px (issue 12): what is drawn is checked against the
 * game machine, replayed here in Node from what the page keeps (its seed and moves, no hand): a
 * whole Kein Stich round with the lay-off rows as laid; each player's personal trump suit in
 * Bauernheinrich; a refused card explained in a sentence linked to its rulebook section; undo of a
 * card; the inspector stepped back three events redrawing the trick as it was; no horizontal scroll
 * and no raw id in the visible text.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createActor } from 'xstate';
import { keptGame } from './kept-game.ts';
import { haveBrowser, instantBots, siteUnderTest, humanMove } from './browser.ts';
import { compiled } from '../helpers.ts';
import { createGameMachine, type GameActor, type GameEvent } from '../../src/engine/machine.ts';
import { cardName, replaySaved, type SavedGame } from '../../src/islands/saved-game.ts';
import type { CompiledVariant } from '../../src/compile/compile.ts';

const NAMES = ['You', 'Ada', 'Ben', 'Cleo'];
const WIDTHS = [1280, 390];

/** The game the page keeps for `id`: its seed and every move, the bots' made again from their marks. */
const kept = (page: Page, id: string): Promise<SavedGame> => keptGame(page, compiled(id));

/** The machine after the page's moves, replayed in Node, and the events it took. */
function machineOf(cv: CompiledVariant, game: SavedGame): { actor: GameActor; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const actor = createActor(createGameMachine(cv), {
    input: { players: NAMES, dealer: cv.players.max - 1 },
    inspect: (e) => {
      if (e.type === '@xstate.event' && !e.event.type.startsWith('xstate.')) events.push(e.event as GameEvent);
    },
  });
  actor.start();
  expect(replaySaved(cv, actor, game, NAMES, 0, 0)).toBeNull();
  return { actor, events };
}

/** The rows drawn on the table: suit letter → the deck names of its cards, low end first. */
async function drawnRows(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() =>
    Object.fromEntries(
      Array.from(document.querySelectorAll<HTMLElement>('stichwort-play .prows li')).map((li) => [
        li.dataset.suit!,
        Array.from(li.querySelectorAll<HTMLElement>('[data-card]')).map((c) => c.dataset.card!),
      ]),
    ),
  );
}

/** The rows of the machine's lay-off, in the same form. */
function machineRows(cv: CompiledVariant, actor: GameActor): Record<string, string[]> {
  const p = actor.getSnapshot().context.play!;
  const n = cv.deck.ranks.length;
  return Object.fromEntries(
    cv.deck.suits.map((s, i) => {
      const lo = p.rows!.lo[i]!,
        hi = p.rows!.hi[i]!;
      const cards: string[] = [];
      if (lo >= 0)
        for (let r = lo, k = 0; k < n; r = (r + 1) % n, k++) {
          cards.push(cv.deck.names[i * n + r]!);
          if (r === hi) break;
        }
      return [s, cards];
    }),
  );
}

async function noSideScroll(page: Page): Promise<void> {
  const [scroll, width] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(width);
}

describe.skipIf(!haveBrowser)('the Play table', () => {
  const site = siteUnderTest();

  async function open(path: string, width: number): Promise<{ page: Page; errors: string[] }> {
    const context = await site.browser.newContext({ viewport: { width, height: 900 } });
    await instantBots(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${site.base}${path}`);
    await page.waitForSelector('stichwort-play[data-ready="true"]');
    return { page, errors };
  }

  for (const width of WIDTHS) {
    it(`a whole Kein Stich round at ${width} px: the lay-off rows drawn as the machine has them`, async () => {
      const cv = compiled('kein-stich');
      const { page, errors } = await open('/play/kein-stich/?seed=5', width);
      let checkedRows = 0;
      for (let deal = 0; deal < 5; deal++) {
        // The first deal from the table; each next one from the results panel of the deal before (issue 26).
        await page.getByRole('button', { name: /^(Deal|Next deal)$/ }).click();
        for (let moves = 0; moves < 60; moves++) {
          if (await page.locator('stichwort-play .prows').count()) {
            const { actor } = machineOf(cv, await kept(page, 'kein-stich'));
            if (actor.getSnapshot().context.play) {
              expect(await drawnRows(page)).toEqual(machineRows(cv, actor));
              checkedRows++;
            }
          }
          if (!(await humanMove(page))) break;
        }
      }
      expect(checkedRows).toBeGreaterThan(2);
      expect(await page.locator('stichwort-play .status').innerText()).toContain('The game is over');
      // The sheet has a row per deal and a column per player in seat order.
      expect(await page.locator('stichwort-play .slate-sheet thead th').allInnerTexts()).toEqual(
        expect.arrayContaining(NAMES),
      );
      expect(await page.locator('stichwort-play .slate-sheet tbody tr').count()).toBe(5);
      await noSideScroll(page);
      expect(errors).toEqual([]);
      await page.context().close();
    }, 120_000);

    it(`a Bauernheinrich hand at ${width} px shows each player's trump suit as the machine deals them`, async () => {
      const cv = compiled('bauernheinrich');
      const { page, errors } = await open('/play/bauernheinrich/?seed=3', width);
      await page.getByRole('button', { name: 'Deal', exact: true }).click();
      const { actor } = machineOf(cv, await kept(page, 'bauernheinrich'));
      const trumps = actor.getSnapshot().context.play!.trumps!;
      const drawn = await page.evaluate(() =>
        Object.fromEntries(
          Array.from(document.querySelectorAll<HTMLElement>('stichwort-play .pseat')).map((s) => [
            s.dataset.seat!,
            s.querySelector<HTMLElement>('[data-trump]')?.dataset.trump ?? null,
          ]),
        ),
      );
      expect(drawn).toEqual(Object.fromEntries(NAMES.map((n, q) => [n, cv.deck.suits[trumps[q]!]!])));
      // In words too, for screen readers, as the German-suited pack names the suit: "trumps: Acorns" (beside its pip).
      expect(await page.locator('stichwort-play .pseat[data-seat="You"] .pseat-trump').innerText()).toMatch(
        /^trumps: (Acorns|Leaves|Hearts|Bells)$/,
      );
      await noSideScroll(page);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it(`a refused card at ${width} px: a sentence naming the suit led and the card, linked to its section`, async () => {
      const { page } = await open('/play/hindersche-pagat/?seed=1', width);
      for (let deal = 0; deal < 6; deal++) {
        const deal = page.getByRole('button', { name: /^(Deal|Next deal)$/ });
        if (await deal.count()) await deal.click();
        for (let i = 0; i < 40; i++) {
          const refused = page.locator('stichwort-play .hand button[data-legal="false"]').first();
          if (
            (await page.locator('stichwort-play .hand button[data-legal="true"]').count()) &&
            (await refused.count())
          ) {
            const name = (await refused.getAttribute('aria-label'))!.replace(/,? .*$/, '');
            await refused.click();
            const message = page.locator('stichwort-play .message');
            expect(await message.innerText()).toMatch(
              new RegExp(
                `^The ${(await refused.getAttribute('aria-label'))!.split(/[,(]/)[0]!.trim()} may not be played: .+ were led, and you hold `,
              ),
            );
            expect(name.length).toBeGreaterThan(0);
            const link = message.locator('a');
            expect(await link.innerText()).toBe('The play');
            const href = (await link.getAttribute('href'))!;
            await page.goto(new URL(href, page.url()).href);
            expect(await page.locator(`[id="${decodeURIComponent(href.split('#')[1]!)}"]`).count()).toBe(1);
            await page.context().close();
            return;
          }
          if (!(await humanMove(page))) break;
        }
      }
      throw new Error('no position with a refused card in six deals');
    }, 60_000);

    it(`undo at ${width} px takes back your last card and the bots' cards after it`, async () => {
      const { page } = await open('/play/hindersche-pagat/?seed=2', width);
      await page.getByRole('button', { name: 'Deal', exact: true }).click();
      const before = await page.locator('stichwort-play .hand button').allInnerTexts();
      const movesBefore = (await kept(page, 'hindersche-pagat')).moves;
      await page.locator('stichwort-play .hand button[data-legal="true"]').first().click();
      expect((await page.locator('stichwort-play .hand button').allInnerTexts()).length).toBe(before.length - 1);
      await page.getByRole('button', { name: 'Undo my last card' }).click();
      expect(await page.locator('stichwort-play .hand button').allInnerTexts()).toEqual(before);
      expect((await kept(page, 'hindersche-pagat')).moves).toEqual(movesBefore);
      expect(await page.getByRole('button', { name: 'Undo my last card' }).count()).toBe(0);
      // A new game asks first, once there is a game to lose.
      await page.locator('stichwort-play .hand button[data-legal="true"]').first().click();
      await page.getByRole('button', { name: 'New game' }).click();
      await page.getByRole('button', { name: 'Keep playing' }).click();
      expect((await page.locator('stichwort-play .hand button').allInnerTexts()).length).toBe(before.length - 1);
      await page.context().close();
    });

    it(`the inspector at ${width} px, stepped back three events, draws the trick as the machine had it`, async () => {
      const cv = compiled('hindersche-pagat');
      const { page } = await open('/play/hindersche-pagat/?seed=4', width);
      await page.getByRole('button', { name: 'Deal', exact: true }).click();
      for (let i = 0; i < 3; i++) await humanMove(page);
      const { events } = machineOf(cv, await kept(page, 'hindersche-pagat'));
      await page.locator('stichwort-play .inspector-mount > summary').click();
      for (let i = 0; i < 3; i++)
        await page.locator('stichwort-play .inspector-controls button', { hasText: 'Back' }).click();
      const back = createActor(createGameMachine(cv), { input: { players: NAMES, dealer: cv.players.max - 1 } });
      back.start();
      for (const e of events.slice(0, events.length - 3)) back.send(e);
      const p = back.getSnapshot().context.play!;
      const drawnTrick = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>('stichwort-play .ptrick:not(.taken) [data-card]')).map(
          (c) => c.dataset.card,
        ),
      );
      expect(drawnTrick).toEqual(p.trick.map((c) => cv.deck.names[c]));
      expect(await page.locator('stichwort-play .status').innerText()).toMatch(/^Looking back/);
      await page.locator('stichwort-play .inspector-controls button', { hasText: 'Live' }).click();
      expect(await page.locator('stichwort-play .status').innerText()).not.toMatch(/^Looking back/);
      await page.context().close();
    });
  }

  it('shows the last trick on demand while the next is being played', async () => {
    const { page } = await open('/play/hindersche-pagat/?seed=7', 1280);
    await page.getByRole('button', { name: 'Deal', exact: true }).click();
    for (let i = 0; i < 12 && !(await page.getByRole('button', { name: 'Show the last trick' }).count()); i++)
      await humanMove(page);
    await page.getByRole('button', { name: 'Show the last trick' }).click();
    expect(await page.locator('stichwort-play .plast .pnote').innerText()).toMatch(
      /^(You|Ada|Ben|Cleo) took the last trick/,
    );
    expect(await page.locator('stichwort-play .plast [data-card]').count()).toBe(4);
    await page.getByRole('button', { name: 'Hide the last trick' }).click();
    expect(await page.locator('stichwort-play .plast').count()).toBe(0);
    await page.context().close();
  });

  it('shows no other hand anywhere in the page or its storage', async () => {
    const cv = compiled('hindersche-pagat');
    const { page } = await open('/play/hindersche-pagat/?seed=6', 1280);
    await page.getByRole('button', { name: 'Deal', exact: true }).click();
    await page.locator('stichwort-play .inspector-mount > summary').click();
    const { actor } = machineOf(cv, await kept(page, 'hindersche-pagat'));
    const p = actor.getSnapshot().context.play!;
    // What a reader can get at: the island's text, every attribute inside it, and the storage.
    const readable = await page.evaluate(() => {
      const root = document.querySelector('stichwort-play')!;
      const attrs = Array.from(root.querySelectorAll('*'))
        .filter((e) => e.tagName !== 'SCRIPT')
        .flatMap((e) => Array.from(e.attributes).map((a) => a.value));
      const copy = root.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('script').forEach((x) => x.remove());
      return [copy.textContent ?? '', ...attrs, JSON.stringify({ ...localStorage })].join('\n');
    });
    const shown = readable;
    for (const q of [1, 2, 3]) {
      // The turned trump card is shown to everyone, whoever holds it.
      for (const c of p.hands[q]!.filter((x) => x !== p.deal.upcard)) {
        const name = cv.deck.names[c]!;
        const at = shown.search(new RegExp(`(^|[^0-9A-Z])${name}($|[^0-9A-Z])`));
        expect(at < 0 ? '' : shown.slice(Math.max(0, at - 80), at + 40), name).toBe('');
        expect(shown, name).not.toContain(cardName(cv, c));
      }
    }
    await page.context().close();
  });
});
