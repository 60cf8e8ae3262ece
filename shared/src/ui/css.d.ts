declare module '*.css' {
  const stylesheet: unknown;
  export default stylesheet;
}
