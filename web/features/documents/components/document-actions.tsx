// What the list's rows and the opened document share: the status badge, the file's size and date
// as the list says them, and the Download and Delete actions (Delete asks first, SPEC §2).
import { Button } from 'antd';
import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { sizeText, type DocumentStatus, type DocumentSummary } from '../../../../modules/documents/contract';
import { LazyPopconfirm as Popconfirm } from '../../../components/ui/lazy-popconfirm';
import { Tag } from '../../../components/ui/tag';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDeleteDocument } from '../api/delete-document';
import { documentFileUrl } from '../api/get-document';

export const STATUS: Record<DocumentStatus, { label: string; color: string }> = {
  // Solid colours dark enough for white text (WCAG AA).
  processing: { label: 'Processing', color: '#0b57d0' },
  completed: { label: 'Completed', color: '#237804' },
  failed: { label: 'Failed', color: '#a8071a' },
};

export function StatusTag({ status }: { status: DocumentStatus }) {
  return (
    <Tag color={STATUS[status].color} className="cb-doc-status">
      {STATUS[status].label}
    </Tag>
  );
}

export const dateOf = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
export const dayOf = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(iso));
export const sizeOf = (bytes: number) => (bytes < 1024 ? `${bytes} B` : sizeText(bytes));

export function DownloadButton({ doc, iconOnly = false }: { doc: DocumentSummary; iconOnly?: boolean }) {
  return (
    <Button
      icon={<DownloadOutlined />}
      href={documentFileUrl(doc.id, true)}
      download={doc.fileName}
      aria-label={`Download ${doc.fileName}`}
      title={iconOnly ? 'Download' : undefined}
    >
      {iconOnly ? null : 'Download'}
    </Button>
  );
}

export function DeleteButton({ doc, iconOnly = false, onDeleted }: { doc: DocumentSummary; iconOnly?: boolean; onDeleted?: () => void }) {
  const remove = useDeleteDocument();
  const onDelete = () =>
    remove.mutate(doc.id, {
      onSuccess: () => {
        toast({ title: 'Document deleted', description: `${doc.fileName} was deleted.`, variant: 'success' });
        onDeleted?.();
      },
      onError: (error) => toast({ title: 'Delete failed', description: errorMessage(error), variant: 'error' }),
    });
  return (
    <Popconfirm
      title="Delete this document?"
      description="The file, its text and its analysis are removed."
      okText="Delete"
      okButtonProps={{ danger: true }}
      cancelText="Cancel"
      onConfirm={onDelete}
    >
      <Button
        danger
        icon={<DeleteOutlined />}
        loading={remove.isPending}
        aria-label={`Delete ${doc.fileName}`}
        title={iconOnly ? 'Delete' : undefined}
      >
        {iconOnly ? null : 'Delete'}
      </Button>
    </Popconfirm>
  );
}
