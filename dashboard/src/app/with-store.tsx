import { type ComponentType, useContext } from 'react';
import { Provider, ReactReduxContext } from 'react-redux';
import { browserStore } from './browser-store.ts';

/**
 * A lazily loaded page or header part with the store around it: the server render's own store (one per
 * request, entry-server.tsx), else the tab's. The home page never loads this, so neither Redux.
 */
export function withStore<P extends object>(Part: ComponentType<P>): ComponentType<P> {
  return function WithStore(props: P) {
    const outer = useContext(ReactReduxContext);
    if (outer) return <Part {...props} />;
    return (
      <Provider store={browserStore()}>
        <Part {...props} />
      </Provider>
    );
  };
}
