import { AppError } from '../../common/errors/app-error.js';

export type WinnersErrorCode = 'WINNER_NOT_FOUND' | 'ALREADY_AWARDED';

export class WinnerNotFound extends AppError {
  constructor() {
    super('WINNER_NOT_FOUND' satisfies WinnersErrorCode, 404, 'Winner not found');
  }
}

export class AlreadyAwarded extends AppError {
  constructor() {
    super('ALREADY_AWARDED' satisfies WinnersErrorCode, 409, 'This submission already has a winner entry.');
  }
}
