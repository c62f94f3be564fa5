/**
 * The commands of `stichwort`, in the order its overview lists them; each carries its own usage,
 * which `--help` prints and the command tables of the README and the language reference are
 * tested against (tests/cli/help-tables.test.ts).
 */
import { checkCommand } from './check.ts';
import { diffCommand } from './diff.ts';
import { explainCommand } from './explain.ts';
import { fmtCommand } from './fmt.ts';
import type { Command } from './io.ts';
import { lspCommand } from './lsp.ts';
import { mergeCommand } from './merge.ts';
import { runCommand } from './run.ts';
import { simulateCommand } from './simulate.ts';
import { verifyCommand } from './verify.ts';

/** Every command, in the overview's order. */
export const COMMANDS: readonly Command[] = [
  checkCommand,
  runCommand,
  simulateCommand,
  mergeCommand,
  explainCommand,
  diffCommand,
  verifyCommand,
  fmtCommand,
  lspCommand,
];
