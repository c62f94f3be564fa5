/**
 * The layers of src/ go one way. Below everything, core (locations and diagnostics, which every
 * stage reports in); then the pipeline: parse → resolve → check → format (the layout of a file,
 * which needs only the parser and the diagnostics) → services (what an editor asks of a file) →
 * compile (the rules) → engine (the machine, the flow, card play) → scenario → explore → sim. On
 * top: cli (Node), browser (the islands, and every .astro `<script>`) and site (build-time data,
 * Node, which may use the browser's pure words); cli and browser import neither each other nor
 * site. Astro components and pages, built in Node, use site and browser code both. A module may
 * import from its own layer or from one its layer lists in POLICY.mayImport.
 *
 * Browser code is also followed through every import that loads code (dynamic `import()` and
 * workers too): it must never reach a Node builtin, a Node-only package, or cli/site/pages code.
 * The checker itself (./layers-check.ts) is run on made-up files below, so that a kind of import
 * it stops seeing fails here rather than passing unseen.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLayers, layerOf, referencesIn, type LayerPolicy } from './layers-check.ts';

/** The pipeline, lowest first: each stage may import every stage before it. */
const PIPELINE = [
  'core',
  'parse',
  'resolve',
  'check',
  'format',
  'services',
  'compile',
  'engine',
  'scenario',
  'explore',
  'sim',
] as const;

/** The stages of the pipeline before `layer`. */
const below = (layer: (typeof PIPELINE)[number]): string[] => PIPELINE.slice(0, PIPELINE.indexOf(layer));

const POLICY: LayerPolicy = {
  // First match wins: a file of a folder can be given another layer by a narrower pattern above
  // its folder's (a step kind's browser drawing, `src/engine/steps/*/table.ts`, would go here).
  layers: [
    ['src/core/**', 'core'],
    ...PIPELINE.filter((l) => l !== 'core').map((l) => [`src/${l}/**`, l] as const),
    ['src/cli/**', 'cli'],
    ['src/site/**', 'site'],
    ['src/islands/**', 'browser'],
    ['src/components/**', 'components'],
    ['src/pages/**', 'pages'],
    ['src/content.config.ts', 'content'],
  ],
  mayImport: {
    ...Object.fromEntries(PIPELINE.map((l) => [l, below(l)])),
    cli: [...PIPELINE],
    // Build-time data may use the browser's own words (card-words.ts, course/lessons.ts), so that a
    // page and its island say the same; the browser never imports site.
    site: [...PIPELINE, 'browser'],
    browser: [...PIPELINE],
    // Components and pages are built in Node: they read site data and hand it to island scripts
    // (whose types, styles and pure drawing they share).
    components: [...PIPELINE, 'site', 'browser'],
    pages: [...PIPELINE, 'site', 'browser', 'components'],
    content: [],
  },
  browser: 'browser',
  nodeOnly: ['cli', 'site', 'components', 'pages', 'content'],
  nodePackages: ['astro:content', 'astro/loaders', 'vscode-languageserver/node'],
  allowed: {
    'src/check/checks/check-points-total.ts → src/compile/cards.ts':
      "the points check counts from the compiler's own card tables, so check and game cannot disagree",
    'src/check/checks/check-cards.ts → src/compile/cards.ts':
      "the deck check builds the deck with the compiler's own card tables, so check and game cannot disagree",
  },
};

const ROOT = join(import.meta.dirname, '..', '..');

function* files(dir: string): Generator<string> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    if (e.isDirectory()) yield* files(path);
    else yield path;
  }
}

const SRC = new Map(
  [...files(join(ROOT, 'src'))].map((f) => [relative(ROOT, f).split('\\').join('/'), readFileSync(f, 'utf8')]),
);

