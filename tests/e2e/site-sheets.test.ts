/**
 * The Slate page's score sheets in Chromium, at 1280 and 390 px: a sheet for every game, seeded
 * deals entered through the form, and the sheet's columns (one per player in seat order) and rows
 * (the deal's phase title, each player's tallies) checked against the same deals replayed here
 * through the variant's machine.
 */
import { describe, expect, it } from 'vitest';
import { haveBrowser, siteUnderTest } from './browser.ts';
import { compiled } from '../helpers.ts';
import { seededScenario } from '../seeded-deals.ts';
import { replay } from '../../src/scenario/replay.ts';

/** A figure as the sheet writes it: a minus sign (U+2212), never a hyphen. */
const minus = (n: number): string => (n < 0 ? `−${-n}` : String(n));

const GAMES = [
  ['Hindersche', 'hindersche-pagat'],
  ['Kein Stich', 'kein-stich'],
  ['Bauernheinrich', 'bauernheinrich'],
] as const;

describe.skipIf(!haveBrowser)('the score sheets on the Slate page', () => {
  const site = siteUnderTest();

  for (const width of [1280, 390]) {
    for (const [title, id] of GAMES) {
      it(`${title} at ${width} px: seeded deals entered, the sheet as the machine scores them`, async () => {
        const page = await site.browser.newPage({ viewport: { width, height: 900 } });
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto(`${site.base}/slate/`);
        const slate = page.locator(`stichwort-slate[aria-label="Score sheet for ${title}"]`);
        await slate.scrollIntoViewIfNeeded();
        await slate.getByRole('button', { name: 'Open the slate' }).click();
        await page.waitForSelector(`stichwort-slate[aria-label="Score sheet for ${title}"][data-ready="true"]`);
        const cv = compiled(id);
        // The seats as the page has them, in seat order: the names round the slate drawing.
        const players = await slate.locator('svg text.who').allTextContents();
        expect(players).toHaveLength(cv.players.min);
        const sc = seededScenario(cv, width, 6, players);
        for (const deal of sc.deals as {
          points?: Record<string, number>;
          tricks?: Record<string, number>;
          places?: Record<string, number>;
        }[]) {
          for (const [p, v] of Object.entries(deal.places ?? deal.points!))
            await slate.getByLabel(`${p} ${deal.places ? 'place' : 'points'}`, { exact: true }).fill(String(v));
          for (const [p, v] of Object.entries(deal.tricks ?? {}))
            await slate.getByLabel(`${p} tricks`, { exact: true }).fill(String(v));
          await slate.getByRole('button', { name: 'Score the deal' }).click();
        }
        const t = replay(cv, sc);
        const sheet = slate.locator('.slate-sheet table');
        await expect.poll(() => sheet.locator('tbody tr').count()).toBe(t.log.length);
        expect(await sheet.locator('thead th.seat').allInnerTexts()).toEqual(players);
        for (const [i, e] of t.log.entries()) {
          const row = sheet.locator('tbody tr').nth(i);
          expect(await row.locator('th').innerText()).toContain(cv.phases.find((p) => p.id === e.phase)!.title);
          const cells = await row
            .locator('td.seat')
            .evaluateAll((tds) => tds.map((td) => [(td as HTMLElement).dataset.player, td.textContent]));
          expect(cells.map((c) => c[0])).toEqual(players);
          const perPlayer = Object.keys(e.tallies).filter((n) => typeof e.tallies[n] !== 'number');
          for (const [p, text] of cells) {
            for (const n of perPlayer)
              expect(text, `${id} deal ${i + 1} ${p} ${n}`).toMatch(
                new RegExp(
                  `(^|\\n)${perPlayer.length > 1 ? `${cv.tallies.find((x) => x.name === n)?.title ?? n} ` : ''}${minus((e.tallies[n] as Record<string, number>)[p!]!)}(\\s|$)`,
                ),
              );
          }
          // What happened: card points in seat order, or the order of going out, the first out first.
          const what = await row.locator('td.what').innerText();
          const first = e.places
            ? Object.entries(e.places).find(([, v]) => v === 1)![0]
            : players.find((p) => e.players.includes(p))!;
          expect(what.startsWith(`${first} ${e.places ? '1st' : e.points[first]}`), what).toBe(true);
        }
        expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(width);
        expect(errors).toEqual([]);
      });
    }
  }

  it('the Kein Stich and Bauernheinrich rulebooks carry their sheets, seated in the order of play', async () => {
    const page = await site.browser.newPage();
    for (const [book, seats] of [
      ['kein-stich', ['N', 'E', 'S', 'W']],
      ['bauernheinrich', ['N', 'E', 'S', 'W']],
    ] as const) {
      await page.goto(`${site.base}/rules/${book}/`);
      const slate = page.locator('stichwort-slate').first();
      await slate.scrollIntoViewIfNeeded();
      await slate.getByRole('button', { name: 'Open the slate' }).click();
      await page.waitForSelector('stichwort-slate[data-ready="true"]');
      const xs = await slate
        .locator('svg text.who')
        .evaluateAll((ts) => Object.fromEntries(ts.map((t) => [t.textContent, Number(t.getAttribute('x'))])));
      expect(Object.keys(xs).sort()).toEqual([...seats].sort());
      // West sits on the left, East on the right.
      expect(xs.W!).toBeLessThan(xs.E!);
    }
  });
});
