import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** `?page=&pageSize=` of the server-paged lists; each list's controller picks its default size. */
export class PageQueryDto {
  @IsPageNumber()
  page?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  pageSize?: number;
}

/** `?page=` of any paged list: from 1, bounded so a request cannot make the database skip without limit. */
export function IsPageNumber(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ default: 1, minimum: 1, maximum: 10_000 }),
    IsOptional(),
    Type(() => Number),
    IsInt(),
    Min(1),
    Max(10_000),
  );
}
