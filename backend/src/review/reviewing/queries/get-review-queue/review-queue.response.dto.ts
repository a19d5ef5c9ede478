import { ApiProperty } from '@nestjs/swagger';

export const QUEUE_ITEM_STATES = ['to_review', 'reviewed', 'recused'] as const;
export type QueueItemState = (typeof QUEUE_ITEM_STATES)[number];

/** One application in a reviewer's queue. */
export class ReviewQueueItemDto {
  @ApiProperty({ format: 'uuid' })
  applicationId!: string;

  /** Null under blind review (the screens say 'Application n'). */
  applicantName!: string | null;

  @ApiProperty({ enum: ['Dev', 'PM', 'Designer', 'Other'] })
  role!: string;

  @ApiProperty({ enum: QUEUE_ITEM_STATES })
  state!: QueueItemState;

  /** A decision is made for it: the review can no longer change. */
  decided!: boolean;

  /** The caller's weighted total (1-5); null before their review. */
  total!: number | null;
}

/** One event's queue of the caller: 'n of m reviewed'. */
export class ReviewEventQueueDto {
  @ApiProperty({ format: 'uuid' })
  eventId!: string;

  eventTitle!: string;

  /** Reviewers of this event see no names, emails or LinkedIn (staff always see everything). */
  blind!: boolean;

  /** n: applications the caller reviewed (recused ones not counted). */
  reviewed!: number;

  /** m: applications assigned to the caller (recused ones not counted). */
  assigned!: number;

  /** Oldest application first. */
  items!: ReviewQueueItemDto[];
}

export class ReviewQueueDto {
  /** Events whose applications the caller reviews, latest start first. */
  events!: ReviewEventQueueDto[];
}

export class MyReviewingDto {
  /** True when the user is seated as a reviewer of an event or has assignments: the header then links to /review. */
  reviewsApplications!: boolean;
}
