/**
 * What a compiled variant's card play consists of, as text. Two compilations with the same
 * fingerprint deal, play, win and count every deal alike, so an explorer asks this, not a list of
 * clause kinds, whether two variants (or two readings) can differ in a played deal.
 *
 * The fingerprint is taken from the compiled variant itself: every field except those that only
 * score, sequence or end finished deals. Its data (deck, card tables, modes of play, deal) is
 * written out as it is; a compiled function cannot be, so the compiler records the clause text it
 * was compiled from (`compiledFrom`), with each `reading ... is ...` it tests replaced by whether it
 * holds under the readings in force. A function with no such record is an error, so that a new
 * compiled rule cannot slip past the fingerprint unseen.
 */
import type { CompiledPhase, CompiledVariant } from './compile.ts';

/** The clause text a compiled function or rule object was made from, and the readings it was made under. */
const recorded = new WeakMap<object, { source: unknown; readings: Readonly<Record<string, string>> }>();

/** Records that `made` was compiled from `source` (clause bodies, locations ignored) under `readings`; returns `made`. */
export function compiledFrom<T extends object>(
  made: T,
  source: unknown,
  readings: Readonly<Record<string, string>>,
): T {
  recorded.set(made, { source, readings });
  return made;
}

/**
 * Whether the compiled function `made` may read the cards in hand: its clause names a seat by a
 * card (`holder of 2C`), or it records no clause (then it is assumed to).
 */
export function readsHands(made: object): boolean {
  const r = recorded.get(made);
  return !r || JSON.stringify(r.source).includes('"SeatHolder"');
}

/** Parts of a compiled variant that never change how a deal is dealt or played, only what follows from its result. */
const NOT_CARD_PLAY = new Set<keyof CompiledVariant>([
  'id',
  'title',
  'variant',
  'readings',
  'nextDealer',
  'nextGameDealer',
  'tallies',
  'events',
  'lostGames',
  'trickTaking',
  'ties',
  'teams',
  'gameOver',
  'rubberGames',
  'rubberUntil',
  'settle',
  'claims',
  'phaseChoice',
]);
/** Likewise for a phase: its name, scoring, events, end and what follows a deal. */
const PHASE_NOT_CARD_PLAY = new Set<keyof CompiledPhase>([
  'id',
  'title',
  'events',
  'scoring',
  'ends',
  'endsId',
  'atEnd',
  'afterDeal',
  'needsTricks',
  'needsCards',
]);
/** Likewise for play-offs: how one is ranked, its events, and who deals after it. */
const PLAYOFF_NOT_CARD_PLAY = new Set<keyof CompiledVariant['playoff']>([
  'events',
  'rank',
  'needsTricks',
  'needsCards',
  'nextDealer',
  'clauses',
]);

/** The clause text behind `x` with locations dropped and each reading test replaced by whether it holds. */
function sourceText(source: unknown, readings: Readonly<Record<string, string>>): unknown {
  return JSON.parse(
    JSON.stringify(source, (k, v) => {
      if (k === 'loc') return undefined;
      if (v && typeof v === 'object' && v.kind === 'ReadingIs')
        return { kind: 'ReadingIs', holds: readings[v.ambiguity.name] === v.reading.name };
      return v;
    }),
  );
}

/**
 * The card-play fingerprint of `cv`: equal for two compilations exactly when every part that decides
 * how a deal is dealt and played (who deals and leads, the hands, trump, legal moves, the winner
 * and worth of tricks, places, Schleipfe and Hübscher) was compiled from the same clauses and data.
 */
export function cardPlayFingerprint(cv: CompiledVariant): string {
  return JSON.stringify(cv, function (this: unknown, k, v: unknown) {
    if (this === cv && NOT_CARD_PLAY.has(k as keyof CompiledVariant)) return undefined;
    if (this === cv.playoff && PLAYOFF_NOT_CARD_PLAY.has(k as keyof CompiledVariant['playoff'])) return undefined;
    if (
      cv.phases.includes(this as CompiledPhase) &&
      (PHASE_NOT_CARD_PLAY.has(k as keyof CompiledPhase) || cv.events.some((e) => e.id === k))
    )
      return undefined;
    if ((typeof v === 'object' && v !== null) || typeof v === 'function') {
      const r = recorded.get(v as object);
      if (r) return { compiledFrom: sourceText(r.source, r.readings) };
    }
    if (typeof v === 'function') {
      throw new Error(
        `cardPlayFingerprint: ${cv.id}: the compiled function at "${k}" records no clause it was compiled from`,
      );
    }
    if (v instanceof Map) return [...v];
    if (ArrayBuffer.isView(v)) return Array.from(v as unknown as ArrayLike<number>);
    return v;
  });
}
