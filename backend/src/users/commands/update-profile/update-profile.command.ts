import { Command } from '@nestjs/cqrs';
import type { UpdateProfileDto } from './update-profile.request.dto.js';

export class UpdateProfileCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly changes: UpdateProfileDto,
  ) {
    super();
  }
}
