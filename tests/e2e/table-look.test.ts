/**
 * The Play table looks like one (issue 26), in Chromium at 1280 and 390 px: the other hands are
 * fanned card backs, as many as the machine (replayed here in Node from the page's seed and moves)
 * says each holds, and never a face; a German-suited pack (Kein Stich) is drawn with acorns, leaves,
 * hearts and bells from the card sprite, a French one (Hindersche) with spades, hearts, diamonds and
 * clubs; each card of a trick lies before the seat that played it; a trick left in place slides to
 * its taker at the next lead; played cards move, and nothing moves under reduced motion; a table
 * embedded in a rulebook loads its engine only when opened.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { createActor } from 'xstate';
import { haveBrowser, siteUnderTest, humanMove } from './browser.ts';
import { compiled } from '../helpers.ts';
import { createGameMachine } from '../../src/engine/machine.ts';
import { replaySaved } from '../../src/islands/saved-game.ts';
import { keptGame } from './kept-game.ts';
import type { PlayState } from '../../src/engine/state.ts';

const NAMES = ['You', 'Ada', 'Ben', 'Cleo'];
const WIDTHS = [1280, 390];

/** The deal in progress as the machine has it after the page's moves. */
async function machinePlay(page: Page, id: string): Promise<PlayState> {
  const cv = compiled(id);
  const game = await keptGame(page, cv);
  const actor = createActor(createGameMachine(cv), { input: { players: NAMES, dealer: cv.players.max - 1 } });
  actor.start();
  expect(replaySaved(cv, actor, game, NAMES, 0, 0)).toBeNull();
  return actor.getSnapshot().context.play!;
}

/** Every card drawn in the middle, with its player's seat, its own centre and its seat's centre (once nothing moves). */
async function laidCards(page: Page): Promise<
  {
    seat: string;
    card: [number, number];
    seatAt: [number, number];
    centre: [number, number];
    seats: Record<string, [number, number]>;
  }[]
> {
  await page.waitForFunction(() => document.getAnimations().length === 0);
  return page.evaluate(() => {
    const mid = (r: DOMRect): [number, number] => [r.x + r.width / 2, r.y + r.height / 2];
    const seats = Object.fromEntries(
      Array.from(document.querySelectorAll<HTMLElement>('stichwort-play .pseat[data-seat]')).map((s) => [
        s.dataset.seat!,
        mid(s.getBoundingClientRect()),
      ]),
    );
    return Array.from(document.querySelectorAll<HTMLElement>('stichwort-play .ptrick:not(.pgone *) li[data-seat]'))
      .filter((li) => !li.closest('.aside'))
      .map((li) => {
        const box = li.closest('.ptrick')!.getBoundingClientRect();
        return {
          seat: li.dataset.seat!,
          card: mid(li.querySelector('[data-card]')!.getBoundingClientRect()),
          seatAt: seats[li.dataset.seat!]!,
          centre: mid(box),
          seats,
        };
      });
  });
}

