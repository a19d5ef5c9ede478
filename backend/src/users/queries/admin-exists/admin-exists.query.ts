import { Query } from '@nestjs/cqrs';

export class AdminExistsQuery extends Query<boolean> {}
