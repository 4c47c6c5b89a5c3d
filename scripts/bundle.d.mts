export const externalPackages: string[];
export function bundleService(root: string, outdir: string, options?: { sourcemap?: boolean }): Promise<void>;
export function bundleCli(root: string, outdir: string): Promise<void>;
