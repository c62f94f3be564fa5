/**
 * Rules of the `titles de { ... }` block (the German titles of a variant's things):
 *
 * - `titles-language`: a block is in German (`titles de`), the one other language read;
 * - `unknown-title`: each entry names a thing the variant has (a phase, tally, event, question,
 *   reading, `choice` option, special card, suit, rank, claim, example or source), with a "did you
 *   mean"; a `section` entry names a section its source is cited with;
 * - `duplicate-title`: no thing is given two German titles in one file;
 * - `title-noun`: only a masculine noun is `weak` (der Bube, den Buben);
 * - `missing-german-title`: a shipped file (`variants/*.stw`) gives the German title of every
 *   thing it declares or overrides, one diagnostic per thing listing all it lacks, at the thing. A
 *   house rule or a user's file may leave titles out: they fall back to English.
 *
 * Only this file's own blocks are checked: a base's are checked with the base.
 */
import type { CiteNode, ClauseNode, Ident, Statement, TitleEntryNode, TitleKind } from '../../parse/ast.ts';
import type { ResolvedVariant } from '../../resolve/resolve.ts';
import { germanEntries, readingKey, sectionKey, TITLES_LANG } from '../../resolve/titles.ts';
import { diagnostic, didYouMean, nameList, type Diagnostic } from '../../core/diagnostic.ts';
import type { Loc } from '../../core/location.ts';
import { clauseIdLoc } from '../../core/locate.ts';

/** Checks this file's `titles` blocks, and (for a shipped file) that none of its titles is missing. */
export function checkTitles(v: ResolvedVariant): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const t of v.file.titles ?? []) {
    if (t.lang.name !== TITLES_LANG)
      out.push(
        diagnostic(
          'titles-language',
          t.lang.loc,
          `titles in \`${t.lang.name}\` are not read: only German titles can be given`,
          `only German is supported: write \`titles ${TITLES_LANG} { ... }\``,
        ),
      );
  }
  const entries = germanEntries(v.file);
  // A file without titles that is not shipped (most house rules, every editor keystroke) costs nothing more.
  if (entries.length === 0 && !v.shipped) return out;
  const known = knownThings(v);
  const cited = citedSections(v);
  const own = new Map<string, TitleEntryNode>();
  for (const e of entries) {
    const key = entryKey(e);
    const first = own.get(key);
    if (first) {
      out.push(
        diagnostic(
          'duplicate-title',
          entryLoc(e),
          `${thingName(e)} has its German title twice in this file`,
          `keep one: the first is at line ${entryLoc(first).start.line}`,
        ),
      );
      continue;
    }
    own.set(key, e);
    for (const n of [e.noun, e.player])
      if (n?.weak && n.gender !== 'm')
        out.push(
          diagnostic(
            'title-noun',
            n.loc,
            `\`weak\` is for a masculine noun (der): "${n.one.text}" is not one`,
            'remove `weak`: only a noun like der Bube (den Buben) or der Alte (den Alten) is weak',
          ),
        );
    const unknown = unknownEntry(v, e, known, cited);
    if (unknown) out.push(unknown);
  }
  if (v.shipped) out.push(...missingTitles(v, own, cited));
  return out;
}

/** An entry's key in a file: what it titles (`phase:no-tricks`, `reading:q.r`, `section:wiki\0Rules`). */
function entryKey(e: TitleEntryNode): string {
  if (e.what === 'reading') return `reading:${readingKey(e.scope!.name, e.id!.name)}`;
  if (e.what === 'section') return `section:${sectionKey(e.id!.name, e.section!.text)}`;
  return `${e.what}:${e.id?.name ?? ''}`;
}

/** Where an entry is reported: its id (a reading's `q.r`, a section's English name), or its keyword. */
function entryLoc(e: TitleEntryNode): Loc {
  if (e.what === 'section') return e.section!.loc;
  if (e.scope && e.id) return { ...e.scope.loc, end: e.id.loc.end };
  if (e.id) return e.id.loc;
  return {
    ...e.loc,
    end: { ...e.loc.start, offset: e.loc.start.offset + e.what.length, column: e.loc.start.column + e.what.length },
  };
}

/** "phase `no-tricks`", "reading `q.r`", "the variant". */
function thingName(e: TitleEntryNode): string {
  if (!e.id) return `the ${e.what}`;
  if (e.what === 'section') return `section "${e.section!.text}" of source \`${e.id.name}\``;
  if (e.what === 'reading') return `reading \`${e.scope!.name}.${e.id.name}\``;
  return `${e.what === 'special' ? 'special card' : e.what} \`${e.id.name}\``;
}

/** The ids a title entry may name, by kind, in the variant's order. */
type Known = Map<Exclude<TitleKind, 'variant' | 'game' | 'reading' | 'section'>, string[]>;

