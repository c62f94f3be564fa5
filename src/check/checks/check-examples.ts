/**
 * Rules for worked examples: `example-player`, `unknown-tally`, `unknown-ambiguity`,
 * `unknown-reading`, `unknown-phase`, and for played deals `example-card` (a card or suit not in
 * the deck), `example-deal` (moves before any hand) and `unknown-clause` (`expect refused ... by`).
 *
 * An example starts with `players N E S W dealer N`: distinct names, a dealer among them, as many
 * players as the variant allows. Every later step names only those players. `options` choose
 * readings of existing ambiguities; `expect` names tallies and phases of the variant.
 *
 * Player names have no location of their own in the syntax tree, so they are found in the text
 * of their step to point at the name itself.
 */
import type { DeckBody, ExampleNode, ExampleStep, Ident, PlayersBody, Sym } from '../../parse/ast.ts';
import type { Loc } from '../../core/location.ts';
import type { ResolvedVariant } from '../../resolve/resolve.ts';
import { diagnostic, didYouMean, nameList, type Diagnostic } from '../../core/diagnostic.ts';
import { findInSpan, wordPattern } from '../../core/locate.ts';

/** Checks every example of this variant's own file. */
export function checkExamples(v: ResolvedVariant): Diagnostic[] {
  const out: Diagnostic[] = [];
  const tallies = [...v.symbols.declared('tally').keys()];
  const phases = [...v.symbols.declared('phase').keys()];
  const clauseIds = new Set(v.symbols.declared('clause').keys());
  for (const ex of v.examples)
    checkExample(
      v,
      ex,
      inForceUnder<PlayersBody>(v, ex, 'Players'),
      tallies,
      phases,
      out,
      inForceUnder<DeckBody>(v, ex, 'Deck'),
      clauseIds,
    );
  return out;
}

/**
 * The clause of `kind` (`players`, `deck`) in force in example `ex`: the first one whose reading
 * guard its `options` (else the ambiguity's default reading) choose, since a reading may change how
 * many play and with which pack.
 */
function inForceUnder<B>(v: ResolvedVariant, ex: ExampleNode, kind: 'Players' | 'Deck'): B | undefined {
  const chosen = new Map<string, string>();
  for (const step of ex.steps)
    if (step.kind === 'ExOptions') for (const c of step.choices) chosen.set(c.ambiguity.name, c.reading.name);
  const reading = (ambiguity: string) => chosen.get(ambiguity) ?? v.ambiguities.get(ambiguity)?.default.name;
  const inForce = v.clauses.find(
    (c) =>
      c.node.body.kind === kind &&
      (!c.node.guard || reading(c.node.guard.ambiguity.name) === c.node.guard.reading.name),
  );
  return inForce?.node.body as B | undefined;
}

