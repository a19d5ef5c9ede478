import { Command } from '@nestjs/cqrs';

/** "Make me Admin (first-time only)": only while no admin exists. */
export class BootstrapFirstAdminCommand extends Command<'created' | 'exists'> {
  constructor(readonly userId: string) {
    super();
  }
}
