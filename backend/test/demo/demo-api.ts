import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DEMO_PASSWORD } from '../../src/cli/demo/demo-accounts.js';

/** The demo as its people reach it: signed in with the printed password, reading what the screens read. */
export function demoApi(app: NestFastifyApplication) {
  return {
    /** The Authorization header of the account's session. */
    async signIn(email: string): Promise<{ authorization: string }> {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email, password: DEMO_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      return { authorization: `Bearer ${response.json<{ accessToken: string }>().accessToken}` };
    },

    /** A GET that must answer 200, its body. */
    async get<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
      const response = await app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(200);
      return response.json<T>();
    },
  };
}
