import { Button } from 'antd';
import { SimpleEmpty as Empty } from '../../../components/ui/empty';
import { Alert } from '../../../components/ui/alert';
import { Form, type FormRule } from '../../../components/ui/form';
import { TextArea } from '../../../components/ui/textarea';
import { Card } from '../../../components/ui/card';
import { Typography } from '../../../components/ui/typography';
import { Tag } from '../../../components/ui/tag';
import { commentBadge, commentRequest, MESSAGES, type CommentResponse } from '../../../../modules/casework/contract';
import { busy } from '../../../components/busy';
import { LoadingBlock } from '../../../components/query-state';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { fieldIssue } from '../../../lib/zod-form';
import { useCaseComments, usePostCaseComment } from '../api/case-comments';
import { formatDateTime } from '../lib/format';

type CommentValues = { content?: string };
/** The contract's message for the comment (CONVENTIONS rule 14). */
const contentRule: FormRule<CommentValues> = (form) => fieldIssue(commentRequest, form.getFieldsValue(true), 'content');

function CommentItem({ comment }: { comment: CommentResponse }) {
  const badge = commentBadge(comment);
  return (
    <li className={`cb-comment${comment.isInvestigator ? ' cb-comment-investigator' : ''}`} data-testid="comment">
      <div className="cb-comment-head">
        <Tag
          style={
            comment.isInvestigator
              ? { color: '#0b3d91', background: '#e6f0ff', borderColor: '#adc8f5', marginInlineEnd: 0 }
              : { color: '#1f2937', background: '#f3f4f6', borderColor: '#d1d5db', marginInlineEnd: 0 }
          }
        >
          {badge}
        </Tag>
        {comment.authorName && <strong>{comment.authorName}</strong>}
        <time dateTime={comment.createdAt} className="cb-muted">
          {formatDateTime(comment.createdAt)}
        </time>
      </div>
      <p>{comment.content}</p>
    </li>
  );
}

/** 'Case Comments' (SPEC §2): the list with Investigator / Client badges, its empty and error states, and the form. */
export function CaseComments({ caseId, canComment = true }: { caseId: number; canComment?: boolean }) {
  const comments = useCaseComments(caseId);
  const post = usePostCaseComment();
  const [form] = Form.useForm<CommentValues>();

  const submit = ({ content }: CommentValues) =>
    post.mutate(
      { caseId, content: content ?? '' },
      {
        onSuccess: () => {
          form.resetFields();
          toast({ variant: 'success', title: MESSAGES.commentAddedTitle, description: MESSAGES.commentAdded });
        },
        onError: (error) =>
          toast({
            variant: 'error',
            title: MESSAGES.errorTitle,
            description: error instanceof ApiError ? (error.serverMessage ?? error.message) : errorMessage(error),
          }),
      },
    );

  let list;
  if (comments.isPending) list = <LoadingBlock label="Loading comments" rows={3} />;
  else if (comments.isError)
    list = (
      <Alert
        type="error"
        showIcon
        title={MESSAGES.loadComments}
        action={
          <Button size="small" onClick={() => void comments.refetch()}>
            Try again
          </Button>
        }
      />
    );
  else if (comments.data.length === 0)
    list = (
      <Empty
        description={
          <>
            <strong>{MESSAGES.noComments}</strong>
            <br />
            <span className="cb-empty-text">{MESSAGES.noCommentsHint}</span>
          </>
        }
      />
    );
  else
    list = (
      <ol className="cb-comments" aria-label="Comments">
        {comments.data.map((comment) => (
          <CommentItem key={comment.id} comment={comment} />
        ))}
      </ol>
    );

  return (
    <Card>
      <section aria-labelledby="cb-comments-title">
        <Typography.Title level={2} id="cb-comments-title" className="cb-section-title">
          Case Comments
        </Typography.Title>
        {list}
        {canComment && (
          <Form form={form} layout="vertical" onFinish={submit} style={{ marginTop: 16 }}>
            <Form.Item label="Add a comment" name="content" rules={[contentRule]} validateTrigger="onSubmit">
              <TextArea autoSize={{ minRows: 3, maxRows: 10 }} disabled={post.isPending} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={busy(post.isPending)} disabled={post.isPending}>
              {post.isPending ? 'Sending...' : 'Post Comment'}
            </Button>
          </Form>
        )}
      </section>
    </Card>
  );
}
