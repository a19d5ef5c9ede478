/** How many accounts there are: a number only, so organizers may read it without the user list. */
export class UserCountDto {
  total!: number;
}
