/**
 * Resolves `extends`: loads the variant's bases and applies each file's clauses on top of its
 * base (override, remove, add with optional placement). The result is one flat, ordered rule
 * list that the checker, compiler, `explain` and `diff` all read.
 *
 * `extends a, b` combines bases of one game: the file extends `a`, and what `b` (with its own
 * bases, where they differ from `a`'s) changes is applied on top, then the file's own statements.
 * Two bases that change the same clause are in conflict (`conflicting-bases`, at the later base)
 * unless the file itself overrides or removes that clause; a phase one base removes stays removed,
 * with whatever the others add to it. Files are loaded in a loop, at most MAX_FILES of them, and
 * every lookup is by id, so resolving is linear in the size of the files.
 */
import type {
  AmbiguityNode,
  ClaimNode,
  ClauseNode,
  DefaultChoiceNode,
  EventNode,
  ExampleNode,
  FileNode,
  Ident,
  LostGamesNode,
  TrickTakingNode,
  PhaseNode,
  RemovalNode,
  SourceNode,
  Statement,
} from '../parse/ast.ts';
import { parseVariant } from '../parse/parse.ts';
import { diagnostic, didYouMean, nameList, type Diagnostic } from '../core/diagnostic.ts';
import { FileRefused, type FileReader, type SourceFile } from './load.ts';
import { OrderedMap } from './ordered.ts';
import { occurrencesOf } from './occurrences.ts';
import { SymbolTable, type InForce } from './symbols.ts';
import { germanTitles } from './titles.ts';
import type { GermanTitles } from '../core/lang.ts';

/** The most files a variant is built from: itself and all its bases. */
export const MAX_FILES = 64;

/** A clause in force, with the phase it belongs to (null: the whole game) and the variant that set it. */
export interface ResolvedClause {
  id: string;
  phase: string | null;
  node: ClauseNode;
  from: string;
}

/** A phase in force, in game order. */
export interface ResolvedPhase {
  id: string;
  title: string;
  node: PhaseNode;
}

/** A variant with its bases applied. */
export interface ResolvedVariant {
  id: string;
  title: string;
  /** This variant first, then its (first) base, its base's base, ..., then the other bases' files in the order applied. */
  chain: string[];
  /** The game it belongs to: declared in its header or inherited (a variant declaring none is its own game). */
  game: { id: string; title: string };
  file: FileNode;
  sources: Map<string, SourceNode>;
  ambiguities: Map<string, AmbiguityNode>;
  /** The declared events in force, the prelude's first (see FileReader.prelude). */
  events: Map<string, EventNode>;
  /** The tally that counts lost games when no `loses game` names one (the prelude's, unless declared), or null. */
  lostGames: LostGamesNode | null;
  /** What taking a trick one did not win is called, and its scenario key (the prelude's, unless declared), or null. */
  trickTaking: TrickTakingNode | null;
  phases: ResolvedPhase[];
  clauses: ResolvedClause[];
  /** This file's own examples (a base's examples were written for the base's rules). */
  examples: ExampleNode[];
  /** This file's claims about its rules, checked by `stichwort verify` (a base's claims are its source's). */
  claims: ClaimNode[];
  /** Every file read, by the name used in locations, for code frames. */
  texts: Map<string, string>;
  /** The clauses this file's own `remove` statements took away, each with its `remove`, for errors that follow from one. */
  removed: { clause: ResolvedClause; by: RemovalNode }[];
  /** The German titles of its `titles de` blocks, its bases' first (a file's entries override its bases'). */
  german: GermanTitles;
  /**
   * Whether its own file is one the project ships (`variants/*.stw`, as the reader tells): a shipped
   * file must give every German title (check-titles); a house rule or a user's file falls back to English.
   */
  shipped?: boolean;
  /** Every name its files declare and use, each with its declaration in force and its references. */
  symbols: SymbolTable;
}

/**
 * A resolved variant without its symbol table: all that compiling and playing it need. The
 * browser's islands get this from the page (resolve/wire.ts), so that the table's code stays out
 * of their bundles.
 */
export type VariantRules = Omit<ResolvedVariant, 'symbols' | 'shipped'>;

