// The rulebook site. Pages live in src/pages and content in content/; the variant files in
// variants/ are compiled by the same pipeline the CLI uses.
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import { satteri } from '@astrojs/markdown-satteri';
import { createHash } from 'node:crypto';
import { INLINE_SCRIPTS } from './src/site/inline-scripts.ts';

/** The hash a Content-Security-Policy names an inline script by. */
const scriptHash = (code) => `sha256-${createHash('sha256').update(code).digest('base64')}`;

export default defineConfig({
  integrations: [mdx()],
  // Two editions: English at the site's own addresses, German under /de/ (src/site/i18n/pages.ts).
  i18n: { locales: ['en', 'de'], defaultLocale: 'en', routing: { prefixDefaultLocale: false } },
  // A rulebook heading is a reader's words, its anchor a stable id that links elsewhere keep using:
  // `### Who deals the play-off {#playoff-dealer-turn}` (heading attributes).
  // No page has a Markdown code block: the variant code on the pages is highlighted by
  // src/site/highlight.ts. Astro's own highlighter stays off (with a CSP on, it warns at every build).
  markdown: { processor: satteri({ features: { headingAttributes: true } }), syntaxHighlight: false },
  // Workers are ES modules, so that a worker can load the rest of its code when it needs it (the
  // Playground's checker loads the engine only to run examples or play).
  vite: {
    worker: { format: 'es' },
    build: {
      rollupOptions: {
        // Astro marks an MDX page's module "use astro:head-inject" and reads the mark itself; the
        // bundler's warning that it may not keep the directive is Astro's own, open as
        // withastro/astro#18087 (harmless: the pages' heads are as before). Every other warning shows.
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('astro:head-inject')) return;
          warn(warning);
        },
      },
    },
  },
  // A Content-Security-Policy on every page (a <meta>, as a static host sends no header of ours).
  // Scripts: the site's own files, and the inline ones by hash (Astro hashes what it bundles; an
  // is:inline script's text is in src/site/inline-scripts.ts); 'wasm-unsafe-eval' lets Pagefind's
  // search compile its WebAssembly, and nothing may eval. Workers (the Playground's checker, the
  // strong bot, the simulator) come from the site. Styles may be inline ('unsafe-inline', and so
  // no style hashes, which the browser would let override it): Shiki colours every code token by a
  // style="" attribute (thousands a rulebook), and CodeMirror writes its themes into <style>
  // elements as the Playground runs, text no build knows (a nonce needs a server per request). A
  // style can set a colour, never run a script, and the page puts outside text in by textContent.
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "worker-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      scriptDirective: { resources: ["'self'", "'wasm-unsafe-eval'"], hashes: INLINE_SCRIPTS.map(scriptHash) },
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
});
