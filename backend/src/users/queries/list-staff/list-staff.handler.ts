import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { UserRepository } from '../../user.repository.js';
import { ListStaffQuery } from './list-staff.query.js';
import type { StaffMemberDto } from './staff-member.response.dto.js';

/** The 'Current Administrators & Organizers' table. */
@QueryHandler(ListStaffQuery)
export class ListStaffHandler implements IQueryHandler<ListStaffQuery> {
  constructor(private readonly users: UserRepository) {}

  async execute(): Promise<StaffMemberDto[]> {
    const staff = await this.users.staff();
    return staff.map((member) => ({
      userId: member.userId,
      email: member.email,
      name: member.name,
      role: member.role,
    }));
  }
}
