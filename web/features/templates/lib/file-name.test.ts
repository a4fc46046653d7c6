import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './file-name';

describe('fileNameFromDisposition', () => {
  it('reads the quoted, bare and UTF-8 forms', () => {
    expect(fileNameFromDisposition('attachment; filename="small-claims-demand-letter.pdf"')).toBe('small-claims-demand-letter.pdf');
    expect(fileNameFromDisposition('attachment; filename=letter.docx')).toBe('letter.docx');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''lettre%20%C3%A9t%C3%A9.pdf")).toBe('lettre été.pdf');
  });
  it('answers nothing without a name and never a path', () => {
    expect(fileNameFromDisposition(null)).toBeUndefined();
    expect(fileNameFromDisposition('inline')).toBeUndefined();
    expect(fileNameFromDisposition('attachment; filename="../../x.pdf"')).toBe('.._.._x.pdf');
  });
});
