import { Global, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { StorageConfig } from '../config/storage-config.js';
import { FileStorage } from './file-storage.js';
import { LocalFileStorage } from './local-file-storage.js';
import { S3FileStorage } from './s3-file-storage.js';

/** The driver the configuration names: S3 when STORAGE_URL is set, local disk otherwise. */
export function createFileStorage(config: StorageConfig): FileStorage {
  switch (config.driver) {
    case 'local':
      return new LocalFileStorage(config.dir);
    case 's3':
      return new S3FileStorage(config);
  }
}

/** Infrastructure: inject `FileStorage` anywhere. Nothing touches the disk or the bucket at start. */
@Global()
@Module({
  providers: [
    {
      provide: FileStorage,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => createFileStorage(config.storage),
    },
  ],
  exports: [FileStorage],
})
export class StorageModule {}
