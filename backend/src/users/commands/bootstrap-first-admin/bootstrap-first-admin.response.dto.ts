export class BootstrapResultDto {
  result!: 'created' | 'exists';
}
