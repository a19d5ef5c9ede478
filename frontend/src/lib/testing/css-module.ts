/** A CSS module in component tests (jest maps `*.module.css` here): each class name is its own key. */
const classNames: Record<string, string> = new Proxy(
  {},
  { get: (_target, key) => (typeof key === 'string' ? key : undefined) },
);

export default classNames;
