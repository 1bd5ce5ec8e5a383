import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/**
 * Legal and information pages, one Markdown file per page and language: src/content/legal/<slug>.<lang>.md.
 * The entry id is "<slug>.<lang>" (for example "privacy-policy.de").
 */
const legal = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/legal', generateId: ({ entry }) => entry.replace(/\.md$/, '') }),
  schema: z.object({
    title: z.string(),
    description: z.string(),
    updated: z.coerce.date(),
  }),
});

export const collections = { legal };
