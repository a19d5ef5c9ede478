import { Command } from '@nestjs/cqrs';

export class SignUpCommand extends Command<void> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly firstName: string,
    readonly lastName: string,
  ) {
    super();
  }
}
