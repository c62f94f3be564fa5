/**
 * The tutorials' positions, found at build time (the pages import this; the browser never does):
 * seeded deals of a game's base variant are played by bots through the game machine, and where the
 * player in the first seat is to play a card and a rule refuses some of their cards, the position is
 * a question — "which cards may you play?" — with its answer: the legal cards and, for each refused
 * card, the sentence of the rule that refuses it and the rulebook section that explains the rule.
 *
 * Only what that player sees is kept: their own hand, the cards on the table, the trumps. A recorded
 * bot deal for the inspector is kept too (`demoDeal`): its views show the table, the machine's
 * state and its context as a spectator sees them; the hands as dealt appear only once it is counted.
 */
import { createActor, type InspectionEvent } from 'xstate';
import type { CompiledVariant } from '../compile/compile.ts';
import type { BeatingStep, LayoffStep } from '../compile/steps.ts';
import { awaiting, createGameMachine, isCounting, type GameEvent, type GameSnapshot } from '../engine/machine.ts';
import { dealCards } from '../engine/play.ts';
import { botMove, stepMove } from '../engine/bot-move.ts';
import { greedyBot } from '../engine/bots.ts';
import { createRng } from '../engine/rng.ts';
import type { PlayState } from '../engine/state.ts';
import { currentStep, explainMove, legalStepMoves } from '../engine/steps/index.ts';
import type { SiteVariant } from '../site/data.ts';
import { sectionFor } from '../site/sections.ts';
import { activeTitles, chartOf, gameStateTitles, type ChartNode } from './inspector.ts';
import { cardOf, refusalSentence as refusalTo, RED, suitName, SYMBOLS, type TutorialCard } from './card-words.ts';

export { cardOf, type TutorialCard };

/** Why the first seat may not play `card`, as the tutorial words it (the reader is "you"). */
const refusalSentence = (cv: CompiledVariant, p: PlayState, seat: number, card: number) => refusalTo(cv, p, seat, card, SEATS, 0);

/** The seats' names, as on the Play page: the reader sits first. */
export const SEATS = ['You', 'Ada', 'Ben', 'Cleo', 'Dora', 'Emil'];


/** A rulebook section: its heading and address. */
export interface RuleLink { heading: string; href: string }

/** One question: a position from the first seat, and its answer. */
export interface TutorialQuestion {
  /** What deal this is, in words ("No Hearts, trick 3"). */
  title: string;
  /** The position in sentences (trumps, who led, the rows...). */
  setting: string[];
  /** The cards on the table in order, with who played them (in a beating deal, the last one is on top). */
  trick: { seat: string; card: TutorialCard }[];
  /** A lay-off's rows: per suit, the cards laid from low to high (empty when not opened). */
  rows: { suit: string; symbol: string; red: boolean; cards: TutorialCard[] }[] | null;
  /** A beating deal's personal trump suits, by seat. */
  trumps: { seat: string; suit: string; symbol: string; red: boolean }[] | null;
  /** The reader's hand, in deck order. */
  hand: TutorialCard[];
  /** Deck names of the cards that may be played. */
  legal: string[];
  /** Each refused card: why, in a sentence, and the section that explains the rule. */
  refusals: { card: string; sentence: string; rule: RuleLink | null }[];
  /** Other moves the rules leave (picking up, passing), in words, or null. */
  also: string | null;
}

/** A tutorial: the game, the variant its positions come from, the questions, a recorded deal. */
export interface Tutorial {
  game: string;
  title: string;
  variant: { id: string; title: string };
  questions: TutorialQuestion[];
  /** Where the guided deal is played (the Play page with its hints). */
  guided: string;
  demo: DemoDeal;
}

/** A recorded bot deal, event by event, for the inspector. */
export interface DemoDeal {
  chart: ChartNode;
  events: { type: string; label: string }[];
  /** View n: the state after the first n events (view 0: before any). */
  views: DemoView[];
}

/** The table and the machine after some events. */
export interface DemoView {
  value: unknown;
  tags: string[];
  /** The state path in titles, for the table's caption. */
  path: string;
  context: Record<string, unknown>;
  table: { seat: string; card: TutorialCard | null; cards: number; points: number; tricks: number }[];
  /** The hands as dealt, once the deal is counted (null before). */
  hands: { seat: string; cards: TutorialCard[] }[] | null;
}

