import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { trim } from '../../../common/errors/text-transforms.js';

export class CreateTeamDto {
  /** The team's project title. */
  @Transform(trim)
  @IsString({ message: 'Please enter a team name.' })
  @IsNotEmpty({ message: 'Please enter a team name.' })
  @MaxLength(200)
  title!: string;
}
