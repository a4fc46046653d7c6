import { InfoCircleFilled, WarningFilled } from '@ant-design/icons';
import type { Flag } from '../../../../modules/casework/contract';
import { Alert } from '../../../components/ui/alert';

/** The fact reader's flags (issue 25), warnings first: what it found contradictory or could not read. */
export function FactFlags({ flags }: { flags: readonly Flag[] }) {
  if (flags.length === 0) return null;
  const ordered = [...flags].sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'warning' ? -1 : 1));
  return (
    <div className="cb-stack cb-fact-flags" data-testid="fact-flags">
      {ordered.map((flag, i) =>
        flag.severity === 'warning' ? (
          <Alert
            key={`${flag.code}-${i}`}
            type="warning"
            showIcon
            icon={<WarningFilled />}
            role="note"
            title={flag.message}
            data-testid={`flag-${flag.code}`}
          />
        ) : (
          <Alert
            key={`${flag.code}-${i}`}
            type="info"
            showIcon
            icon={<InfoCircleFilled />}
            role="note"
            title={flag.message}
            data-testid={`flag-${flag.code}`}
          />
        ),
      )}
    </div>
  );
}
