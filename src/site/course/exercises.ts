/**
 * The course's exercises, each worked out from the compiled variant at build time: positions come
 * from seeded games played by greedy bots through the game machine, and every answer is what the
 * engine did or would do (the trick's winner, the deal's scoring, who leads, how cards rank). No
 * game is named here: a house rule's course is made the same way.
 */
import type { InspectionEvent } from 'xstate';
import type { CompiledPhase, CompiledVariant } from '../../compile/compile.ts';
import { trumpSuit } from '../../compile/cards.ts';
import { ordinal } from '../../compile/words.ts';
import { dealObjective, tallyWeights } from '../../engine/bot-objective.ts';
import { explainDeal } from '../../engine/explain-deal.ts';
import type { GameEvent, GameSnapshot } from '../../engine/machine.ts';
import { pointsNoun } from '../../engine/nouns.ts';
import type { LogEntry } from '../../engine/state.ts';
import { suitName } from '../../engine/explain.ts';
import { cardOf, playBotGame, SEATS } from '../tutorial-positions.ts';
import type { SiteVariant } from '../data.ts';
import { inForce, ruleLink } from './rules-by-lesson.ts';
import type { Exercise, RuleLink, SeatLine } from './types.ts';
import { kindOf, permanentTrumps, playStepOf, takesTricks } from '../../engine/steps/index.ts';

/** What seeded bot games showed: completed tricks, and scored deals with the tallies before them. */
export interface Observed {
  tricks: { phase: string; trump: number; cards: number[]; seats: number[]; winner: number }[];
  entries: { entry: LogEntry; before: LogEntry['tallies'] | null }[];
}

/** Plays `games` seeded bot games of `cv` and keeps what the exercises ask about. */
export function observe(cv: CompiledVariant, games = 3): Observed {
  const out: Observed = { tricks: [], entries: [] };
  for (let seed = 1; seed <= games; seed++) {
    // Each deal's entry, the latest version of it: the machine fills it in as the deal is settled.
    const entries = new Map<string, LogEntry>();
    playBotGame(
      cv,
      seed,
      4000,
      (snap) => {
        const p = snap.context.play!;
        // A trick just completed: its cards are still in view as the last trick, and nobody has led.
        const t = p.lastTrick;
        if (
          t &&
          p.trick.length === 0 &&
          t.cards.length === p.participants.length &&
          !p.rows &&
          !p.trumps &&
          !out.tricks.some((x) => x.cards.join() === t.cards.join())
        ) {
          out.tricks.push({
            phase: p.phase,
            trump: p.trump,
            cards: [...t.cards],
            seats: [...t.seats],
            winner: t.winner,
          });
        }
      },
      (ie: InspectionEvent) => {
        if (ie.type !== '@xstate.snapshot') return;
        const e = (ie.snapshot as GameSnapshot).context.entry;
        if (e) entries.set(`${e.game}:${e.deal}:${e.kind}`, e);
      },
    );
    let last: LogEntry | null = null;
    for (const e of entries.values()) {
      out.entries.push({ entry: e, before: last && last.game === e.game ? last.tallies : null });
      last = e;
    }
  }
  return out;
}

/** A number as players read it: a negative one with a minus sign (−105), not a hyphen. */
const signed = (x: number): string => new Intl.NumberFormat('en').format(x).replace('-', '\u2212');

const phaseOf = (cv: CompiledVariant, id: string): CompiledPhase => cv.phases.find((p) => p.id === id)!;

/** The first rule of kind `kind` in force (in `phase`, or the whole game), as a link, with its sentence's clause id. */
function firstRule(
  v: SiteVariant,
  base: string,
  kinds: readonly string[],
  phase: string | null = null,
): RuleLink | null {
  const c = v.resolved.clauses.find(
    (x) => kinds.includes(x.node.body.kind) && (phase === null || x.phase === phase) && inForce(v, x),
  );
  return c ? ruleLink(v, c.id, base) : null;
}

/**
 * "In Phase 1, what do you want?": as few or as many points as you can, or to be out first or
 * last, as the phase's own scoring weighs it for a player (src/engine/bot-objective.ts).
 */
