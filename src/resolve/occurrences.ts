/**
 * Every name one file declares or uses, with its kind and its location: what the symbol table
 * (symbols.ts) is made of. A file's list is worked out once per tree (a base's tree is kept
 * between resolutions, so an editor re-checking a house rule walks only the house rule).
 */
import type { ClauseNode, FileNode, Ident, Statement, Sym, TitleEntryNode, TitleKind } from '../parse/ast.ts';
import type { Loc } from '../core/location.ts';
import { clauseIdLoc } from '../core/locate.ts';
import { visit, type Handlers } from './visit.ts';

/** What a name names. A tally is a clause (`marks: tally ...`); `value` is a per-player value (a tally, a built-in value or an event's count). */
export type SymbolKind =
  | 'variant'
  | 'source'
  | 'ambiguity'
  | 'reading'
  | 'phase'
  | 'clause'
  | 'tally'
  | 'value'
  | 'event'
  | 'event-player'
  | 'event-count'
  | 'example'
  | 'claim'
  | 'suit'
  | 'rank';

/**
 * How a name is written: `declare` where it is introduced (an override or a `default q is r`
 * changes what is declared without declaring it anew); `times` in `times x`; `use` elsewhere.
 */
export type Role = 'declare' | 'override' | 'remove' | 'anchor' | 'default' | 'extends' | 'times' | 'use';

/** One name written in a file. */
export interface Occurrence {
  kind: SymbolKind;
  name: string;
  /** A reading's ambiguity (readings are named within their question); undefined for other names. */
  scope: string | undefined;
  role: Role;
  /** The name's own span (an unlabelled clause: its keyword). */
  loc: Loc;
  /**
   * What the place it is written in asks of the name: `number` a value read as a number (where an
   * event's count may stand too); `player` or `shared` the scope of a tally a payment moves between.
   */
  wants: 'number' | 'player' | 'shared' | undefined;
  /** The statement it is written in: a clause (also inside a phase), a claim, an example…; null for the file's header. */
  owner: Statement | null;
  /** The id of the variant whose file it is written in (through `extends`, a base's). */
  variant: string;
  /** The name the file's locations carry (`house-rule.stw`). */
  source: string;
}

const cache = new WeakMap<FileNode, readonly Occurrence[]>();

/** The names `file` declares and uses, in the order written; worked out once per tree. */
export function occurrencesOf(file: FileNode): readonly Occurrence[] {
  let found = cache.get(file);
  if (!found) cache.set(file, (found = collect(file)));
  return found;
}

/**
 * Adds one occurrence, written in the statement being read. The handlers below are made once per
 * file and read the statement from here, so that a walk makes no closures per statement.
 */
type Add = (kind: SymbolKind, id: Ident | Sym, role: Role, scope?: string, wants?: Occurrence['wants']) => void;

function collect(file: FileNode): Occurrence[] {
  const out: Occurrence[] = [];
  const variant = file.id.name,
    source = String(file.loc.source);
  let owner: Statement | null = null;
  const add: Add = (kind, id, role, scope, wants) => {
    // Every occurrence has every field, so that all have one shape (a file has thousands).
    out.push({ kind, name: id.name, scope, role, loc: id.loc, wants, owner, variant, source });
  };
  const handlers = useHandlers(add);
  add('variant', file.id, 'declare');
  for (const e of file.extends) add('variant', e, 'extends');
  for (const st of file.statements) {
    owner = st;
    if (st.kind === 'Phase') {
      add('phase', st.id, 'declare');
      if (st.place) add('phase', st.place.anchor, 'anchor');
      for (const c of st.clauses) {
        owner = c;
        statement(c, add, handlers);
      }
    } else statement(st, add, handlers);
  }
  owner = null;
  for (const t of file.titles ?? []) for (const e of t.entries) titleEntry(e, add);
  return out;
}

/** The kind of thing a title entry names by id, where the symbol table has it (an option is a clause's part). */
const TITLED: Partial<Record<TitleKind, SymbolKind>> = {
  phase: 'phase',
  tally: 'tally',
  event: 'event',
  ambiguity: 'ambiguity',
  reading: 'reading',
  special: 'clause',
  suit: 'suit',
  rank: 'rank',
  claim: 'claim',
  example: 'example',
  source: 'source',
  section: 'source',
};

/** A title entry's names: the thing it titles (a reading's question too), as a use, so that renaming the thing renames its entry. */
function titleEntry(e: TitleEntryNode, add: Add): void {
  const kind = TITLED[e.what];
  if (!kind || !e.id) return;
  if (e.scope) add('ambiguity', e.scope, 'use');
  add(kind, e.id, 'use', e.scope?.name);
}

