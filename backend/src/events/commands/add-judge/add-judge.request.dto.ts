import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsEmail,
  IsOptional,
  IsUUID,
  MaxLength,
  ValidateIf,
  type ValidationArguments,
  Validate,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { trim } from '../../../common/errors/text-transforms.js';

@ValidatorConstraint({ name: 'notWithEmail' })
class NotWithEmail implements ValidatorConstraintInterface {
  validate(_value: unknown, { object }: ValidationArguments): boolean {
    return (object as AddJudgeDto).email === undefined;
  }
}

/**
 * Exactly one of `email` and `userId`. A name is never taken here: it is searched with
 * `GET /api/admin/judge-candidates` and the person picked is sent as `userId`.
 */
export class AddJudgeDto {
  /** The judge's account email, matched exactly (case-insensitive). */
  @ApiPropertyOptional({ example: 'grace@example.com', maxLength: 320 })
  @ValidateIf((dto: AddJudgeDto) => dto.email !== undefined || dto.userId === undefined)
  @Transform(trim)
  @IsEmail({}, { message: 'Enter a judge email, or pick a judge found by name' })
  @MaxLength(320)
  email?: string;

  /** A person picked from the judge candidates. */
  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'Pick a judge from the list' })
  @Validate(NotWithEmail, { message: 'Send either email or userId, not both' })
  userId?: string;
}
