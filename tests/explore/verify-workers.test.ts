/**
 * `verify` on several threads (src/cli/verify-pool.ts) against one (verifyClaims): the same
 * verdicts, counterexamples, checked counts and figures, byte for byte, on bounds that cut a level
 * in the middle (by states and by transitions) and by depth. Every level from the second goes to
 * the threads, cut into pieces of a few states, so that pieces are merged in an order other than
 * the one they come back in, and a state a thread made before is sent as known.
 */
import { describe, expect, it } from 'vitest';
import type { ScoreScope } from '../../src/compile/expr.ts';
import { RunError } from '../../src/engine/errors.ts';
import type { Bounds } from '../../src/explore/search.ts';
import { verifyClaims } from '../../src/explore/verify.ts';
import { KeySet, KeyTokens } from '../../src/explore/key-set.ts';
import { Packer } from '../../src/explore/packed.ts';
import { keptText, startState, valueText } from '../../src/explore/search.ts';
import { Expander, KNOWN, SMALL, TOKENS, type ChunkJob } from '../../src/explore/expand.ts';
import { verifyOnThreads, type Tuning } from '../../src/cli/verify-pool.ts';
import { compiled } from '../helpers.ts';

/** Every level with more than one state on the threads, in small pieces. */
const SMALL_PIECES: Tuning = { parallelFrom: 2, startFrom: 1, piecesPerThread: 6, minPiece: 3 };

/** Variants with claims (some that fail, so counterexamples too). */
const TARGETS = ['hindersche-pagat', 'hindersche-swedish', 'hindersi-jass', 'kein-stich', 'hindersche-schoch'];

/** Bounds that cut a level by states, by transitions (both in the middle of a level), and by depth. */
const BOUNDS: Bounds[] = [
  { maxDepth: 9, maxStates: 333 },
  { maxDepth: 12, maxStates: 100_000, maxTransitions: 1_777 },
  { maxDepth: 4, maxStates: 100_000 },
];

