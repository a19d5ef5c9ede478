import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

import { colorTokens } from '@/design/color-tokens';

import type { FunnelSprint } from '../api/get-insights';
import {
  aucText,
  FUNNEL_STAGE_LABELS,
  FUNNEL_STAGES,
  funnelChartRows,
  type IntervalRow,
  percentText,
  type PersonChartRow,
  type ProgrammeFigureRow,
  type WeightChartRow,
} from '../insights-rows';
import styles from './insights.module.css';

// The chart library lives in this module and the page's route chunk only: never on /admin's first load.

const STAGE_COLORS = [
  colorTokens.textSecondary,
  colorTokens.blueText,
  colorTokens.cyanText,
  colorTokens.purpleText,
  colorTokens.orangeText,
  colorTokens.greenText,
  colorTokens.magentaText,
  colorTokens.goldText,
];

const COIN_TOSS = { value: 'Coin toss (0.5)', position: 'top', fill: colorTokens.textSecondary, fontSize: 12 } as const;

/** Wide enough to read on a phone: the card scrolls sideways instead of the page. */
function Scrollable({ children, minWidth }: { children: React.ReactElement; minWidth?: number }) {
  return (
    <div className={styles.scroll}>
      <div className={styles.scrollInner} style={minWidth ? { minWidth } : undefined}>
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </div>
  );
}

/** Section 1: one group of bars per sprint, a bar per stage. */
export function FunnelChart({ funnel }: { funnel: FunnelSprint[] }) {
  return (
    <Scrollable minWidth={Math.max(480, funnel.length * 120)}>
      <BarChart data={funnelChartRows(funnel)} margin={{ left: 0, right: 8, top: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="sprint" />
        <YAxis allowDecimals={false} width={40} />
        <Tooltip />
        <Legend />
        {FUNNEL_STAGES.map((stage, index) => (
          <Bar
            key={stage}
            dataKey={stage}
            name={FUNNEL_STAGE_LABELS[stage]}
            fill={STAGE_COLORS[index]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </Scrollable>
  );
}

interface RangeShapeProps {
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  payload?: IntervalRow;
}

/** The 90% interval as a bar, the figure as a mark across it. */
function IntervalShape({ x = 0, y = 0, width = 0, height = 0, payload }: RangeShapeProps) {
  if (!payload) return null;
  const [low, high] = payload.range;
  const at = high > low ? x + (width * (payload.value - low)) / (high - low) : x;
  const fill = payload.emphasis ? colorTokens.purpleText : colorTokens.blueText;
  return (
    <g>
      <rect x={x} y={y + height / 4} width={Math.max(width, 2)} height={height / 2} fill={fill} fillOpacity={0.35} />
      <rect x={at - 1.5} y={y} width={3} height={height} fill={fill} />
    </g>
  );
}

/** How a range chart reads its figures: AUCs around a coin toss, or shares of a group in percent. */
const INTERVAL_SCALES = {
  auc: { name: 'AUC', text: aucText, tick: (value: number) => String(value), coinToss: true },
  share: { name: 'Rate', text: percentText, tick: (value: number) => `${Math.round(value * 100)}%`, coinToss: false },
} as const;

/**
 * Section 2 (and each panel's score in 4): AUC with its 90% interval per score, a coin toss marked;
 * section 5: each group's outcome rate with its 90% interval (`scale="share"`).
 */
export function IntervalChart({ rows, scale = 'auc' }: { rows: IntervalRow[]; scale?: keyof typeof INTERVAL_SCALES }) {
  const { name, text, tick, coinToss } = INTERVAL_SCALES[scale];
  return (
    <Scrollable>
      <BarChart data={rows} layout="vertical" margin={{ left: 8, right: 24, top: 24 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" domain={[0, 1]} ticks={[0, 0.25, 0.5, 0.75, 1]} tickFormatter={tick} />
        <YAxis type="category" dataKey="name" width={200} />
        <Tooltip
          formatter={(_value, _name, item) => {
            const row = item.payload as IntervalRow;
            return [`${text(row.value)} (90% interval ${text(row.range[0])}–${text(row.range[1])})`, name];
          }}
        />
        {coinToss ? (
          <ReferenceLine x={0.5} stroke={colorTokens.textSecondary} strokeDasharray="4 4" label={COIN_TOSS} />
        ) : null}
        <Bar dataKey="range" name={`${name}, 90% interval`} shape={IntervalShape} isAnimationActive={false} />
      </BarChart>
    </Scrollable>
  );
}

/** Section 3: current and suggested shares of the weight, per criterion. */
export function WeightsChart({ rows }: { rows: WeightChartRow[] }) {
  return (
    <Scrollable>
      <BarChart data={rows} layout="vertical" margin={{ left: 8, right: 24, top: 8 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" unit="%" allowDecimals={false} />
        <YAxis type="category" dataKey="name" width={160} />
        <Tooltip formatter={(value) => `${String(value)}%`} />
        <Legend />
        <Bar dataKey="current" name="Current" fill={colorTokens.textSecondary} isAnimationActive={false} />
        <Bar dataKey="suggested" name="Suggested" fill={colorTokens.blueText} isAnimationActive={false} />
      </BarChart>
    </Scrollable>
  );
}

/** Section 4: each person's AUC shrunk toward the panel's, a coin toss marked. */
export function PeopleChart({ rows, panelAuc }: { rows: PersonChartRow[]; panelAuc: number | null }) {
  return (
    <Scrollable>
      <BarChart data={rows} layout="vertical" margin={{ left: 8, right: 24, top: 24 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" domain={[0, 1]} ticks={[0, 0.25, 0.5, 0.75, 1]} />
        <YAxis type="category" dataKey="name" width={200} />
        <Tooltip formatter={(value) => aucText(Number(value))} />
        <ReferenceLine x={0.5} stroke={colorTokens.textSecondary} strokeDasharray="4 4" label={COIN_TOSS} />
        {panelAuc !== null ? (
          <ReferenceLine
            x={panelAuc}
            stroke={colorTokens.purpleText}
            label={{ value: 'Panel', position: 'bottom', fill: colorTokens.purpleText, fontSize: 12 }}
          />
        ) : null}
        <Bar
          dataKey="shrunkAuc"
          name="AUC shrunk toward the panel"
          fill={colorTokens.blueText}
          isAnimationActive={false}
        />
      </BarChart>
    </Scrollable>
  );
}

/** Section 6: the rates (funded alumni are a count, shown beside the chart). */
export function ProgrammeChart({ rows }: { rows: ProgrammeFigureRow[] }) {
  const rates = rows.filter((row) => row.key !== 'fundedAlumni');
  return (
    <Scrollable>
      <BarChart data={rates} margin={{ left: 0, right: 8, top: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" />
        <YAxis unit="%" domain={[0, 100]} width={48} />
        <Tooltip formatter={(value) => `${String(value)}%`} />
        <Bar dataKey="percent" name="Share" fill={colorTokens.greenText} isAnimationActive={false} />
      </BarChart>
    </Scrollable>
  );
}
