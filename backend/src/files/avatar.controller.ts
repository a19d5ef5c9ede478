import { Body, Controller, Delete, HttpCode, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, SignedIn } from '../common/auth/access.decorators.js';
import type { AuthUser } from '../common/auth/roles.js';
import { ErrorBody } from '../common/errors/error-body.js';
import { ChangeAvatarCommand } from './commands/change-avatar/change-avatar.command.js';
import { ChangeAvatarDto } from './commands/change-avatar/change-avatar.request.dto.js';

/** The caller's uploaded avatar: the first consumer of uploads; the profile answers its URL. */
@ApiTags('files')
@Controller('me/avatar')
@SignedIn()
export class AvatarController {
  constructor(private readonly commands: CommandBus) {}

  /** Sets the avatar to a staged avatar upload of the caller's; the previous one is deleted. */
  @Put()
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Set (GET /api/me/profile answers its avatarFileUrl)' })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'fileId is not a UUID' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No such file of the caller' })
  @ApiConflictResponse({ type: ErrorBody, description: 'Not an avatar upload, or in use already' })
  async set(@CurrentUser() user: AuthUser, @Body() body: ChangeAvatarDto): Promise<void> {
    await this.commands.execute(new ChangeAvatarCommand(user.id, body.fileId));
  }

  /** Removes the uploaded avatar (its file is deleted); nothing happens when there is none. */
  @Delete()
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Removed' })
  async remove(@CurrentUser() user: AuthUser): Promise<void> {
    await this.commands.execute(new ChangeAvatarCommand(user.id, null));
  }
}
