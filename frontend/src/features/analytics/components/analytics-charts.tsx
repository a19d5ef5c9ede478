import { Tooltip as Explained } from 'antd';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

import { ChartCard } from '@/components/chart-card/chart-card';
import { Stat } from '@/components/stat';
import { colorTokens } from '@/design/color-tokens';
import { statusLook, TONES, trackLabel, trackLook } from '@/design/status-look';

import type { EventAnalytics } from '../api/get-analytics';
import styles from './analytics.module.css';

// The chart library lives in this module only: the tab imports it lazily, so it is its own chunk.

const COLORS = ['#1677ff', '#52c41a', '#fa8c16', '#eb2f96', '#722ed1', '#13c2c2', '#a0d911', '#fadb14'];
const EVENT_COLOR = '#595959';

const KENDALL_EXPLAINED =
  "Kendall's W (coefficient of concordance) measures how alike judges rank the submissions they all scored: " +
  '1 means they rank them in the same order, 0 means no agreement. Submissions are grouped by the judges who ' +
  "scored them; each group's W is averaged, weighted by its submissions.";

interface AnalyticsChartsProps {
  data: EventAnalytics | undefined;
  loading: boolean;
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

export default function AnalyticsCharts({ data, loading }: AnalyticsChartsProps) {
  const funnel = data?.funnel.steps ?? [];
  const perDay = data?.applicationsPerDay ?? [];
  const lag = data?.decisionLag;
  const roles = data?.roleMix ?? [];
  // Statuses in their words and colours of the status map, as on every badge.
  const statuses = (data?.applicationStatuses ?? []).map((entry) => ({
    name: statusLook('application', entry.status).label,
    count: entry.count,
    fill: colorTokens[TONES[statusLook('application', entry.status).tone].text],
  }));
  // Tracks in their names and colours of the status map, as on every badge.
  const tracks = (data?.trackMix ?? []).map((track) => ({
    name: trackLabel(track.name),
    count: track.count,
    fill: colorTokens[TONES[trackLook(track.name).tone].text],
  }));
  const coverage = data?.judging.coverage;
  const scores = data?.judging.scores;
  const agreement = data?.judging.agreement;
  const judges = scores?.judges ?? [];
  // Shares per bin, so a judge with few reviews compares with the event's distribution.
  const distribution = (scores?.bins ?? []).map((bin, index) => ({
    bin,
    'All judges': percent(scores?.event.counts[index] ?? 0, scores?.event.reviews ?? 0),
    ...Object.fromEntries(judges.map((judge) => [judge.name, percent(judge.counts[index], judge.reviews)])),
  }));

  return (
    <div className={styles.grid}>
      <ChartCard
        title="Funnel"
        loading={loading}
        empty={(funnel[0]?.count ?? 0) === 0}
        extra={
          data
            ? `Confirmed spots: ${data.funnel.confirmed}. Waitlisted: ${data.funnel.waitlisted}. Submitted: ${data.funnel.submittedOnTime} on time, ${data.funnel.submittedLate} late`
            : undefined
        }
        numbers={{
          columns: ['Step', 'Count', 'Step conversion (%)'],
          rows: [
            ...funnel.map((step) => [step.label, step.count, step.conversionPercent]),
            ...(data
              ? [
                  ['Confirmed spots', data.funnel.confirmed, null],
                  ['Waitlisted', data.funnel.waitlisted, null],
                  ['Submitted on time', data.funnel.submittedOnTime, null],
                  ['Submitted late', data.funnel.submittedLate, null],
                ]
              : []),
          ],
        }}
      >
        <ResponsiveContainer>
          <BarChart data={funnel} layout="vertical" margin={{ left: 24, right: 48 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} />
            <YAxis type="category" dataKey="label" width={110} />
            <Tooltip />
            <Bar dataKey="count" name="Count" fill={COLORS[0]} isAnimationActive={false}>
              <LabelList
                dataKey="conversionPercent"
                position="right"
                formatter={(value: unknown) => (typeof value === 'number' ? `${value}%` : '')}
              />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>

      <ChartCard
        title="Applications per day"
        loading={loading}
        empty={perDay.length === 0}
        numbers={{ columns: ['Day', 'Applications'], rows: perDay.map((day) => [day.day, day.count]) }}
      >
        <ResponsiveContainer>
          <LineChart data={perDay}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Line type="monotone" dataKey="count" name="Applications" stroke={COLORS[0]} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      </ChartCard>

      <ChartCard
        title="Decision lag"
        loading={loading}
        empty={(lag?.decided ?? 0) === 0}
        extra="Time from applying to the first decision"
        numbers={{
          columns: ['Measure', 'Hours'],
          rows: [
            ['Median', lag?.medianHours ?? null],
            ['90th percentile', lag?.p90Hours ?? null],
            ['Decided applications', lag?.decided ?? 0],
          ],
        }}
      >
        <div className={styles.figures}>
          <Stat title="Median" value={lag?.medianHours ?? 0} suffix="h" precision={1} />
          <Stat title="90th percentile" value={lag?.p90Hours ?? 0} suffix="h" precision={1} />
          <Stat title="Decided applications" value={lag?.decided ?? 0} />
        </div>
        <ResponsiveContainer height={140}>
          <BarChart
            data={[
              { name: 'Median', hours: lag?.medianHours ?? 0 },
              { name: '90th percentile', hours: lag?.p90Hours ?? 0 },
            ]}
            layout="vertical"
            margin={{ left: 24 }}
          >
            <XAxis type="number" unit="h" />
            <YAxis type="category" dataKey="name" width={110} />
            <Tooltip />
            <Bar dataKey="hours" name="Hours" fill={COLORS[2]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>

      <ChartCard
        title="Applications by status"
        loading={loading}
        empty={statuses.every((status) => status.count === 0)}
        numbers={{
          columns: ['Status', 'Applications'],
          rows: statuses.map((status) => [status.name, status.count]),
        }}
      >
        <MixChart data={statuses} name="Applications" />
      </ChartCard>

      <ChartCard
        title="Role mix"
        loading={loading}
        empty={roles.length === 0}
        numbers={{ columns: ['Role', 'Applications'], rows: roles.map((role) => [role.name, role.count]) }}
      >
        <MixChart data={roles} name="Applications" />
      </ChartCard>

      <ChartCard
        title="Track mix"
        loading={loading}
        empty={tracks.length === 0}
        numbers={{ columns: ['Track', 'Submissions'], rows: tracks.map((track) => [track.name, track.count]) }}
      >
        <MixChart data={tracks} name="Submissions" />
      </ChartCard>

      <ChartCard
        title="Judging coverage over time"
        loading={loading}
        empty={(coverage?.overTime.length ?? 0) === 0}
        extra={coverage ? `${coverage.fullyReviewed} of ${coverage.submissions} submissions fully reviewed` : undefined}
        numbers={{
          columns: ['Day', 'Reviews', 'Fully reviewed submissions'],
          rows: (coverage?.overTime ?? []).map((day) => [day.day, day.reviews, day.fullyReviewed]),
        }}
      >
        <ResponsiveContainer>
          <LineChart data={coverage?.overTime ?? []}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Legend />
            {coverage ? (
              <ReferenceLine y={coverage.submissions} stroke={EVENT_COLOR} strokeDasharray="4 4" label="Submissions" />
            ) : null}
            <Line type="stepAfter" dataKey="reviews" name="Reviews" stroke={COLORS[0]} isAnimationActive={false} />
            <Line
              type="stepAfter"
              dataKey="fullyReviewed"
              name="Fully reviewed"
              stroke={COLORS[1]}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </ChartCard>

      <ChartCard
        title="Judges' score distributions"
        loading={loading}
        empty={(scores?.event.reviews ?? 0) === 0}
        extra={
          scores?.event.mean != null
            ? `Share of each judge's reviews per total score, beside all judges' (mean ${scores.event.mean}). Leniency: a judge's mean minus the event's.`
            : undefined
        }
        numbers={{
          columns: ['Judge', 'Reviews', 'Mean', 'Leniency', ...(scores?.bins ?? [])],
          rows: [...(scores ? [scores.event] : []), ...judges].map((judge) => [
            judge.name,
            judge.reviews,
            judge.mean,
            judge.leniency,
            ...judge.counts,
          ]),
        }}
      >
        <ResponsiveContainer height={170}>
          <BarChart data={distribution}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="bin" />
            <YAxis unit="%" />
            <Tooltip />
            <Legend />
            <Bar dataKey="All judges" fill={EVENT_COLOR} isAnimationActive={false} />
            {judges.map((judge, index) => (
              <Bar
                key={judge.judgeId}
                dataKey={judge.name}
                fill={COLORS[index % COLORS.length]}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
        <ResponsiveContainer height={90}>
          <BarChart data={judges} layout="vertical" margin={{ left: 24, right: 48 }}>
            <XAxis type="number" domain={[-2, 2]} />
            <YAxis type="category" dataKey="name" width={110} />
            <Tooltip />
            <ReferenceLine x={0} stroke={EVENT_COLOR} />
            <Bar dataKey="leniency" name="Leniency" isAnimationActive={false}>
              {judges.map((judge) => (
                <Cell key={judge.judgeId} fill={(judge.leniency ?? 0) >= 0 ? COLORS[1] : COLORS[3]} />
              ))}
              <LabelList
                dataKey="leniency"
                position="right"
                formatter={(value: unknown) =>
                  typeof value === 'number' ? (value > 0 ? `+${value}` : `${value}`) : ''
                }
              />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>

      <ChartCard
        title="Agreement between judges"
        loading={loading}
        empty={agreement?.kendallW == null}
        extra={
          <Explained title={KENDALL_EXPLAINED}>
            <span className={styles.explained}>Kendall&apos;s W</span>
          </Explained>
        }
        numbers={{
          columns: ['Measure', 'Value'],
          rows: [
            ["Kendall's W", agreement?.kendallW ?? null],
            ['Groups of judges sharing submissions', agreement?.groups ?? 0],
            ['Shared submissions', agreement?.submissions ?? 0],
          ],
        }}
      >
        <div className={styles.figures}>
          <Stat title="Kendall's W" value={agreement?.kendallW ?? 0} precision={3} />
          <Stat title="Shared submissions" value={agreement?.submissions ?? 0} />
          <Stat title="Judge groups" value={agreement?.groups ?? 0} />
        </div>
        <ResponsiveContainer height={80}>
          <BarChart
            data={[{ name: "Kendall's W", w: agreement?.kendallW ?? 0 }]}
            layout="vertical"
            margin={{ left: 24 }}
          >
            <XAxis type="number" domain={[0, 1]} />
            <YAxis type="category" dataKey="name" width={110} />
            <Bar dataKey="w" name="W" fill={COLORS[4]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
    </div>
  );
}

function MixChart({ data, name }: { data: { name: string; count: number; fill?: string }[]; name: string }) {
  return (
    <ResponsiveContainer>
      <BarChart data={data}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="name" />
        <YAxis allowDecimals={false} />
        <Tooltip />
        <Bar dataKey="count" name={name} isAnimationActive={false}>
          {data.map((entry, index) => (
            <Cell key={entry.name} fill={entry.fill ?? COLORS[index % COLORS.length]} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
