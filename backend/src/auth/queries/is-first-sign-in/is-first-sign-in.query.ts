import { Query } from '@nestjs/cqrs';

/** Whether the account has signed in only once so far: its first session is the only one. */
export class IsFirstSignInQuery extends Query<boolean> {
  constructor(readonly userId: string) {
    super();
  }
}
