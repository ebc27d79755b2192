/** A download header that cannot be used for header injection or path tricks, with a UTF-8 name. */

export function contentDisposition(filename: string): string {
  // eslint-disable-next-line no-control-regex
  const safe = filename.replace(/["\\/\r\n\u0000-\u001f\u007f]/g, '').trim() || 'document';
  const ascii = safe
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(safe).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
