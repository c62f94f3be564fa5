/**
 * A card-play clause in German, for the rules in words and the refusals: "Herzkarten dürfen nicht
 * ausgespielt werden, solange keine Herzkarte gespielt wurde". The German twin of ../play-words.ts,
 * built from the same clause.
 */
import type { Cond, MustBody } from '../../parse/ast.ts';
import type { Names } from '../words.ts';
import { capitalDe, cardPhrase, cardsDe, condDe, countDe, type GameWordsDe, type Whose } from './words.ts';

/** A `must lead` clause as a German sentence (no full stop): "Herzkarten dürfen nicht ausgespielt werden, …". */
export function mustDe(body: MustBody, names: Names, game: GameWordsDe | null): string {
  const n = cardPhrase(body.card, names);
  const unique = n.kind === 'noun' && !!n.unique;
  const verb = body.lead ? 'ausgespielt' : 'gespielt';
  const head = body.negate
    ? `${capitalDe(cardsDe(n, unique ? 'def' : 'none', 'nom', !unique))} ${unique ? 'darf' : 'dürfen'} nicht ${verb} werden`
    : `${capitalDe(cardsDe(n, 'indef', 'nom'))} muss ${verb} werden`;
  return `${head}${mustWhenDe(body, names, game)}`;
}

/** A `must play` clause for the player following: "Wer zugibt, muss einen Trumpf spielen, wenn er …". */
export function followDe(body: MustBody, names: Names, game: GameWordsDe | null): string {
  const n = cardPhrase(body.card, names);
  const unique = n.kind === 'noun' && !!n.unique;
  const what = body.negate
    ? `darf ${unique ? `${cardsDe(n, 'def', 'acc')} nicht` : cardsDe(n, 'neg', 'acc', true)} spielen`
    : `muss ${cardsDe(n, 'indef', 'acc')} spielen`;
  return `Wer zugibt, ${what}${mustWhenDe(body, names, game, 'their')}`;
}

/**
 * When a `must` clause binds: ", wenn …", or ", solange keine Herzkarte gespielt wurde" for
 * `when played X = 0`, a rule that lasts until the first such card.
 */
function mustWhenDe(body: MustBody, names: Names, game: GameWordsDe | null, whose: Whose = 'player'): string {
  const w = body.when;
  if (
    w?.kind === 'Compare' &&
    w.op === '=' &&
    w.left.kind === 'PlayedCount' &&
    w.right.kind === 'Num' &&
    w.right.value === 0
  )
    return `, solange ${cardsDe(cardPhrase(w.left.card, names), 'neg', 'nom')} gespielt wurde`;
  return w ? `, wenn ${condDe(w, names, game, false, whose)}` : '';
}

/**
 * The condition of a `deal ends when` in German, verb last: "4 Ober gespielt sind", "der Herz-König
 * gespielt ist"; anything else as conditions read.
 */
export function dealEndDe(c: Cond, names: Names, game: GameWordsDe | null): string {
  if (c.kind === 'Logic')
    return `${dealEndDe(c.left, names, game)} ${c.op === 'and' ? 'und' : 'oder'} ${dealEndDe(c.right, names, game)}`;
  if (
    c.kind === 'Compare' &&
    c.left.kind === 'PlayedCount' &&
    c.right.kind === 'Num' &&
    c.right.value > 0 &&
    (c.op === '=' || c.op === '>=')
  ) {
    const n = cardPhrase(c.left.card, names);
    if (n.kind === 'noun' && n.unique) return `${cardsDe(n, 'def', 'nom')} gespielt ist`;
    if (c.right.value === 1) return `${cardsDe(n, 'indef', 'nom')} gespielt ist`;
    if (n.kind === 'noun' && !n.rel && !n.post) return `${countDe(c.right.value, n.noun, 'nom')} gespielt sind`;
    return `${c.right.value} ${cardsDe(n, 'none', 'nom', true)} gespielt sind`;
  }
  return condDe(c, names, game);
}
