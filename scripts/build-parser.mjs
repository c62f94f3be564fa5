#!/usr/bin/env node
// Generates the typed ES-module parser from grammar/stichwort.peggy into src/parse/generated/.
// Run by `prepare` (npm install), `pretest`, `prestart` and `prebuild`; the output is not committed.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
mkdirSync(join(root, 'src/parse/generated'), { recursive: true });
execFileSync(
  process.execPath,
  [
    join(root, 'node_modules/peggy/bin/peggy.js'),
    '--format',
    'es',
    '--dts',
    '--return-types',
    '{"File": "import(\'../ast.ts\').FileNode"}',
    '-o',
    join(root, 'src/parse/generated/parser.js'),
    join(root, 'grammar/stichwort.peggy'),
  ],
  { stdio: 'inherit' },
);