/** The names of one statement (a phase's clauses are statements of their own). */
function statement(st: Statement, add: Add, handlers: Handlers): void {
  switch (st.kind) {
    case 'Source':
      add('source', st.id, 'declare');
      break;
    case 'Ambiguity':
      add('ambiguity', st.id, 'declare');
      for (const r of st.readings) add('reading', r.id, 'declare', st.id.name);
      add('reading', st.default, 'default', st.id.name);
      break;
    case 'DefaultChoice':
      add('ambiguity', st.ambiguity, 'default');
      add('reading', st.reading, 'default', st.ambiguity.name);
      break;
    case 'Removal':
      add(st.phase ? 'phase' : 'clause', st.target, 'remove');
      break;
    case 'Event':
      add('event', st.id, 'declare');
      add('event-player', st.player, 'declare');
      add('event-count', st.count, 'declare');
      break;
    case 'Example':
      add('example', st.id, 'declare');
      break;
    case 'Claim':
      add('claim', st.id, 'declare');
      break;
    case 'LostGames':
      add('tally', st.tally, 'use');
      break;
    case 'Clause':
      clause(st, add);
      break;
    case 'TrickTaking':
    case 'Phase':
      return;
  }
  visit(st, handlers);
}

/** A clause's own id (a tally's is a tally's), its anchor, and the suits and ranks of a deck. */
function clause(c: ClauseNode, add: Add): void {
  add(
    c.body.kind === 'Tally' ? 'tally' : 'clause',
    { name: c.id.name, loc: clauseIdLoc(c) },
    c.override ? 'override' : 'declare',
  );
  if (c.place) add('clause', c.place.anchor, 'anchor');
  if (c.body.kind === 'Deck') {
    for (const s of c.body.suits) add('suit', s, 'declare');
    for (const r of c.body.ranks) add('rank', r, 'declare');
  }
}

/** What to add at each node that uses a name (conditions, numbers, player sets, effects, citations, examples). */
function useHandlers(add: Add): Handlers {
  return {
    Cite: (n) => add('source', n.source, 'use'),
    ReadingIs: (n) => {
      add('ambiguity', n.ambiguity, 'use');
      add('reading', n.reading, 'use', n.ambiguity.name);
    },
    PhaseIs: (n) => add('phase', n.phase, 'use'),
    PhaseOrder: (n) => {
      for (const ph of n.phases) add('phase', ph, 'use');
    },
    Happened: (n) => add('event', n.event, 'use'),
    EventWhen: (n) => add('event', n.event, 'use'),
    EventPlayer: (n) => add('event-player', n.name, 'use'),
    Add: (n) => add('tally', n.tally, 'use'),
    Erase: (n) => add('tally', n.tally, 'use'),
    LoseGame: (n) => add('tally', n.tally, 'use'),
    Total: (n) => add('tally', n.tally, 'use'),
    Settle: (n) => add('tally', n.tally, 'use'),
    // Money goes between each player's tally and one shared tally (the pot).
    PayIn: (n) => {
      add('tally', n.from, 'use', undefined, 'player');
      add('tally', n.to, 'use', undefined, 'shared');
    },
    PayOut: (n) => {
      add('tally', n.from, 'use', undefined, 'shared');
      add('tally', n.to, 'use', undefined, 'player');
    },
    Value: (n) => add('value', n.name, 'use', undefined, 'number'),
    AllEqual: (n) => add('value', n.value, 'use'),
    AllAre: (n) => add('value', n.value, 'use'),
    Aggregate: (n) => add('value', n.value, 'use'),
    TeamValue: (n) => add('value', n.value, 'use'),
    TeamExtreme: (n) => {
      add('value', n.value, 'use');
      for (const k of n.then ?? []) add('value', k.value, 'use');
    },
    Extreme: (n) => {
      add('value', n.value, 'use');
      for (const k of n.then ?? []) add('value', k.value, 'use');
    },
    PlayoffRank: (n) => {
      for (const k of n.keys)
        if (k.by === 'first') add('event', k.event, 'use');
        else add('value', k.value, 'use');
    },
    Times: (n) => add('clause', n.clause, 'times'),
    CardRank: (n) => add('rank', n.rank, 'use'),
    LedIs: (n) => {
      if (n.suit) add('suit', n.suit, 'use');
    },
    ExOptions: (n) => {
      for (const c of n.choices) {
        add('ambiguity', c.ambiguity, 'use');
        add('reading', c.reading, 'use', c.ambiguity.name);
      }
    },
    ExExpect: (n) => {
      if (n.field === 'phase') add('phase', n.phase, 'use');
      else if (n.field === 'tally' || n.field === 'shared') add('tally', n.tally, 'use');
      else if (n.field === 'refused' && n.by) add('clause', n.by, 'use');
    },
  };
}
