import { act, screen } from '@testing-library/react';
import { i18n } from '#portal/lib/i18n/i18n.ts';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { LanguageName } from './language-name';

describe('LanguageName', () => {
  it('names the language in the UI language', async () => {
    renderWithProviders(
      <ul>
        <li>
          <LanguageName code="de-DE" />
        </li>
        <li>
          <LanguageName code="fr" withCode />
        </li>
      </ul>,
    );
    expect(screen.getByText('German (Germany)')).toHaveAttribute('title', 'de-DE');
    expect(screen.getByText('French (fr)')).toBeInTheDocument();

    await act(() => i18n.changeLanguage('de'));
    expect(await screen.findByText('Deutsch (Deutschland)')).toBeInTheDocument();
  });
});