/** The outcome of resolving: a variant and the diagnostics found on the way (empty when clean). */
export interface Resolution {
  variant: ResolvedVariant | null;
  diagnostics: Diagnostic[];
}

/** Loads `pathOrId`, its bases, and merges them. Never throws on bad input. */
export function resolveVariant(reader: FileReader, pathOrId: string): Resolution {
  const path = reader.locate(pathOrId);
  if (!path) {
    const loc = { source: pathOrId, start: { offset: 0, line: 1, column: 1 }, end: { offset: 0, line: 1, column: 1 } };
    return {
      variant: null,
      diagnostics: [
        diagnostic(
          'unknown-variant',
          loc,
          `no variant file "${pathOrId}"`,
          withNearest(reader, pathOrId, undefined, 'give a variant id from variants/ or a path to a .stw file'),
        ),
      ],
    };
  }
  return resolveSource(reader, reader.read(path));
}

/** `hint`, after a "did you mean" naming the id nearest to `id` that `reader` can find from `fromPath`, when one is near. */
function withNearest(reader: FileReader, id: string, fromPath: string | undefined, hint: string): string {
  const near = reader.ids ? didYouMean(id, reader.ids(fromPath)) : undefined;
  return near ? `${near} ${hint[0]!.toUpperCase()}${hint.slice(1)}` : hint;
}

/** Resolves an already-read file (used by the playground, which has no file on disk). */
export function resolveSource(reader: FileReader, source: SourceFile): Resolution {
  const texts = new Map<string, string>();
  const prelude = readPrelude(reader, texts);
  if (prelude && !('statements' in prelude)) return { variant: null, diagnostics: [prelude] };
  const loaded = loadFiles(reader, source, texts);
  if ('error' in loaded) return { variant: null, diagnostics: [loaded.error] };
  const out: Diagnostic[] = [];
  const built = new Map<string, State>();
  for (const path of loaded.order) built.set(path, build(loaded.files, built, loaded.files.get(path)!, out, prelude));
  const state = built.get(source.path)!;
  const resolved: Omit<ResolvedVariant, 'symbols'> = {
    id: state.id,
    title: state.file.title,
    chain: state.chain,
    game: state.game,
    file: state.file,
    sources: state.sources,
    ambiguities: state.ambiguities,
    events: state.events,
    lostGames: state.lostGames,
    trickTaking: state.trickTaking,
    phases: state.phases.values(),
    clauses: state.clauses.values(),
    examples: state.examples,
    claims: state.claims,
    texts,
    removed: state.removed,
    // The prelude's German titles first (its own event, the march), a file's own after.
    german: germanTitles([...(prelude ? [prelude] : []), ...state.layers.map((p) => loaded.files.get(p)!.file)]),
    ...(reader.shipped?.(source.path) ? { shipped: true } : {}),
  };
  const files = [...(prelude ? [prelude] : []), ...loaded.order.map((p) => loaded.files.get(p)!.file)];
  return { variant: { ...resolved, symbols: new SymbolTable(files, inForceOf(resolved)) }, diagnostics: dedupe(out) };
}

/** What `v` keeps in force, for its symbol table. */
function inForceOf(v: Omit<ResolvedVariant, 'symbols'>): InForce {
  return {
    clauses: v.clauses.map((c) => c.node),
    phases: v.phases.map((p) => p.node),
    ambiguities: [...v.ambiguities.values()],
    sources: [...v.sources.values()],
    events: [...v.events.values()],
    examples: v.examples,
    claims: v.claims,
  };
}

// ── Loading ─────────────────────────────────────────────────────────────────

const preludes = new Map<string, FileNode | Diagnostic>();

/** The reader's prelude parsed (once per text), its text kept for code frames; null when it has none. */
function readPrelude(reader: FileReader, texts: Map<string, string>): FileNode | Diagnostic | null {
  const source = reader.prelude?.() ?? null;
  if (!source) return null;
  texts.set(source.name, source.text);
  if (!preludes.has(source.text)) {
    const parsed = parseVariant(source.text, source.name);
    preludes.set(source.text, parsed.ok ? parsed.file : parsed.error);
  }
  return preludes.get(source.text)!;
}

