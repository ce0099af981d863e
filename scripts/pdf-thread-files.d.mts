// Types of pdf-thread-files.mjs for the TypeScript that calls it (tests/unit/app-dependencies.test.ts).
export declare const PDF_THREAD_BUNDLE: string;
export declare const PDF_THREAD_EXTERNAL: string[];
export declare function dependencyClosure(names: string[], root?: string): string[];
