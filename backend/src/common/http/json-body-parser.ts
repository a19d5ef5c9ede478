import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { RawServerDefault } from 'fastify';
import { tooManyJsonValues } from '../errors/json-value-count.js';
import { invalidFields } from '../errors/validation.js';

/**
 * Fastify's own JSON parser (prototype poisoning refused, as Nest sets it up), behind a count of
 * the text's values: a body holding too many is a 400 naming the list before it is parsed, since
 * parsing 120,000 empty objects alone costs more than a health check many times over.
 */
export function useCountingJsonParser(app: NestFastifyApplication, bodyLimit: number): void {
  const parse = app.getHttpAdapter().getInstance().getDefaultJsonParser('error', 'error');
  app.useBodyParser<RawServerDefault>('application/json', { bodyLimit }, (request, body, done) => {
    const problem = tooManyJsonValues(body);
    if (problem) done(invalidFields([problem]));
    else void parse(request, body.toString('utf8'), done);
  });
}