/** The most base files whose trees are kept between resolutions. */
const MAX_PARSED_BASES = 256;

/** Base files parsed, by name and text: an editor re-checking a file at each keystroke parses its bases once. */
const parsedBases = new Map<string, ReturnType<typeof parseVariant>>();

/**
 * A base file's tree, parsed once per name and text (the tree is only read after parsing, as the
 * prelude's is). The file being resolved is parsed afresh: it is the one that changes. The cache
 * is emptied when full, so that a long session over many files stays bounded.
 */
function parseBase(source: SourceFile): ReturnType<typeof parseVariant> {
  const key = `${source.name}\u0000${source.text}`;
  let parsed = parsedBases.get(key);
  if (!parsed) {
    if (parsedBases.size >= MAX_PARSED_BASES) parsedBases.clear();
    parsed = parseVariant(source.text, source.name);
    parsedBases.set(key, parsed);
  }
  return parsed;
}

/** A parsed file and the paths of its bases, in the order its `extends` names them. */
interface LoadedFile {
  path: string;
  file: FileNode;
  bases: string[];
}

type Loaded = { files: Map<string, LoadedFile>; order: string[] } | { error: Diagnostic };

/**
 * Reads `root` and every base it needs, depth first without recursion. `order` lists each file
 * after its bases. Stops at the first file that cannot be read, parsed or placed: an unknown
 * base, a cycle, a local file hiding the base it names, or one file more than MAX_FILES.
 */
function loadFiles(reader: FileReader, root: SourceFile, texts: Map<string, string>): Loaded {
  const files = new Map<string, LoadedFile>();
  const parse = (source: SourceFile, isBase = true): LoadedFile | Diagnostic => {
    texts.set(source.name, source.text);
    const parsed = isBase ? parseBase(source) : parseVariant(source.text, source.name);
    return parsed.ok ? { path: source.path, file: parsed.file, bases: [] } : parsed.error;
  };
  const first = parse(root, false);
  if (!('file' in first)) return { error: first };
  files.set(root.path, first);
  const order: string[] = [];
  const done = new Set<string>();
  const stack: { lf: LoadedFile; next: number }[] = [{ lf: first, next: 0 }];
  while (stack.length) {
    const top = stack.at(-1)!;
    const { lf } = top;
    if (top.next === lf.file.extends.length) {
      stack.pop();
      done.add(lf.path);
      order.push(lf.path);
      continue;
    }
    const ext = lf.file.extends[top.next++]!;
    const basePath = reader.locate(ext.name, lf.path);
    if (basePath === lf.path) {
      const hidden = reader.locate(ext.name);
      if (hidden !== null && hidden !== lf.path) {
        const name = String(ext.loc.source).split(/[\\/]/).at(-1);
        return {
          error: diagnostic(
            'hides-base',
            ext.loc,
            `\`${name}\` is named like the base it extends, so \`extends ${ext.name}\` finds this file itself, not the base`,
            `rename this file (the id in its \`variant\` line need not change), e.g. to my-${ext.name}.stw`,
          ),
        };
      }
    }
    const path = stack.map((f) => f.lf);
    if (path.some((f) => f.file.id.name === ext.name) || (basePath !== null && path.some((f) => f.path === basePath))) {
      const cycle = [...path.map((f) => f.file.id.name), ext.name].join(' → ');
      return {
        error: diagnostic(
          'extends-cycle',
          ext.loc,
          `\`extends\` makes a cycle: ${cycle}`,
          'a variant cannot extend itself, directly or through its bases',
        ),
      };
    }
    if (!basePath) {
      return {
        error: diagnostic(
          'unknown-variant',
          ext.loc,
          `no variant \`${ext.name}\` to extend`,
          withNearest(
            reader,
            ext.name,
            lf.path,
            'the base must be a file in variants/ or variants/house/ (or next to this one) named after its id',
          ),
        ),
      };
    }
    lf.bases.push(basePath);
    if (files.has(basePath)) continue; // a base shared by two bases is read once
    if (files.size >= MAX_FILES) {
      return {
        error: diagnostic(
          'too-many-bases',
          ext.loc,
          `\`${ext.name}\` would be file ${MAX_FILES + 1} of this variant and its bases; at most ${MAX_FILES} are read`,
          'extend a variant nearer the root of its family, or check that no files extend copies of each other',
        ),
      };
    }
    let text: SourceFile;
    try {
      text = reader.read(basePath);
    } catch (e) {
      if (!(e instanceof FileRefused)) throw e;
      return {
        error: diagnostic(
          'unreadable-base',
          ext.loc,
          `cannot read the base \`${ext.name}\`: ${e.message}`,
          'the base must be a variant file (a .stw text in UTF-8 of at most 1 MiB)',
        ),
      };
    }
    const base = parse(text);
    if (!('file' in base)) return { error: base };
    files.set(basePath, base);
    stack.push({ lf: base, next: 0 });
  }
  return { files, order };
}

