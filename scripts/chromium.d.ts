export declare const chromiumArgs: string[];
export declare function chromiumExecutable(): string | undefined;
