import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { inTopLayer, syncTopLayer } from '../shared/top-layer.js';
import { PANEL_MARGIN, placePanel } from './panel-placement.js';

type Host = ReactiveControllerHost & HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment };

/** What {@link PanelPopover} needs from its element. */
export interface PanelPopoverOptions {
  /** Whether the element is a popover at all (the inline inbox is not). */
  active: () => boolean;
  /** Whether the panel is open: the element's reflected `open`. */
  isOpen: () => boolean;
  /** Opens or closes it. */
  setOpen: (open: boolean) => void;
  /** Moves the focus into the panel, once it has rendered open. */
  focusInside: () => void;
}

/**
 * The inbox's popover: opening and closing it, dismissing it (a pointer outside, Escape, the focus leaving for the
 * page), holding the focus in it and giving it back to the bell, and placing the panel against the bell inside the
 * viewport, following the viewport while it is open. The panel is shown in the top layer where the browser has it
 * (`shared/top-layer.ts`), so nothing of the page clips or covers it; elsewhere it is placed in the page as before.
 * The panel is `[part~="panel"]`, the bell `[part~="bell"]` and the placement's origin `[part~="base"]` of the
 * element's shadow root.
 */
export class PanelPopover implements ReactiveController {
  /** Whether the panel was open at the last update: what tells an opening and a closing apart. */
  #shown = false;
  #returnFocus = false;
  /** Tab was pressed in the panel and the focus has not moved yet. */
  #tabbing = false;
  /** The frame in which the open panel is placed again, once asked (a resize, a scroll, its content's size). */
  #placeFrame = 0;
  /** Watches the open panel's size: its content loading changes it, and so where it fits. */
  #panelResize: ResizeObserver | undefined;