export function aimExercise(v: SiteVariant, base: string): Exercise | null {
  const cv = v.compiled;
  const n = cv.players.max;
  const seats = [...Array(n).keys()];
  for (const ph of cv.phases) {
    const o = dealObjective(cv, ph, n);
    const worth = (points: number[], places?: number[]) => {
      const out = new Array<number>(n).fill(0);
      o.score(
        points,
        seats.map(() => 0),
        seats,
        out,
        places,
      );
      return out[0]!;
    };
    const rule = firstRule(v, base, ['Score'], ph.id);
    if (takesTricks(ph)) {
      const noun = pointsNoun(cv, ph.id);
      const total = ph.pointsTotal ?? cv.pointsTotal ?? 40;
      // Seat 0 takes most of the points, or almost none: which the phase's scoring prefers.
      const most = worth(seats.map((q) => (q === 0 ? Math.round(total * 0.55) : Math.round(total * 0.15))));
      const few = worth(seats.map((q) => (q === 0 ? 0 : Math.round(total / (n - 1)))));
      if (most === few) continue;
      const fewer = few > most;
      return {
        kind: 'choose',
        prompt: `In ${ph.title}, what do you want to take in a deal?`,
        setting: [],
        seats: [],
        options: [{ label: `As few ${noun} as I can` }, { label: `As many ${noun} as I can` }],
        answer: fewer ? 0 : 1,
        why: fewer
          ? `${noun.charAt(0).toUpperCase()}${noun.slice(1)} count against you in ${ph.title}: the more you take, the worse the deal ends for you.`
          : `In ${ph.title} the ${noun} you take count for you.`,
        rule,
      };
    }
    const first = worth(
      seats.map(() => 0),
      seats.map((q) => (q === 0 ? 1 : q + 1)),
    );
    const lastOut = worth(
      seats.map(() => 0),
      seats.map((q) => (q === 0 ? n : q)),
    );
    if (first === lastOut) continue;
    const early = first > lastOut;
    return {
      kind: 'choose',
      prompt: `In ${ph.title}, what do you want?`,
      setting: [],
      seats: [],
      options: [{ label: 'To get rid of all my cards first' }, { label: 'To keep my cards longest' }],
      answer: early ? 0 : 1,
      why: early
        ? 'The first player out of cards does best; the last one still holding cards does worst.'
        : 'The last player holding cards does best.',
      rule,
    };
  }
  return null;
}

/**
 * "Put these cards in order, highest first": five cards of the trumps (special cards among them
 * where the game has some), or of one suit where there are no trumps; in a beating game two of the
 * cards that beat everything and three of one suit. The order is the engine's card power.
 */
export function orderExercise(v: SiteVariant, base: string): Exercise | null {
  const cv = v.compiled;
  const deck = cv.deck;
  const n = deck.ranks.length;
  const beating = permanentTrumps(cv);
  const trumps = cv.trumpRules.some((r) => r.source !== 'none');
  const t = trumps ? 0 : deck.suits.length;
  const tab = cv.tables[t]!;
  const rule = firstRule(v, base, ['Order', 'Special']);
  if (beating && beating.permanent >= 0) {
    const jacks = [1, 3].map((s) => s * n + beating.permanent);
    const suit = [n - 1, Math.floor(n / 2), 0].map((r) => (r === beating.permanent ? r + 1 : r)).map((r) => 2 * n + r);
    const plain = suit.sort((a, b) => tab.power[b]! - tab.power[a]!);
    const answer = [...jacks, ...plain];
    return orderOf(
      cv,
      answer,
      [`Two of these cards beat every other card; the rest are of one suit.`],
      `The ${cardOf(cv, jacks[0]!).name} is the higher of the two, and both beat every other card; the ${suitName(cv, 2)} rank as the suit order says.`,
      rule,
    );
  }
  // The trump suit's cards (with the special cards the tables count among them), else suit 0's.
  const pool = deck.names
    .map((_, c) => c)
    .filter((c) => (trumps ? tab.eff[c] === trumpSuit(deck) : Math.floor(c / n) === 0) && tab.power[c]! > 0);
  if (pool.length < 5) return null;
  const specials = pool.filter((c) => [...tab.specials.values()].includes(c));
  const plain = pool.filter((c) => !specials.includes(c)).sort((a, b) => tab.power[b]! - tab.power[a]!);
  // Every special card, then plain cards spread over the ranking, five in all.
  const picked = [...specials];
  const want = Math.min(5 - specials.length, plain.length);
  for (let k = 0; k < want; k++) picked.push(plain[Math.round((k * (plain.length - 1)) / Math.max(1, want - 1))]!);
  const answer = picked.sort((a, b) => tab.power[b]! - tab.power[a]!);
  const setting = trumps
    ? [
        `${suitName(cv, 0)} are trumps.${specials.length ? ` ${specials.length === 1 ? 'One of these cards is' : 'Some of these cards are'} special: ${specials.length === 1 ? 'it counts' : 'they count'} as trumps, whatever suit is printed on ${specials.length === 1 ? 'it' : 'them'}.` : ''}`,
      ]
    : [];
  // A special card is named with its nickname too ("the Jack of Spades, de Alt").
  const nickname = new Map(
    v.resolved.clauses.flatMap((x) =>
      x.node.body.kind === 'Special' && x.node.body.nickname && tab.specials.has(x.id)
        ? [[tab.specials.get(x.id)!, x.node.body.nickname] as const]
        : [],
    ),
  );
  const named = (c: number) => `the ${cardOf(cv, c).name}${nickname.has(c) ? ` (${nickname.get(c)})` : ''}`;
  return orderOf(cv, answer, setting, `From the highest: ${answer.map(named).join(', ')}.`, rule);
}

