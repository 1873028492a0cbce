export function sourceHash(): string;
export function isBuildCurrent(): boolean;
export function ensureBuild(): void;
