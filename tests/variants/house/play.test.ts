/**
 * Card-play conditions (issue 11, item 1), signed card values (item 8) and examples that play cards:
 * the gallery house rules of that part, the checker's typing of conditions by context, the reasons
 * in words, and the fast path against the machine.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPath } from '../../../src/check/check.ts';
import { compileVariant, type CompiledVariant } from '../../../src/compile/compile.ts';
import { explainRefusal, legalCards, type PlayView } from '../../../src/compile/play-rules.ts';
import type { Bot } from '../../../src/engine/bots.ts';
import { newScratch, playDeal } from '../../../src/engine/fast-deal.ts';
import { participantsOf } from '../../../src/engine/flow/order.ts';
import { initialState } from '../../../src/engine/flow/states.ts';
import { isComplete, legalPlays, outcomeOf, playCard, startPlayIn, tablesFor } from '../../../src/engine/play.ts';
import { dealCards } from '../../../src/engine/deal-cards.ts';
import { createRng } from '../../../src/engine/rng.ts';
import { diskReader } from '../../../src/resolve/disk.ts';
import { memoryReader } from '../../../src/resolve/load.ts';
import type { ResolvedVariant } from '../../../src/resolve/resolve.ts';
import { replay } from '../../../src/scenario/replay.ts';
import grammar from '../../../grammar/stichwort.tmLanguage.json' with { type: 'json' };
import { tokenize, type TmGrammar } from '../../../src/islands/textmate.ts';
import { runExamples } from '../../../src/scenario/examples.ts';

/** The gallery files of this part, with the base each extends. */
const GALLERY: [string, string][] = [
  ['kein-stich-hearts-broken', 'kein-stich'],
  ['kein-stich-no-points-first-trick', 'kein-stich'],
  ['hindersche-overtrump', 'hindersche-pagat'],
  ['kein-stich-king-first', 'kein-stich'],
  ['kein-stich-low-opening', 'kein-stich'],
  ['kein-stich-jack-of-diamonds', 'kein-stich'],
];

