import type { Plugin } from 'vite';

export declare const workerPlugins: () => Plugin[];
