// `npm run worker`: the outbox relay and queue workers alone, no HTTP (scale these separately).
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module.js';
import { onShutdownSignal } from './common/shutdown.js';
import { nestLogLevels } from './config/log-levels.js';
import { loadConfigOrExit } from './config/load-or-exit.js';
import { startLocalServices } from './dev-services/local-services.js';

const services = await startLocalServices(process.env, { mail: false });
const config = await loadConfigOrExit(services.env, services.stop);
const app = await NestFactory.createApplicationContext(AppModule.forRoot(config, { runWorkers: true }), {
  logger: nestLogLevels(config.logLevel),
});
onShutdownSignal(async () => {
  await app.close();
  await services.stop();
});
console.log('Sprintboard worker running');
