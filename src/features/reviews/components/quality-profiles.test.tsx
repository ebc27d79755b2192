/** The quality profiles: a new version published with what the admin typed, nothing sent while a field is wrong. */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DEFAULT_QUALITY_SETTINGS, type QualityProfile } from '#portal-contract/quality-profiles';
import { server } from '#portal/test/msw-server.harness.ts';
import { SERVER_MODE } from '#portal/test/runtime-config.harness.ts';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { QualityProfiles } from './quality-profiles';

const profile = (version: number, settings = DEFAULT_QUALITY_SETTINGS): QualityProfile => ({
  id: `qp${version}`,
  projectId: null,
  version,
  disabled: false,
  settings,
  publishedAt: '2026-11-01T10:00:00Z',
  publishedBy: { sub: 'u-adam', name: 'Adam Admin' },
});

it('publishes a new version of the default with the admin’s figures, and nothing while one is not a number', async () => {
  const published: unknown[] = [];
  server.use(
    http.get('*/bff/quality-profiles', () => HttpResponse.json({ organisation: profile(1), projects: [] })),
    http.put('*/bff/quality-profiles', async ({ request }) => {
      const settings = (await request.json()) as typeof DEFAULT_QUALITY_SETTINGS;
      published.push(settings);
      return HttpResponse.json({ organisation: profile(2, settings), projects: [] });
    }),
  );
  const { user } = renderWithProviders(<QualityProfiles projects={[]} />, {
    config: SERVER_MODE,
    user: { roles: ['admin'] },
  });
  const section = await screen.findByRole('region', { name: 'Quality profiles' });
  expect(await within(section).findByText(/^Version 1, published/)).toHaveTextContent('by Adam Admin');

  const allowance = within(section).getByLabelText('Allowance (penalty points per reference words)');
  await user.clear(allowance);
  await user.type(allowance, 'ten');
  await user.clear(within(section).getByLabelText('Major'));
  await user.type(within(section).getByLabelText('Major'), '6');
  await user.click(within(section).getByRole('button', { name: 'Publish a new version' }));
  expect(await within(section).findByText('A number above 0')).toBeInTheDocument();
  expect(published).toEqual([]);

  await user.clear(allowance);
  await user.type(allowance, '12.5');
  await user.click(within(section).getByRole('button', { name: 'Publish a new version' }));
  expect(await within(section).findByText(/^Version 2, published/)).toBeInTheDocument();
  expect(published).toEqual([
    expect.objectContaining({
      allowance: '12.5',
      multipliers: { neutral: '0', minor: '1', major: '6', critical: '25' },
      criticalFails: true,
      countWordsOn: 'source',
    }),
  ]);
});
