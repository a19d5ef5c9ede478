// pg's own value conversion and quoting (not in @types/pg): what it sends for a parameter.
declare module 'pg/lib/utils.js' {
  const utils: {
    prepareValue(value: unknown): string | Buffer | null;
    escapeLiteral(value: string): string;
  };
  export default utils;
}
