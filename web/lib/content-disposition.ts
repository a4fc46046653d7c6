// The file name a download should get, from the server's Content-Disposition header
// (RFC 6266: `filename*=UTF-8''…` wins over `filename="…"`). Path parts are dropped.

function safeName(name: string): string | undefined {
  const base = name.split(/[\\/]/).pop()?.trim();
  return base ? base : undefined;
}

export function fileNameFromDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      return safeName(decodeURIComponent(extended[2]!.trim().replace(/^"|"$/g, '')));
    } catch {
      // A malformed escape: fall back to the plain parameter.
    }
  }
  const quoted = /filename\s*=\s*"((?:\\.|[^"\\])*)"/i.exec(header);
  if (quoted) return safeName(quoted[1]!.replace(/\\(.)/g, '$1'));
  const bare = /filename\s*=\s*([^;]+)/i.exec(header);
  return bare ? safeName(bare[1]!) : undefined;
}
