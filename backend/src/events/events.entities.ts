import { Event } from './event.entity.js';
import { EventJudge } from './event-judge.entity.js';
import { JudgingCriterion } from './judging-criterion.entity.js';
import { SeatInvitation } from './seat-invitation.entity.js';

/** Registered by EventsModule. */
export const EVENTS_ENTITIES = [Event, JudgingCriterion, EventJudge, SeatInvitation];
