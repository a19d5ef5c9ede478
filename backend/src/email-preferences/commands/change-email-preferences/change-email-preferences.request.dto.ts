import { IsBoolean } from 'class-validator';

/** Every category's switch: true receives its emails, false turns them off. */
export class ChangeEmailPreferencesDto {
  /** Messages from the organizers. */
  @IsBoolean()
  announcements!: boolean;

  /** Deadlines, check-ins due, follow-up surveys. */
  @IsBoolean()
  reminders!: boolean;

  /** Team invitations, join requests and their answers. */
  @IsBoolean()
  team_activity!: boolean;
}
