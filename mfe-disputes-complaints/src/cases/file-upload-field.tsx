import { useState, type ChangeEvent } from 'react';

import { FieldFrame, isApiError, useApi } from '@portal/shared';
import { UPLOAD_RULES, uploadSchema, type Upload, type UploadPurpose } from '@portal/shared/contracts';

type Props = {
  name: string;
  label: string;
  purpose: UploadPurpose;
  value: Upload[];
  onChange: (uploads: Upload[]) => void;
  error?: string;
};

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** Files are uploaded as soon as they are chosen; the form then sends their ids. */
export function FileUploadField({ name, label, purpose, value, onChange, error }: Props) {
  const api = useApi();
  const rules = UPLOAD_RULES[purpose];
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const message = problem ?? error;

  async function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (value.length + files.length > rules.maxCount) return setProblem(`Attach at most ${rules.maxCount} files`);
    setProblem(null);
    setUploading(true);
    const added: Upload[] = [];
    try {
      for (const file of files) {
        if (file.size > rules.maxBytes) throw new Error(`${file.name} is larger than ${mb(rules.maxBytes)}`);
        added.push(await api.upload('/uploads/', file, { query: { purpose }, schema: uploadSchema }));
      }
    } catch (cause) {
      setProblem(
        isApiError(cause)
          ? (cause.fieldErrors.file?.[0] ?? cause.message)
          : cause instanceof Error
            ? cause.message
            : 'The file could not be uploaded.',
      );
    } finally {
      onChange([...value, ...added]);
      setUploading(false);
    }
  }

  return (
    <FieldFrame
      id={name}
      label={label}
      hint={`Up to ${rules.maxCount} ${rules.label}, ${mb(rules.maxBytes)} each.`}
      error={message ?? undefined}
    >
      {(control) => (
        <>
          <input
            {...control}
            type="file"
            multiple
            accept={rules.types.join(',')}
            className="usa-input padding-1"
            disabled={uploading || value.length >= rules.maxCount}
            onChange={onFiles}
          />
          {uploading && <p role="status">Uploading…</p>}
          {value.length > 0 && (
            <ul className="usa-list" aria-label="Attached files">
              {value.map((upload) => (
                <li key={upload.id}>
                  {upload.file_name}{' '}
                  <button
                    type="button"
                    className="usa-button usa-button--unstyled"
                    onClick={() => onChange(value.filter((item) => item.id !== upload.id))}
                  >
                    Remove<span className="usa-sr-only"> {upload.file_name}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </FieldFrame>
  );
}
