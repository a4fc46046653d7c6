import { Alert, Button, Empty, Flex } from 'antd';
import { MESSAGES, type CaseSummaryResponse } from '../../../../modules/casework/contract';
import { LoadingBlock } from '../../../components/query-state';
import { errorMessage } from '../../../lib/api-client';
import { useCases } from '../api/get-cases';
import { CaseCard } from './case-card';

export interface MyCasesProps {
  onViewDetails: (id: number) => void;
  onPay: (item: CaseSummaryResponse) => void;
  /** 'Review facts and pay': the review step, then the payment. */
  onReview?: (item: CaseSummaryResponse) => void;
  onSubmitNew: () => void;
}

/** The client's cases, newest first (SPEC §2 My Cases); re-read while an analysis is on its way. */
export function MyCases({ onViewDetails, onPay, onReview, onSubmitNew }: MyCasesProps) {
  const cases = useCases();
  let body;
  if (cases.isPending) body = <LoadingBlock label="Loading your cases" />;
  else if (cases.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={MESSAGES.fetchCases}
        description={errorMessage(cases.error)}
        action={
          <Button size="small" onClick={() => void cases.refetch()}>
            Try again
          </Button>
        }
      />
    );
  else if (cases.data.length === 0)
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <strong>{MESSAGES.noCases}</strong>
            <br />
            <span className="cb-empty-text">Submit a case to get its AI mock-jury analysis.</span>
          </>
        }
      />
    );
  else
    body = (
      <ul className="cb-case-list" aria-label="My cases">
        {cases.data.map((item) => (
          <li key={item.id}>
            <CaseCard item={item} onViewDetails={onViewDetails} onPay={onPay} onReview={onReview} />
          </li>
        ))}
      </ul>
    );
  return (
    <Flex vertical gap={16}>
      {body}
      <div>
        <Button type="primary" onClick={onSubmitNew}>
          Submit New Case
        </Button>
      </div>
    </Flex>
  );
}
