import { Query } from '@nestjs/cqrs';
import type { StaffMemberDto } from './staff-member.response.dto.js';

export class ListStaffQuery extends Query<StaffMemberDto[]> {}
