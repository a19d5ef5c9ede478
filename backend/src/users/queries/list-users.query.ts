import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '../../common/auth/roles.js';
import type { StaffMemberDto, UserPageDto } from '../users.dto.js';

interface UserRow {
  id: string;
  email: string;
  name: string | null;
  role: Role;
  created_at: string;
  total: string;
}

export class ListUsersQuery extends Query<UserPageDto> {
  constructor(
    readonly page: number,
    readonly pageSize: number,
    readonly search: string | undefined,
  ) {
    super();
  }
}

/** Everyone, newest first, for the User Management tab. */
@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ page, pageSize, search }: ListUsersQuery): Promise<UserPageDto> {
    const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const rows = await this.em.fork().execute<UserRow[]>(
      `select u.id, u.email, p.name, r.role, u.created_at, count(*) over () as total
       from users u join user_roles r on r.user_id = u.id left join profiles p on p.user_id = u.id
       where (?::text is null or u.email ilike ? or p.name ilike ?)
       order by u.created_at desc, u.id limit ? offset ?`,
      [pattern, pattern, pattern, pageSize, (page - 1) * pageSize],
    );
    return {
      items: rows.map((row) => ({
        userId: row.id,
        email: row.email,
        name: row.name,
        role: row.role,
        createdAt: new Date(row.created_at).toISOString(),
      })),
      total: rows.length ? Number(rows[0].total) : 0,
    };
  }
}

export class ListStaffQuery extends Query<StaffMemberDto[]> {}

/** The 'Current Administrators & Organizers' table. */
@QueryHandler(ListStaffQuery)
export class ListStaffHandler implements IQueryHandler<ListStaffQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<StaffMemberDto[]> {
    const rows = await this.em.fork().execute<Omit<UserRow, 'created_at' | 'total'>[]>(
      `select u.id, u.email, p.name, r.role from user_roles r join users u on u.id = r.user_id
       left join profiles p on p.user_id = u.id where r.role in ('admin', 'organizer') order by r.role, lower(u.email)`,
    );
    return rows.map((row) => ({ userId: row.id, email: row.email, name: row.name, role: row.role }));
  }
}

export class AdminExistsQuery extends Query<boolean> {}

@QueryHandler(AdminExistsQuery)
export class AdminExistsHandler implements IQueryHandler<AdminExistsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<boolean> {
    const rows = await this.em.fork().execute("select 1 from user_roles where role = 'admin' limit 1");
    return rows.length > 0;
  }
}
