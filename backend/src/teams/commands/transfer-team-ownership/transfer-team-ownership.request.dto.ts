import { IsUUID } from 'class-validator';

export class TransferTeamOwnershipDto {
  /** The member who becomes the owner. */
  @IsUUID('all', { message: 'Please pick a member of the team.' })
  userId!: string;
}
