// The charts of the Outcome Prediction screen (Recharts). Loaded on demand (React.lazy in
// predictions-page.tsx), so the page's first JS holds no chart library.
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { CostRange, Outcomes } from '../../../../modules/casework/contract';
import { formatUsd } from '../../../../modules/casework/prediction-model';

const LABELS: Record<keyof Outcomes, string> = { favorable: 'Favorable', settlement: 'Settlement', unfavorable: 'Unfavorable' };

/** The prediction's three outcomes beside their baseline, in percent. */
export function OutcomeChart({ outcomes, baseline }: { outcomes: Outcomes; baseline: Outcomes }) {
  const data = (Object.keys(LABELS) as (keyof Outcomes)[]).map((k) => ({
    outcome: LABELS[k],
    Prediction: outcomes[k],
    Baseline: baseline[k],
  }));
  return (
    <figure aria-label="Outcomes and their baseline, in percent" style={{ margin: 0, height: 240 }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="outcome" />
          <YAxis domain={[0, 100]} unit="%" />
          <Tooltip formatter={(v) => `${String(v)}%`} />
          <Legend />
          <Bar dataKey="Prediction" fill="#1677ff" />
          <Bar dataKey="Baseline" fill="#bfbfbf" />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}

/** Settlement against trial: min, likely and max cost in US dollars. */
export function CostChart({ settlement, trial }: { settlement: CostRange; trial: CostRange }) {
  const data = [
    { path: 'Settlement', Min: settlement.min, Likely: settlement.likely, Max: settlement.max },
    { path: 'Trial', Min: trial.min, Likely: trial.likely, Max: trial.max },
  ];
  return (
    <figure aria-label="Cost of settling and of going to trial, in US dollars" style={{ margin: 0, height: 240 }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="path" />
          <YAxis tickFormatter={(v: number) => formatUsd(v)} width={80} />
          <Tooltip formatter={(v) => formatUsd(Number(v))} />
          <Legend />
          <Bar dataKey="Min" fill="#91caff" />
          <Bar dataKey="Likely" fill="#1677ff" />
          <Bar dataKey="Max" fill="#003eb3" />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
