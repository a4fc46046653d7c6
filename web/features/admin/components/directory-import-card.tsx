import { plural } from '../../../lib/plural';
import { useState } from 'react';
import { Alert, Button, Flex } from 'antd';
import { Card } from '../../../components/ui/card';
import { Typography } from '../../../components/ui/typography';
import { IMPORT_MAX_BYTES } from '../../../../modules/directory/contract';
import { busy } from '../../../components/busy';
import { InboxOutlined } from '@ant-design/icons';
import { UploadDragger } from '../../../components/ui/upload-dragger';
import { errorMessage } from '../../../lib/api-client';
import { useImportDirectory, type ImportOutcome } from '../api/import-directory';
import './admin.css';

/** The report of one import: counts, or every rejected row (line and reasons) when nothing was imported. */
export function ImportReportView({ report, fileName }: { report: ImportOutcome; fileName: string }) {
  if (report.rejected.length > 0)
    return (
      <Alert
        type="error"
        showIcon
        title={
          report.message ??
          `${report.rejected.length} of ${plural(report.total, 'row')} ${report.rejected.length === 1 ? 'was' : 'were'} rejected; nothing was imported`
        }
        description={
          <div>
            <Typography.Text>{fileName}: fix these rows and upload the file again.</Typography.Text>
            <ul className="cb-import-rejected" aria-label="Rejected rows">
              {report.rejected.map((row) => (
                <li key={row.line}>
                  <Typography.Text strong>Line {row.line}:</Typography.Text> {row.reasons.join('; ')}
                </li>
              ))}
            </ul>
          </div>
        }
      />
    );
  return (
    <Alert
      type="success"
      showIcon
      title={`${fileName}: ${plural(report.total, 'row')} imported`}
      description={
        <dl className="cb-import-counts" aria-label="Import counts">
          <div>
            <dt>New listings</dt>
            <dd>{report.imported}</dd>
          </div>
          <div>
            <dt>Updated</dt>
            <dd>{report.updated}</dd>
          </div>
          <div>
            <dt>Unchanged</dt>
            <dd>{report.unchanged}</dd>
          </div>
        </dl>
      }
    />
  );
}

/**
 * Admin: upload a CSV of private investigators to the directory (POST /api/admin/directory/import).
 * The server checks every row and imports all of them or none; the card shows its report.
 */
export function DirectoryImportCard() {
  const [file, setFile] = useState<File | null>(null);
  const [done, setDone] = useState<{ report: ImportOutcome; fileName: string } | null>(null);
  const mutation = useImportDirectory();
  const tooLarge = file !== null && file.size > IMPORT_MAX_BYTES;
  const upload = () => {
    if (!file || tooLarge) return;
    setDone(null);
    mutation.mutate(file, { onSuccess: (report) => setDone({ report, fileName: file.name }) });
  };
  return (
    <Card title={<h2 className="cb-card-title">Import Private Investigators</h2>}>
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          Upload a CSV file with a header row (fullName, licenseNumber, licenseExpiration, licenseState, specializations, email, city,
          state, zipCode, and optional columns; lists separated by “;”). Every row is checked first: if any row is rejected, nothing is
          imported. Importing the same file again changes nothing.
        </Typography.Paragraph>
        <UploadDragger
          accept=".csv,text/csv"
          aria-label="CSV file"
          disabled={mutation.isPending}
          onFiles={([picked]) => {
            setFile(picked ?? null);
            setDone(null);
            mutation.reset();
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined aria-hidden />
          </p>
          <p className="ant-upload-text">{file ? file.name : 'Click to choose a CSV file, or drop it here'}</p>
          <p className="ant-upload-hint">
            {file ? 'Chosen. Click or drop another file to change it.' : `One .csv file, up to ${IMPORT_MAX_BYTES / 1024 / 1024} MB`}
          </p>
        </UploadDragger>
        {tooLarge && <Alert type="error" title={`The CSV file must be at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB`} />}
        <div>
          <Button type="primary" onClick={upload} disabled={!file || tooLarge || mutation.isPending} loading={busy(mutation.isPending)}>
            {mutation.isPending ? 'Importing...' : 'Upload and Import'}
          </Button>
        </div>
        {mutation.error && <Alert type="error" showIcon title="Import failed" description={errorMessage(mutation.error)} />}
        {done && <ImportReportView report={done.report} fileName={done.fileName} />}
      </Flex>
    </Card>
  );
}
