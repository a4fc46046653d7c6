// Events of the templates module, one stream per template: `template-{id}`. A template's text is
// product content written for Casebook (library.ts), published at start-up when it changed.
import { z } from 'zod';
import { TEMPLATE_CATEGORIES, templateVariable } from './contract.js';

export const eventSchemas = {
  TemplatePublished: z.object({
    templateId: z.string(),
    /** 1 for the first publication; each change of content adds one. */
    version: z.number().int().positive(),
    /** SHA-256 of the content below: the same content is not published twice. */
    contentHash: z.string(),
    name: z.string(),
    category: z.enum(TEMPLATE_CATEGORIES),
    subcategory: z.string(),
    description: z.string(),
    template: z.string(),
    variables: z.array(templateVariable),
    publishedAt: z.string(),
  }),
} as const;

type Schemas = typeof eventSchemas;
export type TemplateEventType = keyof Schemas;
export type TemplateEvent = { [K in TemplateEventType]: { type: K; data: z.infer<Schemas[K]> } }[TemplateEventType];

export const templateStream = (templateId: string) => `template-${templateId}`;
