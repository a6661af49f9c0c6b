import { useState } from 'react';

import { FileField, formatNumber, isApiError, useApi } from '@portal/shared';
import { UPLOAD_RULES, uploadSchema, type Upload, type UploadPurpose } from '@portal/shared/contracts';

import { Rich, useText } from '../text';

type Props = {
  name: string;
  label: string;
  purpose: UploadPurpose;
  value: Upload[];
  onChange: (uploads: Upload[]) => void;
  error?: string;
};

/** What each purpose takes, under the field: how many files, of which kinds, how large. */
const HINTS: Record<UploadPurpose, string> = {
  complaint_photo: 'upload.hint.photos',
  dispute_evidence: 'upload.hint.evidence',
};

const megabytes = (bytes: number) => formatNumber(Math.round(bytes / 1024 / 1024));

/** Files are uploaded as soon as they are chosen; the form then sends their ids. */
export function FileUploadField({ name, label, purpose, value, onChange, error }: Props) {
  const api = useApi();
  const t = useText();
  const rules = UPLOAD_RULES[purpose];
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const message = problem ?? error;

  async function onFiles(files: File[]) {
    if (value.length + files.length > rules.maxCount) return setProblem(t('upload.tooMany', { count: rules.maxCount }));
    setProblem(null);
    setUploading(true);
    const added: Upload[] = [];
    try {
      for (const file of files) {
        if (file.size > rules.maxBytes) throw new Error(t('upload.tooLarge', { megabytes: megabytes(rules.maxBytes), name: file.name }));
        added.push(await api.upload('/uploads/', file, { query: { purpose }, schema: uploadSchema }));
      }
    } catch (cause) {
      setProblem(
        isApiError(cause) ? (cause.fieldErrors.file?.[0] ?? cause.message) : cause instanceof Error ? cause.message : t('upload.failed'),
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
      hint={t(HINTS[purpose], { count: rules.maxCount, megabytes: megabytes(rules.maxBytes) })}
      error={message ?? undefined}
      accept={rules.types.join(',')}
      multiple
      busy={uploading}
      disabled={value.length >= rules.maxCount}
      onFiles={(files) => void onFiles(files)}
    >
      {value.length > 0 && (
        <ul className="usa-list" aria-label={t('upload.attached')}>
          {value.map((upload) => (
            <li key={upload.id}>
              {upload.file_name}{' '}
              <button
                type="button"
                className="usa-button usa-button--unstyled"
                onClick={() => onChange(value.filter((item) => item.id !== upload.id))}
              >
                <Rich id="upload.remove" values={{ name: <>{upload.file_name}</> }} components={{ 0: <span className="usa-sr-only" /> }} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </FileField>
  );
}