/** The base variant of game `id` among `variants`: the one that extends none of the others. */
export function baseVariant(variants: readonly SiteVariant[]): SiteVariant {
  return variants.find((v) => !v.base || !variants.some((x) => x.id === v.base)) ?? variants[0]!;
}

interface Candidate { q: TutorialQuestion; key: string; score: number }

/**
 * Positions of `v` where the first seat is to play and some of their cards are refused, from bot
 * games dealt from seeds 1, 2, ...: at most `count` questions, each for another (phase, rule) while
 * there are, spread over the deals of the game.
 */
export function questionsFor(v: SiteVariant, base: string, count = 3): TutorialQuestion[] {
  const cv = v.compiled;
  const found: Candidate[] = [];
  for (let seed = 1; seed <= 4 && found.length < 200; seed++) {
    playBotGame(cv, seed, 1500, (snap) => {
      const p = snap.context.play;
      if (!p || isCounting(snap) || p.turn !== 0) return;
      const kind = currentStep(cv, p).kind;
      if (kind !== 'tricks' && kind !== 'layoff' && kind !== 'beating') return;
      const c = candidate(v, p, snap, base);
      if (c) found.push(c);
    });
  }
  // The best positions first; each question asks something the ones before did not: a new rule,
  // else a new phase, else another trick; never the same cards on the table twice.
  const sorted = [...found].sort((a, b) => b.score - a.score);
  const picked: Candidate[] = [];
  const table = (c: Candidate) => c.q.trick.map((t) => `${t.seat}:${t.card.id}`).join(' ');
  const fresh = (part: (c: Candidate) => string) => (c: Candidate) => !picked.some((x) => part(x) === part(c));
  const tiers = [fresh((c) => c.key.split(' ')[1]!), fresh((c) => c.key.split(' ')[0]!), fresh((c) => c.q.title), () => true];
  for (const ok of tiers) {
    for (const c of sorted) {
      if (picked.length < count && !picked.includes(c) && ok(c) && (!c.q.trick.length || fresh(table)(c))) picked.push(c);
    }
  }
  return picked.map((c) => c.q);
}

function candidate(v: SiteVariant, p: PlayState, snap: GameSnapshot, base: string): Candidate | null {
  const cv = v.compiled;
  const hand = [...p.hands[0]!].sort((a, b) => a - b);
  const moves = legalStepMoves(cv, p, 0);
  const legal = moves.flatMap((m) => (m.kind === 'card' ? [m.card] : []));
  const refused = hand.filter((c) => !legal.includes(c));
  if (!refused.length || !legal.length || hand.length < 3) return null;
  const refusals = refused.map((c) => {
    const why = refusalSentence(cv, p, 0, c)!;
    const s = sectionFor(v.resolved.chain, why.clause);
    return { card: cv.deck.names[c]!, clause: why.clause, sentence: why.sentence, rule: s ? { heading: s.heading, href: `${base}/rules/${s.book}/#${s.anchor}` } : null };
  });
  const step = currentStep(cv, p);
  const n = cv.deck.ranks.length;
  const phase = cv.phases.find((ph) => ph.id === p.phase)!;
  // Small hands read quickly; a legal card of one's own trump suit shows what a personal trump does.
  let score = 10 - Math.max(0, Math.abs(hand.length - 5.5) - 1.5) + (legal.length >= 2 ? 2 : 0);
  if (step.kind === 'beating' && p.trumps && p.trick.length) {
    const top = Math.floor(p.trick.at(-1)! / n);
    if (legal.some((c) => Math.floor(c / n) === p.trumps![0] && Math.floor(c / n) !== top)) score += 5;
  }
  const setting: string[] = [];
  if (step.kind === 'tricks') {
    setting.push(p.trump >= 0 ? `Trumps are ${suitName(cv, p.trump)}.` : 'There are no trumps.');
    setting.push(p.trick.length ? `${SEATS[p.trickSeats[0]!]} led; it is your turn.` : 'You lead.');
  } else if (step.kind === 'beating') {
    setting.push(p.trick.length ? `Beat the card on top, or pick the trick up. It is your turn.` : 'You lead.');
  } else setting.push(p.rows && p.rows.laid ? 'Lay a card that fits a row, or pass if none does. It is your turn.' : 'It is your turn.');
  const pickup = moves.some((m) => m.kind === 'pickup');
  const pass = moves.some((m) => m.kind === 'pass');
  return {
    key: `${p.phase} ${[...new Set(refusals.map((r) => r.clause))].sort().join('+')}`,
    score,
    q: {
      title: `${phase.title}: ${p.rows ? `${p.rows.laid} cards laid` : `trick ${p.tricksPlayed + 1}`}`,
      setting,
      trick: p.trick.map((c, i) => ({ seat: SEATS[p.trickSeats[i]!]!, card: cardOf(cv, c) })),
      rows: p.rows ? cv.deck.suits.map((_, s) => {
        const name = suitName(cv, s);
        const lo = p.rows!.lo[s]!, hi = p.rows!.hi[s]!;
        const cards: TutorialCard[] = [];
        if (lo >= 0) for (let r = lo; ; r = (r + 1) % n) { cards.push(cardOf(cv, s * n + r)); if (r === hi || cards.length >= n) break; }
        return { suit: name, symbol: SYMBOLS.get(name) ?? name.charAt(0), red: RED.has(name), cards };
      }) : null,
      trumps: p.trumps ? p.participants.map((q) => {
        const name = p.trumps![q]! >= 0 ? suitName(cv, p.trumps![q]!) : 'none';
        return { seat: SEATS[q]!, suit: name, symbol: SYMBOLS.get(name) ?? '', red: RED.has(name) };
      }) : null,
      hand: hand.map((c) => cardOf(cv, c)),
      legal: legal.map((c) => cv.deck.names[c]!),
      refusals: refusals.map(({ card, sentence, rule }) => ({ card, sentence, rule })),
      also: pickup ? 'Instead of a card you may also pick the trick up.' : pass ? 'You may pass only when no card of yours can be laid.' : null,
    },
  };
}

