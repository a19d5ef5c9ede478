import { AppError } from '../common/errors/app-error.js';

export type FilesErrorCode =
  'UPLOAD_NOT_FOUND' | 'UPLOAD_INVALID' | 'UPLOAD_TOO_LARGE' | 'UPLOAD_TYPE_REFUSED' | 'UPLOAD_NOT_ATTACHABLE';

/** No such file, or not one the caller may see (the same answer, so ids cannot be probed). */
export class UploadNotFound extends AppError {
  constructor() {
    super('UPLOAD_NOT_FOUND' satisfies FilesErrorCode, 404, 'The file does not exist.');
  }
}

/** The multipart body is not what the upload expects (a field missing, out of order, empty...). */
export class UploadInvalid extends AppError {
  constructor(field: 'purpose' | 'file' | 'file.name', reason: string) {
    super('UPLOAD_INVALID' satisfies FilesErrorCode, 400, reason, [{ field, reason }]);
  }
}

/** More bytes arrived than the purpose allows ('File is larger than 20 MB'). */
export class UploadTooLarge extends AppError {
  constructor(message: string) {
    super('UPLOAD_TOO_LARGE' satisfies FilesErrorCode, 413, message, [{ field: 'file', reason: message }]);
  }
}

/** The bytes are not of a type the purpose takes ('Only PDF files can be uploaded here'). */
export class UploadTypeRefused extends AppError {
  constructor(reason: string) {
    super('UPLOAD_TYPE_REFUSED' satisfies FilesErrorCode, 415, reason, [{ field: 'file', reason }]);
  }
}

/** A file that cannot be attached here: uploaded for another purpose, or in use or deleted already. */
export class UploadNotAttachable extends AppError {
  constructor(reason: string) {
    super('UPLOAD_NOT_ATTACHABLE' satisfies FilesErrorCode, 409, reason, [{ field: 'fileId', reason }]);
  }
}
