export declare const workspaceAliases: { find: RegExp; replacement: string }[];
