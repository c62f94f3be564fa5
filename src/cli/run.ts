/**
 * `stichwort run SCENARIO.json`: the scenario contract (../shared/scenario-format.md).
 * Exit 0 with the transcript; 1 with the transcript and `error` when a move is forbidden;
 * 2 with one message on stderr when the input is malformed.
 */
import { diskReader, InputFileError, readTextFile } from '../resolve/disk.ts';
import { runScenario } from '../scenario/run.ts';
import { ScenarioInputError } from '../scenario/errors.ts';
import { err, out, parse, type Command } from './io.ts';
import { cliLang, LANG_OPTION, LANG_USAGE } from './lang.ts';

export const runCommand: Command = {
  name: 'run',
  summary: 'replay a scenario JSON file and print its transcript',
  usage: `stichwort run SCENARIO.json [--lang en|de]

Replays the scenario's deals under its variant and prints the transcript (JSON) on stdout.
Exit status: 0 on success; 1 when a move breaks a rule (the transcript then holds "error"
naming the deal, the play and the rule); 2 when the input is malformed (message on stderr), a
field the contract does not name included (named with its path and the nearest field).
An example file, { "name", "cite", "scenario": {...}, "expect": [...] }, runs as its scenario.
The scenario file and a variant file it names must be regular files of at most 1 MiB.
A refused move's message is in the language asked for (the transcript's fields stay as they are).
${LANG_USAGE}`,
  run(argv) {
    const { values, positionals } = parse(argv, LANG_OPTION);
    const lang = cliLang(values.lang);
    if (positionals.length !== 1 || !positionals[0]) {
      err('stichwort run: give one scenario file');
      return 2;
    }
    const file = positionals[0]!;
    let text: string;
    try {
      text = readTextFile(file, 'scenario file');
    } catch (e) {
      if (!(e instanceof InputFileError)) throw e;
      err(e.message);
      return 2;
    }
    let input: unknown;
    try {
      input = JSON.parse(text);
    } catch (e) {
      err(`${file}: not valid JSON: ${(e as Error).message}`);
      return 2;
    }
    try {
      const transcript = runScenario(input, diskReader, lang);
      out(JSON.stringify(transcript, null, 2));
      if (transcript.error) {
        err(
          `${file}: deal ${transcript.error.deal}${transcript.error.play ? `, play ${transcript.error.play}` : ''}: ${transcript.error.message}`,
        );
        return 1;
      }
      return 0;
    } catch (e) {
      if (e instanceof ScenarioInputError) {
        err(`${file}: ${e.message}`);
        return 2;
      }
      throw e;
    }
  },
};
