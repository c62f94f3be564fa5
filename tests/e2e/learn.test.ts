/**
 * The tutorials in Chromium at 1280 and 390 px: for each game a question answered right and one
 * answered wrong (the feedback says which card and why, with the rule's sentence and a link to its
 * rulebook section); no horizontal scroll; no raw id in the visible text; and the inspector of the
 * recorded deal, stepped back three events, draws the table as the game machine had it then.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { haveBrowser, siteUnderTest } from './browser.ts';
import { games } from '../../src/site/data.ts';
import { baseVariant, cardOf, SEATS } from '../../src/islands/tutorial-positions.ts';
import { createGameMachine, type GameEvent } from '../../src/engine/machine.ts';
import { createActor } from 'xstate';

const WIDTHS = [1280, 390];

/** Ids a reader must not see: the variant's clauses, phases and ambiguities, and the machine's own state names and tags. */
function rawIds(gameId: string): string[] {
  const v = baseVariant(games().find((g) => g.id === gameId)!.variants);
  const ids = [...v.resolved.clauses.map((c) => c.id), ...v.compiled.phases.map((p) => p.id), ...v.resolved.ambiguities.keys(),
    'playoff-play', 'awaiting-move', 'awaiting-deal', 'gameOver', 'rubberOver'];
  return ids.filter((id) => /[-A-Z]/.test(id.slice(1)));
}

async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => document.body.innerText);
}

