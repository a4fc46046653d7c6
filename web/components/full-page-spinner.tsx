/**
 * The centered spinner shown while the session (or a page) loads. Plain markup and CSS (styles.css,
 * the boot shell's ring in the theme's blue): the router shows it from the entry, which then
 * needs no antd Spin (docs/decisions/0014-web-bundle.md, "Fourth round").
 */
export function FullPageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="cb-center" role="status" aria-live="polite">
      <span className="cb-spinner" aria-hidden="true" />
      <span className="cb-visually-hidden">{label}</span>
    </div>
  );
}
