import { Body, Controller, Get, Header, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, Roles } from '../common/auth/access.decorators.js';
import type { AuthUser } from '../common/auth/roles.js';
import { ErrorBody } from '../common/errors/error-body.js';
import { ReweighCriteriaCommand } from '../events/commands/reweigh-criteria/reweigh-criteria.command.js';
import {
  UsedWeightsDto,
  UseSuggestedWeightsDto,
} from './commands/use-suggested-weights/use-suggested-weights.request.dto.js';
import type { InsightsParameters } from './insights-screen.js';
import { DEFAULT_PREDICTED_OUTCOME } from './insights-assembly.js';
import { ExportInsightsQuery } from './queries/export-insights/export-insights.query.js';
import { GetInsightsQuery } from './queries/get-insights/get-insights.query.js';
import { InsightsExportQueryDto, InsightsQueryDto } from './queries/get-insights/get-insights.request.dto.js';
import { InsightsDto } from './queries/get-insights/insights.response.dto.js';

/** Staff: organizers and admins (section 4 inside is the admins'). */
const INSIGHTS_READERS = ['admin', 'organizer'] as const;

function parametersOf(query: InsightsQueryDto): InsightsParameters {
  return {
    horizon: query.horizon ?? 180,
    verifiedOnly: query.verifiedOnly ?? true,
    outcome: query.outcome ?? DEFAULT_PREDICTED_OUTCOME,
  };
}

/** `/admin/insights` (insights.md): did our picks turn into ventures? */
@ApiTags('insights')
@Controller('admin/insights')
@Roles(...INSIGHTS_READERS)
export class InsightsAdminController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  /** Every section at a horizon (section 5 ignores it); `people` (section 4) is null unless the caller is an admin. */
  @Get()
  @ApiOkResponse({ type: InsightsDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'A parameter is invalid (named)' })
  get(@CurrentUser() user: AuthUser, @Query() query: InsightsQueryDto): Promise<InsightsDto> {
    return this.queries.execute(new GetInsightsQuery(user.role, parametersOf(query)));
  }

  /** One section's table as CSV; 'judges' and 'reviewers' only for admins (403 otherwise). */
  @Get('export')
  @ApiOkResponse({ description: 'CSV', schema: { type: 'string' } })
  @ApiProduces('text/csv')
  @ApiBadRequestResponse({ type: ErrorBody, description: 'A parameter is invalid (named)' })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Judges and reviewers, asked by an organizer' })
  @Header('content-type', 'text/csv; charset=utf-8')
  @Header('content-disposition', 'attachment; filename="sprintboard-insights.csv"')
  export(@CurrentUser() user: AuthUser, @Query() query: InsightsExportQueryDto): Promise<string> {
    return this.queries.execute(new ExportInsightsQuery(user.role, parametersOf(query), query.section));
  }

  /** 'Use these weights': sets the upcoming event's criteria to them (by label) in one audited command. */
  @Post('weights')
  @ApiCreatedResponse({ type: UsedWeightsDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'A field is missing or invalid (named)' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No such event' })
  @ApiConflictResponse({ type: ErrorBody, description: 'The event is not upcoming' })
  useWeights(@CurrentUser() user: AuthUser, @Body() body: UseSuggestedWeightsDto): Promise<UsedWeightsDto> {
    return this.commands.execute(new ReweighCriteriaCommand(user.id, body.eventId, body.weights));
  }
}
