import { IsInt, Min } from 'class-validator';
import { ProjectInputDto } from '../../project-input.dto.js';

export class UpdateProjectDto extends ProjectInputDto {
  /** The project's `version` as the editor loaded it; a stale one is a 409. */
  @IsInt()
  @Min(1)
  version!: number;
}
