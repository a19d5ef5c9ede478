import { IsNewPassword } from '../../../common/accounts/new-password.decorator.js';
import { LinkTokenDto } from '../../link-token.request.dto.js';

export class ResetPasswordDto extends LinkTokenDto {
  @IsNewPassword()
  password!: string;
}
