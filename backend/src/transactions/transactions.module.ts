import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { Clock } from '../common/clock.js';
import { CommandTransaction } from './command-transaction.js';

@Global()
@Module({
  imports: [CqrsModule],
  providers: [CommandTransaction, Clock],
  exports: [CommandTransaction, Clock],
})
export class TransactionsModule {}
