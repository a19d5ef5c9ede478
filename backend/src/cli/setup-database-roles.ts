// `npm run db:setup-roles`: once per install (and harmless to repeat), with a superuser's URL in
// DATABASE_ADMIN_URL: creates the owner role of MIGRATION_DATABASE_URL and the runtime role of
// DATABASE_URL, and hands the database to the owner. `npm start` does this for its embedded
// database by itself; docker compose runs it as the `db-setup` service.
import { ensureDatabaseRoles } from '../database/roles/database-roles.js';

const { DATABASE_ADMIN_URL: adminUrl, MIGRATION_DATABASE_URL: migrationUrl, DATABASE_URL: databaseUrl } = process.env;
if (!adminUrl || !migrationUrl || !databaseUrl) {
  console.error('DATABASE_ADMIN_URL, MIGRATION_DATABASE_URL and DATABASE_URL are required.');
  process.exit(2);
}
await ensureDatabaseRoles(adminUrl, migrationUrl, databaseUrl);
console.log(
  `Database roles ready: ${new URL(migrationUrl).username} owns the schema, ${new URL(databaseUrl).username} runs the app.`,
);