// ── Building ────────────────────────────────────────────────────────────────

/** A variant being built: its rules so far, and who changed each (for conflicts between bases). */
interface State {
  id: string;
  file: FileNode;
  chain: string[];
  game: { id: string; title: string };
  /** Paths of the files applied, in order: the root first. */
  layers: string[];
  sources: Map<string, SourceNode>;
  ambiguities: Map<string, AmbiguityNode>;
  events: Map<string, EventNode>;
  lostGames: LostGamesNode | null;
  trickTaking: TrickTakingNode | null;
  phases: OrderedMap<string, ResolvedPhase>;
  clauses: OrderedMap<string, ResolvedClause>;
  /** Clause ids by phase (null: the whole game), so removing a phase does not scan every clause. */
  byPhase: Map<string | null, Set<string>>;
  /** `clause:x`, `phase:x`, `ambiguity:x`, `source:x` → path of the file that last changed it. */
  changedBy: Map<string, string>;
  /** Clauses removed with their phase: what another base does to them goes with the phase. */
  goneWithPhase: Set<string>;
  /**
   * Questions that no clause of the file declaring them refers to: their readings say that the
   * language cannot play them yet. No override can settle such a question, so it is never dropped.
   */
  unplayed: Set<string>;
  /** Clauses removed by the file being built (not by its bases), with the statement that removed them. */
  removed: { clause: ResolvedClause; by: RemovalNode }[];
  examples: ExampleNode[];
  claims: ClaimNode[];
}

/** One file's statements being applied; `mixin` when it comes from a base after the first. */
interface Layer {
  path: string;
  id: string;
  file: FileNode;
  ownAmbiguities: Set<string>;
  seenPhases: Set<string>;
  seenExamples: Set<string>;
  seenClaims: Set<string>;
  mixin: Mixin | null;
}

/** Applying a later base's files: what it may change without conflict, and where to report. */
interface Mixin {
  /** Paths of the later base's own files (its chain): changes by them are its own. */
  ancestors: Set<string>;
  base: Ident;
  /** Clause ids the extending file overrides or removes itself: it settles a conflict on them. */
  settled: Set<string>;
  reported: Set<string>;
  files: Map<string, LoadedFile>;
  out: Diagnostic[];
}

/**
 * Builds the file `lf` on its bases (already built): a copy of the first base, each later base's
 * own files applied on top as a mixin, then the file's own statements.
 */
