import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { projectSchema } from '../../../contract/project';
import { API } from '../../../test/api';
import { server } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { DocumentsSection } from './documents-section';
import { GeneralSection } from './general-section';
import { LanguagesSection } from './languages-section';
import { NotificationsSection } from './notifications-section';
import { ProjectEditor } from './project-editor';
import { ReferencesSection } from './references-section';
import { paths } from '../../../lib/paths';

const wire = {
  id: 'p1',
  name: 'Website',
  confidential: false,
  withReview: null,
  lspVendorIds: ['lsp-a'],
  availableLanguages: [{ source: 'en-US', target: ['de-DE'] }],
  deliveryWithin: 48,
};
const project = projectSchema.parse(wire);

/** Answers PATCH /projects/p1 with the merged project and records every body. */
function capturePatches(answer?: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.patch(`${API}/projects/p1`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer ? answer() : HttpResponse.json({ ...wire, ...body });
    }),
  );
  return bodies;
}

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
          documentConfiguration: {
            attachOriginals: false,
            applySubfilterHtml: false,
            excludeContentsFromTranslationPatterns: [],
            itsDocument: null,
            jsonExceptions: [],
            xlsxExcludedBackgroundColors: ['YELLOW'],
          },
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

describe('unsaved edits', () => {
  it('survive a reload or a new sign-in of the same user, and are sent on Save', async () => {
    const bodies = capturePatches();
    const first = renderWithProviders(<GeneralSection project={project} readOnly={false} />);
    await first.user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await first.user.type(screen.getByRole('textbox', { name: 'Name' }), 'Shop');
    first.unmount();

    const second = renderWithProviders(<GeneralSection project={project} readOnly={false} />);
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Shop');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await second.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toEqual([{ name: 'Shop' }]));
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
    second.unmount();

    // Saved: nothing is restored over the project, even after someone else renamed it.
    renderWithProviders(<GeneralSection project={{ ...project, name: 'Store' }} readOnly={false} />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Store');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('are gone once saved or reset, and never shown to another user', async () => {
    capturePatches();
    const first = renderWithProviders(<GeneralSection project={project} readOnly={false} />);
    await first.user.type(screen.getByRole('textbox', { name: 'Name' }), ' 2');
    first.unmount();

    const other = renderWithProviders(<GeneralSection project={project} readOnly={false} />, {
      user: { sub: 'user-2' },
    });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Website');
    other.unmount();

    const again = renderWithProviders(<GeneralSection project={project} readOnly={false} />);
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Website 2');
    await again.user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Website');
    again.unmount();

    renderWithProviders(<GeneralSection project={project} readOnly={false} />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Website');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });
});

describe('leaving with unsaved edits', () => {
  it('drops the kept edits when the user chooses to discard them', async () => {
    const editor = () => <ProjectEditor project={project} readOnly={false} vendorNames={new Map()} />;
    const first = renderWithProviders(editor(), {
      route: paths.project.getHref('p1'),
      path: paths.project.path,
      routes: [{ path: paths.projects.path, element: <p>All projects</p> }],
    });
    await first.user.type(screen.getByRole('textbox', { name: 'Name' }), ' 2');
    expect(await screen.findByRole('tab', { name: /General.*unsaved changes/ })).toBeInTheDocument();
    await act(() => first.router.navigate('/projects'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await first.user.click(within(dialog).getByRole('button', { name: 'Leave and discard changes' }));
    expect(await screen.findByText('All projects')).toBeInTheDocument();
    // Let the dialog's closing transition end inside the test, not after it on a busy machine.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    first.unmount();

    renderWithProviders(editor(), { route: paths.project.getHref('p1'), path: paths.project.path });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Website');
  });
});

describe('adding a row', () => {
  it('puts focus in the new reference row; an empty field shows its error after Save, a typed one as it is typed', async () => {
    const { user } = renderWithProviders(<ReferencesSection project={project} readOnly={false} />);
    await user.click(screen.getByRole('button', { name: 'Add reference number' }));
    expect(screen.getByRole('textbox', { name: 'Key 1' })).toHaveFocus();
    expect(screen.queryByText('The number must contain a non-blank character')).not.toBeInTheDocument();
    await user.tab();
    await user.tab();
    expect(screen.queryByText('The key must contain a non-blank character')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Number 1' }), ' ');
    expect(await screen.findByText('The number must contain a non-blank character')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The key must contain a non-blank character')).toBeVisible();
  });

  it('puts focus in the new language pair', async () => {
    const { user } = renderWithProviders(<LanguagesSection project={project} readOnly={false} />);
    await user.click(screen.getByRole('button', { name: 'Add source language' }));
    expect(screen.getByRole('combobox', { name: 'Source language 2' })).toHaveFocus();
    expect(screen.queryByText('Choose a source language')).not.toBeInTheDocument();
  });
});

describe('ProjectEditor', () => {
  it('is read-only without the admin role: disabled inputs, no Save buttons', () => {
    renderWithProviders(<ProjectEditor project={project} readOnly vendorNames={new Map()} />, {
      route: paths.project.getHref('p1'),
    });
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the section named in the URL and marks tabs with unsaved changes', async () => {
    const { user, router } = renderWithProviders(
      <ProjectEditor project={project} readOnly={false} vendorNames={new Map([['lsp-a', 'Lingua']])} />,
      { route: '/projects/p1?section=vendors' },
    );
    expect(screen.getByRole('tab', { name: 'Vendors' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Lingua')).toBeVisible();
    await user.type(screen.getByRole('combobox', { name: 'Vendor id' }), 'lsp-a');
    await user.click(screen.getByRole('button', { name: 'Add vendor' }));
    expect(screen.getByText('This vendor is already in the project')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove vendor Lingua' }));
    expect(screen.getByRole('tab', { name: /^Vendors\s*\(unsaved changes\)$/ })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'General' }));
    expect(router.state.location.search).toBe('?section=general');
  });
});
