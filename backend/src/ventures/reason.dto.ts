import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { trim } from '../common/errors/text-transforms.js';
import { REASON_MAX } from './venture-rules.js';

/** Staff's reason for a move or a merge, kept in the audit trail. */
export function Reason() {
  return (target: object, property: string) => {
    Transform(trim)(target, property);
    IsString()(target, property);
    IsNotEmpty({ message: 'Please give a reason.' })(target, property);
    MaxLength(REASON_MAX)(target, property);
  };
}
