type Env = Record<string, string | undefined>;
interface Engine<Found> {
  /** The one command that installs it (Debian/Ubuntu). */
  install: string;
  /** What launching it needs, or undefined when it is not installed. */
  find(env?: Env): Found | undefined;
}
export declare const engines: {
  chromium: Engine<{ executablePath: string }>;
  firefox: Engine<{ executablePath: string }>;
  webkit: Engine<{ driver: string; browser: string }>;
};
export type EngineName = keyof typeof engines;
export declare const engineNames: EngineName[];
export declare function requestedEngines(env?: Env): EngineName[];
export declare function missingEngineMessage(name: EngineName): string;
export declare function webkitCapabilities(browser: string): Record<string, unknown>;
export declare function freePort(): Promise<number>;
