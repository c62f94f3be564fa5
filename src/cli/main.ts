/**
 * The `stichwort` command line: dispatches to one command per file. Bad arguments print the
 * command's usage (exit 2); unexpected failures print one line, never a stack trace, unless
 * STICHWORT_DEBUG is set.
 */
import { checkCommand } from './check.ts';
import { diffCommand } from './diff.ts';
import { verifyCommand } from './verify.ts';
import { explainCommand } from './explain.ts';
import { err, out, UsageError, type Command } from './io.ts';
import { runCommand } from './run.ts';
import { RunError } from '../engine/errors.ts';
import { simulateCommand } from './simulate.ts';

const commands: Command[] = [checkCommand, runCommand, simulateCommand, explainCommand, diffCommand, verifyCommand];

const overview = `stichwort: rules of folk card games as checked, compiled, playable variant files

Usage: stichwort <command> [options]

Commands:
${commands.map((c) => `  ${c.name.padEnd(10)} ${c.summary}`).join('\n')}

Run \`stichwort <command> --help\` for a command's options.`;

/** Runs the CLI with `argv` (without node and script); returns the exit status. */
export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') { out(overview); return name ? 0 : 2; }
  const command = commands.find((c) => c.name === name);
  if (!command) { err(`stichwort: unknown command "${name}"\n\n${overview}`); return 2; }
  if (rest.includes('--help') || rest.includes('-h')) { out(`Usage: ${command.usage}`); return 0; }
  try {
    return await command.run(rest);
  } catch (e) {
    if (e instanceof UsageError) { err(`stichwort ${name}: ${e.message}\n\nUsage: ${command.usage}`); return 2; }
    // The rules failed while a game ran (located at the clause, or a game past its bounds): exit 1.
    if (e instanceof RunError) { err(`stichwort ${name}: ${e.message}`); return 1; }
    if (process.env.STICHWORT_DEBUG) throw e;
    err(`stichwort ${name}: internal error: ${(e as Error).message} (set STICHWORT_DEBUG=1 for details)`);
    return 70;
  }
}