const house = (id: string): ResolvedVariant => {
  const { variant, diagnostics } = checkPath(diskReader, `variants/house/${id}.stw`);
  expect(diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
  return variant!;
};

describe('gallery: card-play conditions and signed values', () => {
  for (const [id, base] of GALLERY) {
    it(`${id}: checks clean, cites a source, and its examples pass against it and fail against ${base}`, () => {
      const v = house(id);
      expect(v.file.extends.map((x) => x.name)).toEqual([base]);
      expect([...v.sources.keys()]).toContain('table');
      expect(v.clauses.filter((c) => String(c.node.loc.source).includes(id)).every((c) => c.node.cite !== null)).toBe(
        true,
      );
      expect(v.examples.length).toBeGreaterThan(0);
      expect(
        runExamples(v)
          .filter((r) => !r.ok)
          .map((r) => r.message),
      ).toEqual([]);
      const b = checkPath(diskReader, base).variant!;
      const texts = new Map([...b.texts, ...v.texts]);
      const againstBase = runExamples({ ...b, examples: v.examples, texts });
      expect(againstBase.map((r) => r.ok)).toEqual(v.examples.map(() => false));
    });
  }
});

// ── The checker types conditions by where they stand ───────────────────────

const KEIN_STICH = readFileSync('variants/kein-stich.stw', 'utf8');
const HEADER = 'variant t "T"\n  extends kein-stich\nsource table "House rule" by "us"\n';
/** Checks `body` (line 4 on) as a house rule on Kein Stich. */
const checkRule = (body: string) =>
  checkPath(memoryReader({ 'kein-stich': KEIN_STICH, t: HEADER + body }), 't').diagnostics;
const at = (d: { code: string; loc: { source: unknown; start: { line: number; column: number } } }) =>
  `${d.code} ${String(d.loc.source)}:${d.loc.start.line}:${d.loc.start.column}`;

describe('play-condition: one condition language, typed by context', () => {
  it('accepts every new atom in a `must` clause', () => {
    expect(
      checkRule(
        [
          'a: must not lead H when played H = 0 and not holding only H [table]',
          'b: must not play points or rank Q or KH when first trick or last trick [table]',
          'c: must play beating when led is C and trick >= 2 and held (H or D) < 3 [table]',
        ].join('\n') + '\n',
      ),
    ).toEqual([]);
  });

  it('refuses `trick` in a scoring clause, at the word', () => {
    const d = checkRule('override no-trumps: trump none when trick = 1 [table]\n');
    expect(d.map(at)).toEqual(['play-condition t.stw:4:37']);
    expect(d[0]!.message).toBe('`trick` has a meaning only while cards are played');
    expect(d[0]!.hint).toMatch(/must \[not\] play\|lead/);
  });

  it("lets a redeal's condition read the asker's hand with card sets known before play (issue 29)", () => {
    expect(
      checkRule(
        'redeal: action redeal by anyone before play when not holding H or holding only (rank 7 or points) or held trump < 2 [table]\n',
      ),
    ).toEqual([]);
  });

  it("refuses a trick in a redeal's condition, at the word, with a hint saying why (issue 29)", () => {
    const d = checkRule(
      'redeal: action redeal by anyone before play when first trick or played H = 0 or holding led [table]\n',
    );
    expect(d.map(at)).toEqual(['play-condition t.stw:4:50', 'play-condition t.stw:4:65', 'play-condition t.stw:4:89']);
    expect(d[0]!.message).toBe(
      "`first trick` / `last trick` has no meaning in a redeal's condition: no card has been played yet",
    );
    expect(d[0]!.hint).toMatch(/^a redeal is asked once the cards are dealt and before any is played/);
  });

  it("refuses the stock in a redeal's condition and in a deal's end, at the word (the three branches met in one merge)", () => {
    const redeal = checkRule('redeal: action redeal by anyone before play when stock = 0 [table]\n');
    expect(redeal.map(at)).toEqual(['play-condition t.stw:4:50']);
    expect(redeal[0]!.message).toBe("`stock` has no meaning in a redeal's condition: no card has been played yet");
    const end = checkRule('stop: deal ends when stock = 0 [table]\n');
    expect(end.map(at)).toEqual(['play-condition t.stw:4:22']);
  });

  it("checks the card sets of a redeal's condition against the pack", () => {
    const d = checkRule('redeal: action redeal by anyone before play when holding ZH [table]\n');
    expect(d.map(at)).toEqual(['play-condition t.stw:4:58']);
  });

  it('refuses `played`, `led is`, `first trick` in a claim and a scoring condition', () => {
    const d = checkRule(
      'claim c "x": played H = 0 [table]\noverride no-trumps: trump none when led is H or first trick [table]\n',
    );
    expect(d.map(at)).toEqual(['play-condition t.stw:4:14', 'play-condition t.stw:5:37', 'play-condition t.stw:5:49']);
  });

  it('refuses the per-player value `points` in a `must` condition', () => {
    const d = checkRule('x: must play led when points > 10 [table]\n');
    expect(d.map(at)).toEqual(['play-condition t.stw:4:23']);
    expect(d[0]!.message).toBe('a per-player value is not known while a card is chosen');
  });

  it('refuses a symbol that is neither a suit, a rank nor a card, and a bare rank', () => {
    const d = checkRule('x: must not lead X when played ZH = 0 [table]\ny: must not play Q [table]\n');
    expect(d.map(at)).toEqual(['play-condition t.stw:4:18', 'play-condition t.stw:4:32', 'play-condition t.stw:5:18']);
    expect(d[2]!.message).toBe('`Q` is a rank: a card set names a suit, a card, or `rank Q`');
    expect(d[2]!.hint).toBe('write `rank Q`');
  });

  it('refuses `led` and `led is` in a `must lead` clause', () => {
    const d = checkRule('x: must lead led when led is H [table]\n');
    expect(d.map(at)).toEqual(['play-condition t.stw:4:14', 'play-condition t.stw:4:23']);
  });
});

// ── Reasons in words, and the rules as compiled ────────────────────────────

function compiledRule(body: string): CompiledVariant {
  const { variant, diagnostics } = checkPath(memoryReader({ 'kein-stich': KEIN_STICH, t: HEADER + body }), 't');
  expect(diagnostics).toEqual([]);
  return compileVariant(variant!);
}

describe('must lead, history and reasons', () => {
  let cv: CompiledVariant;
  beforeAll(() => {
    cv = compiledRule('no-hearts-lead: must not lead H when played H = 0 [table]\n');
  });
  const card = (n: string) => cv.deck.byName.get(n)!;
  const view = (hand: string[], played: string[]): PlayView => ({
    t: cv.phases[0]!.tables[cv.deck.suits.length]!,
    hand: hand.map(card),
    trick: [],
    led: -1,
    handSuits: 0,
    trickNo: 2,
    played: played.map(card),
  });

  it('a `must lead` clause narrows the leader only, and reads the deal so far', () => {
    expect(cv.play.history).toBe(true);
    expect(legalCards(cv.play, view(['AH', '7C'], ['8C', '9C']), []).map((c) => cv.deck.names[c])).toEqual(['7C']);
    expect(legalCards(cv.play, view(['AH', '7C'], ['8C', '9H']), []).map((c) => cv.deck.names[c])).toEqual([
      'AH',
      '7C',
    ]);
    // Only Hearts left: the rule would leave nothing and is ignored.
    expect(legalCards(cv.play, view(['AH', 'KH'], []), []).length).toBe(2);
  });

  it('explains a refusal by the clause, in words built from it', () => {
    expect(explainRefusal(cv.play, view(['AH', '7C'], []), card('AH'))).toEqual({
      clause: 'no-hearts-lead',
      reason: 'Hearts may not be led until a Heart has been played (no-hearts-lead)',
    });
    expect(explainRefusal(cv.play, view(['AH', '7C'], []), card('7C'))).toBeNull();
  });

  it('words other clauses too', () => {
    const other = compiledRule(
      [
        'a: must not play points when first trick [table]',
        'b: must play KH when not holding led [table]',
        'c: must play beating when led is C and held rank Q >= 1 [table]',
      ].join('\n') + '\n',
    );
    const reasons = [...other.play.constraints, ...other.play.leading].map((k) => k.reason);
    expect(reasons).toEqual([
      'A card of the suit led must be played when the player holds a card of the suit led (follow-suit)',
      'Cards worth points may not be played when it is the first trick (a)',
      'The King of Hearts must be played when the player holds no card of the suit led (b)',
      'A card that beats the trick must be played when an Acorn was led and the number of Obers held is at least 1 (c)',
    ]);
  });

  it('a refused card in a scenario names the clause and gives the reason', () => {
    const t = replay(cv, {
      variant: 't',
      players: ['N', 'E', 'S', 'W'],
      dealer: 'W',
      deals: [
        {
          hands: {
            N: ['7C', '8C', 'AH', 'KH', '7S', '8S', '7D', '8D'],
            E: ['9C', '10C', 'QH', 'JH', '9S', '10S', '9D', '10D'],
            S: ['JC', 'QC', '10H', '9H', 'JS', 'QS', 'JD', 'QD'],
            W: ['KC', 'AC', '8H', '7H', 'KS', 'AS', 'KD', 'AD'],
          },
          plays: ['N:AH'],
        },
      ],
    });
    expect(t.error).toEqual({
      deal: 1,
      play: 1,
      rule: 'no-hearts-lead',
      message: 'N may not play AH: Hearts may not be led until a Heart has been played. (rule no-hearts-lead [table])',
    });
  });
});

// ── Signed card values ─────────────────────────────────────────────────────

describe('signed card values', () => {
  it('a card may be worth less than nothing; the total still checks', () => {
    const cv = compiledRule('override no-hearts-cost: points H 5, JD -10 total 30 [table]\n');
    const t = cv.phases.find((p) => p.id === 'no-hearts')!.tables[cv.deck.suits.length]!;
    expect(t.points[cv.deck.byName.get('JD')!]).toBe(-10);
    expect(cv.phases.find((p) => p.id === 'no-hearts')!.pointsTotal).toBe(30);
  });

  it('a wrong total with a negative value is reported at the total', () => {
    const d = checkRule('override no-hearts-cost: points H 5, JD -10 total 40 [table]\n');
    expect(d.map(at)).toEqual(['points-total t.stw:4:51']);
    expect(d[0]!.message).toMatch(/add up to 30, not the declared 40/);
  });

  it('a value below the range is refused', () => {
    const d = checkRule('override no-hearts-cost: points H 5, JD -9000 [table]\n');
    expect(d.map(at)).toEqual(['points-range t.stw:4:38']);
  });

  it('a played deal scores a negative card', () => {
    const cv = compiledRule('override no-tricks-cost: points each trick 5, QS -13 total 27 [table]\n');
    const t = replay(cv, {
      variant: 't',
      players: ['N', 'E', 'S', 'W'],
      dealer: 'W',
      deals: [
        {
          hands: {
            N: ['7C', '8C', 'AH', 'KH', '7S', '8S', '7D', '8D'],
            E: ['9C', '10C', 'QH', 'JH', '9S', '10S', '9D', '10D'],
            S: ['JC', 'QC', '10H', '9H', 'JS', 'QS', 'JD', 'QD'],
            W: ['KC', 'AC', '8H', '7H', 'KS', 'AS', 'KD', 'AD'],
          },
          plays: [
            'N:7C',
            'E:9C',
            'S:JC',
            'W:KC',
            'W:KS',
            'N:7S',
            'E:9S',
            'S:QS',
            'W:KD',
            'N:7D',
            'E:9D',
            'S:JD',
            'W:AC',
            'N:8C',
            'E:10C',
            'S:QC',
            'W:AS',
            'N:8S',
            'E:10S',
            'S:JS',
            'W:AD',
            'N:8D',
            'E:10D',
            'S:QD',
            'W:8H',
            'N:AH',
            'E:QH',
            'S:10H',
            'N:KH',
            'E:JH',
            'S:9H',
            'W:7H',
          ],
        },
      ],
    });
    expect(t.error).toBeUndefined();
    expect(t.log[0]!.points).toEqual({ N: 10, E: 0, S: 0, W: 30 - 13 });
  });
});

// ── One meaning on both paths ──────────────────────────────────────────────

/** Picks by card id, not by position, so that both paths choose alike whatever order a hand is in. */
const byId: Bot = (v, rng) => [...v.legal].sort((a, b) => a - b)[rng.int(v.legal.length)]!;

describe('the fast path plays the new conditions as the machine does', () => {
  for (const [id] of GALLERY) {
    it(`${id}: 200 random deals, card for card`, () => {
      const cv = compileVariant(house(id));
      const s = initialState(cv, ['N', 'E', 'S', 'W'], 0);
      const participants = participantsOf(cv, s);
      for (let k = 0; k < 200; k++) {
        const { hands, trump } = dealCards(cv, s, createRng(k), participants);
        for (const phase of cv.phases.filter((ph) => ph.steps.at(-1)!.kind === 'tricks')) {
          const fast = playDeal(
            cv,
            phase,
            hands.map((h) => [...h]),
            participants,
            trump,
            byId,
            createRng(1000 + k),
            newScratch(),
          );
          const rng = createRng(1000 + k);
          let p = startPlayIn(cv, phase.id, participants, hands, trump);
          while (!isComplete(cv, p)) {
            const legal = legalPlays(cv, p, p.turn);
            const card =
              legal.length === 1
                ? legal[0]!
                : byId(
                    { t: tablesFor(cv, p), hand: p.hands[p.turn]!, trick: p.trick, legal, trumpSuit: cv.trump },
                    rng,
                  );
            p = playCard(cv, p, p.turn, card);
          }
          expect(outcomeOf(p)).toEqual(fast);
        }
      }
    });
  }
});

// ── Examples that play cards ───────────────────────────────────────────────

const HANDS = [
  'hand N 7C 8C AH KH 7S 8S 7D 8D',
  'hand E 9C 10C QH JH 9S 10S 9D 10D',
  'hand S JC QC 10H 9H JS QS JD QD',
  'hand W KC AC 8H 7H KS AS KD AD',
];
/** A house rule on Kein Stich with one example of `steps` (the steps start at line 6). */
const withExample = (steps: string[]) =>
  checkRule(
    `no-hearts-lead: must not lead H when played H = 0 [table]\nexample e "E" {\n${steps.map((s) => `  ${s}\n`).join('')}}\n`,
  );

describe('examples with played deals', () => {
  it('a card that is not in the deck, in a hand or as the trump', () => {
    const d = withExample(['players N E S W dealer W', 'hand N 7C 8C AH KH 7S 8S 7D 1D', 'trump Z', ...HANDS.slice(1)]);
    expect(d.map(at)).toEqual(['example-card t.stw:7:31', 'example-card t.stw:8:9']);
    expect(d[0]!.message).toBe('`1D` is not a card of the deck');
  });

  it('moves or a tried move with no hands before them', () => {
    const d = withExample(['players N E S W dealer W', 'moves N:7C', 'expect allowed N:7C']);
    expect(d.map(at)).toEqual(['example-deal t.stw:7:3', 'example-deal t.stw:8:3']);
    expect(d[0]!.hint).toMatch(/hand N 7C 8C/);
  });

  it('a move by a player who is not seated, and `by` a clause that does not exist', () => {
    const d = withExample([
      'players N E S W dealer W',
      ...HANDS,
      'moves N:7C Q:9C',
      'expect refused X:8H by no-heart-lead',
    ]);
    expect(d.map(at)).toEqual([
      'example-player t.stw:11:14',
      'example-player t.stw:12:18',
      'unknown-clause t.stw:12:26',
    ]);
    expect(d[2]!.hint).toBe('did you mean `no-hearts-lead`?');
  });

  /** The failure of the one example of a house rule on Kein Stich with `steps` (line 6 on). */
  const failure = (steps: string[]): string => {
    const { variant } = checkPath(
      memoryReader({
        'kein-stich': KEIN_STICH,
        t:
          HEADER +
          `no-hearts-lead: must not lead H when played H = 0 [table]\nexample e "E" {\n${steps.map((x) => `  ${x}\n`).join('')}}\n`,
      }),
      't',
    );
    const [r] = runExamples(variant!);
    expect(r!.ok).toBe(false);
    return r!.message;
  };

  it('a refused move is reported at the move, with the clause and its reason', () => {
    const m = failure(['players N E S W dealer W', ...HANDS, 'moves N:7C E:9C S:JC W:KC', 'moves W:8H N:AH']);
    expect(m).toContain('--> t.stw:12:9');
    expect(m).toContain(
      'deal 1 was refused: W may not play 8H: Hearts may not be led until a Heart has been played. (rule no-hearts-lead [table])',
    );
  });

  it('a move that is no card of the pack is reported at the move', () => {
    const m = failure(['players N E S W dealer W', ...HANDS, 'moves N:7C E:9X']);
    expect(m).toContain('--> t.stw:11:14');
    expect(m).toContain('"9X" is not a card of this pack');
  });

  it('an expectation on a deal not played to the end is reported at it', () => {
    const steps = [
      'players N E S W dealer W',
      ...HANDS,
      'moves N:7C E:9C S:JC W:KC',
      'expect card-points N 0 E 0 S 0 W 5',
    ];
    const { variant } = checkPath(
      memoryReader({
        'kein-stich': KEIN_STICH,
        t: HEADER + `example e "E" {\n${steps.map((s) => `  ${s}\n`).join('')}}\n`,
      }),
      't',
    );
    const [r] = runExamples(variant!);
    expect(r!.ok).toBe(false);
    expect(r!.message).toMatch(/only 4 cards are played; the deal needs 32/);
  });
});

// ── The language reference's examples of these constructs ──────────────────

describe('grammar/README.md: the examples of card-play conditions, signed values and played examples', () => {
  const readme = readFileSync('grammar/README.md', 'utf8');
  const blocks = [...readme.matchAll(/```stw\n([\s\S]*?)```/g)].map((m) => m[1]!);
  const ids = [
    'kein-stich-hearts-broken',
    'kein-stich-jack',
    'kein-stich-play',
    'hindersche-overtrump',
    'kein-stich-sets',
  ];
  const bases = { 'kein-stich': KEIN_STICH, 'hindersche-pagat': readFileSync('variants/hindersche-pagat.stw', 'utf8') };
  for (const id of ids) {
    it(`${id} parses, checks clean and its examples pass`, () => {
      const text = blocks.find((b) => b.includes(`variant ${id} `));
      expect(text, id).toBeDefined();
      const { variant, diagnostics } = checkPath(memoryReader({ ...bases, [id]: text! }), id);
      expect(diagnostics.map((d) => `${d.code} ${d.loc.start.line}:${d.loc.start.column} ${d.message}`)).toEqual([]);
      expect(
        runExamples(variant!)
          .filter((r) => !r.ok)
          .map((r) => r.message),
      ).toEqual([]);
    });
  }
});

describe('highlighting', () => {
  it('colours the new words as keywords, the new numbers as numbers', () => {
    const tm = grammar as unknown as TmGrammar;
    const [rule] = tokenize(tm, 'x: must not lead H when played H = 0 and held rank Q < 2 and not holding only H');
    const [ex] = tokenize(tm, '  expect card-points N -10 E 0');
    const [mv] = tokenize(tm, '  moves N:7C E:9C');
    const scoped = (line: typeof rule, text: string) => line!.find((t) => t.text === text)?.scopes;
    for (const word of ['lead', 'played', 'held', 'rank', 'only'])
      expect(scoped(rule, word), word).toEqual(['keyword.control.stichwort']);
    expect(scoped(ex, 'card-points')).toEqual(['keyword.control.stichwort']);
    expect(scoped(ex, '-10')).toEqual(['constant.numeric.stichwort']);
    expect(scoped(mv, 'moves')).toEqual(['keyword.control.stichwort']);
  });
});
