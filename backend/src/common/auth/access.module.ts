import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { AccessGuard } from './access.guard.js';
import { AccessTokens } from './access-tokens.js';
import { JwtStrategy } from './jwt.strategy.js';

@Global()
@Module({
  imports: [PassportModule, JwtModule.register({})],
  providers: [JwtStrategy, AccessTokens, { provide: APP_GUARD, useClass: AccessGuard }],
  exports: [AccessTokens],
})
export class AccessModule {}
