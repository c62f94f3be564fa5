/**
 * A small TextMate tokenizer for the playground's editor, so that it colours a variant file with
 * the same grammar file as Shiki does on the variant pages (grammar/stichwort.tmLanguage.json)
 * without shipping Shiki and its regex engine to the browser. It covers what that grammar uses:
 * `match` and `begin`/`end` rules with names, captures and nested patterns, and `#` includes.
 * The patterns are JavaScript regular expressions here; tests/islands/textmate.test.ts holds the
 * result to Shiki's on every shipped variant file.
 */

/** A rule of a TextMate grammar, as far as this tokenizer reads it. */
export interface TmRule {
  include?: string;
  name?: string;
  match?: string;
  begin?: string;
  end?: string;
  captures?: Record<string, { name?: string }>;
  beginCaptures?: Record<string, { name?: string }>;
  endCaptures?: Record<string, { name?: string }>;
  patterns?: TmRule[];
}

/** A TextMate grammar: top-level patterns and a repository of named rules. */
export interface TmGrammar {
  scopeName: string;
  patterns: TmRule[];
  repository?: Record<string, TmRule>;
}

/** A run of text and the scopes it is in, outermost first (the grammar's own scope left out). */
export interface Token {
  text: string;
  scopes: string[];
}

interface Compiled {
  rule: TmRule;
  re: RegExp | null;
  end: RegExp | null;
  patterns: Compiled[];
  /** The rules tried inside this one, worked out once: those with a regex, through rules that only group patterns. */
  tried?: Compiled[];
}
interface Level {
  compiled: Compiled;
  scopes: string[];
}

/** Tokenizes `text` line by line; a `begin` rule left open at a line's end carries on into the next. */
export function tokenize(grammar: TmGrammar, text: string): Token[][] {
  const top = compile(grammar);
  const stack: Level[] = [{ compiled: top, scopes: [] }];
  return text.split('\n').map((line) => tokenizeLine(line, stack));
}

const cache = new WeakMap<TmGrammar, Compiled>();

function compile(grammar: TmGrammar): Compiled {
  const known = cache.get(grammar);
  if (known) return known;
  const byRule = new Map<TmRule, Compiled>();
  const resolve = (rules: TmRule[] = []): Compiled[] =>
    rules.flatMap((r) => {
      if (r.include) {
        const target = r.include.startsWith('#') ? grammar.repository?.[r.include.slice(1)] : undefined;
        return target ? [of(target)] : [];
      }
      return [of(r)];
    });
  const of = (rule: TmRule): Compiled => {
    let c = byRule.get(rule);
    if (c) return c;
    const source = rule.match ?? rule.begin;
    c = {
      rule,
      re: source ? new RegExp(source, 'gd') : null,
      end: rule.end ? new RegExp(rule.end, 'gd') : null,
      patterns: [],
    };
    byRule.set(rule, c);
    // A rule without a regex of its own stands for its patterns (`{ "patterns": [...] }`).
    c.patterns = resolve(rule.patterns);
    return c;
  };
  const top: Compiled = {
    rule: { patterns: grammar.patterns },
    re: null,
    end: null,
    patterns: resolve(grammar.patterns),
  };
  cache.set(grammar, top);
  return top;
}

function candidates(list: Compiled[]): Compiled[] {
  return list.flatMap((c) => (c.re ? [c] : candidates(c.patterns)));
}

function tokenizeLine(line: string, stack: Level[]): Token[] {
  const tokens: Token[] = [];
  const at = searcher(line);
  const emit = (from: number, to: number, scopes: string[]) => {
    if (to <= from) return;
    const last = tokens[tokens.length - 1];
    if (last && same(last.scopes, scopes)) last.text += line.slice(from, to);
    else tokens.push({ text: line.slice(from, to), scopes });
  };
  let pos = 0;
  while (pos < line.length) {
    const level = stack[stack.length - 1]!;
    let best: { c: Compiled | null; m: RegExpExecArray } | null = null;
    // The open rule's end is tried first, so it wins a tie with a nested pattern (as in vscode-textmate).
    if (level.compiled.end) best = at(level.compiled.end, pos, null);
    level.compiled.tried ??= candidates(level.compiled.patterns);
    for (const c of level.compiled.tried) {
      const found = at(c.re!, pos, c);
      if (found && (!best || found.m.index < best.m.index)) best = found;
    }
    if (!best) {
      emit(pos, line.length, level.scopes);
      break;
    }
    const { c, m } = best;
    emit(pos, m.index, level.scopes);
    if (!c) {
      captured(m, level.compiled.rule.endCaptures, level.scopes, emit);
      stack.pop();
    } else if (c.rule.begin) {
      const scopes = c.rule.name ? [...level.scopes, c.rule.name] : level.scopes;
      captured(m, c.rule.beginCaptures ?? c.rule.captures, scopes, emit);
      stack.push({ compiled: c, scopes });
    } else {
      captured(m, c.rule.captures, c.rule.name ? [...level.scopes, c.rule.name] : level.scopes, emit);
    }
    const end = m.index + m[0].length;
    // An empty match must not stall the loop: the next character goes as it is.
    if (end > pos) pos = end;
    else {
      emit(pos, pos + 1, stack[stack.length - 1]!.scopes);
      pos += 1;
    }
  }
  // An end that matches at the line's end (such as `$`) closes its rule there.
  for (let f = stack[stack.length - 1]!; stack.length > 1 && f.compiled.end; f = stack[stack.length - 1]!) {
    const closing = at(f.compiled.end, line.length, null);
    if (!closing || closing.m.index !== line.length) break;
    stack.pop();
  }
  return tokens;
}

/**
 * Finds the first match of a regex in `line` at or after a position. Each regex's last search is
 * remembered: a regex that failed to match at every index from `from` on fails there whatever the
 * search started from, so while its last match lies at or after `pos` it is still the first one.
 * Without this a long line costs a search to its end per token per rule (quadratic in its length).
 */
function searcher(
  line: string,
): (re: RegExp, pos: number, c: Compiled | null) => { c: Compiled | null; m: RegExpExecArray } | null {
  const last = new Map<RegExp, { from: number; m: RegExpExecArray | null }>();
  return (re, pos, c) => {
    let known = last.get(re);
    if (!known || pos < known.from || (known.m && known.m.index < pos)) {
      re.lastIndex = pos;
      known = { from: pos, m: re.exec(line) };
      last.set(re, known);
    }
    return known.m ? { c, m: known.m } : null;
  };
}

/** Emits a match, with its capture groups in their own scopes. */
function captured(
  m: RegExpExecArray,
  captures: TmRule['captures'],
  scopes: string[],
  emit: (from: number, to: number, scopes: string[]) => void,
): void {
  const start = m.index,
    end = m.index + m[0].length;
  const whole = captures?.['0']?.name ? [...scopes, captures['0'].name] : scopes;
  const groups = Object.entries(captures ?? {})
    .filter(([k, v]) => k !== '0' && v.name && m.indices?.[Number(k)])
    .map(([k, v]) => ({ from: m.indices![Number(k)]![0], to: m.indices![Number(k)]![1], name: v.name! }))
    .sort((a, b) => a.from - b.from);
  let pos = start;
  for (const g of groups) {
    if (g.from < pos) continue; // a group inside an earlier group keeps the outer one's scope
    emit(pos, g.from, whole);
    emit(g.from, g.to, [...whole, g.name]);
    pos = g.to;
  }
  emit(pos, end, whole);
}

const same = (a: string[], b: string[]) => a.length === b.length && a.every((s, i) => s === b[i]);
