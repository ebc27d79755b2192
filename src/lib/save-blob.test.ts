import { saveBlob } from './save-blob';

describe('saveBlob', () => {
  it('clicks a temporary download link and revokes the object URL afterwards', () => {
    vi.useFakeTimers();
    const create = vi.fn(() => 'blob:fake');
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    saveBlob(new Blob(['x']), 'report.pdf');
    expect(clicked[0]?.download).toBe('report.pdf');
    expect(clicked[0]?.getAttribute('href')).toBe('blob:fake');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:fake');
    click.mockRestore();
    vi.useRealTimers();
  });
});
