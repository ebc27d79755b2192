import { screen } from '@testing-library/react';
import { i18n } from '#portal/lib/i18n/i18n.ts';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { ConfigErrorPage } from './config-error-page';

describe('ConfigErrorPage', () => {
  it('names the bad fields', () => {
    renderWithProviders(
      <ConfigErrorPage
        error={{
          kind: 'invalid',
          issues: [
            { path: 'oidc.clientId', message: 'required' },
            { path: 'apiBaseUrl', message: 'invalidUrl' },
          ],
        }}
      />,
      { user: null },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'The portal is not configured correctly' }),
    ).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('oidc.clientId: required');
    expect(alert).toHaveTextContent('apiBaseUrl: must be a valid http(s) URL');
  });

  it('explains a missing file, in German too', async () => {
    await i18n.changeLanguage('de');
    renderWithProviders(<ConfigErrorPage error={{ kind: 'http', status: 404 }} />, { user: null });
    expect(screen.getByRole('alert')).toHaveTextContent('Der Server antwortete mit Status 404.');
    expect(screen.getByRole('button', { name: 'Seite neu laden' })).toBeInTheDocument();
  });
});
