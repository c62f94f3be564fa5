// The rulebook site. Pages live in src/pages and content in content/; the variant files in
// variants/ are compiled by the same pipeline the CLI uses.
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';

export default defineConfig({
  integrations: [mdx()],
  // Workers are ES modules, so that a worker can load the rest of its code when it needs it (the
  // Playground's checker loads the engine only to run examples or play).
  vite: { worker: { format: 'es' } },
});
