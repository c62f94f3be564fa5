/**
 * The `stichwort` command line: dispatches to one command per file. Bad arguments print the
 * command's usage (exit 2); input it cannot use prints one line (exit 2); an unexpected failure —
 * a bug, never the input's fault — prints one line naming the command and its input (exit 70),
 * never a stack trace, unless STICHWORT_DEBUG is set.
 */
import { COMMANDS } from './commands.ts';
import { err, InputError, out, UsageError, type Command } from './io.ts';
import { RunError } from '../engine/errors.ts';
import { InputFileError } from '../resolve/disk.ts';

const commands = new Map<string, Command>(COMMANDS.map((c) => [c.name, c]));

const overview = `stichwort: rules of folk card games as checked, compiled, playable variant files

Usage: stichwort <command> [options]

Commands:
${[...commands.values()].map((c) => `  ${c.name.padEnd(10)} ${c.summary}`).join('\n')}

Run \`stichwort <command> --help\` for a command's options.`;

/** Runs the CLI with `argv` (without node and script); returns the exit status. */
export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    out(overview);
    return name ? 0 : 2;
  }
  const command = commands.get(name);
  if (!command) {
    err(`stichwort: unknown command "${name}"\n\n${overview}`);
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    out(`Usage: ${command.usage}`);
    return 0;
  }
  return runGuarded(command, rest);
}

/** An argument as a shell would need it written, for messages. */
const shellWord = (a: string): string => (/^[\w./:=@,+%-]+$/.test(a) ? a : JSON.stringify(a));

/**
 * Runs `command` on `argv` so that nothing escapes as a stack trace: bad arguments print the usage
 * (exit 2), unusable input one line (exit 2), and anything else — a bug — one line naming the
 * command and its input (exit 70). With STICHWORT_DEBUG set, the bug is rethrown whole.
 */
export async function runGuarded(command: Command, argv: string[]): Promise<number> {
  try {
    return await command.run(argv);
  } catch (e) {
    if (e instanceof UsageError) {
      err(`stichwort ${command.name}: ${e.message}\n\nUsage: ${command.usage}`);
      return 2;
    }
    if (e instanceof InputError || e instanceof InputFileError) {
      err(`stichwort ${command.name}: ${e.message}`);
      return 2;
    }
    // The rules failed while a game ran (located at the clause, or a game past its bounds): exit 1.
    if (e instanceof RunError) {
      err(`stichwort ${command.name}: ${e.message}`);
      return 1;
    }
    if (process.env.STICHWORT_DEBUG) throw e;
    const what = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
    const input = ['stichwort', command.name, ...argv].map(shellWord).join(' ');
    err(
      `stichwort ${command.name}: internal error (a bug in stichwort, not in your input) on \`${input}\`: ${what.split('\n')[0]}; set STICHWORT_DEBUG=1 for the stack trace`,
    );
    return 70;
  }
}

// Run as a script (`node src/cli/main.ts …`, as contributors do) it is the command itself; the bin
// (`bin/stichwort.js`) imports it instead, after setting up the compile cache and the searches' child.
if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