/**
 * Plays a game of `cv` with greedy bots at every seat through the game machine, from `seed`, for
 * at most `limit` events; `look` sees the snapshot before each move.
 */
function playBotGame(cv: CompiledVariant, seed: number, limit: number, look: (snap: GameSnapshot) => void,
  inspect?: (e: InspectionEvent) => void, stop?: (snap: GameSnapshot, sent: number) => boolean): void {
  const actor = createActor(createGameMachine(cv), { input: { players: SEATS.slice(0, cv.players.max), dealer: cv.players.max - 1 }, inspect });
  actor.subscribe({ error: () => {} });
  actor.start();
  const rng = createRng(seed);
  for (let sent = 0; sent < limit; sent++) {
    const snap = actor.getSnapshot();
    if (snap.status !== 'active' || stop?.(snap, sent)) break;
    const a = awaiting(snap);
    let e: GameEvent;
    if (a === 'rubber-over') break;
    if (a !== 'play') {
      const d = dealCards(cv, snap.context, rng);
      e = { type: 'CARDS', hands: d.hands, trump: d.trump, upcard: d.upcard };
    } else if (isCounting(snap)) e = { type: 'COUNT' };
    else {
      look(snap);
      const p = snap.context.play!;
      const m = botMove(cv, p, p.turn, greedyBot, rng);
      if (!m) break;
      e = { type: 'MOVE', seat: p.turn, move: stepMove(m) };
    }
    actor.send(e);
  }
  actor.stop();
}

/**
 * A recorded first deal of `cv` played by bots, event by event as XState's `inspect` reports them
 * (`@xstate.snapshot` after each event): the labels, and each view's table, state and context.
 * A long deal (a beating game) is cut after `limit` events.
 */
export function demoDeal(cv: CompiledVariant, seed = 1, limit = 48): DemoDeal {
  const chart = chartOf(createGameMachine(cv), gameStateTitles(cv.phases));
  const events: DemoDeal['events'] = [];
  const views: DemoView[] = [];
  let dealt: number[][] | null = null;
  const record = (snap: GameSnapshot) => views.push(viewOf(cv, chart, snap, dealt));
  playBotGame(cv, seed, limit, () => {}, (ie) => {
    // The game machine is the only actor: every snapshot it reports follows one event.
    if (ie.type !== '@xstate.snapshot') return;
    const e = ie.event as GameEvent;
    const snap = ie.snapshot as GameSnapshot;
    // XState's own events: the start is view 0; stopping the actor at the end is no event of the game.
    if ((e.type as string) === 'xstate.init') { record(snap); return; }
    if ((e.type as string).startsWith('xstate.')) return;
    if (e.type === 'CARDS') dealt = e.hands;
    events.push({ type: e.type, label: eventLabel(cv, e) });
    record(snap);
  }, (snap, sent) => sent > 0 && awaiting(snap) !== 'play');
  return { chart, events, views };
}

