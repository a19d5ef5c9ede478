import { expressionBuilder } from 'kysely';

/**
 * A value for a jsonb column. pg would send a JS array as a PostgreSQL array literal, so the JSON
 * text goes as a parameter and is cast.
 */
export function jsonb<T>(value: T) {
  const eb = expressionBuilder();
  return eb.cast<T>(eb.val(JSON.stringify(value)), 'jsonb');
}
