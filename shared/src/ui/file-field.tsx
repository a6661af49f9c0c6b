import { useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react';

import { kitText } from '../i18n/kit-text';
import { FieldFrame } from './field-frame';

type FileFieldProps = {
  /** The input's id and name; the error summary links to it. */
  name: string;
  label: string;
  hint?: string;
  error?: string;
  /** The types the browser offers, like "image/png,image/jpeg". */
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** While the chosen files upload: said in a status line, and no other file can be chosen. */
  busy?: boolean;
  /**
   * The files chosen (or dropped). The input is emptied after, so that choosing the same file again
   * is seen: what is attached lives in the caller's state, shown in `children`.
   */
  onFiles: (files: File[]) => void;
  /** What is attached now (a list with "Remove" buttons, an image preview), under the box. */
  children?: ReactNode;
};

/**
 * A USWDS file input: a real <input type=file> under the drop box's words ("Drag files here or
 * choose from folder"), so clicking, the keyboard and dropping all reach it, with the label, hint
 * and error of every field.
 */
export function FileField({ name, label, hint, error, accept, multiple, disabled, busy = false, onFiles, children }: FileFieldProps) {
  const t = kitText.useText();
  const [dragging, setDragging] = useState(false);
  const off = disabled || busy;

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setDragging(false);
    if (files.length > 0) onFiles(files);
  }

  const drag = (on: boolean) => (event: DragEvent<HTMLDivElement>) => {
    if (off) return;
    event.stopPropagation();
    setDragging(on);
  };

  const classes = ['usa-file-input', dragging && 'usa-file-input--drag', off && 'usa-file-input--disabled'].filter(Boolean).join(' ');
  return (
    <FieldFrame id={name} label={label} hint={hint} error={error}>
      {(control) => (
        <>
          <div className={classes}>
            <div className="usa-file-input__target" onDragEnter={drag(true)} onDragLeave={drag(false)} onDrop={drag(false)}>
              <div className="usa-file-input__instructions" aria-hidden="true">
                <kitText.Rich
                  id={multiple ? 'fileField.instructions.many' : 'fileField.instructions.one'}
                  components={{ 0: <span className="usa-file-input__drag-text" />, 1: <span className="usa-file-input__choose" /> }}
                />
              </div>
              <div className="usa-file-input__box" />
              <input
                {...control}
                className="usa-file-input__input"
                type="file"
                name={name}
                accept={accept}
                multiple={multiple}
                disabled={off}
                onChange={onChange}
              />
            </div>
          </div>
          <p role="status" className="portal-file-status">
            {busy ? t('fileField.uploading') : ''}
          </p>
          {children}
        </>
      )}
    </FieldFrame>
  );
}
