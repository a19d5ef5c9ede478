import { Event } from './event.entity.js';
import { EventJudge } from './event-judge.entity.js';
import { JudgeInvitation } from './judge-invitation.entity.js';
import { JudgingCriterion } from './judging-criterion.entity.js';

/** Registered by EventsModule. */
export const EVENTS_ENTITIES = [Event, JudgingCriterion, EventJudge, JudgeInvitation];