function build(
  files: Map<string, LoadedFile>,
  built: Map<string, State>,
  lf: LoadedFile,
  out: Diagnostic[],
  prelude: FileNode | null,
): State {
  const [first, ...others] = lf.bases.map((p) => built.get(p)!);
  const state = first ? clone(first) : emptyState(lf.file, prelude);
  const statements = lf.file.statements.flatMap((st): Statement[] =>
    st.kind === 'Phase' ? [st, ...st.clauses] : [st],
  );
  const settled = new Set(
    statements.flatMap((st) =>
      st.kind === 'Removal' && !st.phase ? [st.target.name] : st.kind === 'Clause' && st.override ? [st.id.name] : [],
    ),
  );
  others.forEach((base, i) => {
    const ident = lf.file.extends[i + 1]!;
    if (base.layers[0] !== state.layers[0]) {
      out.push(
        diagnostic(
          'unrelated-bases',
          ident.loc,
          `\`${ident.name}\` is not of the same family as \`${lf.file.extends[0]!.name}\`: they share no base`,
          'combine variants of one game, which extend the same root variant',
        ),
      );
      return;
    }
    const mixin: Mixin = { ancestors: new Set(base.layers), base: ident, settled, reported: new Set(), files, out };
    const have = new Set(state.layers);
    for (const path of base.layers) {
      if (have.has(path)) continue;
      applyLayer(state, files.get(path)!, mixin, [], files); // the base's own errors were reported when it was built
      state.chain.push(files.get(path)!.file.id.name);
    }
  });
  state.id = lf.file.id.name;
  state.file = lf.file;
  state.chain = [lf.file.id.name, ...state.chain];
  if (lf.file.game) state.game = { id: lf.file.game.id.name, title: lf.file.game.title };
  else if (!first) state.game = { id: lf.file.id.name, title: lf.file.title };
  state.examples = [];
  state.claims = [];
  applyLayer(state, lf, null, out, files);
  return state;
}

/** A root's starting point: nothing but the prelude's declarations (which the root may declare anew). */
function emptyState(file: FileNode, prelude: FileNode | null): State {
  const declared = prelude?.statements ?? [];
  return {
    id: file.id.name,
    file,
    chain: [],
    game: { id: file.id.name, title: file.title },
    layers: [],
    sources: new Map(),
    ambiguities: new Map(),
    events: new Map(declared.flatMap((st) => (st.kind === 'Event' ? [[st.id.name, st] as const] : []))),
    lostGames: declared.findLast((st) => st.kind === 'LostGames') ?? null,
    trickTaking: declared.findLast((st) => st.kind === 'TrickTaking') ?? null,
    phases: new OrderedMap(),
    clauses: new OrderedMap(),
    byPhase: new Map(),
    changedBy: new Map(),
    goneWithPhase: new Set(),
    unplayed: new Set(),
    removed: [],
    examples: [],
    claims: [],
  };
}

function clone(s: State): State {
  return {
    ...s,
    chain: [...s.chain],
    layers: [...s.layers],
    sources: new Map(s.sources),
    ambiguities: new Map(s.ambiguities),
    events: new Map(s.events),
    phases: s.phases.clone(),
    clauses: s.clauses.clone(),
    byPhase: new Map([...s.byPhase].map(([k, v]) => [k, new Set(v)])),
    changedBy: new Map(s.changedBy),
    goneWithPhase: new Set(s.goneWithPhase),
    unplayed: new Set(s.unplayed),
    removed: [],
    examples: [...s.examples],
    claims: [...s.claims],
  };
}

function applyLayer(
  state: State,
  lf: LoadedFile,
  mixin: Mixin | null,
  out: Diagnostic[],
  files: Map<string, LoadedFile>,
): void {
  const layer: Layer = {
    path: lf.path,
    id: lf.file.id.name,
    file: lf.file,
    mixin,
    ownAmbiguities: new Set(lf.file.statements.flatMap((s) => (s.kind === 'Ambiguity' ? [s.id.name] : []))),
    seenPhases: new Set(),
    seenExamples: new Set(),
    seenClaims: new Set(),
  };
  state.layers.push(lf.path);
  for (const st of lf.file.statements) applyStatement(state, layer, st, null, out);
  dropSettledAmbiguities(state, layer, files);
}

/**
 * In a later base's file, whether changing `key` conflicts with another base's change. A clause
 * conflict is reported at the base in the `extends` list (once), unless the extending file
 * settles it; either way the later base's change is then applied.
 */
function conflicts(state: State, layer: Layer, key: string, what: string): boolean {
  const m = layer.mixin;
  const by = state.changedBy.get(key);
  if (!m || by === undefined || m.ancestors.has(by)) return false;
  const [kind, name] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
  if (kind === 'clause' && m.settled.has(name)) return true;
  if (!m.reported.has(key)) {
    m.reported.add(key);
    const other = m.files.get(by)!.file.id.name;
    m.out.push(
      diagnostic(
        'conflicting-bases',
        m.base.loc,
        `\`${m.base.name}\` and \`${other}\` both change ${what} \`${name}\``,
        kind === 'clause'
          ? `say which rule holds: write \`override ${name}: ...\` (or \`remove ${name}\`) in this file`
          : `combine bases that do not both declare \`${name}\``,
      ),
    );
  }
  return true;
}

