import { Button } from 'antd';
import { Card } from '../../../components/ui/card';
import type { CaseDetailResponse, CaseStatusRequest } from '../../../../modules/casework/contract';
import { caseStatusWords } from './case-badges';
import { busy } from '../../../components/busy';

export interface StatusFooterProps {
  item: Pick<CaseDetailResponse, 'status' | 'paymentStatus' | 'allowedStatusMoves' | 'successProbability'>;
  /** Staff on a paid case: the status buttons show. */
  canMove: boolean;
  pending: CaseStatusRequest['status'] | null;
  onMove: (status: CaseStatusRequest['status']) => void;
}

/** The footer (SPEC §2, §4): the status, and 'Start Review' (submitted) / 'Mark as Completed' (in review) for staff. */
export function StatusFooter({ item, canMove, pending, onMove }: StatusFooterProps) {
  const moves = canMove && item.paymentStatus === 'paid' ? item.allowedStatusMoves : [];
  return (
    <Card size="small">
      <div className="cb-status-footer">
        <span>
          Status: <strong data-testid="footer-status">{caseStatusWords(item.status, item.successProbability !== null)}</strong>
        </span>
        {moves.length > 0 && (
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            {moves.includes('in-review') && (
              <Button
                type="primary"
                onClick={() => onMove('in-review')}
                loading={busy(pending === 'in-review')}
                disabled={pending !== null}
              >
                Start Review
              </Button>
            )}
            {moves.includes('completed') && (
              <Button
                type="primary"
                onClick={() => onMove('completed')}
                loading={busy(pending === 'completed')}
                disabled={pending !== null}
              >
                Mark as Completed
              </Button>
            )}
          </div>
        )}
      </div>
    </Card>
  );
}