function checkExample(
  v: ResolvedVariant,
  ex: ExampleNode,
  players: PlayersBody | undefined,
  tallies: string[],
  phases: string[],
  out: Diagnostic[],
  deck: DeckBody | undefined,
  clauseIds: Set<string>,
): void {
  /** The location of the `nth` occurrence of `word` in `step` (the whole step if not found). */
  const at = (step: ExampleStep, word: string, nth = 0): Loc =>
    findInSpan(v.texts, step.loc, wordPattern(word), nth) ?? step.loc;

  const first = ex.steps.findIndex((s) => s.kind === 'ExPlayers');
  const seating = ex.steps[first];
  if (seating?.kind !== 'ExPlayers') {
    out.push(
      diagnostic(
        'example-player',
        ex.id.loc,
        `example \`${ex.id.name}\` does not say who plays`,
        'start it with a line like `players N E S W dealer N`',
      ),
    );
  } else if (first > 0) {
    out.push(
      diagnostic(
        'example-player',
        at(seating, 'players'),
        `\`players\` must be the first step of example \`${ex.id.name}\``,
        'move this line to the top of the example',
      ),
    );
  }
  const declared = seating?.kind === 'ExPlayers' ? seating.names : [];
  const seated = new Set(declared),
    tallyIds = new Set(tallies),
    phaseIds = new Set(phases);

  const undeclared = (step: ExampleStep, names: string[]): void => {
    if (!seating) return; // already reported: the example declares nobody
    for (const name of new Set(names)) {
      if (seated.has(name)) continue;
      out.push(
        diagnostic(
          'example-player',
          at(step, name),
          `player \`${name}\` is not seated in example \`${ex.id.name}\``,
          suggest(name, declared) ?? `the players are ${declared.join(' ')}`,
        ),
      );
    }
  };

  const suits = deck?.suits.map((s) => s.name) ?? [];
  const cards = new Set(deck ? deck.suits.flatMap((s) => deck.ranks.map((r) => r.name + s.name)) : []);
  const card = (c: Sym): void => {
    if (!deck || cards.has(c.name)) return;
    out.push(
      diagnostic(
        'example-card',
        c.loc,
        `\`${c.name}\` is not a card of the deck`,
        didYouMean(c.name, cards) ??
          `a card is a rank and a suit, e.g. ${deck.ranks.at(-1)?.name ?? ''}${suits[0] ?? ''}`,
      ),
    );
  };
  /** Whether a played deal is being written (hands given): `moves` and `expect refused` need one. */
  let dealing = false;
  // With phases chosen at the table, the choice comes before the cards: a `choose:` move needs no hand.
  const choosesPhases = v.clauses.some((c) => c.node.body.kind === 'PhaseOrder');
  const choice = (move: string) => choosesPhases && move.startsWith('choose:');
  for (const step of ex.steps) {
    switch (step.kind) {
      case 'ExHand':
        dealing = true;
        undeclared(step, [step.player]);
        for (const c of step.cards) card(c);
        break;
      case 'ExTalon':
      case 'ExStock':
        for (const c of step.cards) card(c);
        break;
      case 'ExTrump':
        // A card (`trump KH`) is the turned trump card itself: its suit is the trump.
        if (deck && !suits.includes(step.suit.name) && !cards.has(step.suit.name)) {
          out.push(
            diagnostic(
              'example-card',
              step.suit.loc,
              `\`${step.suit.name}\` is not a suit of the deck`,
              didYouMean(step.suit.name, suits) ?? `the suits are ${nameList(suits)}`,
            ),
          );
        }
        break;
      case 'ExMoves':
        if (!dealing && !step.moves.every((m) => choice(m.move)))
          out.push(
            diagnostic(
              'example-deal',
              step.loc,
              `these moves belong to no played deal`,
              'give the hands as dealt first: `hand N 7C 8C ...`, one line per player',
            ),
          );
        for (const m of step.moves)
          if (seating && !seated.has(m.player)) {
            out.push(
              diagnostic(
                'example-player',
                m.loc,
                `player \`${m.player}\` is not seated in example \`${ex.id.name}\``,
                suggest(m.player, declared) ?? `the players are ${declared.join(' ')}`,
              ),
            );
          }
        break;
      case 'ExPlayers': {
        const seen = new Set<string>();
        for (const name of step.names) {
          if (seen.has(name))
            out.push(
              diagnostic(
                'example-player',
                at(step, name, 1),
                `player \`${name}\` is seated twice`,
                'give each player a different name',
              ),
            );
          seen.add(name);
        }
        if (!seen.has(step.dealer)) {
          out.push(
            diagnostic(
              'example-player',
              at(step, step.dealer, -1),
              `the dealer \`${step.dealer}\` is not one of the players`,
              suggest(step.dealer, [...seen]) ?? `the players are ${step.names.join(' ')}`,
            ),
          );
        }
        if (players && (seen.size < players.min || seen.size > players.max)) {
          const allowed = players.min === players.max ? `${players.min}` : `${players.min} to ${players.max}`;
          out.push(
            diagnostic(
              'example-player',
              at(step, 'players'),
              `example \`${ex.id.name}\` seats ${seen.size} players, but \`${v.id}\` is for ${allowed}`,
              `seat ${allowed} players`,
            ),
          );
        }
        break;
      }
      case 'ExOptions':
        for (const { ambiguity, reading } of step.choices) {
          if (!v.symbols.has('ambiguity', ambiguity.name)) {
            out.push(
              unknownName('unknown-ambiguity', ambiguity, 'ambiguity', [...v.symbols.declared('ambiguity').keys()]),
            );
          } else if (!v.symbols.has('reading', reading.name, ambiguity.name)) {
            const amb = v.symbols.declared('ambiguity').get(ambiguity.name);
            const readings = amb?.kind === 'Ambiguity' ? amb.readings.map((r) => r.id.name) : [];
            out.push(unknownName('unknown-reading', reading, `reading of \`${ambiguity.name}\``, readings));
          }
        }
        break;
      case 'ExDeal':
        dealing = false;
        undeclared(
          step,
          [
            ...step.points,
            ...(step.tricks ?? []),
            ...(step.places ?? []),
            ...(step.cards ?? []),
            ...(step.passes ?? []),
            ...(step.pickups ?? []),
          ].map((p) => p.player),
        );
        break;
      case 'ExRedeal':
        dealing = false;
        undeclared(step, [step.by]);
        break;
      case 'ExExpect':
        switch (step.field) {
          case 'out':
          case 'playoff':
            undeclared(step, step.values);
            break;
          case 'loser':
            undeclared(step, [step.loser]);
            break;
          case 'dealer':
          case 'forehand':
            undeclared(step, [step.seat]);
            break;
          case 'phase':
            if (!phaseIds.has(step.phase.name)) out.push(unknownName('unknown-phase', step.phase, 'phase', phases));
            break;
          case 'tally':
            if (!tallyIds.has(step.tally.name)) out.push(unknownName('unknown-tally', step.tally, 'tally', tallies));
            undeclared(
              step,
              step.numbers.map((p) => p.player),
            );
            break;
          case 'shared':
            if (!tallyIds.has(step.tally.name)) out.push(unknownName('unknown-tally', step.tally, 'tally', tallies));
            break;
          case 'card-points':
          case 'tricks-taken':
            undeclared(
              step,
              step.numbers.map((p) => p.player),
            );
            break;
          case 'refused':
          case 'allowed':
            if (!dealing && !choice(step.move.move))
              out.push(
                diagnostic(
                  'example-deal',
                  step.loc,
                  `a move can be tried only in a played deal`,
                  'give the hands as dealt first: `hand N 7C 8C ...`, one line per player',
                ),
              );
            if (seating && !seated.has(step.move.player)) {
              out.push(
                diagnostic(
                  'example-player',
                  step.move.loc,
                  `player \`${step.move.player}\` is not seated in example \`${ex.id.name}\``,
                  suggest(step.move.player, declared) ?? `the players are ${declared.join(' ')}`,
                ),
              );
            }
            if (
              step.field === 'refused' &&
              step.by &&
              !clauseIds.has(step.by.name) &&
              step.by.name !== 'turn' &&
              step.by.name !== 'hand'
            ) {
              out.push(unknownName('unknown-clause', step.by, 'clause', [...clauseIds]));
            }
            break;
        }
        // An expectation about the deal's result ends the played deal.
        if (step.field !== 'refused' && step.field !== 'allowed') dealing = false;
        break;
    }
  }
}

function unknownName(code: string, id: Ident, what: string, known: string[]): Diagnostic {
  return diagnostic(
    code,
    id.loc,
    `there is no ${what} \`${id.name}\``,
    didYouMean(id.name, known) ?? (known.length ? `choose one of ${nameList(known)}` : undefined),
  );
}

/** "did you mean" for longer player names only: `X` is one edit away from every one-letter seat. */
function suggest(name: string, known: string[]): string | undefined {
  return name.length > 2 ? didYouMean(name, known) : undefined;
}
