/**
 * The data the server-rendered public pages show, provided by the feature that owns it (events),
 * so the HTTP layer reads it through that feature's queries, never from tables of its own.
 */
export abstract class PublicPageData {
  /** The public events list, as GET /api/events answers it. */
  abstract publicEvents(): Promise<readonly unknown[]>;
  /** One event as GET /api/events/{id} answers a visitor; null for an unknown id or a draft. */
  abstract publicEvent(eventId: string): Promise<unknown>;
}
