import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, Public, SignedIn } from '../common/auth/access.decorators.js';
import type { AuthUser } from '../common/auth/roles.js';
import { ErrorBody } from '../common/errors/error-body.js';
import { AddMilestoneCommand } from './commands/add-milestone/add-milestone.command.js';
import { EditMilestoneCommand } from './commands/edit-milestone/edit-milestone.command.js';
import { RelinkEntryCommand } from './commands/relink-entry/relink-entry.command.js';
import { RelinkEntryDto } from './commands/relink-entry/relink-entry.request.dto.js';
import { RemoveMilestoneCommand } from './commands/remove-milestone/remove-milestone.command.js';
import { RemoveVentureMemberCommand } from './commands/remove-venture-member/remove-venture-member.command.js';
import { UpdateVentureCommand } from './commands/update-venture/update-venture.command.js';
import { UpdateVentureDto } from './commands/update-venture/update-venture.request.dto.js';
import { MilestoneInputDto } from './milestone-input.dto.js';
import { milestoneRecordOf } from './milestone-record.js';
import { AttachMilestoneEvidenceCommand } from './commands/attach-milestone-evidence/attach-milestone-evidence.command.js';
import { AttachMilestoneEvidenceDto } from './commands/attach-milestone-evidence/attach-milestone-evidence.request.dto.js';
import { RemoveMilestoneEvidenceCommand } from './commands/remove-milestone-evidence/remove-milestone-evidence.command.js';
import { GetVentureQuery } from './queries/get-venture/get-venture.query.js';
import { ListMyVenturesQuery } from './queries/list-my-ventures/list-my-ventures.query.js';
import { ListVentureChoicesQuery } from './queries/list-venture-choices/list-venture-choices.query.js';
import { CreatedVentureItemDto, VentureCardDto, VentureChoiceDto, VentureDto } from './venture-views.dto.js';

/**
 * Ventures (ventures.md): members read and keep their ventures; a public venture's page is open to
 * anyone. Staff's commands (verify, move, merge) are on VenturesAdminController.
 */
