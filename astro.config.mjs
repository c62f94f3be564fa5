// The rulebook site. Pages live in src/pages and content in content/; the variant files in
// variants/ are compiled by the same pipeline the CLI uses.
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import { satteri } from '@astrojs/markdown-satteri';

export default defineConfig({
  integrations: [mdx()],
  // A rulebook heading is a reader's words, its anchor a stable id that links elsewhere keep using:
  // `### Who deals the play-off {#playoff-dealer-turn}` (heading attributes).
  markdown: { processor: satteri({ features: { headingAttributes: true } }) },
  // Workers are ES modules, so that a worker can load the rest of its code when it needs it (the
  // Playground's checker loads the engine only to run examples or play).
  vite: { worker: { format: 'es' } },
});
