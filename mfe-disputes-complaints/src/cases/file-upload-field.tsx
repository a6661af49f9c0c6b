import { useState } from 'react';

import { FileField, isApiError, useApi } from '@portal/shared';
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

  async function onFiles(files: File[]) {
    if (value.length + files.length > rules.maxCount) return setProblem(`Attach at most ${rules.maxCount} files.`);
    setProblem(null);
    setUploading(true);
    const added: Upload[] = [];
    try {
      for (const file of files) {
        if (file.size > rules.maxBytes) throw new Error(`Choose a file smaller than ${mb(rules.maxBytes)}: ${file.name} is larger.`);
        added.push(await api.upload('/uploads/', file, { query: { purpose }, schema: uploadSchema }));
      }
    } catch (cause) {
      setProblem(
        isApiError(cause)
          ? (cause.fieldErrors.file?.[0] ?? cause.message)
          : cause instanceof Error
            ? cause.message
            : 'The file could not be uploaded. Try again.',
      );
    } finally {
      onChange([...value, ...added]);
      setUploading(false);
    }
  }

  return (
    <FileField
      name={name}
      label={label}
      hint={`Up to ${rules.maxCount} ${rules.label}, ${mb(rules.maxBytes)} each.`}
      error={message ?? undefined}
      accept={rules.types.join(',')}
      multiple
      busy={uploading}
      disabled={value.length >= rules.maxCount}
      onFiles={(files) => void onFiles(files)}
    >
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
    </FileField>
  );
}
