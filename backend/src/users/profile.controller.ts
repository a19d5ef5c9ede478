import { Body, Controller, Get, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, SignedIn } from '../common/auth/access.decorators.js';
import type { AuthUser } from '../common/auth/roles.js';
import { ErrorBody } from '../common/errors/error-body.js';
import { UpdateProfileCommand } from './commands/update-profile/update-profile.command.js';
import { UpdateProfileDto } from './commands/update-profile/update-profile.request.dto.js';
import { GetProfileQuery } from './queries/get-profile/get-profile.query.js';
import { ProfileDto } from './queries/get-profile/profile.response.dto.js';

@ApiTags('profile')
@Controller('me/profile')
@SignedIn()
export class ProfileController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOkResponse({ type: ProfileDto })
  get(@CurrentUser() user: AuthUser): Promise<ProfileDto> {
    return this.queries.execute(new GetProfileQuery(user.id));
  }

  @Put()
  @ApiOkResponse({ type: ProfileDto })
  @ApiConflictResponse({ type: ErrorBody, description: 'The profile changed since it was loaded' })
  async update(@CurrentUser() user: AuthUser, @Body() body: UpdateProfileDto): Promise<ProfileDto> {
    await this.commands.execute(new UpdateProfileCommand(user.id, body));
    return this.queries.execute(new GetProfileQuery(user.id));
  }
}
