// Typed HTTP client for the translation-ordering API (work in progress).

export interface ApiClientOptions {
  baseUrl: string;
  getAccessToken: () => Promise<string | null>;
  onUnauthorized?: () => void;
}

let clientOptions: ApiClientOptions | null = null;

export function configureApiClient(options: ApiClientOptions): void {
  clientOptions = options;
}

export function getApiClientOptions(): ApiClientOptions | null {
  return clientOptions;
}
