import { Global, Module } from '@nestjs/common';
import { SessionRoleLookup } from '../common/auth/session-role-lookup.js';
import { SessionRoleStatement } from './session-role.statement.js';

/** Gives the access guard (common/auth) its session check, without common/ knowing this feature. */
@Global()
@Module({
  providers: [{ provide: SessionRoleLookup, useClass: SessionRoleStatement }],
  exports: [SessionRoleLookup],
})
export class SessionCheckModule {}