/** An event in words: "Ada plays the 9 of Clubs". */
function eventLabel(cv: CompiledVariant, e: GameEvent): string {
  switch (e.type) {
    case 'CARDS': return 'The cards are dealt';
    case 'COUNT': return 'The deal is counted';
    case 'DEAL': return 'A deal is scored';
    case 'MOVE': {
      const who = SEATS[e.seat]!;
      // The first seat is the reader's: "You play", "Ada plays".
      const s = e.seat === 0 ? '' : 's';
      const m = e.move;
      return m.kind === 'card' ? `${who} play${s} the ${cardOf(cv, m.card).name}` : m.kind === 'pass' ? `${who} pass${s ? 'es' : ''}`
        : m.kind === 'pickup' ? `${who} pick${s} up ${m.count == null ? 'the trick' : `the top ${m.count}`}` : m.kind === 'take' ? `${who} take${s} the last trick`
          : m.kind === 'give' ? `${who} give${s} ${m.cards.length} cards` : `${who} name${s} a suit`;
    }
    case 'PLAY': return `${SEATS[e.seat]} play${e.seat === 0 ? '' : 's'} the ${cardOf(cv, e.card).name}`;
    default: return 'seat' in e ? `${SEATS[e.seat]}: ${e.type.toLowerCase()}` : e.type.toLowerCase();
  }
}

/** The table and the machine as a spectator sees them in `snap`. */
function viewOf(cv: CompiledVariant, chart: ChartNode, snap: GameSnapshot, dealt: number[][] | null): DemoView {
  const s = snap.context;
  const p = s.play;
  const seats = s.players.map((name, q) => name ?? SEATS[q]!);
  const phase = cv.phases.find((ph) => ph.id === s.phase)?.title ?? '';
  const per = (xs: number[]) => Object.fromEntries(seats.map((name, q) => [name, xs[q] ?? 0]));
  const context: Record<string, unknown> = { Game: s.game, Phase: phase, Dealer: seats[s.dealer] };
  if (p) {
    context['Turn'] = isCounting(snap) ? 'nobody (every card is out)' : seats[p.turn];
    if (p.trump >= 0) context['Trumps'] = suitName(cv, p.trump);
    if (p.trumps) context['Trump suits'] = Object.fromEntries(p.participants.map((q) => [seats[q], p.trumps![q]! >= 0 ? suitName(cv, p.trumps![q]!) : 'none']));
    context['Trick'] = p.trick.map((c, i) => `${seats[p.trickSeats[i]!]} ${cardOf(cv, c).name}`);
    if (p.lastTrick) context['Last trick'] = `${p.lastTrick.cards.map((c) => cardOf(cv, c).name).join(', ')}, taken by ${seats[p.lastTrick.takenBy]}`;
    context['Cards in hand'] = per(p.hands.map((h) => h.length));
    context['Card points'] = per(p.points);
    context['Tricks'] = per(p.tricks);
  }
  for (const [name, values] of Object.entries(s.tallies)) {
    const t = cv.tallies.find((x) => x.name === name);
    const label = t?.description || name;
    context[label.charAt(0).toUpperCase() + label.slice(1)] = t?.scope === 'shared' ? values[0] ?? 0 : per(values);
  }
  const counted = !p && dealt !== null;
  return {
    value: snap.value,
    tags: [...snap.tags],
    path: activeTitles(chart, snap.value).map((x) => x.join(' › ')).join('; '),
    context,
    table: seats.map((seat, q) => {
      const at = p ? p.trickSeats.lastIndexOf(q) : -1;
      return { seat, card: p && at >= 0 ? cardOf(cv, p.trick[at]!) : null, cards: p ? p.hands[q]!.length : 0, points: p ? p.points[q]! : 0, tricks: p ? p.tricks[q]! : 0 };
    }),
    hands: counted ? dealt!.map((h, q) => ({ seat: seats[q]!, cards: [...h].sort((a, b) => a - b).map((c) => cardOf(cv, c)) })) : null,
  };
}

/** The tutorial of game `game` (its base variant's positions); links start with `base`. */
export function tutorialFor(game: { id: string; title: string; variants: SiteVariant[] }, base: string): Tutorial {
  const v = baseVariant(game.variants);
  return {
    game: game.id, title: game.title, variant: { id: v.id, title: v.title },
    questions: questionsFor(v, base),
    guided: `${base}/play/${v.id}/?guided=1`,
    demo: demoDeal(v.compiled),
  };
}
