import { VentureCheckinEmail } from './checkin-email.entity.js';

/** Registered by VentureCheckinsModule. */
export const VENTURE_CHECKINS_ENTITIES = [VentureCheckinEmail];
