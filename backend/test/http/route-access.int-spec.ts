import { Controller, Get, Module } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { listRouteAccess } from '../../src/common/auth/route-access.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';

@Controller('forgotten')
class ForgottenController {
  @Get()
  secret(): string {
    return 'should never be served';
  }
}

@Module({ controllers: [ForgottenController] })
class ForgottenModule {}

describe('route access declarations', () => {
  it('every route of the app declares @Public(), @SignedIn() or @Roles()', async () => {
    const app = await startTestApp(testConfig(await createTestDatabase()));
    try {
      const routes = listRouteAccess(app.get(DiscoveryService), app.get(Reflector));
      expect(routes.length).toBeGreaterThan(0);
      expect(routes.filter((route) => route.rule === undefined).map((route) => route.route)).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('would catch a route without a declaration, and the guard denies it', async () => {
    const app: NestFastifyApplication = await startTestApp(testConfig(await createTestDatabase()), {
      extraImports: [ForgottenModule],
    });
    try {
      const routes = listRouteAccess(app.get(DiscoveryService), app.get(Reflector));
      expect(routes.filter((route) => route.rule === undefined).map((route) => route.route)).toEqual([
        'GET /forgotten',
      ]);
      const response = await app.inject({ method: 'GET', url: '/api/forgotten' });
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('should never be served');
    } finally {
      await app.close();
    }
  });
});
