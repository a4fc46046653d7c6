// Pure rules of one template: a new content is published as the next version; the same content
// again decides nothing (several API processes start at once).
import type { LibraryTemplate } from './library.js';
import type { TemplateEvent } from './events.js';

export type Template =
  | { status: 'none' }
  | (LibraryTemplate & { status: 'published'; version: number; contentHash: string; createdAt: string; updatedAt: string });

export const initialTemplate: Template = { status: 'none' };

export type TemplateCommand = { type: 'PublishTemplate'; template: LibraryTemplate; contentHash: string; now: string };

export function decide(command: TemplateCommand, state: Template): TemplateEvent[] {
  if (state.status === 'published' && state.contentHash === command.contentHash) return [];
  const { id, ...content } = command.template;
  return [
    {
      type: 'TemplatePublished',
      data: {
        templateId: id,
        version: state.status === 'published' ? state.version + 1 : 1,
        contentHash: command.contentHash,
        ...content,
        publishedAt: command.now,
      },
    },
  ];
}

export function evolve(state: Template, event: TemplateEvent): Template {
  if (event.type !== 'TemplatePublished') return state;
  const { templateId, version, contentHash, publishedAt, ...content } = event.data;
  return {
    status: 'published',
    id: templateId,
    ...content,
    version,
    contentHash,
    createdAt: state.status === 'published' ? state.createdAt : publishedAt,
    updatedAt: publishedAt,
  };
}
