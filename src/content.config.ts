// The rulebook: one MDX page per game in content/ (top level, as the project's layout asks); the
// folders below hold other pages' prose (content/tutorials/), which is not a rulebook.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

const rulebook = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './content' }),
  schema: z
    .object({
      title: z.string(),
      description: z.string().optional(),
      game: z.string().optional(),
      variants: z.array(z.string()).optional(),
    })
    .loose(),
});

export const collections = { rulebook };
