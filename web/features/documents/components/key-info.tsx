import type { ReactNode } from 'react';
import { Button, Empty, Flex } from 'antd';
import { Typography } from '../../../components/ui/typography';
import type { KeyInformation, Source } from '../../../../modules/documents/contract';

const CLAUSE_LABELS: Partial<Record<string, string>> = {
  governing_law: 'Governing law',
  term_termination: 'Term and termination',
  confidentiality: 'Confidentiality',
  indemnification: 'Indemnification',
  non_compete: 'Non-compete',
  payment: 'Payment',
  liability_cap: 'Liability cap',
};
/** A clause kind's label; a kind the engines learn later reads from its name ("non_solicit" → "Non solicit"). */
export const clauseLabel = (kind: string) => CLAUSE_LABELS[kind] ?? kind.charAt(0).toUpperCase() + kind.slice(1).replace(/_/g, ' ');

function Section({ title, children, empty }: { title: string; children: ReactNode[]; empty: string }) {
  return (
    <section className="cb-keyinfo-section" aria-label={title}>
      <Typography.Title level={4}>{title}</Typography.Title>
      {children.length > 0 ? <ul>{children}</ul> : <Typography.Text type="secondary">{empty}</Typography.Text>}
    </section>
  );
}

/**
 * Parties, important dates, monetary amounts, key terms, governing law and clauses; each item's
 * "page N" shows its place: on the page in the viewer, highlighted (or in the text beside it).
 */
export function KeyInfo({ info, onShow }: { info: KeyInformation; onShow: (source: Source) => void }) {
  const item = (key: string, label: ReactNode, source: Source, detail?: string) => (
    <li key={key}>
      <Flex gap={8} align="baseline" wrap>
        <span>{label}</span>
        {detail && <Typography.Text type="secondary">{detail}</Typography.Text>}
        <Button
          type="link"
          size="small"
          className="cb-keyinfo-link"
          onClick={() => onShow(source)}
          aria-label={`Show ${typeof label === 'string' ? label : key} on page ${source.page}`}
        >
          page {source.page}
        </Button>
      </Flex>
    </li>
  );
  const nothing =
    info.parties.length + info.dates.length + info.amounts.length + info.keyTerms.length + info.clauses.length === 0 && !info.governingLaw;
  if (nothing) return <Empty description="No key information found in this document" image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <div className="cb-keyinfo">
      <Section title="Parties" empty="No parties found">
        {info.parties.map((p, i) => item(`party-${i}`, p.name, p.source, p.role))}
      </Section>
      <Section title="Important Dates" empty="No dates found">
        {info.dates.map((d, i) => item(`date-${i}`, d.text, d.source, d.label ?? d.iso))}
      </Section>
      <Section title="Monetary Amounts" empty="No amounts found">
        {info.amounts.map((a, i) => item(`amount-${i}`, a.text, a.source, a.currency))}
      </Section>
      <Section title="Key Terms" empty="No key terms found">
        {info.keyTerms.map((t, i) => item(`term-${i}`, t.term, t.source))}
      </Section>
      {info.governingLaw && (
        <Section title="Governing Law" empty="">
          {[item('governing-law', info.governingLaw.state, info.governingLaw.source)]}
        </Section>
      )}
      {info.clauses.length > 0 && (
        <Section title="Relevant Clauses" empty="">
          {info.clauses.map((c, i) =>
            item(`clause-${i}`, clauseLabel(c.kind), c.source, c.quote.length > 160 ? `${c.quote.slice(0, 160)}…` : c.quote),
          )}
        </Section>
      )}
    </div>
  );
}
