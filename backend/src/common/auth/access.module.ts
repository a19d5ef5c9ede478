import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { AccessGuard } from './access.guard.js';
import { AccessTokens } from './access-tokens.js';

@Global()
@Module({
  imports: [JwtModule.register({})],
  providers: [AccessTokens, { provide: APP_GUARD, useClass: AccessGuard }],
  exports: [AccessTokens],
})
export class AccessModule {}
