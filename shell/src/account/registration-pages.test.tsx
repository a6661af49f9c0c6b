import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import type { ApiClient } from '@portal/shared';
import {
  CONFIRM_LINK_INVALID,
  CONFIRM_LINK_VALID,
  CONFIRM_PASSWORD_WRONG,
  confirmRegistrationSchema,
  detailSchema,
  registerSchema,
  REGISTRATION_SENT,
  RESET_LINK_INVALID,
  RESET_LINK_VALID,
  resetPasswordSchema,
} from '@portal/shared/contracts';
import { contractApi, renderWithPortal } from '@portal/shared/testing';

import { ConfirmRegistrationPage } from './confirm-registration-page';
import { RegisterPage } from './register-page';
import { ResetPasswordPage } from './reset-password-page';

const LINK = 'GET /auth/register/confirm/MQ/t0ken/';
const linkValid = { response: detailSchema, answer: { detail: CONFIRM_LINK_VALID } };
const confirmAt = (api: ApiClient) =>
  renderWithPortal(
    <Routes>
      <Route path="/register/confirm/:uid/:token" element={<ConfirmRegistrationPage />} />
    </Routes>,
    { api, path: '/register/confirm/MQ/t0ken' },
  );

describe('RegisterPage', () => {
  it('says to check the email and what happens next, whatever the API knows of the address', async () => {
    const { api, sent } = contractApi({
      'POST /auth/register/': { body: registerSchema, response: detailSchema, answer: { detail: REGISTRATION_SENT } },
    });
    renderWithPortal(<RegisterPage />, { api, path: '/register' });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' jordan@example.org ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'maple river lantern 42' } });
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Jordan' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Lee' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    // The confirmation panel is the page's heading, takes focus and names the address; the steps
    // say what the API's answer says, once.
    const panel = await screen.findByRole('region', { name: 'Check your email' });
    expect(screen.getByRole('heading', { level: 1, name: 'Check your email' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(panel));
    expect(panel.textContent).toBe('Check your emailWe have sent a message tojordan@example.org');
    expect(screen.queryByText(REGISTRATION_SENT)).toBeNull();
    expect(screen.getByText(/enter the password you have just chosen/)).toBeTruthy();
    expect(sent.map((request) => request.body)).toEqual([
      { email: 'jordan@example.org', password: 'maple river lantern 42', first_name: 'Jordan', last_name: 'Lee' },
    ]);
  });
});

describe('RegisterPage submitted empty', () => {
  it('asks for each answer by name, never in the library’s words', async () => {
    renderWithPortal(<RegisterPage />, { api: contractApi({}).api, path: '/register' });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    for (const message of ['Enter your email address.', 'Enter a password.', 'Enter your first name.', 'Enter your last name.']) {
      expect(await screen.findByRole('link', { name: message })).toBeTruthy();
    }
    expect(document.body.textContent).not.toMatch(/Invalid input|expected string/);
  });
});

describe('ResetPasswordPage', () => {
  const RESET = 'GET /auth/reset-password/MQ/t0ken/';
  const resetAt = (api: ApiClient) =>
    renderWithPortal(
      <Routes>
        <Route path="/users/forgot-password/:uid/:token" element={<ResetPasswordPage />} />
      </Routes>,
      { api, path: '/users/forgot-password/MQ/t0ken' },
    );

  it('says plainly when the link no longer works and offers a new one, with no "Try again"', async () => {
    resetAt(contractApi({ [RESET]: { error: { status: 400, detail: RESET_LINK_INVALID, code: 'auth.resetLinkInvalid' } } }).api);
    expect(await screen.findByRole('heading', { name: 'This link has expired or has already been used' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new reset link' }).getAttribute('href')).toBe('/users/forgot-password');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says so when the link stops working while the form is open', async () => {
    resetAt(
      contractApi({
        [RESET]: { response: detailSchema, answer: { detail: RESET_LINK_VALID } },
        'POST /auth/reset-password/': {
          body: resetPasswordSchema,
          error: { status: 400, detail: RESET_LINK_INVALID, code: 'auth.resetLinkInvalid' },
        },
      }).api,
    );
    fireEvent.change(await screen.findByLabelText(/^New password/), { target: { value: 'maple river lantern 42' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'maple river lantern 42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('link', { name: 'Request a new reset link' })).toBeTruthy();
  });
});

describe('ConfirmRegistrationPage', () => {
  it('asks for the password and shows a wrong one next to the field', async () => {
    const { api, sent } = contractApi({
      [LINK]: linkValid,
      'POST /auth/register/confirm/': {
        body: confirmRegistrationSchema,
        error: { status: 400, detail: 'Invalid input.', errors: { password: [CONFIRM_PASSWORD_WRONG] } },
      },
    });
    confirmAt(api);
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'not mine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my email' }));
    expect(await screen.findByRole('link', { name: CONFIRM_PASSWORD_WRONG })).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      { uid: 'MQ', token: 't0ken', password: 'not mine' },
    ]);
  });

  it('says plainly when the link no longer works, and how to go on, with no "Try again"', async () => {
    confirmAt(contractApi({ [LINK]: { error: { status: 400, detail: CONFIRM_LINK_INVALID, code: 'auth.confirmLinkInvalid' } } }).api);
    expect(await screen.findByRole('heading', { name: 'This link has expired or has already been used' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'register again' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'log in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('offers "Try again" when the link could not be checked', async () => {
    confirmAt(contractApi({ [LINK]: { error: { status: 503, detail: 'The service is busy.' } } }).api);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('asks for the missing password in the portal’s words', async () => {
    confirmAt(contractApi({ [LINK]: linkValid }).api);
    await screen.findByLabelText('Password');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my email' }));
    expect(await screen.findByRole('link', { name: 'Enter the password you chose when registering.' })).toBeTruthy();
  });
});
