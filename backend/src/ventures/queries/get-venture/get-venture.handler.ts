import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { StampedCache } from '../../../common/caching/stamped-cache.js';
import { Clock } from '../../../common/clock.js';
import { isoTimestamp } from '../../../common/timestamps.js';
import { EventCatalog } from '../../../events/event-catalog.js';
import { VentureEntries, type VentureEntryRow, type VentureTeamRole } from '../../../projects/venture-entries.js';
import { type Person, UserDirectory } from '../../../users/user-directory.js';
import { isoDate } from '../../milestone.repository.js';
import type { SummaryCohort } from '../../read-model/venture-summary.entity.js';
import { VentureSummaryRepository } from '../../read-model/venture-summary.repository.js';
import { isVentureStaff } from '../../venture-access.js';
import { ventureFigures } from '../../venture-figures.js';
import { membersFrom } from '../../venture-membership.js';
import type { EntryStandingDto, MilestoneDto, VentureDto, VentureEntryDto } from '../../venture-views.dto.js';
import { VentureNotFound } from '../../ventures.errors.js';
import { factOf, stagesOf } from '../venture-views.js';
import { GetVentureQuery } from './get-venture.query.js';
import { type PageMilestone, type VenturePageRecord, VenturePageRecords } from './venture-page-records.js';

function milestoneDto(row: PageMilestone, withNote: boolean): MilestoneDto {
  return {
    id: row.id,
    type: row.type,
    occurredOn: isoDate(row.occurred_on),
    figures: row.figures,
    link: row.link,
    description: row.description,
    verified: row.verified_at !== null,
    verifiedAt: row.verified_at === null ? null : isoTimestamp(row.verified_at),
    verificationNote: withNote ? row.verification_note : null,
    checkinId: row.checkin_id,
    // Its files are for members and staff only (anyone else gets 404 for them): not listed otherwise.
    evidence: withNote
      ? row.evidence.map(({ fileId, name, contentType, sizeBytes }) => ({ fileId, name, contentType, size: sizeBytes }))
      : [],
    recordedAt: isoTimestamp(row.created_at),
  };
}

function entryDto(entry: VentureEntryRow, sprintTitle: string, cohort: SummaryCohort | undefined): VentureEntryDto {
  const { snapshot } = entry;
  // Recorded when the sprint's results were published (none until then).
  const standing: EntryStandingDto | null =
    cohort && cohort.of !== null ? { rank: cohort.rank, of: cohort.of, place: cohort.place } : null;
  return {
    submissionId: entry.id,
    projectId: entry.project_id,
    sprint: { eventId: entry.event_id, title: sprintTitle },
    track: entry.track,
    submittedAt: isoTimestamp(entry.submitted_at),
    late: entry.late,
    title: snapshot.title,
    tagline: snapshot.tagline,
    descriptionMd: snapshot.description_md,
    demoUrl: snapshot.demo_url,
    repoUrl: snapshot.repo_url,
    team: snapshot.team.map(({ user_id, name, role }) => ({ userId: user_id, name, role })),
    standing,
  };
}

/** What a venture page shows whoever reads it; the viewer decides how much of it they get. */
interface VenturePageData {
  record: VenturePageRecord;
  entries: VentureEntryRow[];
  members: Map<string, VentureTeamRole>;
  names: Map<string, Person>;
  /** Sprint titles by event id: the summary's, and those of sprints it does not name (check-ins, founding). */
  titles: Map<string, string>;
  /** The page as each kind of viewer gets it, shaped on first use. */
  shaped: Partial<Record<VentureDto['view'], VentureDto>>;
}

/** Venture pages kept in memory at once. */
const KEPT_VENTURES = 500;

/**
 * A venture page (ventures.md '/ventures/{id}'). Members and staff see all of it; anyone else sees
 * a public venture's name, pitch, verified stage and verified milestones, and a private one not at
 * all (404, as for a venture that does not exist). Two statements side by side (ventures' own rows
 * with the summary's sprint titles and standings; projects' entries and teams), then the members'
 * names (and only for a sprint the summary does not name, its title).
 *
 * What was read is kept in memory while the summaries' stamp stays put (the audit log's head: every
 * command that changes a venture, its entries, standings, sprints or its members' names appends an event): a page is
 * read once per change however often it is opened, and shaped for each viewer on every call.
 */
@QueryHandler(GetVentureQuery)
export class GetVentureHandler implements IQueryHandler<GetVentureQuery> {
  private readonly pages = new StampedCache<VenturePageData | undefined>(KEPT_VENTURES);

