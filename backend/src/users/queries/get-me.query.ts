import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '../../common/auth/roles.js';
import { UserNotFound } from '../users.errors.js';
import type { MeDto } from '../users.dto.js';

export class GetMeQuery extends Query<MeDto> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetMeQuery)
export class GetMeHandler implements IQueryHandler<GetMeQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetMeQuery): Promise<MeDto> {
    const [row] = await this.em
      .fork()
      .execute<{ id: string; email: string; role: Role; name: string | null; email_confirmed_at: string | null }[]>(
        `select u.id, u.email, r.role, p.name, u.email_confirmed_at from users u
       join user_roles r on r.user_id = u.id left join profiles p on p.user_id = u.id where u.id = ?`,
        [userId],
      );
    if (!row) throw new UserNotFound('User not found');
    return {
      id: row.id,
      email: row.email,
      role: row.role,
      name: row.name,
      emailConfirmedAt: row.email_confirmed_at ? new Date(row.email_confirmed_at).toISOString() : null,
    };
  }
}
