import { ParseUUIDPipe } from '@nestjs/common';
import { invalidFields } from '../../common/errors/validation.js';

/** A path id that must be a UUID: a 400 naming the parameter, not the body. */
export function uuidParam(name: string): ParseUUIDPipe {
  return new ParseUUIDPipe({ exceptionFactory: () => invalidFields([{ field: name, reason: 'must be a UUID' }]) });
}
