import { IsBoolean } from 'class-validator';

export class SetTeamSeekingDto {
  @IsBoolean()
  seeking!: boolean;
}
