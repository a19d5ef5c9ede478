import { Alert, Button, Select, Switch } from 'antd';
import { useId } from 'react';

import { ChartCard } from '@/components/chart-card/chart-card';
import { ViewToggle } from '@/components/chart-card/view-toggle';
import { PageTitle } from '@/components/page-title';

import { insightsQuery, useInsights, type Insights, type PanelSection } from '../api/get-insights';
import {
  criteriaNumbers,
  figureSampleText,
  figureValueText,
  funnelNumbers,
  funnelSampleText,
  hasSuggestion,
  intervalRows,
  personChartRows,
  personNumbers,
  predictionText,
  programmeNumbers,
  programmeRows,
  weightChartRows,
  weightNumbers,
  aucText,
} from '../insights-rows';
import {
  DEFAULT_HORIZON,
  HORIZONS,
  OUTCOMES,
  type Horizon,
  type InsightsSearch,
  type Outcome,
} from '../insights-search';
import { turnedAwayGroupText, turnedAwayNumbers, turnedAwayRangeRows } from '../turned-away';
import { FunnelChart, IntervalChart, PeopleChart, ProgrammeChart, WeightsChart } from './insights-charts';
import styles from './insights.module.css';
import { UseWeightsButton } from './use-weights-button';

const HORIZON_VIEWS = HORIZONS.map((days) => `${days} days` as const);
const NO_NUMBERS = { columns: [], rows: [] };
const OUTCOME_LABELS: Record<Outcome, string> = {
  any_traction: 'Any traction (design partner or LOI, pilot or funding)',
  design_partner: 'Design partner or LOI',
  pilot: 'Pilot',
  funding: 'Funding',
  returned: 'Returned to a later sprint',
};
const OUTCOME_OPTIONS = OUTCOMES.map((outcome) => ({ value: outcome, label: OUTCOME_LABELS[outcome] }));

/** A horizontal chart's height: a row per bar, room for the axis and the coin-toss label. */
const barsHeight = (bars: number) => Math.max(160, 72 + bars * 40);

interface InsightsPageProps {
  search: InsightsSearch;
  /** Judges and reviewers (section 4) are the admins'. */
  isAdmin: boolean;
  onSearchChange: (patch: Partial<InsightsSearch>) => void;
}

/** /admin/insights (insights.md): did our picks turn into ventures? With every n and the uncertainty. */
export function InsightsPage({ search, isAdmin, onSearchChange }: InsightsPageProps) {
  const insights = useInsights(search);
  const data = insights.data;
  const loading = insights.isPending;
  const parameters = insightsQuery(search);
  const verifiedId = useId();
  const outcomeId = useId();

  return (
    <div className={styles.stack}>
      <div className={styles.heading}>
        <PageTitle>Insights</PageTitle>
        <Button className={styles.noPrint} onClick={() => window.print()}>
          Print
        </Button>
      </div>
      <div className={`${styles.controls} ${styles.noPrint}`} role="group" aria-label="What the figures count">
        <div className={styles.control}>
          <span aria-hidden="true">Horizon</span>
          <ViewToggle
            views={HORIZON_VIEWS}
            value={`${parameters.horizon} days`}
            aria-label="Horizon"
            onChange={(view) => {
              const horizon = Number.parseInt(view, 10) as Horizon;
              onSearchChange({ horizon: horizon === DEFAULT_HORIZON ? undefined : horizon });
            }}
          />
        </div>
        <div className={styles.control}>
          <Switch
            id={verifiedId}
            checked={parameters.verifiedOnly}
            onChange={(checked) => onSearchChange({ verifiedOnly: checked ? undefined : false })}
          />
          <label htmlFor={verifiedId}>Verified only</label>
        </div>
        <div className={styles.control}>
          <label htmlFor={outcomeId}>Outcome</label>
          <Select<Outcome>
            id={outcomeId}
            className={styles.outcomeSelect}
            value={parameters.outcome}
            options={OUTCOME_OPTIONS}
            onChange={(outcome) => onSearchChange({ outcome: outcome === OUTCOMES[0] ? undefined : outcome })}
          />
        </div>
      </div>
      {insights.error ? <Alert type="error" showIcon title="Error" description="Failed to load the insights." /> : null}
      {data ? <p className={styles.definition}>{data.outcomeDefinition}</p> : null}
      <FunnelSection data={data} loading={loading} />
      <CriteriaSection data={data} loading={loading} />
      <WeightsSection data={data} loading={loading} />
      {isAdmin && (loading || data?.people) ? (
        <>
          <PanelCard title="Judges" section={data?.people?.judges} caveat={data?.people?.caveat} loading={loading} />
          <PanelCard
            title="Application reviewers"
            section={data?.people?.reviewers}
            caveat={data?.people?.caveat}
            loading={loading}
          />
        </>
      ) : null}
      <TurnedAwaySection data={data} loading={loading} />
      <ProgrammeSection data={data} loading={loading} />
    </div>
  );
}

interface SectionProps {
  data: Insights | undefined;
  loading: boolean;
}

function FunnelSection({ data, loading }: SectionProps) {
  const funnel = data?.funnel ?? [];
  return (
    <ChartCard
      title="Cohort funnel across sprints"
      extra="Applied → approved → submitted → placed → returned → design partner → pilot → funded, per sprint. Outcome stages are shares of the submitted entries."
      loading={loading}
      empty={funnel.length === 0}
      emptyText="No sprint has ended yet."
      numbers={data ? funnelNumbers(funnel) : NO_NUMBERS}
      chartHeight={300}
      footer={
        <ul className={styles.samples}>
          {funnel.map((sprint) => (
            <li key={sprint.eventId}>{funnelSampleText(sprint)}</li>
          ))}
        </ul>
      }
    >
      <FunnelChart funnel={funnel} />
    </ChartCard>
  );
}

