import { Command } from '@nestjs/cqrs';

/** Staff merge `fromVentureId` into `intoVentureId`, with a reason. */
export class MergeVenturesCommand extends Command<void> {
  constructor(
    readonly staffId: string,
    readonly fromVentureId: string,
    readonly intoVentureId: string,
    readonly reason: string,
  ) {
    super();
  }
}
