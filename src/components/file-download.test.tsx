import { screen } from '@testing-library/react';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { DownloadFeedback, type FileDownloadState } from './file-download';

const running = (loaded: number, total: number): FileDownloadState => ({
  status: 'running',
  loaded,
  total,
  error: null,
});

function show(state: FileDownloadState) {
  renderWithProviders(
    <DownloadFeedback state={state} progressLabel="Downloading everything" errorTitle="Failed" onRetry={() => {}} />,
  );
}

describe('DownloadFeedback', () => {
  it('shows how much of a download of known size has arrived', () => {
    show(running(2_500_000, 10_000_000));
    const bar = screen.getByRole('progressbar', { name: 'Downloading everything' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuetext', '2.5 MB of 10 MB');
    expect(screen.getByText('2.5 MB of 10 MB')).toBeInTheDocument();
  });

  it('shows the bytes received of a download without a length, and no made-up percentage', () => {
    show(running(3_400_000, 0));
    const bar = screen.getByRole('progressbar', { name: 'Downloading everything' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveAttribute('aria-valuetext', '3.4 MB received');
    expect(screen.getByText('3.4 MB received')).toBeInTheDocument();
  });

  it('says the download is starting until the first bytes arrive', () => {
    show(running(0, 0));
    expect(screen.getByRole('progressbar', { name: 'Downloading everything' })).toHaveAttribute(
      'aria-valuetext',
      'Starting…',
    );
    expect(screen.getByText('Starting…')).toBeInTheDocument();
  });
});