function applyStatement(v: State, layer: Layer, st: Statement, phase: string | null, out: Diagnostic[]): void {
  switch (st.kind) {
    case 'Source': {
      const same = v.sources.get(st.id.name);
      if (layer.mixin && same && same.title === st.title && same.author === st.author) return; // both bases cite it alike
      if (conflicts(v, layer, `source:${st.id.name}`, 'source')) return;
      v.changedBy.set(`source:${st.id.name}`, layer.path);
      return addUnique(v.sources, st.id, st, 'source', out);
    }
    case 'Ambiguity':
      if (conflicts(v, layer, `ambiguity:${st.id.name}`, 'ambiguity')) return;
      v.changedBy.set(`ambiguity:${st.id.name}`, layer.path);
      return addUnique(v.ambiguities, st.id, st, 'ambiguity', out);
    case 'DefaultChoice':
      if (conflicts(v, layer, `ambiguity:${st.ambiguity.name}`, 'the default of')) return;
      v.changedBy.set(`ambiguity:${st.ambiguity.name}`, layer.path);
      return applyDefaultChoice(v, layer, st, out);
    case 'Example':
      if (layer.mixin) return;
      if (layer.seenExamples.has(st.id.name)) out.push(duplicate('example', st.id));
      else {
        layer.seenExamples.add(st.id.name);
        v.examples.push(st);
      }
      return;
    case 'Claim':
      if (layer.mixin) return;
      if (layer.seenClaims.has(st.id.name)) out.push(duplicate('claim', st.id));
      else {
        layer.seenClaims.add(st.id.name);
        v.claims.push(st);
      }
      return;
    case 'Event': {
      // A file's own declaration replaces the prelude's or a base's; declaring one id twice in a file is an error.
      const key = `event:${st.id.name}`;
      if (conflicts(v, layer, key, 'event')) return;
      if (v.changedBy.get(key) === layer.path) return void out.push(duplicate('event', st.id));
      v.changedBy.set(key, layer.path);
      v.events.set(st.id.name, st);
      return;
    }
    case 'LostGames':
      v.lostGames = st;
      return;
    case 'TrickTaking':
      v.trickTaking = st;
      return;
    case 'Phase':
      return applyPhase(v, layer, st, out);
    case 'Removal':
      return st.phase ? removePhase(v, layer, st, out) : removeClause(v, layer, st, out);
    case 'Clause':
      return applyClause(v, layer, st, phase, out);
  }
}

function applyPhase(v: State, layer: Layer, st: PhaseNode, out: Diagnostic[]): void {
  const id = st.id.name;
  // A phase another base removed stays removed, with what this base adds to it.
  const by = v.changedBy.get(`phase:${id}`);
  if (layer.mixin && !v.phases.has(id) && by !== undefined && !layer.mixin.ancestors.has(by)) return;
  if (layer.seenPhases.has(id)) out.push(duplicate('phase', st.id));
  else if (v.phases.has(id) && st.place) {
    out.push(
      diagnostic(
        'misplaced-clause',
        st.place.anchor.loc,
        `phase \`${id}\` is inherited and keeps its place`,
        'a phase block for an inherited phase only adds or overrides its clauses',
      ),
    );
  } else if (!v.phases.has(id)) {
    const entry = { id, title: st.title, node: st };
    const anchor = st.place?.anchor.name;
    if (st.place && !v.phases.has(anchor!)) {
      out.push(
        diagnostic(
          'unknown-phase',
          st.place.anchor.loc,
          `cannot place phase \`${id}\` ${st.place.where} \`${anchor}\`: no such phase`,
          didYouMean(anchor!, v.phases.keys()) ?? 'see `stichwort explain` for the phases',
        ),
      );
    }
    if (st.place && v.phases.has(anchor!)) v.phases.insert(st.place.where, anchor!, id, entry);
    else v.phases.append(id, entry);
    v.changedBy.set(`phase:${id}`, layer.path);
  }
  layer.seenPhases.add(id);
  for (const c of st.clauses) applyStatement(v, layer, c, id, out);
}

