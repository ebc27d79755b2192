/** Offering a file the portal made or fetched to the user as a download. */

/** Offer a Blob to the user as a download (object URL and a temporary link). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Some browsers start reading the URL only after the click handler returns.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
