// An extraction worker stuck inside one call, as a hostile file can leave a parser: it never answers.
process.on('message', () => {
  for (;;) {
    // spin: no event loop turn, no reply, no exit
  }
});
process.send?.({ type: 'ready' });
