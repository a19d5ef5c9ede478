// `npm run audit:verify [-- --head <position>:<hash>:<mac>]`: walks the event store's hash chain
// and checks it against the signed checkpoints; exit 1 names the first bad event. --head takes
// the newest "Audit checkpoint ..." line from the app's logs, which whoever rewrote the database
// could not remove.
import { MikroORM } from '@mikro-orm/postgresql';
import { APP_ENTITIES } from '../app-entities.js';
import { ChainVerifier } from '../audit/chain-verifier.js';
import { CheckpointSigner, parseCheckpoint } from '../audit/checkpoint-signer.js';
import { EventStore } from '../audit/event-store.js';
import { ormConfig } from '../database/orm-config.js';
import { startLocalServices } from '../dev-services/local-services.js';

const USAGE = 'Usage: npm run audit:verify [-- --head <position>:<hash>:<mac>]';
const args = process.argv.slice(2);
const headAt = args.indexOf('--head');
const loggedHead = headAt === -1 ? undefined : parseCheckpoint(args[headAt + 1] ?? '');
if (headAt !== -1 && !loggedHead) {
  console.error(`--head must be a checkpoint as logged, <position>:<hash>:<mac>. ${USAGE}`);
  process.exit(2);
}

const services = await startLocalServices(process.env, { mail: false });
const key = services.env.AUDIT_CHECKPOINT_KEY;
if (!key) {
  console.error('AUDIT_CHECKPOINT_KEY is required: the key the app signs audit checkpoints with.');
  await services.stop();
  process.exit(2);
}
const orm = await MikroORM.init(ormConfig(services.env.DATABASE_URL ?? '', { entities: APP_ENTITIES }));
let exitCode = 0;
try {
  const verifier = new ChainVerifier(new EventStore(), new CheckpointSigner(key));
  const result = await verifier.verify(orm.em.fork(), loggedHead);
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
