/**
 * A typed walk over the syntax tree: `visit(root, handlers)` calls the handler of each node's kind
 * with the node as its own type. Children are listed per kind (`children`), so a new kind of node
 * fails to compile here until its children are named, and the walk reads no field that is not a
 * node. It keeps its own stack: whatever the input, no walk overflows the call stack.
 */
import type {
  CardPred,
  CiteNode,
  ClauseBody,
  ColourNode,
  Cond,
  Effect,
  ExampleStep,
  FileNode,
  Guard,
  NumExpr,
  PlayerSet,
  ReadingNode,
  Seat,
  Statement,
} from '../parse/ast.ts';

/** Every node of the tree: each has a `kind` and a `loc`. */
export type AstNode =
  | FileNode
  | Statement
  | ReadingNode
  | CiteNode
  | Guard
  | ColourNode
  | ExampleStep
  | ClauseBody
  | Effect
  | PlayerSet
  | Seat
  | CardPred
  | Cond
  | NumExpr;

/** The kinds of node. */
export type AstKind = AstNode['kind'];

/** The node of kind `K`, as its own type. */
export type NodeOf<K extends AstKind> = Extract<AstNode, { kind: K }>;

/** What to do at nodes of some kinds; a kind without a handler is walked through. */
export type Handlers = { [K in AstKind]?: (node: NodeOf<K>) => void };

/** Calls `handlers` on `root` and every node under it, parents before children, in the order written. */
export function visit(root: AstNode | readonly AstNode[], handlers: Handlers): void {
  const stack: AstNode[] = [];
  if (isList(root)) pushAll(stack, root);
  else stack.push(root);
  while (stack.length) {
    const node = stack.pop()!;
    // The map from kind to handler is typed per kind; one node reaches only its own kind's handler.
    (handlers[node.kind] as ((n: AstNode) => void) | undefined)?.(node);
    pushChildren(stack, node);
  }
}

function isList(x: AstNode | readonly AstNode[]): x is readonly AstNode[] {
  return Array.isArray(x);
}

/** The nodes directly under `n`, in the order written. */
export function children(n: AstNode): AstNode[] {
  const out: AstNode[] = [];
  pushChildren(out, n);
  return out.reverse();
}

/** Pushes `xs` last first, so that popping the stack meets them in the order written. */
function pushAll(stack: AstNode[], xs: readonly AstNode[]): void {
  for (let i = xs.length - 1; i >= 0; i--) stack.push(xs[i]!);
}

/** Pushes the present ones of `a`, `b`, `c`, last first. */
function push(stack: AstNode[], a: AstNode | null | undefined, b?: AstNode | null, c?: AstNode | null): void {
  if (c) stack.push(c);
  if (b) stack.push(b);
  if (a) stack.push(a);
}

/**
 * Pushes the nodes directly under `n` onto `stack`, the last written first (a walk pops them in the
 * order written); no list is made per node, as a walk at each keystroke meets thousands.
 */