function knownThings(v: ResolvedVariant): Known {
  const t = v.symbols;
  const clauses = v.clauses.map((c) => c.node);
  return new Map([
    ['phase', [...t.declared('phase').keys()]],
    ['tally', [...t.declared('tally').keys()]],
    ['event', [...t.declared('event').keys()]],
    ['ambiguity', [...t.declared('ambiguity').keys()]],
    ['claim', [...t.declared('claim').keys()]],
    ['example', [...t.declared('example').keys()]],
    ['source', [...t.declared('source').keys()]],
    ['special', clauses.filter((c) => c.body.kind === 'Special').map((c) => c.id.name)],
    ['option', clauses.flatMap((c) => (c.body.kind === 'Choice' ? c.body.options.map((o) => o.id.name) : []))],
    // The deck's own symbols (every deck in force, where readings offer several packs).
    ['suit', clauses.flatMap((c) => (c.body.kind === 'Deck' ? c.body.suits.map((x) => x.name) : []))],
    ['rank', clauses.flatMap((c) => (c.body.kind === 'Deck' ? c.body.ranks.map((x) => x.name) : []))],
  ]);
}

/** The sections each source is cited with, by source, from every citation of the rules in force. */
function citedSections(v: ResolvedVariant): Map<string, { section: string; cite: CiteNode }[]> {
  const cites: CiteNode[] = [];
  for (const c of v.clauses) if (c.node.cite) cites.push(c.node.cite);
  for (const a of v.ambiguities.values()) for (const r of a.readings) if (r.cite) cites.push(r.cite);
  for (const c of v.claims) if (c.cite) cites.push(c.cite);
  for (const e of v.events.values()) if (e.cite) cites.push(e.cite);
  for (const st of v.file.statements)
    if ((st.kind === 'Removal' || st.kind === 'DefaultChoice') && st.cite) cites.push(st.cite);
  const out = new Map<string, { section: string; cite: CiteNode }[]>();
  for (const cite of cites) {
    if (cite.section === null) continue;
    const list = out.get(cite.source.name) ?? [];
    if (!list.some((x) => x.section === cite.section)) list.push({ section: cite.section, cite });
    out.set(cite.source.name, list);
  }
  return out;
}

/** The error of an entry naming nothing the variant has, or null. */
function unknownEntry(
  v: ResolvedVariant,
  e: TitleEntryNode,
  known: Known,
  cited: Map<string, { section: string; cite: CiteNode }[]>,
): Diagnostic | null {
  if (!e.id) return e.what === 'game' && !v.file.game && v.chain.length > 1 ? notOwnGame(v, e) : null;
  if (e.what === 'reading') {
    const amb = v.ambiguities.get(e.scope!.name);
    if (!amb) return unknownId(e.scope!, 'ambiguity', known.get('ambiguity')!);
    const readings = amb.readings.map((r) => r.id.name);
    if (readings.includes(e.id.name)) return null;
    return diagnostic(
      'unknown-title',
      e.id.loc,
      `ambiguity \`${amb.id.name}\` has no reading \`${e.id.name}\``,
      didYouMean(e.id.name, readings) ?? `its readings are ${nameList(readings)}`,
    );
  }
  if (e.what === 'section') {
    if (!v.sources.has(e.id.name)) return unknownId(e.id, 'source', known.get('source')!);
    const sections = (cited.get(e.id.name) ?? []).map((x) => x.section);
    if (sections.includes(e.section!.text)) return null;
    return diagnostic(
      'unknown-title',
      e.section!.loc,
      `source \`${e.id.name}\` is never cited with the section "${e.section!.text}"`,
      didYouMean(e.section!.text, sections) ??
        (sections.length
          ? `its sections cited are ${sections.map((s) => `"${s}"`).join(', ')}`
          : `no rule cites a section of \`${e.id.name}\``),
    );
  }
  const ids = known.get(e.what as Exclude<TitleKind, 'variant' | 'game' | 'reading' | 'section'>) ?? [];
  return ids.includes(e.id.name) ? null : unknownId(e.id, e.what, ids);
}

function unknownId(id: Ident, what: TitleKind, ids: readonly string[]): Diagnostic {
  const word = what === 'special' ? 'special card' : what === 'option' ? '`choice` option' : what;
  return diagnostic(
    'unknown-title',
    id.loc,
    `no ${word} \`${id.name}\` is declared`,
    didYouMean(id.name, ids) ??
      (ids.length
        ? `the ${word === 'ambiguity' ? 'ambiguities' : `${word}s`} are ${nameList(ids)}`
        : `this variant has no ${word}`),
  );
}

/** A `game` entry in a file that names no game of its own: the game's title is its root's. */
function notOwnGame(v: ResolvedVariant, e: TitleEntryNode): Diagnostic {
  return diagnostic(
    'unknown-title',
    entryLoc(e),
    `this file names no game: it belongs to \`${v.game.id}\`, whose file gives its German title`,
    "remove this entry, or give the German title in the game's own file",
  );
}

// ── Missing titles (shipped files) ────────────────────────────────────────────

