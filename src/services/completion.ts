/**
 * Completion. What may come at a position is asked of the grammar itself: the text before the
 * word being typed is parsed with a character no rule accepts after it, and the parser's
 * expectations where it stops are the keywords allowed there (and card symbols, when it expects
 * one). Where the grammar expects an identifier, the words before it say whose: a base's clause
 * after `override` or `remove`, a question after `default`, one of its readings after `is`, a
 * source inside `[`, a variant after `extends`.
 */
import { parse as peggyParse, SyntaxError as PeggySyntaxError } from '../parse/generated/parser.js';
import type { DeckBody, SourceNode, SpecialBody } from '../parse/ast.ts';
import type { ResolvedVariant } from '../resolve/resolve.ts';
import { ambiguity } from './lookup.ts';
import { linePrefix, wordStart } from './text.ts';
import type { CompletionOption, CompletionResult } from './types.ts';
import type { Analysis } from './workspace.ts';

/** A character no rule of the grammar accepts outside comments and strings: the parse stops at it. */
const STOP = '\u0000';

/** The expectation Peggy reports for a card symbol (grammar rule `Symbol`). */
const SYMBOL = /^a card symbol/;

/** A keyword of the language, as the grammar's literals spell them. */
const KEYWORD = /^[a-z][a-z-]*$/;

/** What the grammar expects at `at` in `text`: keywords and whether a card symbol may come; null when the text breaks before. */
function expectedAt(text: string, at: number): { keywords: string[]; symbol: boolean } | null {
  try {
    peggyParse(text.slice(0, at) + STOP, { grammarSource: 'completion' });
    return null; // the stop character was read as part of a comment or string: nothing to complete
  } catch (e) {
    if (!(e instanceof PeggySyntaxError) || e.location.start.offset !== at || !e.expected) return null;
    const keywords = new Set<string>();
    let symbol = false;
    for (const x of e.expected) {
      if (x.type === 'literal' && KEYWORD.test(x.text)) keywords.add(x.text);
      if (x.type === 'other' && SYMBOL.test(x.description)) symbol = true;
    }
    return { keywords: [...keywords].sort(), symbol };
  }
}

/** The variants to offer names from: the bases (what the file may change) and the file as resolved. */
function known(a: Analysis): ResolvedVariant[] {
  return [...a.bases, ...(a.variant ? [a.variant] : [])];
}

/** Each id once, the first variant's entry winning. */
function unique(options: CompletionOption[]): CompletionOption[] {
  const seen = new Set<string>();
  return options.filter((o) => !seen.has(`${o.kind}:${o.label}`) && !!seen.add(`${o.kind}:${o.label}`));
}

function clauses(_a: Analysis, vs: ResolvedVariant[]): CompletionOption[] {
  return unique(
    vs.flatMap((v) =>
      v.clauses.map((c) => ({
        label: c.id,
        kind: 'clause' as const,
        detail: `${c.phase ? `phase ${c.phase}, ` : ''}from ${c.from}`,
        info: (v.texts.get(String(c.node.loc.source)) ?? '').slice(c.node.loc.start.offset, c.node.loc.end.offset),
      })),
    ),
  );
}

function phases(vs: ResolvedVariant[]): CompletionOption[] {
  return unique(
    vs.flatMap((v) =>
      v.symbols
        .inForce('phase')
        .flatMap((e) =>
          e.inForce?.owner?.kind === 'Phase'
            ? [{ label: e.name, kind: 'phase' as const, detail: e.inForce.owner.title }]
            : [],
        ),
    ),
  );
}

/** The questions in force as resolved (a `default q is r` may have changed a default). */
function ambiguities(vs: ResolvedVariant[]): CompletionOption[] {
  return unique(
    vs.flatMap((v) =>
      v.symbols
        .inForce('ambiguity')
        .flatMap((e) => v.ambiguities.get(e.name) ?? [])
        .map((q) => ({
          label: q.id.name,
          kind: 'ambiguity' as const,
          detail: q.question,
          info: q.readings
            .map((r) => `${r.id.name}${r.id.name === q.default.name ? ' (default)' : ''}: ${r.title ?? r.text}`)
            .join('\n'),
        })),
    ),
  );
}

function readings(a: Analysis, question: string): CompletionOption[] {
  return (ambiguity(a, question)?.readings ?? []).map((r) => ({
    label: r.id.name,
    kind: 'reading' as const,
    ...(r.title ? { detail: r.title } : {}),
    info: r.text,
  }));
}

/** The tallies in force (clauses declaring one): what `add` and `erase` count in. */
function tallies(vs: ResolvedVariant[]): CompletionOption[] {
  return unique(
    vs.flatMap((v) =>
      v.symbols.inForce('tally').flatMap((e) => {
        const body = e.inForce?.owner?.kind === 'Clause' ? e.inForce.owner.body : null;
        return body?.kind === 'Tally'
          ? [{ label: e.name, kind: 'tally' as const, detail: body.title ?? body.description }]
          : [];
      }),
    ),
  );
}

