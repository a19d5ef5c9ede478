import { UploadInProgress } from './upload-in-progress.entity.js';
import { UploadedFile } from './uploaded-file.entity.js';

/** Registered by FilesModule. */
export const FILES_ENTITIES = [UploadedFile, UploadInProgress];
