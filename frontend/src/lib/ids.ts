const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` has the shape of the server's record ids (any UUID version). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
