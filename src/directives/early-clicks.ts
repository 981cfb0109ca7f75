/**
 * Starts an island once, whatever asks first: `start()` runs `beforeStart` (remove the triggers)
 * and Astro's hydration; `started` settles when it has run (or failed). Shared by our client
 * directives (after-load.ts, on-interaction.ts).
 */
export function hydrateOnce(load: () => Promise<() => Promise<void> | void>, beforeStart: () => void): { start: () => void; started: Promise<void> } {
  let running = false;
  let markStarted!: () => void;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const start = () => {
    if (running) return;
    running = true;
    beforeStart();
    void (async () => {
      try {
        await (await load())();
      } finally {
        markStarted();
      }
    })();
  };
  return { start, started };
}

/**
 * The first taps before an island has started: islands that hydrate late
 * (src/directives/after-load.ts, src/directives/on-interaction.ts) render buttons that do nothing
 * until their script runs. This remembers the buttons clicked inside `scope` meanwhile and clicks
 * them again, in order, once the island has started, so a parent's first taps on a slow phone are
 * not lost. A button the island has since removed or disabled (a card replaced by the toggle tapped
 * before it) is skipped: the parent tapped what is no longer there. Any click inside `scope` also
 * calls `onClick` (start the island now).
 *
 * Only enabled buttons outside forms are remembered (a form's button already does its native
 * thing), and only the scope's own: a button inside another island is that island's to replay.
 */
export function replayEarlyClick(scope: Node, started: Promise<void>, onClick: () => void): void {
  const early: HTMLButtonElement[] = [];
  const remember = (event: Event) => {
    if (!(event.target instanceof Node) || !scope.contains(event.target)) return;
    const button = (event.target as Element).closest?.('button');
    const owner = button?.closest('astro-island') ?? null;
    if (button && owner === (scope === document ? null : scope) && !button.disabled && !button.form && early.at(-1) !== button) early.push(button);
    onClick();
  };
  document.addEventListener('click', remember, true);
  void started.then(async () => {
    document.removeEventListener('click', remember, true);
    for (const button of early) {
      if (button.isConnected && !button.disabled) button.click();
      // Let the island render what the click changed before the next one (React commits in a task).
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  });
}
