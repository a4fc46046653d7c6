import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../modules/documents/contract';
import { checkFile } from './check-file';

describe('checkFile', () => {
  it('takes the SPEC types up to 10 MB', () => {
    for (const name of ['a.pdf', 'B.DOCX', 'c.doc', 'd.jpg', 'e.jpeg', 'f.png', 'g.txt'])
      expect(checkFile({ name, size: 10 * 1024 * 1024 })).toBeNull();
  });
  it('refuses other types and larger files with the SPEC texts', () => {
    expect(checkFile({ name: 'run.exe', size: 10 })).toEqual({ title: 'Unsupported file type', description: MESSAGES.unsupported });
    expect(checkFile({ name: 'noextension', size: 10 })?.title).toBe('Unsupported file type');
    expect(checkFile({ name: 'big.pdf', size: 10 * 1024 * 1024 + 1 })).toEqual({
      title: 'File too large',
      description: 'Please upload files smaller than 10MB.',
    });
  });
});
