import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsDefined,
  IsInt,
  IsObject,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  MAX_OFFSET_HOURS,
  MAX_OFFSETS_PER_KIND,
  MIN_OFFSET_HOURS,
  type ReminderSetting,
  type ReminderSettings,
} from './reminder-rules.js';

/** One kind of reminder: on or off, and its offsets in whole hours. */
export class ReminderSettingDto {
  @ApiProperty()
  @IsBoolean({ message: 'Say whether this reminder is on (true or false)' })
  enabled!: boolean;

  @ApiProperty({
    type: [Number],
    maxItems: MAX_OFFSETS_PER_KIND,
    example: [24, 1],
    description: `Whole hours, ${MIN_OFFSET_HOURS}-${MAX_OFFSET_HOURS}, at most ${MAX_OFFSETS_PER_KIND}, no duplicates`,
  })
  @IsArray({ message: 'The offsets must be a list of hours' })
  @ArrayMaxSize(MAX_OFFSETS_PER_KIND, { message: `At most ${MAX_OFFSETS_PER_KIND} offsets per reminder` })
  @ArrayUnique({ message: 'Each offset may appear only once' })
  @IsInt({ each: true, message: 'Each offset must be a whole number of hours' })
  @Min(MIN_OFFSET_HOURS, { each: true, message: `Each offset must be at least ${MIN_OFFSET_HOURS} hour` })
  @Max(MAX_OFFSET_HOURS, { each: true, message: `Each offset must be at most ${MAX_OFFSET_HOURS} hours (14 days)` })
  offsetsHours!: number[];
}

/**
 * An event's automatic reminders (issue 30). Submission: hours before the submission deadline, to
 * approved participants whose team has not submitted. Judging: hours after judging opens, to judges
 * with unscored assignments; judging close: hours before the close date staff set, to the same.
 * Spot: hours before each applicant's confirm-by deadline. Check-in reminders follow the ventures'
 * check-in schedule and are not set here.
 */
export class ReminderSettingsDto {
  @ApiProperty({ type: ReminderSettingDto })
  @IsDefined({ message: 'Please give the submission deadline reminder' })
  @IsObject({ message: 'The submission deadline reminder must be an object' })
  @ValidateNested()
  @Type(() => ReminderSettingDto)
  submissionDeadline!: ReminderSettingDto;

  @ApiProperty({ type: ReminderSettingDto })
  @IsDefined({ message: 'Please give the judging reminder' })
  @IsObject({ message: 'The judging reminder must be an object' })
  @ValidateNested()
  @Type(() => ReminderSettingDto)
  judging!: ReminderSettingDto;

  @ApiProperty({ type: ReminderSettingDto })
  @IsDefined({ message: 'Please give the judging close date reminder' })
  @IsObject({ message: 'The judging close date reminder must be an object' })
  @ValidateNested()
  @Type(() => ReminderSettingDto)
  judgingClose!: ReminderSettingDto;

  @ApiProperty({ type: ReminderSettingDto })
  @IsDefined({ message: 'Please give the spot confirmation reminder' })
  @IsObject({ message: 'The spot confirmation reminder must be an object' })
  @ValidateNested()
  @Type(() => ReminderSettingDto)
  spotConfirmation!: ReminderSettingDto;
}

const setting = ({ enabled, offsetsHours }: ReminderSetting): ReminderSetting => ({
  enabled,
  offsetsHours: [...offsetsHours].sort((a, b) => b - a),
});

export function reminderSettingsOf(body: ReminderSettingsDto): ReminderSettings {
  return {
    submission_deadline: setting(body.submissionDeadline),
    judging: setting(body.judging),
    judging_close: setting(body.judgingClose),
    spot_confirmation: setting(body.spotConfirmation),
  };
}

export function reminderSettingsDto(settings: ReminderSettings): ReminderSettingsDto {
  return {
    submissionDeadline: setting(settings.submission_deadline),
    judging: setting(settings.judging),
    judgingClose: setting(settings.judging_close),
    spotConfirmation: setting(settings.spot_confirmation),
  };
}