/** One diagnostic per thing of this file that lacks a German title, at the thing. */
function missingTitles(
  v: ResolvedVariant,
  own: Map<string, TitleEntryNode>,
  cited: Map<string, { section: string; cite: CiteNode }[]>,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const source = String(v.file.loc.source);
  const mine = (st: Statement): boolean => String(st.loc.source) === source;
  const has = (what: TitleKind, id = ''): boolean => own.has(`${what}:${id}`);
  const missing = (loc: Loc, thing: string, english: string, lacks: string[], entries: string[]): void => {
    out.push(
      diagnostic(
        'missing-german-title',
        loc,
        `${thing}${english ? ` ("${english}")` : ''} lacks its German ${andList(lacks)}`,
        `a shipped file gives every title in German too: add to its \`titles de { ... }\` block ${entries.join('; ')}`,
      ),
    );
  };
  if (!has('variant')) missing(v.file.id.loc, `variant \`${v.id}\``, v.file.title, ['title'], ['variant "…"']);
  if (v.file.game && !has('game'))
    missing(v.file.game.id.loc, `game \`${v.file.game.id.name}\``, v.file.game.title, ['title'], ['game "…"']);
  for (const p of v.phases)
    if (mine(p.node) && !has('phase', p.id))
      missing(p.node.id.loc, `phase \`${p.id}\``, p.title, ['title'], [`phase ${p.id} "…"`]);
  for (const c of v.clauses) if (c.from === v.id && mine(c.node)) clauseTitles(c.node, has, missing);
  for (const e of v.events.values())
    if (mine(e) && !has('event', e.id.name))
      missing(
        e.id.loc,
        `event \`${e.id.name}\``,
        e.title,
        ['title'],
        [`event ${e.id.name} der "…" "…" player der "…" "…"`],
      );
  for (const a of v.ambiguities.values()) {
    if (!mine(a)) continue;
    const lacks: string[] = [];
    const entries: string[] = [];
    if (!has('ambiguity', a.id.name)) {
      lacks.push('question');
      entries.push(`ambiguity ${a.id.name} "…"`);
    }
    for (const r of a.readings) {
      if (has('reading', readingKey(a.id.name, r.id.name))) continue;
      lacks.push(`reading \`${r.id.name}\``);
      entries.push(`reading ${a.id.name}.${r.id.name} ${r.title === null ? '"…"' : '"…" "…"'}`);
    }
    if (lacks.length) missing(a.id.loc, `ambiguity \`${a.id.name}\``, '', lacks, entries);
  }
  for (const c of v.claims)
    if (!has('claim', c.id.name))
      missing(c.id.loc, `claim \`${c.id.name}\``, '', ['title'], [`claim ${c.id.name} "…"`]);
  for (const e of v.examples)
    if (!has('example', e.id.name))
      missing(e.id.loc, `example \`${e.id.name}\``, e.title, ['title'], [`example ${e.id.name} "…"`]);
  // A source's title is its own file's to give; the sections this file cites may be named by a base.
  const sectionsOf = (id: string): { section: string; cite: CiteNode }[] =>
    (cited.get(id) ?? []).filter(
      (x) => String(x.cite.loc.source) === source && !v.german.sections.has(sectionKey(id, x.section)),
    );
  for (const s of v.sources.values()) {
    const sections = sectionsOf(s.id.name);
    const titled = !mine(s) || has('source', s.id.name);
    if (titled && !sections.length) continue;
    const lacks = [...(titled ? [] : ['title']), ...sections.map((x) => `section name "${x.section}"`)];
    const entries = [
      ...(titled ? [] : [`source ${s.id.name} "…"`]),
      ...sections.map((x) => `section ${s.id.name} "${x.section}" "…"`),
    ];
    const at = mine(s) ? s.id.loc : sections[0]!.cite.loc;
    missing(at, `source \`${s.id.name}\``, mine(s) ? s.title : '', lacks, entries);
  }
  return out;
}

/** "a", "a and b", "a, b and c". */
const andList = (xs: readonly string[]): string =>
  xs.length < 2 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`;

/** The titles a clause of this file carries: a tally's, a special card's nickname, a choice's options. */
function clauseTitles(
  c: ClauseNode,
  has: (what: TitleKind, id?: string) => boolean,
  missing: (loc: Loc, thing: string, english: string, lacks: string[], entries: string[]) => void,
): void {
  const b = c.body;
  if (b.kind === 'Tally' && !has('tally', c.id.name))
    missing(
      clauseIdLoc(c),
      `tally \`${c.id.name}\``,
      b.title ?? b.description,
      ['title'],
      [`tally ${c.id.name} der "…" "…" "…"`],
    );
  else if (b.kind === 'Special' && b.nickname && !has('special', c.id.name))
    missing(
      clauseIdLoc(c),
      `special card \`${c.id.name}\``,
      b.nickname,
      ['name'],
      [`special ${c.id.name} der "…" "…"`],
    );
  else if (b.kind === 'Choice') {
    const lacking = b.options.filter((o) => !has('option', o.id.name));
    if (lacking.length)
      missing(
        clauseIdLoc(c),
        `choice \`${c.id.name}\``,
        '',
        lacking.map((o) => `title of option \`${o.id.name}\``),
        lacking.map((o) => `option ${o.id.name} "…"`),
      );
  }
}
