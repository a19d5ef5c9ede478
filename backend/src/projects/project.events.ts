import { DomainEvent } from '../audit/domain-event.js';

export const PROJECT_STATUSES = ['draft', 'active', 'submitted'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const SUBMISSION_STATUSES = ['submitted', 'judged', 'winner'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** An image of a project, as stored (jsonb) and audited. */
export interface ProjectImageData {
  url: string;
  alt: string;
}

/** An uploaded file a project uses (its pitch deck), as stored (jsonb), snapshotted and audited. */
export interface ProjectFileData {
  file_id: string;
  name: string;
  size_bytes: number;
}

/** An uploaded image of a project with its alt text (beside the images given by URL). */
export interface ProjectImageFileData {
  file_id: string;
  alt: string;
}

/** What a project's fields are; the same shape is stored and audited. */
export interface ProjectFields {
  title: string;
  tagline: string | null;
  descriptionMd: string | null;
  demoUrl: string | null;
  repoUrl: string | null;
  images: ProjectImageData[];
}

/** What the judges see: frozen at submit, later edits of the project do not change it. */
export interface SubmissionSnapshot {
  title: string;
  tagline: string | null;
  demo_url: string | null;
  repo_url: string | null;
  /** Beyond the spec's snapshot: judges read the description and images as submitted too. */
  description_md: string | null;
  images: ProjectImageData[];
  /** The exact uploaded files at submit (issue 31); absent on submissions made before uploads. */
  pitch_deck?: ProjectFileData | null;
  image_files?: ProjectImageFileData[];
  team: { user_id: string; name: string; role: 'owner' | 'member' }[];
}

const PROJECT = 'project';

export class ProjectCreated extends DomainEvent<ProjectFields> {
  static readonly TYPE = 'project.created';
  readonly type = ProjectCreated.TYPE;
  readonly streamType = PROJECT;
}

/** Only the fields that changed, each as { from, to }. */
export class ProjectUpdated extends DomainEvent<{ changes: Record<string, { from: unknown; to: unknown }> }> {
  static readonly TYPE = 'project.updated';
  readonly type = ProjectUpdated.TYPE;
  readonly streamType = PROJECT;
}

export class ProjectAttachedToEvent extends DomainEvent<{ eventId: string; linkId: string }> {
  static readonly TYPE = 'project.attached';
  readonly type = ProjectAttachedToEvent.TYPE;
  readonly streamType = PROJECT;
}

export class ProjectDetachedFromEvent extends DomainEvent<{ eventId: string; linkId: string }> {
  static readonly TYPE = 'project.detached';
  readonly type = ProjectDetachedFromEvent.TYPE;
  readonly streamType = PROJECT;
}

export class ProjectSubmitted extends DomainEvent<{
  submissionId: string;
  eventId: string;
  track: string;
  late: boolean;
  snapshot: SubmissionSnapshot;
  /** Absent on submissions recorded before ventures (issue 27). */
  ventureId?: string;
}> {
  static readonly TYPE = 'project.submitted';
  readonly type = ProjectSubmitted.TYPE;
  readonly streamType = PROJECT;
}

/** The team attached, replaced or removed the project's pitch deck (an uploaded PDF). */
export class ProjectPitchDeckChanged extends DomainEvent<{
  from: ProjectFileData | null;
  to: ProjectFileData | null;
}> {
  static readonly TYPE = 'project.pitch_deck_changed';
  readonly type = ProjectPitchDeckChanged.TYPE;
  readonly streamType = PROJECT;
}

/** The team set the project's uploaded images (the full ordered list, up to 3). */
export class ProjectImageFilesChanged extends DomainEvent<{
  from: ProjectImageFileData[];
  to: ProjectImageFileData[];
}> {
  static readonly TYPE = 'project.image_files_changed';
  readonly type = ProjectImageFilesChanged.TYPE;
  readonly streamType = PROJECT;
}

declare module '../audit/domain-event.js' {
  interface EventPayloads {
    [ProjectCreated.TYPE]: ProjectCreated['payload'];
    [ProjectUpdated.TYPE]: ProjectUpdated['payload'];
    [ProjectAttachedToEvent.TYPE]: ProjectAttachedToEvent['payload'];
    [ProjectDetachedFromEvent.TYPE]: ProjectDetachedFromEvent['payload'];
    [ProjectSubmitted.TYPE]: ProjectSubmitted['payload'];
    [ProjectPitchDeckChanged.TYPE]: ProjectPitchDeckChanged['payload'];
    [ProjectImageFilesChanged.TYPE]: ProjectImageFilesChanged['payload'];
  }
}
