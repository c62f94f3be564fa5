/**
 * The course's exercises, each worked out from the compiled variant at build time: positions come
 * from seeded games played by greedy bots through the game machine, and every answer is what the
 * engine did or would do (the trick's winner, the deal's scoring, who leads, how cards rank). No
 * game is named here: a house rule's course is made the same way.
 */
import type { InspectionEvent } from 'xstate';
import type { CompiledPhase, CompiledVariant } from '../../compile/compile.ts';
import { trumpSuit } from '../../compile/cards.ts';
import type { Lang } from '../../core/lang.ts';
import { dealObjective, tallyWeights } from '../../engine/bot-objective.ts';
import { explainDeal } from '../../engine/explain-deal.ts';
import type { GameEvent, GameSnapshot } from '../../engine/machine.ts';
import type { LogEntry } from '../../engine/state.ts';
import { cardOf, playBotGame, SEATS } from '../tutorial-positions.ts';
import type { SiteVariant } from '../data.ts';
import { inForce, ruleLink } from './rules-by-lesson.ts';
import type { Exercise, RuleLink, SeatLine } from './types.ts';
import { courseWords, type TallyChange } from './words.ts';
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

const phaseOf = (cv: CompiledVariant, id: string): CompiledPhase => cv.phases.find((p) => p.id === id)!;

/** The first rule of kind `kind` in force (in `phase`, or the whole game), as a link in `lang`'s rulebook. */
function firstRule(
  v: SiteVariant,
  base: string,
  kinds: readonly string[],
  phase: string | null,
  lang: Lang,
): RuleLink | null {
  const c = v.resolved.clauses.find(
    (x) => kinds.includes(x.node.body.kind) && (phase === null || x.phase === phase) && inForce(v, x),
  );
  return c ? ruleLink(v, c.id, base, lang) : null;
}

/**
 * "In Phase 1, what do you want?": as few or as many points as you can, or to be out first or
 * last, as the phase's own scoring weighs it for a player (src/engine/bot-objective.ts).
 */
