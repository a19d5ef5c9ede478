export class MyJudgingDto {
  /** True when the user judges at least one event: the header then links to /judging. */
  judgesEvents!: boolean;
}
