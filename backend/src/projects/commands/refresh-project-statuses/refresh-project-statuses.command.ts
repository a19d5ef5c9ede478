import { Command } from '@nestjs/cqrs';

/** Brings every project's stored status back in line with its links and submissions; says how many changed. */
export class RefreshProjectStatusesCommand extends Command<number> {}