export function aimExercise(v: SiteVariant, base: string, lang: Lang = 'en'): Exercise | null {
  const cv = v.compiled;
  const say = courseWords(lang).aim;
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
    const rule = firstRule(v, base, ['Score'], ph.id, lang);
    if (takesTricks(ph)) {
      const total = ph.pointsTotal ?? cv.pointsTotal ?? 40;
      // Seat 0 takes most of the points, or almost none: which the phase's scoring prefers.
      const most = worth(seats.map((q) => (q === 0 ? Math.round(total * 0.55) : Math.round(total * 0.15))));
      const few = worth(seats.map((q) => (q === 0 ? 0 : Math.round(total / (n - 1)))));
      if (most === few) continue;
      const fewer = few > most;
      return {
        kind: 'choose',
        prompt: say.takePrompt(v, ph.id),
        setting: [],
        seats: [],
        options: say.takeOptions(v, ph.id).map((label) => ({ label })),
        answer: fewer ? 0 : 1,
        why: say.takeWhy(v, ph.id, fewer),
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
      prompt: say.outPrompt(v, ph.id),
      setting: [],
      seats: [],
      options: say.outOptions.map((label) => ({ label })),
      answer: early ? 0 : 1,
      why: say.outWhy(early),
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
export function orderExercise(v: SiteVariant, base: string, lang: Lang = 'en'): Exercise | null {
  const cv = v.compiled;
  const say = courseWords(lang).order;
  const deck = cv.deck;
  const n = deck.ranks.length;
  const beating = permanentTrumps(cv);
  const trumps = cv.trumpRules.some((r) => r.source !== 'none');
  const t = trumps ? 0 : deck.suits.length;
  const tab = cv.tables[t]!;
  const rule = firstRule(v, base, ['Order', 'Special'], null, lang);
  if (beating && beating.permanent >= 0) {
    const jacks = [1, 3].map((s) => s * n + beating.permanent);
    const suit = [n - 1, Math.floor(n / 2), 0].map((r) => (r === beating.permanent ? r + 1 : r)).map((r) => 2 * n + r);
    const plain = suit.sort((a, b) => tab.power[b]! - tab.power[a]!);
    const answer = [...jacks, ...plain];
    return orderOf(v, answer, [say.beatingSetting], say.beatingWhy(v, jacks[0]!, 2), rule, say.prompt, lang);
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
  const setting = trumps ? [say.trumpSetting(v, 0, specials.length)] : [];
  // A special card is named with its nickname too ("the Jack of Spades, de Alt"): the clause that makes it special.
  const special = new Map(
    v.resolved.clauses.flatMap((x) =>
      x.node.body.kind === 'Special' && x.node.body.nickname && tab.specials.has(x.id)
        ? [[tab.specials.get(x.id)!, x.id] as const]
        : [],
    ),
  );
  const why = say.why(
    v,
    answer.map((c) => ({ card: c, special: special.get(c) ?? null })),
  );
  return orderOf(v, answer, setting, why, rule, say.prompt, lang);
}

function orderOf(
  v: SiteVariant,
  answer: number[],
  setting: string[],
  why: string,
  rule: RuleLink | null,
  prompt: string,
  lang: Lang,
): Exercise {
  const cv = v.compiled;
  // Shown mixed up, never in the order asked for nor its reverse.
  const shown = answer.length === 5 ? [2, 0, 4, 1, 3].map((i) => answer[i]!) : [...answer].reverse();
  return {
    kind: 'order',
    prompt,
    setting,
    cards: shown.map((c) => cardOf(cv, c, lang, v.resolved.german)),
    answer: answer.map((c) => cv.deck.names[c]!),
    why,
    rule,
  };
}

/**
 * "Which card takes this trick?": a completed trick from a bot game whose winner is not simply
 * the highest card of the suit led (a trump or a special card took it), where there is one.
 */
export function winnerExercise(v: SiteVariant, base: string, seen: Observed, lang: Lang = 'en'): Exercise | null {
  const cv = v.compiled;
  const say = courseWords(lang).winner;
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
  const setting = [say.trumps(v, best.phase, best.trump), say.led(best.seats[0]!)];
  return {
    kind: 'choose',
    prompt: say.prompt,
    setting,
    seats: [],
    options: best.cards.map((c, i) => ({
      label: say.option(v, best.seats[i]!, c),
      card: cardOf(cv, c, lang, v.resolved.german),
    })),
    answer: best.seats.indexOf(best.winner),
    why: say.why(v, best.cards[best.seats.indexOf(best.winner)]!, best.winner),
    rule: firstRule(v, base, ['Winner'], null, lang),
  };
}

/** How much better or worse `player` stands after an entry than before, by the tallies' weights for a player. */
function gain(cv: CompiledVariant, e: LogEntry, before: LogEntry['tallies'] | null, player: string): number {
  return changes(cv, e, before, player).reduce((sum, c) => sum + c.weight * c.by, 0);
}

/** How each weighed tally of `player` changed in an entry, with its weight. */
function changes(
  cv: CompiledVariant,
  e: LogEntry,
  before: LogEntry['tallies'] | null,
  player: string,
): (TallyChange & { weight: number })[] {
  const out: (TallyChange & { weight: number })[] = [];
  for (const [name, w] of tallyWeights(cv)) {
    const after = e.tallies[name],
      was = before?.[name];
    if (typeof after !== 'object') continue;
    const by = (after[player] ?? 0) - (typeof was === 'object' ? (was[player] ?? 0) : 0);
    if (by) out.push({ player, tally: name, by, weight: w });
  }
  return out;
}

/**
 * "Who comes off worst in this deal?" (or best, where only one does): a scored deal from a bot
 * game, each player's figures, and the answer with the scoring in words (explainDeal).
 */
export function scoringExercise(v: SiteVariant, base: string, seen: Observed, lang: Lang = 'en'): Exercise | null {
  const cv = v.compiled;
  const say = courseWords(lang).scoring;
  const order = (id: string) => cv.phases.findIndex((p) => p.id === id);
  // Deals with everyone dealt in first, earlier phases first: what a newcomer meets first.
  const entries = [...seen.entries].sort(
    (a, b) => b.entry.players.length - a.entry.players.length || order(a.entry.phase) - order(b.entry.phase),
  );
  let found: {
    e: LogEntry;
    before: LogEntry['tallies'] | null;
    answer: number;
    worst: boolean;
    why: string[];
  } | null = null;
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
    if (why.length && (!found || why.length < found.why.length)) found = { e, before, answer, worst, why };
    if (found?.why.length === 1) break;
  }
  if (!found) return null;
  const { e, before, answer, worst, why } = found;
  const changed = e.players.flatMap((p) => changes(cv, e, before, p));
  return {
    kind: 'choose',
    prompt: say.prompt(worst),
    setting: [say.setting(v, e.phase)],
    seats: e.players.map((p) => ({ seat: say.player(p), text: say.figures(v, e, p) })),
    options: e.players.map((p) => ({ label: say.player(p) })),
    answer,
    why: say.why(v, why, e.players[answer]!, worst, changed),
    rule: firstRule(v, base, ['Score'], e.phase, lang),
  };
}

/** "Which comes after …?": the order of the phases (or the deals of a compendium). */
export function phasesExercise(v: SiteVariant, base: string, lang: Lang = 'en'): Exercise | null {
  const ph = v.compiled.phases;
  const say = courseWords(lang).phases;
  if (ph.length < 2) return null;
  const k = ph.length > 2 ? 1 : 0;
  const others = ph.filter((_, i) => i !== k);
  return {
    kind: 'choose',
    prompt: say.prompt(v, ph[k]!.id),
    setting: [],
    seats: [],
    options: [...others.map((p) => ({ label: say.option(v, p.id) })), { label: say.over }],
    answer: others.indexOf(ph[k + 1]!),
    why: say.why(v, ph[k]!.id, ph[k + 1]!.id),
    rule: firstRule(v, base, ['Ends'], ph[k]!.id, lang),
  };
}

/**
 * "Who leads to the first trick?": the first deal of a seeded game, dealt by the seat the game's
 * machine names; where the leader is the holder of a card, who holds it is said.
 */
export function leadExercise(v: SiteVariant, base: string, lang: Lang = 'en'): Exercise | null {
  const cv = v.compiled;
  const say = courseWords(lang).lead;
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
  const setting = [say.deals(f.dealer)];
  const lead = v.resolved.clauses.find((c) => c.node.body.kind === 'Lead' && inForce(v, c));
  const body = lead?.node.body;
  // A leader named by a card (the holder of the Ace, say): who holds it is part of the position.
  const step = playStepOf(phaseOf(cv, f.phase));
  // The play step's own options may name the leader (a card's holder), and the rule that does.
  const leadBy = step && kindOf(step).leadBy?.(step);
  const card =
    body?.kind === 'Lead' && body.seat.kind === 'SeatHolder' ? cv.deck.byName.get(body.seat.card.name) : leadBy?.card;
  let rule = lead ? ruleLink(v, lead.id, base, lang) : null;
  if (leadBy) rule = ruleLink(v, leadBy.clause, base, lang);
  if (card !== undefined) {
    const holder = f.hands.findIndex((h) => h.includes(card));
    if (holder >= 0) setting.push(say.holds(v, holder, card));
  }
  const after = seats.map((_, k) => (f.dealer + 1 + k) % seats.length).slice(0, -1);
  return {
    kind: 'choose',
    prompt: say.prompt,
    setting,
    seats: [],
    options: seats.map((_, s) => ({ label: courseWords(lang).seats[s]! })),
    answer: f.turn,
    why: say.why(v, f.turn, f.dealer, after),
    rule,
  };
}

/**
 * "Who lost this game?" (or won it, where the game names no loser): the last deal of a seeded bot
 * game, with each player's tallies as the game ends.
 */
export function endExercise(v: SiteVariant, base: string, seen: Observed, lang: Lang = 'en'): Exercise | null {
  const cv = v.compiled;
  const say = courseWords(lang).end;
  const player = courseWords(lang).scoring.player;
  const settle = cv.settle;
  for (const { entry: e } of seen.entries) {
    if (!e.gameOver) continue;
    const players = e.players;
    const tallyLine = (p: string) =>
      cv.tallies
        .filter((t) => t.scope === 'player')
        .map((t) => {
          const x = e.tallies[t.name];
          return say.tallyLine(v, t.name, typeof x === 'object' ? (x[p] ?? 0) : 0);
        })
        .join(', ');
    const seats: SeatLine[] = players.map((p) => ({
      seat: player(p),
      text: `${tallyLine(p)}${e.out.includes(p) ? say.out : ''}`,
    }));
    const rule = firstRule(v, base, ['GameOver'], null, lang);
    if (e.gameOver.loser) {
      const answer = players.indexOf(e.gameOver.loser);
      if (answer < 0) continue;
      return {
        kind: 'choose',
        prompt: say.lostPrompt,
        setting: [say.setting],
        seats,
        options: players.map((p) => ({ label: player(p) })),
        answer,
        why: say.lostWhy(e.gameOver.loser),
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
      prompt: say.wonPrompt,
      setting: [say.setting],
      seats,
      options: players.map((p) => ({ label: player(p) })),
      answer,
      why: say.wonWhy(v, players[answer]!, settle.tally),
      rule,
    };
  }
  return null;
}
