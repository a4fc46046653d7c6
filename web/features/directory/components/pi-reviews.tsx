import { plural } from '../../../lib/plural';
import { Alert, Button, Empty, Form, Input, Rate, Skeleton } from 'antd';
import { Typography } from '../../../components/ui/typography';
import { MESSAGES, type InvestigatorProfile, type Review } from '../../../../modules/directory/contract';
import { busy } from '../../../components/busy';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useUser } from '../../../lib/session';
import { useInquiries } from '../api/directory-api';
import { usePostReview, useReviews } from '../api/on-demand-api';

export const REVIEW_TEXTS = {
  title: 'Client Reviews',
  none: 'No reviews yet.',
  formTitle: 'Review This PI',
  onlyInquirers: 'Only a client who sent this investigator an inquiry can review them.',
  reviewed: 'You have reviewed this investigator.',
  posted: 'Review posted',
  postedDetail: 'Thank you: your review now shows on this investigator’s profile.',
  failed: 'Review not posted',
} as const;
export const REVIEW_MAX = 2000;

/** The average and count of the reviews listed (the card's figures may trail a review just posted). */
export function reviewSummary(reviews: readonly Review[]): { average: number; count: number } {
  if (reviews.length === 0) return { average: 0, count: 0 };
  return { average: reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length, count: reviews.length };
}

interface ReviewValues {
  rating: number;
  review: string;
}

function ReviewForm({ pi }: { pi: InvestigatorProfile }) {
  const [form] = Form.useForm<ReviewValues>();
  const mutation = usePostReview(pi.id);
  const submit = ({ rating, review }: ReviewValues) =>
    mutation.mutate(
      { rating, review: (review ?? '').trim() },
      {
        onSuccess: () => {
          form.resetFields();
          toast({ variant: 'success', title: REVIEW_TEXTS.posted, description: REVIEW_TEXTS.postedDetail });
        },
      },
    );
  return (
    <Form<ReviewValues>
      form={form}
      name={`review-${pi.id}`}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      initialValues={{ rating: 0, review: '' }}
    >
      <Typography.Text strong>{REVIEW_TEXTS.formTitle}</Typography.Text>
      <Form.Item
        label="Your Rating"
        name="rating"
        rules={[{ validator: (_, v: number) => (v >= 1 && v <= 5 ? Promise.resolve() : Promise.reject(new Error(MESSAGES.ratingRange))) }]}
      >
        <Rate aria-label="Your Rating" />
      </Form.Item>
      <Form.Item label="Your Review" name="review">
        <Input.TextArea rows={3} maxLength={REVIEW_MAX} showCount />
      </Form.Item>
      {mutation.error && (
        <Alert type="error" showIcon title={REVIEW_TEXTS.failed} description={errorMessage(mutation.error)} style={{ marginBottom: 12 }} />
      )}
      <Button type="primary" htmlType="submit" loading={busy(mutation.isPending)} disabled={mutation.isPending}>
        {mutation.isPending ? 'Posting...' : 'Post Review'}
      </Button>
    </Form>
  );
}

/**
 * A PI's reviews (list, average, count) and, for a client whose inquiry this PI answered (or whose
 * consultation took place) and who has not reviewed it yet, the form; a client still waiting reads
 * why it is not there yet (the server decides; its message shows when it refuses).
 */
export default function PiReviews({ pi }: { pi: InvestigatorProfile }) {
  const user = useUser().data;
  const reviews = useReviews(pi.id);
  const isClient = user?.role === 'client';
  const inquiries = useInquiries();
  if (reviews.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (reviews.error) return <Alert type="error" title={errorMessage(reviews.error)} />;
  const { average, count } = reviewSummary(reviews.data);
  const mine = user ? (inquiries.data ?? []).filter((i) => i.piId === pi.id && i.userId === user.id) : [];
  const inquired = mine.length > 0;
  // The server opens reviews once work was done (an answer, or a consultation held): the form waits for it.
  const workDone = mine.some((i) => i.status === 'answered' || i.consultation?.status === 'completed');
  const reviewed = Boolean(user && reviews.data.some((r) => r.clientName === user.username));
  return (
    <section className="cb-pi-reviews" aria-label={`${REVIEW_TEXTS.title} of ${pi.fullName}`}>
      <div className="cb-pi-reviews-head">
        <Typography.Text strong>{REVIEW_TEXTS.title}</Typography.Text>
        <span aria-label={`Average rating ${average.toFixed(2)} of 5 from ${plural(count, 'review')}`}>
          <Rate disabled allowHalf value={Math.round(average * 2) / 2} style={{ fontSize: 14 }} /> {average.toFixed(2)} ({count}{' '}
          {count === 1 ? 'review' : 'reviews'})
        </span>
      </div>
      {count === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={REVIEW_TEXTS.none} />
      ) : (
        <ul className="cb-pi-review-list">
          {reviews.data.map((r) => (
            <li key={r.id}>
              <div className="cb-pi-review-meta">
                <Rate disabled value={r.rating} style={{ fontSize: 12 }} aria-label={`${r.rating} of 5`} />
                <Typography.Text type="secondary">
                  {r.clientName} · {new Date(r.createdAt).toLocaleDateString('en-US')}
                </Typography.Text>
              </div>
              {r.review && <Typography.Paragraph className="cb-pi-review-text">{r.review}</Typography.Paragraph>}
            </li>
          ))}
        </ul>
      )}
      {isClient &&
        (reviewed ? (
          <Typography.Text type="secondary">{REVIEW_TEXTS.reviewed}</Typography.Text>
        ) : inquired && workDone ? (
          <ReviewForm pi={pi} />
        ) : inquired ? (
          <Alert type="info" showIcon title="Reviews open after the work" description={MESSAGES.reviewNotYetDetail(pi.fullName)} />
        ) : inquiries.isPending ? null : (
          <Typography.Text type="secondary">{REVIEW_TEXTS.onlyInquirers}</Typography.Text>
        ))}
    </section>
  );
}