function removePhase(v: State, layer: Layer, st: RemovalNode, out: Diagnostic[]): void {
  const id = st.target.name;
  if (!v.phases.has(id)) {
    if (layer.mixin && v.changedBy.has(`phase:${id}`)) return; // another base removed it too
    out.push(
      diagnostic(
        'unknown-phase',
        st.target.loc,
        `cannot remove phase \`${id}\`: no such phase`,
        didYouMean(id, v.phases.keys()) ?? 'see `stichwort explain` for the phases',
      ),
    );
    return;
  }
  v.phases.delete(id);
  v.changedBy.set(`phase:${id}`, layer.path);
  for (const c of v.byPhase.get(id) ?? []) {
    v.clauses.delete(c);
    v.changedBy.set(`clause:${c}`, layer.path);
    v.goneWithPhase.add(c);
  }
  v.byPhase.delete(id);
}

/** In a later base's file, whether `id` went with a phase another base removed (then what is done to it goes too). */
function goneWithOtherPhase(v: State, layer: Layer, id: string): boolean {
  const by = v.changedBy.get(`clause:${id}`);
  return (
    layer.mixin !== null &&
    !v.clauses.has(id) &&
    v.goneWithPhase.has(id) &&
    by !== undefined &&
    !layer.mixin.ancestors.has(by)
  );
}

function removeClause(v: State, layer: Layer, st: RemovalNode, out: Diagnostic[]): void {
  const id = st.target.name;
  const key = `clause:${id}`;
  if (goneWithOtherPhase(v, layer, id)) return;
  if (layer.mixin && !v.clauses.has(id) && v.changedBy.has(key) && !layer.mixin.ancestors.has(v.changedBy.get(key)!))
    return; // removed by both
  const sink = conflicts(v, layer, key, 'clause') ? [] : out;
  const clause = v.clauses.get(id);
  if (!clause) return void sink.push(missingClause(v, st.target, 'remove'));
  v.clauses.delete(id);
  v.byPhase.get(clause.phase)?.delete(id);
  v.changedBy.set(key, layer.path);
  if (layer.file === v.file) v.removed.push({ clause, by: st });
}

/**
 * `default q is r`: the inherited ambiguity `q` goes by reading `r` unless a scenario picks
 * another. The ambiguity stays open (still selectable); only its default changes, and the new
 * default points at this statement, so a reading that does not exist is reported here by
 * checkReadings.
 */
function applyDefaultChoice(v: State, layer: Layer, st: DefaultChoiceNode, out: Diagnostic[]): void {
  const name = st.ambiguity.name;
  const amb = v.ambiguities.get(name);
  if (layer.ownAmbiguities.has(name)) {
    out.push(
      diagnostic(
        'misplaced-default',
        st.loc,
        `\`${name}\` is declared in this file`,
        `write \`default ${st.reading.name}\` inside its ambiguity block instead`,
      ),
    );
  } else if (!amb) {
    const known = [...v.ambiguities.keys()];
    out.push(
      diagnostic(
        'unknown-ambiguity',
        st.ambiguity.loc,
        `no ambiguity \`${name}\` is inherited`,
        didYouMean(name, known) ??
          (known.length ? `the open questions are ${nameList(known)}` : "this variant's bases declare no ambiguities"),
      ),
    );
  } else {
    v.ambiguities.set(name, { ...amb, default: st.reading });
  }
}

