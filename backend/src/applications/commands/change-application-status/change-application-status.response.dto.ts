export class ApplicationVersionDto {
  version!: number;
}
