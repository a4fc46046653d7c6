import { useMutation } from '@tanstack/react-query';
import { renderRequest, type RenderFormat } from '../../../../modules/templates/contract';
import { apiResponse } from '../../../lib/api-client';
import { fileNameFromDisposition } from '../lib/file-name';
import { templateUrl } from './get-template';

export interface LetterFile {
  blob: Blob;
  fileName: string;
}

export interface RenderTemplateInput {
  id: string;
  format: RenderFormat;
  variables: Record<string, string>;
}

/** The filled letter as a file; the name is the server's (Content-Disposition), else `{id}.{format}`. */
export async function renderTemplate({ id, format, variables }: RenderTemplateInput): Promise<LetterFile> {
  const body = renderRequest.parse({ format, variables });
  const response = await apiResponse('POST', `${templateUrl(id)}/render`, body);
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? `${id}.${format}`;
  return { blob: await response.blob(), fileName };
}

/** Never retried: the user clicks again. */
export function useRenderTemplate() {
  return useMutation({ mutationFn: renderTemplate, retry: false });
}
