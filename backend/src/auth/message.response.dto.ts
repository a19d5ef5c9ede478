export class MessageDto {
  message!: string;
}
