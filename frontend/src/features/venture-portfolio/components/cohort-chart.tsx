import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import { colorTokens } from '@/design/color-tokens';

import type { CohortFigures } from '../api/portfolio';
import { FUNNEL_STEPS } from './funnel-steps';

// The chart library lives in this module only: the page imports it lazily, so it is its own chunk.

const STEP_COLORS = [
  colorTokens.blueText,
  colorTokens.cyanText,
  colorTokens.orangeText,
  colorTokens.greenText,
  colorTokens.purpleText,
];

/** Entered -> returned -> design partner -> pilot -> funded, one group of bars per sprint. */
export default function CohortChart({ cohorts }: { cohorts: CohortFigures[] }) {
  const data = cohorts.map((cohort) => ({ sprint: cohort.sprint.title, ...cohort.funnel }));
  return (
    <ResponsiveContainer width="100%" height={280}>
      <BarChart data={data} margin={{ left: 0, right: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="sprint" />
        <YAxis allowDecimals={false} width={32} />
        <Tooltip />
        <Legend />
        {FUNNEL_STEPS.map((step, index) => (
          <Bar
            key={step.key}
            dataKey={step.key}
            name={step.label}
            fill={STEP_COLORS[index]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
