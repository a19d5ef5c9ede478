import { type DynamicModule, Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import type { AppConfig } from '../config/app-config.js';
import { ormConfig } from './orm-config.js';

@Module({})
export class DatabaseModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: DatabaseModule,
      // No request context middleware: every handler forks its own EntityManager (or gets one from
      // CommandTransaction), so a per-request context would be forked and never used.
      imports: [
        MikroOrmModule.forRoot({
          ...ormConfig(config.databaseUrl, { timeouts: config.databaseTimeouts }),
          // Each module registers its own entities (MikroOrmModule.forFeature): none are named here.
          autoLoadEntities: true,
          registerRequestContext: false,
        }),
      ],
    };
  }
}
