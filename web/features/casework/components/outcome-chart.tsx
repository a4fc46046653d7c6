// The outcome split of the simulated deliberations (issue 31) as horizontal bars (Recharts). Loaded
// on demand by results-panel.tsx and drawn at a measured width, so Recharts never mounts at 0×0.
import { Bar, BarChart, Cell, LabelList, XAxis, YAxis } from 'recharts';

export interface OutcomeSlice {
  label: string;
  percent: number;
  colour: string;
}

const ROW = 30;

export function OutcomeChart({ slices, width }: { slices: readonly OutcomeSlice[]; width: number }) {
  const data = slices.map((s) => ({ name: s.label, value: s.percent, text: `${s.percent}%`, colour: s.colour }));
  return (
    <BarChart
      accessibilityLayer={false}
      width={width}
      height={slices.length * ROW + 8}
      data={data}
      layout="vertical"
      margin={{ top: 4, right: 48, bottom: 4, left: 4 }}
      barCategoryGap={5}
    >
      <XAxis type="number" domain={[0, 100]} hide />
      <YAxis type="category" dataKey="name" width={width < 420 ? 110 : 170} tick={{ fontSize: 12, fill: '#262626' }} interval={0} />
      <Bar dataKey="value" isAnimationActive={false} background={{ fill: '#f5f5f5' }}>
        {data.map((d) => (
          <Cell key={d.name} fill={d.colour} />
        ))}
        <LabelList dataKey="text" position="right" style={{ fontSize: 12, fill: '#262626' }} />
      </Bar>
    </BarChart>
  );
}