@ApiTags('ventures')
@Controller()
export class VenturesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** 'My Ventures'. */
  @Get('ventures/mine')
  @SignedIn()
  @ApiOkResponse({ type: [VentureCardDto] })
  mine(@CurrentUser() user: AuthUser): Promise<VentureCardDto[]> {
    return this.queries.execute(new ListMyVenturesQuery(user.id));
  }

  /** The submit form's 'Continues venture …' options. */
  @Get('ventures/mine/choices')
  @SignedIn()
  @ApiOkResponse({ type: [VentureChoiceDto] })
  choices(@CurrentUser() user: AuthUser): Promise<VentureChoiceDto[]> {
    return this.queries.execute(new ListVentureChoicesQuery(user.id));
  }

  /** A venture page: members and staff see all of it, anyone else a public venture's public part. */
  @Get('ventures/:ventureId')
  @Public()
  @ApiOkResponse({ type: VentureDto })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No such venture, or a private one the caller may not read' })
  get(
    @CurrentUser() user: AuthUser | undefined,
    @Param('ventureId', new ParseUUIDPipe()) ventureId: string,
  ): Promise<VentureDto> {
    return this.queries.execute(new GetVentureQuery(user, ventureId));
  }

  /** 'Edit Venture': name, pitch, public (members). */
  @Patch('ventures/:ventureId')
  @SignedIn()
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Not a member' })
  @ApiConflictResponse({ type: ErrorBody, description: 'The venture was merged into another' })
  async update(
    @CurrentUser() user: AuthUser,
    @Param('ventureId', new ParseUUIDPipe()) ventureId: string,
    @Body() body: UpdateVentureDto,
  ): Promise<void> {
    await this.commands.execute(new UpdateVentureCommand(user, ventureId, body));
  }

  /** 'Add Milestone' (members). */
  @Post('ventures/:ventureId/milestones')
  @SignedIn()
  @ApiCreatedResponse({ type: CreatedVentureItemDto })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Not a member' })
  async addMilestone(
    @CurrentUser() user: AuthUser,
    @Param('ventureId', new ParseUUIDPipe()) ventureId: string,
    @Body() body: MilestoneInputDto,
  ): Promise<CreatedVentureItemDto> {
    return { id: await this.commands.execute(new AddMilestoneCommand(user, ventureId, milestoneRecordOf(body))) };
  }

  /** Edit a milestone (members); a verified one becomes self-reported again. */
  @Put('ventures/:ventureId/milestones/:milestoneId')
  @SignedIn()
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Not a member' })
  async editMilestone(
    @CurrentUser() user: AuthUser,
    @Param('ventureId', new ParseUUIDPipe()) ventureId: string,
    @Param('milestoneId', new ParseUUIDPipe()) milestoneId: string,
    @Body() body: MilestoneInputDto,
  ): Promise<void> {
    await this.commands.execute(new EditMilestoneCommand(user, ventureId, milestoneId, milestoneRecordOf(body)));
  }

  /** Remove a milestone (members). */
  @Delete('ventures/:ventureId/milestones/:milestoneId')
  @SignedIn()
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Not a member' })
  async removeMilestone(
    @CurrentUser() user: AuthUser,
    @Param('ventureId', new ParseUUIDPipe()) ventureId: string,
    @Param('milestoneId', new ParseUUIDPipe()) milestoneId: string,
  ): Promise<void> {
    await this.commands.execute(new RemoveMilestoneCommand(user, ventureId, milestoneId));
  }

  /** Attach an uploaded evidence file (purpose 'milestone_evidence', the caller's) to a milestone (members). */
  @Post('ventures/:ventureId/milestones/:milestoneId/evidence')
  @SignedIn()
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Attached (the venture page lists it under the milestone)' })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Not a member' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No such venture, milestone or staged file of the caller' })
  @ApiConflictResponse({ type: ErrorBody, description: 'Not an evidence upload, in use already, or 5 files already' })
  async attachEvidence(
    @CurrentUser() user: AuthUser,
    @Param('ventureId', new ParseUUIDPipe()) ventureId: string,
    @Param('milestoneId', new ParseUUIDPipe()) milestoneId: string,
    @Body() body: AttachMilestoneEvidenceDto,
  ): Promise<void> {
    await this.commands.execute(new AttachMilestoneEvidenceCommand(user, ventureId, milestoneId, body.fileId));
  }

  /** Remove an evidence file from a milestone (members): the file is deleted. */
  @Delete('ventures/:ventureId/milestones/:milestoneId/evidence/:fileId')
  @SignedIn()
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Not a member' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No such venture, milestone or evidence file' })
  async removeEvidence(
    @CurrentUser() user: AuthUser,
    @Param('ventureId', new ParseUUIDPipe()) ventureId: string,
    @Param('milestoneId', new ParseUUIDPipe()) milestoneId: string,
    @Param('fileId', new ParseUUIDPipe()) fileId: string,
  ): Promise<void> {
    await this.commands.execute(new RemoveMilestoneEvidenceCommand(user, ventureId, milestoneId, fileId));
  }

  /** A member leaves the venture, or staff remove a member. */
  @Delete('ventures/:ventureId/members/:userId')
  @SignedIn()
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiForbiddenResponse({ type: ErrorBody, description: 'A member may remove only themselves' })
  async removeMember(
    @CurrentUser() user: AuthUser,
    @Param('ventureId', new ParseUUIDPipe()) ventureId: string,
    @Param('userId', new ParseUUIDPipe()) userId: string,
  ): Promise<void> {
    await this.commands.execute(new RemoveVentureMemberCommand(user, ventureId, userId));
  }

  /** The project's owner moves its entry to another of their ventures, until judging of the sprint opens. */
  @Post('ventures/entries/:submissionId/venture')
  @SignedIn()
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiForbiddenResponse({ type: ErrorBody, description: "Not the project's owner, or not a member of the venture" })
  @ApiConflictResponse({
    type: ErrorBody,
    description: 'Judging of the sprint has opened, or the venture is already in it',
  })
  async relink(
    @CurrentUser() user: AuthUser,
    @Param('submissionId', new ParseUUIDPipe()) submissionId: string,
    @Body() body: RelinkEntryDto,
  ): Promise<void> {
    await this.commands.execute(new RelinkEntryCommand(user, submissionId, body.ventureId));
  }
}
