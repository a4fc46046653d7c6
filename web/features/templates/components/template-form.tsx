import { useMemo, useState } from 'react';
import { Alert, Button, Flex, Form, Input, Modal, Radio } from 'antd';
import { Card } from '../../../components/ui/card';
import { Typography } from '../../../components/ui/typography';
import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import {
  DISCLAIMER,
  fillTemplate,
  letterDate,
  prefillValues,
  variablesSchema,
  type PrefillSources,
  type RenderFormat,
  type TemplateResponse,
} from '../../../../modules/templates/contract';
import { busy } from '../../../components/busy';
import { schemaRule } from '../../../lib/zod-form';
import './templates.css';

export interface TemplateFormProps {
  template: TemplateResponse;
  /** First values: the user's profile and a case typed in or passed by the caller. */
  prefill: Omit<PrefillSources, 'today'>;
  onDownload: (format: RenderFormat, values: Record<string, string>) => void;
  downloading?: boolean;
  /** "today" for the date field (stories pass a fixed one). */
  today?: Date;
}

const FORMAT_LABELS: Record<RenderFormat, string> = { pdf: 'PDF', docx: 'DOCX' };

/** Fills a template's variables (checked by the same rules as the server) and downloads the letter. */
export function TemplateForm({ template, prefill, onDownload, downloading = false, today }: TemplateFormProps) {
  const [form] = Form.useForm<Record<string, string>>();
  const [format, setFormat] = useState<RenderFormat>('pdf');
  const schema = useMemo(() => variablesSchema(template.variables), [template.variables]);
  const initialValues = useMemo(
    () => prefillValues(template.variables, { ...prefill, today: letterDate(today ?? new Date()) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form keeps what the user typed; a new prefill only matters for a new template
    [template.id],
  );

  const filledOf = (values: Record<string, string | undefined>) =>
    Object.fromEntries(Object.entries(values).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== ''));
  const submit = (values: Record<string, string | undefined>) => onDownload(format, filledOf(values));
  // The letter as it will read, from the same template text the server fills; the form's rules first.
  const [preview, setPreview] = useState<string | null>(null);
  const showPreview = () => {
    form
      .validateFields()
      .then((values) => setPreview(fillTemplate(template.template, filledOf(values))))
      .catch(() => undefined);
  };

  return (
    <Card className="cb-template-form" title={<h2 className="cb-card-title">{template.name}</h2>}>
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>{template.description}</Typography.Paragraph>
        <Alert type="warning" showIcon title="Not legal advice" description={DISCLAIMER} />
        <Form form={form} layout="vertical" initialValues={initialValues} onFinish={submit} requiredMark>
          {template.variables.map((v) => (
            <Form.Item key={v.name} name={v.name} label={v.label} required={v.required} extra={v.help} rules={[schemaRule(schema, v.name)]}>
              {v.multiline ? (
                <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} placeholder={v.placeholder} />
              ) : (
                <Input placeholder={v.placeholder} />
              )}
            </Form.Item>
          ))}
          <Form.Item label="File format">
            <Radio.Group
              aria-label="File format"
              optionType="button"
              value={format}
              onChange={(e) => setFormat(e.target.value as RenderFormat)}
              options={[
                { value: 'pdf', label: 'PDF' },
                { value: 'docx', label: 'Word (DOCX)' },
              ]}
            />
          </Form.Item>
          <Flex gap={8} wrap>
            <Button htmlType="button" icon={<EyeOutlined aria-hidden />} onClick={showPreview}>
              Preview
            </Button>
            <Button
              type="primary"
              htmlType="submit"
              icon={<DownloadOutlined aria-hidden />}
              loading={busy(downloading)}
              disabled={downloading}
            >
              {downloading ? 'Preparing...' : `Download ${FORMAT_LABELS[format]}`}
            </Button>
          </Flex>
        </Form>
        <Modal
          open={preview !== null}
          title={`Preview: ${template.name}`}
          onCancel={() => setPreview(null)}
          width={720}
          footer={[
            <Button key="close" onClick={() => setPreview(null)}>
              Back to the form
            </Button>,
            <Button
              key="download"
              type="primary"
              icon={<DownloadOutlined aria-hidden />}
              disabled={downloading}
              onClick={() => {
                setPreview(null);
                form.submit();
              }}
            >
              Download {FORMAT_LABELS[format]}
            </Button>,
          ]}
        >
          <pre className="cb-letter-preview" aria-label="Letter preview">
            {preview}
          </pre>
          <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 0 }}>
            {DISCLAIMER}
          </Typography.Paragraph>
        </Modal>
      </Flex>
    </Card>
  );
}
