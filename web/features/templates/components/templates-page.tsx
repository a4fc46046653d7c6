import { lazy, Suspense } from 'react';
import { Button, Flex } from 'antd';
import { Card } from '../../../components/ui/card';
import { List } from '../../../components/ui/list';
import { Typography } from '../../../components/ui/typography';
import { Tag } from '../../../components/ui/tag';
import './templates.css';
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { CasePrefill, RenderFormat, TemplateSummary } from '../../../../modules/templates/contract';
import { LoadError, LoadingBlock } from '../../../components/query-state';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useTemplate } from '../api/get-template';
import { useTemplates } from '../api/get-templates';
import { useRenderTemplate } from '../api/render-template';
import { saveFile } from '../../../lib/save-file';

// A template's form (antd's Form, Input, Radio) loads when a template is chosen: the page opens on
// the library (docs/decisions/0028-remaining-pages-weight.md).
const TemplateForm = lazy(() => import('./template-form').then((m) => ({ default: m.TemplateForm })));

export interface TemplatesPageProps {
  /** The chosen template (from the route's search), if any. */
  templateId?: string | undefined;
  onChoose: (id: string | undefined) => void;
  user: { username: string; email: string };
  /** A case to prefill from (its title and number in the link, or the case Case Detail names: a civil one's details too). */
  caseRef?: CasePrefill | undefined;
  /** The case named by the link is still loading: the form waits for it, as it takes its first values once. */
  caseLoading?: boolean;
}

/** The letter library; choosing one opens its form, which downloads the filled letter. */
export function TemplatesPage({ templateId, onChoose, user, caseRef, caseLoading = false }: TemplatesPageProps) {
  return (
    <div className="cb-page">
      <div className="cb-page-header">
        <Typography.Title level={1} style={{ fontSize: 26 }}>
          Letter Templates
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Investigative and legal letters to fill in and download as PDF or Word. General templates for the United States, not legal advice.
        </Typography.Paragraph>
      </div>
      {templateId ? (
        <ChosenTemplate id={templateId} onBack={() => onChoose(undefined)} user={user} caseRef={caseRef} caseLoading={caseLoading} />
      ) : (
        <TemplateLibrary onChoose={onChoose} />
      )}
    </div>
  );
}

function TemplateLibrary({ onChoose }: { onChoose: (id: string) => void }) {
  const query = useTemplates();
  if (query.isPending) return <LoadingBlock label="Loading templates" rows={6} />;
  if (query.isError) return <LoadError title="Failed to load templates" error={query.error} onRetry={() => void query.refetch()} />;
  const templates = query.data;
  return (
    <Flex vertical gap={16}>
      {(['Investigative', 'Legal'] as const).map((category) => (
        <Card key={category} title={<h2 className="cb-card-title">{category} letters</h2>}>
          <List<TemplateSummary>
            className="cb-template-list"
            dataSource={templates.filter((t) => t.category === category)}
            rowKey={(t) => t.id}
            renderItem={(t) => (
              <List.Item
                actions={[
                  <Button key="use" onClick={() => onChoose(t.id)} aria-label={`Use template: ${t.name}`}>
                    Use template
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  title={
                    <Flex gap={8} wrap align="center">
                      <h3 className="cb-template-name">{t.name}</h3>
                      <Tag>{t.subcategory}</Tag>
                    </Flex>
                  }
                  description={t.description}
                />
              </List.Item>
            )}
          />
        </Card>
      ))}
    </Flex>
  );
}

function ChosenTemplate({
  id,
  onBack,
  user,
  caseRef,
  caseLoading,
}: {
  id: string;
  onBack: () => void;
  user: TemplatesPageProps['user'];
  caseRef: TemplatesPageProps['caseRef'];
  caseLoading: boolean;
}) {
  const query = useTemplate(id);
  const render = useRenderTemplate();
  const download = (format: RenderFormat, variables: Record<string, string>) =>
    render.mutate(
      { id, format, variables },
      {
        onSuccess: ({ blob, fileName }) => {
          saveFile(blob, fileName);
          toast({ variant: 'success', title: 'Letter ready', description: `${fileName} was downloaded.` });
        },
        onError: (error) => toast({ variant: 'error', title: 'Download failed', description: errorMessage(error) }),
      },
    );
  return (
    <Flex vertical gap={16}>
      <div>
        <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={onBack}>
          All templates
        </Button>
      </div>
      {query.isPending || caseLoading ? (
        <LoadingBlock label="Loading the template" rows={8} />
      ) : query.isError ? (
        <LoadError title="Failed to load the template" error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Suspense fallback={<LoadingBlock label="Loading the template" rows={8} />}>
          <TemplateForm
            template={query.data}
            prefill={{ user, case: caseRef ?? {} }}
            onDownload={download}
            downloading={render.isPending}
          />
        </Suspense>
      )}
    </Flex>
  );
}
