export class AccessStatusDto {
  /** False until the first admin exists: then the First Time Setup card is offered. */
  adminExists!: boolean;
}
