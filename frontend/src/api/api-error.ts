export interface ApiFieldError {
  field: string;
  reason: string;
}

/** The error body every backend endpoint returns. */
export interface ApiErrorBody {
  statusCode: number;
  code: string;
  message: string;
  fields?: ApiFieldError[];
  requestId?: string;
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const { statusCode, code, message, fields } = value as Record<string, unknown>;
  return (
    typeof statusCode === 'number' &&
    typeof code === 'string' &&
    typeof message === 'string' &&
    (fields === undefined || Array.isArray(fields))
  );
}

/** A non-2xx response from the API, with the HTTP method so callers can judge retries. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fields: ApiFieldError[];
  readonly method: string;
  readonly requestId: string | undefined;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    method: string;
    fields?: ApiFieldError[];
    requestId?: string;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.method = init.method.toUpperCase();
    this.fields = init.fields ?? [];
    this.requestId = init.requestId;
  }

  /** Gateways (502/503/504) answer with HTML or nothing, so the body shape is not guaranteed. */
  static fromResponse(response: Pick<Response, 'status' | 'statusText'>, method: string, body: unknown): ApiError {
    if (isApiErrorBody(body)) {
      return new ApiError({
        status: response.status,
        code: body.code,
        message: body.message,
        method,
        fields: body.fields,
        requestId: body.requestId,
      });
    }
    return new ApiError({
      status: response.status,
      code: `HTTP_${response.status}`,
      message: response.statusText || `Request failed with status ${response.status}`,
      method,
    });
  }
}