  constructor(
    private readonly host: Host,
    private readonly options: PanelPopoverOptions,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    document.addEventListener('pointerdown', this.#onDocumentPointerDown, true);
    // Back in a page (moved by a framework) while open: shown again, in the top layer.
    if (this.#shown) {
      this.#shown = false;
      this.host.requestUpdate();
    }
  }

  hostDisconnected(): void {
    document.removeEventListener('pointerdown', this.#onDocumentPointerDown, true);
    this.#follow(false);
  }

  hostUpdated(): void {
    const shown = this.options.active() && this.options.isOpen();
    syncTopLayer(this.#panel, shown);
    if (shown === this.#shown) return;
    this.#shown = shown;
    // Placed before the browser paints it: the panel never shows outside the viewport, not even for a frame.
    if (shown) this.place();
    this.#follow(shown);
    if (shown) {
      void this.host.updateComplete.then(() => this.options.focusInside());
    } else if (this.#returnFocus) {
      this.#returnFocus = false;
      this.#bell?.focus();
    }
  }

  /** Opens the panel if closed, closes it if open (the bell). */
  toggle(): void {
    if (this.options.isOpen()) this.close();
    else this.options.setOpen(true);
  }

  /** Closes the panel; the focus goes back to the bell when it was inside. */
  close(): void {
    if (!this.options.isOpen()) return;
    // The focus inside the panel: Chromium does not match :focus-within on the host from its top layer.
    this.#returnFocus = this.host.matches(':focus-within') || !!this.host.shadowRoot?.activeElement;
    this.options.setOpen(false);
  }

  /** Escape closes the open panel and gives the focus back to the bell; Tab is noted for {@link onFocusOut}. */
  onKeydown = (event: KeyboardEvent): void => {
    if (event.key === 'Tab') {
      // The focus moves after this event: its focusout knows that Tab moved it.
      this.#tabbing = true;
      requestAnimationFrame(() => (this.#tabbing = false));
    }
    if (event.key === 'Escape' && this.#open) {
      event.stopPropagation();
      this.#returnFocus = true;
      this.options.setOpen(false);
    }
  };

  /**
   * The popover is not modal: when the focus leaves it for the page, it closes, so the keyboard never works behind an
   * open panel. Left by Tab past its last control, the focus goes back to the bell (as Escape does); moved elsewhere by
   * a click or a script, it stays where it went. Focus moving to the bell, within the panel, or out of the window keeps
   * it open.
   */
  onFocusOut = (event: FocusEvent): void => {
    const tabbing = this.#tabbing;
    this.#tabbing = false;
    if (!this.#open) return;
    const next = event.relatedTarget;
    if (!(next instanceof Node) || this.host.renderRoot.contains(next) || this.host.contains(next)) return;
    this.#returnFocus = tabbing;
    this.options.setOpen(false);
  };

  /**
   * Puts the open panel inside the viewport (panel-placement.ts): measures the bell and the panel as its styles make
   * it, places it, then measures where it landed and moves it by what is still outside (a transformed ancestor, a
   * theme's larger gap, the safe-area insets). Writes styles only, never reactive state: no update follows.
   */
  place(): void {
    const panel = this.#panel;
    const bell = this.#bell;
    const origin = this.host.renderRoot.querySelector<HTMLElement>('[part~="base"]');
    if (!panel || !bell || !origin || !this.#open) return;
    panel.removeAttribute('data-placed');
    panel.removeAttribute('data-sheet');
    const natural = panel.getBoundingClientRect();
    const viewport = visibleViewport();
    this.#apply(panel, bell, origin, natural, viewport);
    // The panel, before it was placed, may have overflowed the page and given it scrollbars that it lost once
    // placed (where scrollbars take room): the viewport is then larger, and the panel is placed once more in it.
    const settled = visibleViewport();
    if (settled.width !== viewport.width || settled.height !== viewport.height)
      this.#apply(panel, bell, origin, natural, settled);
  }

  get #open(): boolean {
    return this.options.active() && this.options.isOpen();
  }

  get #panel(): HTMLElement | null {
    return this.host.renderRoot.querySelector('[part~="panel"]');
  }

  get #bell(): HTMLElement | null {
    return this.host.renderRoot.querySelector('[part~="bell"]');
  }

  #apply(
    panel: HTMLElement,
    bell: HTMLElement,
    origin: HTMLElement,
    natural: DOMRect,
    viewport: { width: number; height: number },
  ): void {
    const anchor = bell.getBoundingClientRect();
    const placement = placePanel({
      anchor,
      panel: { width: natural.width, height: natural.height },
      viewport,
      rtl: getComputedStyle(this.host).direction === 'rtl',
    });
    // In the top layer the panel is fixed to the viewport; in the page, it is positioned from the element's base.
    const box = inTopLayer(panel)
      ? { left: 0, top: 0, bottom: viewport.height }
      : origin.getBoundingClientRect();
    const apply = (left: number, room: number) => {
      panel.style.setProperty('--_panel-left', `${left - box.left}px`);
      panel.style.setProperty('--_panel-top', `${anchor.bottom + PANEL_MARGIN - box.top}px`);
      panel.style.setProperty('--_panel-bottom', `${box.bottom - anchor.top + PANEL_MARGIN}px`);
      panel.style.setProperty('--_panel-width', `${placement.width}px`);
      panel.style.setProperty('--_panel-room', `${Math.max(0, room)}px`);
    };
    panel.toggleAttribute('data-sheet', placement.sheet);
    panel.toggleAttribute('data-above', placement.above);
    apply(placement.left, placement.maxHeight);
    panel.setAttribute('data-placed', '');
    const placed = panel.getBoundingClientRect();
    const margin = placement.sheet ? 0 : PANEL_MARGIN;
    const overflow = Math.max(0, placed.bottom - (viewport.height - margin), margin - placed.top);
    const shift = placement.left - placed.left;
    if (overflow > 0.5 || Math.abs(shift) > 0.5)
      apply(placement.left + shift, placement.maxHeight - overflow);
  }

  #onDocumentPointerDown = (event: PointerEvent): void => {
    if (this.#open && !event.composedPath().includes(this.host)) this.close();
  };

  /** Places the open panel again in the next frame, once however many times it is asked in this one. */
  #placeSoon = (): void => {
    this.#placeFrame ||= requestAnimationFrame(() => {
      this.#placeFrame = 0;
      this.place();
    });
  };

  /** While the panel is open, it is placed again when the viewport changes (resize, rotation, scroll) or it does. */
  #follow(follow: boolean): void {
    const listening = this.#panelResize !== undefined;
    if (follow === listening) return;
    if (follow) {
      addEventListener('resize', this.#placeSoon);
      addEventListener('scroll', this.#placeSoon, { capture: true, passive: true });
      this.#panelResize = new ResizeObserver(this.#placeSoon);
      const panel = this.#panel;
      if (panel) this.#panelResize.observe(panel);
    } else {
      removeEventListener('resize', this.#placeSoon);
      removeEventListener('scroll', this.#placeSoon, { capture: true });
      this.#panelResize?.disconnect();
      this.#panelResize = undefined;
      cancelAnimationFrame(this.#placeFrame);
      this.#placeFrame = 0;
    }
  }
}

/** The viewport's size without its scrollbars. */
function visibleViewport(): { width: number; height: number } {
  const root = document.documentElement;
  return { width: root.clientWidth || innerWidth, height: root.clientHeight || innerHeight };
}
