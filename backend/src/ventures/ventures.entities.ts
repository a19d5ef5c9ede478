import { VentureCheckin } from './venture-checkin.entity.js';
import { VentureMemberRemoval } from './venture-member-removal.entity.js';
import { VentureMilestone } from './venture-milestone.entity.js';
import { Venture } from './venture.entity.js';
import { VentureEntryStanding, VentureSummary } from './read-model/venture-summary.entity.js';

/** Registered by VenturesModule. */
export const VENTURES_ENTITIES = [
  Venture,
  VentureMilestone,
  VentureCheckin,
  VentureMemberRemoval,
  VentureSummary,
  VentureEntryStanding,
];
