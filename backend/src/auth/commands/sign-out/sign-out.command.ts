import { Command } from '@nestjs/cqrs';

export class SignOutCommand extends Command<void> {
  constructor(
    readonly userId: string | undefined,
    readonly refreshToken: string | undefined,
  ) {
    super();
  }
}
