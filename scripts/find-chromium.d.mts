export declare const howToGetChromium: string;
export declare const quietChromiumArgs: string[];
export interface FindChromiumOptions {
  env?: Record<string, string | undefined>;
  platform?: string;
  /** Absolute paths tried besides PATH (default: the platform's usual install locations). */
  locations?: string[];
}
export declare function findChromium(options?: FindChromiumOptions): string;
export declare function chromiumOrExit(): string;
export function chromiumLaunchOptions(): { executablePath: string; headless: boolean; args: string[] };
export declare function isExecutable(file: string): boolean;
