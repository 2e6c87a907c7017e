// An error as a worker's message carries it (worker-messages.js's PlainError): the engine's
// errors keep their code and fields, which www/i18n/errors.js words in each language.

/**
 * An error as plain data: its message and its own properties (code and fields).
 * @param {unknown} error anything thrown
 * @returns {import('./worker-messages.js').PlainError}
 */
export function plainError(error) {
  const message = typeof error === 'object' && error !== null && 'message' in error ? error.message : undefined;
  return { ...(typeof error === 'object' ? error : {}), message: String(message ?? error) };
}
