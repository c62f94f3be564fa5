/**
 * The Play table's inspector: loaded and drawn the first time it is opened (most players never open
 * it, and the table loads and redraws without it). It shows the machine, its events and its context
 * as the human may see them: their own hand, every other hand as a count.
 */
import { createGameMachine, type GameSnapshot } from '../engine/machine.ts';
import { pointsNoun } from '../engine/nouns.ts';
import { figure } from '../compile/words.ts';
import type { PlayGame } from './play-game.ts';
import { tableWords } from './table-words.ts';

/** Wires the inspector in `details` to `game`; `look` shows the table after `n` events (null: live). Returns how to refresh it. */
export function inspectorFor(
  details: HTMLDetailsElement,
  game: PlayGame,
  look: (n: number | null) => void,
): { refresh(): void } {
  let inspector: { refresh(): void } | null = null;
  let viewing: GameSnapshot | null = null;
  details.addEventListener('toggle', () => {
    if (!details.open || inspector) return;
    void import('./inspector.ts').then(({ chartOf, gameStateTitles, mountInspector }) => {
      inspector ??= mountInspector(
        details,
        {
          events: () => game.sent.map((x) => ({ type: x.event.type, label: x.label })),
          snapshot: () => readerSnapshot(game, viewing ?? game.snapshot()),
          showAt: (n) => {
            viewing = n === null ? null : game.snapshotAfter(n);
            look(n);
          },
        },
        chartOf(createGameMachine(game.cv), gameStateTitles(game.cv.phases)),
      );
    });
  });
  return {
    refresh: () => {
      if (viewing === null) inspector?.refresh();
    },
  };
}

/** The machine's state as the inspector may show it: the human's hand only, the rest as counts. */
function readerSnapshot(
  game: PlayGame,
  snap: GameSnapshot,
): { value: unknown; tags: readonly string[]; context: Record<string, unknown> } {
  const { cv } = game;
  const { names, human } = game.seating;
  const s = snap.context;
  const p = s.play;
  const cards = (xs: readonly number[]) => xs.map((c) => cv.deck.names[c]).join(' ');
  const context: Record<string, unknown> = {
    game: s.game,
    phase: tableWords().phase(cv, s.phase),
    dealer: names[s.dealer],
  };
  if (p) {
    context['your hand'] = cards(p.hands[human]!);
    context['cards held'] = p.participants.map((q) => `${names[q]} ${p.hands[q]!.length}`).join(', ');
    context.trick = p.trick.map((c, i) => `${names[p.trickSeats[i]!]} ${cv.deck.names[c]}`).join(', ');
    context[pointsNoun(cv, p.phase)] = p.participants.map((q) => `${names[q]} ${p.points[q]}`).join(', ');
    context.tricks = p.participants.map((q) => `${names[q]} ${p.tricks[q]}`).join(', ');
  }
  for (const [t, v] of Object.entries(s.tallies)) context[t] = v.map((x, q) => `${names[q]} ${figure(x)}`).join(', ');
  return { value: snap.value, tags: [...snap.tags], context };
}
