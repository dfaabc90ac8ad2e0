// nprogress ships no types; the navigation runtime uses these two calls
declare module 'nprogress' {
  const nprogress: { start(): unknown; done(): unknown };
  export default nprogress;
}
