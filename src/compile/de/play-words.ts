/**
 * A card-play clause in German, for the rules in words and the refusals: "Herzkarten dürfen nicht
 * ausgespielt werden, solange keine Herzkarte gespielt wurde". The German twin of ../play-words.ts,
 * built from the same clause.
 */
import type { Cond, MustBody } from '../../parse/ast.ts';
import type { Names } from '../words.ts';
import { capitalDe, cardPhrase, cardsDe, condDe, countDe, type GameWordsDe, numberDe, type Whose } from './words.ts';

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

/** Whether `c` is "he holds a card of the suit led" (he can follow suit: "er kann bedienen"). */
const canFollow = (c: Cond | null | undefined): boolean => c?.kind === 'Holding' && c.card.kind === 'CardLed';

/**
 * A `must play` clause for the player following, as a rulebook says it: following suit is
 * "bedienen" ("Wer bedienen kann, muss bedienen oder einen Trumpf spielen"), the holding of the
 * suit led the sentence's subject ("Wer nicht bedienen kann, muss den Herz-König spielen"), any
 * further condition after "wenn"; else "Wer zugibt, muss einen Trumpf spielen, wenn er …".
 */
export function followDe(body: MustBody, names: Names, game: GameWordsDe | null): string {
  const n = cardPhrase(body.card, names);
  const unique = n.kind === 'noun' && !!n.unique;
  const follows =
    body.card.kind === 'CardLed' ||
    (body.card.kind === 'CardAny' && body.card.options.some((o) => o.kind === 'CardLed'));
  const rest = body.card.kind === 'CardAny' ? body.card.options.filter((o) => o.kind !== 'CardLed') : [];
  const what = body.negate
    ? `darf ${unique ? `${cardsDe(n, 'def', 'acc')} nicht` : cardsDe(n, 'neg', 'acc', true)} spielen`
    : follows
      ? `muss bedienen${rest.length ? ` oder ${rest.map((o) => cardsDe(cardPhrase(o, names), 'indef', 'acc')).join(' oder ')} spielen` : ''}`
      : `muss ${cardsDe(n, 'indef', 'acc')} spielen`;
  // The holding of the suit led, alone or first of an "and", becomes the subject ("Wer bedienen kann, …").
  const w = body.when;
  const first = w?.kind === 'Logic' && w.op === 'and' ? w.left : w;
  const held = canFollow(first)
    ? 'Wer bedienen kann'
    : first?.kind === 'Not' && canFollow(first.cond)
      ? 'Wer nicht bedienen kann'
      : null;
  if (held) {
    const more = w?.kind === 'Logic' ? `, wenn ${condDe(w.right, names, game, false, 'their')}` : '';
    return `${held}, ${what}${more}`;
  }
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
    return `${numberDe(c.right.value)} ${cardsDe(n, 'none', 'nom', true)} gespielt sind`;
  }
  return condDe(c, names, game);
}
