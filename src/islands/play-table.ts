/**
 * The Play page's card table, drawn from the deal in progress as the human player sees it: a felt
 * with the seats round it in the order of play (the human at the bottom), each with its name, its
 * hand as card backs, whether it deals, led the trick or is to play, its card points and tricks, its
 * personal trump suit where the game has them and its place once out (./table-seat.ts); in the
 * middle the trick laid before its players, the last trick, the lay-off rows and the turned trump
 * card (./table-middle.ts). No other hand than the human's is ever drawn face up: only backs.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import type { PlayState } from '../engine/state.ts';
import { seatBox } from './table-seat.ts';
import { knownTeam } from '../engine/known-teams.ts';
import { drawnBefore, middle } from './table-middle.ts';
import { tableLook } from '../engine/steps/table-registry.ts';
import { isPlayStep } from '../compile/steps.ts';

export { cardFace, suitFace } from './table-parts.ts';

/** What the table shows besides the deal: seat names, the human's seat, the dealer. */
export interface TableView {
  names: readonly string[];
  human: number;
  dealer: number;
  /** Show the last trick taken beside the trick in progress (on demand). */
  showLast?: boolean;
}

/**
 * Where each seat sits in a clockwise game, by its place in the order of play after the human's:
 * the human at the bottom, and play going round as seen from above (the next player on the left).
 */
const SPOTS: ReadonlyMap<number, readonly string[]> = new Map([
  [2, ['bottom', 'top']],
  [3, ['bottom', 'left', 'right']],
  [4, ['bottom', 'left', 'top', 'right']],
  [5, ['bottom', 'left', 'top-left', 'top-right', 'right']],
  [6, ['bottom', 'left', 'top-left', 'top', 'top-right', 'right']],
]);
const MIRROR = new Map([
  ['left', 'right'],
  ['right', 'left'],
  ['top-left', 'top-right'],
  ['top-right', 'top-left'],
]);

/** Where each of `seats` seats sits, from the human's on in the order of play; an anticlockwise game is drawn mirrored (the next player on the right). */
export function seatSpots(seats: number, direction: CompiledVariant['players']['direction']): string[] {
  const spots = SPOTS.get(seats) ?? Array.from({ length: seats }, () => 'top');
  return direction === 'anticlockwise' ? spots.map((s) => MIRROR.get(s) ?? s) : [...spots];
}

/** Draws the table of deal `p` (or an empty table between deals) into `root`. */
export function drawTable(root: HTMLElement, cv: CompiledVariant, p: PlayState | null, view: TableView): void {
  const seats = view.names.length;
  // Seats in the order of play, starting from the human; a seat not dealt in keeps its chair.
  const order = Array.from({ length: seats }, (_, k) => (view.human + k) % seats);
  const around = seatSpots(seats, cv.players.direction);
  const spots: string[] = new Array<string>(seats);
  order.forEach((q, k) => {
    spots[q] = around[k]!;
  });
  // The play step's look, also while a choice is made after play.
  const look = tableLook(p ? cv.phases.find((ph) => ph.id === p.phase)?.steps.findLast(isPlayStep)?.kind : undefined);
  const done = !!p && p.participants.every((q) => p.hands[q]!.length === 0 || p.places[q]! > 0);
  const before = drawnBefore(root);
  // The human's partners, when the game is played in teams and the human knows them (a partner
  // found by a card is shown once the card is played, or at once to its holder).
  const team = knownTeam(cv, p, view.human, seats) ?? [];
  root.replaceChildren(
    ...order.map((q) =>
      seatBox(cv, p, q, {
        name: view.names[q]!,
        spot: spots[q]!,
        human: q === view.human,
        partner: q !== view.human && team.includes(q),
        dealer: q === view.dealer,
        look,
        done,
      }),
    ),
    middle(cv, p, { names: view.names, spots, look, showLast: !!view.showLast, before }),
  );
  root.dataset.seats = String(seats);
}