function applyClause(v: State, layer: Layer, node: ClauseNode, phase: string | null, out: Diagnostic[]): void {
  const id = node.id.name;
  const key = `clause:${id}`;
  const anchorName = node.place?.anchor.name;
  if (goneWithOtherPhase(v, layer, id) || (anchorName !== undefined && goneWithOtherPhase(v, layer, anchorName)))
    return;
  const anchorGone =
    anchorName !== undefined && !v.clauses.has(anchorName) && conflicts(v, layer, `clause:${anchorName}`, 'clause');
  const sink = conflicts(v, layer, key, 'clause') || anchorGone ? [] : out;
  const at = v.clauses.get(id);
  if (node.override) {
    if (!at) return void sink.push(missingClause(v, node.id, 'override'));
    if (node.place) {
      sink.push(
        diagnostic(
          'misplaced-clause',
          node.place.anchor.loc,
          `an override keeps the place of \`${id}\`; it cannot be moved ${node.place.where} \`${node.place.anchor.name}\``,
          `remove \`${id}\` and add a new clause (${node.place.where} ${node.place.anchor.name}) instead`,
        ),
      );
    }
    v.clauses.replace(id, { id, phase: at.phase, node, from: layer.id });
    v.changedBy.set(key, layer.path);
    return;
  }
  if (at) {
    const inherited = at.from !== layer.id;
    sink.push(
      diagnostic(
        'duplicate-id',
        node.id.loc,
        `a clause \`${id}\` is already defined${inherited ? ` in \`${at.from}\`` : ''}`,
        inherited ? `write \`override ${id}: ...\` to replace it` : 'give this clause another label',
      ),
    );
    return;
  }
  const clause: ResolvedClause = { id, phase, node, from: layer.id };
  if (node.place) {
    const anchor = v.clauses.get(node.place.anchor.name);
    if (!anchor) return void sink.push(missingClause(v, node.place.anchor, node.place.where));
    clause.phase = anchor.phase;
    v.clauses.insert(node.place.where, anchor.id, id, clause);
  } else {
    v.clauses.append(id, clause);
  }
  if (!v.byPhase.has(clause.phase)) v.byPhase.set(clause.phase, new Set());
  v.byPhase.get(clause.phase)!.add(id);
  v.changedBy.set(key, layer.path);
}

/**
 * An inherited ambiguity that no clause or claim in force refers to any more has been settled by
 * this variant's overrides (the Swedish rules answer questions Pagat leaves open): it is dropped.
 * One that no clause referred to in its own file stays (see `State.unplayed`).
 */
function dropSettledAmbiguities(v: State, layer: Layer, files: Map<string, LoadedFile>): void {
  // The files' occurrences (kept per tree, and read again by the symbol table) say which questions
  // a clause or claim asks (`reading q is r`, `if reading q is r`): only those in force count.
  const inForce = new Set<Statement>(v.claims);
  for (const c of v.clauses.values()) inForce.add(c.node);
  const used = new Set<string>();
  for (const path of v.layers) {
    for (const o of occurrencesOf(files.get(path)!.file))
      if (o.kind === 'ambiguity' && o.role === 'use' && o.owner && inForce.has(o.owner)) used.add(o.name);
  }
  for (const id of [...v.ambiguities.keys()]) {
    if (used.has(id)) continue;
    if (layer.ownAmbiguities.has(id)) v.unplayed.add(id);
    else if (!v.unplayed.has(id)) v.ambiguities.delete(id);
  }
}

function addUnique<T>(map: Map<string, T>, id: Ident, value: T, what: string, out: Diagnostic[]): void {
  if (map.has(id.name)) out.push(duplicate(what, id));
  else map.set(id.name, value);
}

function duplicate(what: string, id: Ident): Diagnostic {
  return diagnostic('duplicate-id', id.loc, `${what} \`${id.name}\` is defined twice`, `give this ${what} another id`);
}

function missingClause(v: State, target: Ident, verb: string): Diagnostic {
  const hint = didYouMean(target.name, v.clauses.keys());
  return diagnostic(
    'unknown-clause',
    target.loc,
    `cannot ${verb} \`${target.name}\`: no such clause${v.chain.length > 1 ? ` in \`${v.chain[1]}\`` : ''}`,
    hint ?? 'see `stichwort explain` for the clause ids in force',
  );
}

/** The same problem found twice (a base applied for two variants) is reported once. */
function dedupe(ds: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return ds.filter((d) => {
    const key = `${d.code}\u0000${String(d.loc.source)}\u0000${d.loc.start.offset}\u0000${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
