/** final-form keeps errors nested ({ address: { town } }); these are their dotted names. */
export function errorPaths(errors: unknown, prefix = ''): string[] {
  if (!errors || typeof errors !== 'object') return [];
  return Object.entries(errors as Record<string, unknown>).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') return errorPaths(value, path);
    return value ? [path] : [];
  });
}

/** A block's field name under an optional prefix: field('address', 'addTown') = 'address.addTown'. */
export const fieldName = (prefix: string | undefined, name: string) =>
  prefix ? `${prefix}.${name}` : name;

type Validate = (values: Record<string, unknown>) => Record<string, unknown>;

function getIn(values: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
      values,
    );
}

/**
 * Adds "the passwords do not match" to a form validator for a confirmation field, shown as
 * soon as the confirmation is typed, even while other fields are still wrong (the schema's own
 * check only runs once everything else is valid).
 */
export function withMatch(
  validate: Validate,
  confirmField: string,
  originalField: string,
  message: string,
): Validate {
  return (values) => {
    const errors = validate(values);
    const confirm = getIn(values, confirmField);
    if (confirm && confirm !== getIn(values, originalField) && !errors[confirmField]) {
      return { ...errors, [confirmField]: message };
    }
    return errors;
  };
}
