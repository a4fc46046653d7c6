// 'Download evidence bundle' (issue 28 item 7): one zip with the case's documents, the SHA-256 each
// had at upload, the case history with its hash chain and anchor, and verify.mjs, which checks all
// of it offline with plain Node. For whoever may read the case's history: its owner, the admin and
// the auditor (the server decides; the button is shown to them only).
import { Button } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { busy } from '../../../components/busy';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDownloadEvidenceBundle } from '../api/download-evidence-bundle';

export function EvidenceBundleButton({ caseId }: { caseId: number }) {
  const bundle = useDownloadEvidenceBundle();
  const download = () =>
    bundle.mutate(
      { id: caseId },
      {
        // The file saver loads with the first download, not with the page (decision 0025).
        onSuccess: ({ blob, fileName }) => void import('../../../lib/save-file').then(({ saveFile }) => saveFile(blob, fileName)),
        onError: (error) => toast({ variant: 'error', title: 'Evidence bundle refused', description: errorMessage(error) }),
      },
    );
  return (
    <Button
      icon={<SafetyCertificateOutlined aria-hidden />}
      onClick={download}
      loading={busy(bundle.isPending)}
      disabled={bundle.isPending}
      title="A zip with the case's documents, their SHA-256s, the hash-chained history and anchor, and verify.mjs to check it offline"
    >
      Download evidence bundle
    </Button>
  );
}
