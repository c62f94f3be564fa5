/**
 * The symbol table of a resolved variant: every name declared by the files it is built from (the
 * prelude, its bases through `extends`, itself), with its kind, each declaration and the one in
 * force, and every reference to it, each located in its file. The checks and the language
 * services read names here instead of each walking the trees again. The table is made of each
 * file's occurrences (kept per tree) and indexed on first use.
 */
import type {
  AmbiguityNode,
  ClaimNode,
  ClauseNode,
  EventNode,
  ExampleNode,
  FileNode,
  PhaseNode,
  SourceNode,
  Statement,
} from '../parse/ast.ts';
import type { Loc } from '../core/location.ts';
import { occurrencesOf, type Occurrence, type SymbolKind } from './occurrences.ts';

export type { Occurrence, Role, SymbolKind } from './occurrences.ts';

/** An occurrence, with the file it is written in. */
export type Located = Occurrence;

/** One declared (or only referred-to) name. */
export interface SymbolEntry {
  /** The kind of its declaration in force, else of its first declaration, else of its first reference. */
  kind: SymbolKind;
  name: string;
  /** A reading's ambiguity. */
  scope?: string;
  /** Each declaration and change (`override`, `default`), in the order the files are applied: base first. */
  declarations: Located[];
  /** The declaration the variant goes by, or null when none is in force (removed, never declared). */
  inForce: Located | null;
  /** Every other mention: uses, `remove`, anchors, `extends`, `times`. */
  references: Located[];
}

/** What the resolver kept: the declarations in force, in the variant's order. */
export interface InForce {
  clauses: readonly ClauseNode[];
  phases: readonly PhaseNode[];
  ambiguities: readonly AmbiguityNode[];
  sources: readonly SourceNode[];
  events: readonly EventNode[];
  examples: readonly ExampleNode[];
  claims: readonly ClaimNode[];
}

/** The kinds that share one namespace: a tally is a clause, a value is whatever it resolves to. */
const NAMESPACE: Record<SymbolKind, string> = {
  variant: 'variant',
  source: 'source',
  ambiguity: 'ambiguity',
  reading: 'reading',
  phase: 'phase',
  clause: 'clause',
  tally: 'clause',
  value: 'value',
  event: 'event',
  'event-player': 'event-player',
  'event-count': 'event-count',
  example: 'example',
  claim: 'claim',
  suit: 'suit',
  rank: 'rank',
};

const keyOf = (kind: SymbolKind, name: string, scope?: string): string =>
  `${NAMESPACE[kind]}\u0000${scope ?? ''}\u0000${name}`;

const DECLARING = new Set(['declare', 'override']);

/** The names of a variant, built from its files (applied order) and what is in force. */
export class SymbolTable {
  private readonly files: readonly FileNode[];
  private readonly force: InForce;
  private index: Map<string, SymbolEntry> | null = null;
  private all: Located[] | null = null;
  private readonly byKind = new Map<SymbolKind, Map<string, Statement>>();

  /** A table over `files` (the prelude, then each base before what extends it, the variant last) and what the resolver kept. */
  constructor(files: readonly FileNode[], inForce: InForce) {
    this.files = files;
    this.force = inForce;
  }

  /** Every occurrence of every file, file by file in the order applied. */
  occurrences(): readonly Located[] {
    this.all ??= this.files.flatMap((f) => occurrencesOf(f));
    return this.all;
  }

  /** The entry of `name` as a `kind` (a tally and a clause are one), or undefined when it is never written. */
  get(kind: SymbolKind, name: string, scope?: string): SymbolEntry | undefined {
    return this.entries().get(keyOf(kind === 'value' ? this.valueKind(name) : kind, name, scope));
  }

  /** The entry `o` refers to. */
  entryOf(o: Occurrence): SymbolEntry | undefined {
    return this.get(o.kind, o.name, o.scope);
  }

  /** Whether `name` is declared as a `kind` in force. */
  has(kind: SymbolKind, name: string, scope?: string): boolean {
    if (kind === 'suit' || kind === 'rank' || kind === 'variant' || kind === 'value')
      return !!this.get(kind, name, scope)?.inForce;
    return this.declared(kind).has(scope === undefined ? name : `${scope}/${name}`);
  }

  /**
   * The statements that declare the names of `kind` in force, by name (a reading's as
   * `question/reading`), in the variant's order. Read off what the resolver kept, without the
   * index: the checks ask this at every keystroke, the index is for an editor's questions.
   */
  declared(kind: Exclude<SymbolKind, 'suit' | 'rank' | 'variant' | 'value'>): ReadonlyMap<string, Statement> {
    let m = this.byKind.get(kind);
    if (m) return m;
    m = new Map<string, Statement>();
    const put = (name: string, st: Statement) => {
      if (!m!.has(name)) m!.set(name, st);
    };
    const f = this.force;
    switch (kind) {
      case 'clause':
        for (const c of f.clauses) put(c.id.name, c);
        break;
      case 'tally':
        for (const c of f.clauses) if (c.body.kind === 'Tally') put(c.id.name, c);
        break;
      case 'phase':
        for (const p of f.phases) put(p.id.name, p);
        break;
      case 'ambiguity':
        for (const a of f.ambiguities) put(a.id.name, a);
        break;
      case 'reading':
        for (const a of f.ambiguities) for (const r of a.readings) put(`${a.id.name}/${r.id.name}`, a);
        break;
      case 'source':
        for (const x of f.sources) put(x.id.name, x);
        break;
      case 'event':
        for (const e of f.events) put(e.id.name, e);
        break;
      case 'event-player':
        for (const e of f.events) put(e.player.name, e);
        break;
      case 'event-count':
        for (const e of f.events) put(e.count.name, e);
        break;
      case 'example':
        for (const e of f.examples) put(e.id.name, e);
        break;
      case 'claim':
        for (const c of f.claims) put(c.id.name, c);
        break;
    }
    this.byKind.set(kind, m);
    return m;
  }

