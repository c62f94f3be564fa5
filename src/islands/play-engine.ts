/**
 * The play island's entry: the variant is compiled in the browser by the same compiler as the CLI,
 * the game runs in its XState machine (./play-game.ts), and the page shows only what the human
 * player may see: their own hand, the cards on the table, the scores (./play-model.ts,
 * ./play-view.ts). Bots decide from their own seat's view (./play-bots.ts); the controller
 * (./play-controller.ts) makes the moves.
 *
 * Each new game is dealt from a seed of its own (`crypto.getRandomValues`); `?seed=N` in the page's
 * URL, or a `data-seed` on the element, fixes it instead (the browser tests do), and the game's
 * number on the page is that seed, so a game can be played again. The game is kept in localStorage
 * as that seed and the moves made (./saved-game.ts), no hand and no bot's card: a reload deals the
 * hands again from the seed, replays the human's moves through the machine and has the bots make
 * theirs again (./restore-game.ts). A kept game that cannot be restored is discarded and a new one
 * started, said in one sentence that is the same whatever was wrong (it names no card).
 * `?speed=` and `?opponents=` set the bots for a page's visit, `?guided=1` shows the hint from the start.
 */
import { compileVariant } from '../compile/compile.ts';
import { fromWire, type WireVariant } from '../resolve/wire.ts';
import { OPPONENTS, SPEEDS } from './play-bots.ts';
import { createController } from './play-controller.ts';
import { createPlayGame, type Preset } from './play-game.ts';
import { inspectorFor } from './play-inspector.ts';
import {
  forgetOldGames,
  NEVER_ASK_KEY,
  OPPONENTS_KEY,
  readStorage,
  removeStorage,
  SPEED_KEY,
  storageKey,
} from './play-storage.ts';
import { restoreGame, type Restored } from './restore-game.ts';
import { createView } from './play-view.ts';
import type { RuleLink, Sections } from './play-words.ts';
import { saveButtons } from './save-button.ts';
import { parseSaved, randomSeed, readBotMark, seedFrom } from './saved-game.ts';
import { loadUi, ui } from './i18n/ui.ts';
import { loadTableSentences, loadTableWords } from './table-words.ts';
import { greedyBot } from '../engine/bots.ts';
import { viewMove } from '../engine/bot-move.ts';
import { createRng } from '../engine/rng.ts';
import type { CompiledVariant } from '../compile/compile.ts';

/** The localStorage key of a game (./play-storage.ts), for the pages and tests that read a kept game. */
export { storageKey };

/**
 * The players at a table of the page, the human first: as many as a variant seats (the table lays
 * out up to six, as a reading of Kein Stich for six needs; the tutorial's seats are named alike).
 */
const PLAYERS: readonly string[] = ['You', 'Ada', 'Ben', 'Cleo', 'Dora', 'Emil'];

/** Starts the island inside `root` (once a kept game is restored: a strong bot's moves are searched again). */
export async function boot(root: HTMLElement): Promise<void> {
  // The page's words first: everything the table draws reads them.
  await Promise.all([loadUi(), loadTableWords()]);
  const guided = new URLSearchParams(location.search).get('guided') === '1';
  // A guided deal shows hints from the first card: its sentences are needed before the table draws.
  if (guided) await loadTableSentences();
  const wire = JSON.parse(root.querySelector('script[type="application/json"]')!.textContent!) as WireVariant;
  const options = JSON.parse(root.dataset.options ?? '{}') as Record<string, string>;
  const sections: Sections = new Map(
    Object.entries(JSON.parse(root.dataset.sections ?? '{}') as Record<string, RuleLink>),
  );
  const cv = compileVariant(fromWire(wire), options);
  const query = new URLSearchParams(location.search);
  // A seed fixed by the page's URL or its host, else a fresh random one for every new game.
  const pinned = seedFrom(query.get('seed')) ?? seedFrom(root.dataset.seed);
  const preset: Preset | null = root.dataset.preset ? JSON.parse(root.dataset.preset) : null;
  const players = preset ? preset.players : PLAYERS;
  const seating = {
    names: players.slice(0, cv.players.max),
    human: preset ? preset.human : 0,
    dealer: preset ? preset.dealer : cv.players.max - 1,
  };
  // A prepared position starts afresh each time; so does a game whose host says not to keep it (the playground).
  const key = preset || root.dataset.persist === 'false' ? null : storageKey(cv.id, options);
  if (key) forgetOldGames(cv.id);
  const kept = await restored(root, cv, seating, wire, options, key);
  const game = createPlayGame(
    cv,
    seating,
    preset,
    kept?.saved ?? { seed: pinned ?? randomSeed(), moves: [] },
    null,
    kept?.marks,
  );
  const settings = {
    speed:
      [query.get('speed'), readStorage(SPEED_KEY)].find((x): x is string => x !== null && SPEEDS.has(x)) ?? 'normal',
    opponents:
      [query.get('opponents'), readStorage(OPPONENTS_KEY)].find((x): x is string => x !== null && OPPONENTS.has(x)) ??
      'fair',
    neverAsk: readStorage(NEVER_ASK_KEY) === 'true',
    hint: query.get('guided') === '1',
  };
  let inspector: { refresh(): void } | null = null;
  const controller = createController(
    {
      game,
      wire,
      options,
      sections,
      key,
      pinned,
      preset: !!preset,
      settings,
      redealRule: root.dataset.redeal ?? null,
      afterDraw: () => inspector?.refresh(),
    },
    (handlers) =>
      createView(
        root,
        {
          cv,
          names: seating.names,
          human: seating.human,
          settings,
          // Only between deals, for a host that asks (the Playground): the block shows every hand.
          saveButtons: () =>
            saveButtons(
              root,
              cv,
              'table',
              () => ({
                events: game.sent.map((x) => x.event),
                names: seating.names,
                dealer: seating.names[seating.dealer]!,
                options,
              }),
              (t) => controller.view.say({ text: t, rule: null }),
            ),
        },
        handlers,
      ),
  );
  inspector = inspectorFor(controller.view.layout.inspector, game, (n) => controller.look(n));
  controller.start();
  if (kept === null) controller.view.say({ text: ui().said.notRestored, rule: null });
}

/**
 * The game kept under `key` restored (./restore-game.ts); undefined when none is kept; null when one
 * was kept but cannot be restored, which is then discarded (it is input, and it stays refused).
 */
async function restored(
  root: HTMLElement,
  cv: CompiledVariant,
  seating: { names: string[]; human: number; dealer: number },
  wire: WireVariant,
  options: Record<string, string>,
  key: string | null,
): Promise<Restored | null | undefined> {
  const raw = key ? readStorage(key) : null;
  if (raw === null) return undefined;
  const parsed = parseSaved(raw);
  let game: Restored | null = null;
  if (typeof parsed !== 'string') {
    // A strong bot's moves are searched again in its worker, which takes a moment: the table says so meanwhile.
    const strong = parsed.moves.some((m) => readBotMark(m)?.level === 'strong');
    const bot = strong
      ? new (await import('./bot-client.ts')).StrongBot(wire, options, (view, seed) =>
          viewMove(cv, view, greedyBot, createRng(seed)),
        )
      : null;
    if (bot) root.querySelector('.play-placeholder')?.replaceChildren(ui().said.restoring);
    game = await restoreGame(
      cv,
      seating,
      parsed,
      async (view, seed, playouts) => (await bot!.ask(view, seed, playouts)).move,
    );
    bot?.stop();
  }
  if (game === null) removeStorage(key!);
  return game;
}
