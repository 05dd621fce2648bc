// SPEC 4: the user is idle after IDLE_THRESHOLD_S without activity, or at once when the tab is
// hidden; active again on the next activity or when the tab shows.
import { IDLE_THRESHOLD_S } from '@coloc/shared';

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

export interface IdleTrackerOptions {
  thresholdMs?: number;
  target?: Window;
  doc?: Document;
}

export class IdleTracker {
  private idle = false;
  private lastActivity = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly thresholdMs: number;
  private readonly target: Window;
  private readonly doc: Document;

  constructor(
    private readonly onChange: (idle: boolean) => void,
    { thresholdMs = IDLE_THRESHOLD_S * 1000, target = window, doc = document }: IdleTrackerOptions = {},
  ) {
    this.thresholdMs = thresholdMs;
    this.target = target;
    this.doc = doc;
  }

  get isIdle(): boolean {
    return this.idle;
  }

  start(): void {
    for (const name of ACTIVITY_EVENTS) this.target.addEventListener(name, this.onActivity, { passive: true, capture: true });
    this.doc.addEventListener('visibilitychange', this.onVisibility);
    this.lastActivity = Date.now();
    if (this.doc.visibilityState === 'hidden') this.set(true);
    else this.schedule(this.thresholdMs);
  }

  stop(): void {
    for (const name of ACTIVITY_EVENTS) this.target.removeEventListener(name, this.onActivity, { capture: true });
    this.doc.removeEventListener('visibilitychange', this.onVisibility);
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.idle = false;
  }

  // Pointer moves come by the hundred: only the time is noted, one timer checks it later.
  private readonly onActivity = () => {
    if (this.doc.visibilityState === 'hidden') return;
    this.lastActivity = Date.now();
    if (this.idle) {
      this.set(false);
      this.schedule(this.thresholdMs);
    }
  };

  private readonly onVisibility = () => {
    if (this.doc.visibilityState === 'hidden') {
      if (this.timer) clearTimeout(this.timer);
      this.timer = null;
      this.set(true);
    } else {
      this.lastActivity = Date.now();
      this.set(false);
      this.schedule(this.thresholdMs);
    }
  };

  private schedule(delay: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(this.check, delay);
  }

  private readonly check = () => {
    this.timer = null;
    const quiet = Date.now() - this.lastActivity;
    if (quiet >= this.thresholdMs) this.set(true);
    else this.schedule(this.thresholdMs - quiet);
  };

  private set(idle: boolean): void {
    if (this.idle === idle) return;
    this.idle = idle;
    this.onChange(idle);
  }
}
