/**
 * `npm run budget [dist-dir] [--js-only]` (after `npm run build`): measured figures for the built site, printed.
 *  1. JavaScript per page, gzipped: what Chromium loads for the page once every island on it has
 *     come into view (module and inline scripts and the engines they load), and, for reference,
 *     everything its import graph can reach. Budget: 160 KB on the Playground (an editor and a
 *     checker in a worker), 100 KB on the Play and course pages (/play/, /learn/), 60 KB on any other page with scripts, 1 KB on text pages (no script
 *     files, only the frame's small inline scripts: theme, `/` for search, the sidebar). `--js-only`
 *     stops here.
 *  2. Lighthouse performance and accessibility (Lighthouse from npm, Debian's Chromium) on a sample
 *     of pages. Budget: 98 or more.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { serve } from '../tests/e2e/serve.ts';
import { gz, inlineScripts, loadedScripts } from '../tests/e2e/page-js.ts';

const args = process.argv.slice(2);
const dir = args.find((a) => !a.startsWith('--'));
const DIST = resolve(process.cwd(), dir ?? 'dist');
if (!existsSync(join(DIST, 'index.html'))) {
  console.error('budget: build the site first (npm run build)');
  process.exit(2);
}

function pages(dir = DIST): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return f.startsWith('_') ? [] : pages(p);
    return f === 'index.html' ? [p] : [];
  });
}

/**
 * The JS files a page loads: its module scripts, the files its inline scripts name (the search page
 * adds Pagefind's UI that way), and everything those import, including the chunks an island loads
 * when it comes into view.
 */
