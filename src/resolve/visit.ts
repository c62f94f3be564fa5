/**
 * A typed walk over the syntax tree: `visit(root, handlers)` calls the handler of each node's kind
 * with the node as its own type. Children are listed per kind (`children`), so a new kind of node
 * fails to compile here until its children are named, and the walk reads no field that is not a
 * node. It keeps its own stack: whatever the input, no walk overflows the call stack.
 */
import type {
  CardPred, CiteNode, ClauseBody, ColourNode, Cond, Effect, ExampleStep, FileNode, Guard, NumExpr, PlayerSet, ReadingNode, Seat, Statement,
} from '../parse/ast.ts';

/** Every node of the tree: each has a `kind` and a `loc`. */
export type AstNode =
  | FileNode | Statement | ReadingNode | CiteNode | Guard | ColourNode | ExampleStep | ClauseBody
  | Effect | PlayerSet | Seat | CardPred | Cond | NumExpr;

/** The kinds of node. */
export type AstKind = AstNode['kind'];

/** The node of kind `K`, as its own type. */
export type NodeOf<K extends AstKind> = Extract<AstNode, { kind: K }>;

/** What to do at nodes of some kinds; a kind without a handler is walked through. */
export type Handlers = { [K in AstKind]?: (node: NodeOf<K>) => void };

/** Calls `handlers` on `root` and every node under it, parents before children, in the order written. */
export function visit(root: AstNode | readonly AstNode[], handlers: Handlers): void {
  const stack: AstNode[] = isList(root) ? [...root].reverse() : [root];
  while (stack.length) {
    const node = stack.pop()!;
    // The map from kind to handler is typed per kind; one node reaches only its own kind's handler.
    (handlers[node.kind] as ((n: AstNode) => void) | undefined)?.(node);
    const kids = children(node);
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!);
  }
}

function isList(x: AstNode | readonly AstNode[]): x is readonly AstNode[] {
  return Array.isArray(x);
}

/** No children: one array shared by every leaf (a walk visits many). */
const NONE: readonly AstNode[] = [];

/** `a` and `b` without the absent ones. */
function present(a: AstNode | null | undefined, b?: AstNode | null, c?: AstNode | null): readonly AstNode[] {
  const out: AstNode[] = [];
  if (a) out.push(a);
  if (b) out.push(b);
  if (c) out.push(c);
  return out.length ? out : NONE;
}

/** The nodes directly under `n`, in the order written. */
export function children(n: AstNode): readonly AstNode[] {
  switch (n.kind) {
    case 'File': return n.statements;
    case 'Source': case 'Cite': case 'LostGames': case 'TrickTaking': return NONE;
    case 'Event': case 'DefaultChoice': case 'Removal': return present(n.cite);
    case 'Ambiguity': return n.readings;
    case 'Reading': return present(n.cite);
    case 'Phase': return n.clauses;
    case 'Example': return n.steps;
    case 'Claim': return present(n.when, n.holds, n.cite);
    case 'Clause': return present(n.body, n.guard, n.cite);
    case 'ExPlayers': case 'ExOptions': case 'ExDeal': case 'ExRedeal': case 'ExExpect': case 'ExHand': case 'ExTrump': case 'ExMoves': return NONE;
    case 'Deck': return n.colours;
    case 'Colour': case 'Players': case 'Special': case 'Order': case 'Points': case 'TrumpsBeat': case 'Play': case 'Give': case 'Exchange':
    case 'Deal': case 'Winner': case 'Tally': case 'Ties': case 'PlayoffRank': case 'Settle':
      return NONE;
    case 'Trump': case 'Must': return present(n.kind === 'Must' ? n.card : null, n.when);
    case 'Action': return present(n.when);
    case 'Lead': case 'NextDealer': case 'NextGameDealer': case 'PlayoffNextLead': case 'TrumpNamed': case 'PlayoffDealer': case 'PlayoffLead':
      return [n.seat];
    case 'EventWhen': return [n.cond];
    case 'Ends': return [n.cond];
    case 'AtEnd': case 'AfterDeal': case 'GameOver': case 'Score': return [...present(n.kind === 'Score' ? n.cond : n.when), ...n.effects];
    case 'PlayoffNextDealer': return n.choices.flatMap((c) => present(c.seat, c.when));
    case 'Rubber': return present(n.until);
    case 'Nothing': case 'EndGame': return NONE;
    case 'Add': case 'Erase': return [n.amount, n.who];
    case 'LoseGame': return [n.who, n.amount];
    case 'DropOut': return [n.who];
    case 'PayIn': case 'PayOut': return [n.amount, n.who];
    case 'Everyone': case 'Others': case 'Remaining': case 'EventPlayer': return NONE;
    case 'Extreme': return present(n.count);
    case 'Where': return [n.cond];
    case 'SeatStep': return [n.from];
    case 'SeatRef': case 'SeatHolder': case 'SeatResult': return NONE;
    case 'CardLed': case 'CardTrump': case 'CardBeating': case 'CardUndertrump': case 'CardPoints': case 'CardRank': case 'CardSym': return NONE;
    case 'CardAny': return n.options;
    case 'Logic': return [n.left, n.right];
    case 'Not': return [n.cond];
    case 'Holding': case 'HoldingOnly': return [n.card];
    case 'Happened': case 'TrickIs': case 'LedIs': case 'ReadingIs': case 'PhaseIs': case 'AllEqual': return NONE;
    case 'AllAre': return [n.to];
    case 'Compare': return [n.left, n.right];
    case 'Arith': return [n.left, n.right];
    case 'MinMax': return [n.a, n.b];
    case 'Count': return [n.set];
    case 'Total': case 'Num': case 'Active': case 'Deals': case 'Times': case 'Value': case 'TrickNumber': return NONE;
    case 'Aggregate': return present(n.among);
    case 'PlayedCount': case 'HeldCount': return [n.card];
    default: return unreachable(n);
  }
}

function unreachable(x: never): never {
  throw new Error(`visit: a node of unknown kind ${JSON.stringify((x as { kind?: unknown }).kind)}`);
}

/** The ids of the ambiguities that `reading a is r` conditions and guards inside `root` name. */
export function referencedAmbiguities(root: AstNode | readonly AstNode[]): Set<string> {
  const used = new Set<string>();
  visit(root, { ReadingIs: (n) => void used.add(n.ambiguity.name) });
  return used;
}
