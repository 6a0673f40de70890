/**
 * The error a public function throws when a caller leaves out an argument it cannot do without.
 * It names the call, the argument and what to pass, where the first property read from
 * `undefined` would only say that `undefined` has no such property.
 */
export function missingArgument(call: string, argument: string, pass: string): TypeError {
  return new TypeError(`${call}: ${argument} is missing — pass ${pass}`);
}

/** Throws `missingArgument` unless `value` is an object (or, with `kind`, of that type). */
export function requireArgument(
  call: string,
  argument: string,
  value: unknown,
  pass: string,
  kind: 'object' | 'string' | 'function' = 'object',
): void {
  const present =
    kind === 'string'
      ? typeof value === 'string' && value.trim() !== ''
      : typeof value === kind && value !== null;
  if (!present) throw missingArgument(call, argument, pass);
}
