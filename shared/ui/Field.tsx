import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';

/** Props a control needs to be wired to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  required?: boolean;
}

/** Joins ids for aria-describedby, skipping empty ones; undefined when none are left. */
export function describedBy(...ids: (string | null | undefined | false)[]): string | undefined {
  const list = ids.flatMap((id) => (id ? id.split(/\s+/) : [])).filter(Boolean);
  const unique = [...new Set(list)];
  return unique.length ? unique.join(' ') : undefined;
}

/** The wiring for a control: invalid and described by the error (first) and the hint when present. */
export function fieldControlProps(
  id: string,
  options: { error?: string | null; errorId?: string; hintId?: string; required?: boolean; describedBy?: string },
): FieldControlProps {
  const invalid = Boolean(options.error);
  const props: FieldControlProps = { id };
  if (invalid) props['aria-invalid'] = true;
  const by = describedBy(invalid && options.errorId, options.hintId, options.describedBy);
  if (by) props['aria-describedby'] = by;
  if (options.required) props.required = true;
  return props;
}

export interface FieldProps {
  label: ReactNode;
  /** Error text from local rules or the server (by code); empty or null means valid. */
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  id?: string;
  className?: string;
  /** The control: an element (wired by cloning) or a function receiving the wiring props. */
  children: ReactElement<Record<string, unknown>> | ((props: FieldControlProps) => ReactNode);
}

/**
 * Label + control + hint + error. The control gets the id, aria-invalid and aria-describedby; the
 * error is a role="alert" message so it is announced when it appears.
 */
export function Field({ label, error, hint, required, hideLabel, id, className, children }: FieldProps) {
  const uid = useId();
  const controlId = id ?? `${uid}-control`;
  const errorId = `${uid}-error`;
  const hintId = hint ? `${uid}-hint` : undefined;
  const base = { error, errorId, hintId, required };

  let control: ReactNode;
  if (typeof children === 'function') control = children(fieldControlProps(controlId, base));
  else if (isValidElement(children)) {
    const own = children.props;
    const ownId = typeof own.id === 'string' ? own.id : undefined;
    const ownDescribedBy = typeof own['aria-describedby'] === 'string' ? own['aria-describedby'] : undefined;
    const wiring = fieldControlProps(ownId ?? controlId, { ...base, describedBy: ownDescribedBy });
    control = cloneElement(children, wiring as unknown as Record<string, unknown>);
  } else control = children;

  const labelFor =
    typeof children !== 'function' && isValidElement(children) && typeof children.props.id === 'string'
      ? children.props.id
      : controlId;

  const classes = ['vt-field', error && 'vt-field--invalid', className].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <label htmlFor={labelFor} className={hideLabel ? 'vt-visually-hidden' : 'vt-field__label'}>
        {label}
        {required ? (
          <span className="vt-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {control}
      {hint ? (
        <p id={hintId} className="vt-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="vt-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
