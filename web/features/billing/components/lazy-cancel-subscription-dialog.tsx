// The cancel confirmation, fetched with its first opening: antd's Modal brings the dialog, its
// motion and antd's form context (@rc-component/form, async-validator), ≈ 20 KiB gzipped that the
// subscription and payment-methods pages otherwise load for a dialog few open
// (docs/decisions/0028-remaining-pages-weight.md). The code is prefetched when the button that
// opens it is pointed at, touched or focused, so the dialog usually opens at once.
import { lazy, Suspense, useState } from 'react';
import type { CancelSubscriptionDialogProps } from './cancel-subscription-dialog';

const loadDialog = () => import('./cancel-subscription-dialog');
const Dialog = lazy(() => loadDialog().then((m) => ({ default: m.CancelSubscriptionDialog })));

/** Fetches the dialog's code ahead of the click (pointer enter, touch start, focus). */
export const prefetchCancelSubscriptionDialog = () => void loadDialog();

/** The props to spread on the button that opens the dialog. */
export const prefetchCancelSubscriptionDialogProps = {
  onPointerEnter: prefetchCancelSubscriptionDialog,
  onTouchStart: prefetchCancelSubscriptionDialog,
  onFocus: prefetchCancelSubscriptionDialog,
};

/** `CancelSubscriptionDialog`, rendered (and fetched) from its first opening on, so it closes with its animation. */
export function LazyCancelSubscriptionDialog(props: CancelSubscriptionDialogProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
