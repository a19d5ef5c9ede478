import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, SignedIn } from '../common/auth/access.decorators.js';
import type { AuthUser } from '../common/auth/roles.js';
import { GetMyJudgingQuery } from './queries/get-my-judging/get-my-judging.query.js';
import { MyJudgingDto } from './queries/get-my-judging/my-judging.response.dto.js';

@ApiTags('judging')
@Controller('me/judging')
@SignedIn()
export class MyJudgingController {
  constructor(private readonly queries: QueryBus) {}

  /** Any role may judge an event, so the header asks the server rather than reading the role. */
  @Get()
  @ApiOkResponse({ type: MyJudgingDto })
  get(@CurrentUser() user: AuthUser): Promise<MyJudgingDto> {
    return this.queries.execute(new GetMyJudgingQuery(user.id));
  }
}
