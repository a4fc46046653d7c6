// 'Restore your draft from {time}?' above the case form (decision 0051). Its own chunk, loaded only
// when the signed-in user has a draft: the form's first screen stays within its weight budget.
import { Button } from 'antd';
import HistoryOutlined from '@ant-design/icons/HistoryOutlined';
import { Alert } from '../../../components/ui/alert';

/** 'today at 3:42 PM', or 'Nov 29 at 3:42 PM' for another day. */
export function draftTime(savedAt: string, now: Date = new Date()): string {
  const at = new Date(savedAt);
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(at);
  if (at.toDateString() === now.toDateString()) return `today at ${time}`;
  return `${new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' }).format(at)} at ${time}`;
}

export interface CaseDraftOfferProps {
  savedAt: string;
  onRestore: () => void;
  onDiscard: () => void;
}

export function CaseDraftOffer({ savedAt, onRestore, onDiscard }: CaseDraftOfferProps) {
  return (
    <Alert
      type="info"
      showIcon
      icon={<HistoryOutlined />}
      role="status"
      className="cb-draft-offer"
      title={`Restore your draft from ${draftTime(savedAt)}?`}
      description="You started this form earlier on this browser. Attached documents are not kept in a draft."
      action={
        <div className="cb-draft-actions">
          <Button type="primary" size="small" onClick={onRestore}>
            Restore
          </Button>
          <Button size="small" onClick={onDiscard}>
            Discard
          </Button>
        </div>
      }
    />
  );
}
