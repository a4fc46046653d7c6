// Application layer of the templates module: publish the library's changed texts, load one.
import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import type { Platform } from '../../infra/platform.js';
import { loadState, runCommand } from '../../infra/eventstore/command.js';
import type { AppendResult } from '../../infra/eventstore/types.js';
import { decide, evolve, initialTemplate, type Template } from './decider.js';
import { templateStream, type TemplateEvent } from './events.js';
import type { LibraryTemplate } from './library.js';

export type TemplatesDeps = Pick<Platform, 'store' | 'config' | 'runner' | 'logger'>;

export const contentHashOf = (t: LibraryTemplate) =>
  createHash('sha256')
    .update(canonicalize(t) ?? '')
    .digest('hex');

export function loadTemplate(deps: Pick<TemplatesDeps, 'store'>, id: string) {
  return loadState<Template, TemplateEvent>(deps.store, templateStream(id), evolve, initialTemplate);
}

/** Publishes every library template whose content changed; answers how many were published. */
export async function publishLibrary(deps: TemplatesDeps, library: readonly LibraryTemplate[]): Promise<number> {
  let published = 0;
  let last: AppendResult | undefined;
  for (const template of library) {
    const contentHash = contentHashOf(template);
    const result = await runCommand<Template, TemplateEvent>({
      store: deps.store,
      stream: templateStream(template.id),
      evolve,
      initial: initialTemplate,
      decide: (state) => decide({ type: 'PublishTemplate', template, contentHash, now: new Date().toISOString() }, state),
      ctx: {},
      // Two processes publishing the same text store it once.
      idempotencyName: `template|${template.id}|${contentHash}`,
    });
    if (result.append) {
      published += 1;
      last = result.append;
    }
  }
  // Once, for the whole library: the screen lists what was just published (bounded wait).
  if (last) await deps.runner.waitFor(last.position, ['TemplatePublished'], deps.config.READ_YOUR_WRITES_TIMEOUT_MS);
  return published;
}
