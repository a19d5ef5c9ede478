import { Global, Module } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { CommandTransaction } from './command-transaction.js';

// No CqrsModule import: AppModule's CqrsModule.forRoot() is global, and importing the module here
// again would give CommandTransaction an EventBus of its own that no subscriber ever sees.
@Global()
@Module({
  providers: [CommandTransaction, Clock],
  exports: [CommandTransaction, Clock],
})
export class TransactionsModule {}
