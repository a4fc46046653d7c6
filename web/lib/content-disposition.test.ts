import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './content-disposition';

describe('fileNameFromDisposition', () => {
  it("reads the server's quoted file name", () => {
    expect(fileNameFromDisposition('attachment; filename="INV-2026-12345.pdf"')).toBe('INV-2026-12345.pdf');
  });

  it('prefers filename* (UTF-8, percent-encoded)', () => {
    expect(fileNameFromDisposition(`attachment; filename="report.pdf"; filename*=UTF-8''Caf%C3%A9%20report.pdf`)).toBe('Café report.pdf');
  });

  it('reads an unquoted name and unescapes a quoted one', () => {
    expect(fileNameFromDisposition('attachment; filename=INV-2026-10001.pdf')).toBe('INV-2026-10001.pdf');
    expect(fileNameFromDisposition('attachment; filename="a \\"b\\".pdf"')).toBe('a "b".pdf');
  });

  it('drops any path', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
  });

  it('answers undefined without a header or a name', () => {
    expect(fileNameFromDisposition(null)).toBeUndefined();
    expect(fileNameFromDisposition('attachment')).toBeUndefined();
    expect(fileNameFromDisposition('attachment; filename=""')).toBeUndefined();
  });
});
