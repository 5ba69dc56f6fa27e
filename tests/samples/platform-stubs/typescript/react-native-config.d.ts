// react-native-config (1.5+): values of the build's `.env` file (chosen per build type or scheme), read in JavaScript.
declare module 'react-native-config' {
  const Config: {[name: string]: string | undefined};
  export default Config;
}
