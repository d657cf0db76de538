/**
 * The build's dist/vitrina.schema.json and dist/vitrina.openapi.json, compiled into the packaged doctor
 * by build/doctor-build.mjs (doctor/contracts.ts describes them).
 */
declare module 'vitrina:contracts' {
  export const contracts: { props: { [key: string]: unknown }; api: { [key: string]: unknown } };
}
