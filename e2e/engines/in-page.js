// Injected into the portal's page by the engine runner (e2e/engines): finds elements by role and accessible
// name with Testing Library's queries (injected before this file), drops files on an element, runs axe.
/* global TestingLibraryDom, axe */
(() => {
  const normalise = (value) => value.replace(/\s+/g, ' ').trim();
  // As Playwright matches names and texts: a string is a case-insensitive substring unless exact.
  const matcher = (name) => {
    if ('source' in name) return new RegExp(name.source, name.flags);
    if (name.exact) return normalise(name.text);
    const wanted = normalise(name.text).toLowerCase();
    return (content) => normalise(content).toLowerCase().includes(wanted);
  };

  function within(root, step) {
    const q = TestingLibraryDom;
    if (step.role) {
      const options = {};
      if (step.name !== undefined) options.name = matcher(step.name);
      if (step.level !== undefined) options.level = step.level;
      return q.queryAllByRole(root, step.role, options);
    }
    if (step.text !== undefined) return q.queryAllByText(root, matcher(step.text));
    if (step.label !== undefined) return q.queryAllByLabelText(root, matcher(step.label));
    if (step.testId !== undefined) return q.queryAllByTestId(root, step.testId);
    return Array.from(root.querySelectorAll(step.css));
  }

  // What the page reports from here on (WebDriver classic has no console of its own to read): uncaught
  // errors, refused promises, CSP refusals (Trusted Types included) and console errors.
  const errors = [];
  window.addEventListener('error', (event) => errors.push(`pageerror: ${event.message}`));
  window.addEventListener('unhandledrejection', (event) =>
    errors.push(`unhandled rejection: ${event.reason instanceof Error ? event.reason.message : String(event.reason)}`),
  );
  document.addEventListener('securitypolicyviolation', (event) =>
    errors.push(`CSP refused ${event.blockedURI || 'an inline value'} (${event.violatedDirective})`),
  );
  const consoleError = console.error;
  console.error = function (...args) {
    errors.push(`console: ${args.map(String).join(' ')}`);
    return consoleError.apply(this, args);
  };

  window.__engines = {
    errors,

    /** The first element each step finds inside the element found by the step before it, or null. */
    find(steps) {
      let root = document.body;
      for (const step of steps) {
        const found = within(root, step);
        if (found.length === 0) return null;
        root = found[0];
      }
      return root;
    },

    /**
     * Whether the element stays where it is over two animation frames (Playwright's "stable"): a click on
     * something still moving in, such as a dialog's button during its transition, may land beside it.
     */
    async stable(element) {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
      const box = () => JSON.stringify(element.getBoundingClientRect());
      const before = box();
      await frame();
      await frame();
      return element.isConnected && box() === before;
    },

    /**
     * Scrolls the element to the middle of the viewport (WebDriver's click scrolls it only to the bottom edge,
     * where notifications stand) and says what a click at its centre would hit: null when the element itself
     * (or something inside it), else a description of what covers it (Playwright's "receives events" check).
     */
    coveredBy(element) {
      element.scrollIntoView({ block: 'center', inline: 'center' });
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (hit === null || hit === element || element.contains(hit)) return null;
      const name = (hit.getAttribute('aria-label') || hit.textContent || '').replace(/\s+/g, ' ').trim().slice(0, 60);
      return `<${hit.tagName.toLowerCase()}${hit.className ? ` class="${String(hit.className).slice(0, 60)}"` : ''}> "${name}"`;
    },

    /** Drops text files on an element the way a browser does: dragenter, dragover and drop carrying a DataTransfer. */
    drop(target, files) {
      const transfer = new DataTransfer();
      for (const file of files) transfer.items.add(new File([file.text], file.name, { type: file.type }));
      for (const type of ['dragenter', 'dragover', 'drop']) {
        target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));
      }
    },

    /**
     * axe's serious and critical findings (WCAG 2.x A/AA) on the whole page, one line each, once no finite
     * animation or transition runs (as the Playwright suite's pageStill): colours mid-transition are not what
     * the user sees.
     */
    async axe(tags) {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
      const moving = () =>
        document
          .getAnimations()
          .some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
      for (let tries = 0; tries < 100; tries++) {
        if (!moving()) {
          await frame();
          await frame();
          if (!moving()) break;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    },
  };
})();
