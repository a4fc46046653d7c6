import { useState } from 'react';
import { Button } from 'antd';
import { Card } from '../../../components/ui/card';
import { Typography } from '../../../components/ui/typography';
import { Tag } from '../../../components/ui/tag';
import type { Juror } from '../../../../modules/casework/contract';

/** Jurors shown before 'Show all'. */
export const JURORS_FIRST_SHOWN = 3;

/** The twelve simulated jurors: who they are, what they lean to, how they voted and why; the first three until 'Show all'. */
export function JuryPanel({ jurors }: { jurors: readonly Juror[] }) {
  const [all, setAll] = useState(false);
  const favourable = jurors.filter((j) => j.vote === 'favourable').length;
  const sorted = [...jurors].sort((a, b) => a.seat - b.seat);
  const seated = all ? sorted : sorted.slice(0, JURORS_FIRST_SHOWN);
  return (
    <Card>
      <section aria-labelledby="cb-jury-title">
        <Typography.Title level={2} id="cb-jury-title" className="cb-section-title">
          The Simulated Jury
        </Typography.Title>
        <Typography.Paragraph>
          <strong>
            {favourable} of {jurors.length}
          </strong>{' '}
          simulated jurors voted for the client.
        </Typography.Paragraph>
        <ul className="cb-jurors" aria-label="Jurors">
          {seated.map((juror) => (
            <li key={juror.seat} className="cb-juror" data-testid="juror">
              <div className="cb-juror-head">
                <strong>Juror {juror.seat}</strong>
                <Tag
                  style={
                    juror.vote === 'favourable'
                      ? { color: '#135200', background: '#f0fae8', borderColor: '#b7eb8f', marginInlineEnd: 0 }
                      : { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e', marginInlineEnd: 0 }
                  }
                >
                  {juror.voteLabel} · {juror.confidence}%
                </Tag>
              </div>
              <p className="cb-muted">
                {juror.profile.ageBand}, {juror.profile.occupation}. {juror.profile.background}
              </p>
              <p>
                <em>Leans:</em> {juror.leanings}
              </p>
              <p>
                <em>Reason:</em> {juror.reason}
              </p>
            </li>
          ))}
        </ul>
        {sorted.length > JURORS_FIRST_SHOWN && (
          <Button style={{ marginTop: 12 }} onClick={() => setAll(!all)} aria-expanded={all}>
            {all ? `Show the first ${JURORS_FIRST_SHOWN} jurors` : `Show all ${sorted.length} jurors`}
          </Button>
        )}
      </section>
    </Card>
  );
}
