import { Component, type ReactNode } from 'react';

interface Props {
  fallback: (error: unknown) => ReactNode;
  /** A change of any of these (new data loaded, another record) clears the error. */
  resetKeys: unknown[];
  children: ReactNode;
}

interface State {
  failed: { error: unknown } | null;
  keys: unknown[];
}

const sameKeys = (a: unknown[], b: unknown[]) => a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

/** Shows `fallback` in place of children that threw while rendering (a query that failed). */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: null, keys: this.props.resetKeys };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: { error } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return sameKeys(props.resetKeys, state.keys) ? null : { failed: null, keys: props.resetKeys };
  }

  render() {
    return this.state.failed ? this.props.fallback(this.state.failed.error) : this.props.children;
  }
}
