import { Spin } from 'antd';

/** The centered spinner shown while the session (or a page) loads. */
export function FullPageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="cb-center" role="status" aria-live="polite">
      <Spin size="large" />
      <span className="cb-visually-hidden">{label}</span>
    </div>
  );
}
