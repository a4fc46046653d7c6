import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { UserSwitchOutlined } from '@ant-design/icons';
import { LazyTooltip as Tooltip } from '../../../components/ui/lazy-tooltip';
import type { EscalationCreatedResponse } from '../../../../modules/conversation/contract';
import './escalations.css';

// The dialogs (a modal, a form, radios) load on first use, so they do not weigh on the chat's
// first paint (docs/benchmarks.md: initial JS budget); hovering or focusing the button starts it.
const loadDialogs = () => import('./escalation-dialogs');
const EscalationDialogs = lazy(loadDialogs);

/**
 * 'Escalate to Investigator' (SPEC §2): enabled only with an active subscription (the server
 * checks it too); opens the escalation dialog, then the 'Request Submitted' confirmation.
 */
export function EscalateButton({ isSubscribed }: { isSubscribed: boolean }) {
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<EscalationCreatedResponse | null>(null);
  const [used, setUsed] = useState(false);

  const button = (
    <Button
      type="primary"
      icon={<UserSwitchOutlined aria-hidden />}
      disabled={!isSubscribed}
      onPointerEnter={() => void loadDialogs()}
      onFocus={() => void loadDialogs()}
      onClick={() => {
        setUsed(true);
        setOpen(true);
      }}
    >
      Escalate to Investigator
    </Button>
  );

  return (
    <>
      {isSubscribed ? (
        button
      ) : (
        // A disabled button gets no pointer events: the wrapper carries the explanation (the
        // tooltip's code comes with the first hover: the chat's first load does without it).
        <Tooltip title="Escalation to a human investigator comes with Premium.">
          <span className="cb-escalate-locked">{button}</span>
        </Tooltip>
      )}
      {used && (
        <Suspense fallback={null}>
          <EscalationDialogs
            open={open}
            created={created}
            onClose={() => setOpen(false)}
            onSubmitted={(result) => {
              setOpen(false);
              setCreated(result);
            }}
            onDone={() => setCreated(null)}
          />
        </Suspense>
      )}
    </>
  );
}