  constructor(
    private readonly records: VenturePageRecords,
    private readonly entries: VentureEntries,
    private readonly people: UserDirectory,
    private readonly events: EventCatalog,
    private readonly summaries: VentureSummaryRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ viewer, ventureId }: GetVentureQuery): Promise<VentureDto> {
    const stamp = await this.summaries.readStamp();
    const data = await this.pages.get(ventureId, stamp, this.clock.now(), async () => ({
      value: await this.read(ventureId),
      validUntil: null,
    }));
    if (!data) throw new VentureNotFound();
    const { venture } = data.record;
    const isMember = viewer !== undefined && data.members.has(viewer.id);
    const staff = isVentureStaff(viewer);
    const isPublic = venture.is_public && venture.merged_into_id === null;
    if (!isMember && !staff && !isPublic) throw new VentureNotFound();
    const view: VentureDto['view'] = isMember ? 'member' : staff ? 'staff' : 'public';
    // The page is the same for every viewer of a kind: shaped once per kind while the data holds.
    data.shaped[view] ??= this.shape(data, view);
    return data.shaped[view];
  }

  private shape(data: VenturePageData, view: VentureDto['view']): VentureDto {
    const { record, entries, members, names, titles } = data;
    const { venture } = record;
    const isMember = view === 'member';
    const full = view !== 'public';

    const shownMilestones = full ? record.milestones : record.milestones.filter((row) => row.verified_at !== null);
    const { stage, verifiedStage } = stagesOf(record.milestones);
    const founded = venture.founded_event_id;
    const cohortOf = new Map(record.cohorts.map((cohort) => [cohort.submissionId, cohort]));

    let entryDtos: VentureEntryDto[] = [];
    let memberDtos: VentureDto['members'] = [];
    let checkinDtos: VentureDto['checkins'] = [];
    let foundedIn: VentureDto['foundedIn'] = null;
    if (full) {
      const title = (eventId: string) => titles.get(eventId) ?? '';
      entryDtos = entries.map((entry) => entryDto(entry, title(entry.event_id), cohortOf.get(entry.id))).reverse();
      memberDtos = [...members].map(([userId, role]) => ({ userId, role, name: names.get(userId)?.displayName ?? '' }));
      checkinDtos = record.checkins
        .map((checkin) => ({
          id: checkin.id,
          sprint: { eventId: checkin.event_id, title: title(checkin.event_id) },
          offsetDays: checkin.offset_days,
          dueAt: isoTimestamp(checkin.due_at),
          state: checkin.state,
          askedAt: checkin.asked_at === null ? null : isoTimestamp(checkin.asked_at),
          answeredAt: checkin.answered_at === null ? null : isoTimestamp(checkin.answered_at),
        }))
        .reverse();
      foundedIn = founded ? { eventId: founded, title: title(founded) } : null;
    }

    return {
      id: venture.id,
      view,
      name: venture.name,
      pitch: venture.pitch,
      isPublic: venture.is_public,
      stage: full ? stage : verifiedStage,
      verifiedStage,
      // The public page shows name, pitch, stage and verified milestones only (ventures.md 'Rules').
      foundedIn,
      sprintsCount: full ? new Set(entries.map((entry) => entry.event_id)).size : 0,
      mergedIntoId: venture.merged_into_id,
      figures: ventureFigures(shownMilestones.map(factOf)),
      entries: entryDtos,
      milestones: shownMilestones.map((row) => milestoneDto(row, full)),
      checkins: checkinDtos,
      members: memberDtos,
      canEdit: isMember && venture.merged_into_id === null,
    };
  }

  /** Everything the page can show, for any viewer (undefined for a venture that does not exist). */
  private async read(ventureId: string): Promise<VenturePageData | undefined> {
    // The entries and team are read beside the records (for a venture that does not exist, none are found).
    const [record, { entries, team }] = await Promise.all([
      this.records.of(ventureId),
      this.entries.entriesAndTeamOf(ventureId),
    ]);
    if (!record) return undefined;
    const members = membersFrom(team, record.removedUserIds);
    const titles = new Map(record.cohorts.map((cohort) => [cohort.eventId, cohort.title]));
    const founded = record.venture.founded_event_id;
    const unnamed = [
      ...new Set([...record.checkins.map((checkin) => checkin.event_id), ...(founded ? [founded] : [])]),
    ].filter((eventId) => !titles.has(eventId));
    const [names, more] = await Promise.all([
      this.people.people([...members.keys()]),
      unnamed.length > 0 ? this.events.titles(unnamed) : new Map<string, string>(),
    ]);
    for (const [eventId, title] of more) titles.set(eventId, title);
    return { record, entries, members, names, titles, shaped: {} };
  }
}
