import { Query } from '@nestjs/cqrs';
import type { Role } from '../../../common/auth/roles.js';

/** The signed-in account as `GET /api/auth/me` shows it. */
export interface Me {
  id: string;
  email: string;
  role: Role;
  /** Display name; null until the profile has one. */
  name: string | null;
  emailConfirmedAt: string | null;
}

export class GetMeQuery extends Query<Me> {
  constructor(readonly userId: string) {
    super();
  }
}
