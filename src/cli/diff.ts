/**
 * `stichwort diff A B`: rule-level differences with citations, and a witness — the shortest
 * scenario on which the two variants give different transcripts — shown side by side.
 */
import { compileVariant, type CompiledVariant } from '../compile/compile.ts';
import { playedWitness, playRulesDiffer, scoredWitness } from '../explore/witness.ts';
import { diffRules, sameGame, sideText, type RuleDiff } from '../resolve/diff.ts';
import { replayOrMessage, type Scenario, type Transcript } from '../scenario/replay.ts';
import { lstatSync } from 'node:fs';
import {
  checkWritableFile,
  DEPTH_RANGE,
  err,
  InputError,
  intOption,
  out,
  parse,
  STATES_RANGE,
  UsageError,
  writeOutput,
  type Command,
} from './io.ts';
import { loadChecked } from './load-variant.ts';
import { BYTES_PER_STATE, checkMemory, maxMemoryOption } from './memory.ts';

function ruleLines(d: RuleDiff): string[] {
  const count = (c: string) => d.rules.filter((r) => r.change === c).length;
  const lines = [
    `${d.a} → ${d.b}: ${count('changed')} changed, ${count('removed')} removed, ${count('added')} added, ${d.same} the same`,
    '',
  ];
  for (const r of d.rules) {
    if (r.change !== 'added')
      lines.push(`  ${r.change === 'removed' ? '-' : '~'} ${r.id.padEnd(20)} ${sideText(r.a!)}`);
    if (r.change !== 'removed')
      lines.push(
        `  ${r.change === 'added' ? '+' : ' '} ${(r.change === 'added' ? r.id : '').padEnd(20)} ${r.change === 'changed' ? '→ ' : ''}${sideText(r.b!)}`,
      );
  }
  if (d.ambiguities.length) {
    lines.push('', 'Ambiguities');
    for (const x of d.ambiguities) {
      const what =
        x.change === 'default'
          ? `default ${x.a} → ${x.b}`
          : x.change === 'added'
            ? `added (default ${x.b})`
            : `settled or dropped (was ${x.a})`;
      lines.push(`  ${x.id}: ${what} — ${x.question}`);
    }
  }
  return lines;
}

/** What a witness's deal gives, as far as the side-by-side table says it. */
interface ScenarioDealSummary {
  points?: Record<string, number>;
  places?: Record<string, number>;
  passes?: Record<string, number>;
  pickups?: Record<string, number>;
  plays?: string[];
  redeal?: boolean;
  askedBy?: string;
}

/**
 * A witness's deal in a few words for the table's first column: "E 7, S 11", "places E S W N;
 * passes N 3, E 0" (a lay-off's passes and a beating deal's pick-ups are what its scoring may
 * read), "redeal asked for by N" or "played: 32 moves".
 */
export function dealSummary(deal: ScenarioDealSummary): string {
  const byPlayer = (m: Record<string, number>) =>
    Object.entries(m)
      .map(([p, v]) => `${p} ${v}`)
      .join(', ');
  if (deal.points) return byPlayer(deal.points);
  if (deal.places) {
    const order = Object.entries(deal.places)
      .sort((x, y) => x[1] - y[1])
      .map(([p]) => p)
      .join(' ');
    const moves = [
      ...(deal.passes ? [`passes ${byPlayer(deal.passes)}`] : []),
      ...(deal.pickups ? [`pick-ups ${byPlayer(deal.pickups)}`] : []),
    ];
    return [`places ${order}`, ...moves].join('; ');
  }
  if (deal.redeal) return `redeal asked for by ${deal.askedBy}`;
  return `played: ${deal.plays?.length ?? 0} moves`;
}

function sideBySide(a: CompiledVariant, b: CompiledVariant, sc: Scenario): string[] {
  const ta = replayOrMessage(a, sc),
    tb = replayOrMessage(b, sc);
  const tallies = a.tallies.map((t) => t.name).filter((t) => b.tallies.some((u) => u.name === t));
  const cell = (t: Transcript | string, i: number) => {
    if (typeof t === 'string') return i === 0 ? `refused: ${t}` : '';
    const e = t.log[i];
    if (!e) return t.error && t.error.deal === i + 1 ? `refused: ${t.error.message}` : '';
    const parts = tallies.map((name) => {
      const v = e.tallies[name] ?? {};
      return `${name} ${
        typeof v === 'number'
          ? v
          : Object.entries(v)
              .map(([p, x]) => `${p}${x}`)
              .join(' ')
      }`;
    });
    if (e.out.length) parts.push(`out ${e.out.join(' ')}`);
    if (e.playoff) parts.push(`play-off ${[...e.playoff].sort().join(' ')}`);
    if (e.gameOver) parts.push(`game lost by ${e.gameOver.loser ?? 'nobody'}`);
    return parts.join('; ');
  };
  const width = 44;
  const lines = [`  ${'deal'.padEnd(34)} ${a.id.padEnd(width)} ${b.id}`];
  sc.deals.forEach((d, i) => {
    const what = dealSummary(d as ScenarioDealSummary);
    const ca = cell(ta, i),
      cb = cell(tb, i);
    lines.push(`${ca === cb ? ' ' : '≠'} ${`${i + 1}. ${what}`.padEnd(34)} ${ca.padEnd(width)} ${cb}`);
  });
  return lines;
}

