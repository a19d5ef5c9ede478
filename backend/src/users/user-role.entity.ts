import { defineEntity, p } from '@mikro-orm/core';
import { ROLES } from '../common/auth/roles.js';

export const UserRole = defineEntity({
  name: 'UserRole',
  tableName: 'user_roles',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid().unique(),
    role: p.enum(ROLES).default('participant'),
  },
});
