/** Catches what `saveBlob` offers for download (jsdom saves nothing): file names and contents. */
export interface CaughtDownload {
  name: string;
  blob: Blob;
  /** The exact characters, BOM included (`Blob.text()` drops a BOM). */
  text: () => Promise<string>;
}

export function catchDownloads(): CaughtDownload[] {
  const caught: CaughtDownload[] = [];
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => {},
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob)
      caught.push({
        name: this.download,
        blob,
        text: async () => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer()),
      });
  });
  return caught;
}
