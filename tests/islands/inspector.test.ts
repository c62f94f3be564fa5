/** The inspector's pure parts: the chart from the machine definition, the active path, titles for states. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { compiled } from '../helpers.ts';
import { createGameMachine } from '../../src/engine/machine.ts';
import { dealCards } from '../../src/engine/deal-cards.ts';
import { createRng } from '../../src/engine/rng.ts';
import {
  activePaths,
  activeTitles,
  chartOf,
  gameStateTitles,
  isActive,
  valueText,
  type ChartNode,
} from '../../src/islands/inspector.ts';

const titles = (n: ChartNode): string[] => [n.title, ...n.children.flatMap(titles)];

describe('the inspector chart', () => {
  const cv = compiled('kein-stich');
  const chart = chartOf(createGameMachine(cv), gameStateTitles(cv.phases));

  it("is the machine's states as declared: top-level states, the phases under the game, a phase's deal states", () => {
    expect(chart.children.map((c) => c.key)).toEqual(['game', 'gameOver', 'rubberOver']);
    const game = chart.children[0]!;
    expect(game.children.map((c) => c.key)).toEqual(cv.phases.map((p) => p.id));
    expect(game.children.map((c) => c.title)).toEqual(cv.phases.map((p) => p.title));
    expect(game.children[0]!.children.map((c) => c.key)).toEqual(['deal', 'playoff', 'play', 'playoff-play', 'ending']);
    const lastPhase = game.children.at(-1)!;
    expect(lastPhase.children.find((c) => c.key === 'play')!.children.map((c) => c.title)).toEqual([
      'Laying off in rows',
      'Counting the deal',
    ]);
  });

  it('titles every state in words, never by its id', () => {
    for (const t of titles(chart).slice(1)) expect(t).not.toMatch(/^[a-z]+(-[a-z]+)+$/);
  });

  it('finds the active path of a running game and marks its states, and only those', () => {
    const actor = createActor(createGameMachine(cv), { input: { players: ['A', 'B', 'C', 'D'], dealer: 3 } }).start();
    expect(activePaths(actor.getSnapshot().value)).toEqual([['game', 'no-tricks', 'deal']]);
    const d = dealCards(cv, actor.getSnapshot().context, createRng(1));
    actor.send({ type: 'CARDS', hands: d.hands, trump: d.trump });
    const value = actor.getSnapshot().value;
    const [path] = activePaths(value);
    expect(path).toEqual(['game', 'no-tricks', 'play', 'play']);
    expect(isActive([path!], ['game', 'no-tricks'])).toBe(true);
    expect(isActive([path!], ['game', 'no-hearts'])).toBe(false);
    expect(isActive([path!], ['game', 'no-tricks', 'deal'])).toBe(false);
    expect(activeTitles(chart, value)).toEqual([['Game', 'No Tricks', 'Playing the deal', 'Card play in tricks']]);
  });

  it('reads parallel and atomic state values', () => {
    expect(activePaths('idle')).toEqual([['idle']]);
    expect(activePaths({ a: { b: 'c', d: 'e' } })).toEqual([
      ['a', 'b', 'c'],
      ['a', 'd', 'e'],
    ]);
    expect(activePaths({ a: {} })).toEqual([['a']]);
  });

  it('writes context values as text', () => {
    expect(valueText({ Ada: 3, Ben: 0 })).toBe('Ada 3, Ben 0');
    expect(valueText([])).toBe('none');
    expect(valueText(['Ada Ace of Hearts', 'Ben Ten of Hearts'])).toBe('Ada Ace of Hearts, Ben Ten of Hearts');
  });
});
