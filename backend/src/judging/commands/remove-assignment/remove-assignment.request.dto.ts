import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';

export class RemoveAssignmentQueryDto {
  /** Required (true) when the assignment has saved scores. */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'confirm must be true or false' })
  confirm?: boolean;
}