describe.skipIf(!haveBrowser)('learn by playing', () => {
  const site = siteUnderTest();

  for (const width of WIDTHS) {
    for (const game of games()) {
      it(`${game.title} at ${width} px: a question answered right, another answered wrong, with the rule and its section`, async () => {
        const page = await site.browser.newPage({ viewport: { width, height: 900 } });
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto(`${site.base}/learn/${game.id}/`);
        const questions = page.locator('.tq');
        expect(await questions.count()).toBeGreaterThanOrEqual(2);

        // Nothing picked: asked to pick, and nothing of the answer shown (it listed every card left out).
        const first = questions.nth(0);
        await first.locator('.tq-check').click();
        await expect.poll(() => first.locator('.tq-feedback').innerText()).toBe('Pick the cards you may play first.');
        expect(await first.locator('.tq-answer').isVisible()).toBe(false);

        // Right: pick exactly the cards the answer allows.
        const legal = JSON.parse((await first.getAttribute('data-legal'))!) as string[];
        for (const c of legal) await first.locator(`.tq-card[data-card="${c}"]`).click();
        await first.locator('.tq-check').click();
        const right = first.locator('.tq-feedback');
        await expect.poll(() => right.innerText()).toMatch(/^Right\./);
        expect(await first.locator('.tq-answer').isVisible()).toBe(true);

        // Wrong: pick a legal card and a refused one; the feedback names the refused card, the rule's sentence and its section.
        const second = questions.nth(1);
        const refused = (await second.locator('.tq-why li').first().getAttribute('data-card'))!;
        const ok = (JSON.parse((await second.getAttribute('data-legal'))!) as string[])[0]!;
        await second.locator(`.tq-card[data-card="${ok}"]`).click();
        await second.locator(`.tq-card[data-card="${refused}"]`).click();
        expect(await second.locator(`.tq-card[data-card="${refused}"]`).getAttribute('aria-pressed')).toBe('true');
        await second.locator('.tq-check').click();
        const wrong = second.locator('.tq-feedback');
        const text = await wrong.innerText();
        const cv = baseVariant(game.variants).compiled;
        const name = cardOf(cv, cv.deck.byName.get(refused)!).name;
        expect(text).toMatch(/^Not quite\./);
        expect(text).toContain(`The ${name} may not be played: `);
        expect(await wrong.getAttribute('data-right')).toBe('false');
        const link = wrong.getByRole('link', { name: /^Rulebook: / });
        const href = (await link.first().getAttribute('href'))!;
        // The link leads to a heading of a rulebook page.
        const [path, anchor] = href.split('#');
        const book = await site.browser.newPage();
        await book.goto(`${site.base}${path!.replace(/^\/[^/]*(?=\/rules\/)/, '')}`);
        expect(await book.locator(`[id="${anchor}"]`).count(), href).toBe(1);
        await book.close();

        // No horizontal scroll, no raw id in what a reader sees.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        const visible = await visibleText(page);
        for (const id of rawIds(game.id)) expect(visible, id).not.toContain(id);
        expect(errors).toEqual([]);
        await page.close();
      });
    }
  }

  it('the tutorials index links every game, without horizontal scroll at 390 px', async () => {
    const page = await site.browser.newPage({ viewport: { width: 390, height: 800 } });
    await page.goto(`${site.base}/`);
    await page.locator('main').getByRole('link', { name: 'tutorials' }).click();
    await page.waitForURL(/\/learn\/$/);
    for (const g of games()) expect(await page.locator('main').getByRole('link', { name: g.title, exact: true }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.close();
  });

  for (const width of WIDTHS) {
    it(`at ${width} px, stepping the inspector back three events redraws the table as the machine had it`, async () => {
      const game = games().find((g) => g.id === 'hindersche') ?? games()[0]!;
      const cv = baseVariant(game.variants).compiled;
      const page = await site.browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(`${site.base}/learn/${game.id}/`);
      const demo = page.locator('.tdemo');
      await demo.locator('.tdemo-inspector summary').click();
      const inspector = demo.locator('.tdemo-inspector');
      expect(await inspector.getByRole('button', { name: 'Live' }).isDisabled()).toBe(true);

      // Live: the deal is counted, and only now are the hands shown. Read them: they deal the same cards to a fresh machine.
      const byName = new Map(Array.from({ length: cv.deck.size }, (_, c) => [cardOf(cv, c).name, c] as const));
      const hands = await demo.locator('.tdemo-hands p').evaluateAll((ps) => ps.map((p) => Array.from(p.querySelectorAll('.visually-hidden')).map((x) => x.textContent!)));
      expect(hands.length).toBe(cv.players.max);
      const events = await inspector.locator('.inspector-log li').allInnerTexts();

      for (let i = 0; i < 3; i++) await inspector.getByRole('button', { name: 'Back' }).click();
      const n = events.length - 3;
      expect(await inspector.locator('.inspector-where').innerText()).toBe(`The table as it was after event ${n} of ${events.length}.`);
      expect(await inspector.locator('.inspector-log li.undone').count()).toBe(3);
      expect(await demo.locator('.tdemo-hands p').count()).toBe(0);

      // The trump suit, as the context shows it (the machine is told it with the cards).
      const context = await inspector.locator('.inspector-context').evaluate((dl) => Object.fromEntries(Array.from(dl.querySelectorAll('dt')).map((dt) => [dt.textContent, dt.nextElementSibling!.textContent])));
      const trump = cv.deck.suitNames.findIndex((names) => names[0] === context['Trumps']);
      // The game machine, sent the same first n events: its trick is the one drawn.
      let plays = 0;
      const actor = createActor(createGameMachine(cv), { input: { players: SEATS.slice(0, cv.players.max), dealer: cv.players.max - 1 } }).start();
      for (const label of events.slice(0, n)) {
        let e: GameEvent;
        const play = /^(\w+) plays? the (.+)$/.exec(label);
        if (/cards are dealt/.test(label)) e = { type: 'CARDS', hands: hands.map((h) => h.map((x) => byName.get(x)!)), trump };
        else if (play) { e = { type: 'PLAY', seat: SEATS.indexOf(play[1]!), card: byName.get(play[2]!)! }; plays++; }
        else if (/counted/.test(label)) e = { type: 'COUNT' };
        else throw new Error(`an event the test does not know: ${label}`);
        actor.send(e);
      }
      const p = actor.getSnapshot().context.play!;
      // Every card was accepted by the rules (a refused one would leave the machine where it was).
      expect(p.plays.length).toBe(plays);
      const drawn = await demo.locator('.tdemo-table li').evaluateAll((lis) => lis.map((li) => [li.querySelector('strong')!.textContent, li.querySelector('.played .visually-hidden')?.textContent ?? null]));
      const expected = SEATS.slice(0, cv.players.max).map((seat, q) => {
        const at = p.trickSeats.indexOf(q);
        return [seat, at >= 0 ? cardOf(cv, p.trick[at]!).name : null];
      });
      expect(drawn).toEqual(expected);
      expect(p.trick.length).toBeGreaterThan(0);
      // The chart marks the state the machine is in.
      expect(await inspector.locator('.chart-state[aria-current] > .chart-name').innerText()).toBe('Card play in tricks');

      // Forward and Live go back to the end.
      await inspector.getByRole('button', { name: 'Forward' }).click();
      expect(await inspector.locator('.inspector-log li.undone').count()).toBe(2);
      await inspector.getByRole('button', { name: 'Live' }).click();
      expect(await demo.locator('.tdemo-hands p').count()).toBe(cv.players.max);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.close();
    });
  }
});
