import type { Upload, UploadPurpose } from '@portal/shared/contracts';

import { FileUploadField } from './file-upload-field';

type UploadStepProps = {
  /** The files' field: its name (the ids' field in the input), its label, what they are for. */
  upload: { name: string; label: string; purpose: UploadPurpose };
  uploads: Upload[];
  onUploads: (uploads: Upload[]) => void;
  /** The form's errors, one of which may be the files', and whether it is being sent. */
  form: { errors: Partial<Record<string, string>>; submitting: boolean };
  /** The button's words, like "Submit complaint". */
  submit: string;
};

/** A case form's last step: files attached as they are chosen, then the button that sends the form. */
export function UploadStep({ upload, uploads, onUploads, form, submit }: UploadStepProps) {
  return (
    <>
      <FileUploadField {...upload} value={uploads} onChange={onUploads} error={form.errors[upload.name]} />
      <button type="submit" className="usa-button" disabled={form.submitting}>
        {submit}
      </button>
    </>
  );
}
