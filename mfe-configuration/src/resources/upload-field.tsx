import { useState } from 'react';

import { FileField, isApiError, useApi } from '@portal/shared';
import { CONFIG_FILE_RULES, configFileSchema, type ConfigField, type ConfigFile } from '@portal/shared/contracts';

type UploadFieldProps = {
  field: ConfigField;
  /** The label as the form shows it ("Picture (optional)"). */
  label: string;
  /** An image's address, or a document's stored id. */
  value: string;
  /** A document's download name, to say which file is there now. */
  fileName?: string;
  error?: string;
  onUploaded: (file: ConfigFile) => void;
  onRemove: () => void;
};

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** A file is uploaded as soon as it is chosen (the kit's file input); the form then saves its address or id. */
export function UploadField({ field, label, value, fileName, error, onUploaded, onRemove }: UploadFieldProps) {
  const api = useApi();
  const kind = field.file ?? 'image';
  const rules = CONFIG_FILE_RULES[kind];
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function onFiles([file]: File[]) {
    if (!file) return;
    if (file.size > rules.maxBytes) return setProblem(`${file.name} is larger than ${mb(rules.maxBytes)}. Choose a smaller file.`);
    setProblem(null);
    setUploading(true);
    try {
      onUploaded(await api.upload('/configuration/files/', file, { query: { kind }, schema: configFileSchema }));
    } catch (cause) {
      setProblem(isApiError(cause) ? (cause.fieldErrors.file?.[0] ?? cause.message) : 'The file could not be uploaded. Try again.');
    } finally {
      setUploading(false);
    }
  }

  const hint = [field.hint, `Upload ${rules.label}, up to ${mb(rules.maxBytes)}.`].filter(Boolean).join(' ');
  const current = kind === 'image' ? value : value && fileName;
  return (
    <FileField
      name={field.name}
      label={label}
      hint={hint}
      error={problem ?? error}
      accept={rules.accept}
      busy={uploading}
      onFiles={onFiles}
    >
      {current && (
        <div className="margin-top-1" data-testid={`${field.name}-current`}>
          {kind === 'image' ? (
            <img src={value} alt="" width={96} height={96} className="portal-config-preview" />
          ) : (
            <p className="margin-0">Current file: {current}</p>
          )}
          {kind === 'image' && (
            <button type="button" className="usa-button usa-button--unstyled" onClick={onRemove}>
              Remove<span className="usa-sr-only"> {field.label.toLowerCase()}</span>
            </button>
          )}
        </div>
      )}
    </FileField>
  );
}
