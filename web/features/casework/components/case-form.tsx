import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Button } from 'antd';
import { Form } from '../../../components/ui/form';
import { MESSAGES, type CaseCreatedResponse } from '../../../../modules/casework/contract';
import { busy } from '../../../components/busy';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useUser } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useCreateCase } from '../api/create-case';
import { useUploadCaseDocument } from '../api/case-documents';
import { dependentResets, initialCaseFormValues, toCaseRequest, type CaseFormValues } from '../lib/case-form';
import { useCaseFormDraft } from '../lib/case-draft';
import { checkCaseDocument, roomForAnother } from '../lib/document-files';
import { CaseInformationSection } from './case-form-sections';
import { WhenNear } from '../../../components/ui/when-near';

// The sections after the first, once the browser is idle after the first screen or they near the
// viewport (decision 0030): the page's first render is the first section's.
const CaseFormMore = lazy(() => import('./case-form-more').then((m) => ({ default: m.CaseFormMore })));

// The offer of a saved draft (decision 0051), only when there is one.
const CaseDraftOffer = lazy(() => import('./case-draft-offer').then((m) => ({ default: m.CaseDraftOffer })));

// The documents' drop zone and the consent note, at the bottom of the form, as they near the viewport.
const CaseFormEnd = lazy(() => import('./case-form-end').then((m) => ({ default: m.CaseFormEnd })));

export interface CaseFormProps {
  /** The case was created (and its documents uploaded): the payment dialog opens for it. */
  onSubmitted: (created: CaseCreatedResponse) => void;
}

/** Submit New Case (SPEC §2): every section, the consent note, and 'Submit Case for Analysis'. */
export function CaseForm({ onSubmitted }: CaseFormProps) {
  const [form] = Form.useForm<CaseFormValues>();
  // What the user typed is kept as a draft in this browser, per user, and offered back (decision 0051).
  const draft = useCaseFormDraft(form, useUser().data?.id);
  const create = useCreateCase();
  const upload = useUploadCaseDocument();
  const [files, setFiles] = useState<File[]>([]);
  const [uploading, setUploading] = useState(false);
  // The later sections' fields must be in the form before it is checked: a submit that comes
  // before they have rendered (an early Enter or click) renders them first, then submits again.
  const [needMore, setNeedMore] = useState(false);
  const moreReady = useRef(false);
  const submitAfterMore = useRef<HTMLFormElement | null>(null);
  const onMoreReady = useCallback(() => {
    moreReady.current = true;
    const pending = submitAfterMore.current;
    submitAfterMore.current = null;
    pending?.requestSubmit();
  }, []);

  const addFile = (file: File) => {
    const problem = checkCaseDocument(file);
    if (problem) {
      toast({ variant: 'error', title: problem.title, description: problem.description });
      return;
    }
    if (!roomForAnother(files.length)) {
      toast({ variant: 'error', title: MESSAGES.invalidFileTypeTitle, description: MESSAGES.tooManyDocuments });
      return;
    }
    setFiles((list) => [...list, file]);
  };

  /**
   * Uploads the chosen files to the new case, one at a time; a refused file is reported and left
   * out. Past today's upload allowance (429) the rest would be refused too: one message says so.
   */
  const uploadAll = async (caseId: number) => {
    for (const [index, file] of files.entries()) {
      try {
        const answer = await upload.mutateAsync({ caseId, file });
        toast({ variant: 'success', title: answer.title, description: answer.message });
      } catch (error) {
        if (error instanceof ApiError && error.status === 429) {
          const left = files.slice(index).map((f) => f.name);
          toast({ variant: 'error', title: `${MESSAGES.uploadLimitTitle}: ${left.join(', ')}`, description: errorMessage(error) });
          return;
        }
        const title = error instanceof ApiError && error.status === 413 ? MESSAGES.fileTooLargeTitle : MESSAGES.invalidFileTypeTitle;
        toast({ variant: 'error', title: `${title}: ${file.name}`, description: errorMessage(error) });
      }
    }
  };

  const submit = (values: CaseFormValues) =>
    create.mutate(toCaseRequest(values), {
      onSuccess: async (created) => {
        draft.submitted();
        setUploading(true);
        try {
          await uploadAll(created.id);
        } finally {
          setUploading(false);
        }
        form.resetFields();
        setFiles([]);
        onSubmitted(created);
      },
      onError: (error) =>
        toast({
          variant: 'error',
          title: MESSAGES.submissionFailedTitle,
          description: error instanceof ApiError ? (error.serverMessage ?? MESSAGES.submissionFailed) : MESSAGES.submissionFailed,
        }),
    });

  const submitting = create.isPending || uploading;

  return (
    <Form<CaseFormValues>
      form={form}
      name="case-analysis"
      layout="vertical"
      initialValues={initialCaseFormValues}
      onValuesChange={(changed: Partial<CaseFormValues>) => {
        const resets = dependentResets(changed);
        if (resets) form.setFieldsValue(resets);
        draft.changed(form.getFieldsValue(true));
      }}
      onFinish={submit}
      scrollToFirstError={{ behavior: 'smooth', block: 'center' }}
      className="cb-case-form"
      disabled={submitting}
    >
      {draft.offer && (
        <Suspense fallback={null}>
          <CaseDraftOffer savedAt={draft.offer.savedAt} onRestore={draft.restore} onDiscard={draft.discard} />
        </Suspense>
      )}
      <CaseInformationSection />
      <WhenNear whenIdle show={needMore} placeholder={<div className="cb-case-form-more-pending" aria-busy="true" />}>
        <CaseFormMore onReady={onMoreReady} />
      </WhenNear>
      <WhenNear whenIdle placeholder={<div className="cb-case-form-end-pending" aria-busy="true" />}>
        <CaseFormEnd
          files={files}
          onAdd={addFile}
          onRemove={(index) => setFiles((list) => list.filter((_, i) => i !== index))}
          disabled={submitting}
        />
      </WhenNear>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={busy(submitting)}
        disabled={submitting}
        onClick={(event) => {
          // Also the click the browser makes on Enter in a field (implicit submission).
          if (moreReady.current) return;
          event.preventDefault();
          submitAfterMore.current = event.currentTarget.closest('form');
          setNeedMore(true);
        }}
      >
        {submitting ? 'Submitting...' : 'Submit Case for Analysis'}
      </Button>
    </Form>
  );
}
