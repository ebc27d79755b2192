/** Unsaved edits across reloads, users and navigation; new rows; the editor's tabs and read-only mode. */
import { act, screen, waitFor, within } from '@testing-library/react';
import { paths } from '#portal/lib/paths.ts';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { GeneralSection } from './general-section';
import { LanguagesSection } from './project-languages-section';
import { ProjectEditor } from './project-editor';
import { ReferencesSection } from './references-section';
import { capturePatches, project } from './project-sections.harness';

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
