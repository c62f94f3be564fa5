/**
 * The Play page's opponents (issue 13): a player chooses how well the bots play; strong ones think
 * in a Web Worker that is sent only the moving seat's view, and a whole deal is played against them
 * with the page answering throughout. The choice is kept, and the saved game replays in Node.
 */
import { describe, expect, it } from 'vitest';
import { checkPath } from '../../src/check/check.ts';
import { compileVariant } from '../../src/compile/compile.ts';
import { createActor } from 'xstate';
import { createGameMachine } from '../../src/engine/machine.ts';
import { diskReader } from '../../src/resolve/disk.ts';
import { replaySaved } from '../../src/islands/saved-game.ts';
import { keptGame } from './kept-game.ts';
import { haveBrowser, instantBots, siteUnderTest } from './browser.ts';

describe.skipIf(!haveBrowser)('strong opponents on the Play page', () => {
  const site = siteUnderTest();

  it('plays a whole deal against the search bot, which is sent its own seat only, and keeps the choice', async () => {
    const context = await site.browser.newContext({ viewport: { width: 390, height: 900 } });
    await instantBots(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // Every message the page sends a worker, as the worker would receive it.
    await page.addInitScript(() => {
      const w = window as unknown as { sentToWorkers: unknown[] };
      w.sentToWorkers = [];
      const post = Worker.prototype.postMessage;
      Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: unknown[]) {
        w.sentToWorkers.push(JSON.parse(JSON.stringify(message)));
        return (post as (...a: unknown[]) => void).call(this, message, ...rest);
      };
    });
    await page.goto(`${site.base}/play/hindersche-pagat/?seed=12`);
    await page.waitForSelector('stichwort-play[data-ready="true"]');
    await page.locator('details.settings summary').click();
    await page.getByLabel('Opponents').selectOption('strong');
    await page.getByRole('button', { name: 'Deal', exact: true }).click();
    for (let moves = 0; moves < 60; moves++) {
      // Wait while a bot thinks; then play a legal card if it is our turn.
      await page.waitForFunction(
        () => document.querySelector('stichwort-play')!.getAttribute('data-busy') === 'false',
        null,
        { timeout: 20_000 },
      );
      const card = page.locator('stichwort-play .hand button[data-legal="true"]').first();
      // A trick another won may be taken here (the page holds the bots to offer it): let it go.
      const goOn = page.locator('stichwort-play .actions button', { hasText: /^Go on$/ });
      if (await card.count()) await card.click();
      else if (await goOn.count()) await goOn.click();
      else break;
    }
    await page.waitForFunction(
      () => document.querySelector('stichwort-play')!.getAttribute('data-busy') === 'false',
      null,
      { timeout: 20_000 },
    );
    expect(await page.locator('stichwort-play .hand button').count()).toBe(0);
    const cv = compileVariant(checkPath(diskReader, 'hindersche-pagat').variant!);
    // The kept game names no bot's card: each strong move is kept as its mark, with the playouts searched.
    const marks = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('stichwort-play:hindersche-pagat')))!,
    ).moves.filter((m: string) => /^[123]:/.test(m));
    expect(marks).toHaveLength(27);
    for (const m of marks) expect(m).toMatch(/^[123]:strong:\d+$/);
    // The bots' moves made again in Node (the same search, seed and playouts) replay by the rules.
    const game = await keptGame(page, cv);
    expect(game.moves.filter((m) => /^[123]:/.test(m))).toHaveLength(27);
    const actor = createActor(createGameMachine(cv), { input: { players: ['You', 'Ada', 'Ben', 'Cleo'], dealer: 3 } });
    actor.start();
    expect(replaySaved(cv, actor, game, ['You', 'Ada', 'Ben', 'Cleo'], 0, 0)).toBeNull();

    // The worker was asked 27 times at most, and never saw a hand but the moving seat's.
    const sent = await page.evaluate(
      () =>
        (
          window as unknown as {
            sentToWorkers: { kind?: string; view?: { seat: number; hand: unknown; table: { hands?: unknown } } }[];
          }
        ).sentToWorkers,
    );
    const asked = sent.filter((m) => m.kind === 'move');
    expect(asked.length).toBeGreaterThan(10);
    for (const m of asked) {
      expect(m.view!.seat).not.toBe(0);
      expect(Object.hasOwn(m.view!.table, 'hands')).toBe(false);
      expect(JSON.stringify(m.view!.table)).not.toContain('"hands"');
    }
    // The choice is kept for the next visit.
    expect(await page.evaluate(() => localStorage.getItem('stichwort-opponents'))).toBe('strong');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
