// The browser's own form validation (its 'Please enter a part following…' bubble) must never run:
// forms show the contract's messages only. The browser fires 'invalid' on a control exactly when
// it validates a form on submit, so counting those events tells whether it did.
export function watchBrowserValidation(root: HTMLElement): () => number {
  let count = 0;
  // 'invalid' does not bubble; a capturing listener on an ancestor still sees it.
  root.addEventListener('invalid', () => (count += 1), true);
  return () => count;
}
