/** Each project section: what it checks, what it shows and the PATCH it sends. */
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { defaultDocumentConfiguration } from '#test-support/factories/project';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { DocumentsSection } from './documents-section';
import { GeneralSection } from './general-section';
import { NotificationsSection } from './notifications-section';
import { ReferencesSection } from './references-section';
import { capturePatches, project } from './project-sections.harness';

describe('General section', () => {
  it('sends only the changed fields and clears the dirty state after saving', async () => {
    const bodies = capturePatches();
    const { user } = renderWithProviders(<GeneralSection project={project} readOnly={false} />);
    expect(
      screen.getByText('48 hours = 2 business days. Used when an order has no deadline of its own.'),
    ).toBeVisible();
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Shop');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toEqual([{ name: 'Shop' }]));
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
  });

  it('maps the review choice to withReview: everyone → [], listed users → the ids', async () => {
    const bodies = capturePatches();
    const { user } = renderWithProviders(<GeneralSection project={project} readOnly={false} />);
    expect(screen.getByRole('radio', { name: 'No review' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Every user with sufficient rights may review' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toEqual([{ withReview: [] }]));

    await user.click(screen.getByRole('radio', { name: 'Only these users may review' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Add at least one reviewer, or choose another review option')).toBeVisible();
    await user.type(screen.getByRole('combobox', { name: 'Reviewers' }), 'rita{enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toEqual([{ withReview: [] }, { withReview: ['rita'] }]));
  });

  it('puts server validation errors on the field', async () => {
    capturePatches(() =>
      HttpResponse.json([{ message: 'Validation failed | too_big | deliveryWithin: Too big' }], { status: 400 }),
    );
    const { user } = renderWithProviders(<GeneralSection project={project} readOnly={false} />);
    const hours = screen.getByRole('textbox', { name: 'Delivery time' });
    await user.clear(hours);
    await user.type(hours, '72');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Validation failed | too_big | deliveryWithin: Too big')).toBeVisible();
    expect(hours).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('Documents section', () => {
  it('checks regular expressions as you type, highlights matches and sends nothing while invalid', async () => {
    const bodies = capturePatches();
    const { user } = renderWithProviders(<DocumentsSection project={project} readOnly={false} />);
    const excluded = screen.getByRole('group', { name: 'Excluded content' });
    await user.click(within(excluded).getByRole('button', { name: 'Add pattern' }));
    const pattern = within(excluded).getByRole('textbox', { name: 'Excluded content: pattern 1' });
    await user.type(pattern, '(ab');
    expect(await within(excluded).findByText(/^Invalid regular expression: /)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(bodies).toEqual([]);

    await user.type(pattern, ')');
    await waitFor(() => expect(within(excluded).queryByText(/Invalid regular expression/)).not.toBeInTheDocument());
    await user.type(within(excluded).getByRole('textbox', { name: /sample text/ }), 'xx <ab> ab');
    const marks = excluded.querySelectorAll('mark');
    expect([...marks].map((m) => m.textContent)).toEqual(['ab', 'ab']);
    expect(within(excluded).getByText('2 matches')).toBeVisible();
  });

  it('refuses malformed ITS XML', async () => {
    const bodies = capturePatches();
    const { user } = renderWithProviders(<DocumentsSection project={project} readOnly={false} />);
    await user.type(screen.getByRole('textbox', { name: 'ITS rules (XML)' }), '<its:rules><x></its:rules>');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Not well-formed XML/)).toBeVisible();
    expect(bodies).toEqual([]);
  });

  it('sends the whole document configuration with the toggled colour', async () => {
    const bodies = capturePatches();
    const { user } = renderWithProviders(<DocumentsSection project={project} readOnly={false} />);
    await user.click(screen.getByRole('checkbox', { name: 'Yellow' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          documentConfiguration: defaultDocumentConfiguration({ xlsxExcludedBackgroundColors: ['YELLOW'] }),
        },
      ]),
    );
  });
});

describe('Notifications section', () => {
  it('explains who gets which email and refuses invalid addresses', async () => {
    const bodies = capturePatches();
    const { user } = renderWithProviders(<NotificationsSection project={project} readOnly={false} />);
    const quotation = screen.getByRole('group', { name: 'When quotes arrive' });
    expect(within(quotation).getByText('When quotes arrive, nobody gets an email.')).toBeVisible();
    await user.click(within(quotation).getByRole('checkbox', { name: 'The user who ordered' }));
    await user.click(within(quotation).getByRole('checkbox', { name: 'Additional addresses' }));
    await user.type(within(quotation).getByRole('combobox', { name: 'Additional addresses' }), 'a@b.co{enter}');
    expect(
      within(quotation).getByText('When quotes arrive, an email goes to the person who ordered and a@b.co.'),
    ).toBeVisible();
    await user.type(within(quotation).getByRole('combobox', { name: 'Additional addresses' }), 'not-an-email{enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(quotation).findByText('Not a valid email address: not-an-email')).toBeVisible();
    expect(bodies).toEqual([]);
  });
});

describe('Order reference numbers section', () => {
  it('refuses blank numbers and duplicate keys, then sends the wire shape', async () => {
    const bodies = capturePatches();
    const { user } = renderWithProviders(<ReferencesSection project={project} readOnly={false} />);
    await user.click(screen.getByRole('button', { name: 'Add reference number' }));
    await user.type(screen.getByRole('textbox', { name: 'Key 1' }), 'campaign');
    await user.type(screen.getByRole('textbox', { name: 'Number 1' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Add reference number' }));
    await user.type(screen.getByRole('textbox', { name: 'Key 2' }), 'campaign');
    await user.type(screen.getByRole('textbox', { name: 'Number 2' }), 'B-2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The number must contain a non-blank character')).toBeVisible();
    expect(screen.getByText('This key is already used')).toBeVisible();
    expect(bodies).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: 'Number 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Number 1' }), 'A-1');
    await user.clear(screen.getByRole('textbox', { name: 'Key 2' }));
    await user.type(screen.getByRole('textbox', { name: 'Key 2' }), 'order');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        { orderReferenceNumbers: [{ campaign: { number: 'A-1' } }, { order: { number: 'B-2' } }] },
      ]),
    );
  });
});
