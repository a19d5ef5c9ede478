// Entry for the `mikro-orm` CLI (e.g. `npm run db:migration:create`); the app builds its config from AppConfig.
import { APP_ENTITIES } from './app-entities.js';
import { ormConfig } from './database/orm-config.js';

// Migrations are the owner role's business: MIGRATION_DATABASE_URL when the install has two roles.
export default ormConfig(
  process.env.MIGRATION_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sprintboard',
  { entities: APP_ENTITIES },
);