function scriptsOf(html: string): Set<string> {
  const seen = new Set<string>();
  const queue = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/import\s*["']([^"']+\.js)["']/g),
  ].map((m) => m[1]!);
  for (const code of inlineScripts(html)) for (const m of code.matchAll(/(\/[\w/.-]+\.js)`?["'`]/g)) queue.push(m[1]!);
  while (queue.length) {
    const src = queue.pop()!;
    const file = join(DIST, src.replace(/^\//, ''));
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    // Static imports, dynamic `import(\`./chunk.js\`)` (loaded when an island comes into view), and Vite's preload list.
    for (const m of code.matchAll(/(?:import\(|from\s*|import\s*)["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)) {
      queue.push('/' + relative(DIST, join(file, '..', m[1]!)));
    }
    // Vite's preload list (`_astro/x.js`) and a worker's script (`new Worker(new URL(\`/_astro/x.js\`, …))`).
    for (const m of code.matchAll(/["'`]\/?(_astro\/[^"'`]+\.js)["'`]/g)) queue.push('/' + m[1]!);
    // A library that builds its own file names (Pagefind's UI loads `pagefind.js` beside itself).
    for (const m of code.matchAll(/["'`}]([\w-]+\.js)["'`]/g))
      queue.push('/' + relative(DIST, join(file, '..', m[1]!)));
  }
  return seen;
}

/** What Chromium loads for each of `paths` (tests/e2e/page-js.ts). */
async function loadedScriptsOf(paths: string[]): Promise<Map<string, number>> {
  const { chromium } = await import('playwright-core');
  const { server, url } = await serve(DIST);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    return await loadedScripts(browser, url, DIST, paths);
  } finally {
    await browser.close();
    server.close();
  }
}

const all = pages().map((file) => {
  const html = readFileSync(file, 'utf8');
  const inline = inlineScripts(html);
  const reachable =
    [...scriptsOf(html)].reduce((n, f) => n + gz(readFileSync(f)), 0) + inline.reduce((n, code) => n + gz(code), 0);
  return {
    page: '/' + relative(DIST, file).replace(/index\.html$/, ''),
    reachable,
    island: /<stichwort-/.test(html),
    files: scriptsOf(html).size,
  };
});
// A page without script files loads its inline scripts only: measured from the HTML, without a browser.
const loaded = await loadedScriptsOf(all.filter((r) => r.island || r.files > 0).map((r) => r.page));
const rows = all.map((r) => ({ ...r, js: loaded.get(r.page) ?? r.reachable }));
// A text page loads no script file: at most the frame's inline scripts.
const isText = (r: (typeof rows)[number]) => !r.island && r.files === 0;
const withIslands = rows.filter((r) => r.island),
  scripted = rows.filter((r) => !r.island && !isText(r)),
  text = rows.filter(isText);
const largest = (list: typeof rows, key: 'js' | 'reachable') => [...list].sort((a, b) => b[key] - a[key])[0]!;
console.log(
  `JavaScript per page (gzip -9), loaded in Chromium with every island scrolled into view: ${rows.length} pages`,
);
const PLAYGROUND = '/playground/';
// A German page (/de/…) has the budget of its English counterpart.
const edition = (page: string) => page.replace(/^\/de\//, '/');
const playground = withIslands.find((r) => r.page === PLAYGROUND);
if (playground)
  console.log(
    `  ${PLAYGROUND}: ${playground.js} bytes, ${playground.reachable} with what its buttons load; budget 163840`,
  );
// The Play table's and the course's own pages: 100 KB (the house rules).
const isGamePage = (page: string) => /^\/(play|learn)\//.test(edition(page));
const games = withIslands.filter((r) => isGamePage(r.page));
if (games.length) {
  const g = largest(games, 'js');
  console.log(
    `  /play/ and /learn/ pages with islands: ${games.length}, largest ${g.js} bytes (${g.page}); budget 102400`,
  );
}
const islands = withIslands.filter((r) => edition(r.page) !== PLAYGROUND && !isGamePage(r.page));
const top = largest(islands, 'js');
console.log(`  other pages with islands: ${islands.length}, largest ${top.js} bytes (${top.page}); budget 61440`);
for (const r of scripted)
  console.log(
    `  ${r.page} (a script, no island): ${r.js} bytes, ${r.reachable} with what its first use loads; budget 61440`,
  );
const textTop = text.length ? largest(text, 'js') : null;
console.log(
  `  text pages: ${text.length}, largest ${textTop?.js ?? 0} bytes${textTop ? ` (${textTop.page})` : ''}; budget 1024${
    text.some((r) => r.js > 1024)
      ? ` — OVER: ${text
          .filter((r) => r.js > 1024)
          .map((r) => r.page)
          .join(', ')}`
      : ''
  }`,
);
const most = largest(withIslands, 'reachable');
console.log(
  `  everything a page can load, a button's chunks too (the import graph): largest ${most.reachable} bytes (${most.page})`,
);
if (existsSync(join(DIST, 'pagefind'))) {
  const wasm = readdirSync(join(DIST, 'pagefind'))
    .filter((f) => f.startsWith('wasm.'))
    .map((f) => statSync(join(DIST, 'pagefind', f)).size);
  console.log(
    `  and a search fetches Pagefind's WebAssembly (${Math.max(...wasm)} bytes, compressed) and index chunks on its first query`,
  );
}

if (args.includes('--js-only')) process.exit(0);
const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');
const { server, url } = await serve(DIST);
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const sample = [
  '/',
  '/rules/hindersche/',
  '/rules/kein-stich/',
  '/variants/hindersche-pagat/',
  '/play/hindersche-pagat/',
  '/play/kein-stich/',
  '/learn/hindersche/',
  '/slate/',
  '/compare/',
  '/compare/hindersche-pagat--hindersche-swedish/',
  '/ambiguities/',
  '/playground/',
  // The German edition: its home, a rulebook, a Play table and a course.
  '/de/',
  '/de/rules/hindersche/',
  '/de/play/kein-stich/',
  '/de/learn/hindersche/',
];
// Lighthouse's default is a mid-range phone on a slow 4G line, simulated; desktop runs unthrottled.
const settings = {
  mobile: {},
  desktop: { formFactor: 'desktop', screenEmulation: { disabled: true }, throttlingMethod: 'provided' },
} as const;
for (const [name, extra] of Object.entries(settings)) {
  console.log(
    `Lighthouse (performance / accessibility), ${name === 'mobile' ? 'mobile with simulated throttling (the default)' : 'desktop, no throttling'}:`,
  );
  for (const path of sample) {
    const r = await lighthouse(url + path, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      ...extra,
    });
    const c = r!.lhr.categories;
    const refs = r!.lhr.categories.accessibility?.auditRefs ?? [];
    const failed = Object.values(r!.lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && refs.some((x) => x.id === a.id))
      .map((a) => a.id);
    const lcp = r!.lhr.audits['largest-contentful-paint']?.numericValue ?? 0;
    console.log(
      `  ${path.padEnd(50)} ${Math.round(c.performance!.score! * 100)} / ${Math.round(c.accessibility!.score! * 100)}  LCP ${(lcp / 1000).toFixed(1)} s${failed.length ? `  (accessibility: ${failed.join(', ')})` : ''}`,
    );
  }
}
await chrome.kill();
server.close();
