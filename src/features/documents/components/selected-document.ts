/** A document chosen as a source document of an order: enough to show it and to send its id. */
export interface SelectedDocument {
  id: string;
  filename: string;
  /** Size in bytes; null when unknown. */
  length: number | null;
}
