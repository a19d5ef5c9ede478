import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CommandTransaction } from './command-transaction.js';

@Global()
@Module({
  imports: [CqrsModule],
  providers: [CommandTransaction],
  exports: [CommandTransaction],
})
export class TransactionsModule {}
