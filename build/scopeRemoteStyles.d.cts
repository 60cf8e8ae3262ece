import type { Result } from 'postcss';

export function scopeCss(css: string, remote: string, from?: string): Result;
export function styleScopeClass(remote: string): string;
