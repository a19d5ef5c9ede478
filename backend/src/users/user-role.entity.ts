import { defineEntity, p } from '@mikro-orm/core';
import { ROLES } from '../common/auth/roles.js';
import { User } from './user.entity.js';

/** The one role of each user. */
export const UserRole = defineEntity({
  name: 'UserRole',
  tableName: 'user_roles',
  properties: {
    id: p.uuid().primary(),
    user: p.manyToOne(User).deleteRule('cascade').foreignKeyName('user_roles_user_id_fkey'),
    role: p.enum(ROLES).default('participant'),
  },
  uniques: [{ name: 'user_roles_user_id_key', properties: ['user'] }],
  indexes: [{ name: 'user_roles_role_index', properties: ['role'] }],
});
