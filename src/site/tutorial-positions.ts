/**
 * The tutorials' positions, found at build time (the pages import this; the browser never does):
 * seeded deals of a game's base variant are played by bots through the game machine, and where the
 * player in the first seat is to play a card and a rule refuses some of their cards, the position is
 * a question — "which cards may you play?" — with its answer: the legal cards and, for each refused
 * card, the sentence of the rule that refuses it and the rulebook section that explains the rule.
 *
 * Only what that player sees is kept: their own hand, the cards on the table, the trumps.
 */
import { createActor, type InspectionEvent } from 'xstate';
import type { CompiledVariant } from '../compile/compile.ts';
import { awaiting, createGameMachine, isCounting, type GameEvent, type GameSnapshot } from '../engine/machine.ts';
import { dealCards } from '../engine/deal-cards.ts';
import { botMove, stepMove } from '../engine/bot-move.ts';
import { greedyBot } from '../engine/bots.ts';
import { createRng } from '../engine/rng.ts';
import type { PlayState } from '../engine/state.ts';
import { currentStep, kindOf, legalStepMoves } from '../engine/steps/index.ts';
import type { SiteVariant } from './data.ts';
import { sectionFor } from './sections.ts';
import {
  cardOf as cardFor,
  refusalSentence as refusalTo,
  suitMark,
  suitName,
  type TutorialCard,
} from '../islands/card-words.ts';
import { isPlayStep } from '../compile/steps.ts';
import type { GermanTitles, Lang } from '../core/lang.ts';
import { refusalSentenceDe } from '../engine/de/explain.ts';
import { SEATS_DE } from './course/de/grammar.ts';
import { sectionIn } from './sections.ts';
import { alsoInGerman, cardInGerman, settingInGerman, suitInGerman, titleInGerman } from './de/tutorial.ts';

export type { TutorialCard };

/** The card `c` of `cv`'s deck, for a page in `lang` (German: named as the pack names it in German, by `german`). */
export const cardOf = (cv: CompiledVariant, c: number, lang: Lang = 'en', german?: GermanTitles): TutorialCard =>
  lang === 'de' ? cardInGerman(cv, c, cardFor(cv, c), german) : cardFor(cv, c);

/** Why the first seat may not play `card`, as the tutorial words it (the reader is "you"). */
const refusalSentence = (cv: CompiledVariant, p: PlayState, seat: number, card: number) =>
  refusalTo(cv, p, seat, card, SEATS, 0);

/** The seats' names, as on the Play page: the reader sits first. */
export const SEATS = ['You', 'Ada', 'Ben', 'Cleo', 'Dora', 'Emil'];

/** A rulebook section: its heading and address. */
export interface RuleLink {
  heading: string;
  href: string;
}

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

/** The base variant of game `id` among `variants`: the one that extends none of the others. */
export function baseVariant(variants: readonly SiteVariant[]): SiteVariant {
  return variants.find((v) => !v.base || !variants.some((x) => x.id === v.base)) ?? variants[0]!;
}

interface Candidate {
  q: TutorialQuestion;
  key: string;
  score: number;
  /** The deal and trick, as the English title says them: the same questions are picked in every language. */
  title: string;
}

/**
 * Positions of `v` where the first seat is to play and some of their cards are refused, from bot
 * games dealt from seeds 1, 2, ...: at most `count` questions, each for another (phase, rule) while
 * there are, spread over the deals of the game. Positions where a rule of `prefer` refuses a card
 * come first (a house rule's course asks about the rules it changes).
 */
export function questionsFor(
  v: SiteVariant,
  base: string,
  count = 3,
  prefer?: ReadonlySet<string>,
  lang: Lang = 'en',
): TutorialQuestion[] {
  const cv = v.compiled;
  const found: Candidate[] = [];
  for (let seed = 1; seed <= 4 && found.length < 200; seed++) {
    playBotGame(cv, seed, 1500, (snap) => {
      const p = snap.context.play;
      if (!p || isCounting(snap) || p.turn !== 0) return;
      if (!isPlayStep(currentStep(cv, p))) return;
      const c = candidate(v, p, snap, base, lang);
      if (
        c &&
        prefer &&
        c.key
          .split(' ')[1]!
          .split('+')
          .some((id) => prefer.has(id))
      )
        c.score += 100;
      if (c) found.push(c);
    });
  }
  // The best positions first; each question asks something the ones before did not: a new rule,
  // else a new phase, else another trick; never the same cards on the table twice.
  const sorted = [...found].sort((a, b) => b.score - a.score);
  const picked: Candidate[] = [];
  const table = (c: Candidate) => c.q.trick.map((t) => `${t.seat}:${t.card.id}`).join(' ');
  const fresh = (part: (c: Candidate) => string) => (c: Candidate) => !picked.some((x) => part(x) === part(c));
  const tiers = [
    fresh((c) => c.key.split(' ')[1]!),
    fresh((c) => c.key.split(' ')[0]!),
    fresh((c) => c.title),
    () => true,
  ];
  for (const ok of tiers) {
    for (const c of sorted) {
      if (picked.length < count && !picked.includes(c) && ok(c) && (!c.q.trick.length || fresh(table)(c)))
        picked.push(c);
    }
  }
  return picked.map((c) => c.q);
}

