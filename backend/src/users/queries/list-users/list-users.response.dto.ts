import { ApiProperty } from '@nestjs/swagger';
import { StaffMemberDto } from '../list-staff/staff-member.response.dto.js';

export class UserSummaryDto extends StaffMemberDto {
  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

export class UserPageDto {
  items!: UserSummaryDto[];

  total!: number;
}
