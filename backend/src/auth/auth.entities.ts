import { OneTimeToken } from './one-time-token.entity.js';
import { RefreshToken } from './refresh-token.entity.js';
import { Session } from './session.entity.js';

/** Registered by AuthModule. */
export const AUTH_ENTITIES = [Session, RefreshToken, OneTimeToken];
