#!/usr/bin/env node
// The `stichwort` command. The sources are TypeScript run by Node's type stripping (Node ≥ 22.18;
// npm puts the project's Node 24 first on PATH for `npx stichwort` and `npm run`).
import { main } from '../src/cli/main.ts';

process.exitCode = await main(process.argv.slice(2));