function CriteriaSection({ data, loading }: SectionProps) {
  const criteria = data?.criteria ?? [];
  const rows = intervalRows(criteria);
  const tooFew = criteria.filter((prediction) => prediction.tooFew !== null);
  return (
    <ChartCard
      title="Which criteria predicted the outcome"
      extra="AUC: the chance that an entry that reached the outcome scored higher than one that did not (0.5 is a coin toss). Each bar is the 90% bootstrap interval, the mark across it the AUC."
      loading={loading}
      empty={criteria.length === 0}
      emptyText="No judged entries yet."
      numbers={data ? criteriaNumbers(criteria) : NO_NUMBERS}
      chartHeight={rows.length > 0 ? barsHeight(rows.length) : 'auto'}
      footer={
        <ul className={styles.samples}>
          {criteria.map((prediction) => (
            <li key={prediction.key}>
              {prediction.label}: {predictionText(prediction)}
            </li>
          ))}
        </ul>
      }
    >
      {rows.length > 0 ? (
        <IntervalChart rows={rows} />
      ) : (
        // Every score has too few known outcomes: the figures are the API's words, listed below.
        <p className={styles.tooFew}>{tooFew[0]?.tooFew}</p>
      )}
    </ChartCard>
  );
}

function WeightsSection({ data, loading }: SectionProps) {
  const weights = data?.weights;
  const suggested = weights !== undefined && hasSuggestion(weights);
  return (
    <ChartCard
      title="Suggested weights"
      extra="A regularised logistic regression of the outcome on the standardised per-criterion averages, cross-validated. Never applied automatically."
      loading={loading}
      empty={!weights || weights.rows.length === 0}
      emptyText={weights?.tooFew ?? weights?.note ?? 'No criteria to weigh yet.'}
      numbers={weights ? weightNumbers(weights) : NO_NUMBERS}
      chartHeight={suggested ? barsHeight((weights?.rows.length ?? 0) * 2) : 'auto'}
      footer={
        weights ? (
          <div className={styles.weightsFooter}>
            <div>
              <p className={styles.caveat}>
                Current weights: AUC {aucText(weights.currentAuc)} · Suggested: cross-validated AUC{' '}
                {aucText(weights.suggestedCvAuc)} · n = {weights.n}
              </p>
              {weights.note ? <p className={styles.tooFew}>{weights.note}</p> : null}
            </div>
            {suggested ? (
              <div className={styles.noPrint}>
                <UseWeightsButton weights={weights} />
              </div>
            ) : null}
          </div>
        ) : null
      }
    >
      {suggested && weights ? (
        <WeightsChart rows={weightChartRows(weights)} />
      ) : (
        <p className={styles.tooFew}>{weights?.tooFew ?? weights?.note}</p>
      )}
    </ChartCard>
  );
}

function PanelCard({
  title,
  section,
  caveat,
  loading,
}: {
  title: string;
  section: PanelSection | undefined;
  caveat: string | undefined;
  loading: boolean;
}) {
  const rows = section ? personChartRows(section) : [];
  return (
    <ChartCard
      title={title}
      extra={caveat}
      loading={loading}
      empty={rows.length === 0}
      emptyText={section?.panel.tooFew ?? 'No scores with a known outcome yet.'}
      numbers={section ? personNumbers(section) : NO_NUMBERS}
      chartHeight={barsHeight(rows.length)}
      footer={
        section ? (
          <p className={styles.samples}>
            Panel: {predictionText(section.panel)}. Each person&apos;s AUC is shrunk toward the panel&apos;s by n/(n +
            10).
          </p>
        ) : null
      }
    >
      <PeopleChart rows={rows} panelAuc={section?.panel.auc ?? null} />
    </ChartCard>
  );
}

function TurnedAwaySection({ data, loading }: SectionProps) {
  const section = data?.turnedAway;
  const rows = section ? turnedAwayRangeRows(section) : [];
  return (
    <ChartCard
      title="Applicants the programme turned away"
      extra={
        section
          ? `${section.caveat} Applicants who said yes to '${section.question}' answer one survey 180 days after the decision.`
          : undefined
      }
      loading={loading}
      empty={!section || section.tooFew !== null}
      emptyText={section?.tooFew ?? undefined}
      numbers={section ? turnedAwayNumbers(section) : NO_NUMBERS}
      chartHeight={rows.length > 0 ? barsHeight(rows.length) : 'auto'}
      footer={
        section ? (
          <>
            <ul className={styles.samples}>
              {section.groups.map((group) => (
                <li key={group.decision}>{turnedAwayGroupText(group)}</li>
              ))}
            </ul>
            <p className={styles.definition}>{section.definition}</p>
          </>
        ) : null
      }
    >
      <IntervalChart rows={rows} scale="share" />
    </ChartCard>
  );
}

function ProgrammeSection({ data, loading }: SectionProps) {
  const rows = data ? programmeRows(data.programme) : [];
  return (
    <ChartCard
      title="Return and outcome rates"
      extra="The figures the landing page quotes, as the programme defines them."
      loading={loading}
      empty={rows.length === 0}
      numbers={data ? programmeNumbers(data.programme) : NO_NUMBERS}
      footer={
        <div className={styles.figures}>
          {rows.map((row) => (
            <div key={row.key} role="group" aria-label={row.label}>
              <strong>
                {row.label}: {figureValueText(row)}
              </strong>
              <p className={styles.figureDefinition}>{figureSampleText(row.figure)}</p>
              <p className={styles.figureDefinition}>{row.figure.definition}</p>
            </div>
          ))}
        </div>
      }
    >
      <ProgrammeChart rows={rows} />
    </ChartCard>
  );
}
