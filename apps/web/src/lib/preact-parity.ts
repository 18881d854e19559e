import { options, type Ref, type VNode } from 'preact';

/**
 * The web app runs on Preact through preact/compat (docs/decisions/0006). Where Preact behaves
 * differently from React in a way the app relies on, this module makes it behave like React.
 * Imported before the app renders (main.tsx) and by the web tests' setup, so both run it.
 */

// --- Effects run in the next task, as React's scheduler runs them --------------------------
// Preact runs useEffect callbacks after the next animation frame (or 35 ms without one).
// React runs them in a task right after the commit. The difference shows wherever an effect
// starts a timer: the hero card's 0.8 s flip and the carousel's 5 s would count from a frame
// later, and not at all while a page's frames are paused. A MessageChannel task is what React's
// scheduler uses; Preact's hooks call `options.requestAnimationFrame` to schedule the flush.
if (typeof MessageChannel === 'function') {
  const channel = new MessageChannel();
  let queued: (() => void)[] = [];
  channel.port1.onmessage = () => {
    const run = queued;
    queued = [];
    run.forEach((flush) => flush());
  };
  options.requestAnimationFrame = (flush: () => void) => {
    queued.push(flush);
    if (queued.length === 1) channel.port2.postMessage(null);
  };
}

// --- autoFocus focuses on mount -----------------------------------------------------------
// React focuses an element rendered with `autoFocus` when it mounts, on every screen. Preact
// would only write the HTML `autofocus` attribute, which a browser honours once per page load,
// not for the password field a later route shows. So the prop becomes a ref that focuses the
// element once, when it is attached.
type Props = Record<string, unknown>;

const focus = (element: unknown) => {
  if (element instanceof HTMLElement) element.focus();
};

// Preact calls a ref again whenever its function changes, so each wrapper is made once per
// original ref and reused: the element is focused when it mounts, not on every render.
const wrappers = new WeakMap<object, (element: unknown) => void>();

function focusingRef(original: Ref<unknown> | null | undefined): (element: unknown) => void {
  if (!original) return focus;
  let wrapper = wrappers.get(original);
  if (!wrapper) {
    wrapper = (element: unknown) => {
      if (typeof original === 'function') original(element);
      else original.current = element;
      focus(element);
    };
    wrappers.set(original, wrapper);
  }
  return wrapper;
}

const previousVnode = options.vnode?.bind(options);
options.vnode = (vnode: VNode) => {
  const props = vnode.props as Props;
  if (typeof vnode.type === 'string' && ('autoFocus' in props || 'autofocus' in props)) {
    const wanted = Boolean(props.autoFocus ?? props.autofocus);
    delete props.autoFocus;
    delete props.autofocus;
    if (wanted) vnode.ref = focusingRef(vnode.ref);
  }
  previousVnode?.(vnode);
};
