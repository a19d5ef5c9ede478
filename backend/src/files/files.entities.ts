import { UploadedFile } from './uploaded-file.entity.js';

/** Registered by FilesModule. */
export const FILES_ENTITIES = [UploadedFile];
