/**
 * Bad input to the engine: a stable code, a human message and the field it is about
 * (a path such as `sites[2].lat`), so callers can turn it into `{code, message, field}` unchanged.
 */
export class EngineInputError extends Error {
  readonly code: string;
  readonly field: string;

  constructor(field: string, message: string, code = 'invalid_input') {
    super(`${field}: ${message}`);
    this.name = 'EngineInputError';
    this.code = code;
    this.field = field;
  }

  /** The plain `{code, message, field}` shape the server returns. */
  toJSON(): { code: string; message: string; field: string } {
    return { code: this.code, message: this.message, field: this.field };
  }
}