  /** The names of `kind` in force, in the variant's order (a tally's kind is `tally`; the clauses include the tallies). */
  inForce(kind: SymbolKind): SymbolEntry[] {
    const out: SymbolEntry[] = [];
    const push = (k: SymbolKind, name: string, scope?: string) => {
      const e = this.get(k, name, scope);
      if (e?.inForce && (e.kind === kind || (kind === 'clause' && e.kind === 'tally'))) out.push(e);
    };
    const f = this.force;
    switch (kind) {
      case 'clause':
      case 'tally':
        for (const c of f.clauses) push(kind, c.id.name);
        break;
      case 'phase':
        for (const p of f.phases) push(kind, p.id.name);
        break;
      case 'ambiguity':
        for (const a of f.ambiguities) push(kind, a.id.name);
        break;
      case 'reading':
        for (const a of f.ambiguities) for (const r of a.readings) push(kind, r.id.name, a.id.name);
        break;
      case 'source':
        for (const s of f.sources) push(kind, s.id.name);
        break;
      case 'event':
        for (const e of f.events) push(kind, e.id.name);
        break;
      case 'event-player':
        for (const e of f.events) push(kind, e.player.name);
        break;
      case 'event-count':
        for (const e of f.events) push(kind, e.count.name);
        break;
      case 'example':
        for (const e of f.examples) push(kind, e.id.name);
        break;
      case 'claim':
        for (const c of f.claims) push(kind, c.id.name);
        break;
      case 'suit':
      case 'rank':
      case 'variant':
      case 'value':
        for (const e of this.entries().values()) if (e.inForce && e.kind === kind) out.push(e);
        break;
    }
    return out;
  }

  /** The occurrence at `offset` of the file named `source` (a name's span, its end included), the first written when spans meet. */
  at(source: string, offset: number): Located | null {
    return (
      this.occurrences().find(
        (o) =>
          o.source === source &&
          o.loc.start.offset <= offset &&
          offset <= o.loc.end.offset &&
          o.loc.end.offset > o.loc.start.offset,
      ) ?? null
    );
  }

  /** What a per-player value named `name` is: a tally when one is declared, else an event's count, else a value of its own. */
  private valueKind(name: string): SymbolKind {
    const entries = this.entries();
    if (entries.get(keyOf('tally', name))?.inForce) return 'tally';
    if (entries.get(keyOf('event-count', name))?.inForce) return 'event-count';
    return 'value';
  }

  private entries(): Map<string, SymbolEntry> {
    if (this.index) return this.index;
    const index = new Map<string, SymbolEntry>();
    this.index = index;
    const entry = (o: Located, kind: SymbolKind): SymbolEntry => {
      const key = keyOf(kind, o.name, o.scope);
      let e = index.get(key);
      if (!e)
        index.set(
          key,
          (e = {
            kind,
            name: o.name,
            ...(o.scope !== undefined ? { scope: o.scope } : {}),
            declarations: [],
            inForce: null,
            references: [],
          }),
        );
      return e;
    };
    const live = this.liveSet();
    const values: Located[] = [];
    for (const o of this.occurrences()) {
      if (o.kind === 'value') {
        values.push(o);
        continue;
      }
      const e = entry(o, o.kind);
      if (DECLARING.has(o.role) || (o.role === 'default' && o.kind === 'ambiguity')) e.declarations.push(o);
      else e.references.push(o);
      if (DECLARING.has(o.role) && isLive(o, live)) {
        e.inForce = o;
        e.kind = o.kind;
      }
    }
    // A value is named only once every tally and event count is known.
    for (const o of values) entry(o, this.valueKind(o.name)).references.push(o);
    for (const e of index.values())
      if (!e.inForce && e.declarations.length === 0 && e.references.length) e.kind = e.references[0]!.kind;
    return index;
  }

  /** The statements and identifiers the resolver kept: what is in force is told by identity. */
  private liveSet(): { owners: Set<Statement>; locs: Set<Loc> } {
    const f = this.force;
    const owners = new Set<Statement>([...f.clauses, ...f.examples, ...f.claims]);
    const locs = new Set<Loc>();
    for (const p of f.phases) locs.add(p.id.loc);
    for (const s of f.sources) locs.add(s.id.loc);
    for (const a of f.ambiguities) {
      locs.add(a.id.loc);
      for (const r of a.readings) locs.add(r.id.loc);
    }
    for (const e of f.events) {
      locs.add(e.id.loc);
      locs.add(e.player.loc);
      locs.add(e.count.loc);
    }
    for (const v of this.files) locs.add(v.id.loc);
    return { owners, locs };
  }
}

/** Whether declaration `o` is the one in force. */
function isLive(o: Located, live: { owners: Set<Statement>; locs: Set<Loc> }): boolean {
  switch (o.kind) {
    // A clause's id span may be made for it (an unlabelled clause): its statement tells.
    case 'clause':
    case 'tally':
    case 'suit':
    case 'rank':
    case 'example':
    case 'claim':
      return o.owner !== null && live.owners.has(o.owner);
    default:
      return live.locs.has(o.loc);
  }
}
