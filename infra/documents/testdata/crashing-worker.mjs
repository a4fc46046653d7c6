// An extraction worker that dies on its first document, as a native library crash would end one.
process.on('message', () => process.exit(70));
process.send?.({ type: 'ready' });
