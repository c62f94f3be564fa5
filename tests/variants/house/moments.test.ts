/**
 * Steps at a declared moment (issue 29): a trump named or a choice made after a packet of the deal
 * (`after packet N`). The gallery house rule checks clean, its example passes against it and fails
 * against its base; in the engine, the hands hold only the packets dealt while such a step is under
 * way (what the chooser, the bots and the Play table see), the rest dealt when the next step made
 * after the whole deal begins; the steps run in the order of their moments.
 */
import { describe, expect, it } from 'vitest';
import { checkPath } from '../../../src/check/check.ts';
import { compileVariant } from '../../../src/compile/compile.ts';
import { afterAnother, ruleWords, variantNames } from '../../../src/compile/clause-words.ts';
import { botMove, seatView } from '../../../src/engine/bot-move.ts';
import { randomBot } from '../../../src/engine/bots.ts';
import { legalPlays, startPlay } from '../../../src/engine/play.ts';
import { dealCards } from '../../../src/engine/deal-cards.ts';
import { createRng } from '../../../src/engine/rng.ts';
import { initialState } from '../../../src/engine/flow/states.ts';
import { applyStepMove, currentStep, legalStepMoves, seatsToMove } from '../../../src/engine/steps/index.ts';
import { diskReader } from '../../../src/resolve/disk.ts';
import { memoryReader } from '../../../src/resolve/load.ts';
import { readFileSync } from 'node:fs';
import { runExamples } from '../../../src/scenario/examples.ts';

const ID = 'hindersche-trump-after-packet';

describe('gallery: steps after a packet', () => {
  for (const id of [ID, 'hindersche-march-after-six'])
    it(`${id}: checks clean, cites a house-rule source, and its example passes against it and fails against hindersche-pagat`, () => {
      const { variant, diagnostics } = checkPath(diskReader, `variants/house/${id}.stw`);
      expect(diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const v = variant!;
      expect(v.file.extends.map((x) => x.name)).toEqual(['hindersche-pagat']);
      expect(v.sources.get('table')?.title).toMatch(/^House rule: /);
      expect(v.clauses.some((c) => (c.node.body as { packet?: unknown }).packet !== undefined)).toBe(true);
      expect(v.examples.length).toBeGreaterThan(0);
      expect(runExamples(v).filter((r) => !r.ok)).toEqual([]);
      const b = checkPath(diskReader, 'hindersche-pagat').variant!;
      const againstBase = runExamples({ ...b, examples: v.examples, texts: new Map([...b.texts, ...v.texts]) });
      expect(againstBase.map((r) => r.ok)).toEqual(v.examples.map(() => false));
    });

  it('says the moment in words', () => {
    const { variant } = checkPath(diskReader, `variants/house/${ID}.stw`);
    const names = variantNames(variant!, compileVariant(variant!).deck);
    const call = variant!.clauses.find((c) => c.id === 'call')!;
    expect(ruleWords(call.node, names, afterAnother(variant!, 'call', null))).toBe(
      'The next player still in after the dealer names the trump suit after the first packet of the deal, seeing only its cards.',
    );
  });
});

describe('a step made after a packet, in the engine', () => {
  const { variant } = checkPath(diskReader, `variants/house/${ID}.stw`);
  const cv = compileVariant(variant!);
  const s = initialState(cv, ['N', 'W', 'S', 'E'], 7);
  const { hands, trump } = dealCards(cv, s, createRng(7));

  it('deals the first packet only while the trump is named, and the rest once it is', () => {
    let p = startPlay(cv, s, hands, trump);
    const namer = seatsToMove(cv, p)[0]!;
    expect(p.participants[0]).toBe(namer);
    // Each hand holds its first three cards as dealt; the other six wait apart.
    expect(p.hands.map((h) => h.length)).toEqual([3, 3, 3, 3]);
    expect(p.hands).toEqual(hands.map((h) => h.slice(0, 3)));
    expect(p.undealt).toEqual(hands.map((h) => h.slice(3)));
    expect(legalPlays(cv, p, namer)).toEqual([]);
    p = applyStepMove(cv, p, namer, { kind: 'name', suit: 2 });
    expect(p.trump).toBe(2);
    expect(p.hands).toEqual(hands);
    expect('undealt' in p).toBe(false);
    expect(legalPlays(cv, p, namer).length).toBeGreaterThan(0);
  });

  it('shows the namer and the bots only the cards dealt so far, not even their own to come', () => {
    const p = startPlay(cv, s, hands, trump);
    const namer = p.participants[0]!;
    const view = seatView(p, namer);
    expect(view.hand).toEqual(hands[namer]!.slice(0, 3));
    expect(view.sizes).toEqual([3, 3, 3, 3]);
    expect('undealt' in view.table).toBe(false);
    const move = botMove(cv, p, namer, randomBot, createRng(1));
    expect(move?.kind).toBe('name');
  });

  it('runs the steps in the order of their moments: after packet 1, after packet 2, after the whole deal', () => {
    const f = checkPath(diskReader, 'tests/fixtures/moments/packets.stw');
    expect(f.diagnostics).toEqual([]);
    const fv = compileVariant(f.variant!);
    // The file writes the announcement (after packet 2) before the trump (after packet 1).
    expect(fv.phases[0]!.steps.map((st) => st.id)).toEqual(['call', 'announce', fv.phases[0]!.steps.at(-1)!.id]);
    const fs = initialState(fv, ['N', 'W', 'S', 'E'], 3);
    let p = startPlay(fv, fs, hands, trump);
    const forehand = p.participants[0]!;
    expect(currentStep(fv, p).id).toBe('call');
    expect(p.hands[forehand]).toHaveLength(3);
    p = applyStepMove(fv, p, forehand, { kind: 'name', suit: 0 });
    expect(currentStep(fv, p).id).toBe('announce');
    expect(p.hands.map((h) => h.length)).toEqual([6, 6, 6, 6]);
    expect(legalStepMoves(fv, p, forehand)).toHaveLength(2);
    p = applyStepMove(fv, p, forehand, { kind: 'choose', option: 'silent' });
    expect(p.hands).toEqual(hands);
    expect(p.chosen).toEqual(['silent']);
  });
});

describe('a step after a packet that is skipped', () => {
  it('deals the whole hands at once when a choice made once a game already stands', () => {
    const base = readFileSync('variants/hindersche-pagat.stw', 'utf8');
    const rule =
      'variant t "T"\n  extends hindersche-pagat\nsource table "House rule" by "us"\n' +
      'call: choice once a game after packet 1 by dealer: a "First", b "Second" [table]\n';
    const { variant, diagnostics } = checkPath(memoryReader({ 'hindersche-pagat': base, t: rule }), 't');
    expect(diagnostics.map((d) => d.message)).toEqual([]);
    const cv = compileVariant(variant!);
    const s = initialState(cv, ['N', 'W', 'S', 'E'], 2);
    const { hands, trump } = dealCards(cv, s, createRng(2));
    const first = startPlay(cv, s, hands, trump);
    expect(first.hands.map((h) => h.length)).toEqual([3, 3, 3, 3]);
    const later = startPlay(cv, { ...s, chosen: ['b'] }, hands, trump);
    expect(later.chosen).toEqual(['b']);
    expect(later.hands).toEqual(hands);
    expect('undealt' in later).toBe(false);
    expect(legalPlays(cv, later, later.participants[0]!).length).toBeGreaterThan(0);
  });
});
