/**
 * The sound of `<notif-toasts sound>`: played once per batch of arrivals a tab shows, and only once the page has had a
 * user gesture (browsers refuse to play sound before one, and a sound nobody asked for is noise). The tab that shows a
 * desktop notification instead plays nothing: the system's notification has its own sound
 * (docs/decisions.md#sound).
 */
export class ArrivalSound {
  #audio: HTMLAudioElement | undefined;

  constructor(readonly url: string) {}

  /** Plays the sound from its start, when the page has had a user gesture; quietly nothing otherwise. */
  play(): void {
    const activation = (navigator as { userActivation?: { hasBeenActive: boolean } }).userActivation;
    // Where the browser cannot say (no User Activation API), it is asked to play, and refuses if it must.
    if (activation && !activation.hasBeenActive) return;
    this.#audio ??= new Audio(this.url);
    this.#audio.currentTime = 0;
    this.#audio.play().catch(() => undefined); // refused (no gesture, muted tab) or not loadable: no sound
  }
}
