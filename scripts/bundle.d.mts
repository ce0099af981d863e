// Types of bundle.mjs for the TypeScript that calls it (tests/support/child-bundles.ts).
export declare const RUNTIME_PACKAGES: string[];
export declare const ABSENT_OPTIONAL: string[];
export declare function bundleForNode(options: {
  entry: string;
  outfile: string;
  external?: string[];
  inject?: string[];
}): Promise<void>;
export declare function bundleManyForNode(options: {
  entries: Record<string, string>;
  outdir: string;
  external?: string[];
}): Promise<void>;
