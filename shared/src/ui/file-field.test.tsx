import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';

import { FileField } from './file-field';

it('is a labelled file input in the USWDS drop box that hands over the files and empties itself', () => {
  const onFiles = vi.fn();
  render(
    <FileField name="photos" label="Photos (optional)" hint="Up to 5 images." accept="image/png" multiple onFiles={onFiles}>
      <ul aria-label="Attached files" />
    </FileField>,
  );
  const input = screen.getByLabelText<HTMLInputElement>('Photos (optional)');
  expect(input.type).toBe('file');
  expect(input.multiple).toBe(true);
  expect(input.accept).toBe('image/png');
  expect(input.closest('.usa-file-input__target')).toBeTruthy();
  expect(input.getAttribute('aria-describedby')).toBe('photos-hint');
  const file = new File(['x'], 'pothole.png', { type: 'image/png' });
  fireEvent.change(input, { target: { files: [file] } });
  expect(onFiles).toHaveBeenCalledWith([file]);
  expect(screen.getByRole('list', { name: 'Attached files' })).toBeTruthy();
});

it('says it is uploading and takes no other file meanwhile', () => {
  render(<FileField name="logo" label="Logo" busy onFiles={() => {}} />);
  expect(screen.getByRole('status').textContent).toBe('Uploading…');
  expect(screen.getByLabelText<HTMLInputElement>('Logo').disabled).toBe(true);
});
