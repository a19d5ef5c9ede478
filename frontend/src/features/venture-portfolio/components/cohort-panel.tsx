import { Alert, Segmented, Skeleton, Table } from 'antd';
import { lazy, Suspense, useState } from 'react';

import { Panel } from '@/components/panel';

import { useProgrammeFigures, type CohortFigures } from '../api/portfolio';
import { percentText } from '../format';
import { FUNNEL_STEPS } from './funnel-steps';
import styles from './portfolio.module.css';

const CohortChart = lazy(() => import('./cohort-chart'));

type View = 'Chart' | 'Table';

/** The cohort chart with its Table toggle, and the programme's headline figures with their n. */
export function CohortPanel() {
  const figures = useProgrammeFigures();
  const [view, setView] = useState<View>('Chart');
  const cohorts = figures.data?.cohorts ?? [];
  const overall = figures.data?.overall;
  const ventures = overall?.fundedAlumni.n ?? 0;

  return (
    <Panel
      title="Cohorts"
      extra={
        <Segmented<View>
          aria-label="Cohorts: chart or table"
          options={['Chart', 'Table']}
          value={view}
          onChange={setView}
          disabled={cohorts.length === 0}
        />
      }
    >
      {figures.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : figures.error ? (
        <Alert type="error" showIcon title="Error" description="Failed to load the cohort figures." />
      ) : cohorts.length === 0 ? (
        <p className={styles.muted}>No cohorts yet: ventures appear once teams submit to a sprint.</p>
      ) : (
        <>
          <p className={styles.muted} data-testid="cohort-n">
            n = {ventures} ventures over {cohorts.length} sprints. Return rate {percentText(overall?.returnRate.value)}{' '}
            (n = {overall?.returnRate.n}); funded alumni {overall?.fundedAlumni.count}.
          </p>
          {view === 'Chart' ? (
            <div
              className={styles.chart}
              role="img"
              aria-label="Cohort chart: entered, returned, design partner, pilot and funded per sprint"
            >
              <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
                <CohortChart cohorts={cohorts} />
              </Suspense>
            </div>
          ) : (
            <CohortTable cohorts={cohorts} />
          )}
        </>
      )}
    </Panel>
  );
}

function CohortTable({ cohorts }: { cohorts: CohortFigures[] }) {
  return (
    <div className={styles.scroller}>
      <Table<CohortFigures>
        size="small"
        pagination={false}
        rowKey={(cohort) => cohort.sprint.eventId}
        dataSource={cohorts}
        columns={[
          { key: 'sprint', title: 'Sprint', render: (_, cohort) => cohort.sprint.title },
          ...FUNNEL_STEPS.map((step) => ({
            key: step.key,
            title: step.label,
            render: (_: unknown, cohort: CohortFigures) => cohort.funnel[step.key],
          })),
          {
            key: 'returnRate',
            title: 'Return rate',
            render: (_, cohort) => `${percentText(cohort.returnRate.value)} (n = ${cohort.returnRate.n})`,
          },
        ]}
      />
    </div>
  );
}
