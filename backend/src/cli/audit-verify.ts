// `npm run audit:verify`: walks the event store's hash chain; exit 1 names the first bad event.
import { MikroORM } from '@mikro-orm/postgresql';
import { ChainVerifier } from '../audit/chain-verifier.js';
import { EventStore } from '../audit/event-store.js';
import { ormConfig } from '../database/orm-config.js';
import { startLocalServices } from '../dev-services/local-services.js';

const services = await startLocalServices(process.env, { mail: false });
const orm = await MikroORM.init(ormConfig(services.env.DATABASE_URL ?? ''));
let exitCode = 0;
try {
  const result = await new ChainVerifier(new EventStore()).verify(orm.em.fork());
  if (result.ok) {
    console.log(`Audit chain intact: verified ${result.verified} event(s).`);
  } else {
    console.error(
      `Audit chain broken at event ${result.brokenAt}: ${result.reason} (${result.verified} event(s) before it verified).`,
    );
    exitCode = 1;
  }
} finally {
  await orm.close(true);
  await services.stop();
}
process.exit(exitCode);
