import { IsString, MaxLength, MinLength } from 'class-validator';

export class AuditSubjectsQueryDto {
  /** Part of a person's name or email, or of an event's or project's title. */
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  q!: string;
}
