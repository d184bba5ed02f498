/** @jest-environment jsdom */
/**
 * The user menu's 'Log out on every device' reads the server's answer: when the other devices'
 * sessions could not be ended, this one stays signed in and says so in one sentence; otherwise it
 * signs out. It sends through lib/forms/submit.ts (no fetch in components).
 */
import { render, screen, waitFor } from '@testing-library/react';
import '@testing-library/jest-dom';
import userEvent from '@testing-library/user-event';
import { UserMenu } from '@/components/dashboard/user-menu';
import { dashboardText as t } from '@/content/dashboard';
import { postJson } from '@/lib/forms/submit';
import { signOut } from '@/lib/auth/client';

jest.mock('@/lib/forms/submit', () => ({ postJson: jest.fn() }));
jest.mock('@/lib/auth/client', () => ({ signOut: jest.fn(async () => undefined) }));

const post = postJson as jest.MockedFunction<typeof postJson>;
// jsdom does not navigate (location.assign only logs that it cannot): the sign-out is the sign.
beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

async function everyDevice() {
  const user = userEvent.setup();
  render(<UserMenu name="Asha" email="asha@example.com" />);
  await user.click(screen.getByRole('button', { name: `${t.accountMenu}: Asha` }));
  await user.click(screen.getByRole('button', { name: t.logOutEverywhere }));
}

describe('UserMenu: log out on every device', () => {
  it('signs out once the server has ended every session', async () => {
    post.mockResolvedValue({ ok: true, status: 200, data: {} });
    await everyDevice();
    await waitFor(() => expect(signOut).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith('/api/account/sign-out-everywhere', {});
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stays signed in and says so when the server could not end the sessions', async () => {
    post.mockResolvedValue({ ok: false, kind: 'unavailable', status: 503 });
    await everyDevice();
    expect(await screen.findByRole('alert')).toHaveTextContent(t.logOutEverywhereFailed);
    expect(signOut).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: t.logOutEverywhere })).toBeEnabled();
  });

  it('goes to the log-in page when this session had already ended (401)', async () => {
    post.mockResolvedValue({ ok: false, kind: 'refused', status: 401 });
    await everyDevice();
    await waitFor(() => expect(signOut).toHaveBeenCalled());
  });
});
