import { screen } from '@testing-library/react';
import { i18n } from '#portal/lib/i18n/i18n.ts';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { Money, useMoneyText } from './money';

function Sentence({ amount, currency }: { amount: string; currency: string }) {
  const moneyText = useMoneyText();
  return <p>{moneyText(amount, currency)}</p>;
}

// Intl writes a no-break space between amount and symbol; text queries see it as a space, attributes do not.
describe('Money', () => {
  it('shows €77.675 as €77.68 in English, with the exact value on hover and for screen readers', () => {
    renderWithProviders(<Money amount="77.675" currency="EUR" />);
    const shown = screen.getByText('€77.68');
    expect(shown.parentElement).toHaveAttribute('title', 'exact: €77.675');
    expect(shown.parentElement).toHaveTextContent('€77.68 (exact: €77.675)');
  });

  it('shows it as 77,68 € in German, never as the 77.675 a German reader takes for thousands', async () => {
    await i18n.changeLanguage('de');
    renderWithProviders(<Money amount="77.675" currency="EUR" />);
    const shown = screen.getByText('77,68 €');
    expect(shown.parentElement).toHaveAttribute('title', expect.stringMatching(/^genau: 77,675\s€$/));
    expect(screen.queryByText(/77\.675/)).not.toBeInTheDocument();
  });

  it('adds nothing where the amount is already at its minor units; yen have none', () => {
    renderWithProviders(
      <>
        <Money amount="466.25" currency="GBP" />
        <Money amount="12345.6" currency="JPY" />
      </>,
    );
    expect(screen.getByText('£466.25')).not.toHaveAttribute('title');
    expect(screen.getByText('£466.25').parentElement).not.toHaveAttribute('title');
    expect(screen.getByText('¥12,346').parentElement).toHaveAttribute('title', 'exact: ¥12,345.6');
  });

  it('gives running text the exact value in brackets where it differs', async () => {
    const view = renderWithProviders(
      <>
        <Sentence amount="1127.799" currency="CHF" />
        <Sentence amount="119.00" currency="EUR" />
      </>,
    );
    expect(screen.getByText('CHF 1,127.80 (exact: CHF 1,127.799)')).toBeInTheDocument();
    expect(screen.getByText('€119.00')).toBeInTheDocument();
    view.unmount();
    await i18n.changeLanguage('de');
    renderWithProviders(<Sentence amount="1127.799" currency="CHF" />);
    expect(screen.getByText('1.127,80 CHF (genau: 1.127,799 CHF)')).toBeInTheDocument();
  });
});