describe.skipIf(!haveBrowser)('the Play table looks like a card table', () => {
  const site = siteUnderTest();

  async function open(
    path: string,
    width: number,
    options: { speed?: string; reduce?: boolean } = {},
  ): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
    const context = await site.browser.newContext({
      viewport: { width, height: 900 },
      reducedMotion: options.reduce ? 'reduce' : 'no-preference',
    });
    await context.addInitScript((speed) => {
      try {
        localStorage.setItem('stichwort-speed', speed);
      } catch {
        /* storage off */
      }
    }, options.speed ?? 'instant');
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${site.base}${path}`);
    await page.waitForSelector('stichwort-play[data-ready="true"]');
    await page.getByRole('button', { name: 'Deal', exact: true }).click();
    return { page, context, errors };
  }

  for (const width of WIDTHS) {
    it(`at ${width} px the other hands are card backs, as many as each holds, and no face`, async () => {
      const { page, context, errors } = await open('/play/hindersche-pagat/?seed=3', width);
      for (let round = 0; round < 3; round++) {
        const p = await machinePlay(page, 'hindersche-pagat');
        for (const q of [1, 2, 3]) {
          const seat = page.locator(`stichwort-play .pseat[data-seat="${NAMES[q]}"]`);
          expect(await seat.locator('svg.pback').count(), NAMES[q]).toBe(p.hands[q]!.length);
          expect(await seat.locator('.pbacks').getAttribute('aria-label')).toBe(
            `${NAMES[q]}: ${p.hands[q]!.length} cards in hand`,
          );
          expect(await seat.locator('[data-card], .cardface').count()).toBe(0);
        }
        // Your own hand is face up below the table, not as backs.
        expect(await page.locator('stichwort-play .pseat[data-seat="You"] svg.pback').count()).toBe(0);
        expect(await page.locator('stichwort-play .hand .cardface svg').count()).toBe(p.hands[0]!.length);
        for (let i = 0; i < 2; i++) await humanMove(page);
      }
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`at ${width} px a German-suited pack is drawn with German pips, a French one with French pips, from its sprite`, async () => {
      /** The faces of the hand: [pip, index] from the sprite symbol each places ("acorn-U"). */
      const faces = async (page: Page) =>
        (
          await page
            .locator('stichwort-play .hand .cardface use')
            .evaluateAll((us) => us.map((u) => u.getAttribute('href')!))
        ).map((href) => [href, ...href.split('#')[1]!.split('-')] as [string, string, string]);
      const german = await open('/play/kein-stich/?seed=3', width);
      const g = await faces(german.page);
      expect(g.length).toBe(await german.page.locator('stichwort-play .hand .card').count());
      expect(
        g.every(([, pip]) => ['acorn', 'leaf', 'heart', 'bell'].includes(pip)),
        g.join(),
      ).toBe(true);
      expect(g.some(([, pip]) => ['acorn', 'leaf', 'bell'].includes(pip))).toBe(true);
      // An Unter or Ober is indexed U or O, never J or Q.
      expect(g.some(([, , index]) => index === 'J' || index === 'Q')).toBe(false);
      // The sprite the faces point to is served, with the faces they place.
      const sprite = await german.page.evaluate(async (h) => {
        const r = await fetch(h);
        return { ok: r.ok, type: r.headers.get('content-type'), text: await r.text() };
      }, g[0]![0].split('#')[0]!);
      expect(sprite.ok).toBe(true);
      expect(sprite.type).toContain('image/svg+xml');
      for (const [href] of g) expect(sprite.text).toContain(`<symbol id="${href.split('#')[1]}"`);
      await german.context.close();
      const french = await open('/play/hindersche-pagat/?seed=3', width);
      const f = await faces(french.page);
      expect(
        f.every(([, pip]) => ['spade', 'heart', 'diamond', 'club'].includes(pip)),
        f.join(),
      ).toBe(true);
      expect(new Set(f.map(([, pip]) => pip)).size).toBeGreaterThan(1);
      await french.context.close();
    });

    it(`at ${width} px each card of the trick lies before the seat that played it`, async () => {
      let checked = 0;
      for (const id of ['hindersche-pagat', 'kein-stich']) {
        const { page, context } = await open(`/play/${id}/?seed=3`, width);
        for (let move = 0; move < 8; move++) {
          const laid = await laidCards(page);
          for (const c of laid) {
            const d = (a: [number, number], b: [number, number]) => Math.hypot(a[0] - b[0], a[1] - b[1]);
            const nearest = Object.entries(c.seats).sort((a, b) => d(c.card, a[1]) - d(c.card, b[1]))[0]![0];
            expect(nearest, `${id}: ${c.seat}'s card`).toBe(c.seat);
            // ... on its player's side of the middle.
            const toward =
              (c.card[0] - c.centre[0]) * (c.seatAt[0] - c.centre[0]) +
              (c.card[1] - c.centre[1]) * (c.seatAt[1] - c.centre[1]);
            expect(toward, `${id}: ${c.seat}'s card`).toBeGreaterThan(0);
            checked++;
          }
          await humanMove(page);
        }
        await context.close();
      }
      expect(checked).toBeGreaterThan(12);
    }, 60_000);
  }

  it('a played card moves in, and the trick left in place slides to its taker at the next lead; nothing moves under reduced motion', async () => {
    for (const reduce of [false, true]) {
      // Bots at their slowest, so that the lead's drawing is seen before the others play.
      const { page, context } = await open('/play/hindersche-pagat/?seed=3', 1280, { speed: 'slow', reduce });
      let slid = false;
      for (let move = 0; move < 40 && !slid; move++) {
        await page.waitForSelector('stichwort-play[data-busy="false"]');
        const inPlace = await page.locator('stichwort-play .plast.in-place').count();
        const taker = inPlace ? await page.locator('stichwort-play .plast.in-place .pnote').innerText() : '';
        // A card of one's own moves in; "Go on" after another's trick plays none.
        const playsCard = (await page.locator('stichwort-play .hand button[data-legal="true"]').count()) > 0;
        if (!(await humanMove(page))) break;
        // The table is drawn on the next frame after the move.
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const moving = await page.evaluate(
          () =>
            document
              .getAnimations()
              .filter((a) => ((a.effect as KeyframeEffect | null)?.target as Element | null)?.closest('.ptable'))
              .length,
        );
        const all = await page.evaluate(() => document.getAnimations().length);
        if (reduce) expect(all).toBe(0);
        else if (playsCard) expect(moving).toBeGreaterThan(0);
        // You took the last trick and lead: it leaves for your seat, at the bottom.
        if (inPlace && taker.startsWith('You took')) {
          const gone = page.locator('stichwort-play .pgone .ptrick.to-bottom li');
          expect(await gone.count()).toBe(4);
          expect(await gone.first().isVisible()).toBe(!reduce);
          slid = true;
        }
      }
      expect(slid).toBe(true);
      await context.close();
    }
  }, 120_000);

  it('a table embedded in a rulebook loads its engine only when opened, by keyboard too, and hands it the focus', async () => {
    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(`${site.base}/rules/hindersche/`);
    const trainer = page.locator('stichwort-play[aria-label^="Trick trainer"]');
    await trainer.scrollIntoViewIfNeeded();
    const open = trainer.getByRole('button', { name: 'Open the trick trainer' });
    await open.waitFor();
    expect((await open.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    // Every table of the page in view: none has loaded the engine.
    for (const island of await page.locator('stichwort-play').all()) await island.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    expect(scripts.filter((s) => /play-engine/.test(s))).toEqual([]);
    await open.focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('stichwort-play[aria-label^="Trick trainer"][data-ready="true"]');
    expect(scripts.some((s) => /play-engine/.test(s))).toBe(true);
    expect(await trainer.locator('.pseat').count()).toBe(4);
    expect(
      await page.evaluate(
        () =>
          document.activeElement?.closest('stichwort-play')?.getAttribute('aria-label') ??
          document.activeElement?.tagName,
      ),
    ).toMatch(/^Trick trainer/);
    // The other tables of the page are still closed.
    expect(await page.locator('stichwort-play[data-ready="true"]').count()).toBe(1);
    await context.close();
  });
});