function orderOf(
  cv: CompiledVariant,
  answer: number[],
  setting: string[],
  why: string,
  rule: RuleLink | null,
): Exercise {
  // Shown mixed up, never in the order asked for nor its reverse.
  const shown = answer.length === 5 ? [2, 0, 4, 1, 3].map((i) => answer[i]!) : [...answer].reverse();
  return {
    kind: 'order',
    prompt: 'Put these cards in order, the highest first.',
    setting,
    cards: shown.map((c) => cardOf(cv, c)),
    answer: answer.map((c) => cv.deck.names[c]!),
    why,
    rule,
  };
}

/**
 * "Which card takes this trick?": a completed trick from a bot game whose winner is not simply
 * the highest card of the suit led (a trump or a special card took it), where there is one.
 */
export function winnerExercise(v: SiteVariant, base: string, seen: Observed): Exercise | null {
  const cv = v.compiled;
  const n = cv.deck.ranks.length;
  const rated = seen.tricks
    .map((t) => {
      const led = Math.floor(t.cards[0]! / n);
      const won = t.cards[t.seats.indexOf(t.winner)]!;
      const tab = phaseOf(cv, t.phase).tables[t.trump >= 0 ? t.trump : cv.deck.suits.length]!;
      let score = 0;
      if (Math.floor(won / n) !== led) score += 5;
      if ([...tab.specials.values()].includes(won)) score += 4;
      if (t.seats[0] !== t.winner) score += 1;
      return { t, score };
    })
    .sort((a, b) => b.score - a.score);
  const best = rated[0]?.t;
  if (!best) return null;
  const ph = phaseOf(cv, best.phase);
  const setting = [
    best.trump >= 0 ? `${ph.title}. Trumps are ${suitName(cv, best.trump)}.` : `${ph.title}. There are no trumps.`,
    `${SEATS[best.seats[0]!]} led; the others followed in turn.`,
  ];
  return {
    kind: 'choose',
    prompt: 'Which card takes this trick?',
    setting,
    seats: [],
    options: best.cards.map((c, i) => ({
      label: `${SEATS[best.seats[i]!]}: the ${cardOf(cv, c).name}`,
      card: cardOf(cv, c),
    })),
    answer: best.seats.indexOf(best.winner),
    why: `The ${cardOf(cv, best.cards[best.seats.indexOf(best.winner)]!).name} takes it, so ${SEATS[best.winner]} ${best.winner === 0 ? 'lead' : 'leads'} next.`,
    rule: firstRule(v, base, ['Winner']),
  };
}

/** A deal's figures for one seat, in words ("45 card points, 3 tricks" or "out 2nd"). */
function figures(cv: CompiledVariant, e: LogEntry, player: string): string {
  const place = e.places?.[player];
  if (place) return `out ${ordinal(place)}`;
  const points = e.points[player] ?? 0;
  const tricks = e.tricks[player] ?? 0;
  return `${points} ${pointsNoun(cv, e.phase)}, ${tricks} trick${tricks === 1 ? '' : 's'}`;
}

