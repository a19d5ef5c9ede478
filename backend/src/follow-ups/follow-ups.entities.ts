import { ApplicationFollowUp, ApplicationFollowUpEmail } from './follow-up.entity.js';

/** Registered by FollowUpsModule. */
export const FOLLOW_UPS_ENTITIES = [ApplicationFollowUp, ApplicationFollowUpEmail];
