// Entry for the `mikro-orm` CLI (e.g. `npm run db:migration:create`); the app builds its config from AppConfig.
import { ormConfig } from './database/orm-config.js';

export default ormConfig(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sprintboard');
