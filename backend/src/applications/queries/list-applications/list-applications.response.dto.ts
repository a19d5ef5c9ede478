import { ApplicationDto } from '../../application.dto.js';

export class ApplicationPageDto {
  items!: ApplicationDto[];

  total!: number;
}