export const diffCommand: Command = {
  name: 'diff',
  summary: 'compare two variants: changed rules with citations, and a witness scenario',
  usage: `stichwort diff A B [--json] [--witness FILE [--force]] [--depth N] [--max-states N] [--max-memory MB]

Lists the clauses added, removed or changed from variant A to variant B (with their citations),
then searches for a witness: the shortest sequence of scored deals (breadth first, up to --depth
deals, default 8) after which A and B give different scores, drop-outs, play-offs or game ends
(failing that, a next deal with another dealer) —
or, when the compiled card play differs (any rule or reading that changes how a deal is dealt,
played, won or counted), a played deal that one variant allows and the other refuses or scores
differently, a redeal asked for or a trick taken by another player included. The two
transcripts are shown side by side. --witness FILE writes the witness as a scenario for A that
\`stichwort run\` accepts for either variant; a FILE that exists is refused before the search
(exit 2, the file left as it is) unless --force is given, which replaces it. --max-memory MB
(default: half the machine's memory) is the memory the search may take: bounds that would need
more (about ${BYTES_PER_STATE.diff} bytes a pair of states) are refused before it starts, and a
search that runs out all the same says so (exit 2).`,
  run(argv) {
    const { values, positionals } = parse(argv, {
      json: { type: 'boolean' },
      witness: { type: 'string' },
      force: { type: 'boolean' },
      depth: { type: 'string' },
      'max-states': { type: 'string' },
      'max-memory': { type: 'string' },
    });
    if (positionals.length !== 2) throw new UsageError('give two variants');
    const bounds = {
      maxDepth: intOption(values.depth, 'depth', 8, DEPTH_RANGE),
      maxStates: intOption(values['max-states'], 'max-states', 150_000, STATES_RANGE),
      maxTransitions: 2_000_000,
    };
    checkMemory('diff', bounds.maxStates, 1, maxMemoryOption(values['max-memory']), values['max-memory'] === undefined);
    // Before the search: a witness file that cannot be written fails now, not after it.
    if (values.force && !values.witness)
      throw new UsageError('--force replaces the --witness FILE: give --witness too');
    if (values.witness) {
      checkWritableFile(values.witness, '--witness');
      // Nothing is overwritten unasked: a variant file given by a slip of the finger stays.
      if (!values.force && lstatSync(values.witness, { throwIfNoEntry: false }))
        throw new InputError(`--witness ${values.witness}: exists; give another name, or --force to replace it`);
    }
    const va = loadChecked(positionals[0]!),
      vb = loadChecked(positionals[1]!);
    if (!va || !vb) return 1;
    const rules = diffRules(va, vb);
    if (sameGame(va, vb, rules)) {
      const why =
        'the same rules in force, in the same order, with the same default readings: every deal is played and scored alike';
      if (values.json)
        out(
          JSON.stringify(
            { rules, witness: null, search: null, playedWitness: null, playedLegalUnder: null, sameGame: true },
            null,
            2,
          ),
        );
      else out([...ruleLines(rules), '', `No witness to search for: ${va.id} and ${vb.id} have ${why}.`].join('\n'));
      if (values.witness) err('stichwort diff: no witness: the two variants are the same game');
      return 0;
    }
    const a = compileVariant(va),
      b = compileVariant(vb);
    const scored = scoredWitness(a, b, bounds);
    const played = playRulesDiffer(a, b) ? playedWitness(a, b, 300) : null;
    const witness = scored.scenario ?? played?.scenario ?? null;
    if (values.witness && witness)
      writeOutput(values.witness, JSON.stringify(witness, null, 2) + '\n', '--witness', {
        overwrite: values.force === true,
      });
    if (values.json) {
      out(
        JSON.stringify(
          {
            rules,
            witness,
            search: scored.stats,
            playedWitness: played?.scenario ?? null,
            playedLegalUnder: played?.legalUnder ?? null,
          },
          null,
          2,
        ),
      );
      return 0;
    }
    const lines = ruleLines(rules);
    lines.push('');
    if (scored.scenario) {
      const what =
        scored.kind === 'scores'
          ? 'after which the scores differ or one variant ends the rubber'
          : scored.kind === 'players'
            ? 'after which one variant holds a play-off or deals to other players (no score differs within the bounds)'
            : 'after which the next deal has another dealer (no score differs within the bounds)';
      lines.push(
        `Witness: ${scored.scenario.deals.length} scored deal${scored.scenario.deals.length === 1 ? '' : 's'}, ${what}; the shortest (searched ${scored.stats.states.toLocaleString('en')} pairs of states)`,
        '',
      );
      lines.push(...sideBySide(a, b, scored.scenario));
    } else {
      lines.push(
        `No scored witness within ${bounds.maxDepth} deals (${scored.stats.states.toLocaleString('en')} pairs of states${scored.stats.complete ? ', every reachable state' : ''}).`,
      );
    }
    if (played) {
      const other = played.legalUnder === a.id ? b.id : a.id;
      const where = played.atPlay === 0 ? 'before the first card' : `at move ${played.atPlay}`;
      lines.push(
        '',
        `Card play differs: a deal legal under ${played.legalUnder} that ${other} refuses or scores differently ${where}.`,
      );
      if (!scored.scenario) lines.push(...sideBySide(a, b, played.scenario));
    }
    if (values.witness) lines.push('', witness ? `Wrote the witness to ${values.witness}` : 'No witness to write.');
    out(lines.join('\n'));
    if (values.witness && !witness) err('stichwort diff: no witness found within the bounds');
    return 0;
  },
};
