import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '../../common/auth/roles.js';
import { UserNotFound } from '../users.errors.js';
import type { ProfileDto } from '../users.dto.js';

export class GetProfileQuery extends Query<ProfileDto> {
  constructor(readonly userId: string) {
    super();
  }
}

interface ProfileRow {
  user_id: string;
  email: string;
  role: Role;
  name: string | null;
  first_name: string | null;
  last_name: string | null;
  location: string | null;
  bio: string | null;
  skills: string[];
  github_url: string | null;
  linkedin_url: string | null;
  portfolio_url: string | null;
  avatar_url: string | null;
  version: number;
}

@QueryHandler(GetProfileQuery)
export class GetProfileHandler implements IQueryHandler<GetProfileQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetProfileQuery): Promise<ProfileDto> {
    const [row] = await this.em.fork().execute<ProfileRow[]>(
      `select p.*, u.email, r.role from profiles p join users u on u.id = p.user_id
       join user_roles r on r.user_id = p.user_id where p.user_id = ?`,
      [userId],
    );
    if (!row) throw new UserNotFound('Profile not found');
    return {
      userId: row.user_id,
      email: row.email,
      role: row.role,
      name: row.name,
      firstName: row.first_name,
      lastName: row.last_name,
      location: row.location,
      bio: row.bio,
      skills: row.skills,
      githubUrl: row.github_url,
      linkedinUrl: row.linkedin_url,
      portfolioUrl: row.portfolio_url,
      avatarUrl: row.avatar_url,
      version: row.version,
    };
  }
}
