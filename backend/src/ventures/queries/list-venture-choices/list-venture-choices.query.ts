import { Query } from '@nestjs/cqrs';
import type { VentureChoiceDto } from '../../venture-views.dto.js';

export class ListVentureChoicesQuery extends Query<VentureChoiceDto[]> {
  constructor(readonly userId: string) {
    super();
  }
}
