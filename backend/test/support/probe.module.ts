import { Body, Controller, Module, Param, Post } from '@nestjs/common';
import { IsEmail, IsInt, IsOptional, IsString, Min } from 'class-validator';
import { DomainEvent } from '../../src/audit/domain-event.js';
import { CurrentUser, Roles } from '../../src/common/auth/access.decorators.js';
import type { AuthUser } from '../../src/common/auth/roles.js';
import { CommandTransaction } from '../../src/transactions/command-transaction.js';

/** A test-only event on a test-only stream. */
export class ProbeNoted extends DomainEvent<{ note: string }> {
  static readonly TYPE = 'probe.noted';
  readonly type = ProbeNoted.TYPE;
  readonly streamType = 'probe';
}

declare module '../../src/audit/domain-event.js' {
  interface EventPayloads {
    [ProbeNoted.TYPE]: ProbeNoted['payload'];
  }
}

class NoteDto {
  @IsString()
  note!: string;

  @IsInt()
  @Min(0)
  expectedVersion!: number;
}

class SignupProbeDto {
  @IsEmail()
  email!: string;

  @IsInt()
  @Min(1)
  count!: number;

  @IsOptional()
  @IsString()
  nickname?: string;
}

/** Routes that exercise the shared HTTP behaviour (validation, errors, 409) in integration tests. */
@Controller('probe')
class ProbeController {
  constructor(private readonly transaction: CommandTransaction) {}

  @Post('validate')
  @Roles('admin', 'organizer', 'participant', 'judge')
  validate(@Body() body: SignupProbeDto): SignupProbeDto {
    return body;
  }

  @Post('streams/:id/notes')
  @Roles('admin')
  async note(@Param('id') id: string, @Body() body: NoteDto, @CurrentUser() user: AuthUser): Promise<{ ok: true }> {
    await this.transaction.run(user.id, (tx) => {
      tx.record(new ProbeNoted(id, { note: body.note }), body.expectedVersion);
    });
    return { ok: true };
  }
}

@Module({ controllers: [ProbeController] })
export class ProbeModule {}

declare module '../../src/notifications/email/email-message.js' {
  interface EmailTemplates {
    /** Test-only templates of the backbone tests. */
    probe: undefined;
    'probe.decision': undefined;
  }
}