describe('verify on several threads gives what one thread gives', () => {
  for (const target of TARGETS) {
    it(`${target}: the same report for 1, 2 and 3 threads`, async () => {
      const id = target.replace(/^.*\//, '').replace(/\.stw$/, '');
      const cv = compiled(target.includes('/') ? target : id);
      expect(cv.claims.length).toBeGreaterThan(0);
      for (const bounds of BOUNDS) {
        const one = JSON.stringify(verifyClaims(cv, bounds));
        for (const threads of [2, 3]) {
          const many = JSON.stringify(
            await verifyOnThreads(cv, bounds, { target, options: {} }, threads, SMALL_PIECES),
          );
          expect(many, `${JSON.stringify(bounds)} on ${threads} threads`).toBe(one);
        }
      }
    }, 60_000);
  }

  it('with the default tuning, on a search large enough to use the workers', async () => {
    const cv = compiled('hindersche-pagat');
    const bounds = { maxDepth: 6, maxStates: 12_000 };
    const many = JSON.stringify(await verifyOnThreads(cv, bounds, { target: 'hindersche-pagat', options: {} }, 2));
    expect(many).toBe(JSON.stringify(verifyClaims(cv, bounds)));
  }, 60_000);

  it('a claim that throws stops the search with the error one thread meets first, on any thread', async () => {
    const cv = compiled('hindersche-pagat');
    // Throws at every state with enough marks: the first such state in the one-thread order names itself in the message.
    const boom = {
      id: 'boom',
      text: 'boom',
      when: null,
      holds: (sc: ScoreScope) => {
        const marks = Object.values(sc.tallies)
          .flat()
          .reduce((a, b) => a + b, 0);
        if (marks >= 5)
          throw new RunError(cv.id, 'here:1:1', null, `boom at ${JSON.stringify(sc.tallies)} ${sc.phase}`);
        return true;
      },
    };
    const failing = { ...cv, claims: [...cv.claims, boom as never] };
    const bounds = { maxDepth: 6, maxStates: 20_000 };
    let serial: unknown = null;
    try {
      verifyClaims(failing, bounds);
    } catch (e) {
      serial = e;
    }
    expect(serial).toBeInstanceOf(RunError);
    // Without a setup, this thread expands every piece as a worker does (a claim made here cannot reach a worker).
    const many = await verifyOnThreads(failing, bounds, null, 2, SMALL_PIECES).then(
      () => null,
      (e: unknown) => e,
    );
    expect(many).toBeInstanceOf(RunError);
    expect((many as RunError).message).toBe((serial as RunError).message);
  });

  it('a worker that cannot start fails the search with its error, without hanging', async () => {
    const cv = compiled('hindersche-pagat');
    const r = verifyOnThreads(
      cv,
      { maxDepth: 5, maxStates: 20_000 },
      { target: 'variants/no-such-variant.stw', options: {} },
      2,
      SMALL_PIECES,
    );
    await expect(r).rejects.toThrow(/no-such-variant/);
  }, 30_000);

  it('a follower numbers texts only as its leader does: an unknown text marks the key, and is sent as tokens', () => {
    const leader = new KeySet(),
      follower = new KeySet();
    follower.follow();
    const write = (keys: KeySet | KeyTokens, texts: string[]) => {
      for (const t of texts) {
        keys.text(t);
        keys.number(7);
      }
      keys.json({ a: texts.length });
    };
    leader.begin();
    write(leader, ['x', 'y']);
    leader.has();
    leader.add();
    follower.learnTexts(leader.textsFrom(0), 0);
    // Known texts: the follower's key is the leader's, byte for byte.
    follower.begin();
    write(follower, ['y', 'x']);
    leader.begin();
    write(leader, ['y', 'x']);
    expect(follower.provisional).toBe(false);
    expect(Array.from(follower.keyBytes!)).toEqual(Array.from(leader.keyBytes!));
    // An unknown text (and an object's JSON the leader has not met): marked, never given a leader's number.
    follower.begin();
    write(follower, ['x', 'z']);
    expect(follower.provisional).toBe(true);
    const tokens = new KeyTokens();
    write(tokens, ['x', 'z']);
    leader.begin();
    for (const tok of tokens.tokens)
      if (typeof tok === 'string') leader.text(tok);
      else leader.number(tok);
    const sent = Array.from(leader.keyBytes!);
    leader.has();
    leader.add();
    follower.learnTexts(leader.textsFrom(follower.textCount), follower.textCount);
    follower.begin();
    write(follower, ['x', 'z']);
    expect(follower.provisional).toBe(false);
    expect(Array.from(follower.keyBytes!)).toEqual(sent);
    expect(() => follower.learnTexts(['w'], 0)).toThrow(/out of step/);
  });

  it('an expander sends a new key with a text it has not been told of as tokens, its state as text; told, as bytes, packed', () => {
    // Texts are met in the same order on every thread, so a worker that sent its stand-in numbers as
    // the leader's would give the same report in the other tests: this one reads what it sends.
    const cv = compiled('hindersche-pagat');
    const { start } = startState(cv, undefined, { quiet: true, owned: true });
    const job = (keyTexts: ChunkJob['keyTexts'], packTexts: ChunkJob['packTexts']): ChunkJob => ({
      chunk: 0,
      last: false,
      countOnly: false,
      keyTexts,
      packTexts,
      states: [{ value: valueText(start.base.value), packed: null, text: keptText(start.context) }],
    });
    const untold = new Expander(cv).expand(job({ from: 0, texts: [] }, { from: 0, texts: [], tallyNames: null }));
    const fresh = Array.from(untold.kinds).filter((k) => k !== KNOWN);
    expect(fresh.length).toBeGreaterThan(3);
    expect(fresh.every((k) => k === TOKENS)).toBe(true);
    expect(untold.packed.every((p) => p === null) && untold.texts.every((t) => t.length > 0)).toBe(true);
    // The merging thread numbers what it is sent, and tells the next expander.
    const keys = new KeySet(),
      packer = new Packer();
    let distinct = 0;
    for (const tokens of untold.tokens) {
      keys.begin();
      for (const tok of tokens)
        if (typeof tok === 'string') keys.text(tok);
        else keys.number(tok);
      if (!keys.has()) {
        keys.add();
        distinct++;
      }
    }
    for (const t of untold.texts) packer.pack(JSON.parse(t));
    const taught = packer.taught(0);
    const told = new Expander(cv).expand(
      job({ from: 0, texts: keys.textsFrom(0) }, { from: 0, texts: taught.texts, tallyNames: taught.tallyNames }),
    );
    // Every key as bytes now (a state it made before as known), each new state packed.
    expect(told.kinds.length).toBe(untold.kinds.length);
    expect(Array.from(told.kinds).every((k) => k === SMALL || k === KNOWN)).toBe(true);
    expect(Array.from(told.kinds).filter((k) => k === SMALL).length).toBe(distinct);
    expect(told.packed.length === distinct && told.packed.every((p) => p !== null)).toBe(true);
  });

  it('a follower packer does not pack a state with a text it has not been told of; told, it packs as its leader', () => {
    const cv = compiled('hindersche-pagat');
    const { start } = startState(cv, undefined, { quiet: true, owned: true });
    const leader = new Packer(),
      follower = new Packer();
    follower.follow();
    expect(follower.pack(start.context)).toBeNull();
    const packed = leader.pack(start.context)!;
    const taught = leader.taught(0);
    follower.learn(taught.texts, 0, taught.tallyNames);
    expect(follower.pack(start.context)).toEqual(packed);
    const { players, readings } = start.context;
    expect(JSON.stringify(follower.unpack(packed, players, readings))).toBe(
      JSON.stringify(leader.unpack(packed, players, readings)),
    );
  });
});
