import { Alert, App, Button, Empty, Popconfirm, Progress, Segmented, Space, Spin, Typography } from 'antd';
import { useState } from 'react';

import { Panel } from '@/components/panel';
import { Stat } from '@/components/stat';
import { useServerError } from '@/hooks/use-server-error';

import {
  RANKING_PAGE_SIZE,
  RANKING_SHOWS,
  type RankingDecision,
  type RankingShow,
  useApplySuggestions,
  useDecideApplications,
  useRequestMoreReviews,
  useReviewRanking,
} from '../../api/review-ranking';
import { RankingTable } from './ranking-table';
import { decisionsText, SHOW_LABELS } from './ranking-words';

const DECISION_BUTTONS: { status: RankingDecision; label: string }[] = [
  { status: 'approved', label: 'Approve' },
  { status: 'waitlisted', label: 'Waitlist' },
  { status: 'rejected', label: 'Reject' },
];

interface RankingPanelProps {
  eventId: string;
  show: RankingShow;
  page: number;
  onChange: (patch: { show?: RankingShow; page?: number }) => void;
}

/**
 * review.md 'Ranking and the cut line' and 'Decisions': the applications ranked by their
 * bias-corrected score, the capacity's suggestions with the borderline rows, and the decisions
 * taken from here (each the audited status command with its email).
 */
export function RankingPanel({ eventId, show, page, onChange }: RankingPanelProps) {
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const ranking = useReviewRanking(eventId, show, page);
  const decide = useDecideApplications(eventId);
  const apply = useApplySuggestions(eventId);
  const more = useRequestMoreReviews(eventId);
  const [selected, setSelected] = useState<string[]>([]);
  const [deciding, setDeciding] = useState<RankingDecision | null>(null);

  if (ranking.isPending) return <Spin />;
  if (ranking.error) return <Empty description="Failed to load the ranking" />;
  const data = ranking.data;
  const rows = data.items;

  const decideSelected = (status: RankingDecision) => {
    const chosen = rows.filter((row) => selected.includes(row.applicationId));
    setDeciding(status);
    decide.mutate(
      { status, applications: chosen.map(({ applicationId, version }) => ({ applicationId, version })) },
      {
        onSuccess: (result) => {
          setSelected([]);
          notification.success({ title: 'Decisions saved', description: decisionsText(result) });
        },
        onError: (error) => showServerError(error, { title: 'Failed to save the decisions' }),
        onSettled: () => setDeciding(null),
      },
    );
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Space wrap size="large">
        <Stat title="Ranked" value={data.ranked} footer="applications with a review" />
        <Stat title="Not reviewed yet" value={data.unreviewed} />
        <Stat title="Borderline" value={data.borderline} />
        <Stat
          title="Spots"
          value={data.capacity ?? '—'}
          footer={data.capacity === null ? 'no capacity set' : `waitlist of ${data.waitlistSize}`}
        />
      </Space>
      {data.caveat ? <Alert type="info" showIcon title={data.caveat} /> : null}
      {data.capacity === null && data.ranked > 0 ? (
        <Alert
          type="warning"
          showIcon
          title="No capacity is set: set the number of spots on the Review tab to see suggestions and the cut line."
        />
      ) : null}
      <Panel
        title="Ranking"
        extra={
          <Space wrap>
            <Popconfirm
              title="Apply suggestions?"
              description={`Every pending ranked application gets its suggestion: ${data.suggested.accept} Accept, ${data.suggested.waitlist} Waitlist, ${data.suggested.reject} Reject at most. Each applicant gets an email.`}
              okText="Apply suggestions"
              onConfirm={() =>
                apply.mutate(undefined, {
                  onSuccess: (result) =>
                    notification.success({ title: 'Suggestions applied', description: decisionsText(result) }),
                  onError: (error) => showServerError(error, { title: 'Failed to apply the suggestions' }),
                })
              }
            >
              <Button type="primary" loading={apply.isPending} disabled={data.capacity === null || data.ranked === 0}>
                Apply suggestions
              </Button>
            </Popconfirm>
            <Button
              loading={more.isPending}
              disabled={data.needingReview === 0}
              onClick={() =>
                more.mutate(undefined, {
                  onSuccess: (result) =>
                    notification.success({
                      title: 'More reviews requested',
                      description: `${result.added} of ${result.applications} borderline applications got one more reviewer${
                        result.short > 0 ? `; ${result.short} had no eligible reviewer left` : ''
                      }.`,
                    }),
                  onError: (error) => showServerError(error, { title: 'Failed to request more reviews' }),
                })
              }
            >
              Request one more review{data.needingReview > 0 ? ` (${data.needingReview})` : ''}
            </Button>
          </Space>
        }
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Segmented<RankingShow>
            aria-label="Show"
            value={show}
            options={RANKING_SHOWS.map((value) => ({
              value,
              label:
                value === 'all'
                  ? `All (${data.ranked})`
                  : value === 'borderline'
                    ? `Borderline (${data.borderline})`
                    : `${SHOW_LABELS[value]} (${data.suggested[value]})`,
            }))}
            onChange={(value) => {
              setSelected([]);
              onChange({ show: value, page: 1 });
            }}
          />
          <Space wrap>
            <Typography.Text aria-live="polite">
              {selected.length === 0 ? 'Select applications to decide them together.' : `${selected.length} selected`}
            </Typography.Text>
            {DECISION_BUTTONS.map(({ status, label }) => (
              <Button
                key={status}
                disabled={selected.length === 0 || (decide.isPending && deciding !== status)}
                loading={decide.isPending && deciding === status}
                onClick={() => decideSelected(status)}
              >
                {label}
              </Button>
            ))}
          </Space>
          {apply.progress ? (
            <div aria-live="polite">
              <Typography.Text>
                Applying suggestions: {apply.progress.done.toLocaleString('en-US')} of{' '}
                {apply.progress.total.toLocaleString('en-US')}
              </Typography.Text>
              <Progress
                percent={
                  apply.progress.total === 0 ? 100 : Math.round((apply.progress.done / apply.progress.total) * 100)
                }
                aria-label="Applying suggestions"
              />
            </div>
          ) : null}
          {data.cutLines.length > 0 && show === 'all' ? (
            <Typography.Text type="secondary">
              {data.cutLines
                .map(
                  (line, index) =>
                    `${index === 0 ? 'The' : 'the'} ${line.above === 'accept' ? 'accept' : 'waitlist'} line falls at ${line.score.toFixed(2)}, after rank ${line.position}`,
                )
                .join('; ')}
              . A dashed line marks each; a borderline application&apos;s score ± reaches across one.
            </Typography.Text>
          ) : null}
          <RankingTable
            rows={rows}
            cutLines={show === 'all' ? data.cutLines : []}
            offset={(data.page - 1) * data.pageSize}
            loading={ranking.isFetching}
            selected={selected}
            onSelect={setSelected}
            pagination={{
              current: data.page,
              pageSize: RANKING_PAGE_SIZE,
              total: data.total,
              onChange: (next) => onChange({ page: next }),
            }}
          />
        </Space>
      </Panel>
    </Space>
  );
}
