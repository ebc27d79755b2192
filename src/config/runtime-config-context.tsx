import { createContext, use, type ReactNode } from 'react';
import { isBffMode, type BrowserRuntimeConfig, type RuntimeConfig } from './runtime-config';

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function RuntimeConfigProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return <RuntimeConfigContext value={config}>{children}</RuntimeConfigContext>;
}

export function useRuntimeConfig(): RuntimeConfig {
  const config = use(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig must be used inside <RuntimeConfigProvider>.');
  return config;
}

/** The config of the browser sign-in mode (oidc-client-ts); only its components call this. */
export function useBrowserRuntimeConfig(): BrowserRuntimeConfig {
  const config = useRuntimeConfig();
  if (isBffMode(config)) throw new Error('Only used in the browser sign-in mode.');
  return config;
}
