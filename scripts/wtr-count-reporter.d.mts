/** What a test logs when it skips itself for want of a capability (test/support/capabilities.ts). */
export declare const SKIP_MARK: string;
/** The engine a browser launcher stands for, from its name ("Chromium", "Firefox", "MiniBrowser"). */
export declare function engineOf(browserName: string): 'chromium' | 'firefox' | 'webkit';
/** The reporter that counts the browser tests per engine and writes them to `file` (see the module). */
export declare function countReporter(options?: { file?: string }): {
  onTestRunFinished(args: { sessions: unknown[] }): void;
};
