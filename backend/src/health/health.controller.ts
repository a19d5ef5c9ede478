import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../common/auth/access.decorators.js';
import { HealthDto } from './health.dto.js';
import { HealthProbe } from './health.probe.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly probe: HealthProbe) {}

  /** Whether the app can reach its database and Redis (503 when either is down). */
  @Get()
  @Public()
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: HealthDto })
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthDto> {
    const health = await this.probe.check();
    void reply.status(health.status === 'ok' ? 200 : 503).header('cache-control', 'no-store');
    return health;
  }
}
