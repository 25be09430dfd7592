/**
 * @testing-library/react's API on Preact, for the component tests that also run with the runtime people
 * get (the `web-preact` project): its package loads react-dom through Node, which Vite's aliases cannot
 * redirect. Queries, events and waiting come from @testing-library/dom, rendering from react-dom/client,
 * which that project aliases to Preact.
 */
import { createElement, type ComponentType, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { act } from 'preact/test-utils';
import { configure, fireEvent as domFireEvent, getQueriesForElement, prettyDOM } from '@testing-library/dom';

export * from '@testing-library/dom';
export { act };

// As with React: events and waits flush the renders and effects they cause.
configure({
  eventWrapper: (dispatch) => {
    let result: unknown;
    act(() => {
      result = dispatch();
    });
    return result;
  },
  asyncWrapper: async (run) => {
    const result = await run();
    await act(async () => {});
    return result;
  },
});

/**
 * Preact's onChange on a text field listens to `input` events, which typing sends before `change`:
 * `fireEvent.change` sends both, as a person typing does.
 */
export const fireEvent: typeof domFireEvent = Object.assign(
  (...args: Parameters<typeof domFireEvent>) => domFireEvent(...args),
  domFireEvent,
  {
    change: (element: Document | Element | Window | Node, init?: object) => {
      domFireEvent.input(element, init);
      return domFireEvent.change(element, init);
    },
  },
);

type Options = { container?: HTMLElement; baseElement?: HTMLElement; wrapper?: ComponentType<{ children: ReactNode }> };

const mounted = new Set<{ root: Root; container: HTMLElement }>();

export const render = (ui: ReactNode, { container, baseElement, wrapper: Wrapper }: Options = {}) => {
  const base = baseElement ?? container ?? document.body;
  const target = container ?? base.appendChild(document.createElement('div'));
  const root = createRoot(target);
  const wrap = (node: ReactNode) => (Wrapper ? createElement(Wrapper, null, node) : node);
  act(() => root.render(wrap(ui)));
  mounted.add({ root, container: target });
  return {
    container: target,
    baseElement: base,
    debug: (el: HTMLElement = base) => console.log(prettyDOM(el)),
    rerender: (next: ReactNode) => act(() => root.render(wrap(next))),
    unmount: () => act(() => root.unmount()),
    asFragment: () => document.createRange().createContextualFragment(target.innerHTML),
    ...getQueriesForElement(base),
  };
};

export const renderHook = <Result, Props>(
  hook: (props: Props) => Result,
  { initialProps, ...options }: Options & { initialProps?: Props } = {},
) => {
  const result = { current: undefined as Result };
  const Probe = ({ props }: { props: Props }) => {
    result.current = hook(props);
    return null;
  };
  const view = render(createElement(Probe, { props: initialProps as Props }), options);
  return {
    result,
    rerender: (props?: Props) => view.rerender(createElement(Probe, { props: props as Props })),
    unmount: view.unmount,
  };
};

export const cleanup = () => {
  for (const { root, container } of mounted) {
    act(() => root.unmount());
    container.remove();
  }
  mounted.clear();
};
