export class MyProjectCountsDto {
  /** Projects you own. */
  projects!: number;

  /** Project teams you are on that are attached to an event. */
  teams!: number;
}
