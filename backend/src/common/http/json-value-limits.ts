import { Transform } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { JsonValueCounter } from '../errors/json-value-count.js';
import { invalidFields } from '../errors/validation.js';

/**
 * Counts a JSON body's values and nesting as it arrives (JsonValueCounter), so a body over the
 * limits is a 400 naming the list once its first kilobytes are in: neither collected whole nor
 * parsed. Other bodies pass through unchanged to Fastify's own JSON parser.
 */
export function countJsonBodiesOnArrival(fastify: FastifyInstance): void {
  fastify.addHook('preParsing', (request, _reply, payload, done) => {
    if (mediaTypeOf(request.headers['content-type']) !== 'application/json') {
      done(null, payload);
      return;
    }
    const counter = new JsonValueCounter();
    const counted = new Transform({
      transform(piece: Buffer, _encoding, next) {
        const problem = counter.read(piece);
        next(problem ? invalidFields([problem]) : null, piece);
      },
    });
    // Not pipeline(): it would destroy the request, and the socket with it, before the 400 is sent.
    payload.on('error', (error) => counted.destroy(error));
    done(null, payload.pipe(counted));
  });
}

function mediaTypeOf(contentType: string | undefined): string | undefined {
  return contentType?.split(';', 1)[0].trim().toLowerCase();
}
