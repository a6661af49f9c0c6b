import type { FormEvent, ReactNode } from 'react';

import { ErrorSummary, type SummaryError } from './error-summary';

type SimpleFormProps = {
  /** The form's state (useForm's): the errors to sum up, and whether it is being sent. */
  form: { summary: SummaryError[]; submitting: boolean };
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The button's words, like "Send reset link". */
  submit: string;
  /** The questions. */
  children: ReactNode;
};

/** A form of a few questions: the error summary above it, the questions, and the one button that sends it. */
export function SimpleForm({ form, onSubmit, submit, children }: SimpleFormProps) {
  return (
    <>
      <ErrorSummary errors={form.summary} />
      <form className="usa-form usa-form--large" noValidate onSubmit={onSubmit}>
        {children}
        <button type="submit" className="usa-button" disabled={form.submitting}>
          {submit}
        </button>
      </form>
    </>
  );
}
