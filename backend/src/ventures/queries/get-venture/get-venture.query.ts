import { Query } from '@nestjs/cqrs';
import type { AuthUser } from '../../../common/auth/roles.js';
import type { VentureDto } from '../../venture-views.dto.js';

export class GetVentureQuery extends Query<VentureDto> {
  constructor(
    readonly viewer: AuthUser | undefined,
    readonly ventureId: string,
  ) {
    super();
  }
}
