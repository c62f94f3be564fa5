// The rulebook: one MDX page per game in content/ (top level, as the project's layout asks), and its
// German edition in content/de/ under the same names; the other folders hold other pages' prose
// (content/tutorials/), which is not a rulebook.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

const schema = z
  .object({
    title: z.string(),
    description: z.string().optional(),
    game: z.string().optional(),
    variants: z.array(z.string()).optional(),
  })
  .loose();

const rulebook = defineCollection({ loader: glob({ pattern: '*.mdx', base: './content' }), schema });
const rulebookDe = defineCollection({ loader: glob({ pattern: '*.mdx', base: './content/de' }), schema });

export const collections = { rulebook, rulebookDe };