/** The sources in force in each variant, by their declarations. */
function sourcesOf(v: ResolvedVariant): SourceNode[] {
  return v.symbols.inForce('source').flatMap((e) => (e.inForce?.owner?.kind === 'Source' ? [e.inForce.owner] : []));
}

function sources(a: Analysis): CompletionOption[] {
  const own = ((a.file ?? a.partial)?.statements ?? []).flatMap((st) => (st.kind === 'Source' ? [st] : []));
  const all = [...own, ...known(a).flatMap(sourcesOf)];
  return unique(
    all.map((s) => ({
      label: s.id.name,
      kind: 'source' as const,
      detail: s.title,
      ...(s.author ? { info: `by ${s.author}` } : {}),
    })),
  );
}

/** Suits, ranks, cards (rank then suit, as files write them) and named cards of the deck in force. */
function cards(vs: ResolvedVariant[]): CompletionOption[] {
  const deck = vs.flatMap((v) => v.clauses).find((c) => c.node.body.kind === 'Deck')?.node.body as DeckBody | undefined;
  if (!deck) return [];
  const named = (names: string[] | undefined) => (names?.length ? { detail: names.join(' / ') } : {});
  const specials = vs
    .flatMap((v) => v.clauses)
    .filter((c) => c.node.body.kind === 'Special')
    .map((c) => ({
      label: c.id,
      kind: 'card' as const,
      detail: (c.node.body as SpecialBody).nickname ?? 'a named card',
    }));
  return unique([
    ...deck.suits.map((s) => ({ label: s.name, kind: 'suit' as const, ...named(s.names) })),
    ...deck.ranks.map((r) => ({ label: r.name, kind: 'rank' as const, ...named(r.names) })),
    ...deck.ranks.flatMap((r) =>
      deck.suits.map((s) => ({
        label: `${r.name}${s.name}`,
        kind: 'card' as const,
        detail: `${r.names?.[0] ?? r.name} of ${s.names?.[0] ?? s.name}`,
      })),
    ),
    ...specials,
  ]);
}

/** The words before the word being typed that say which ids fit, most particular first. */
const CONTEXTS: readonly {
  pattern: RegExp;
  options: (a: Analysis, m: RegExpExecArray, variants: string[]) => CompletionOption[];
}[] = [
  { pattern: /\bremove\s+phase\s+$/, options: (a) => phases(a.bases) },
  {
    pattern: /\bremove\s+$/,
    options: (a) => [{ label: 'phase', kind: 'keyword', detail: 'remove a whole phase' }, ...clauses(a, a.bases)],
  },
  { pattern: /^\s*override\s+$/, options: (a) => clauses(a, a.bases) },
  { pattern: /\((?:before|after)\s+$/, options: (a) => clauses(a, known(a)) },
  { pattern: /\b(?:default|reading)\s+([a-z][a-z0-9-]*)\s+is\s+$/, options: (a, m) => readings(a, m[1]!) },
  { pattern: /^\s*default\s+$/, options: (a) => ambiguities(a.bases) },
  { pattern: /\breading\s+$/, options: (a) => ambiguities(known(a)) },
  { pattern: /\[\s*$/, options: (a) => sources(a) },
  { pattern: /\bphase\s*(?:=|!=)\s*$/, options: (a) => phases(known(a)) },
  { pattern: /\b(?:add|erase)\s+\d+\s+$/, options: (a) => tallies(known(a)) },
  {
    pattern: /^\s*extends\s+(?:[a-z][a-z0-9-]*\s*,\s*)*$/,
    options: (_, __, variants) => variants.map((v) => ({ label: v, kind: 'variant' as const })),
  },
];

/** Statement keywords, for a line start in a file that breaks before it (the grammar cannot say then). */
let statementStarts: string[] | null = null;

/** Completions at `offset`: ids by the words before them, else the grammar's keywords there. `variants`: the ids `extends` may name. */
export function completionsAt(a: Analysis, offset: number, variants: () => string[]): CompletionResult | null {
  const { text } = a;
  if (offset < 0 || offset > text.length) return null;
  const from = wordStart(text, offset);
  const before = linePrefix(text, from);
  if (before.includes('#') || (before.split('"').length - 1) % 2 === 1) return null; // in a comment or a string
  for (const c of CONTEXTS) {
    const m = c.pattern.exec(before);
    if (m)
      return { from, to: offset, options: c.options(a, m, c.pattern.source.includes('extends') ? variants() : []) };
  }
  let expected = expectedAt(text, from);
  if (!expected && /^\s*$/.test(before)) {
    statementStarts ??= expectedAt('variant x\n', 10)?.keywords ?? [];
    expected = { keywords: statementStarts, symbol: false };
  }
  if (!expected) return null;
  const options: CompletionOption[] = expected.keywords.map((k) => ({ label: k, kind: 'keyword' }));
  if (expected.symbol) options.push(...cards(known(a)));
  return options.length ? { from, to: offset, options } : null;
}
