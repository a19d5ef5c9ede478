import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { trimToNull } from '../../../common/errors/text-transforms.js';
import { PageQueryDto } from '../../../common/http/page-query.dto.js';

/** A query string carries 'true' or 'false'; anything else stays as sent and is refused. */
const booleanFlag = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

export class ListSubmissionsQueryDto extends PageQueryDto {
  @IsOptional()
  @IsUUID()
  eventId?: string;

  @IsOptional()
  @Transform(trimToNull)
  @IsString()
  @MaxLength(50)
  track?: string;

  /** Part of the submitted title, case-insensitive. */
  @IsOptional()
  @Transform(trimToNull)
  @IsString()
  @MaxLength(200)
  search?: string;

  /** `false`: only submissions without a winner entry (the ones Add Winner offers); `true`: only winners. */
  @IsOptional()
  @Transform(booleanFlag)
  @IsBoolean()
  awarded?: boolean;
}
