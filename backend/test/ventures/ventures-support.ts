import { expect } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { TestAccount } from '../support/accounts.js';
import { createSprint } from '../support/events.js';
import { applyAs } from '../support/participation.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ErrorBody {
  code: string;
  message: string;
  fields?: { field: string; reason: string }[];
}

/** Helpers of the ventures specs: calls, teams submitted to sprints, and the audit trail of a venture. */
export class VenturesWorld {
  constructor(
    readonly app: NestFastifyApplication,
    readonly admin: TestAccount,
    readonly organizer: TestAccount,
  ) {}

  call(method: Method, url: string, who?: TestAccount, payload?: object) {
    return this.app.inject({ method, url: `/api${url}`, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
  }

  /** An active sprint with these judges. */
  async sprint(judges: TestAccount[] = []): Promise<string> {
    const eventId = await createSprint(this.app, this.organizer);
    for (const judge of judges) {
      const seated = await this.call('POST', `/admin/events/${eventId}/judges`, this.organizer, {
        userId: judge.userId,
      });
      expect(seated.statusCode).toBe(201);
    }
    return eventId;
  }

  /** `owner` applies (approved), creates a team in the sprint and adds `members`: the project's id. */
  async team(eventId: string, owner: TestAccount, title: string, members: TestAccount[] = []): Promise<string> {
    await applyAs(this.app, owner, eventId, this.admin);
    const team = await this.call('POST', `/events/${eventId}/team`, owner, { title });
    expect(team.statusCode).toBe(201);
    const projectId = team.json<{ id: string }>().id;
    for (const member of members) {
      await applyAs(this.app, member, eventId, this.admin);
      // Arranged directly: how people join a team is teams' spec; here only membership matters.
      await this.em().execute("insert into project_members (project_id, user_id, role) values (?, ?, 'member')", [
        projectId,
        member.userId,
      ]);
    }
    return projectId;
  }

  submit(projectId: string, eventId: string, who: TestAccount, venture: object = {}) {
    return this.call('POST', `/projects/${projectId}/submissions`, who, { eventId, track: 'discovery', ...venture });
  }

  /** A team submitted to the sprint: the submission's id and its venture's. */
  async entry(
    eventId: string,
    owner: TestAccount,
    title: string,
    venture: object = {},
    members: TestAccount[] = [],
  ): Promise<{ projectId: string; submissionId: string; ventureId: string }> {
    const projectId = await this.team(eventId, owner, title, members);
    const submitted = await this.submit(projectId, eventId, owner, venture);
    expect(submitted.statusCode).toBe(201);
    const submissionId = submitted.json<{ id: string }>().id;
    return { projectId, submissionId, ventureId: await this.ventureOf(submissionId) };
  }

  async ventureOf(submissionId: string): Promise<string> {
    const [row] = await this.em().execute<{ venture_id: string }[]>(
      'select venture_id from project_submissions where id = ?',
      [submissionId],
    );
    return row.venture_id;
  }

  /** The venture's audit events, oldest first. */
  async events(
    ventureId: string,
  ): Promise<{ type: string; payload: Record<string, unknown>; actor_id: string | null }[]> {
    return this.em().execute(
      "select type, payload, actor_id from domain_events where stream_type = 'venture' and stream_id = ? order by id",
      [ventureId],
    );
  }

  async lastEvent(ventureId: string) {
    return (await this.events(ventureId)).at(-1);
  }

  async count(sql: string, params: unknown[] = []): Promise<number> {
    const [row] = await this.em().execute<{ n: string }[]>(sql, params);
    return Number(row.n);
  }

  em(): EntityManager {
    return this.app.get(EntityManager).fork();
  }
}