/** How much better or worse `player` stands after an entry than before, by the tallies' weights for a player. */
function gain(cv: CompiledVariant, e: LogEntry, before: LogEntry['tallies'] | null, player: string): number {
  let sum = 0;
  for (const [name, w] of tallyWeights(cv)) {
    const after = e.tallies[name],
      was = before?.[name];
    if (typeof after !== 'object') continue;
    sum += w * ((after[player] ?? 0) - (typeof was === 'object' ? (was[player] ?? 0) : 0));
  }
  return sum;
}

/**
 * "Who comes off worst in this deal?" (or best, where only one does): a scored deal from a bot
 * game, each player's figures, and the answer with the scoring in words (explainDeal).
 */
export function scoringExercise(v: SiteVariant, base: string, seen: Observed): Exercise | null {
  const cv = v.compiled;
  const order = (id: string) => cv.phases.findIndex((p) => p.id === id);
  // Deals with everyone dealt in first, earlier phases first: what a newcomer meets first.
  const entries = [...seen.entries].sort(
    (a, b) => b.entry.players.length - a.entry.players.length || order(a.entry.phase) - order(b.entry.phase),
  );
  let found: { e: LogEntry; answer: number; worst: boolean; why: string[] } | null = null;
  for (const { entry: e, before } of entries) {
    if (e.kind !== 'deal') continue;
    const players = e.players;
    const g = players.map((p) => gain(cv, e, before, p));
    const min = Math.min(...g),
      max = Math.max(...g);
    if (min === max) continue;
    const worst = g.filter((x) => x === min).length === 1;
    const best = g.filter((x) => x === max).length === 1;
    if (!worst && !best) continue;
    const answer = g.indexOf(worst ? min : max);
    const why = explainDeal(cv, e, before).map((x) => x.sentence);
    // The simplest deal: one that a sentence or two explains.
    if (why.length && (!found || why.length < found.why.length)) found = { e, answer, worst, why };
    if (found?.why.length === 1) break;
  }
  if (!found) return null;
  const { e, answer, worst, why } = found;
  return {
    kind: 'choose',
    prompt: worst ? 'Who comes off worst in this deal?' : 'Who comes off best in this deal?',
    setting: [`A deal of ${phaseOf(cv, e.phase).title} has just been played.`],
    seats: e.players.map((p) => ({ seat: p, text: figures(cv, e, p) })),
    options: e.players.map((p) => ({ label: p })),
    answer,
    why: why.join(' '),
    rule: firstRule(v, base, ['Score'], e.phase),
  };
}

/** "Which comes after …?": the order of the phases (or the deals of a compendium). */
export function phasesExercise(v: SiteVariant, base: string): Exercise | null {
  const ph = v.compiled.phases;
  if (ph.length < 2) return null;
  const k = ph.length > 2 ? 1 : 0;
  const others = ph.filter((_, i) => i !== k);
  return {
    kind: 'choose',
    prompt: `What comes after ${ph[k]!.title}?`,
    setting: [],
    seats: [],
    options: [...others.map((p) => ({ label: p.title })), { label: 'Nothing: the game is over' }],
    answer: others.indexOf(ph[k + 1]!),
    why: `${ph[k + 1]!.title} follows ${ph[k]!.title}.`,
    rule: firstRule(v, base, ['Ends'], ph[k]!.id),
  };
}

/**
 * "Who leads to the first trick?": the first deal of a seeded game, dealt by the seat the game's
 * machine names; where the leader is the holder of a card, who holds it is said.
 */
