/** A dependency the launcher started for development, stopped when the app stops. */
export interface LocalService {
  name: string;
  stop(): Promise<void>;
}