function pushChildren(s: AstNode[], n: AstNode): void {
  switch (n.kind) {
    case 'File':
      return pushAll(s, n.statements);
    case 'Source':
    case 'Cite':
    case 'LostGames':
    case 'TrickTaking':
      return;
    case 'Event':
    case 'DefaultChoice':
    case 'Removal':
      return push(s, n.cite);
    case 'Ambiguity':
      return pushAll(s, n.readings);
    case 'Reading':
      return push(s, n.cite);
    case 'Phase':
      return pushAll(s, n.clauses);
    case 'Example':
      return pushAll(s, n.steps);
    case 'Claim':
      return push(s, n.when, n.holds, n.cite);
    case 'Clause':
      return push(s, n.body, n.guard, n.cite);
    case 'ExPlayers':
    case 'ExOptions':
    case 'ExDeal':
    case 'ExRedeal':
    case 'ExExpect':
    case 'ExHand':
    case 'ExTrump':
    case 'ExTalon':
    case 'ExStock':
    case 'ExMoves':
      return;
    case 'Deck':
      return pushAll(s, n.colours);
    case 'Colour':
    case 'Players':
    case 'Special':
    case 'Order':
    case 'Points':
    case 'TrumpsBeat':
    case 'Play':
    case 'Give':
    case 'Exchange':
    case 'Draw':
    case 'Winner':
    case 'Tally':
    case 'Ties':
    case 'PlayoffRank':
    case 'Settle':
      return;
    case 'Teams':
      return push(s, n.seat ?? null, n.partner ?? null);
    case 'Trump':
    case 'Action':
      return push(s, n.when);
    case 'Deal':
      return push(s, n.talon?.seat ?? null);
    case 'GiveRule':
    case 'PassOn':
      return push(s, n.seat, n.cards);
    case 'LayAway':
      return push(s, n.seat);
    case 'Must':
      return push(s, n.card, n.when);
    case 'Lead':
    case 'NextDealer':
    case 'NextGameDealer':
    case 'PlayoffNextLead':
    case 'TrumpNamed':
    case 'PhaseOrder':
    case 'PlayoffDealer':
    case 'PlayoffLead':
      return push(s, n.seat);
    case 'Choice':
      for (let i = n.options.length - 1; i >= 0; i--) push(s, n.options[i]!.when);
      return push(s, n.seat);
    case 'EventWhen':
    case 'Ends':
    case 'DealEnds':
      return push(s, n.cond);
    case 'Score':
      pushAll(s, n.effects);
      return push(s, n.cond);
    case 'AtEnd':
    case 'AfterDeal':
    case 'GameOver':
      pushAll(s, n.effects);
      return push(s, n.when);
    case 'PlayoffNextDealer':
      for (let i = n.choices.length - 1; i >= 0; i--) push(s, n.choices[i]!.seat, n.choices[i]!.when);
      return;
    case 'Rubber':
      return push(s, n.until);
    case 'Nothing':
    case 'EndGame':
      return;
    case 'Add':
    case 'Erase':
    case 'PayIn':
    case 'PayOut':
      return push(s, n.amount, n.who);
    case 'LoseGame':
      return push(s, n.who, n.amount);
    case 'DropOut':
      return push(s, n.who);
    case 'Everyone':
    case 'Others':
    case 'Remaining':
    case 'EventPlayer':
      return;
    case 'Extreme':
      return push(s, n.count);
    case 'TeamOf':
      return push(s, n.who);
    case 'TeamExtreme':
      return;
    case 'Where':
    case 'Not':
      return push(s, n.cond);
    case 'SeatStep':
      return push(s, n.from);
    case 'SeatBy':
      return push(s, n.set);
    case 'SeatRef':
    case 'SeatHolder':
    case 'SeatResult':
    case 'SeatOfCard':
      return;
    case 'CardLed':
    case 'CardTrump':
    case 'CardBeating':
    case 'CardUndertrump':
    case 'CardPoints':
    case 'CardRank':
    case 'CardSym':
      return;
    case 'CardAny':
      return pushAll(s, n.options);
    case 'Logic':
    case 'Compare':
    case 'Arith':
      return push(s, n.left, n.right);
    case 'Holding':
    case 'HoldingOnly':
    case 'PlayedCount':
    case 'HeldCount':
      return push(s, n.card);
    case 'Happened':
    case 'Chosen':
    case 'TrickIs':
    case 'LedIs':
    case 'ReadingIs':
    case 'PhaseIs':
    case 'AllEqual':
      return;
    case 'AllAre':
      return push(s, n.to);
    case 'MinMax':
      return push(s, n.a, n.b);
    case 'Count':
      return push(s, n.set);
    case 'Total':
    case 'Num':
    case 'Active':
    case 'Deals':
    case 'Times':
    case 'Value':
    case 'TeamValue':
    case 'TrickNumber':
    case 'StockCount':
      return;
    case 'Aggregate':
      return push(s, n.among);
    default:
      return unreachable(n);
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
