import { App, Button, Popconfirm } from 'antd';
import { useState, type ReactNode } from 'react';

import { Panel } from '@/components/panel';
import { StatusBadge } from '@/components/status-badge';
import { trackLabel } from '@/design/status-look';
import { useServerError } from '@/hooks/use-server-error';

import type { Milestone, Venture, VentureCheckin, VentureEntry } from '../api/get-venture';
import { useRemoveMilestone } from '../api/venture-commands';
import { MILESTONE_TYPE_LABELS, milestoneSummary } from '../milestone-text';
import { ventureTimeline } from '../timeline';
import { milestoneDay, ventureInstant } from '../venture-dates';
import { MilestoneDialog } from './milestone-dialog';
import { VerifyButton } from './verify-dialog';
import styles from './ventures.module.css';

function standingText(entry: VentureEntry): string | null {
  const standing = entry.standing;
  if (!standing) return null;
  const parts = [];
  if (standing.place !== null) parts.push(`Place ${standing.place}`);
  if (standing.rank !== null) parts.push(`Rank ${standing.rank} of ${standing.of}`);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** The judges' published feedback on an entry: the results feature's, placed by the route. */
export type RenderEntryFeedback = (entry: VentureEntry) => ReactNode;

function EntryItem({ entry, renderFeedback }: { entry: VentureEntry; renderFeedback?: RenderEntryFeedback }) {
  const standing = standingText(entry);
  return (
    <>
      <div className={styles.itemHead}>
        <h3 className={styles.itemTitle}>
          Entered {entry.sprint.title}: {entry.title}
        </h3>
      </div>
      <div className={styles.muted}>
        {trackLabel(entry.track)} track · submitted {ventureInstant(entry.submittedAt)}
        {entry.late ? ' (late)' : ''}
      </div>
      {entry.tagline ? <p style={{ margin: '4px 0' }}>{entry.tagline}</p> : null}
      <div>Team then: {entry.team.map((member) => member.name).join(', ') || '—'}</div>
      {standing ? <div>{standing}</div> : null}
      {renderFeedback?.(entry)}
    </>
  );
}

function MilestoneActions({ ventureId, milestone }: { ventureId: string; milestone: Milestone }) {
  const [editing, setEditing] = useState(false);
  const remove = useRemoveMilestone(ventureId);
  const { notification } = App.useApp();
  const showServerError = useServerError();
  return (
    <span className={styles.actions}>
      <Button size="small" onClick={() => setEditing(true)}>
        Edit
      </Button>
      <Popconfirm
        title="Remove this milestone?"
        okText="Remove"
        okButtonProps={{ danger: true }}
        onConfirm={() =>
          remove.mutate(milestone.id, {
            onSuccess: () => notification.success({ title: 'Milestone removed' }),
            onError: (error) => showServerError(error, { title: 'Failed to remove milestone' }),
          })
        }
      >
        <Button size="small" danger loading={remove.isPending}>
          Remove
        </Button>
      </Popconfirm>
      <MilestoneDialog ventureId={ventureId} milestone={milestone} open={editing} onClose={() => setEditing(false)} />
    </span>
  );
}

function MilestoneItem({ venture, milestone }: { venture: Venture; milestone: Milestone }) {
  return (
    <>
      <div className={styles.itemHead}>
        <h3 className={styles.itemTitle}>{MILESTONE_TYPE_LABELS[milestone.type]}</h3>
        <StatusBadge kind="milestoneVerification" state={milestone.verified ? 'verified' : 'self_reported'} />
      </div>
      <div className={styles.muted}>{milestoneDay(milestone.occurredOn)}</div>
      <div>{milestoneSummary(milestone)}</div>
      {milestone.description ? <p style={{ margin: '4px 0' }}>{milestone.description}</p> : null}
      {milestone.link ? (
        <a href={milestone.link} target="_blank" rel="noreferrer noopener">
          {milestone.link}
        </a>
      ) : null}
      {milestone.verificationNote && venture.view !== 'public' ? (
        <div className={styles.muted}>Staff note: {milestone.verificationNote}</div>
      ) : null}
      {venture.canEdit || venture.view === 'staff' ? (
        <div className={styles.actions} style={{ marginTop: 4 }}>
          {venture.canEdit ? <MilestoneActions ventureId={venture.id} milestone={milestone} /> : null}
          {venture.view === 'staff' ? <VerifyButton ventureId={venture.id} milestone={milestone} /> : null}
        </div>
      ) : null}
    </>
  );
}

function CheckinItem({ checkin }: { checkin: VentureCheckin }) {
  return (
    <>
      <div className={styles.itemHead}>
        <h3 className={styles.itemTitle}>
          Check-in {checkin.offsetDays} days after {checkin.sprint.title}
        </h3>
      </div>
      <div className={styles.muted}>
        {checkin.answeredAt
          ? `Answered ${ventureInstant(checkin.answeredAt)}`
          : `Due ${ventureInstant(checkin.dueAt)}, not answered yet`}
      </div>
    </>
  );
}

/** Entries, milestones and check-ins, newest first. */
export function VentureTimeline({
  venture,
  renderFeedback,
}: {
  venture: Venture;
  renderFeedback?: RenderEntryFeedback;
}) {
  const items = ventureTimeline(venture.entries, venture.milestones, venture.checkins);
  return (
    <Panel title={venture.view === 'public' ? 'Verified milestones' : 'Timeline'}>
      {items.length === 0 ? (
        <p className={styles.muted}>Nothing recorded yet.</p>
      ) : (
        <ol className={styles.timeline} aria-label="Timeline">
          {items.map((item) => (
            <li key={item.key} className={styles.item} data-timeline-kind={item.kind}>
              {item.kind === 'entry' ? <EntryItem entry={item.entry} renderFeedback={renderFeedback} /> : null}
              {item.kind === 'milestone' ? <MilestoneItem venture={venture} milestone={item.milestone} /> : null}
              {item.kind === 'checkin' ? <CheckinItem checkin={item.checkin} /> : null}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
