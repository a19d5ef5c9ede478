import { Profile } from './profile.entity.js';
import { User } from './user.entity.js';
import { UserRole } from './user-role.entity.js';

/** Registered by UsersModule. */
export const USERS_ENTITIES = [User, Profile, UserRole];
