import { ApiProperty } from '@nestjs/swagger';
import type { FieldProblem } from './app-error.js';

export class FieldProblemDto implements FieldProblem {
  /** The input field, as a dotted path (e.g. `images.0.url`). */
  @ApiProperty({ example: 'email' })
  field!: string;

  /** Why it was refused. */
  @ApiProperty({ example: 'must be an email' })
  reason!: string;
}

/** The one shape of every error the API returns. */
export class ErrorBody {
  @ApiProperty({ example: 400 })
  statusCode!: number;

  /** A stable, machine-readable code (e.g. VALIDATION_FAILED, VERSION_CONFLICT). */
  @ApiProperty({ example: 'VALIDATION_FAILED' })
  code!: string;

  /** A message fit to show the user. */
  @ApiProperty({ example: 'Some fields are invalid.' })
  message!: string;

  fields?: FieldProblemDto[];

  /** Quote it when reporting a problem: it finds the request in the logs. */
  @ApiProperty({ example: 'b1f0c1d2-...' })
  requestId!: string;
}
