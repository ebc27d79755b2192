/** The order form's own checks before anything is sent. */
import { screen } from '@testing-library/react';
import { orderFormStorageKey } from './use-stored-order-form';
import { choose, renderOrderForm, setUpOrderFormApi, store } from './order-form.harness';

beforeEach(setUpOrderFormApi);

describe('new order form', () => {
  it('refuses a source that is also a target, a missing target and missing documents', async () => {
    const { user } = renderOrderForm();
    await choose(user, 'Source language', 'German (Germany) (de-DE)');
    await user.click(screen.getByRole('button', { name: 'Request quotes' }));
    expect(await screen.findByText('Choose at least one target language.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Add at least one source document.');

    await choose(user, 'Target languages', 'French (France) (fr-FR)');
    // The source is not offered as a target; choosing another source that is already a target is refused.
    expect(screen.queryByRole('option', { name: 'German (Germany) (de-DE)' })).not.toBeInTheDocument();
    await choose(user, 'Source language', 'French (France) (fr-FR)');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('The source language cannot also be a target language.')).toBeInTheDocument();
  });

  it('refuses a deadline in the past', async () => {
    store(orderFormStorageKey(undefined), {
      source: 'en-US',
      target: ['de-DE'],
      documents: [{ id: 'd1', filename: 'a.txt', length: 3 }],
      desiredDeadline: '2020-01-01 10:00:00',
    });
    const { user } = renderOrderForm();
    await user.click(screen.getByRole('button', { name: 'Request quotes' }));
    expect(await screen.findByText('The deadline must lie in the future.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
