// The waterfall of an analysis (issue 25): from the base rate, each fact's pull in turn, to the
// estimate, as horizontal floating bars (Recharts). Loaded on demand by contributions.tsx and
// drawn at a measured width, so Recharts never mounts at 0×0 (a hidden tab, jsdom).
import { Bar, BarChart, CartesianGrid, Cell, LabelList, ReferenceLine, XAxis, YAxis } from 'recharts';
import { pointsWords, type WaterfallStep } from '../lib/fact-words';

const COLOURS: Record<WaterfallStep['kind'], string> = { base: '#8c8c8c', up: '#389e0d', down: '#cf1322', result: '#0958d9' };
const ROW = 34;

const short = (label: string, max: number) => (label.length > max ? `${label.slice(0, max - 1).trimEnd()}…` : label);

/** A category label on one line (Recharts would wrap it into the next bar's row), cut to fit its width. */
function Tick({
  x,
  y,
  payload,
  labels,
  maxChars,
}: {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
  labels: readonly string[];
  maxChars: number;
}) {
  return (
    <text x={Number(x)} y={Number(y)} dy={4} textAnchor="end" fontSize={12} fill="#262626">
      {short(labels[Number(payload?.value)] ?? '', maxChars)}
    </text>
  );
}

export function ContributionsChart({ steps, width }: { steps: readonly WaterfallStep[]; width: number }) {
  const narrow = width < 520;
  const labelWidth = narrow ? 124 : 240;
  // About 6.3 px a character at 12 px.
  const maxChars = Math.floor((labelWidth - 10) / 6.3);
  const labels = steps.map((s) => s.label);
  // Rows by position: two facts may share a label.
  const data = steps.map((s, i) => ({
    name: String(i),
    range: [Math.min(s.start, s.end), Math.max(s.start, s.end)] as [number, number],
    text: s.kind === 'base' || s.kind === 'result' ? `${Math.round(s.end)}%` : pointsWords(s.points).replace(/ points?$/, ''),
    kind: s.kind,
  }));
  return (
    <BarChart
      accessibilityLayer={false}
      width={width}
      height={steps.length * ROW + 40}
      data={data}
      layout="vertical"
      margin={{ top: 4, right: 44, bottom: 4, left: 4 }}
      barCategoryGap={6}
    >
      <CartesianGrid strokeDasharray="3 3" horizontal={false} />
      <XAxis type="number" domain={[0, 100]} unit="%" ticks={[0, 25, 50, 75, 100]} tick={{ fontSize: 12, fill: '#595959' }} />
      <YAxis
        type="category"
        dataKey="name"
        width={labelWidth}
        tick={(props: object) => <Tick {...props} labels={labels} maxChars={maxChars} />}
        interval={0}
      />
      <ReferenceLine x={50} stroke="#bfbfbf" />
      <Bar dataKey="range" isAnimationActive={false}>
        {data.map((d, i) => (
          <Cell key={i} fill={COLOURS[d.kind]} />
        ))}
        <LabelList dataKey="text" position="right" style={{ fontSize: 12, fill: '#262626' }} />
      </Bar>
    </BarChart>
  );
}
