export declare const CHROMIUM_FLAGS: string[];
export declare function findChromium(): Promise<string | undefined | null>;
export declare const NO_BROWSER_MESSAGE: string;
