import { Spin } from 'antd';
import './billing.css';

/** The spinner the Subscription screens show while their data loads (SPEC.md §2). */
export function BillingSpinner({ label }: { label: string }) {
  return (
    <div className="cb-center-block" role="status" aria-live="polite">
      <Spin size="large" />
      <span className="cb-visually-hidden">{label}</span>
    </div>
  );
}
