/**
 * Job name -> payload, for every job a command can ask for. Empty here: the feature that runs a job
 * declares it next to its handler, so transactions/ knows no job:
 *
 *   declare module '../transactions/job.js' {
 *     interface JobPayloads {
 *       'email.send': EmailMessage;
 *     }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface JobPayloads {}

export type JobName = keyof JobPayloads;

/** A job to run after the command commits; for a union of names, a union narrowed by `name`. */
export type JobOf<N extends JobName = JobName> = N extends unknown
  ? { readonly name: N; readonly payload: JobPayloads[N] }
  : never;
