import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import type { AccountText } from './account-text';
import styles from './accounts.module.css';
import type { FieldProblem } from './validation';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** The problem to show under the field (already in the reader's language). */
  error?: string;
  hint?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A labelled input whose hint and problem are tied to it (aria-describedby), so a screen reader
 * reads them with the field; `aria-invalid` marks a field with a problem.
 */
export function FormField({ id, label, value, onValue, error, hint, inputRef, ...input }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const described = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        ref={inputRef}
        id={id}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={styles.input}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

type AccountFieldProps = Omit<FormFieldProps, 'label' | 'type' | 'error'> & {
  text: AccountText;
  /** The problem found in the field, named in the reader's language from `text`. */
  problem?: FieldProblem;
  label?: string;
};

/** An email address: written left to right in every language, filled in by the browser. */
export function EmailField({ text, problem, label, ...field }: AccountFieldProps) {
  return <FormField label={label ?? text.email} type="email" autoComplete="email" dir="ltr" error={problem && text[problem]} {...field} />;
}

/** A password being chosen: its rules as the hint, and the browser may suggest one. */
export function NewPasswordField({ text, problem, label, ...field }: AccountFieldProps) {
  return <FormField label={label ?? text.password} type="password" autoComplete="new-password" hint={text.passwordHint} error={problem && text[problem]} {...field} />;
}

/** The server's answer to a form: a refusal is announced at once, a success politely. */
export function FormMessage({ error, status }: { error?: string | null; status?: string | null }) {
  // The live regions are always there, empty or not: screen readers announce what is added to a
  // region they already know, not a region that appears with its text.
  return (
    <div className={styles.messages}>
      <div role="alert" className={error ? styles.formError : undefined}>
        {error}
      </div>
      <div role="status" className={status ? styles.formStatus : undefined}>
        {status}
      </div>
    </div>
  );
}

/** Focuses the first field (in form order) that has a problem, so the reader lands on it. */
export function focusFirstProblem(fieldIds: Record<string, string>, problems: Record<string, unknown>): void {
  const first = Object.keys(fieldIds).find((field) => problems[field]);
  if (first) document.getElementById(fieldIds[first]!)?.focus();
}
