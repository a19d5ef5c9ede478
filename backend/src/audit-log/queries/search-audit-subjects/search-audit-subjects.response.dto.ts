export class AuditPersonChoiceDto {
  id!: string;

  /** The profile name, else the email. */
  name!: string;

  email!: string;
}

export class AuditRecordChoiceDto {
  id!: string;

  title!: string;
}

export class AuditSubjectsDto {
  /** People whose name or email contains the text, by name; at most 8. */
  people!: AuditPersonChoiceDto[];

  /** Events whose title contains the text, latest first; at most 8. */
  events!: AuditRecordChoiceDto[];

  /** Projects whose title contains the text, newest first; at most 8. */
  projects!: AuditRecordChoiceDto[];
}
