// The two halves of en.json the build cuts (vite.config.ts, i18n/firstTexts.ts).
declare module '*/en.json?first' {
  const messages: import('./catalog').Messages;
  export default messages;
}
declare module '*/en.json?later' {
  const messages: import('./catalog').Messages;
  export default messages;
}
