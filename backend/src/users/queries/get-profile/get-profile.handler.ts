import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ProfileRepository } from '../../profile.repository.js';
import { UserNotFound } from '../../users.errors.js';
import { GetProfileQuery } from './get-profile.query.js';
import type { ProfileDto } from './profile.response.dto.js';

@QueryHandler(GetProfileQuery)
export class GetProfileHandler implements IQueryHandler<GetProfileQuery> {
  constructor(private readonly profiles: ProfileRepository) {}

  async execute({ userId }: GetProfileQuery): Promise<ProfileDto> {
    const row = await this.profiles.view(userId);
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
      avatarFileUrl: row.avatar_file_id ? `/api/files/${row.avatar_file_id}` : null,
      version: row.version,
    };
  }
}
