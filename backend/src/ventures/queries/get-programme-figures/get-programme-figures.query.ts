import { Query } from '@nestjs/cqrs';
import type { ProgrammeFiguresDto } from './get-programme-figures.response.dto.js';

export class GetProgrammeFiguresQuery extends Query<ProgrammeFiguresDto> {}
