import { Button } from 'antd';
import { Form, type FormRule } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Card } from '../../../components/ui/card';
import { Typography } from '../../../components/ui/typography';
import { caseIdParam, MESSAGES } from '../../../../modules/casework/contract';
import { fieldIssue } from '../../../lib/zod-form';
import * as z from 'zod/mini';

const lookup = z.object({ caseId: caseIdParam });
type LookupValues = { caseId?: string };
const caseIdRule: FormRule<LookupValues> = (form) => fieldIssue(lookup, form.getFieldsValue(true), 'caseId');

/** The auditor's way in: a case number in, its event history out (the server decides who may read it). */
export function CaseHistoryLookup({ onOpen }: { onOpen: (caseId: number) => void }) {
  const [form] = Form.useForm<LookupValues>();
  return (
    <div className="cb-page">
      <div className="cb-page-header">
        <Typography.Title level={1} style={{ fontSize: 26 }}>
          {MESSAGES.historyTitle}
        </Typography.Title>
      </div>
      <Card style={{ maxWidth: 520 }}>
        <Typography.Paragraph>
          Every event of a case — who did what and when, the AI analysis and the payment provider included — with the case as it was after
          each one, and whether its hash chain verifies.
        </Typography.Paragraph>
        <Form<LookupValues> form={form} layout="vertical" onFinish={({ caseId }) => onOpen(Number((caseId ?? '').trim()))}>
          <Form.Item label="Case ID" name="caseId" rules={[caseIdRule]} normalize={(v: string) => v.trim()}>
            <Input inputMode="numeric" placeholder="e.g. 42" />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            Open history
          </Button>
        </Form>
      </Card>
    </div>
  );
}
