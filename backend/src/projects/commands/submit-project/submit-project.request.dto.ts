import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, IsUUID, MaxLength, ValidateBy, ValidateIf } from 'class-validator';
import { trim } from '../../../common/errors/text-transforms.js';
import type { VentureChoice } from '../../submission-ventures.js';

const NEW_VENTURE = ['new'] as const;

/** `ventureId` and `venture: 'new'` are two answers to one question: only one may be given. */
function NotWithNewVenture() {
  return ValidateBy({
    name: 'notWithNewVenture',
    validator: {
      validate: (_value, args) => (args?.object as SubmitProjectDto).venture === undefined,
      defaultMessage: () => 'Choose either a new venture or a venture to continue, not both.',
    },
  });
}

export class SubmitProjectDto {
  @IsUUID('all', { message: 'Please select an event.' })
  eventId!: string;

  @ApiProperty({ example: 'discovery' })
  @Transform(trim)
  @IsString({ message: 'Please select a track.' })
  @IsNotEmpty({ message: 'Please select a track.' })
  @MaxLength(50)
  track!: string;

  /** 'New venture' (the default when `ventureId` is not given): a venture named after the project. */
  @ApiProperty({ enum: NEW_VENTURE, required: false })
  @ValidateIf((dto: SubmitProjectDto) => dto.venture !== undefined)
  @IsIn(NEW_VENTURE, { message: "venture must be 'new' (or give ventureId to continue a venture)." })
  venture?: (typeof NEW_VENTURE)[number];

  /** 'Continues venture …': a venture the submitter is a member of (GET /api/ventures/mine/choices). */
  @ValidateIf((dto: SubmitProjectDto) => dto.ventureId !== undefined)
  @IsUUID('all', { message: 'Please select a venture.' })
  @NotWithNewVenture()
  ventureId?: string;
}

export function ventureChoiceOf(dto: SubmitProjectDto): VentureChoice {
  return dto.ventureId === undefined ? { kind: 'new' } : { kind: 'existing', ventureId: dto.ventureId };
}
