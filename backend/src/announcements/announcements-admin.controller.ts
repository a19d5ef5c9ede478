import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, Roles } from '../common/auth/access.decorators.js';
import { RECORD_READERS } from '../common/auth/record-readers.js';
import type { AuthUser } from '../common/auth/roles.js';
import { ErrorBody } from '../common/errors/error-body.js';
import { segmentChoiceOf } from './announcement-segment.dto.js';
import { CancelAnnouncementCommand } from './commands/cancel-announcement/cancel-announcement.command.js';
import { ScheduleAnnouncementCommand } from './commands/schedule-announcement/schedule-announcement.command.js';
import {
  ScheduleAnnouncementDto,
  ScheduledAnnouncementDto,
} from './commands/schedule-announcement/schedule-announcement.request.dto.js';
import { AnnouncementDto } from './queries/list-announcements/announcement.response.dto.js';
import { ListAnnouncementsQuery } from './queries/list-announcements/list-announcements.query.js';
import { PreviewAnnouncementQuery } from './queries/preview-announcement/preview-announcement.query.js';
import {
  AnnouncementPreviewDto,
  PreviewAnnouncementDto,
} from './queries/preview-announcement/preview-announcement.request.dto.js';

const uuid = () => new ParseUUIDPipe();

/**
 * The hackathon admin's Messages tab (issue 30 'Announcements'), for the event's staff (organizers
 * and admins): preview a segment, send now or schedule, cancel a scheduled one, read the list with
 * its delivery figures. Every change is an audited command on the announcement's stream.
 */
@ApiTags('admin: announcements')
@ApiNotFoundResponse({ type: ErrorBody, description: 'Event Not Found (or the announcement)' })
@Controller('admin/events/:eventId/announcements')
@Roles(...RECORD_READERS.announcement)
export class AnnouncementsAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** The recipient count and the email's text for the form as it stands; writes nothing. */
  @Post('preview')
  @HttpCode(200)
  @ApiOkResponse({ type: AnnouncementPreviewDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'A field is missing or invalid (named)' })
  preview(
    @Param('eventId', uuid()) eventId: string,
    @Body() body: PreviewAnnouncementDto,
  ): Promise<AnnouncementPreviewDto> {
    return this.queries.execute(
      new PreviewAnnouncementQuery(eventId, segmentChoiceOf(body), body.subject ?? '', body.bodyMd ?? ''),
    );
  }

  /** 'Send now' (no sendAt: written to the outbox before this answers) or 'Schedule' (a future sendAt). */
  @Post()
  @ApiCreatedResponse({ type: ScheduledAnnouncementDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'A field is missing or invalid, or the time is past (named)' })
  async schedule(
    @CurrentUser() user: AuthUser,
    @Param('eventId', uuid()) eventId: string,
    @Body() body: ScheduleAnnouncementDto,
  ): Promise<ScheduledAnnouncementDto> {
    const id = await this.commands.execute(
      new ScheduleAnnouncementCommand(user.id, eventId, {
        subject: body.subject,
        bodyMd: body.bodyMd,
        choice: segmentChoiceOf(body),
        sendAt: body.sendAt ? new Date(body.sendAt) : undefined,
      }),
    );
    return { id };
  }

  @Get()
  @ApiOkResponse({ type: [AnnouncementDto] })
  list(@Param('eventId', uuid()) eventId: string): Promise<AnnouncementDto[]> {
    return this.queries.execute(new ListAnnouncementsQuery(eventId));
  }

  /** Only while scheduled: once it is being sent, a 409. */
  @Post(':announcementId/cancel')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Cancelled' })
  @ApiConflictResponse({ type: ErrorBody, description: 'Already sent or cancelled' })
  async cancel(
    @CurrentUser() user: AuthUser,
    @Param('eventId', uuid()) eventId: string,
    @Param('announcementId', uuid()) announcementId: string,
  ): Promise<void> {
    await this.commands.execute(new CancelAnnouncementCommand(user.id, eventId, announcementId));
  }
}
