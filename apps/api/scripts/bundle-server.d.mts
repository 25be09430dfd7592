/** Where the bundled API server is written. */
export declare const serverBundle: string;
/** Builds the bundled API server (src/server.ts with @routier/domain) and returns its path. */
export declare const bundleServer: () => Promise<string>;
