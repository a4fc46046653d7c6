// The end of the case form: the documents' drop zone and the consent note. They load with the
// form's first idle moment or as they near the viewport, not with the page
// (docs/decisions/0025-case-form-weight.md, second round); they hold no form field.
import { Button } from 'antd';
import { DeleteOutlined, FileOutlined, InboxOutlined } from '@ant-design/icons';
import InfoCircleFilled from '@ant-design/icons/InfoCircleFilled';
import { Alert } from '../../../components/ui/alert';
import { Typography } from '../../../components/ui/typography';
import { UploadDragger } from '../../../components/ui/upload-dragger';
import { MESSAGES } from '../../../../modules/casework/contract';
import { quotaLine } from '../../../../modules/documents/contract';
import { useUploadQuota } from '../api/get-upload-quota';
import { CASE_DOCUMENT_ACCEPT, formatFileSize } from '../lib/document-files';
import { Section } from './case-form-sections';

/** The attachments' words about today's upload allowance (with this lazily loaded part of the form, not the page). */
export const ATTACHMENT_TEXTS = {
  count: 'Attachments count toward your daily upload allowance, as uploads to Document Intelligence do.',
  overAllowance: (left: number, chosen: number) =>
    `Only ${left} of the ${chosen} chosen files can be uploaded today; the others would be refused.`,
  resetsAtMidnight: 'Uploads start again at midnight UTC.',
} as const;

export interface CaseFormEndProps {
  files: readonly File[];
  onAdd: (file: File) => void;
  onRemove: (index: number) => void;
  disabled?: boolean;
}

/**
 * Today's uploads left, where the user attaches files: attachments count toward the same daily
 * allowance as Document Intelligence uploads (decision 0061), and the server refuses past it.
 */
export function UploadAllowance({ chosen }: { chosen: number }) {
  const quota = useUploadQuota();
  const q = quota.data;
  const spent = q !== undefined && (q.files.left === 0 || q.bytes.left === 0);
  return (
    <div className="cb-upload-allowance" role="status" aria-live="polite">
      <Typography.Paragraph type={spent ? undefined : 'secondary'} strong={spent} style={{ margin: '8px 0 0' }}>
        {q ? `${quotaLine(q)} ` : ''}
        {ATTACHMENT_TEXTS.count}
        {spent ? ` ${ATTACHMENT_TEXTS.resetsAtMidnight}` : ''}
      </Typography.Paragraph>
      {q && !spent && chosen > q.files.left && (
        <Typography.Paragraph strong style={{ margin: '4px 0 0' }}>
          {ATTACHMENT_TEXTS.overAllowance(q.files.left, chosen)}
        </Typography.Paragraph>
      )}
    </div>
  );
}

/** Optional documents: chosen here, uploaded with the case on submit, removable until then. */
function CaseDocumentsSection({ files, onAdd, onRemove, disabled = false }: CaseFormEndProps) {
  return (
    <Section id="documents" title="Case Documents" description="Optional. The documents are stored with your case and read by staff.">
      <UploadDragger accept={CASE_DOCUMENT_ACCEPT} multiple disabled={disabled} onFiles={(picked) => picked.forEach(onAdd)}>
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">Drop files here or click to browse</p>
        <p className="ant-upload-hint">PDF, DOCX, JPG, PNG (max 5MB each)</p>
      </UploadDragger>
      <UploadAllowance chosen={files.length} />
      {files.length > 0 && (
        <ul className="cb-file-list" aria-label="Attached documents">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <FileOutlined aria-hidden />
              <span className="cb-file-name">{file.name}</span>
              <span className="cb-muted">{formatFileSize(file.size)}</span>
              <Button
                type="text"
                size="small"
                icon={<DeleteOutlined aria-hidden />}
                onClick={() => onRemove(index)}
                disabled={disabled}
                aria-label={`Remove ${file.name}`}
              />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** The documents section, then the consent note above the submit button. */
export function CaseFormEnd(props: CaseFormEndProps) {
  return (
    <>
      <CaseDocumentsSection {...props} />
      <Alert type="info" showIcon icon={<InfoCircleFilled />} role="note" title={MESSAGES.consent} className="cb-consent" />
    </>
  );
}
