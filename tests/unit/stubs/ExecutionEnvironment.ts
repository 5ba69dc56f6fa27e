/** Stand-in for `@docusaurus/ExecutionEnvironment`: component tests run in a simulated browser, or in Node. */
const ExecutionEnvironment = {canUseDOM: typeof window !== 'undefined' && typeof document !== 'undefined'};
export default ExecutionEnvironment;
