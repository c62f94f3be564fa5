#!/usr/bin/env node
// Generates the typed ES-module parser from grammar/stichwort.peggy into src/parse/generated/.
// Run by `prepare` (npm install), `pretest`, `prestart` and `prebuild`; the output is not committed.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compactParser } from './compact-parser.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const parser = join(root, 'src/parse/generated/parser.js');
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
    parser,
    join(root, 'grammar/stichwort.peggy'),
  ],
  { stdio: 'inherit' },
);
// Smaller, the same parser (the Playground's worker loads it): scripts/compact-parser.mjs.
writeFileSync(parser, compactParser(readFileSync(parser, 'utf8')));
