import { useState } from 'react';

import { FileField, formatNumber, isApiError, useApi } from '@portal/shared';
import { CONFIG_FILE_RULES, configFileSchema, type ConfigField, type ConfigFile } from '@portal/shared/contracts';

import { Rich, useText } from '../text';

type UploadFieldProps = {
  field: ConfigField;
  /** The label as the form shows it ("Picture (optional)"). */
  label: string;
  /** The field's own hint, in the page's language; what may be uploaded is said after it. */
  hint?: string;
  /** The message of the button that removes an image ("Remove<0> picture</0>"). */
  removeId: string;
  /** An image's address, or a document's stored id. */
  value: string;
  /** A document's download name, to say which file is there now. */
  fileName?: string;
  error?: string;
  onUploaded: (file: ConfigFile) => void;
  onRemove: () => void;
};

/** Whole megabytes, as the rules' limits are written ("2"). */
const megabytes = (bytes: number) => formatNumber(Math.round(bytes / 1024 / 1024));

/** A file is uploaded as soon as it is chosen (the kit's file input); the form then saves its address or id. */
export function UploadField({ field, label, hint, removeId, value, fileName, error, onUploaded, onRemove }: UploadFieldProps) {
  const api = useApi();
  const t = useText();
  const kind = field.file ?? 'image';
  const rules = CONFIG_FILE_RULES[kind];
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function onFiles([file]: File[]) {
    if (!file) return;
    if (file.size > rules.maxBytes) return setProblem(t('upload.tooLarge', { file: file.name, size: megabytes(rules.maxBytes) }));
    setProblem(null);
    setUploading(true);
    try {
      onUploaded(await api.upload('/configuration/files/', file, { query: { kind }, schema: configFileSchema }));
    } catch (cause) {
      setProblem(isApiError(cause) ? (cause.fieldErrors.file?.[0] ?? cause.message) : t('upload.failed'));
    } finally {
      setUploading(false);
    }
  }

  const hints = [hint, t(`upload.hint.${kind}`, { size: megabytes(rules.maxBytes) })].filter(Boolean).join(' ');
  const current = kind === 'image' ? value : value && fileName;
  return (
    <FileField
      name={field.name}
      label={label}
      hint={hints}
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
            <p className="margin-0">{t('upload.current', { name: current })}</p>
          )}
          {kind === 'image' && (
            <button type="button" className="usa-button usa-button--unstyled" onClick={onRemove}>
              <Rich id={removeId} components={{ 0: <span className="usa-sr-only" /> }} />
            </button>
          )}
        </div>
      )}
    </FileField>
  );
}
