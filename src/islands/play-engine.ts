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
 * as that seed and the moves made (./saved-game.ts), no hand: a reload deals the hands again from
 * the seed and replays the moves through the machine, and a stored game the rules refuse is
 * reported in words, with a new game offered. `?speed=` and `?opponents=` set the bots for a
 * page's visit, `?guided=1` shows the hint from the start.
 */
import { compileVariant } from '../compile/compile.ts';
import { fromWire, type WireVariant } from '../site/wire.ts';
import { OPPONENTS, SPEEDS } from './play-bots.ts';
import { createController } from './play-controller.ts';
import { createPlayGame, type Preset } from './play-game.ts';
import { inspectorFor } from './play-inspector.ts';
import { forgetOldGames, NEVER_ASK_KEY, OPPONENTS_KEY, readStorage, SPEED_KEY, storageKey } from './play-storage.ts';
import { createView } from './play-view.ts';
import type { RuleLink, Sections } from './play-words.ts';
import { saveButtons } from './save-button.ts';
import { parseSaved, randomSeed, seedFrom, type SavedGame } from './saved-game.ts';

/** The localStorage key of a game (./play-storage.ts), for the pages and tests that read a kept game. */
export { storageKey };

/** The players at a table of the page, the human first. */
const PLAYERS: readonly string[] = ['You', 'Ada', 'Ben', 'Cleo'];

/** Starts the island inside `root`. */
export function boot(root: HTMLElement): void {
  const wire = JSON.parse(root.querySelector('script[type="application/json"]')!.textContent!) as WireVariant;
  const options = JSON.parse(root.dataset.options ?? '{}') as Record<string, string>;
  const sections: Sections = new Map(Object.entries(JSON.parse(root.dataset.sections ?? '{}') as Record<string, RuleLink>));
  const cv = compileVariant(fromWire(wire), options);
  const query = new URLSearchParams(location.search);
  // A seed fixed by the page's URL or its host, else a fresh random one for every new game.
  const pinned = seedFrom(query.get('seed')) ?? seedFrom(root.dataset.seed);
  const preset: Preset | null = root.dataset.preset ? JSON.parse(root.dataset.preset) : null;
  const players = preset ? preset.players : PLAYERS;
  const seating = { names: players.slice(0, cv.players.max), human: preset ? preset.human : 0, dealer: preset ? preset.dealer : cv.players.max - 1 };
  // A prepared position starts afresh each time; so does a game whose host says not to keep it (the playground).
  const key = preset || root.dataset.persist === 'false' ? null : storageKey(cv.id, options);
  if (key) forgetOldGames(cv.id);
  const { saved, broken } = restored(key, pinned);
  const game = createPlayGame(cv, seating, preset, saved, broken);
  const settings = {
    speed: [query.get('speed'), readStorage(SPEED_KEY)].find((x): x is string => x !== null && SPEEDS.has(x)) ?? 'normal',
    opponents: [query.get('opponents'), readStorage(OPPONENTS_KEY)].find((x): x is string => x !== null && OPPONENTS.has(x)) ?? 'fair',
    neverAsk: readStorage(NEVER_ASK_KEY) === 'true',
    hint: query.get('guided') === '1',
  };
  let inspector: { refresh(): void } | null = null;
  const controller = createController({ game, wire, options, sections, key, pinned, preset: !!preset, settings, afterDraw: () => inspector?.refresh() },
    (handlers) => createView(root, {
      cv, names: seating.names, human: seating.human, settings,
      // Only between deals, for a host that asks (the Playground): the block shows every hand.
      saveButtons: () => saveButtons(root, cv, 'table', () => ({
        events: game.sent.map((x) => x.event), names: seating.names, dealer: seating.names[seating.dealer]!, options,
      }), (t) => controller.view.say({ text: t, rule: null })),
    }, handlers));
  inspector = inspectorFor(controller.view.layout.inspector, game, (n) => controller.look(n));
  controller.start();
}

/** The game kept under `key` (or a new one, from the pinned seed or a random one), and why a kept one could not be read. */
function restored(key: string | null, pinned: number | null): { saved: SavedGame; broken: string | null } {
  const fresh = { seed: pinned ?? randomSeed(), moves: [] };
  const raw = key ? readStorage(key) : null;
  if (raw === null) return { saved: fresh, broken: null };
  const parsed = parseSaved(raw);
  return typeof parsed === 'string' ? { saved: fresh, broken: `Your saved game could not be restored: ${parsed}` } : { saved: parsed, broken: null };
}