function candidate(v: SiteVariant, p: PlayState, _snap: GameSnapshot, base: string, lang: Lang): Candidate | null {
  const cv = v.compiled;
  const de = lang === 'de';
  const german = v.resolved.german;
  const card = (c: number) => cardOf(cv, c, lang, german);
  const seats = de ? SEATS_DE : SEATS;
  const hand = [...p.hands[0]!].sort((a, b) => a - b);
  const moves = legalStepMoves(cv, p, 0);
  const legal = moves.flatMap((m) => (m.kind === 'card' ? [m.card] : []));
  const refused = hand.filter((c) => !legal.includes(c));
  if (!refused.length || !legal.length || hand.length < 3) return null;
  const refusals = refused.map((c) => {
    const why = de ? refusalSentenceDe(cv, p, 0, c, SEATS_DE, 0, german)! : refusalSentence(cv, p, 0, c)!;
    const s = sectionIn(lang, sectionFor(v.resolved.chain, why.clause));
    return {
      card: cv.deck.names[c]!,
      clause: why.clause,
      sentence: why.sentence,
      rule: s ? { heading: s.heading, href: `${base}/rules/${s.book}/#${s.anchor}` } : null,
    };
  });
  const step = currentStep(cv, p);
  const n = cv.deck.ranks.length;
  const phase = cv.phases.find((ph) => ph.id === p.phase)!;
  // Small hands read quickly; a legal card of one's own trump suit shows what a personal trump does.
  let score = 10 - Math.max(0, Math.abs(hand.length - 5.5) - 1.5) + (legal.length >= 2 ? 2 : 0);
  // The step's own words set the position out, and say what makes it worth more to show.
  const told = kindOf(step).position?.(cv, step, p, legal, SEATS) ?? { setting: ['It is your turn.'], worth: 0 };
  score += told.worth;
  const setting = de ? settingInGerman(cv, p, german) : [...told.setting];
  const pickup = moves.some((m) => m.kind === 'pickup');
  const pass = moves.some((m) => m.kind === 'pass');
  const title = `${phase.title}: ${p.rows ? `${p.rows.laid} cards laid` : `trick ${p.tricksPlayed + 1}`}`;
  return {
    key: `${p.phase} ${[...new Set(refusals.map((r) => r.clause))].sort().join('+')}`,
    score,
    title,
    q: {
      title: de ? titleInGerman(cv, p, german) : title,
      setting,
      trick: p.trick.map((c, i) => ({ seat: seats[p.trickSeats[i]!]!, card: card(c) })),
      rows: p.rows
        ? cv.deck.suits.map((_, s) => {
            const name = suitName(cv, s);
            const lo = p.rows!.lo[s]!,
              hi = p.rows!.hi[s]!;
            const cards: TutorialCard[] = [];
            if (lo >= 0)
              for (let r = lo; ; r = (r + 1) % n) {
                cards.push(card(s * n + r));
                if (r === hi || cards.length >= n) break;
              }
            const shown = de ? suitInGerman(cv, s, german) : name;
            return { suit: shown, ...suitMark(cv, s), cards };
          })
        : null,
      trumps: p.trumps
        ? p.participants.map((q) => {
            const t = p.trumps![q]!;
            const name = t >= 0 ? suitName(cv, t) : 'none';
            const shown = !de ? name : t >= 0 ? suitInGerman(cv, t, german) : 'keine';
            const mark = t >= 0 ? suitMark(cv, t) : { symbol: '', red: false };
            return { seat: seats[q]!, suit: shown, ...mark };
          })
        : null,
      hand: hand.map((c) => card(c)),
      legal: legal.map((c) => cv.deck.names[c]!),
      refusals: refusals.map(({ card, sentence, rule }) => ({ card, sentence, rule })),
      also: de
        ? alsoInGerman(pickup, pass)
        : pickup
          ? 'Instead of a card you may also pick the trick up.'
          : pass
            ? 'You may pass only when no card of yours can be laid.'
            : null,
    },
  };
}

/**
 * Plays a game of `cv` with greedy bots at every seat through the game machine, from `seed`, for
 * at most `limit` events; `look` sees the snapshot before each move.
 */
export function playBotGame(
  cv: CompiledVariant,
  seed: number,
  limit: number,
  look: (snap: GameSnapshot) => void,
  inspect?: (e: InspectionEvent) => void,
  stop?: (snap: GameSnapshot, sent: number) => boolean,
): void {
  const actor = createActor(createGameMachine(cv), {
    input: { players: SEATS.slice(0, cv.players.max), dealer: cv.players.max - 1 },
    inspect,
  });
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
