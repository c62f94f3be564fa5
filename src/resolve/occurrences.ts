/**
 * Every name one file declares or uses, with its kind and its location: what the symbol table
 * (symbols.ts) is made of. A file's list is worked out once per tree (a base's tree is kept
 * between resolutions, so an editor re-checking a house rule walks only the house rule).
 */
import type { ClauseNode, FileNode, Ident, Loc, Statement, Sym } from '../parse/ast.ts';
import { clauseIdLoc } from '../check/locate.ts';
import { visit } from './visit.ts';

/** What a name names. A tally is a clause (`marks: tally ...`); `value` is a per-player value (a tally, a built-in value or an event's count). */
export type SymbolKind =
  | 'variant' | 'source' | 'ambiguity' | 'reading' | 'phase' | 'clause' | 'tally' | 'value'
  | 'event' | 'event-player' | 'event-count' | 'example' | 'claim' | 'suit' | 'rank';

/**
 * How a name is written: `declare` where it is introduced (an override or a `default q is r`
 * changes what is declared without declaring it anew); `times` in `times x`; `use` elsewhere.
 */
export type Role = 'declare' | 'override' | 'remove' | 'anchor' | 'default' | 'extends' | 'times' | 'use';

/** One name written in a file. */
export interface Occurrence {
  kind: SymbolKind;
  name: string;
  /** A reading's ambiguity (readings are named within their question). */
  scope?: string;
  role: Role;
  /** The name's own span (an unlabelled clause: its keyword). */
  loc: Loc;
  /**
   * What the place it is written in asks of the name: `number` a value read as a number (where an
   * event's count may stand too); `player` or `shared` the scope of a tally a payment moves between.
   */
  wants?: 'number' | 'player' | 'shared';
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

function collect(file: FileNode): Occurrence[] {
  const out: Occurrence[] = [];
  const variant = file.id.name, source = String(file.loc.source);
  const add: Add = (kind, id, role, owner, scope, wants) => {
    out.push({ kind, name: id.name, role, loc: id.loc, owner, ...(scope !== undefined ? { scope } : {}), ...(wants ? { wants } : {}), variant, source });
  };
  add('variant', file.id, 'declare', null);
  for (const e of file.extends) add('variant', e, 'extends', null);
  for (const st of file.statements) {
    if (st.kind === 'Phase') {
      add('phase', st.id, 'declare', st);
      if (st.place) add('phase', st.place.anchor, 'anchor', st);
      for (const c of st.clauses) statement(c, add);
    } else statement(st, add);
  }
  return out;
}

type Add = (kind: SymbolKind, id: Ident | Sym, role: Role, owner: Statement | null, scope?: string, wants?: Occurrence['wants']) => void;

/** The names of one statement (a phase's clauses are statements of their own). */
function statement(st: Statement, add: Add): void {
  switch (st.kind) {
    case 'Source': add('source', st.id, 'declare', st); break;
    case 'Ambiguity':
      add('ambiguity', st.id, 'declare', st);
      for (const r of st.readings) add('reading', r.id, 'declare', st, st.id.name);
      add('reading', st.default, 'default', st, st.id.name);
      break;
    case 'DefaultChoice':
      add('ambiguity', st.ambiguity, 'default', st);
      add('reading', st.reading, 'default', st, st.ambiguity.name);
      break;
    case 'Removal': add(st.phase ? 'phase' : 'clause', st.target, 'remove', st); break;
    case 'Event':
      add('event', st.id, 'declare', st);
      add('event-player', st.player, 'declare', st);
      add('event-count', st.count, 'declare', st);
      break;
    case 'Example': add('example', st.id, 'declare', st); break;
    case 'Claim': add('claim', st.id, 'declare', st); break;
    case 'LostGames': add('tally', st.tally, 'use', st); break;
    case 'Clause': clause(st, add); break;
    case 'TrickTaking': case 'Phase': break;
  }
  if (st.kind !== 'Clause' && st.kind !== 'Phase') uses(st, st, add);
}

/** A clause's own id (a tally's is a tally's), its anchor, and the names in its body. */
function clause(c: ClauseNode, add: Add): void {
  const id = { name: c.id.name, loc: clauseIdLoc(c) };
  const kind = c.body.kind === 'Tally' ? 'tally' : 'clause';
  add(kind, id, c.override ? 'override' : 'declare', c);
  if (c.place) add('clause', c.place.anchor, 'anchor', c);
  if (c.body.kind === 'Deck') {
    for (const s of c.body.suits) add('suit', s, 'declare', c);
    for (const r of c.body.ranks) add('rank', r, 'declare', c);
  }
  uses(c, c, add);
}

/** The names used under `root` (conditions, numbers, player sets, effects, citations, examples). */
function uses(root: Statement, owner: Statement, add: Add): void {
  visit(root, {
    Cite: (n) => add('source', n.source, 'use', owner),
    ReadingIs: (n) => { add('ambiguity', n.ambiguity, 'use', owner); add('reading', n.reading, 'use', owner, n.ambiguity.name); },
    PhaseIs: (n) => add('phase', n.phase, 'use', owner),
    Happened: (n) => add('event', n.event, 'use', owner),
    EventWhen: (n) => add('event', n.event, 'use', owner),
    EventPlayer: (n) => add('event-player', n.name, 'use', owner),
    Add: (n) => add('tally', n.tally, 'use', owner),
    Erase: (n) => add('tally', n.tally, 'use', owner),
    LoseGame: (n) => add('tally', n.tally, 'use', owner),
    Total: (n) => add('tally', n.tally, 'use', owner),
    Settle: (n) => add('tally', n.tally, 'use', owner),
    // Money goes between each player's tally and one shared tally (the pot).
    PayIn: (n) => { add('tally', n.from, 'use', owner, undefined, 'player'); add('tally', n.to, 'use', owner, undefined, 'shared'); },
    PayOut: (n) => { add('tally', n.from, 'use', owner, undefined, 'shared'); add('tally', n.to, 'use', owner, undefined, 'player'); },
    Value: (n) => add('value', n.name, 'use', owner, undefined, 'number'),
    AllEqual: (n) => add('value', n.value, 'use', owner),
    AllAre: (n) => add('value', n.value, 'use', owner),
    Aggregate: (n) => add('value', n.value, 'use', owner),
    Extreme: (n) => { add('value', n.value, 'use', owner); for (const k of n.then ?? []) add('value', k.value, 'use', owner); },
    PlayoffRank: (n) => { for (const k of n.keys) if (k.by === 'first') add('event', k.event, 'use', owner); else add('value', k.value, 'use', owner); },
    Times: (n) => add('clause', n.clause, 'times', owner),
    CardRank: (n) => add('rank', n.rank, 'use', owner),
    LedIs: (n) => { if (n.suit) add('suit', n.suit, 'use', owner); },
    ExOptions: (n) => { for (const c of n.choices) { add('ambiguity', c.ambiguity, 'use', owner); add('reading', c.reading, 'use', owner, c.ambiguity.name); } },
    ExExpect: (n) => {
      if (n.field === 'phase') add('phase', n.phase, 'use', owner);
      else if (n.field === 'tally' || n.field === 'shared') add('tally', n.tally, 'use', owner);
      else if (n.field === 'refused' && n.by) add('clause', n.by, 'use', owner);
    },
  });
}
