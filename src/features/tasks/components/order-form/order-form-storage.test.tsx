/** Typed input kept in sessionStorage: restored for its user only. */
import { screen } from '@testing-library/react';
import { orderFormStorageKey } from './use-stored-order-form';
import { renderOrderForm, setUpOrderFormApi, store, storedValues } from './order-form.harness';

beforeEach(setUpOrderFormApi);

describe('new order form', () => {
  it('restores unsaved values from sessionStorage, including uploaded documents', () => {
    store(orderFormStorageKey(undefined), {
      source: 'en-US',
      target: ['de-DE', 'fr-FR'],
      comment: 'Keep the tone friendly',
      documents: [{ id: 'd1', filename: 'brochure.docx', length: 1200 }],
    });
    renderOrderForm();
    expect(screen.getByText('Unsaved entries restored')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('Keep the tone friendly');
    expect(screen.getByRole('combobox', { name: 'Source language' })).toHaveValue('English (United States) (en-US)');
    expect(screen.getByText('German (Germany) (de-DE)', { selector: '.mantine-Pill-label' })).toBeInTheDocument();
    expect(screen.getByText('brochure.docx')).toBeInTheDocument();
  });

  it('ignores values another user left in sessionStorage', () => {
    window.sessionStorage.setItem(
      orderFormStorageKey(undefined),
      JSON.stringify({ sub: 'someone-else', values: storedValues({ comment: 'Not yours' }) }),
    );
    renderOrderForm();
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('');
    expect(screen.queryByText('Unsaved entries restored')).not.toBeInTheDocument();
  });
});