export function leadExercise(v: SiteVariant, base: string): Exercise | null {
  const cv = v.compiled;
  // The second deal where there is one: its dealer is not the first deal's (whose forehand is most often "You").
  const deals: { dealer: number; turn: number; hands: number[][]; phase: string }[] = [];
  playBotGame(
    cv,
    5,
    400,
    () => {},
    (ie) => {
      if (ie.type !== '@xstate.snapshot' || deals.length >= 2) return;
      const s = (ie.snapshot as GameSnapshot).context;
      if (s.play && (ie.event as GameEvent).type === 'CARDS')
        deals.push({ dealer: s.dealer, turn: s.play.turn, hands: s.play.hands, phase: s.play.phase });
    },
    () => deals.length >= 2,
  );
  const f = deals[1] ?? deals[0];
  if (!f) return null;
  const seats = SEATS.slice(0, cv.players.max);
  const setting = [`${SEATS[f.dealer]} ${f.dealer === 0 ? 'deal' : 'deals'}.`];
  const lead = v.resolved.clauses.find((c) => c.node.body.kind === 'Lead' && inForce(v, c));
  const body = lead?.node.body;
  // A leader named by a card (the holder of the Ace, say): who holds it is part of the position.
  const step = playStepOf(phaseOf(cv, f.phase));
  // The play step's own options may name the leader (a card's holder), and the rule that does.
  const leadBy = step && kindOf(step).leadBy?.(step);
  const card =
    body?.kind === 'Lead' && body.seat.kind === 'SeatHolder' ? cv.deck.byName.get(body.seat.card.name) : leadBy?.card;
  let rule = lead ? ruleLink(v, lead.id, base) : null;
  if (leadBy) rule = ruleLink(v, leadBy.clause, base);
  if (card !== undefined) {
    const holder = f.hands.findIndex((h) => h.includes(card));
    if (holder >= 0) setting.push(`${SEATS[holder]} ${holder === 0 ? 'hold' : 'holds'} the ${cardOf(cv, card).name}.`);
  }
  const after = seats.map((_, k) => SEATS[(f.dealer + 1 + k) % seats.length]!).slice(0, -1);
  return {
    kind: 'choose',
    prompt: 'Who leads to the first trick?',
    setting,
    seats: [],
    options: seats.map((s) => ({ label: s })),
    answer: f.turn,
    why: `${SEATS[f.turn]} ${f.turn === 0 ? 'lead' : 'leads'}. Play goes ${cv.players.direction}: after ${SEATS[f.dealer]} come ${after.join(', ')}.`,
    rule,
  };
}

/**
 * "Who lost this game?" (or won it, where the game names no loser): the last deal of a seeded bot
 * game, with each player's tallies as the game ends.
 */
export function endExercise(v: SiteVariant, base: string, seen: Observed): Exercise | null {
  const cv = v.compiled;
  const settle = cv.settle;
  for (const { entry: e } of seen.entries) {
    if (!e.gameOver) continue;
    const players = e.players;
    const tallyLine = (p: string) =>
      cv.tallies
        .filter((t) => t.scope === 'player')
        .map((t) => {
          const x = e.tallies[t.name];
          return `${t.title} ${signed(typeof x === 'object' ? (x[p] ?? 0) : 0)}`;
        })
        .join(', ');
    const seats: SeatLine[] = players.map((p) => ({
      seat: p,
      text: `${tallyLine(p)}${e.out.includes(p) ? ' (out)' : ''}`,
    }));
    const rule = firstRule(v, base, ['GameOver']);
    if (e.gameOver.loser) {
      const answer = players.indexOf(e.gameOver.loser);
      if (answer < 0) continue;
      return {
        kind: 'choose',
        prompt: 'The game is over. Who lost it?',
        setting: ['The last deal has just been scored.'],
        seats,
        options: players.map((p) => ({ label: p })),
        answer,
        why: `${e.gameOver.loser} lost the game.`,
        rule,
      };
    }
    if (!settle) continue;
    const t = e.tallies[settle.tally];
    if (typeof t !== 'object') continue;
    const values = players.map((p) => t[p] ?? 0);
    const sign = settle.receives || settle.asIs ? 1 : -1;
    const top = Math.max(...values.map((x) => sign * x));
    if (values.filter((x) => sign * x === top).length !== 1) continue;
    const answer = values.findIndex((x) => sign * x === top);
    return {
      kind: 'choose',
      prompt: 'The game is over. Who won it?',
      setting: ['The last deal has just been scored.'],
      seats,
      options: players.map((p) => ({ label: p })),
      answer,
      why: `${players[answer]} won: the ${cv.tallies.find((x) => x.name === settle.tally)?.title ?? settle.tally} decide.`,
      rule,
    };
  }
  return null;
}
