// Type detection from bytes alone: each supported type from a generated file, and what is not one.
import { readFileSync } from 'node:fs';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { detectType, extensionMatches } from './detect.js';
import { makeDocx, makePdf, makeTextImage } from '../../test/support/document-samples.js';

const enc = new TextEncoder();

describe('detectType', () => {
  it('recognises PDF, DOCX, PNG and JPEG from their bytes', async () => {
    expect(await detectType(await makePdf(['Hello']))).toBe('pdf');
    expect(await detectType(await makeDocx([['Hello']]))).toBe('docx');
    expect(await detectType(await makeTextImage(['Hello'], 'png'))).toBe('png');
    expect(await detectType(await makeTextImage(['Hello'], 'jpeg'))).toBe('jpeg');
  });

  it('recognises a Word 97–2003 file (an OLE compound file with a WordDocument stream)', async () => {
    const doc = new Uint8Array(readFileSync(new URL('./testdata/sample-contract.doc', import.meta.url)));
    expect(await detectType(doc)).toBe('doc');
  });

  it('recognises plain text as valid UTF-8 without NULs, with or without a BOM', async () => {
    expect(await detectType(enc.encode('A letter.\nSecond line, café, “quotes”.\f Page two.'))).toBe('text');
    expect(await detectType(new Uint8Array([0xef, 0xbb, 0xbf, ...enc.encode('With a BOM')]))).toBe('text');
  });

  it('refuses what is not a supported type', async () => {
    expect(await detectType(new Uint8Array())).toBeNull();
    expect(await detectType(enc.encode('text with a \0 NUL'))).toBeNull();
    expect(await detectType(new Uint8Array([0x48, 0x69, 0xc3, 0x28, 0xa0, 0xa1]))).toBeNull(); // invalid UTF-8
    expect(await detectType(new Uint8Array(Array.from({ length: 256 }, (_, i) => (i * 7 + 3) % 32)))).toBeNull(); // control bytes
    expect(await detectType(zipSync({ 'notes.txt': enc.encode('a zip that is no Word file') }))).toBeNull();
    // A GIF: a real image type, but not one Casebook reads.
    expect(await detectType(enc.encode('GIF89a\x01\x00\x01\x00\x00\x00\x00;'))).toBeNull();
  });

  it('goes by the bytes, never the name: a PNG named .pdf is a PNG, and the mismatch is visible', async () => {
    const png = await makeTextImage(['Not a PDF']);
    expect(await detectType(png)).toBe('png');
    expect(extensionMatches('..\\..\\etc\\passwd.pdf', 'png')).toBe(false);
    expect(extensionMatches('scan.PNG', 'png')).toBe(true);
    expect(extensionMatches('photo.jpg', 'jpeg')).toBe(true);
    expect(extensionMatches('Contract.DOCX', 'docx')).toBe(true);
    expect(extensionMatches('contract.doc', 'docx')).toBe(false);
    expect(extensionMatches('README', 'text')).toBe(true);
  });
});