describe('the layers of src/', () => {
  it('import only from their own layer or one it may import, and browser code reaches no Node code', () => {
    expect(checkLayers(SRC, POLICY)).toEqual([]);
  });

  it('the compiled rules import nothing from the engine, not even by an allowed exception', () => {
    expect(Object.keys(POLICY.allowed).filter((e) => /^src\/compile\/.* → src\/engine\//.test(e))).toEqual([]);
  });

  it('every file of src/ has a layer', () => {
    expect([...SRC.keys()].filter((f) => layerOf(f, POLICY) === undefined)).toEqual([]);
  });
});

/** src/ with `extra` added or changed: a synthetic file set for the checker's negative cases. */
const withFiles = (extra: Record<string, string>) => new Map([...SRC, ...Object.entries(extra)]);
const errorsTs = SRC.get('src/engine/errors.ts') ?? '';

describe('the layers checker fails on', () => {
  it('an engine module importing a page', () => {
    const got = checkLayers(
      withFiles({ 'src/engine/errors.ts': `import '../pages/index.astro';\n${errorsTs}` }),
      POLICY,
    );
    expect(got).toEqual([
      expect.stringMatching(
        /^src\/engine\/errors\.ts:1: engine may not import pages: import '\.\.\/pages\/index\.astro' \(src\/pages\/index\.astro\); engine may import core, parse, /,
      ),
      // The islands run the engine, so the page is browser code's now too.
      expect.stringMatching(
        /^browser code reaches src\/pages\/index\.astro, which runs only in Node \(layer pages\): src\/islands\/.* → src\/engine\/errors\.ts → src\/pages\/index\.astro$/,
      ),
    ]);
  });

  it('the parser importing a component', () => {
    const parse = SRC.get('src/parse/parse.ts') ?? '';
    const got = checkLayers(
      withFiles({ 'src/parse/parse.ts': `${parse}\nexport type { Props } from '../components/Rules.astro';\n` }),
      POLICY,
    );
    const line = parse.split('\n').length + 1;
    expect(got).toEqual([
      `src/parse/parse.ts:${line}: parse may not import components: export from '../components/Rules.astro' (src/components/Rules.astro); parse may import core`,
    ]);
  });

  it('a dynamic import from compile into cli', () => {
    const got = checkLayers(
      withFiles({ 'src/compile/late.ts': `/** Late. */\nexport const late = () => import('../cli/main.ts');\n` }),
      POLICY,
    );
    expect(got).toEqual([
      expect.stringMatching(
        /^src\/compile\/late\.ts:2: compile may not import cli: import\(\) '\.\.\/cli\/main\.ts' \(src\/cli\/main\.ts\); compile may import /,
      ),
    ]);
  });

  it('a type-only import() and a worker URL', () => {
    const got = checkLayers(
      withFiles({
        'src/format/t.ts': `/** T. */\nexport type T = import('../sim/report.ts').Report;\n`,
        'src/engine/w.ts': `/** W. */\nexport const w = () => new Worker(new URL('../cli/sim-worker.ts', import.meta.url));\n`,
      }),
      POLICY,
    );
    expect(got).toEqual([
      expect.stringMatching(/^src\/format\/t\.ts:2: format may not import sim: type import\(\) /),
      expect.stringMatching(
        /^src\/engine\/w\.ts:2: engine may not import cli: new URL\(\) '\.\.\/cli\/sim-worker\.ts' /,
      ),
    ]);
  });

  it("a ?worker import and a component's <script> importing site code", () => {
    const got = checkLayers(
      withFiles({
        'src/sim/x.ts': `import W from '../islands/play.ts?worker';\n/** W. */\nexport default W;\n`,
        'src/components/X.astro': `---\nimport { games } from '../site/data.ts';\n---\n<p>{games().length}</p>\n<script>\n  import '../site/data.ts';\n</script>\n`,
      }),
      POLICY,
    );
    expect(got).toContainEqual(
      expect.stringMatching(
        /^src\/sim\/x\.ts:1: sim may not import browser: import '\.\.\/islands\/play\.ts\?worker' /,
      ),
    );
    expect(got).toContainEqual(
      expect.stringMatching(
        /^src\/components\/X\.astro:6: browser may not import site: import '\.\.\/site\/data\.ts' in <script> /,
      ),
    );
    expect(got).toContainEqual(
      'browser code reaches src/site/data.ts, which runs only in Node (layer site): src/components/X.astro <script> → src/site/data.ts',
    );
    // The frontmatter runs in Node at build time: it may read site data.
    expect(got.filter((p) => p.includes('X.astro:2'))).toEqual([]);
  });

  it('browser code reaching a Node builtin through allowed imports', () => {
    const got = checkLayers(
      withFiles({
        'src/islands/x.ts': `/** X. */\nexport const x = () => import('../resolve/y.ts');\n`,
        'src/resolve/y.ts': `import { readFileSync } from 'node:fs';\n/** Y. */\nexport const y = readFileSync;\n`,
      }),
      POLICY,
    );
    expect(got).toEqual([
      "browser code reaches Node's 'node:fs' at src/resolve/y.ts:1: src/islands/x.ts → src/resolve/y.ts",
    ]);
  });

  it('a stale allowlist entry', () => {
    const stale = {
      ...POLICY,
      allowed: {
        ...POLICY.allowed,
        'src/site/data.ts → src/cli/explain.ts': 'the site shows what `stichwort explain` prints',
      },
    };
    expect(checkLayers(SRC, stale)).toEqual([
      "stale allowlist entry 'src/site/data.ts → src/cli/explain.ts' (the site shows what `stichwort explain` prints): nothing imports against the layers this way; remove it",
    ]);
  });

  it('a file no pattern gives a layer', () => {
    expect(checkLayers(withFiles({ 'src/misc/x.ts': '' }), POLICY)).toEqual([
      'src/misc/x.ts: no layer pattern matches this file',
    ]);
  });

  it('and the first matching pattern decides a layer', () => {
    const drawing = { ...POLICY, layers: [['src/engine/steps/*/table.ts', 'browser'] as const, ...POLICY.layers] };
    expect(layerOf('src/engine/steps/tricks/table.ts', drawing)).toBe('browser');
    expect(layerOf('src/engine/steps/tricks/step.ts', drawing)).toBe('engine');
    expect(
      referencesIn('src/engine/steps/tricks/table.ts', `import '../../../islands/dom.ts';`).map((r) => r.kind),
    ).toEqual(['import']);
  });
});
