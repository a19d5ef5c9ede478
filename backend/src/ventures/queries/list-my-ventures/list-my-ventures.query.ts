import { Query } from '@nestjs/cqrs';
import type { VentureCardDto } from '../../venture-views.dto.js';

export class ListMyVenturesQuery extends Query<VentureCardDto[]> {
  constructor(readonly userId: string) {
    super();
  }
}
